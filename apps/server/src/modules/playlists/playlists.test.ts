import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, devices, playlistItems, playlists } from '../../db/schema.js';
import { addDevice, addItem, addOrganiser, addPlaylist } from '../../test/factory/index.js';
import { useHarness } from '../../test/harness.js';

const h = useHarness();
const db = () => h.database.db;
const names = (list: Array<{ name: string }>) => list.map((p) => p.name).sort();

describe('playlists: create, get, update, delete', () => {
  it('creates an empty playlist for the own network by default, with guidCompany and channel', async () => {
    const res = await h.call('netA', { method: 'POST', url: '/v1/playlists', payload: {} });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Neue Playlist',
      guidCompany: h.fx.networkA,
      companyName: 'Netz A',
      channel: 0,
      items: [],
      writable: true,
      canAdd: true,
      uploadHidden: false,
      maxDuration: null,
    });
    const channel = await h.call('netA', {
      method: 'POST',
      url: '/v1/playlists',
      payload: { guidCompany: h.fx.locationA, channel: 1, name: 'Kanal', orientation: 'vertical', maxLength: 120 },
    });
    expect(channel.json()).toMatchObject({
      guidCompany: h.fx.locationA,
      channel: 1,
      orientation: 'vertical',
      maxLength: 120,
    });
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.entity, 'playlist'));
    expect(entry.action).toBe('create');
  });

  it('refuses bad input, other networks, organiser channels of normal networks and global playlists of network users', async () => {
    const bad = await h.call('netA', { method: 'POST', url: '/v1/playlists', payload: { channel: 5 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/Kanal/);
    expect(
      (await h.call('netA', { method: 'POST', url: '/v1/playlists', payload: { maxLength: -1 } })).statusCode,
    ).toBe(400);
    expect(
      (await h.call('netA', { method: 'POST', url: '/v1/playlists', payload: { guidCompany: 'x' } })).statusCode,
    ).toBe(400);
    const other = await h.call('netA', {
      method: 'POST',
      url: '/v1/playlists',
      payload: { guidCompany: h.fx.locationB },
    });
    expect(other.statusCode).toBe(404);
    const organiser = await h.call('netA', { method: 'POST', url: '/v1/playlists', payload: { channel: 20 } });
    expect(organiser.statusCode).toBe(409);
    expect(
      (await h.call('netA', { method: 'POST', url: '/v1/playlists', payload: { guidCompany: null } })).statusCode,
    ).toBe(403);
    expect(
      (await h.call('admin', { method: 'POST', url: '/v1/playlists', payload: { guidCompany: null } })).statusCode,
    ).toBe(200);
    const org = await addOrganiser(db());
    const ok = await h.call('admin', {
      method: 'POST',
      url: '/v1/playlists',
      payload: { guidCompany: org.network, channel: 20 },
    });
    expect(ok.json().channel).toBe(20);
    expect((await db().select().from(playlists)).length).toBe(3);
  });

  it('gets with items, updates and deletes; other networks get 404, missing rights 403', async () => {
    const pl = await addPlaylist(db(), { guidCompany: h.fx.locationA, name: 'Schaufenster' });
    await addItem(db(), { guidPlaylist: pl, orderNr: 200, duration: 7 });
    await addItem(db(), { guidPlaylist: pl, orderNr: 100, type: 'IMAGE', name: 'Bild', duration: 5, size: 1000 });
    const got = (await h.call('netA', { method: 'GET', url: `/v1/playlists/${pl}` })).json();
    expect(got).toMatchObject({ name: 'Schaufenster', cntItems: 2, duration: 12, size: 1000 });
    expect(got.items.map((i: { name: string }) => i.name)).toEqual(['Bild', 'Web URL']);
    const upd = await h.call('netA', {
      method: 'POST',
      url: `/v1/playlists/${pl}`,
      payload: { name: 'Neu', maxLength: 30 },
    });
    expect(upd.json()).toMatchObject({ name: 'Neu', maxLength: 30 });
    expect(
      (await h.call('netA', { method: 'POST', url: `/v1/playlists/${pl}`, payload: { name: '' } })).statusCode,
    ).toBe(400);
    for (const [method, url] of [
      ['GET', `/v1/playlists/${pl}`],
      ['POST', `/v1/playlists/${pl}`],
      ['GET', `/v1/playlists/${pl}/delete`],
      ['GET', `/v1/playlists/${pl}/stats`],
      ['GET', `/v1/playlists/${pl}/items`],
    ] as const) {
      const res = await h.call('netB', { method, url, payload: method === 'POST' ? { name: 'x' } : undefined });
      expect(res.statusCode, url).toBe(404);
      expect((await h.call('support', { method, url, payload: method === 'POST' ? {} : undefined })).statusCode).toBe(
        403,
      );
    }
    expect(
      (await h.call('netA', { method: 'GET', url: '/v1/playlists/00000000-0000-4000-8000-000000000009' })).statusCode,
    ).toBe(404);
    expect((await h.call('netA', { method: 'GET', url: '/v1/playlists/kein-guid' })).statusCode).toBe(400);
    const device = await addDevice(db(), { guidCompany: h.fx.locationA, guidPlaylist: pl });
    expect((await h.call('netA', { method: 'GET', url: `/v1/playlists/${pl}/delete` })).statusCode).toBe(409);
    expect((await h.call('netA', { method: 'GET', url: `/v1/playlists/${pl}/delete?confirm=1` })).json()).toEqual({
      success: true,
    });
    expect(await db().select().from(playlistItems)).toEqual([]);
    const [d] = await db().select().from(devices).where(eq(devices.guid, device));
    expect(d.guidPlaylist).toBeNull();
  });
});

