import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema.js';
import { addLocation, addUser, userWithRights } from '../../test/factory/index.js';
import { useHarness } from '../../test/harness.js';

const h = useHarness();

const place = async (guid: string) =>
  (await h.database.db.select().from(users).where(eq(users.guid, guid)))[0]?.guidParent ?? null;

/** A user without rights at `at` (every actor here may manage them). */
const plainUser = (username: string, at: string) =>
  addUser(h.database.db, { username, guidParent: at, guidRole: h.fx.noRightsRole });

const MOVE_SELF = 'Ihr eigenes Netzwerk, Ihren Standort und Ihre Rolle können Sie nicht selbst ändern.';

describe('nobody moves themselves', () => {
  it('refuses a new network, location or role on the own record, in German; other fields still save', async () => {
    const { networkA, locationA, users: u, roles } = h.fx;
    const self = (payload: object) => h.call('netA', { method: 'POST', url: `/v1/people/${u.netA}`, payload });
    for (const payload of [{ guidParent: locationA }, { guidRole: roles['Standort-Benutzer'] }]) {
      const res = await self(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(403);
      expect(res.json().error.message).toContain(MOVE_SELF);
    }
    expect(await place(u.netA)).toBe(networkA);
    const profile = await self({ forename: 'Nadia', guidParent: networkA, guidRole: roles['Netzwerk-Administrator'] });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().forename).toBe('Nadia');
  });

  it('a location user cannot make itself a network user', async () => {
    const { networkA, locationA } = h.fx;
    const call = await userWithRights(h, { rights: ['RIGHT_COMP_VISIBLE_USER'], at: locationA, username: 'filiale' });
    const me = (await call({ method: 'GET', url: '/v1/user/me' })).json();
    const res = await call({ method: 'POST', url: `/v1/people/${me.guid}`, payload: { guidParent: networkA } });
    expect(res.statusCode).toBe(403);
    expect(await place(me.guid)).toBe(locationA);
  });
});

describe('moving a user needs reach over the old and the new place', () => {
  it('a network administrator moves within the own network only', async () => {
    const { networkA, locationA, locationB } = h.fx;
    const a2 = await addLocation(h.database.db, { guidParent: networkA });
    const atA = await plainUser('berlin', locationA);
    const atB = await plainUser('koeln', locationB);
    const move = (guid: string, guidParent: string) =>
      h.call('netA', { method: 'POST', url: `/v1/people/${guid}`, payload: { guidParent } });
    expect((await move(atA, locationB)).statusCode).toBe(404);
    expect((await move(atB, locationA)).statusCode).toBe(404);
    expect(await place(atA)).toBe(locationA);
    expect(await place(atB)).toBe(locationB);
    expect((await move(atA, a2)).statusCode).toBe(200);
    expect(await place(atA)).toBe(a2);
  });

  it('a location user moves nobody out of, into or past its location', async () => {
    const { networkA, locationA } = h.fx;
    const a2 = await addLocation(h.database.db, { guidParent: networkA });
    const call = await userWithRights(h, { rights: ['RIGHT_COMP_VISIBLE_USER'], at: locationA });
    const here = await plainUser('hier', locationA);
    const there = await plainUser('dort', a2);
    const move = (guid: string, guidParent: string) =>
      call({ method: 'POST', url: `/v1/people/${guid}`, payload: { guidParent } });
    expect((await move(here, a2)).statusCode).toBe(404);
    expect((await move(here, networkA)).statusCode).toBe(404);
    expect((await move(there, locationA)).statusCode).toBe(404);
    expect(await place(here)).toBe(locationA);
    expect(await place(there)).toBe(a2);
  });
});
