import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { playBatches, playDays, playEvents, playHours } from '../../db/schema.js';
import { useHarness } from '../../test/harness.js';
import { playerOfHarness } from '../../test/player.js';
import { type PlayTable, play, playingScreen, rowCount, sendPlays, served } from '../../test/plays.js';
import { type PlayRow, PlayWriter, playWriter } from './group-commit.js';

const h = useHarness();
beforeEach(() => playerOfHarness(h).reset());
const db = () => h.database.db;
const NOW = Date.parse('2026-06-01T10:00:00Z');
const count = (table: PlayTable) => rowCount(h, table);

describe('POST /api/plays: group commit', () => {
  it('writes batches of several screens arriving together in one transaction and counts each', async () => {
    const at = { network: h.fx.networkA, location: h.fx.locationA };
    const screens = await Promise.all([1, 2, 3, 4, 5].map(() => playingScreen(h, at)));
    const writer = playWriter(h.app.ctx);
    const before = { ...writer.stats };
    const answers = await Promise.all(
      screens.map((s, n) =>
        sendPlays(h, s.device, [play(s.first, NOW - 60_000, 10), play(s.first, NOW - 50_000, n + 1)]),
      ),
    );
    expect(answers.map((a) => a.json())).toEqual(screens.map(() => ({ accepted: 2, duplicate: false })));
    expect(writer.stats.batches - before.batches).toBe(5);
    expect(writer.stats.groups - before.groups).toBeLessThan(5);
    expect(await count(playEvents)).toBe(10);
    expect(await count(playBatches)).toBe(5);
    for (const [n, s] of screens.entries()) {
      const rows = await db().select().from(playHours).where(eq(playHours.guidDevice, s.device));
      expect(rows.map((r) => [r.plays, r.seconds, r.itemName])).toEqual([[2, 11 + n, 'Sommer in Kroatien.jpg']]);
      const days = await db().select().from(playDays).where(eq(playDays.guidDevice, s.device));
      expect(days.map((r) => [r.day, r.plays, r.seconds])).toEqual([['2026-06-01', 2, 11 + n]]);
    }
  });

  it('counts a batch that arrives twice in one group once, and once more later as duplicate', async () => {
    const s = await playingScreen(h, { network: h.fx.networkA, location: h.fx.locationA });
    const plays = [play(s.first, NOW - 30_000), play(s.second, NOW - 20_000, 7)];
    const answers = await Promise.all([
      sendPlays(h, s.device, plays, { batchId: 'zweimal' }),
      sendPlays(h, s.device, plays, { batchId: 'zweimal' }),
      sendPlays(h, s.device, [play(s.first, NOW - 10_000)], { batchId: 'anders' }),
    ]);
    // two identical sends at once: whichever the group takes first counts, the other is its duplicate
    const [twice1, twice2, other] = answers.map((a) => [a.statusCode, a.json()]);
    expect([twice1, twice2]).toEqual(
      expect.arrayContaining([
        [200, { accepted: 2, duplicate: false }],
        [200, { accepted: 0, duplicate: true }],
      ]),
    );
    expect(other).toEqual([200, { accepted: 1, duplicate: false }]);
    expect((await sendPlays(h, s.device, plays, { batchId: 'zweimal' })).json()).toEqual({
      accepted: 0,
      duplicate: true,
    });
    expect(await count(playEvents)).toBe(3);
    const days = await db().select().from(playDays).orderBy(playDays.itemName);
    expect(days.map((d) => [d.itemName, d.plays, d.seconds])).toEqual([
      ['Herbstreisen.mp4', 1, 7],
      ['Sommer in Kroatien.jpg', 2, 20],
    ]);
  });

  it('gathers batches until the group is full: copies of one batch in it count once', async () => {
    const s = await playingScreen(h, { network: h.fx.networkA, location: h.fx.locationA });
    // a window far longer than the test: the group is written because it is full (5 plays), not by a timer
    const writer = new PlayWriter(db(), () => NOW, { windowMs: 600_000, maxPlays: 5 });
    const row = (seconds: number, n: number): PlayRow => ({
      guidDevice: s.device,
      guidItem: s.first,
      guidLocation: h.fx.locationA,
      guidNetwork: h.fx.networkA,
      itemName: 'Sommer in Kroatien.jpg',
      offerId: null,
      tourOperator: null,
      seconds,
      started: new Date(Date.parse('2026-06-01T09:50:00.000Z') + n * 60_000).toISOString(),
      hour: '2026-06-01T09:00:00.000Z',
      day: '2026-06-01',
    });
    const batch = (batchId: string, ...seconds: number[]) => ({
      guidDevice: s.device,
      batchId,
      plays: seconds.map((n, i) => row(n, (batchId.charCodeAt(0) - 120) * 3 + i)),
    });
    const answers = await Promise.all([
      writer.write(batch('x', 10, 5)),
      writer.write(batch('x', 10, 5)),
      writer.write(batch('y', 1)),
    ]);
    expect(answers.map((a) => a.fresh)).toEqual([true, false, true]);
    expect(writer.stats).toEqual({ groups: 1, batches: 3 });
    const hours = await db().select().from(playHours);
    expect(hours.map((r) => [r.hour.toISOString(), r.plays, r.seconds])).toEqual([['2026-06-01T09:00:00.000Z', 3, 16]]);
    expect(await count(playEvents)).toBe(3);
  });

  it('answers a batch with refused entries 400 and keeps its valid rest and the other batches of its group', async () => {
    const at = { network: h.fx.networkA, location: h.fx.locationA };
    const [a, b] = await Promise.all([playingScreen(h, at), playingScreen(h, at)]);
    const gone = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
    await served(h, b.device, [gone]);
    const [bad, good] = await Promise.all([
      sendPlays(h, a.device, [play(a.first, NOW - 5000), { item: a.first, start: NOW - 4000, seconds: 0 }]),
      // a lone surrogate (not valid in the group's JSON) is stored as U+FFFD and fails nothing
      sendPlays(h, b.device, [{ ...play(gone, NOW - 5000), name: 'Alt\ud800' }], { batchId: 'b\udc00' }),
    ]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details).toEqual({
      accepted: 1,
      duplicate: false,
      refused: [{ index: 1, field: 'seconds', message: 'Die Anzeigedauer muss größer als 0 sein' }],
    });
    expect(good.json()).toEqual({ accepted: 1, duplicate: false });
    const days = await db().select().from(playDays).orderBy(playDays.itemName);
    expect(days.map((d) => [d.itemName, d.plays])).toEqual([
      ['Alt\ufffd', 1],
      ['Sommer in Kroatien.jpg', 1],
    ]);
    expect((await sendPlays(h, b.device, [play(gone, NOW - 5000)], { batchId: 'b\udc00' })).json()).toEqual({
      accepted: 0,
      duplicate: true,
    });
  });
});
