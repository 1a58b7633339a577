import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { ensureScheduled, JobName } from '../../db/job-queue.js';
import { devices, playBatches, playDays, playEvents, playHours } from '../../db/schema.js';
import { useHarness } from '../../test/harness.js';
import { playerOfHarness } from '../../test/player.js';
import { type PlayTable, play, playingScreen, rowCount, sendPlays, served } from '../../test/plays.js';
import { UNKNOWN_ITEM_NAME } from './ingest.js';

const h = useHarness();
beforeEach(() => playerOfHarness(h).reset());
const db = () => h.database.db;
const NOW = Date.parse('2026-06-01T10:00:00Z');
const count = (table: PlayTable) => rowCount(h, table);
const hours = () =>
  db()
    .select({
      item: playHours.guidItem,
      hour: playHours.hour,
      plays: playHours.plays,
      seconds: playHours.seconds,
      name: playHours.itemName,
      location: playHours.guidLocation,
      network: playHours.guidNetwork,
    })
    .from(playHours)
    .orderBy(playHours.hour, playHours.itemName);

describe('POST /api/plays', () => {
  it('stores the plays and adds them up per screen, item and hour and per day, in the same request', async () => {
    const s = await playingScreen(h, { network: h.fx.networkA, location: h.fx.locationA });
    const res = await sendPlays(h, s.device, [
      play(s.first, NOW - 3_700_000, 10),
      play(s.first, NOW - 3_650_000, 9.5),
      play(s.second, NOW - 60_000, 12.25),
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ accepted: 3, duplicate: false });
    expect(await count(playEvents)).toBe(3);
    const at = { location: h.fx.locationA, network: h.fx.networkA };
    expect(await hours()).toEqual([
      {
        item: s.first,
        hour: new Date('2026-06-01T08:00:00Z'),
        plays: 2,
        seconds: 19.5,
        name: 'Sommer in Kroatien.jpg',
        ...at,
      },
      {
        item: s.second,
        hour: new Date('2026-06-01T09:00:00Z'),
        plays: 1,
        seconds: 12.25,
        name: 'Herbstreisen.mp4',
        ...at,
      },
    ]);
    const days = await db().select().from(playDays).orderBy(playDays.itemName);
    expect(days.map((d) => [d.day, d.itemName, d.plays, d.seconds, d.offerId])).toEqual([
      ['2026-06-01', 'Herbstreisen.mp4', 1, 12.25, '1000'],
      ['2026-06-01', 'Sommer in Kroatien.jpg', 2, 19.5, null],
    ]);
  });

  it('counts a batch sent twice once; another batch id counts again', async () => {
    const s = await playingScreen(h, { network: h.fx.networkA, location: h.fx.locationA });
    const plays = [play(s.first, NOW - 30_000), play(s.first, NOW - 20_000)];
    expect((await sendPlays(h, s.device, plays, { batchId: 'b-1' })).json()).toEqual({ accepted: 2, duplicate: false });
    const again = await sendPlays(h, s.device, plays, { batchId: 'b-1' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ accepted: 0, duplicate: true });
    expect((await hours()).map((r) => r.plays)).toEqual([2]);
    expect(await count(playEvents)).toBe(2);
    // the same id from another screen is another batch
    const other = await playingScreen(h, { network: h.fx.networkA, location: h.fx.locationA });
    expect((await sendPlays(h, other.device, [play(other.first, NOW - 5000)], { batchId: 'b-1' })).json()).toEqual({
      accepted: 1,
      duplicate: false,
    });
    // the same plays under another batch id are the same plays: refused as duplicates
    const resent = await sendPlays(h, s.device, plays, { batchId: 'b-2' });
    expect(resent.statusCode).toBe(400);
    expect(resent.json().error.details).toMatchObject({ accepted: 0, duplicate: false });
    const rows = await db().select().from(playHours).where(eq(playHours.guidDevice, s.device));
    expect(rows.map((r) => r.plays)).toEqual([2]);
  });

  it('refuses bad entries one by one with German messages and keeps the valid rest', async () => {
    const s = await playingScreen(h, { network: h.fx.networkA, location: h.fx.locationA });
    const res = await sendPlays(h, s.device, [
      play(s.first, NOW - 50_000),
      { item: 'kein-guid', start: NOW - 40_000, seconds: 10 },
      play(s.first, NOW + 3_600_000),
      'kaputt',
      { item: s.second, start: NOW - 20_000, seconds: -3 },
      play(s.second, NOW - 10_000, 7.5),
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'BAD_REQUEST',
      message: '4 von 6 Einträgen wurden abgelehnt; die übrigen sind gespeichert.',
      details: {
        accepted: 2,
        duplicate: false,
        refused: [
          { index: 1, field: 'item', message: 'item muss die GUID eines Playlist-Eintrags sein' },
          { index: 2, field: 'start', message: 'Die Anzeige endet in der Zukunft' },
          { index: 3, field: 'Eintrag', message: 'Ein Eintrag muss ein Objekt sein' },
          { index: 4, field: 'seconds', message: 'Die Anzeigedauer muss größer als 0 sein' },
        ],
      },
    });
    expect((await hours()).map((r) => [r.name, r.plays, r.seconds])).toEqual([
      ['Herbstreisen.mp4', 1, 7.5],
      ['Sommer in Kroatien.jpg', 1, 10],
    ]);
    // a batch that is not one at all changes nothing
    const broken = await h.app.inject({ method: 'POST', url: `/api/plays?key=${s.device}`, payload: { plays: 'x' } });
    expect(broken.statusCode).toBe(400);
    expect(await count(playBatches)).toBe(1);
  });

  it('admits the device as the poll does: unknown, scrapped 404; the device secret where required, else 401', async () => {
    const s = await playingScreen(h, { network: h.fx.networkA, location: h.fx.locationA });
    const one = () => [play(s.first, NOW - 1000)];
    expect((await sendPlays(h, '0f8fad5b-d9cb-469f-a165-70867728950e', one())).statusCode).toBe(404);
    expect((await sendPlays(h, 'kein-schlüssel', one())).statusCode).toBe(400);
    await h.call('netA', {
      method: 'POST',
      url: `/v1/companies/${h.fx.networkA}/device-secret`,
      payload: { deviceSecretRequired: true },
    });
    const refused = await sendPlays(h, s.device, one());
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.code).toBe('DEVICE_SECRET');
    expect((await sendPlays(h, s.device, one(), { secret: 'falsch' })).statusCode).toBe(401);
    const { secret } = (await h.call('netA', { method: 'POST', url: `/v1/devices/${s.device}/secret` })).json();
    expect((await sendPlays(h, s.device, one(), { secret })).statusCode).toBe(200);
    await db().update(devices).set({ deviceState: 'VER' }).where(eq(devices.guid, s.device));
    playerOfHarness(h).devicesChanged([s.device]);
    expect((await sendPlays(h, s.device, one(), { secret })).statusCode).toBe(404);
    expect(await count(playEvents)).toBe(1);
  });

  it('keeps the plays of a deleted item and medium under their name; late reports of it too', async () => {
    const s = await playingScreen(h, { network: h.fx.networkA, location: h.fx.locationA });
    await sendPlays(h, s.device, [play(s.second, NOW - 80_000)]);
    const del = await h.call('admin', { method: 'GET', url: `/v1/playlists/${s.playlist}/items/${s.second}/delete` });
    expect(del.statusCode).toBe(200);
    // an offline screen reports later what it showed before the item was deleted
    await sendPlays(h, s.device, [play(s.second, NOW - 60_000, 8)]);
    const gone = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
    // items served to the screen once and deleted since (their rollups gone too)
    await served(h, s.device, [gone, gone.replace('7c', '8c')]);
    await sendPlays(h, s.device, [
      { ...play(gone, NOW - 40_000), name: 'Alte Werbung' },
      play(gone.replace('7c', '8c'), NOW - 20_000),
    ]);
    const rows = await db().select().from(playDays).orderBy(playDays.itemName);
    expect(rows.map((r) => [r.itemName, r.offerId, r.plays, r.seconds])).toEqual([
      ['Alte Werbung', null, 1, 10],
      [UNKNOWN_ITEM_NAME, null, 1, 10],
      ['Herbstreisen.mp4', '1000', 2, 18],
    ]);
  });

  it('the retention job deletes raw plays after PLAY_EVENTS_RETENTION_DAYS and rollups after 25 months', async () => {
    const s = await playingScreen(h, { network: h.fx.networkA, location: h.fx.locationA });
    await sendPlays(h, s.device, [play(s.first, NOW - 5000)]);
    h.clock.advance(29 * 86_400_000);
    await sendPlays(h, s.device, [play(s.first, h.clock.now() - 5000)]);
    h.clock.advance(2 * 86_400_000);
    await ensureScheduled(db(), h.clock, JobName.playsRetention);
    expect(await h.app.jobs.runOnce()).toBe(1);
    expect(await count(playEvents)).toBe(1);
    expect(await count(playBatches)).toBe(1);
    expect(await count(playHours)).toBe(2);
    expect(await count(playDays)).toBe(2);
    h.clock.set(Date.parse('2028-07-02T10:00:00Z'));
    await ensureScheduled(db(), h.clock, JobName.playsRetention);
    await h.app.jobs.runOnce();
    // June 1st 2026 is more than 25 months back; June 30th stays
    expect(await count(playHours)).toBe(1);
    const days = await db()
      .select({ day: playDays.day })
      .from(playDays)
      .where(and(eq(playDays.guidDevice, s.device)));
    expect(days).toEqual([{ day: '2026-06-30' }]);
    expect(await count(playEvents)).toBe(0);
  });
});
