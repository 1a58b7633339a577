import { describe, expect, it } from 'vitest';
import { useHarness } from '../../test/harness.js';

const h = useHarness();

describe('rights catalogue', () => {
  it('lists the seeded catalogue with groups', async () => {
    const res = await h.call('admin', { method: 'POST', url: '/v1/rights/list', payload: {} });
    expect(res.statusCode).toBe(200);
    const groups = new Set(res.json().map((r: { groupName: string }) => r.groupName));
    expect(groups).toEqual(new Set(['NETWORK', 'COMPONENT', 'DASHBOARD', 'OPERATOR']));
    const network = await h.call('admin', {
      method: 'POST',
      url: '/v1/rights/list',
      payload: { groupName: 'DASHBOARD' },
    });
    expect(network.json().every((r: { groupName: string }) => r.groupName === 'DASHBOARD')).toBe(true);
  });

  it('creates, edits and deletes a right (global users only)', async () => {
    const created = await h.call('admin', {
      method: 'POST',
      url: '/v1/rights',
      payload: { guidRight: 'RIGHT_TEST_EXPORT', comment: 'Benutzer darf exportieren' },
    });
    expect(created.statusCode).toBe(200);
    const right = created.json();
    expect(right).toMatchObject({ guidRight: 'RIGHT_TEST_EXPORT', guidParent: 'DEFAULT_ALL' });
    const edited = await h.call('admin', {
      method: 'POST',
      url: `/v1/rights/${right.guid}`,
      payload: { name: 'Export', groupName: 'NETWORK' },
    });
    expect(edited.json()).toMatchObject({ name: 'Export', groupName: 'NETWORK' });
    const dup = await h.call('admin', {
      method: 'POST',
      url: '/v1/rights',
      payload: { guidRight: 'RIGHT_TEST_EXPORT' },
    });
    expect(dup.statusCode).toBe(409);
    const netA = await h.call('netA', { method: 'POST', url: `/v1/rights/${right.guid}`, payload: { name: 'Hack' } });
    expect(netA.statusCode).toBe(403);
    expect((await h.call('netA', { method: 'GET', url: `/v1/rights/${right.guid}/delete` })).statusCode).toBe(403);
    expect((await h.call('admin', { method: 'GET', url: `/v1/rights/${right.guid}/delete` })).statusCode).toBe(200);
    expect((await h.call('admin', { method: 'GET', url: `/v1/rights/${right.guid}` })).statusCode).toBe(404);
  });

  it('validates the RIGHT_ prefix and the group', async () => {
    expect(
      (await h.call('admin', { method: 'POST', url: '/v1/rights', payload: { guidRight: 'EXPORT' } })).statusCode,
    ).toBe(400);
    expect(
      (await h.call('admin', { method: 'POST', url: '/v1/rights', payload: { groupName: 'OTHER' } })).statusCode,
    ).toBe(400);
  });

  it('refuses without the roles right', async () => {
    expect((await h.call('support', { method: 'POST', url: '/v1/rights/list', payload: {} })).statusCode).toBe(403);
  });
});

describe('POST /v1/rights/{guid} with allowed (SPEC §7)', () => {
  const roleRights = async (guidRole: string) =>
    (await h.call('admin', { method: 'POST', url: '/v1/rights/list', payload: { guidRole } })).json() as Array<{
      guid: string;
      guidRight: string;
      allowed: number;
      guidParent: string;
    }>;

  it('sets the right for the role named by guidParent, as a role right list entry carries it', async () => {
    const role = h.fx.roles['Standort-Benutzer'];
    const entry = (await roleRights(role)).find((r) => r.guidRight === 'RIGHT_COMP_VISIBLE_MEDIA');
    expect(entry).toMatchObject({ allowed: 0, guidParent: role });
    const res = await h.call('admin', {
      method: 'POST',
      url: `/v1/rights/${entry?.guid}`,
      payload: { ...entry, allowed: 1 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ guidRight: 'RIGHT_COMP_VISIBLE_MEDIA', allowed: 1, guidParent: role });
    expect((await roleRights(role)).find((r) => r.guid === entry?.guid)?.allowed).toBe(1);
  });

  it('refuses allowed without a role (400) and changes nothing', async () => {
    const role = h.fx.roles['Standort-Benutzer'];
    const before = await roleRights(role);
    const entry = before.find((r) => r.guidRight === 'RIGHT_COMP_VISIBLE_MEDIA');
    for (const payload of [{ allowed: 1 }, { allowed: true, guidParent: 'DEFAULT_ALL' }, { allowed: 1, name: 'X' }]) {
      const res = await h.call('admin', { method: 'POST', url: `/v1/rights/${entry?.guid}`, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toContain('guidRole');
    }
    const other = await h.call('admin', {
      method: 'POST',
      url: `/v1/rights/${entry?.guid}`,
      payload: { allowed: 1, guidRole: role, guidParent: h.fx.roles.Support },
    });
    expect(other.statusCode).toBe(400);
    expect(await roleRights(role)).toEqual(before);
    expect((await h.call('admin', { method: 'GET', url: `/v1/rights/${entry?.guid}` })).json().name).not.toBe('X');
  });
});
