import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { playlistItems } from '../../db/schema.js';
import { addDevice, addItem, addMedia, addPlaylist } from '../../test/factory/index.js';
import { useHarness } from '../../test/harness.js';

const h = useHarness();
const db = () => h.database.db;
const YEAR = 365 * 86_400_000;

async function playlistWithItems() {
  const pl = await addPlaylist(db(), { guidCompany: h.fx.locationA });
  const a = await addItem(db(), { guidPlaylist: pl, orderNr: 100, name: 'A' });
  const link = await addItem(db(), { guidPlaylist: pl, orderNr: 200, name: 'L', type: 'PLAYLIST', readOnly: 1 });
  const b = await addItem(db(), { guidPlaylist: pl, orderNr: 300, name: 'B' });
  const c = await addItem(db(), { guidPlaylist: pl, orderNr: 400, name: 'C' });
  return { pl, a, link, b, c };
}
const order = async (pl: string) =>
  (await h.call('netA', { method: 'GET', url: `/v1/playlists/${pl}/items` }))
    .json()
    .map((i: { name: string; orderNr: number }) => `${i.name}:${i.orderNr}`);

/** The media rows these tests pick from the library. */
const strandImage = { name: 'Strand.jpg', type: 'IMAGE', mime: 'image/jpeg', size: 1234 } as const;

