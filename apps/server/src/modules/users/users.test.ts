import { describe, expect, it } from 'vitest';
import { userWithRights } from '../../test/factory/index.js';
import { TEST_PASSWORD, useHarness } from '../../test/harness.js';

const h = useHarness();
const UNKNOWN = '00000000-0000-4000-8000-00000000abcd';

describe('users', () => {
  it('a global administrator lists everyone; a network administrator only their network', async () => {
    const all = await h.call('admin', { method: 'POST', url: '/v1/people/list', payload: {} });
    expect(all.statusCode).toBe(200);
    expect(
      all
        .json()
        .map((u: { username: string }) => u.username)
        .sort(),
    ).toEqual(['admin', 'netA', 'netB', 'nobody', 'standortA', 'support'].sort());
    const own = await h.call('netA', { method: 'POST', url: '/v1/people/list', payload: {} });
    expect(
      own
        .json()
        .map((u: { username: string }) => u.username)
        .sort(),
    ).toEqual(['netA', 'nobody', 'standortA']);
    const global = all.json().find((u: { username: string }) => u.username === 'admin');
    expect(global).toMatchObject({ guidParent: null, companyName: null, roleName: 'Administrator' });
  });

  it('filters by keyword', async () => {
    const res = await h.call('admin', { method: 'POST', url: '/v1/people/list', payload: { keyWord: 'stand' } });
    expect(res.json().map((u: { username: string }) => u.username)).toEqual(['standortA']);
  });

  it('creates an empty user in the own network, then saves it (password only when given)', async () => {
    const created = await h.call('netA', { method: 'POST', url: '/v1/people', payload: {} });
    expect(created.statusCode).toBe(200);
    const user = created.json();
    expect(user.guidParent).toBe(h.fx.networkA);
    // No role until one is chosen: listed and readable without one.
    expect(user).toMatchObject({ guidRole: null, roleName: null });
    const listed = await h.call('netA', { method: 'POST', url: '/v1/people/list', payload: {} });
    expect(listed.json().find((u: { guid: string }) => u.guid === user.guid)).toMatchObject({ guidRole: null });
    expect((await h.call('netA', { method: 'GET', url: `/v1/people/${user.guid}` })).json().guidRole).toBeNull();
    const saved = await h.call('netA', {
      method: 'POST',
      url: `/v1/people/${user.guid}`,
      payload: {
        username: 'neu.mitarbeiter',
        forename: 'Jürgen',
        lastname: 'Öztürk',
        email: 'j@example.de',
        password: 'Neues-Passwort-2026',
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ username: 'neu.mitarbeiter', forename: 'Jürgen', lastname: 'Öztürk' });
    const login = (payload: object) => h.call(null, { method: 'POST', url: '/v1/user/login', payload });
    const credentials = { username: 'neu.mitarbeiter', password: 'Neues-Passwort-2026' };
    // Still without a role: no rights, so no login.
    expect((await login(credentials)).json().success).toBe(false);
    const withRole = await h.call('netA', {
      method: 'POST',
      url: `/v1/people/${user.guid}`,
      payload: { guidRole: h.fx.roles['Standort-Benutzer'] },
    });
    expect(withRole.statusCode).toBe(200);
    expect(withRole.json()).toMatchObject({ guidRole: h.fx.roles['Standort-Benutzer'], roleName: 'Standort-Benutzer' });
    expect((await login(credentials)).json().success).toBe(true);
    const renamed = await h.call('netA', {
      method: 'POST',
      url: `/v1/people/${user.guid}`,
      payload: { forename: 'Jörg' },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await login(credentials)).json().success).toBe(true);
  });

  it('lets the administrator delete a never-saved user without role', async () => {
    const user = (await h.call('admin', { method: 'POST', url: '/v1/people', payload: {} })).json();
    expect(user).toMatchObject({ guidParent: null, guidRole: null });
    expect((await h.call('admin', { method: 'GET', url: `/v1/people/${user.guid}/delete` })).statusCode).toBe(200);
    expect((await h.call('admin', { method: 'GET', url: `/v1/people/${user.guid}` })).statusCode).toBe(404);
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const guid = h.fx.users.standortA;
    for (const payload of [
      { email: 'kein-mail' },
      { username: '' },
      { forename: 'x'.repeat(300) },
      { guidRole: 'nope' },
      { password: 'kurz' },
    ]) {
      const res = await h.call('admin', { method: 'POST', url: `/v1/people/${guid}`, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().success).toBe(false);
    }
    const bad = await h.call('admin', { method: 'GET', url: '/v1/people/not-a-guid' });
    expect(bad.statusCode).toBe(400);
    const after = await h.call('admin', { method: 'GET', url: `/v1/people/${guid}` });
    expect(after.json()).toMatchObject({ username: 'standortA', email: null });
  });

  it('refuses weak passwords and passwords containing the username, in German', async () => {
    const guid = h.fx.users.standortA;
    for (const [password, message] of [
      ['password', /zu leicht zu erraten/],
      ['12345678', /zu leicht zu erraten/],
      ['aaaaaaaa', /zu leicht zu erraten/],
      ['standortA-Reise-2026', /Benutzernamen/],
    ] as const) {
      const res = await h.call('admin', { method: 'POST', url: `/v1/people/${guid}`, payload: { password } });
      expect(res.statusCode, password).toBe(400);
      expect(res.json().error.message).toMatch(message);
    }
    const login = await h.call(null, {
      method: 'POST',
      url: '/v1/user/login',
      payload: { username: 'standortA', password: TEST_PASSWORD },
    });
    expect(login.json().success).toBe(true);
  });

  it('needs the current password when users change their own, not when an administrator sets another', async () => {
    const own = (payload: { password: string; currentPassword?: string }) =>
      h.call('netA', { method: 'POST', url: `/v1/people/${h.fx.users.netA}`, payload });
    const loginAs = async (username: string, password: string) =>
      (await h.call(null, { method: 'POST', url: '/v1/user/login', payload: { username, password } })).json().success;
    for (const payload of [
      { password: 'Neues-Passwort-2026' },
      { password: 'Neues-Passwort-2026', currentPassword: 'falsch-geraten' },
    ]) {
      const res = await own(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toMatch(/aktuelles Passwort/);
    }
    expect(await loginAs('netA', TEST_PASSWORD)).toBe(true);
    expect((await own({ password: 'Neues-Passwort-2026', currentPassword: TEST_PASSWORD })).statusCode).toBe(200);
    expect(await loginAs('netA', 'Neues-Passwort-2026')).toBe(true);
    const other = await h.call('admin', {
      method: 'POST',
      url: `/v1/people/${h.fx.users.standortA}`,
      payload: { password: 'Anderes-Passwort-2026' },
    });
    expect(other.statusCode).toBe(200);
    expect(await loginAs('standortA', 'Anderes-Passwort-2026')).toBe(true);
  });

  it('answers 404 for an unknown guid and 409 for a duplicate username', async () => {
    expect((await h.call('admin', { method: 'GET', url: `/v1/people/${UNKNOWN}` })).statusCode).toBe(404);
    const dup = await h.call('admin', {
      method: 'POST',
      url: `/v1/people/${h.fx.users.netB}`,
      payload: { username: 'NETA' },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.message).toMatch(/bereits vergeben/);
  });

  it('refuses without the user right', async () => {
    expect((await h.call('standortA', { method: 'POST', url: '/v1/people/list', payload: {} })).statusCode).toBe(403);
    expect((await h.call('support', { method: 'GET', url: `/v1/people/${h.fx.users.netA}` })).statusCode).toBe(403);
  });

  it("hides another network's users: read, update and delete all 404", async () => {
    const other = h.fx.users.netB;
    expect((await h.call('netA', { method: 'GET', url: `/v1/people/${other}` })).statusCode).toBe(404);
    expect(
      (await h.call('netA', { method: 'POST', url: `/v1/people/${other}`, payload: { forename: 'x' } })).statusCode,
    ).toBe(404);
    expect((await h.call('netA', { method: 'GET', url: `/v1/people/${other}/delete` })).statusCode).toBe(404);
    expect((await h.call('netA', { method: 'GET', url: `/v1/people/${h.fx.users.admin}` })).statusCode).toBe(404);
    const list = await h.call('netA', {
      method: 'POST',
      url: '/v1/people/list',
      payload: { guidParent: h.fx.networkB },
    });
    expect(list.json()).toEqual([]);
    const moved = await h.call('netA', { method: 'POST', url: '/v1/people', payload: { guidParent: h.fx.locationB } });
    expect(moved.statusCode).toBe(404);
    const still = await h.call('netB', { method: 'GET', url: `/v1/people/${other}` });
    expect(still.json().forename).toBe('netB');
  });

  it('does not let a network administrator hand out more rights than they hold', async () => {
    const res = await h.call('netA', {
      method: 'POST',
      url: `/v1/people/${h.fx.users.standortA}`,
      payload: { guidRole: h.fx.roles.Administrator },
    });
    expect([403, 404]).toContain(res.statusCode);
    const me = await h.call('standortA', { method: 'GET', url: '/v1/user/me' });
    expect(me.json().roleName).toBe('Standort-Benutzer');
  });

  it('refuses deleting yourself and the last administrator', async () => {
    const self = await h.call('admin', { method: 'GET', url: `/v1/people/${h.fx.users.admin}/delete` });
    expect(self.statusCode).toBe(409);
    const created = (
      await h.call('admin', {
        method: 'POST',
        url: '/v1/people',
        payload: { guidParent: null, guidRole: h.fx.roles.Administrator },
      })
    ).json();
    await h.call('admin', {
      method: 'POST',
      url: `/v1/people/${created.guid}`,
      payload: { username: 'admin2', password: 'Zweiter-Admin-2026' },
    });
    const token = (
      await h.call(null, {
        method: 'POST',
        url: '/v1/user/login',
        payload: { username: 'admin2', password: 'Zweiter-Admin-2026' },
      })
    ).json().authToken;
    const del = await h.app.inject({
      method: 'GET',
      url: `/v1/people/${h.fx.users.admin}/delete`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(del.statusCode).toBe(200);
    // Nobody demotes themselves …
    const demoteSelf = await h.app.inject({
      method: 'POST',
      url: `/v1/people/${created.guid}`,
      headers: { authorization: `Bearer ${token}` },
      payload: { guidRole: h.fx.roles.Support },
    });
    expect(demoteSelf.statusCode).toBe(403);
    // … and a global user manager who is no administrator cannot demote the last one.
    const manager = await userWithRights(h, { rights: ['RIGHT_COMP_VISIBLE_USER'], at: null });
    const demote = await manager({
      method: 'POST',
      url: `/v1/people/${created.guid}`,
      payload: { guidRole: h.fx.roles.Support },
    });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().error.message).toMatch(/Administrator/);
  });

  it('deletes a user in scope', async () => {
    const res = await h.call('netA', { method: 'GET', url: `/v1/people/${h.fx.users.standortA}/delete` });
    expect(res.statusCode).toBe(200);
    expect((await h.call('netA', { method: 'GET', url: `/v1/people/${h.fx.users.standortA}` })).statusCode).toBe(404);
    expect((await h.call('standortA', { method: 'GET', url: '/v1/user/me' })).statusCode).toBe(401);
  });
});
