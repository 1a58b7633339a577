import { eq, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { devices, media, playlistItems, playlists } from '../db/schema.js';
import { addAppVersion, addDevice, addLinkItem, addMedia, addPlayerItem, addPlaylist } from '../test/factory/index.js';
import { useHarness } from '../test/harness.js';
import { playerOfHarness, poll } from '../test/player.js';

const h = useHarness();
/** Later than any database default (now() is the wall clock, the test clock is fixed in 2026). */
const LATER = new Date('2100-01-01T00:00:00Z');
beforeEach(() => playerOfHarness(h).reset());

async function setup() {
  const db = h.database.db;
  const playlist = await addPlaylist(db, { guidCompany: h.fx.locationA });
  const channel = await addPlaylist(db, { channel: 1 });
  const device = await addDevice(db, {
    guidCompany: h.fx.locationA,
    guidParent: h.fx.networkA,
    guidPlaylist: playlist,
  });
  const a = await addPlayerItem(db, { guidPlaylist: playlist, orderNr: 100 });
  const b = await addPlayerItem(db, { guidPlaylist: playlist, orderNr: 200 });
  await addLinkItem(db, { guidPlaylist: playlist, linkedPlaylist: channel, orderNr: 300 });
  const c = await addPlayerItem(db, { guidPlaylist: channel, orderNr: 100 });
  return { db, playlist, channel, device, a, b, c };
}

/** Polls with the last ETag; expects 304 when unchanged, else 200 with a new one. */
function tracker(device: string) {
  let etag: string | undefined;
  const seen = new Set<string>();
  return {
    async expectUnchanged() {
      const res = await poll(h, device, { headers: etag ? { 'if-none-match': etag } : {} });
      expect(res.statusCode).toBe(304);
      expect(res.body).toBe('');
      expect(res.headers['content-length']).toBeUndefined();
      expect(res.headers['content-type']).toBeUndefined();
      expect(res.headers.etag).toBe(etag);
    },
    async expectChanged() {
      const res = await poll(h, device, { headers: etag ? { 'if-none-match': etag } : {} });
      expect(res.statusCode).toBe(200);
      const next = res.headers.etag as string;
      expect(next).not.toBe(etag);
      expect(seen.has(next)).toBe(false);
      seen.add(next);
      etag = next;
      return res.json();
    },
  };
}

describe('ETag of /api/playlist', () => {
  it('gives 304 while nothing changes, also for weak and listed If-None-Match', async () => {
    const { device } = await setup();
    const t = tracker(device);
    const first = await t.expectChanged();
    await t.expectUnchanged();
    h.clock.advance(3_600_000);
    await t.expectUnchanged();
    const listed = await poll(h, device, { headers: { 'if-none-match': `"x", W/${first.etag}` } });
    expect(listed.statusCode).toBe(304);
    expect((await poll(h, device, { headers: { 'if-none-match': '"anders"' } })).statusCode).toBe(200);
  });

  it('changes after every kind of change to the resolved loop, told by the writes themselves', async () => {
    const { playlist, device, a, b, c } = await setup();
    // The app's recording database: each write tells the screens after its commit, nobody sends a notice by hand.
    const db = h.app.ctx.db;
    const t = tracker(device);
    await t.expectChanged();

    // an item edited
    await db.update(playlistItems).set({ name: 'Neu', duration: 20 }).where(eq(playlistItems.guid, a));
    expect((await t.expectChanged()).items[0]).toMatchObject({ name: 'Neu', duration: 20 });

    // reordered
    await db.update(playlistItems).set({ orderNr: 50 }).where(eq(playlistItems.guid, b));
    expect((await t.expectChanged()).items.map((i: { guid: string }) => i.guid)).toEqual([b, a, c]);

    // a linked channel changed
    await db.update(playlistItems).set({ title: 'Kanal neu' }).where(eq(playlistItems.guid, c));
    expect((await t.expectChanged()).items[2].title).toBe('Kanal neu');

    // deleted
    await db.delete(playlistItems).where(eq(playlistItems.guid, a));
    expect((await t.expectChanged()).items).toHaveLength(2);

    // the playlist's own fields
    await db.update(playlists).set({ name: 'Umbenannt' }).where(eq(playlists.guid, playlist));
    expect((await t.expectChanged()).playlist.name).toBe('Umbenannt');

    // device settings (changed through the API, which invalidates by itself)
    const saved = await h.call('admin', { method: 'POST', url: `/v1/devices/${device}`, payload: { maxDuration: 99 } });
    expect(saved.statusCode).toBe(200);
    expect((await t.expectChanged()).device.maxDuration).toBe(99);
    await t.expectUnchanged();
  });

  it('changes when an item expires and when one starts, by the clock alone', async () => {
    const { db, playlist, device } = await setup();
    const now = h.clock.now();
    const ending = await addPlayerItem(db, {
      guidPlaylist: playlist,
      orderNr: 400,
      activeTill: new Date(now + 3_600_000),
    });
    const starting = await addPlayerItem(db, {
      guidPlaylist: playlist,
      orderNr: 500,
      activeFrom: new Date(now + 2 * 3_600_000),
    });
    const t = tracker(device);
    const body = await t.expectChanged();
    expect(body.items.map((i: { guid: string }) => i.guid)).toContain(ending);
    expect(body.items.find((i: { guid: string }) => i.guid === starting).activeFrom).toBe(now + 2 * 3_600_000);
    h.clock.advance(3_600_000 - 1);
    await t.expectUnchanged();
    h.clock.advance(1); // activeTill reached
    const expired = await t.expectChanged();
    expect(expired.items.map((i: { guid: string }) => i.guid)).not.toContain(ending);
    h.clock.advance(3_600_000 - 1);
    await t.expectUnchanged();
    h.clock.advance(1); // activeFrom reached: same items, but now playing
    const started = await t.expectChanged();
    expect(started.items.map((i: { guid: string }) => i.guid)).toContain(starting);
    await t.expectUnchanged();
  });

  it('changes when a video finishes converting and when the default app version changes, by the writes', async () => {
    const { playlist, device } = await setup();
    const db = h.app.ctx.db;
    const m = await addMedia(db, { guidPlaylist: playlist, convertStatus: 'running' });
    const video = await addPlayerItem(db, {
      guidPlaylist: playlist,
      type: 'VIDEO',
      localFileName: 'v.mp4',
      guidMedia: m,
    });
    const t = tracker(device);
    expect((await t.expectChanged()).items.map((i: { guid: string }) => i.guid)).not.toContain(video);
    await db.update(media).set({ convertStatus: 'done', webFileName: 'v.web.mp4' }).where(eq(media.guid, m));
    expect((await t.expectChanged()).items.map((i: { guid: string }) => i.guid)).toContain(video);

    await addAppVersion(db, { name: '3.5.0', isDefault: 1 });
    expect((await t.expectChanged()).device.appVersion).toEqual({
      name: '3.5.0',
      url: 'http://localhost:80/apps/3.5.0/player.apk',
    });
    await db.update(devices).set({ setClientVersion: '3.6.0-beta' }).where(eq(devices.guid, device));
    expect((await t.expectChanged()).device.appVersion.name).toBe('3.6.0-beta');
  });

  it('notices changes made by another process through the version check', async () => {
    const { db, device, a } = await setup();
    const player = playerOfHarness(h);
    await player.revalidate();
    const t = tracker(device);
    await t.expectChanged();
    await db.update(playlistItems).set({ name: 'anderer Prozess', changed: LATER }).where(eq(playlistItems.guid, a));
    await t.expectUnchanged(); // cached, no bus call
    await player.revalidate();
    expect((await t.expectChanged()).items[0].name).toBe('anderer Prozess');
    await db.update(devices).set({ orientation: 'vertical', edited: LATER });
    await player.revalidate();
    expect((await t.expectChanged()).device.orientation).toBe('vertical');
  });
});

describe('heartbeat', () => {
  it('records every poll in memory and writes all pending ones in one UPDATE per flush', async () => {
    const { db, playlist } = await setup();
    const guids = await Promise.all(
      [1, 2, 3].map(() => addDevice(db, { guidParent: h.fx.networkA, guidPlaylist: playlist })),
    );
    const res = await Promise.all(
      guids.map((g, i) => poll(h, g, { query: `version=4.${i}&diskUsageCurrent=${i * 10}&diskUsageMax=100` })),
    );
    const before = await db.select().from(devices).where(eq(devices.guid, guids[0]));
    expect(before[0].lastHeartbeat).toBeNull();
    const execute = vi.spyOn(h.app.ctx.db, 'execute');
    const written = await playerOfHarness(h).flush();
    // the flush also writes which items the screens were served (play_served); the heartbeat is one UPDATE
    const statements = execute.mock.calls
      .map(([q]) => new PgDialect().sqlToQuery(q as SQL).sql.toLowerCase())
      .filter((q) => !q.includes('"play_served"'));
    execute.mockRestore();
    expect(written).toBe(3);
    expect(statements).toHaveLength(1);
    expect(statements[0]).toMatch(/^update/);
    const rows = await db.select().from(devices).where(sql`${devices.guid} in ${guids}`);
    for (const [i, guid] of guids.entries()) {
      const row = rows.find((r) => r.guid === guid);
      expect(row).toMatchObject({
        remoteAddress: '203.0.113.5',
        clientVersionString: `4.${i}`,
        diskUsageCurrent: i * 10,
        diskUsageMax: 100,
        lastEtag: res[i].headers.etag,
      });
      expect(row?.lastHeartbeat?.getTime()).toBe(h.clock.now());
    }
  });

  it('keeps only the latest poll per device, keeps unsent values and flushes by itself', async () => {
    const { db, device } = await setup();
    await poll(h, device, { query: 'version=1&diskUsageCurrent=5&diskUsageMax=50' });
    h.clock.advance(1000);
    await poll(h, device);
    expect(playerOfHarness(h).heartbeats.size).toBe(1);
    // The timer (HEARTBEAT_FLUSH_MS, 5 s by default) writes without an explicit flush.
    await vi.waitFor(
      async () => {
        const [row] = await db.select().from(devices).where(eq(devices.guid, device));
        expect(row.lastHeartbeat?.getTime()).toBe(h.clock.now());
        // The poll without telemetry keeps what the earlier poll of the same flush reported.
        expect(row).toMatchObject({ clientVersionString: '1', diskUsageCurrent: 5, diskUsageMax: 50 });
      },
      { timeout: 8000, interval: 100 },
    );
    await poll(h, device, { query: 'version=2&diskUsageCurrent=7&diskUsageMax=70' });
    await playerOfHarness(h).flush();
    await poll(h, device);
    await playerOfHarness(h).flush();
    const [row] = await db.select().from(devices).where(eq(devices.guid, device));
    expect(row).toMatchObject({ clientVersionString: '2', diskUsageCurrent: 7, diskUsageMax: 70 });
  });
});
