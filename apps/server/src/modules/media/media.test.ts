import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { media, playlistItems } from '../../db/schema.js';
import { addDevice, addItem, addPlaylist, addStoredMedia } from '../../test/factory/index.js';
import { useHarness } from '../../test/harness.js';

const h = useHarness();
const db = () => h.database.db;
const T0 = Date.parse('2026-05-01T00:00:00Z');

describe('media of a company', () => {
  it('lists a location’s media, a network’s including its locations, with counters', async () => {
    await addStoredMedia(h, { companyGuid: h.fx.locationA, name: 'Ort.jpg' });
    await addStoredMedia(h, { companyGuid: h.fx.networkA, name: 'Netz.jpg' });
    await addStoredMedia(h, { companyGuid: h.fx.locationB, name: 'Fremd.jpg' });
    await addDevice(db(), { guidCompany: h.fx.locationA });
    const network = (await h.call('netA', { method: 'GET', url: `/v1/media/${h.fx.networkA}/items` })).json();
    expect(network.items.map((m: { name: string }) => m.name).sort()).toEqual(['Netz.jpg', 'Ort.jpg']);
    expect(network).toMatchObject({ cntMedia: 2, cntDevices: 1, cntCompanies: 1 });
    const location = (await h.call('standortA', { method: 'GET', url: `/v1/media/${h.fx.locationA}/items` })).json();
    expect(location.items[0]).toMatchObject({
      name: 'Ort.jpg',
      companyName: 'Standort A1',
      networkName: 'Netz A',
      networkGuid: h.fx.networkA,
      convertStatus: 'done',
      playable: true,
      tagArray: [],
    });
    expect((await h.call('netA', { method: 'GET', url: `/v1/media/${h.fx.locationB}/items` })).statusCode).toBe(404);
    expect((await h.call('standortA', { method: 'GET', url: `/v1/media/${h.fx.networkA}/items` })).statusCode).toBe(
      404,
    );
    expect((await h.call('support', { method: 'GET', url: `/v1/media/${h.fx.networkA}/items` })).statusCode).toBe(403);
    expect((await h.call('netA', { method: 'GET', url: '/v1/media/x/items' })).statusCode).toBe(400);
  });

  it('item/active checks (update false) and sets (update true) a media item in the company’s loops', async () => {
    const loop = await addPlaylist(db(), { guidCompany: h.fx.locationA });
    await addDevice(db(), { guidCompany: h.fx.locationA, guidPlaylist: loop });
    const m = await addStoredMedia(h, { companyGuid: h.fx.networkA });
    const url = `/v1/media/${h.fx.locationA}/item/active`;
    const check = await h.call('netA', { method: 'POST', url, payload: { itemGuid: m.guid, update: false } });
    expect(check.json()).toEqual({ itemGuid: m.guid, state: 0, playlists: 1, containing: 0, changed: 0, refused: 0 });
    const set = await h.call('netA', { method: 'POST', url, payload: { itemGuid: m.guid, state: 1, update: true } });
    expect(set.json()).toMatchObject({ state: 1, containing: 1, changed: 1 });
    const [item] = await db().select().from(playlistItems).where(eq(playlistItems.guidPlaylist, loop));
    expect(item).toMatchObject({ guidMedia: m.guid, orderNr: 100 });
    const off = await h.call('netA', { method: 'POST', url, payload: { itemGuid: m.guid, state: 0, update: true } });
    expect(off.json()).toMatchObject({ state: 0, changed: 1, containing: 0 });
    expect((await h.call('netA', { method: 'POST', url, payload: { itemGuid: 'x' } })).statusCode).toBe(400);
    expect(
      (await h.call('netA', { method: 'POST', url, payload: { itemGuid: m.guid, update: true } })).statusCode,
    ).toBe(400);
    const foreign = await addStoredMedia(h, { companyGuid: h.fx.locationB });
    expect((await h.call('netA', { method: 'POST', url, payload: { itemGuid: foreign.guid } })).statusCode).toBe(404);
    expect(
      (await h.call('netB', { method: 'POST', url, payload: { itemGuid: m.guid, update: false } })).statusCode,
    ).toBe(404);
  });

  it('item/active switches only `active` on the existing items: same ids, order numbers and windows', async () => {
    const loop = await addPlaylist(db(), { guidCompany: h.fx.locationA });
    const second = await addPlaylist(db(), { guidCompany: h.fx.locationA });
    await addDevice(db(), { guidCompany: h.fx.locationA, guidPlaylist: loop });
    const m = await addStoredMedia(h, { companyGuid: h.fx.networkA });
    const window = { activeFrom: new Date(T0), activeTill: new Date(T0 + 400 * 86_400_000) };
    await addItem(db(), { guidPlaylist: loop, orderNr: 100, name: 'Vorher', type: 'IMAGE' });
    const inLoop = await addItem(db(), {
      guidPlaylist: loop,
      orderNr: 250,
      type: 'IMAGE',
      guidMedia: m.guid,
      ...window,
    });
    const inSecond = await addItem(db(), {
      guidPlaylist: second,
      orderNr: 700,
      type: 'IMAGE',
      guidMedia: m.guid,
      ...window,
    });
    const url = `/v1/media/${h.fx.locationA}/item/active`;
    const rows = async () =>
      (await db().select().from(playlistItems).where(eq(playlistItems.guidMedia, m.guid)))
        .map((r) => ({ guid: r.guid, orderNr: r.orderNr, active: r.active, from: r.activeFrom, till: r.activeTill }))
        .sort((a, b) => a.orderNr - b.orderNr);
    const expected = (active: number) => [
      { guid: inLoop, orderNr: 250, active, from: window.activeFrom, till: window.activeTill },
      { guid: inSecond, orderNr: 700, active, from: window.activeFrom, till: window.activeTill },
    ];
    const off = await h.call('netA', { method: 'POST', url, payload: { itemGuid: m.guid, state: 0, update: true } });
    expect(off.json()).toMatchObject({ state: 0, changed: 2, containing: 0, playlists: 2 });
    expect(await rows()).toEqual(expected(0));
    const check = await h.call('netA', { method: 'POST', url, payload: { itemGuid: m.guid, update: false } });
    expect(check.json()).toMatchObject({ state: 0, changed: 0 });
    const on = await h.call('netA', { method: 'POST', url, payload: { itemGuid: m.guid, state: 1, update: true } });
    expect(on.json()).toMatchObject({ state: 1, changed: 2, containing: 2, refused: 0 });
    expect(await rows()).toEqual(expected(1));
    expect((await db().select().from(playlistItems).where(eq(playlistItems.guidPlaylist, loop))).length).toBe(2);
  });

  it('item/active 1 is refused in a loop it would take past the screens’ maxDuration; the item stays off', async () => {
    const loop = await addPlaylist(db(), { guidCompany: h.fx.locationA });
    await addDevice(db(), { guidCompany: h.fx.locationA, guidPlaylist: loop, maxDuration: 15 });
    const m = await addStoredMedia(h, { companyGuid: h.fx.networkA });
    await addItem(db(), { guidPlaylist: loop, orderNr: 100, type: 'IMAGE', duration: 10 });
    const off = await addItem(db(), {
      guidPlaylist: loop,
      orderNr: 200,
      type: 'IMAGE',
      duration: 10,
      active: 0,
      guidMedia: m.guid,
    });
    const url = `/v1/media/${h.fx.locationA}/item/active`;
    const on = await h.call('netA', { method: 'POST', url, payload: { itemGuid: m.guid, state: 1, update: true } });
    expect(on.json()).toMatchObject({ state: 0, changed: 0, refused: 1 });
    const [row] = await db().select().from(playlistItems).where(eq(playlistItems.guid, off));
    expect(row.active).toBe(0);
  });
});

