import { R } from '@signage/shared';
import { eq, inArray } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { nowPlaying, playlistItems } from '../../db/schema.js';
import { userWithRights } from '../../test/factory/users.js';
import { useHarness } from '../../test/harness.js';
import { playerOfHarness, poll } from '../../test/player.js';
import { play, playingScreen, sendPlays } from '../../test/plays.js';
import { showingBuffer } from './showing-buffer.js';

const h = useHarness();
beforeEach(() => playerOfHarness(h).reset());
const NOW = Date.parse('2026-06-01T10:00:00Z');
const THUMB = 'data:image/jpeg;base64,/9j/AA==';

const showing = (key: string, payload: object) =>
  h.app.inject({ method: 'POST', url: `/api/showing?key=${key}`, payload });
const deviceAs = async (as: 'admin' | 'netB' | 'support', guid: string) =>
  h.call(as, { method: 'GET', url: `/v1/devices/${guid}` });
const online = async (key: string) => {
  expect((await poll(h, key)).statusCode).toBe(200);
  await playerOfHarness(h).flush();
};

describe('now playing', () => {
  it("shows a web screen's notice as 'läuft gerade' in the device page and the support list, with thumbnail", async () => {
    const s = await playingScreen(h, { network: h.fx.networkA, location: h.fx.locationA });
    await h.database.db.update(playlistItems).set({ thumb: THUMB }).where(eq(playlistItems.guid, s.first));
    await h.database.db.update(playlistItems).set({ title: 'Herbstreisen' }).where(eq(playlistItems.guid, s.second));
    await online(s.device);
    const res = await showing(s.device, { item: s.first, start: NOW - 5000 });
    expect(res.statusCode).toBe(200);
    const expected = {
      kind: 'item',
      item: s.first,
      name: 'Sommer in Kroatien.jpg',
      type: 'IMAGE',
      thumb: THUMB,
      since: NOW - 5000,
      until: null,
      live: true,
    };
    expect((await deviceAs('admin', s.device)).json().nowPlaying).toEqual(expected);
    const list = await h.call('support', { method: 'GET', url: '/v1/devices/support?showOnline=1' });
    expect(list.json().items.find((d: { guid: string }) => d.guid === s.device).nowPlaying).toEqual(expected);
    // the next item replaces it; an older notice arriving late and the reports of earlier plays do not
    await showing(s.device, { item: s.second, start: NOW - 1000 });
    await showing(s.device, { item: s.first, start: NOW - 3000 });
    await sendPlays(h, s.device, [play(s.first, NOW - 5000, 4)]);
    expect((await deviceAs('admin', s.device)).json().nowPlaying).toMatchObject({
      item: s.second,
      name: 'Herbstreisen', // its title, as the staff see it
      since: NOW - 1000,
      live: true,
    });
  });

  it('shows the last reported play of a screen that only reports (never live), and nothing before any', async () => {
    const s = await playingScreen(h, { network: h.fx.networkA, location: h.fx.locationA });
    await online(s.device);
    expect((await deviceAs('admin', s.device)).json().nowPlaying).toBeNull();
    await sendPlays(h, s.device, [play(s.second, NOW - 30_000, 12.5), play(s.first, NOW - 60_000)]);
    expect((await deviceAs('admin', s.device)).json().nowPlaying).toMatchObject({
      item: s.second,
      since: NOW - 30_000,
      until: NOW - 17_500,
      live: false,
    });
    // Written with the notices, once a second (here: now).
    await showingBuffer(h.app.ctx).flush();
    const [row] = await h.database.db.select().from(nowPlaying).where(eq(nowPlaying.guidDevice, s.device));
    expect([row?.guidItem, row?.started.getTime(), row?.ended?.getTime()]).toEqual([
      s.second,
      NOW - 30_000,
      NOW - 17_500,
    ]);
  });

  it('is not live once the screen is offline, and keeps the name of a deleted item', async () => {
    const s = await playingScreen(h, { network: h.fx.networkA, location: h.fx.locationA });
    await showing(s.device, { item: s.first, start: NOW - 5000 });
    expect((await deviceAs('admin', s.device)).json().nowPlaying).toMatchObject({ live: false, until: null });
    await h.database.db.delete(playlistItems).where(eq(playlistItems.guid, s.first));
    expect((await deviceAs('admin', s.device)).json().nowPlaying).toMatchObject({
      name: 'Sommer in Kroatien.jpg',
      type: null,
      thumb: null,
    });
  });

  it('writes the notices together (once a second, and now on flush); the report of the same play keeps the notice', async () => {
    const s = await playingScreen(h, { network: h.fx.networkA, location: h.fx.locationA });
    const other = await playingScreen(h, { network: h.fx.networkA, location: h.fx.locationA });
    await showing(s.device, { item: s.first, start: NOW - 5000 });
    await showing(other.device, { item: other.second, start: NOW - 4000 });
    await showing(s.device, { item: s.second, start: NOW - 6000 }); // older: ignored
    await showing(s.device, { item: s.first, start: NOW - 3000 });
    await showingBuffer(h.app.ctx).flush();
    const rows = await h.database.db
      .select()
      .from(nowPlaying)
      .where(inArray(nowPlaying.guidDevice, [s.device, other.device]))
      .orderBy(nowPlaying.started);
    expect(rows.map((r) => [r.guidDevice, r.guidItem, r.started.getTime(), r.ended])).toEqual([
      [other.device, other.second, NOW - 4000, null],
      [s.device, s.first, NOW - 3000, null],
    ]);
    await sendPlays(h, s.device, [play(s.first, NOW - 3000, 2)]);
    await showingBuffer(h.app.ctx).flush();
    const [kept] = await h.database.db.select().from(nowPlaying).where(eq(nowPlaying.guidDevice, s.device));
    expect(kept?.ended).toBeNull();
  });

  it('refuses a bad notice with a German message and changes nothing', async () => {
    const s = await playingScreen(h, { network: h.fx.networkA, location: h.fx.locationA });
    const future = await showing(s.device, { item: s.first, start: NOW + 11 * 60_000 });
    expect(future.statusCode).toBe(400);
    expect(future.json().error.message).toBe('Die Startzeit liegt mehr als 10 Minuten nach der Serverzeit.');
    const bad = await showing(s.device, { item: 'kein-guid', start: NOW });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('Ungültige GUID');
    expect((await showing('00000000-0000-4000-8000-000000000000', { item: s.first, start: NOW })).statusCode).toBe(404);
    expect((await deviceAs('admin', s.device)).json().nowPlaying).toBeNull();
  });

  it("shows it only to whoever may see the screen (another network's support user: 404 and not listed)", async () => {
    const s = await playingScreen(h, { network: h.fx.networkA, location: h.fx.locationA });
    await online(s.device);
    await showing(s.device, { item: s.first, start: NOW - 5000 });
    const otherSupport = await userWithRights(h, { rights: [R.support, R.devices], at: h.fx.networkB });
    expect((await otherSupport({ method: 'GET', url: `/v1/devices/${s.device}` })).statusCode).toBe(404);
    const list = await otherSupport({ method: 'GET', url: '/v1/devices/support?showOnline=1' });
    expect(list.statusCode).toBe(200);
    expect(list.json().items).toEqual([]);
  });
});
