import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { playlistItems } from '../../db/schema.js';
import { addDevice, addLocation, addNetwork, addPlaylist, userWithRights } from '../../test/factory/index.js';
import { useHarness } from '../../test/harness.js';

const h = useHarness();
const HOUR = 3_600_000;
const MINUTE = 60_000;
const get = (as: 'admin' | 'netA' | 'support' | 'standortA' | 'nobody', url: string) =>
  h.call(as, { method: 'GET', url });
const names = (res: { json(): unknown }) => (res.json() as Array<{ name: string }>).map((c) => c.name).sort();

describe('companies/{id}/playlists', () => {
  it('lists the playlists of a network and its locations, with item counts', async () => {
    await addPlaylist(h.database.db, { guidCompany: h.fx.networkA, name: 'Netz-Liste' }, 2);
    await addPlaylist(h.database.db, { guidCompany: h.fx.locationA, name: 'Filial-Liste' }, 1);
    await addPlaylist(h.database.db, { guidCompany: h.fx.locationB, name: 'Fremd' });
    const res = await get('netA', `/v1/companies/${h.fx.networkA}/playlists`);
    expect(res.statusCode).toBe(200);
    expect(names(res)).toEqual(['Filial-Liste', 'Netz-Liste']);
    expect(res.json().find((p: { name: string }) => p.name === 'Netz-Liste')).toMatchObject({
      cntItems: 2,
      duration: 20,
      companyName: 'Netz A',
      channel: 0,
    });
    expect(names(await get('netA', `/v1/companies/${h.fx.locationA}/playlists`))).toEqual(['Filial-Liste']);
  });

  it('refuses another network (404), a missing tab right (403) and bad ids (400)', async () => {
    expect((await get('netA', `/v1/companies/${h.fx.networkB}/playlists`)).statusCode).toBe(404);
    expect((await get('support', `/v1/companies/${h.fx.networkA}/playlists`)).statusCode).toBe(403);
    expect((await get('admin', '/v1/companies/x/playlists')).statusCode).toBe(400);
  });
});

describe('companies/{id}/devices', () => {
  it('lists the network devices with online indicator; VER devices stay hidden', async () => {
    const now = h.clock.now();
    await addDevice(h.database.db, {
      name: 'Online',
      guidCompany: h.fx.locationA,
      guidParent: h.fx.networkA,
      lastHeartbeat: new Date(now - 5 * MINUTE),
    });
    await addDevice(h.database.db, {
      name: 'Offline',
      guidCompany: h.fx.networkA,
      lastHeartbeat: new Date(now - 25 * HOUR),
    });
    await addDevice(h.database.db, { name: 'Nur Netz', guidParent: h.fx.networkA });
    await addDevice(h.database.db, { name: 'Alt', guidCompany: h.fx.locationA, deviceState: 'VER' });
    await addDevice(h.database.db, { name: 'Fremd', guidCompany: h.fx.locationB });
    const res = await get('netA', `/v1/companies/${h.fx.networkA}/devices`);
    expect(names(res)).toEqual(['Nur Netz', 'Offline', 'Online']);
    const online = res.json().find((d: { name: string }) => d.name === 'Online');
    expect(online).toMatchObject({
      indicator: 0,
      companyName: 'Standort A1',
      stageName: 'Online',
      lastHeartbeat: now - 5 * MINUTE,
    });
    expect(res.json().find((d: { name: string }) => d.name === 'Offline').indicator).toBe(2);
    expect(names(await get('support', `/v1/companies/${h.fx.locationA}/devices`))).toEqual(['Online']);
  });

  it('refuses another network and a missing tab right', async () => {
    expect((await get('netA', `/v1/companies/${h.fx.locationB}/devices`)).statusCode).toBe(404);
    const noTab = await userWithRights(h, {
      rights: ['RIGHT_COMP_VISIBLE_NETWORK', 'RIGHT_NETWORK_VISIBLE_OWN'],
      at: h.fx.networkA,
    });
    expect((await noTab({ method: 'GET', url: `/v1/companies/${h.fx.networkA}/devices` })).statusCode).toBe(403);
  });
});

