import { checkPlay, PLAY_CLOCK_SKEW_MS, type PlayBatch, type PlayEntry, type RefusedPlay } from '@signage/shared';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/errors.js';
import { memoKey } from '../../lib/memo.js';
import { secretMatches } from '../../player/player-service.js';
import { type ItemFacts, playFacts, type ScreenPlace } from './facts.js';
import { type PlayRow, playWriter } from './group-commit.js';
import { type RejectionRow, rememberedItems, servedItems } from './ingest-repository.js';
import { recordLastPlay } from './now-playing.js';
import { hourAndDay } from './play-time.js';
import { REJECTION, REJECTION_FIELD, type RejectionReason } from './rejections.js';

/** The name a play of a deleted item gets when neither the player nor an earlier rollup knew it. */
export const UNKNOWN_ITEM_NAME = 'Gelöschter Eintrag';

/**
 * A play counts for an item served to the screen from its first answer holding it (less the clock skew) until
 * this long after the latest one (the screen plays what it has while offline; play_served is written at least hourly
 * while it polls).
 */
export const SERVED_GRACE_MS = 24 * 3_600_000;
/** Plays one screen may report at once, and how many more per second after that (a flood is answered 429). */
export const SCREEN_PLAY_BURST = 20_000;
export const SCREEN_PLAYS_PER_SECOND = 1;

export interface IngestResult {
  accepted: number;
  duplicate: boolean;
  refused: RefusedPlay[];
}

/**
 * Plays per screen: a bucket of SCREEN_PLAY_BURST refilled at SCREEN_PLAYS_PER_SECOND (a screen shows one item at a
 * time, so honest reports stay far below), per process. A batch that does not fit is refused whole.
 */
export class PlayBudget {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();
  constructor(
    public burst = SCREEN_PLAY_BURST,
    public perSecond = SCREEN_PLAYS_PER_SECOND,
  ) {}

  /** Takes n tokens: 0 when allowed, else the ms until they are there. */
  take(key: string, n: number, now: number): number {
    if (n === 0) return 0;
    const b = this.buckets.get(key);
    const tokens = b ? Math.min(this.burst, b.tokens + ((now - b.at) / 1000) * this.perSecond) : this.burst;
    if (tokens < n) {
      if (b) {
        b.tokens = tokens;
        b.at = now;
      } else this.buckets.set(key, { tokens, at: now });
      return Math.ceil(((Math.min(n, this.burst) - tokens) / this.perSecond) * 1000);
    }
    if (this.buckets.size >= 200_000 && !b) this.buckets.clear();
    this.buckets.set(key, { tokens: tokens - n, at: now });
    return 0;
  }

  reset(): void {
    this.buckets.clear();
  }
}

const BUDGET = memoKey<PlayBudget>('play-budget');
export const playBudget = (ctx: AppContext) => ctx.memo(BUDGET, () => new PlayBudget());

/** The answer to a batch: its counts, or a 400 naming the entries refused one by one (the others are stored). */
export function answerOfBatch(result: IngestResult, total: number): { accepted: number; duplicate: boolean } {
  if (result.refused.length) {
    const n = result.refused.length;
    throw new AppError(
      'BAD_REQUEST',
      `${n} von ${total} Einträgen ${n === 1 ? 'wurde' : 'wurden'} abgelehnt; die übrigen sind gespeichert.`,
      { details: result },
    );
  }
  return { accepted: result.accepted, duplicate: result.duplicate };
}

const tooManyPlays = (waitMs: number) =>
  new AppError('TOO_MANY_REQUESTS', 'Dieser Bildschirm meldet zu viele Wiedergaben. Bitte später erneut senden.', {
    headers: { 'retry-after': String(Math.max(1, Math.ceil(waitMs / 1000))) },
  });

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

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What of a refused entry can be stored (its item, start and seconds where they are sound). */
function rawOf(value: unknown): { item: string | null; start: number | null; seconds: number | null } {
  const v = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const item = typeof v.item === 'string' && GUID.test(v.item) ? v.item.toLowerCase() : null;
  const start =
    typeof v.start === 'number' && Number.isInteger(v.start) && v.start >= 0 && v.start < 8.64e15 ? v.start : null;
  const seconds =
    typeof v.seconds === 'number' && Number.isFinite(v.seconds) && Math.abs(v.seconds) < 1e9 ? v.seconds : null;
  return { item, start, seconds };
}

const reasonOfCheck = (r: RefusedPlay): RejectionReason =>
  r.field !== 'start'
    ? 'invalid'
    : r.message === REJECTION.future
      ? 'future'
      : r.message === REJECTION.too_old
        ? 'too_old'
        : 'invalid';

/**
 * The plays whose item was served to the screen around their start (play_served and what the poll noted and has
 * not written yet); the others are refused: never served (invented, another network's) or not then.
 */
