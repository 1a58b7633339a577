import { and, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { devices, playDays, playEvents, playRejections, playServed } from '../../db/schema.js';
import { addPlayerItem } from '../../test/factory/index.js';
import { useHarness } from '../../test/harness.js';
import { playerOfHarness, poll } from '../../test/player.js';
import { type PlayTable, play, playingScreen, rowCount, sendPlays, served } from '../../test/plays.js';
import { playBudget } from './ingest.js';
import { REJECTION } from './rejections.js';

/** Plays that can be believed (forged, foreign, duplicate, overlapping, future, unpaired, secured). */
const h = useHarness();
beforeEach(() => playerOfHarness(h).reset());
const db = () => h.database.db;
const NOW = Date.parse('2026-06-01T10:00:00Z');
const A = () => ({ network: h.fx.networkA, location: h.fx.locationA });
const count = (table: PlayTable) => rowCount(h, table);
const rejections = (device: string) =>
  db()
    .select({ reason: playRejections.reason, message: playRejections.message, seconds: playRejections.seconds })
    .from(playRejections)
    .where(eq(playRejections.guidDevice, device))
    .orderBy(playRejections.reason, playRejections.started);
const daysOf = (device: string) =>
  db()
    .select({ item: playDays.guidItem, plays: playDays.plays, seconds: playDays.seconds })
    .from(playDays)
    .where(eq(playDays.guidDevice, device))
    .orderBy(playDays.itemName);
const refusedOf = (res: { json(): { error: { details: { refused: Array<{ index: number; message: string }> } } } }) =>
  res.json().error.details.refused.map((r) => [r.index, r.message]);

describe('POST /api/plays: plays that can be believed', () => {
  it('refuses an invented item and another network’s item; counts only the served one', async () => {
    const s = await playingScreen(h, A());
    const foreign = await playingScreen(h, { network: h.fx.networkB, location: h.fx.locationB });
    // an item of this network, but not in this screen's loop either
    const other = await addPlayerItem(db(), { guidPlaylist: foreign.playlist, name: 'Fremd.jpg' });
    const res = await sendPlays(h, s.device, [
      play('0f8fad5b-d9cb-469f-a165-70867728950e', NOW - 90_000),
      play(foreign.first, NOW - 60_000),
      play(other, NOW - 45_000),
      play(s.first, NOW - 30_000),
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toMatchObject({ accepted: 1, duplicate: false });
    expect(refusedOf(res)).toEqual([
      [0, REJECTION.not_served],
      [1, REJECTION.not_served],
      [2, REJECTION.not_served],
    ]);
    expect((await daysOf(s.device)).map((d) => [d.item, d.plays])).toEqual([[s.first, 1]]);
    expect((await rejections(s.device)).map((r) => r.reason)).toEqual(['not_served', 'not_served', 'not_served']);
    // the foreign screen's own rollups got nothing from it
    expect(await daysOf(foreign.device)).toEqual([]);
  });

  it('counts a play once: under two batch ids, and 100 identical ones in one batch', async () => {
    const s = await playingScreen(h, A());
    const one = play(s.first, NOW - 600_000, 60);
    expect((await sendPlays(h, s.device, [one], { batchId: 'eins' })).json()).toEqual({
      accepted: 1,
      duplicate: false,
    });
    const again = await sendPlays(h, s.device, [one], { batchId: 'zwei' });
    expect(again.statusCode).toBe(400);
    expect(refusedOf(again)).toEqual([[0, REJECTION.duplicate]]);
    const hundred = await sendPlays(
      h,
      s.device,
      Array.from({ length: 100 }, () => play(s.second, NOW - 300_000, 30)),
    );
    expect(hundred.json().error.details.accepted).toBe(1);
    expect(hundred.json().error.details.refused).toHaveLength(99);
    expect((await daysOf(s.device)).map((d) => [d.plays, d.seconds])).toEqual([
      [1, 30],
      [1, 60],
    ]);
    expect(await count(playEvents)).toBe(2);
    expect((await rejections(s.device)).filter((r) => r.reason === 'duplicate')).toHaveLength(100);
  });

  it('clips overlapping plays of one screen (across batches too) and refuses one inside another', async () => {
    const s = await playingScreen(h, A());
    // two 60-s plays 30 s apart: 90 s of wall time, not 120
    const first = await sendPlays(h, s.device, [play(s.first, NOW - 600_000, 60), play(s.second, NOW - 570_000, 60)]);
    expect(first.json()).toEqual({ accepted: 2, duplicate: false });
    const days = await daysOf(s.device);
    expect(days.reduce((n, d) => n + d.seconds, 0)).toBe(90);
    // a later batch: one play inside what is counted (refused), one running into the stored ones (its end clipped)
    const later = await sendPlays(h, s.device, [play(s.first, NOW - 590_000, 20), play(s.second, NOW - 620_000, 60)]);
    expect(later.statusCode).toBe(400);
    expect(refusedOf(later)).toEqual([[0, REJECTION.overlap]]);
    const after = await daysOf(s.device);
    expect(after.reduce((n, d) => n + d.seconds, 0)).toBe(110);
    expect(after.reduce((n, d) => n + d.plays, 0)).toBe(3);
    expect((await rejections(s.device)).map((r) => [r.reason, r.seconds])).toEqual([
      ['clipped', 60],
      ['clipped', 60],
      ['overlap', 20],
    ]);
    // stored plays never overlap and add up to no more than the time they span
    const events = await db()
      .select({ started: playEvents.started, seconds: playEvents.seconds })
      .from(playEvents)
      .where(eq(playEvents.guidDevice, s.device))
      .orderBy(playEvents.started);
    for (let i = 1; i < events.length; i++) {
      const prev = events[i - 1] as (typeof events)[number];
      expect((events[i] as (typeof events)[number]).started.getTime()).toBeGreaterThanOrEqual(
        prev.started.getTime() + prev.seconds * 1000,
      );
    }
  });

  it('refuses plays that end in the future, before the item was served (pairing), and archived screens', async () => {
    const s = await playingScreen(h, A());
    // served only from an hour ago: the screen was paired then
    await served(h, s.device, [s.first, s.second], NOW - 3_600_000, NOW);
    const res = await sendPlays(h, s.device, [
      play(s.first, NOW - 3 * 3_600_000),
      play(s.first, NOW + 3_600_000),
      play(s.second, NOW - 120_000),
      // a day long: it would end in the future
      play(s.second, NOW - 60_000, 86_400),
    ]);
    expect(refusedOf(res)).toEqual([
      [0, REJECTION.not_served_then],
      [1, REJECTION.future],
      [3, REJECTION.future],
    ]);
    expect((await rejections(s.device)).map((r) => r.reason)).toEqual(['future', 'future', 'not_served_then']);
    await db().update(devices).set({ isArchived: 1 }).where(eq(devices.guid, s.device));
    playerOfHarness(h).devicesChanged([s.device]);
    expect((await sendPlays(h, s.device, [play(s.first, NOW - 10_000)])).statusCode).toBe(404);
    expect((await daysOf(s.device)).map((d) => d.plays)).toEqual([1]);
  });

  it('counts only what the poll served the screen: play_served is written from the poll', async () => {
    const s = await playingScreen(h, A());
    await db().delete(playServed).where(eq(playServed.guidDevice, s.device));
    const before = await sendPlays(h, s.device, [play(s.first, NOW - 5000)]);
    expect(refusedOf(before)).toEqual([[0, REJECTION.not_served]]);
    expect((await poll(h, s.device)).statusCode).toBe(200);
    // noted in memory: counted at once, before it is written
    const after = await sendPlays(h, s.device, [play(s.first, h.clock.now() - 2000, 1)]);
    expect(after.statusCode).toBe(200);
    await playerOfHarness(h).flush();
    const rows = await db()
      .select({ item: playServed.guidItem })
      .from(playServed)
      .where(eq(playServed.guidDevice, s.device))
      .orderBy(playServed.guidItem);
    expect(rows.map((r) => r.item).sort()).toEqual([s.first, s.second].sort());
  });

  it('bounds a flood from one key: batches beyond the screen’s budget are answered 429, nothing stored', async () => {
    const s = await playingScreen(h, A());
    const budget = playBudget(h.app.ctx);
    const saved = { burst: budget.burst, perSecond: budget.perSecond };
    budget.burst = 1500;
    try {
      const flood = Array.from({ length: 1000 }, () => play('0f8fad5b-d9cb-469f-a165-70867728950e', NOW - 5000));
      expect((await sendPlays(h, s.device, flood)).statusCode).toBe(400);
      const refused = await sendPlays(h, s.device, flood);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(await count(playRejections)).toBe(1000);
    } finally {
      Object.assign(budget, saved);
    }
  });

  it('reports say what came with the device secret and how many reports were discarded', async () => {
    const s = await playingScreen(h, A());
    const { secret } = (await h.call('netA', { method: 'POST', url: `/v1/devices/${s.device}/secret` })).json();
    await sendPlays(h, s.device, [play(s.first, NOW - 100_000, 10)], { secret });
    await sendPlays(h, s.device, [play(s.first, NOW - 50_000, 10), play(s.first, NOW - 50_000, 10)]);
    await sendPlays(h, s.device, [play('0f8fad5b-d9cb-469f-a165-70867728950e', NOW - 20_000)]);
    const url = (network: string) => `/v1/reports/plays?from=2026-06-01&to=2026-06-01&network=${network}`;
    const report = (await h.call('admin', { method: 'GET', url: url(h.fx.networkA) })).json();
    expect(report.total).toEqual({ plays: 2, seconds: 20, securedPlays: 1, securedSeconds: 10 });
    expect(report.discarded).toEqual({
      refused: 2,
      clipped: 0,
      reasons: [
        { reason: 'duplicate', message: REJECTION.duplicate, count: 1 },
        { reason: 'not_served', message: REJECTION.not_served, count: 1 },
      ],
    });
    // the CSV export carries the same: the secured share per row and the discarded reports with their reasons
    const csv = (await h.call('admin', { method: 'GET', url: url(h.fx.networkA).replace('plays?', 'plays/csv?') }))
      .body;
    const lines = csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toContain(';Abspielungen mit Gerätegeheimnis;Sekunden mit Gerätegeheimnis');
    expect(lines.find((l) => l.startsWith('Gesamt;'))).toBe('Gesamt;;2;20,0;0,01;1;10,0');
    expect(lines).toContain('Verworfene Meldungen (nicht gezählt);;2');
    expect(lines).toContain(`Grund: ${REJECTION.duplicate};;1`);
    expect(lines).toContain(`Grund: ${REJECTION.not_served};;1`);
    // another network sees none of them
    const b = (await h.call('admin', { method: 'GET', url: url(h.fx.networkB) })).json();
    expect(b.discarded.refused).toBe(0);
    const stored = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(playEvents)
      .where(and(eq(playEvents.guidDevice, s.device), eq(playEvents.secured, 1)));
    expect(stored[0]?.n).toBe(1);
  });
});