describe('companies/{id}/channels', () => {
  it('lists own, global and linked organiser channels, not others', async () => {
    const organiser = await addNetwork(h.database.db, { typ: 1, name: 'Veranstalter' });
    await addPlaylist(h.database.db, { guidCompany: h.fx.networkA, channel: 1, name: 'Eigener Kanal' });
    await addPlaylist(h.database.db, { guidCompany: h.fx.networkA, channel: 0, name: 'Normale Liste' });
    await addPlaylist(h.database.db, { guidCompany: null, channel: 1, name: 'Globaler Kanal' });
    await addPlaylist(h.database.db, { guidCompany: h.fx.networkB, channel: 1, name: 'Kanal B' });
    const linked = await addPlaylist(h.database.db, {
      guidCompany: organiser,
      channel: 20,
      name: 'Veranstalter verlinkt',
    });
    await addPlaylist(h.database.db, { guidCompany: organiser, channel: 20, name: 'Veranstalter nicht verlinkt' });
    const devicePlaylist = await addPlaylist(h.database.db, { guidCompany: h.fx.locationA });
    await h.database.db.insert(playlistItems).values({
      guid: randomUUID(),
      guidPlaylist: devicePlaylist,
      type: 'PLAYLIST',
      linkedPlaylist: linked,
    });
    const res = await get('netA', `/v1/companies/${h.fx.locationA}/channels`);
    expect(res.statusCode).toBe(200);
    expect(names(res)).toEqual(['Eigener Kanal', 'Globaler Kanal', 'Veranstalter verlinkt']);
    const sources = Object.fromEntries(res.json().map((c: { name: string; source: string }) => [c.name, c.source]));
    expect(sources).toEqual({
      'Eigener Kanal': 'own',
      'Globaler Kanal': 'global',
      'Veranstalter verlinkt': 'organiser',
    });
    expect(names(await get('admin', `/v1/companies/${h.fx.networkB}/channels`))).toEqual(['Globaler Kanal', 'Kanal B']);
  });

  it('location users see their network channels on the stage; other networks never', async () => {
    await addPlaylist(h.database.db, { guidCompany: h.fx.networkA, channel: 1, name: 'Eigener Kanal' });
    expect(names(await get('standortA', `/v1/companies/${h.fx.locationA}/channels`))).toEqual(['Eigener Kanal']);
    expect((await get('standortA', `/v1/companies/${h.fx.locationB}/channels`)).statusCode).toBe(404);
    // A sibling location in the own network is as foreign to a location user as any other object.
    const sibling = await addLocation(h.database.db, { guidParent: h.fx.networkA });
    const siblingRes = await get('standortA', `/v1/companies/${sibling}/channels`);
    expect(siblingRes.statusCode).toBe(404);
    expect(siblingRes.json().error.code).toBe('NOT_FOUND');
    expect((await get('netA', `/v1/companies/${h.fx.networkB}/channels`)).statusCode).toBe(404);
    expect((await get('support', `/v1/companies/${h.fx.networkA}/channels`)).statusCode).toBe(403);
    expect((await get('nobody', `/v1/companies/${h.fx.networkA}/channels`)).statusCode).toBe(403);
  });
});

describe('companies/stats', () => {
  const stats = (as: 'admin' | 'netA', payload: object = {}) =>
    h.call(as, { method: 'POST', url: '/v1/companies/stats', payload });

  it('downloads export.csv for German Excel with counts per network and location', async () => {
    const atA = { guidCompany: h.fx.locationA, guidParent: h.fx.networkA };
    await addDevice(h.database.db, { ...atA, lastHeartbeat: new Date(h.clock.now() - HOUR) });
    await addDevice(h.database.db, atA);
    await addPlaylist(h.database.db, { guidCompany: h.fx.locationA });
    const res = await stats('admin');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="export.csv"');
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = res.rawPayload.toString('utf8').slice(1).split('\r\n');
    expect(lines[0]).toBe('Typ;Netzwerk;Name;Kostenstelle;Firmen-ID;PLZ;Ort;Standorte;Geräte;Geräte online;Playlists');
    expect(lines.slice(1, 5)).toEqual([
      'Netzwerk;Netz A;Netz A;A-100;;;;1;2;1;1',
      'Standort;Netz A;Standort A1;;;;Berlin;0;2;1;1',
      'Netzwerk;Netz B;Netz B;B-100;;;;1;0;0;0',
      'Standort;Netz B;Standort B1;;;;Köln;0;0;0;0',
    ]);
    expect(lines[5]).toBe('');
  });

  it('neutralises cells that would run as formulas', async () => {
    await addLocation(h.database.db, {
      guidParent: h.fx.networkA,
      name: '=HYPERLINK("http://x";"klick")',
      city: '+49',
      costCenter: '@SUM(A1)',
    });
    await addLocation(h.database.db, {
      guidParent: h.fx.networkA,
      name: '-1+2',
      city: '\tTab',
      postcode: 'Hof\nHinten',
    });
    const text = (await stats('admin', { guid: h.fx.networkA })).rawPayload.toString('utf8');
    expect(text).toContain(`"'=HYPERLINK(""http://x"";""klick"")"`);
    expect(text).toContain(";'@SUM(A1);");
    expect(text).toContain(";'+49;");
    expect(text).toContain("'-1+2");
    expect(text).toContain("'\tTab");
    expect(text).toContain(';"Hof\nHinten";');
    for (const cell of text.split(/[;\r\n]/)) expect(/^"?[=+\-@\t]/.test(cell)).toBe(false);
    expect(text).not.toContain('Netz B');
  });

  it('needs RIGHT_NETWORK_CREATE and shows a network user with it only the own network', async () => {
    expect((await stats('netA')).statusCode).toBe(403);
    const creator = await userWithRights(h, {
      rights: ['RIGHT_NETWORK_CREATE', 'RIGHT_NETWORK_VISIBLE_OWN'],
      at: h.fx.networkA,
    });
    const text = (await creator({ method: 'POST', url: '/v1/companies/stats', payload: {} })).rawPayload.toString(
      'utf8',
    );
    expect(text).toContain('Netz A');
    expect(text).not.toContain('Netz B');
    const other = await creator({ method: 'POST', url: '/v1/companies/stats', payload: { guid: h.fx.networkB } });
    expect(other.statusCode).toBe(404);
    expect((await stats('admin', { guid: 'x' })).statusCode).toBe(400);
  });
});