describe('playlists: list', () => {
  it('lists the tenant only; showAll adds channels and global playlists; keyWord and guidCompany filter', async () => {
    await addPlaylist(db(), { guidCompany: h.fx.networkA, name: 'Netz A Schleife' });
    await addPlaylist(db(), { guidCompany: h.fx.locationA, name: 'Berlin Fenster' });
    await addPlaylist(db(), { guidCompany: h.fx.networkA, name: 'A Kanal', channel: 1 });
    await addPlaylist(db(), { guidCompany: h.fx.locationB, name: 'Köln Fenster' });
    await addPlaylist(db(), { guidCompany: null, name: 'GlobalMediathekH' });
    const list = async (as: 'netA' | 'admin' | 'standortA', query = '') =>
      names((await h.call(as, { method: 'GET', url: `/v1/playlists/list${query}` })).json());
    expect(await list('netA')).toEqual(['Berlin Fenster', 'Netz A Schleife']);
    expect(await list('netA', '?showAll=1')).toEqual([
      'A Kanal',
      'Berlin Fenster',
      'GlobalMediathekH',
      'Netz A Schleife',
    ]);
    expect(await list('netA', '?keyWord=fenster')).toEqual(['Berlin Fenster']);
    expect(await list('netA', `?guidCompany=${h.fx.locationA}`)).toEqual(['Berlin Fenster']);
    expect(await list('admin')).toEqual(['Berlin Fenster', 'Köln Fenster', 'Netz A Schleife']);
    expect(await list('standortA', '?showAll=true')).toEqual(['A Kanal', 'Berlin Fenster', 'GlobalMediathekH']);
    expect((await h.call('netA', { method: 'GET', url: '/v1/playlists/list?showAll=vielleicht' })).statusCode).toBe(
      400,
    );
    expect((await h.call('nobody', { method: 'GET', url: '/v1/playlists/list' })).statusCode).toBe(403);
  });
});

