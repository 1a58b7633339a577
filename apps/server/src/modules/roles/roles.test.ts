import { describe, expect, it } from 'vitest';
import { useHarness } from '../../test/harness.js';

const h = useHarness();

async function rightGuid(name: string) {
  const list = await h.call('admin', { method: 'POST', url: '/v1/rights/list', payload: {} });
  return list.json().find((r: { guidRight: string }) => r.guidRight === name).guid as string;
}

describe('roles', () => {
  it('creates an empty role, renames it and toggles a right', async () => {
    const created = await h.call('admin', { method: 'POST', url: '/v1/roles', payload: {} });
    expect(created.statusCode).toBe(200);
    const role = created.json();
    const saved = await h.call('admin', {
      method: 'POST',
      url: `/v1/roles/${role.guid}`,
      payload: { name: 'Filialleitung', comment: 'Test' },
    });
    expect(saved.json()).toMatchObject({ name: 'Filialleitung', comment: 'Test' });
    const right = await rightGuid('RIGHT_COMP_VISIBLE_PLAYLIST');
    const toggled = await h.call('admin', {
      method: 'POST',
      url: `/v1/rights/${right}`,
      payload: { guidRole: role.guid, allowed: 1 },
    });
    expect(toggled.statusCode).toBe(200);
    expect(toggled.json()).toMatchObject({ allowed: 1, guidParent: role.guid });
    const list = await h.call('admin', { method: 'POST', url: '/v1/rights/list', payload: { guidRole: role.guid } });
    const allowed = list
      .json()
      .filter((r: { allowed: number }) => r.allowed === 1)
      .map((r: { guidRight: string }) => r.guidRight);
    expect(allowed).toEqual(['RIGHT_COMP_VISIBLE_PLAYLIST']);
  });

  it('a network administrator sees own and assignable global roles, never other networks', async () => {
    const b = (await h.call('netB', { method: 'POST', url: '/v1/roles', payload: {} })).json();
    expect(b.guidParent).toBe(h.fx.networkB);
    const names = (await h.call('netA', { method: 'POST', url: '/v1/roles/list', payload: {} }))
      .json()
      .map((r: { name: string }) => r.name);
    expect(names).toContain('Standort-Benutzer');
    expect(names).not.toContain('Administrator');
    expect((await h.call('netA', { method: 'GET', url: `/v1/roles/${b.guid}` })).statusCode).toBe(404);
    expect(
      (await h.call('netA', { method: 'POST', url: `/v1/roles/${b.guid}`, payload: { name: 'x' } })).statusCode,
    ).toBe(404);
    expect((await h.call('netA', { method: 'GET', url: `/v1/roles/${b.guid}/delete` })).statusCode).toBe(404);
    expect((await h.call('netA', { method: 'GET', url: `/v1/roles/${h.fx.roles.Administrator}` })).statusCode).toBe(
      404,
    );
    const r = await rightGuid('RIGHT_COMP_VISIBLE_USER');
    expect(
      (await h.call('netA', { method: 'POST', url: `/v1/rights/${r}`, payload: { guidRole: b.guid, allowed: 1 } }))
        .statusCode,
    ).toBe(404);
  });

  it('network administrators cannot change global roles nor grant rights they lack', async () => {
    const upd = await h.call('netA', {
      method: 'POST',
      url: `/v1/roles/${h.fx.roles['Standort-Benutzer']}`,
      payload: { name: 'x' },
    });
    expect(upd.statusCode).toBe(403);
    const own = (await h.call('netA', { method: 'POST', url: '/v1/roles', payload: {} })).json();
    const create = await rightGuid('RIGHT_NETWORK_CREATE');
    const grant = await h.call('netA', {
      method: 'POST',
      url: `/v1/rights/${create}`,
      payload: { guidRole: own.guid, allowed: 1 },
    });
    expect(grant.statusCode).toBe(403);
    const playlist = await rightGuid('RIGHT_COMP_VISIBLE_PLAYLIST');
    const ok = await h.call('netA', {
      method: 'POST',
      url: `/v1/rights/${playlist}`,
      payload: { guidRole: own.guid, allowed: 1 },
    });
    expect(ok.statusCode).toBe(200);
  });

  it('refuses removing the right to manage roles from your own role', async () => {
    const manage = await rightGuid('RIGHT_COMP_VISIBLE_ROLES');
    const res = await h.call('netA', {
      method: 'POST',
      url: `/v1/rights/${manage}`,
      payload: { guidRole: h.fx.roles['Netzwerk-Administrator'], allowed: 0 },
    });
    expect([403, 409]).toContain(res.statusCode);
    const adm = await h.call('admin', {
      method: 'POST',
      url: `/v1/rights/${manage}`,
      payload: { guidRole: h.fx.roles.Administrator, allowed: 0 },
    });
    expect(adm.statusCode).toBe(409);
    expect(adm.json().error.message).toMatch(/eigenen Rolle/);
    const me = await h.call('admin', { method: 'GET', url: '/v1/user/me' });
    expect(me.json().rights.RIGHT_COMP_VISIBLE_ROLES).toBe(true);
  });

  it('refuses deleting a role that users still have, and bad input', async () => {
    const del = await h.call('admin', { method: 'GET', url: `/v1/roles/${h.fx.roles.Support}/delete` });
    expect(del.statusCode).toBe(409);
    expect(
      (await h.call('admin', { method: 'POST', url: `/v1/roles/${h.fx.roles.Support}`, payload: { name: '' } }))
        .statusCode,
    ).toBe(400);
    expect(
      (await h.call('admin', { method: 'POST', url: `/v1/roles/${h.fx.roles.Support}`, payload: { name: 7 } }))
        .statusCode,
    ).toBe(400);
    expect(
      (await h.call('admin', { method: 'GET', url: '/v1/roles/00000000-0000-4000-8000-000000000001' })).statusCode,
    ).toBe(404);
  });

  it('deletes an unused role', async () => {
    const role = (await h.call('admin', { method: 'POST', url: '/v1/roles', payload: {} })).json();
    expect((await h.call('admin', { method: 'GET', url: `/v1/roles/${role.guid}/delete` })).statusCode).toBe(200);
    expect((await h.call('admin', { method: 'GET', url: `/v1/roles/${role.guid}` })).statusCode).toBe(404);
  });

  it('refuses without the roles right', async () => {
    expect((await h.call('support', { method: 'POST', url: '/v1/roles', payload: {} })).statusCode).toBe(403);
    expect((await h.call('standortA', { method: 'POST', url: '/v1/roles/list', payload: {} })).statusCode).toBe(403);
  });
});
