import { eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { devices, playlistItems } from '../../db/schema.js';
import { addItem, addLinkItem, addPlaylist } from '../../test/factory/index.js';
import { type OfferAgency, offerAgency, offerCall, target } from '../../test/factory/offers.js';
import { useHarness } from '../../test/harness.js';
import { poll } from '../../test/player.js';

const h = useHarness();
const BERLIN_0 = (day: string) => Date.parse(`${day}T00:00:00+02:00`);
const add = (a: OfferAgency, more: object = {}) =>
  offerCall(h, 'addToOffice', {
    ...target(a),
    agencyId: a.advisoryId,
    start: BERLIN_0('2026-06-01'),
    end: BERLIN_0('2026-06-08'),
    targetDevices: [a.deviceInVGroup, a.deviceInHGroup],
    ...more,
  });
const offerItems = () => h.database.db.select().from(playlistItems).where(isNotNull(playlistItems.offerId));
type Answer = { etag: string; items: Array<{ guid: string; orientation?: string; localFileName: string }> };
const answerOf = async (device: string) => (await poll(h, device)).json() as Answer;

/** The location's landscape and portrait screen both play the landscape screen's playlist. */
async function onePlaylistTwoShapes() {
  const a = await offerAgency(h, h.fx.locationA, 'A-1');
  await h.database.db.update(devices).set({ guidPlaylist: a.playlistH }).where(eq(devices.guid, a.deviceInVGroup));
  const shared = await addItem(h.database.db, { guidPlaylist: a.playlistH, name: 'Willkommen' });
  return { a, shared };
}

describe('offer images by screen orientation', () => {
  it('each screen of one playlist gets exactly the image of its shape; an edit renews both answers', {
    timeout: 120_000,
  }, async () => {
    const { a, shared } = await onePlaylistTwoShapes();
    const before = [await answerOf(a.deviceInHGroup), await answerOf(a.deviceInVGroup)];
    // a playlist without oriented items: both screens get the same items
    expect(before[0].items).toEqual(before[1].items);
    const res = await add(a);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect([body.listsH, body.listsV].map((l: Array<{ guid: string }>) => l.map((x) => x.guid))).toEqual([
      [a.playlistH],
      [a.playlistH],
    ]);
    const items = await offerItems();
    const byOrientation = new Map(items.map((i) => [i.orientation, i]));
    expect(items).toHaveLength(2);
    expect(byOrientation.get('horizontal')?.localFileName).toMatch(/h\.png$/);
    expect(byOrientation.get('vertical')?.localFileName).toMatch(/v\.png$/);

    const landscape = await answerOf(a.deviceInHGroup);
    const portrait = await answerOf(a.deviceInVGroup);
    const guids = (answer: Answer) => answer.items.map((i) => i.guid).sort();
    expect(guids(landscape)).toEqual([byOrientation.get('horizontal')?.guid, shared].sort());
    expect(guids(portrait)).toEqual([byOrientation.get('vertical')?.guid, shared].sort());
    expect(landscape.items.find((i) => i.guid !== shared)?.orientation).toBe('horizontal');
    expect(landscape.etag).not.toBe(portrait.etag);
    // the landscape screen's image is a landscape PNG, the portrait screen's a portrait one
    const sizeOf = async (file: string) => {
      const png = (await h.app.inject({ method: 'GET', url: `/media/${a.playlistH}/${file}` })).rawPayload;
      return { w: png.readUInt32BE(16), h: png.readUInt32BE(20) };
    };
    const wide = await sizeOf(landscape.items.find((i) => i.guid !== shared)?.localFileName ?? '');
    const tall = await sizeOf(portrait.items.find((i) => i.guid !== shared)?.localFileName ?? '');
    expect(wide.w).toBeGreaterThan(wide.h);
    expect(tall.h).toBeGreaterThan(tall.w);
    // unchanged: 304 for each with its own ETag
    for (const [device, answer] of [
      [a.deviceInHGroup, landscape],
      [a.deviceInVGroup, portrait],
    ] as const) {
      expect((await poll(h, device, { headers: { 'if-none-match': answer.etag } })).statusCode).toBe(304);
    }

    // the landscape image set to every screen: both answers change, the portrait screen now has both images
    const edit = await h.call('admin', {
      method: 'POST',
      url: `/v1/playlists/${a.playlistH}/item`,
      payload: { guid: byOrientation.get('horizontal')?.guid, orientation: null },
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().orientation).toBeNull();
    const [landscape2, portrait2] = [await answerOf(a.deviceInHGroup), await answerOf(a.deviceInVGroup)];
    expect(landscape2.etag).not.toBe(landscape.etag);
    expect(portrait2.etag).not.toBe(portrait.etag);
    expect(portrait2.items).toHaveLength(3);
    expect(landscape2.items.some((i) => 'orientation' in i)).toBe(false);
  });

  it('checks the orientation of an item and counts the longest screen loop', { timeout: 120_000 }, async () => {
    const { a, shared } = await onePlaylistTwoShapes();
    const set = (orientation: unknown, guid = shared) =>
      h.call('admin', { method: 'POST', url: `/v1/playlists/${a.playlistH}/item`, payload: { guid, orientation } });
    const bad = await set('diagonal');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Die Ausrichtung muss horizontal, vertical oder leer (alle Bildschirme) sein');
    const [row] = await h.database.db.select().from(playlistItems).where(eq(playlistItems.guid, shared));
    expect(row.orientation).toBeNull();
    expect((await set('vertical')).json().orientation).toBe('vertical');
    expect((await answerOf(a.deviceInHGroup)).items).toEqual([]);
    expect((await answerOf(a.deviceInVGroup)).items.map((i) => i.guid)).toEqual([shared]);
    // two images of 10 s for the two shapes: each screen plays 10 s, the editor shows that
    await add(a);
    await set(null);
    const detail = (await h.call('admin', { method: 'GET', url: `/v1/playlists/${a.playlistH}` })).json();
    const own = detail.items.reduce((sum: number, i: { duration: number }) => sum + i.duration, 0);
    expect(detail.duration).toBe(own - 10);
    const list = (await h.call('admin', { method: 'GET', url: '/v1/playlists/list' })).json();
    expect(list.find((p: { guid: string }) => p.guid === a.playlistH).duration).toBe(own - 10);
  });

  it('a linked playlist marked for one orientation plays its items only there', { timeout: 120_000 }, async () => {
    const { a, shared } = await onePlaylistTwoShapes();
    const db = h.database.db;
    const channel = await addPlaylist(db, { name: 'Hochformat-Kanal' });
    const inChannel = await addItem(db, { guidPlaylist: channel, name: 'Stele' });
    const landscapeOnly = await addItem(db, { guidPlaylist: channel, name: 'Quer', orientation: 'horizontal' });
    // Through the app's recording database: the screens are told by the write itself.
    await addLinkItem(h.app.ctx.db, { guidPlaylist: a.playlistH, linkedPlaylist: channel, orientation: 'vertical' });
    const portrait = await answerOf(a.deviceInVGroup);
    expect(portrait.items.map((i) => i.guid).sort()).toEqual([inChannel, shared].sort());
    expect(portrait.items.find((i) => i.guid === inChannel)?.orientation).toBe('vertical');
    const landscape = await answerOf(a.deviceInHGroup);
    expect(landscape.items.map((i) => i.guid)).toEqual([shared]);
    expect(landscape.items.some((i) => i.guid === landscapeOnly)).toBe(false);
  });

  it('a chosen screen gets its image; a playlist named directly the images of the screens that play it', {
    timeout: 120_000,
  }, async () => {
    const { a } = await onePlaylistTwoShapes();
    const lists = (body: { listsH: Array<{ guid: string }>; listsV: Array<{ guid: string }> }) =>
      [body.listsH, body.listsV].map((l) => l.map((x) => x.guid));
    // only the landscape screen chosen: the shared playlist gets the landscape image, the portrait screen none
    expect(lists((await add(a, { targetDevices: [a.deviceInHGroup] })).json())).toEqual([[a.playlistH], []]);
    expect((await answerOf(a.deviceInVGroup)).items.some((i) => i.orientation)).toBe(false);
    // the playlist named too: both shapes play it, so it gets both images
    const named = await add(a, { targetDevices: [a.deviceInHGroup], targetPlaylists: [a.playlistH] });
    expect(lists(named.json())).toEqual([[a.playlistH], [a.playlistH]]);
    // a playlist no screen plays gets the image of its own orientation
    const lone = await add(a, { targetDevices: [a.deviceInHGroup], targetPlaylists: [a.playlistV] });
    expect(lists(lone.json())).toEqual([[a.playlistH], [a.playlistV]]);
  });
});