describe('single items', () => {
  it('gets and saves an item: name, duration (0 → 1 s), validity, active, tags, web address', async () => {
    const { pl, a } = await playlistWithItems();
    const got = await h.call('netA', { method: 'GET', url: `/v1/playlists/${pl}/item?guid=${a}` });
    expect(got.json()).toMatchObject({ guid: a, name: 'A', type: 'WEB', url: 'https://example.org' });
    const from = Date.parse('2026-07-01T00:00:00Z');
    const saved = await h.call('netA', {
      method: 'POST',
      url: `/v1/playlists/${pl}/item`,
      payload: {
        guid: a,
        name: 'Angebote',
        duration: 0,
        activeFrom: from,
        activeTill: from + 86_400_000,
        active: 0,
        tags: '"[\\"Sommer\\"]"',
        localFileName: '{host}/angebote',
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      name: 'Angebote',
      duration: 1,
      activeFrom: from,
      activeTill: from + 86_400_000,
      active: 0,
      tags: '["Sommer"]',
      localFileName: '{host}/angebote',
    });
  });

  it('refuses a window ending before it starts, readOnly toggles, bad addresses and tags, unknown items', async () => {
    const { pl, a, link } = await playlistWithItems();
    const post = (payload: Record<string, unknown>) =>
      h.call('netA', { method: 'POST', url: `/v1/playlists/${pl}/item`, payload });
    const window = await post({ guid: a, activeFrom: 2000, activeTill: 1000 });
    expect(window.statusCode).toBe(400);
    expect(window.json().error.message).toBe('Das Ende des Gültigkeitszeitraums liegt vor seinem Beginn.');
    const toggle = await post({ guid: link, active: 0 });
    expect(toggle.statusCode).toBe(409);
    expect(toggle.json().error.message).toMatch(/schreibgeschützt/);
    expect((await post({ guid: link, active: 1, name: 'ok' })).statusCode).toBe(200);
    expect((await post({ guid: a, localFileName: 'javascript:alert(1)' })).statusCode).toBe(400);
    expect((await post({ guid: a, tags: '{"a":1}' })).statusCode).toBe(400);
    expect((await post({ guid: a, duration: -1 })).statusCode).toBe(400);
    expect((await post({ guid: randomUUID() })).statusCode).toBe(404);
    expect((await h.call('netA', { method: 'GET', url: `/v1/playlists/${pl}/item` })).statusCode).toBe(400);
    expect((await h.call('netB', { method: 'GET', url: `/v1/playlists/${pl}/item?guid=${a}` })).statusCode).toBe(404);
    expect(
      (await h.call('netB', { method: 'POST', url: `/v1/playlists/${pl}/item`, payload: { guid: a } })).statusCode,
    ).toBe(404);
    const [row] = (await db().select().from(playlistItems)).filter((i) => i.guid === a);
    expect(row.name).toBe('A');
  });
});

describe('web items', () => {
  it('location view: Web URL, WEB, web, 10 s, active, last; editor: inactive at 900', async () => {
    const { pl } = await playlistWithItems();
    const location = await h.call('netA', {
      method: 'POST',
      url: `/v1/playlists/${pl}/items/create`,
      payload: { localFileName: 'https://reisen.example/angebote' },
    });
    expect(location.statusCode, location.body).toBe(200);
    expect(location.json()).toMatchObject({
      name: 'Web URL',
      type: 'WEB',
      mime: 'web',
      duration: 10,
      active: 1,
      orderNr: 500,
    });
    expect(location.json().activeTill - location.json().activeFrom).toBeGreaterThanOrEqual(YEAR);
    const editor = await h.call('netA', {
      method: 'POST',
      url: `/v1/playlists/${pl}/items/create`,
      payload: { view: 'editor' },
    });
    expect(editor.json()).toMatchObject({ active: 0, orderNr: 900, localFileName: '{host}' });
    const empty = await addPlaylist(db(), { guidCompany: h.fx.locationA });
    const first = await h.call('netA', { method: 'POST', url: `/v1/playlists/${empty}/items/create`, payload: {} });
    expect(first.json().orderNr).toBe(100);
  });

  it('refuses bad addresses, other networks and a full loop', async () => {
    const pl = await addPlaylist(db(), { guidCompany: h.fx.locationA });
    const create = (payload: Record<string, unknown>, as: 'netA' | 'netB' = 'netA') =>
      h.call(as, { method: 'POST', url: `/v1/playlists/${pl}/items/create`, payload });
    expect((await create({ localFileName: 'ftp://x' })).statusCode).toBe(400);
    expect((await create({ view: 'kiosk' })).statusCode).toBe(400);
    expect((await create({}, 'netB')).statusCode).toBe(404);
    await addDevice(db(), { guidCompany: h.fx.locationA, guidPlaylist: pl, maxDuration: 10 });
    expect((await create({})).statusCode).toBe(200);
    const full = await create({});
    expect(full.statusCode).toBe(409);
    expect(full.json().error.message).toBe(
      'Sie haben die maximale Sendeschleife bereits ausgeschöpft. Erlaubt sind 10 Sekunden',
    );
  });
});

describe('media-library items', () => {
  it('a media entry becomes the first item; a copy of another playlist’s item too', async () => {
    const { pl } = await playlistWithItems();
    const video = await addMedia(db(), {
      ...strandImage,
      guidPlaylist: randomUUID(),
      companyGuid: h.fx.locationA,
      type: 'VIDEO',
      name: 'Film.mp4',
      mime: 'video/mp4',
      mediaInfo: '{"duration":6.2}',
      convertStatus: 'done',
      webFileName: 'x.web.mp4',
    });
    const res = await h.call('netA', {
      method: 'POST',
      url: `/v1/playlists/${pl}/items/createByMedia`,
      payload: { guidMedia: video },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ type: 'VIDEO', orderNr: 0, duration: 7, guidMedia: video, playable: true });
    const library = await addPlaylist(db(), { guidCompany: null, name: 'GlobalMediathekH' });
    const globalImage = await addMedia(db(), { ...strandImage, guidPlaylist: randomUUID(), companyGuid: null });
    const libraryItem = await addItem(db(), { guidPlaylist: library, type: 'IMAGE', guidMedia: globalImage });
    const copy = await h.call('netA', {
      method: 'POST',
      url: `/v1/playlists/${pl}/items/createByMedia`,
      payload: { guidItem: libraryItem },
    });
    expect(copy.json()).toMatchObject({ orderNr: -100, guidMedia: globalImage, type: 'IMAGE', duration: 10 });
  });

  it('refuses media of other networks, both or neither reference, and other networks’ playlists', async () => {
    const { pl } = await playlistWithItems();
    const foreign = await addMedia(db(), { ...strandImage, guidPlaylist: randomUUID(), companyGuid: h.fx.locationB });
    const post = (payload: Record<string, unknown>, as: 'netA' | 'netB' = 'netA') =>
      h.call(as, { method: 'POST', url: `/v1/playlists/${pl}/items/createByMedia`, payload });
    expect((await post({ guidMedia: foreign })).statusCode).toBe(404);
    expect((await post({})).statusCode).toBe(400);
    expect((await post({ guidMedia: foreign, guidItem: foreign })).statusCode).toBe(400);
    expect(
      (
        await post(
          {
            guidMedia: await addMedia(db(), {
              ...strandImage,
              guidPlaylist: randomUUID(),
              companyGuid: h.fx.locationA,
            }),
          },
          'netB',
        )
      ).statusCode,
    ).toBe(404);
  });
});

describe('delete, sort and move', () => {
  it('deletes an item by guid or id', async () => {
    const { pl, a, b } = await playlistWithItems();
    expect((await h.call('netA', { method: 'GET', url: `/v1/playlists/${pl}/items/${a}/delete` })).json()).toEqual({
      success: true,
    });
    const [row] = (await db().select().from(playlistItems)).filter((i) => i.guid === b);
    expect(
      (await h.call('netA', { method: 'GET', url: `/v1/playlists/${pl}/items/${row.id}/delete` })).statusCode,
    ).toBe(200);
    expect(await order(pl)).toEqual(['L:200', 'C:400']);
    expect((await h.call('netA', { method: 'GET', url: `/v1/playlists/${pl}/items/${a}/delete` })).statusCode).toBe(
      404,
    );
    expect(
      (await h.call('netB', { method: 'GET', url: `/v1/playlists/${pl}/items/${row.id}/delete` })).statusCode,
    ).toBe(404);
  });

  it('sort renumbers 10100, 10200, … in the given order (JSON text or list; ids or guids)', async () => {
    const { pl, a, link, b, c } = await playlistWithItems();
    const sorted = await h.call('netA', {
      method: 'POST',
      url: `/v1/playlists/${pl}/sort`,
      payload: { sort: JSON.stringify([c, b, link, a]) },
    });
    expect(sorted.statusCode, sorted.body).toBe(200);
    expect(await order(pl)).toEqual(['C:10100', 'B:10200', 'L:10300', 'A:10400']);
    const ids = (await db().select().from(playlistItems)).sort((x, y) => x.orderNr - y.orderNr).map((i) => i.id);
    await h.call('netA', { method: 'POST', url: `/v1/playlists/${pl}/sort`, payload: { sort: [ids[3], ids[2]] } });
    expect(await order(pl)).toEqual(['A:10100', 'L:10200', 'C:10300', 'B:10400']);
    for (const sort of ['kein json', '{"a":1}', JSON.stringify([a, a]), JSON.stringify([randomUUID()])]) {
      expect(
        (await h.call('netA', { method: 'POST', url: `/v1/playlists/${pl}/sort`, payload: { sort } })).statusCode,
      ).toBe(400);
    }
    expect(
      (await h.call('netB', { method: 'POST', url: `/v1/playlists/${pl}/sort`, payload: { sort: [] } })).statusCode,
    ).toBe(404);
  });

  it('itemOrderNr moves past linked playlists (±1), refuses first-left and last-right, sets numbers', async () => {
    const { pl, a, b, c } = await playlistWithItems();
    const move = (payload: Record<string, unknown>) =>
      h.call('netA', { method: 'POST', url: `/v1/playlists/${pl}/itemOrderNr`, payload });
    expect((await move({ guid: b, direction: 'left' })).statusCode).toBe(200);
    expect(await order(pl)).toEqual(['B:99', 'A:100', 'L:200', 'C:400']);
    const first = await move({ guid: b, direction: 'left' });
    expect(first.statusCode).toBe(409);
    expect(first.json().error.message).toBe('Der erste Eintrag kann nicht nach links verschoben werden.');
    expect((await move({ guid: c, direction: 'right' })).statusCode).toBe(409);
    await move({ guid: a, direction: 'right' });
    expect(await order(pl)).toEqual(['B:99', 'L:200', 'C:400', 'A:401']);
    await move({ guid: c, orderNr: 50 });
    expect(await order(pl)).toEqual(['C:50', 'B:99', 'L:200', 'A:401']);
    expect((await move({ guid: c })).statusCode).toBe(400);
    expect((await move({ guid: c, direction: 'up' })).statusCode).toBe(400);
    expect((await move({ guid: randomUUID(), direction: 'left' })).statusCode).toBe(404);
  });
});
