import {
  calendarDateAt,
  checkPlay,
  type PlayBatch,
  type PlayEntry,
  REPORT_TIME_ZONE,
  type RefusedPlay,
} from '@signage/shared';
import type { AppContext } from '../../context.js';
import { type ItemFacts, playFacts } from './facts.js';
import { addDays, addHours, claimBatch, insertEvents, type RollupRow, rememberedItems } from './ingest-repository.js';
import { recordLastPlay } from './now-playing.js';

const HOUR_MS = 3_600_000;
/** The name a play of a deleted item gets when neither the player nor an earlier rollup knew it. */
export const UNKNOWN_ITEM_NAME = 'Gelöschter Eintrag';

export interface IngestResult {
  accepted: number;
  duplicate: boolean;
  refused: RefusedPlay[];
}

const pad = (n: number) => String(n).padStart(2, '0');
const dayOf = (ms: number) => {
  const d = calendarDateAt(ms, REPORT_TIME_ZONE);
  return `${d.year}-${pad(d.month)}-${pad(d.day)}`;
};

/** Facts of every reported item: from the playlist, else from earlier rollups, else the player's name. */
async function factsOf(ctx: AppContext, plays: readonly PlayEntry[]): Promise<Map<string, ItemFacts>> {
  const guids = [...new Set(plays.map((p) => p.item))];
  const facts = await playFacts(ctx).itemFacts(guids);
  const gone = guids.filter((g) => !facts.has(g));
  for (const row of await rememberedItems(ctx.db, gone)) facts.set(row.guid, row);
  for (const play of plays) {
    if (!facts.has(play.item))
      facts.set(play.item, { name: play.name?.trim() || UNKNOWN_ITEM_NAME, offerId: null, tourOperator: null });
  }
  return facts;
}

/** Sums plays and seconds per key (sorted by key: concurrent upserts then lock rows in one order). */
function rollUp<T extends RollupRow>(
  plays: readonly PlayEntry[],
  keyOf: (p: PlayEntry) => string,
  row: (p: PlayEntry) => T,
) {
  const sums = new Map<string, T>();
  for (const play of plays) {
    const key = keyOf(play);
    const entry = sums.get(key);
    if (entry) {
      entry.plays += 1;
      entry.seconds += play.seconds;
    } else sums.set(key, row(play));
  }
  return [...sums.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, v]) => v);
}

/**
 * One report batch of a screen (POST /api/plays): the device is admitted as for the poll; valid entries are
 * stored with their hourly and daily rollups in one transaction, invalid ones are refused one by one. A batch id
 * this screen sent before counts nothing again.
 */
export async function ingestBatch(
  ctx: AppContext,
  device: { key: string; secret: string | undefined },
  batch: PlayBatch,
): Promise<IngestResult> {
  const record = await ctx.player.knownDevice(device.key, device.secret);
  const now = ctx.clock.now();
  const plays: PlayEntry[] = [];
  const refused: RefusedPlay[] = [];
  batch.plays.forEach((value, index) => {
    const checked = checkPlay(value, index, now);
    if (checked.ok) plays.push(checked.play);
    else refused.push(checked.refused);
  });
  const facts = plays.length ? await factsOf(ctx, plays) : new Map<string, ItemFacts>();
  const place = await playFacts(ctx).placeOf(record.guid);
  const base = (p: PlayEntry): RollupRow => {
    const f = facts.get(p.item) as ItemFacts;
    return {
      guidDevice: record.guid,
      guidItem: p.item,
      guidLocation: place.location,
      guidNetwork: place.network,
      itemName: f.name,
      offerId: f.offerId,
      tourOperator: f.tourOperator,
      plays: 1,
      seconds: p.seconds,
    };
  };
  const hourOf = (p: PlayEntry) => Math.floor(p.start / HOUR_MS) * HOUR_MS;
  const fresh = await ctx.db.transaction(async (tx) => {
    if (!(await claimBatch(tx, record.guid, batch.batchId, now))) return false;
    if (!plays.length) return true;
    await insertEvents(
      tx,
      plays.map((p) => ({ guidDevice: record.guid, guidItem: p.item, started: new Date(p.start), seconds: p.seconds })),
    );
    await addHours(
      tx,
      rollUp(
        plays,
        (p) => `${p.item} ${hourOf(p)}`,
        (p) => ({ ...base(p), hour: new Date(hourOf(p)) }),
      ),
    );
    await addDays(
      tx,
      rollUp(
        plays,
        (p) => `${p.item} ${dayOf(p.start)}`,
        (p) => ({ ...base(p), day: dayOf(p.start) }),
      ),
    );
    // 'zuletzt gezeigt' for screens that only report (issue 27): the batch's latest play.
    const last = plays.reduce((a, b) => (b.start > a.start ? b : a));
    await recordLastPlay(tx, record.guid, { ...last, name: (facts.get(last.item) as ItemFacts).name }, now);
    return true;
  });
  return { accepted: fresh ? plays.length : 0, duplicate: !fresh, refused };
}
