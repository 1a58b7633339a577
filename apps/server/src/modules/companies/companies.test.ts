import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, companies } from '../../db/schema.js';
import { addDevice, addLocation, addNetwork, userWithRights } from '../../test/factory/index.js';
import { useHarness } from '../../test/harness.js';

const h = useHarness();
const UNKNOWN = '00000000-0000-4000-8000-000000000001';
const names = (res: { json(): unknown }) => (res.json() as Array<{ name: string }>).map((c) => c.name);
const list = (as: 'admin' | 'netA' | 'netB' | 'support' | 'nobody', payload: object) =>
  h.call(as, { method: 'POST', url: '/v1/companies/list', payload });
const countCompanies = async () => (await h.database.db.select().from(companies)).length;

describe('companies/list', () => {
  it('lists networks with counters and the §3 field names', async () => {
    await addDevice(h.database.db, { guidCompany: h.fx.locationA, guidParent: h.fx.networkA });
    await addLocation(h.database.db, { guidParent: h.fx.networkA, name: 'Standort A2' });
    const res = await list('admin', { isMother: 1 });
    expect(res.statusCode).toBe(200);
    expect(names(res)).toEqual(['Netz A', 'Netz B']);
    const a = res.json()[0];
    expect(a).toMatchObject({
      guid: h.fx.networkA,
      isMother: 1,
      typ: 0,
      costCenter: 'A-100',
      cntLocations: 2,
      cntDevices: 1,
    });
    for (const key of [
      'street',
      'postcode',
      'zip',
      'phonenumber',
      'phone',
      'tags',
      'created',
      'changed',
      'guidParent',
    ]) {
      expect(a).toHaveProperty(key);
    }
    expect(typeof a.created).toBe('number');
  });

  it('a network user sees only the own network and its locations, also by guid guessing', async () => {
    expect(names(await list('netA', {}))).toEqual(['Netz A', 'Standort A1']);
    expect(names(await list('netA', { isMother: 1 }))).toEqual(['Netz A']);
    expect(names(await list('netA', { guidParent: h.fx.networkA }))).toEqual(['Standort A1']);
    expect(names(await list('netA', { guid: h.fx.locationB }))).toEqual([]);
    expect(names(await list('netA', { keyWord: 'Standort' }))).toEqual(['Standort A1']);
    expect((await list('netA', { guidParent: h.fx.networkB })).statusCode).toBe(404);
  });

  it('locations of a network need the Standorte tab right; without it the networks are still listed', async () => {
    expect(names(await list('support', { guidParent: h.fx.networkA }))).toEqual(['Standort A1']);
    const withoutTab = await userWithRights(h, {
      rights: ['RIGHT_COMP_VISIBLE_NETWORK', 'RIGHT_NETWORK_VISIBLE_OWN', 'RIGHT_NETWORK_VISIBLE_OTHER'],
      at: null,
    });
    const listAs = (payload: object) => withoutTab({ method: 'POST', url: '/v1/companies/list', payload });
    expect(names(await listAs({ isMother: 1 }))).toEqual(['Netz A', 'Netz B']);
    expect(names(await listAs({}))).toEqual(['Netz A', 'Netz B']);
    expect((await listAs({ guidParent: h.fx.networkA })).statusCode).toBe(403);
  });

  it('filters by keyword over name, city and postcode; locations without network only for global users', async () => {
    await addLocation(h.database.db, { guidParent: null, name: 'Verwaist', city: 'Hamburg' });
    expect(names(await list('admin', { keyWord: 'köln' }))).toEqual(['Standort B1']);
    expect(names(await list('admin', { guidParent: null }))).toEqual(['Verwaist']);
    expect(names(await list('netA', { guidParent: null }))).toEqual([]);
  });

  it('refuses bad input with a German message and callers without the menu right', async () => {
    const bad = await list('admin', { guid: 'abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('Ungültige GUID');
    expect((await list('admin', { isMother: 5 })).statusCode).toBe(400);
    expect((await list('nobody', {})).statusCode).toBe(403);
  });
});

describe('companies create', () => {
  it('creates a network, an organiser network and a location, each returned for the edit page', async () => {
    const network = await h.call('admin', { method: 'POST', url: '/v1/companies', payload: { isMother: 1 } });
    expect(network.statusCode).toBe(200);
    expect(network.json()).toMatchObject({ name: 'Neues Netzwerk', isMother: 1, typ: 0, guidParent: null, tags: '[]' });
    const organiser = await h.call('admin', { method: 'POST', url: '/v1/companies', payload: { isMother: 1, typ: 1 } });
    expect(organiser.json()).toMatchObject({ name: 'Neues Veranstalter-Netzwerk', isMother: 1, typ: 1 });
    const location = await h.call('netA', {
      method: 'POST',
      url: '/v1/companies',
      payload: { guidParent: h.fx.networkA },
    });
    expect(location.statusCode).toBe(200);
    expect(location.json()).toMatchObject({
      name: 'Neuer Standort',
      isMother: 0,
      guidParent: h.fx.networkA,
      parentName: 'Netz A',
    });
    const logged = await h.database.db.select().from(auditLog).where(eq(auditLog.entityGuid, location.json().guid));
    expect(logged.map((l) => l.action)).toEqual(['create']);
  });

  it('refuses without RIGHT_NETWORK_CREATE, under another network, under an organiser and bad input', async () => {
    const before = await countCompanies();
    const forbidden = await h.call('netA', { method: 'POST', url: '/v1/companies', payload: { isMother: 1 } });
    expect(forbidden.statusCode).toBe(403);
    const other = await h.call('netA', {
      method: 'POST',
      url: '/v1/companies',
      payload: { guidParent: h.fx.networkB },
    });
    expect(other.statusCode).toBe(404);
    const organiser = await addNetwork(h.database.db, { typ: 1 });
    const under = await h.call('admin', { method: 'POST', url: '/v1/companies', payload: { guidParent: organiser } });
    expect(under.statusCode).toBe(400);
    const underLocation = await h.call('admin', {
      method: 'POST',
      url: '/v1/companies',
      payload: { guidParent: h.fx.locationA },
    });
    expect(underLocation.json().error.message).toBe('Standorte können nur unter einem Netzwerk angelegt werden.');
    const empty = await h.call('admin', { method: 'POST', url: '/v1/companies', payload: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toContain('isMother 1');
    expect(
      (await h.call('admin', { method: 'POST', url: '/v1/companies', payload: { guidParent: 'x' } })).statusCode,
    ).toBe(400);
    expect(await countCompanies()).toBe(before + 1);
  });
});

describe('companies get and update', () => {
  it('opens the own network, never another one (404) and needs OPEN', async () => {
    expect((await h.call('netA', { method: 'GET', url: `/v1/companies/${h.fx.locationA}` })).json().name).toBe(
      'Standort A1',
    );
    for (const guid of [h.fx.networkB, h.fx.locationB, UNKNOWN]) {
      expect((await h.call('netA', { method: 'GET', url: `/v1/companies/${guid}` })).statusCode).toBe(404);
    }
    expect((await h.call('support', { method: 'GET', url: `/v1/companies/${h.fx.networkB}` })).statusCode).toBe(200);
    const viewer = await userWithRights(h, {
      rights: ['RIGHT_COMP_VISIBLE_NETWORK', 'RIGHT_NETWORK_VISIBLE_OWN'],
      at: h.fx.networkA,
    });
    expect((await viewer({ method: 'GET', url: `/v1/companies/${h.fx.networkA}` })).statusCode).toBe(403);
    expect((await h.call('admin', { method: 'GET', url: '/v1/companies/abc' })).statusCode).toBe(400);
  });

  it('saves every §3 field, with the zip and phone aliases and tags as a JSON list', async () => {
    h.clock.advance(60_000);
    const res = await h.call('netA', {
      method: 'POST',
      url: `/v1/companies/${h.fx.locationA}`,
      payload: {
        name: 'Reisebüro Mitte',
        costCenter: 'KST-7',
        street: 'Hauptstr. 1',
        zip: '10115',
        city: 'Berlin',
        contactPerson: 'Frau Ober',
        phone: '030 123',
        email: 'mitte@example.de',
        advisoryId: 'AG-1',
        comment: 'Eingang hinten',
        tags: ['Nord', 'Premium', 'Nord'],
        importKey: 'K-1',
        created: 1,
        cntDevices: 99,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Reisebüro Mitte',
      postcode: '10115',
      zip: '10115',
      phonenumber: '030 123',
      phone: '030 123',
      tags: '["Nord","Premium"]',
      importKey: 'K-1',
      changed: Date.parse('2026-06-01T10:01:00Z'),
    });
    const again = await h.call('netA', {
      method: 'POST',
      url: `/v1/companies/${h.fx.locationA}`,
      payload: { tags: '["Süd"]', city: '', postcode: '12345', zip: '99999' },
    });
    expect(again.json()).toMatchObject({ tags: '["Süd"]', city: null, postcode: '12345' });
  });

  it('refuses bad input and leaves the record unchanged', async () => {
    for (const payload of [
      { tags: '{"a":1}' },
      { tags: 'kaputt' },
      { email: 'kein-mail' },
      { name: '' },
      { templateId: 'x' },
    ]) {
      const res = await h.call('netA', { method: 'POST', url: `/v1/companies/${h.fx.networkA}`, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().success).toBe(false);
    }
    const moved = await h.call('netA', {
      method: 'POST',
      url: `/v1/companies/${h.fx.locationA}`,
      payload: { guidParent: h.fx.networkB },
    });
    expect(moved.statusCode).toBe(400);
    const flipped = await h.call('admin', {
      method: 'POST',
      url: `/v1/companies/${h.fx.networkA}`,
      payload: { isMother: 0 },
    });
    expect(flipped.statusCode).toBe(400);
    const template = await h.call('admin', {
      method: 'POST',
      url: `/v1/companies/${h.fx.networkA}`,
      payload: { templateId: UNKNOWN },
    });
    expect(template.statusCode).toBe(400);
    const [row] = await h.database.db.select().from(companies).where(eq(companies.guid, h.fx.networkA));
    expect(row).toMatchObject({ name: 'Netz A', email: null, tags: '[]', isMother: 1 });
  });

  it("takes a global template or one of its own network, never another network's", async () => {
    const make = async (as: 'admin' | 'netB') =>
      (await h.call(as, { method: 'POST', url: '/v1/templates', payload: {} })).json().guid as string;
    const [global, ofB] = [await make('admin'), await make('netB')];
    const setTemplate = (templateId: string) =>
      h.call('admin', { method: 'POST', url: `/v1/companies/${h.fx.networkA}`, payload: { templateId } });
    expect((await setTemplate(ofB)).json().error.message).toBe('Das gewählte Template gibt es nicht.');
    expect((await setTemplate(global)).json()).toMatchObject({ templateId: global });
  });

  it('never updates another network (404) and needs the Stammdaten tab right', async () => {
    const other = await h.call('netA', {
      method: 'POST',
      url: `/v1/companies/${h.fx.locationB}`,
      payload: { name: 'x' },
    });
    expect(other.statusCode).toBe(404);
    const opener = await userWithRights(h, {
      rights: ['RIGHT_COMP_VISIBLE_NETWORK', 'RIGHT_NETWORK_VISIBLE_OWN', 'RIGHT_NETWORK_OPEN_OWN'],
      at: h.fx.networkA,
    });
    expect(
      (await opener({ method: 'POST', url: `/v1/companies/${h.fx.networkA}`, payload: { name: 'x' } })).statusCode,
    ).toBe(403);
    const typ = await h.call('netA', { method: 'POST', url: `/v1/companies/${h.fx.networkA}`, payload: { typ: 1 } });
    expect(typ.statusCode).toBe(403);
    const organiser = await h.call('admin', {
      method: 'POST',
      url: `/v1/companies/${h.fx.networkA}`,
      payload: { typ: 1 },
    });
    expect(organiser.statusCode).toBe(409);
  });

  it('keeps company ids unique within a network', async () => {
    const second = await addLocation(h.database.db, { guidParent: h.fx.networkA, importKey: 'K-9' });
    const res = await h.call('netA', {
      method: 'POST',
      url: `/v1/companies/${h.fx.locationA}`,
      payload: { importKey: 'K-9' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toContain('K-9');
    expect(second).toBeTruthy();
  });
});