async function servedCheck(ctx: AppContext, device: string, plays: readonly PlayEntry[]) {
  const items = [...new Set(plays.map((p) => p.item))];
  const spans = new Map<string, { first: number; last: number }>();
  for (const row of await servedItems(ctx.db, device, items))
    spans.set(row.item, { first: row.first.getTime(), last: row.last.getTime() });
  for (const [item, at] of ctx.player.served.pendingOf(device) ?? []) {
    const span = spans.get(item);
    if (span) span.last = Math.max(span.last, at);
    else spans.set(item, { first: at, last: at });
  }
  return (play: PlayEntry): RejectionReason | null => {
    const span = spans.get(play.item);
    if (!span) return 'not_served';
    return play.start >= span.first - PLAY_CLOCK_SKEW_MS && play.start <= span.last + SERVED_GRACE_MS
      ? null
      : 'not_served_then';
  };
}

/**
 * One report batch of a screen (POST /api/plays): the device is admitted as for the poll and its plays per second
 * bounded (PlayBudget); entries that are invalid or whose item was not served to the screen then are refused,
 * the rest are stored with their hourly and daily rollups in one transaction (with the batches of other screens
 * that arrive at the same time, group-commit.ts), where duplicates (screen, item, start) are refused and overlaps
 * clipped. Every refused or clipped entry is kept in play_rejections with its reason. A batch id this screen sent
 * before counts nothing again.
 */
export async function ingestBatch(
  ctx: AppContext,
  device: { key: string; secret: string | undefined },
  batch: PlayBatch,
): Promise<IngestResult> {
  const record = await ctx.player.knownDevice(device.key, device.secret);
  const now = ctx.clock.now();
  const wait = playBudget(ctx).take(record.guid, batch.plays.length, now);
  if (wait > 0) throw tooManyPlays(wait);
  const secured = secretMatches(record, device.secret);
  const checked: Array<{ play: PlayEntry; index: number }> = [];
  const refused: RefusedPlay[] = [];
  const early: Array<{ index: number; reason: RejectionReason; message: string; value: unknown }> = [];
  batch.plays.forEach((value, index) => {
    const result = checkPlay(value, index, now);
    if (result.ok) checked.push({ play: result.play, index });
    else {
      refused.push(result.refused);
      early.push({ index, reason: reasonOfCheck(result.refused), message: result.refused.message, value });
    }
  });
  const served = checked.length
    ? await servedCheck(
        ctx,
        record.guid,
        checked.map((c) => c.play),
      )
    : () => null;
  const plays: Array<{ play: PlayEntry; index: number }> = [];
  for (const c of checked) {
    const reason = served(c.play);
    if (!reason) plays.push(c);
    else {
      refused.push({ index: c.index, field: REJECTION_FIELD[reason], message: REJECTION[reason] });
      early.push({ index: c.index, reason, message: REJECTION[reason], value: c.play });
    }
  }
  const facts = plays.length
    ? await factsOf(
        ctx,
        plays.map((p) => p.play),
      )
    : new Map<string, ItemFacts>();
  const place: ScreenPlace = batch.plays.length
    ? await playFacts(ctx).placeOf(record.guid)
    : { location: null, network: null };
  const rejected = early.map((e): RejectionRow => {
    const raw = rawOf(e.value);
    return {
      guidDevice: record.guid,
      guidItem: raw.item,
      guidLocation: place.location,
      guidNetwork: place.network,
      started: raw.start === null ? null : new Date(raw.start).toISOString(),
      seconds: raw.seconds,
      reason: e.reason,
      message: storable(e.message),
    };
  });
  const rows = plays.map(({ play: p, index }): PlayRow => {
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
      secured,
      index,
      ...hourAndDay(p.start),
    };
  });
  const outcome = await playWriter(ctx).write({
    guidDevice: record.guid,
    batchId: storable(batch.batchId),
    plays: rows,
    rejected,
  });
  for (const r of outcome.refused)
    refused.push({ index: r.index, field: REJECTION_FIELD[r.reason], message: REJECTION[r.reason] });
  refused.sort((a, b) => a.index - b.index);
  const gone = new Set(outcome.refused.map((r) => r.index));
  const kept = plays.filter((p) => !gone.has(p.index)).map((p) => p.play);
  if (outcome.fresh && kept.length) {
    // 'zuletzt gezeigt' for screens that only report: the batch's latest play.
    const last = kept.reduce((a, b) => (b.start > a.start ? b : a));
    recordLastPlay(ctx, record.guid, { ...last, name: (facts.get(last.item) as ItemFacts).name }, now);
  }
  return { accepted: outcome.fresh ? outcome.accepted : 0, duplicate: !outcome.fresh, refused };
}