describe('location users (Standort-Benutzer)', () => {
  it('change only their location’s playlists and those its devices play; read channels of their network', async () => {
    const own = await addPlaylist(db(), { guidCompany: h.fx.locationA, name: 'Eigene' });
    const networkLoop = await addPlaylist(db(), { guidCompany: h.fx.networkA, name: 'Netz-Schleife' });
    const played = await addPlaylist(db(), { guidCompany: h.fx.networkA, name: 'Gespielt' });
    const channel = await addPlaylist(db(), { guidCompany: h.fx.networkA, name: 'Kanal', channel: 1 });
    await addDevice(db(), { guidCompany: h.fx.locationA, guidPlaylist: played });
    const rename = (pl: string) =>
      h.call('standortA', { method: 'POST', url: `/v1/playlists/${pl}`, payload: { name: 'Umbenannt' } });
    expect((await rename(own)).statusCode).toBe(200);
    expect((await rename(played)).statusCode).toBe(200);
    expect((await rename(networkLoop)).statusCode).toBe(404);
    expect((await rename(channel)).statusCode).toBe(403);
    expect((await h.call('standortA', { method: 'GET', url: `/v1/playlists/${channel}` })).json().writable).toBe(false);
    expect((await h.call('standortA', { method: 'GET', url: `/v1/playlists/${played}/delete` })).statusCode).toBe(403);
    const create = await h.call('standortA', { method: 'POST', url: '/v1/playlists', payload: {} });
    expect(create.json().guidCompany).toBe(h.fx.locationA);
    expect(
      (await h.call('standortA', { method: 'POST', url: '/v1/playlists', payload: { guidCompany: h.fx.networkA } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await h.call('standortA', { method: 'POST', url: '/v1/playlists', payload: { channel: 1 } })).statusCode,
    ).toBe(403);
  });
});

describe('organiser channels', () => {
  it('are readable (not writable) by networks they are linked into, invisible to others', async () => {
    const org = await addOrganiser(db());
    const loop = await addPlaylist(db(), { guidCompany: h.fx.locationA });
    expect((await h.call('netA', { method: 'GET', url: `/v1/playlists/${org.channel}` })).statusCode).toBe(404);
    await addItem(db(), {
      guidPlaylist: loop,
      type: 'PLAYLIST',
      linkedPlaylist: org.channel,
      readOnly: 1,
      duration: 0,
    });
    const read = await h.call('netA', { method: 'GET', url: `/v1/playlists/${org.channel}` });
    expect(read.statusCode).toBe(200);
    expect(read.json().writable).toBe(false);
    expect(
      (await h.call('netA', { method: 'POST', url: `/v1/playlists/${org.channel}`, payload: { name: 'x' } }))
        .statusCode,
    ).toBe(403);
    expect((await h.call('netB', { method: 'GET', url: `/v1/playlists/${org.channel}` })).statusCode).toBe(404);
    const channels = (await h.call('netA', { method: 'GET', url: '/v1/channels/list' })).json();
    expect(channels.map((c: { name: string; cntLinked: number }) => [c.name, c.cntLinked])).toEqual([
      ['Sommerkanal', 1],
    ]);
    expect((await h.call('netB', { method: 'GET', url: '/v1/channels/list' })).json()).toEqual([]);
    expect((await h.call('nobody', { method: 'GET', url: '/v1/channels/list' })).statusCode).toBe(403);
  });
});

describe('stats', () => {
  it('counts devices (direct and through links), their companies and the links', async () => {
    const org = await addOrganiser(db());
    const a = await addPlaylist(db(), { guidCompany: h.fx.locationA });
    const b = await addPlaylist(db(), { guidCompany: h.fx.locationB });
    for (const pl of [a, b]) await addItem(db(), { guidPlaylist: pl, type: 'PLAYLIST', linkedPlaylist: org.channel });
    await addDevice(db(), { guidCompany: h.fx.locationA, guidPlaylist: a });
    await addDevice(db(), { guidCompany: h.fx.locationA, guidPlaylist: a });
    await addDevice(db(), { guidCompany: h.fx.locationB, guidPlaylist: b });
    await addDevice(db(), { guidCompany: h.fx.locationB, guidPlaylist: b, deviceState: 'VER' });
    const stats = await h.call('admin', { method: 'GET', url: `/v1/playlists/${org.channel}/stats` });
    expect(stats.json()).toEqual({ cntDevices: 3, cntCompanies: 2, cntLinked: 2 });
    expect((await h.call('netA', { method: 'GET', url: `/v1/playlists/${a}/stats` })).json()).toEqual({
      cntDevices: 2,
      cntCompanies: 1,
      cntLinked: 0,
    });
  });
});