describe('media/all', () => {
  beforeEach(async () => {
    for (let i = 0; i < 25; i++) {
      await addStoredMedia(h, {
        companyGuid: i % 5 === 0 ? h.fx.locationB : h.fx.locationA,
        name: `Datei ${String(i).padStart(2, '0')}.jpg`,
        size: 1000 + i,
        type: i % 2 ? 'IMAGE' : 'VIDEO',
        created: new Date(T0 + i * 60_000),
      });
    }
  });
  const page = (as: 'admin' | 'netA', gridParams: Record<string, unknown>) =>
    h.call(as, { method: 'POST', url: '/v1/media/all', payload: { gridParams } });

  it('pages on the server: default 10 per page, newest first, count of all', async () => {
    const first = (await page('admin', {})).json();
    expect(first.items).toHaveLength(10);
    expect(first.items[0].name).toBe('Datei 24.jpg');
    expect(first.gridParams).toMatchObject({ page: 1, itemsPerPage: 10, sortBy: 'created', sortDesc: true, count: 25 });
    const last = (await page('admin', { page: 3 })).json();
    expect(last.items.map((m: { name: string }) => m.name)).toEqual([
      'Datei 04.jpg',
      'Datei 03.jpg',
      'Datei 02.jpg',
      'Datei 01.jpg',
      'Datei 00.jpg',
    ]);
  });

  it('sorts by every column and filters by keyword, within the tenant', async () => {
    const names = async (params: Record<string, unknown>, as: 'admin' | 'netA' = 'admin') =>
      (await page(as, { itemsPerPage: 100, ...params })).json().items.map((m: { name: string }) => m.name);
    expect((await names({ sortBy: 'name', sortDesc: false }))[0]).toBe('Datei 00.jpg');
    expect((await names({ sortBy: ['size'], sortDesc: [true] }))[0]).toBe('Datei 24.jpg');
    expect((await names({ sortBy: 'type', sortDesc: false })).length).toBe(25);
    const byNetwork = (await page('admin', { itemsPerPage: 100, sortBy: 'networkName', sortDesc: false })).json().items;
    expect(byNetwork[0].networkName).toBe('Netz A');
    expect(byNetwork[24].networkName).toBe('Netz B');
    const keyword = (await page('admin', { keyWord: 'standort b1' })).json();
    expect(keyword.gridParams.count).toBe(5);
    expect((await page('admin', { keyWord: 'Datei 1' })).json().gridParams.count).toBe(10);
    expect((await page('netA', {})).json().gridParams.count).toBe(20);
    expect(await names({ keyWord: 'standort b1' }, 'netA')).toEqual([]);
  });

  it('pages of 7 put together give the whole sorted list, for every column and direction', async () => {
    for (const sortBy of ['created', 'name', 'type', 'size', 'networkName']) {
      for (const sortDesc of [false, true]) {
        const whole = (await page('admin', { itemsPerPage: 100, sortBy, sortDesc })).json().items;
        const pieces: Array<{ guid: string }> = [];
        for (let p = 1; p <= 4; p++)
          pieces.push(...(await page('admin', { itemsPerPage: 7, page: p, sortBy, sortDesc })).json().items);
        expect(
          pieces.map((m) => m.guid),
          `${sortBy} ${sortDesc}`,
        ).toEqual(whole.map((m: { guid: string }) => m.guid));
        expect(new Set(pieces.map((m) => m.guid)).size).toBe(25);
      }
    }
    const types = (await page('admin', { itemsPerPage: 100, sortBy: 'type', sortDesc: false })).json().items;
    expect(types.map((m: { type: string }) => m.type)).toEqual([...types.map((m: { type: string }) => m.type)].sort());
    const beyond = (await page('admin', { page: 9 })).json();
    expect(beyond).toMatchObject({ items: [], gridParams: { count: 25 } });
  });

  it('refuses bad grid parameters and users without the media right', async () => {
    expect((await page('admin', { itemsPerPage: 1000 })).statusCode).toBe(400);
    expect((await page('admin', { sortBy: 'password' })).statusCode).toBe(400);
    expect((await page('admin', { page: 0 })).statusCode).toBe(400);
    expect((await h.call('standortA', { method: 'POST', url: '/v1/media/all', payload: {} })).statusCode).toBe(403);
  });
});

