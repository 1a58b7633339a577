import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, devices } from '../../db/schema.js';
import { addDevice, addLocation, addNetwork, NETWORK_ADMIN_OWN, userWithRights } from '../../test/factory/index.js';
import { useHarness } from '../../test/harness.js';

const h = useHarness();
const names = (res: { json(): unknown }) => (res.json() as Array<{ name: string }>).map((c) => c.name);
const list = (as: 'admin' | 'netA' | 'netB' | 'support' | 'nobody', payload: object) =>
  h.call(as, { method: 'POST', url: '/v1/companies/list', payload });
const countCompanies = async () => (await h.database.db.select().from(companies)).length;

describe('companies delete', () => {
  it('deletes a location with DELETE_OWN; its devices stay in the network', async () => {
    const location = await addLocation(h.database.db, { guidParent: h.fx.networkA });
    const device = await addDevice(h.database.db, { guidCompany: location, guidParent: h.fx.networkA });
    const owner = await userWithRights(h, {
      rights: [...NETWORK_ADMIN_OWN, 'RIGHT_NETWORK_DELETE_OWN'],
      at: h.fx.networkA,
    });
    const unconfirmed = await owner({ method: 'GET', url: `/v1/companies/${location}/delete` });
    expect(unconfirmed.json().error).toMatchObject({
      code: 'CONFIRM_DELETE',
      details: { devices: [{ guid: device }] },
    });
    const res = await owner({ method: 'GET', url: `/v1/companies/${location}/delete?confirm=1` });
    expect(res.json()).toEqual({ success: true, detachedDevices: 1 });
    const [kept] = await h.database.db.select().from(devices).where(eq(devices.guid, device));
    expect(kept).toMatchObject({ guidCompany: null, guidParent: h.fx.networkA });
    expect((await h.call('netA', { method: 'GET', url: `/v1/companies/${location}` })).statusCode).toBe(404);
  });

  it('refuses a network with locations or users, and a location with users', async () => {
    const withLocations = await h.call('admin', { method: 'GET', url: `/v1/companies/${h.fx.networkB}/delete` });
    expect(withLocations.statusCode).toBe(409);
    expect(withLocations.json().error.message).toContain('noch 1 Standort.');
    const withUsers = await h.call('admin', { method: 'GET', url: `/v1/companies/${h.fx.locationA}/delete` });
    expect(withUsers.statusCode).toBe(409);
    expect(withUsers.json().error.message).toContain('Dem Standort „Standort A1“ ist noch 1 Benutzer zugeordnet.');
    expect(withUsers.json().error.message).toContain('bevor Sie ihn löschen.');
    expect(await countCompanies()).toBe(4);
  });

  it('deletes an empty network and detaches its devices', async () => {
    const network = await addNetwork(h.database.db);
    const device = await addDevice(h.database.db, { guidParent: network });
    expect((await h.call('admin', { method: 'GET', url: `/v1/companies/${network}/delete` })).statusCode).toBe(409);
    const res = await h.call('admin', { method: 'GET', url: `/v1/companies/${network}/delete?confirm=1` });
    expect(res.json()).toEqual({ success: true, detachedDevices: 1 });
    expect((await h.database.db.select().from(devices).where(eq(devices.guid, device)))[0].guidParent).toBeNull();
  });

  it('a tab right never deletes: Support (no DELETE right) and the Standorte tab are refused (403)', async () => {
    const inA = await addLocation(h.database.db, { guidParent: h.fx.networkA });
    const inB = await addLocation(h.database.db, { guidParent: h.fx.networkB });
    for (const [as, guid] of [
      ['support', inA],
      ['support', inB],
      ['netA', inA],
    ] as const) {
      const res = await h.call(as, { method: 'GET', url: `/v1/companies/${guid}/delete` });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe('Sie dürfen diesen Standort nicht löschen.');
    }
    expect(await countCompanies()).toBe(6);
  });

  it('DELETE_OWN deletes only in the own network, DELETE_OTHER only in the others', async () => {
    const inA = await addLocation(h.database.db, { guidParent: h.fx.networkA });
    const inB = await addLocation(h.database.db, { guidParent: h.fx.networkB });
    const visibleEverywhere = [
      'RIGHT_COMP_VISIBLE_NETWORK',
      'RIGHT_NETWORK_VISIBLE_OWN',
      'RIGHT_NETWORK_VISIBLE_OTHER',
      'RIGHT_NETWORK_TAB_LOCATIONS',
    ];
    const own = await userWithRights(h, {
      rights: [...visibleEverywhere, 'RIGHT_NETWORK_DELETE_OWN'],
      at: h.fx.networkA,
    });
    const other = await userWithRights(h, {
      rights: [...visibleEverywhere, 'RIGHT_NETWORK_DELETE_OTHER'],
      at: h.fx.networkA,
    });
    expect((await own({ method: 'GET', url: `/v1/companies/${inB}/delete` })).statusCode).toBe(403);
    expect((await other({ method: 'GET', url: `/v1/companies/${inA}/delete` })).statusCode).toBe(403);
    expect((await own({ method: 'GET', url: `/v1/companies/${inA}/delete` })).statusCode).toBe(200);
    expect((await other({ method: 'GET', url: `/v1/companies/${inB}/delete` })).statusCode).toBe(200);
    expect(await countCompanies()).toBe(4);
  });

  it('never deletes another network (404) and needs DELETE_OWN for the own network', async () => {
    for (const guid of [h.fx.networkB, h.fx.locationB]) {
      expect((await h.call('netA', { method: 'GET', url: `/v1/companies/${guid}/delete` })).statusCode).toBe(404);
    }
    const own = await h.call('netA', { method: 'GET', url: `/v1/companies/${h.fx.networkA}/delete` });
    expect(own.statusCode).toBe(403);
    // German grammar: 'dieses Netzwerk' (neuter), not 'diesen Netzwerk'.
    expect(own.json().error.message).toBe('Sie dürfen dieses Netzwerk nicht löschen.');
    expect((await h.call('netA', { method: 'GET', url: '/v1/companies/x/delete' })).statusCode).toBe(400);
    expect(await countCompanies()).toBe(4);
  });
});

