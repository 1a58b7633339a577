import {
  calendarDateAt,
  checkPlay,
  isoDateText,
  type PlayBatch,
  type PlayEntry,
  REPORT_TIME_ZONE,
  type RefusedPlay,
} from '@signage/shared';
import type { AppContext } from '../../context.js';
import { type ItemFacts, playFacts } from './facts.js';
import { type PlayRow, playWriter } from './group-commit.js';
import { rememberedItems } from './ingest-repository.js';
import { recordLastPlay } from './now-playing.js';

const HOUR_MS = 3_600_000;
/** The name a play of a deleted item gets when neither the player nor an earlier rollup knew it. */
export const UNKNOWN_ITEM_NAME = 'Gelöschter Eintrag';

export interface IngestResult {
  accepted: number;
  duplicate: boolean;
  refused: RefusedPlay[];
}

/** A play's hour (UTC, ISO) and its calendar day in REPORT_TIME_ZONE (whole-hour offsets: one day per hour). */
const hours = new Map<number, { hour: string; day: string }>();
function hourAndDay(start: number) {
  const at = Math.floor(start / HOUR_MS) * HOUR_MS;
  let found = hours.get(at);
  if (!found) {
    if (hours.size >= 100_000) hours.clear();
    found = { hour: new Date(at).toISOString(), day: isoDateText(calendarDateAt(at, REPORT_TIME_ZONE)) };
    hours.set(at, found);
  }
  return found;
}

/**
 * Text as the database stores it: an unpaired surrogate becomes U+FFFD, as the driver's UTF-8 encoding did when
 * each batch had its own statement (in the group's JSON parameter it would fail the group). NUL is refused earlier.
 */
const storable = (text: string) =>
  text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');

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

/**
 * One report batch of a screen (POST /api/plays): the device is admitted as for the poll; valid entries are
 * stored with their hourly and daily rollups in one transaction (with the batches of other screens that arrive
 * at the same time, group-commit.ts), invalid ones are refused one by one. A batch id this screen sent before
 * counts nothing again.
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
  const place = plays.length ? await playFacts(ctx).placeOf(record.guid) : { location: null, network: null };
  const rows = plays.map((p): PlayRow => {
    const f = facts.get(p.item) as ItemFacts;
    return {
      guidDevice: record.guid,
      guidItem: p.item,
      guidLocation: place.location,
      guidNetwork: place.network,
      itemName: storable(f.name),
      offerId: f.offerId,
      tourOperator: f.tourOperator,
      seconds: p.seconds,
      started: new Date(p.start).toISOString(),
      ...hourAndDay(p.start),
    };
  });
  const fresh = await playWriter(ctx).write({ guidDevice: record.guid, batchId: storable(batch.batchId), plays: rows });
  if (fresh && plays.length) {
    // 'zuletzt gezeigt' for screens that only report (issue 27): the batch's latest play.
    const last = plays.reduce((a, b) => (b.start > a.start ? b : a));
    recordLastPlay(ctx, record.guid, { ...last, name: (facts.get(last.item) as ItemFacts).name }, now);
  }
  return { accepted: fresh ? plays.length : 0, duplicate: !fresh, refused };
}