describe('media status and deleting unused media', () => {
  it('lists deletable (unreferenced) media with storage figures and deletes them with their files', async () => {
    const used = await addStoredMedia(h, { companyGuid: h.fx.locationA, name: 'Benutzt.jpg' });
    const unused = await addStoredMedia(h, { companyGuid: h.fx.locationA, name: 'Frei.jpg', size: 4096 });
    const foreign = await addStoredMedia(h, { companyGuid: h.fx.locationB, name: 'Fremd.jpg' });
    const pl = await addPlaylist(db(), { guidCompany: h.fx.locationA });
    await addItem(db(), { guidPlaylist: pl, type: 'IMAGE', guidMedia: used.guid });
    const status = (await h.call('admin', { method: 'GET', url: '/v1/media/status' })).json();
    expect(status.deleteAbles.map((m: { name: string }) => m.name).sort()).toEqual(['Frei.jpg', 'Fremd.jpg']);
    expect(status.cntFilesInStorage).toBeGreaterThanOrEqual(3);
    expect(status.stats.storageInKbDeletable).toBe(Math.round((4096 + 2048) / 1024));
    const mine = (await h.call('netA', { method: 'GET', url: '/v1/media/status' })).json();
    expect(mine.deleteAbles.map((m: { name: string }) => m.name)).toEqual(['Frei.jpg']);
    expect(mine).toMatchObject({ cntFilesInStorage: 2, stats: { storageInKb: 6, storageInKbDeletable: 4 } });

    const del = await h.call('netA', {
      method: 'POST',
      url: '/v1/media/status/deleteGlobal',
      payload: { items: [unused.guid, { guid: used.guid }, foreign.guid] },
    });
    expect(del.json()).toEqual({ success: true, deleted: 1, skipped: [used.guid, foreign.guid] });
    const root = join(h.app.ctx.config.dataDir, 'files', 'media');
    expect(existsSync(join(root, unused.guidPlaylist, unused.localFileName))).toBe(false);
    expect(existsSync(join(root, used.guidPlaylist, used.localFileName))).toBe(true);
    expect((await db().select().from(media)).length).toBe(2);
    expect(
      (await h.call('netA', { method: 'POST', url: '/v1/media/status/deleteGlobal', payload: { items: [] } }))
        .statusCode,
    ).toBe(400);
    expect((await h.call('standortA', { method: 'GET', url: '/v1/media/status' })).statusCode).toBe(403);
  });
});