describe('companies link and unlink', () => {
  it('assigns a location without network and moves its devices along', async () => {
    const orphan = await addLocation(h.database.db, { guidParent: null, name: 'Ohne Netz' });
    const device = await addDevice(h.database.db, { guidCompany: orphan });
    expect(
      (await h.call('netA', { method: 'GET', url: `/v1/companies/link/${orphan}/${h.fx.networkA}` })).statusCode,
    ).toBe(404);
    const res = await h.call('admin', { method: 'GET', url: `/v1/companies/link/${orphan}/${h.fx.networkA}` });
    expect(res.json()).toMatchObject({ guidParent: h.fx.networkA, parentName: 'Netz A' });
    expect((await h.database.db.select().from(devices).where(eq(devices.guid, device)))[0].guidParent).toBe(
      h.fx.networkA,
    );
    expect(names(await list('netA', { guidParent: h.fx.networkA }))).toContain('Ohne Netz');
  });

  it('unlinks an own location, which then no longer exists for the network user', async () => {
    const location = await addLocation(h.database.db, { guidParent: h.fx.networkA });
    const res = await h.call('netA', { method: 'GET', url: `/v1/companies/unlink/${location}` });
    expect(res.json().guidParent).toBeNull();
    expect((await h.call('netA', { method: 'GET', url: `/v1/companies/${location}` })).statusCode).toBe(404);
    expect((await h.call('admin', { method: 'GET', url: `/v1/companies/${location}` })).json().guidParent).toBeNull();
  });

  it('refuses other networks, users that would turn global, networks and organisers as targets', async () => {
    expect(
      (await h.call('netA', { method: 'GET', url: `/v1/companies/link/${h.fx.locationA}/${h.fx.networkB}` }))
        .statusCode,
    ).toBe(404);
    expect(
      (await h.call('netA', { method: 'GET', url: `/v1/companies/link/${h.fx.locationB}/${h.fx.networkA}` }))
        .statusCode,
    ).toBe(404);
    expect((await h.call('netA', { method: 'GET', url: `/v1/companies/unlink/${h.fx.locationB}` })).statusCode).toBe(
      404,
    );
    expect((await h.call('admin', { method: 'GET', url: `/v1/companies/unlink/${h.fx.locationA}` })).statusCode).toBe(
      409,
    );
    expect(
      (await h.call('admin', { method: 'GET', url: `/v1/companies/link/${h.fx.locationA}/${h.fx.networkB}` }))
        .statusCode,
    ).toBe(409);
    expect(
      (await h.call('admin', { method: 'GET', url: `/v1/companies/link/${h.fx.networkA}/${h.fx.networkB}` }))
        .statusCode,
    ).toBe(400);
    const organiser = await addNetwork(h.database.db, { typ: 1 });
    expect(
      (await h.call('admin', { method: 'GET', url: `/v1/companies/link/${h.fx.locationB}/${organiser}` })).statusCode,
    ).toBe(400);
    expect((await h.call('admin', { method: 'GET', url: `/v1/companies/link/x/${organiser}` })).statusCode).toBe(400);
    expect((await h.call('nobody', { method: 'GET', url: `/v1/companies/unlink/${h.fx.locationA}` })).statusCode).toBe(
      403,
    );
    const [row] = await h.database.db.select().from(companies).where(eq(companies.guid, h.fx.locationA));
    expect(row.guidParent).toBe(h.fx.networkA);
  });

  it('refuses a company id that the target network already has', async () => {
    const location = await addLocation(h.database.db, { guidParent: null, importKey: 'K-1' });
    await addLocation(h.database.db, { guidParent: h.fx.networkA, importKey: 'K-1' });
    const res = await h.call('admin', { method: 'GET', url: `/v1/companies/link/${location}/${h.fx.networkA}` });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toContain('K-1');
  });

  it('a custom network user with only _OWN rights manages own locations', async () => {
    const call = await userWithRights(h, { rights: NETWORK_ADMIN_OWN, at: h.fx.networkA });
    const created = await call({ method: 'POST', url: '/v1/companies', payload: { guidParent: h.fx.networkA } });
    expect(created.statusCode).toBe(200);
  });
});