describe('serving media files', () => {
  it('serves whole files and byte ranges with caching headers, 304 on revalidation, 416 for bad ranges', async () => {
    const m = await addStoredMedia(h, { companyGuid: h.fx.locationA });
    const url = `/media/${m.guidPlaylist}/${m.localFileName}`;
    const full = await h.app.inject({ method: 'GET', url });
    expect(full.statusCode).toBe(200);
    expect(full.headers).toMatchObject({
      'accept-ranges': 'bytes',
      'content-type': 'image/jpeg',
      'content-length': '2048',
      'cache-control': 'public, max-age=31536000, immutable',
    });
    expect(full.headers.etag).toBeTruthy();
    expect(full.headers['last-modified']).toBeTruthy();
    const part = await h.app.inject({ method: 'GET', url, headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 100-199/2048');
    expect(part.rawPayload.length).toBe(100);
    const suffix = await h.app.inject({ method: 'GET', url, headers: { range: 'bytes=-48' } });
    expect(suffix.headers['content-range']).toBe('bytes 2000-2047/2048');
    const open = await h.app.inject({ method: 'GET', url, headers: { range: 'bytes=2040-' } });
    expect(open.rawPayload.length).toBe(8);
    const bad = await h.app.inject({ method: 'GET', url, headers: { range: 'bytes=5000-6000' } });
    expect(bad.statusCode).toBe(416);
    expect(bad.headers['content-range']).toBe('bytes */2048');
    const stale = await h.app.inject({ method: 'GET', url, headers: { range: 'bytes=0-9', 'if-range': '"alt"' } });
    expect(stale.statusCode).toBe(200);
    const cached = await h.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': full.headers.etag as string },
    });
    expect(cached.statusCode).toBe(304);
    const head = await h.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe('2048');
    expect((await h.app.inject({ method: 'GET', url: `/media/${m.guidPlaylist}/fehlt.jpg` })).statusCode).toBe(404);
    expect((await h.app.inject({ method: 'GET', url: `/media/${m.guidPlaylist}/..%2F..%2Fetc` })).statusCode).toBe(400);
    expect((await h.app.inject({ method: 'GET', url: `/media/nicht-guid/${m.localFileName}` })).statusCode).toBe(400);
    await h.app.ctx.files.write(`media/devices/${m.guid}/bg.png`, Buffer.from('png'));
    const background = await h.app.inject({ method: 'GET', url: `/media/devices/${m.guid}/bg.png` });
    expect(background.statusCode).toBe(200);
    expect(background.headers['content-type']).toBe('image/png');
  });
});
