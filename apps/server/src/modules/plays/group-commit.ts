import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { memoKey } from '../../lib/memo.js';
import { addOfferPlays } from '../evidence/plays.js';
import {
  addToRollup,
  claimBatches,
  type EventRow,
  insertEvents,
  insertRejections,
  lockScreens,
  playsAround,
  type RejectionRow,
  type RollupRow,
  type StoredPlay,
} from './ingest-repository.js';
import { hourAndDay } from './play-time.js';
import { REJECTION, type RejectionReason } from './rejections.js';

/** One valid play of a batch with what its rollup rows keep (facts of the item and the screen's place). */
export interface PlayRow extends Omit<RollupRow, 'at' | 'plays' | 'securedPlays' | 'securedSeconds'> {
  /** ISO start, UTC hour (ISO) and calendar day (Europe/Berlin) of the play. */
  started: string;
  hour: string;
  day: string;
  /** Reported with the screen's device secret. */
  secured?: boolean;
  /** Position in the batch (for the answer's refused entries). */
  index?: number;
}

/** A checked batch waiting for its group's transaction. */
export interface PendingBatch {
  guidDevice: string;
  batchId: string;
  plays: readonly PlayRow[];
  /** Entries refused before the group (invalid, not served to the screen): stored with the batch when it is new. */
  rejected?: readonly RejectionRow[];
}

/** A play of the batch the group refused (duplicate, overlapping); clipped ones count and are not listed here. */
export interface GroupRefusal {
  index: number;
  reason: RejectionReason;
}

/** What the group made of a batch: counted now or before (duplicate batch id), plays stored, plays refused. */
export interface WriteOutcome {
  fresh: boolean;
  accepted: number;
  refused: GroupRefusal[];
}

export interface GroupCommitOptions {
  /** How long the first batch of a group waits for others (ms). */
  windowMs?: number;
  /** A group is written at once when its batches hold this many plays. */
  maxPlays?: number;
  /** Groups written at the same time (PGlite: 1, it is one connection). */
  inFlight?: number;
}

/** Defaults: a few ms of gathering, at most 10,000 plays (10 full batches, ~1,600 typical ones) per group. */
export const GROUP_WINDOW_MS = 2;
export const GROUP_MAX_PLAYS = 10_000;
/** The longest play (checkPlay): a stored play that overlaps a new one starts at most this long before it. */
const LONGEST_PLAY_MS = 86_400_000;
/** A clipped play shorter than this is refused as overlapping (rounding of the players' clocks). */
const MIN_PLAY_MS = 500;

interface Waiter {
  batch: PendingBatch;
  resolve: (outcome: WriteOutcome) => void;
  reject: (err: unknown) => void;
}

const keyOf = (guidDevice: string, batchId: string) => `${guidDevice} ${batchId}`;
const byKey = <T>(a: [string, T], b: [string, T]) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);

/** Sums plays and seconds per screen, item and hour or day, sorted by key (rows locked in one order). */
function rollUp(plays: readonly PlayRow[], at: (p: PlayRow) => string): RollupRow[] {
  const sums = new Map<string, RollupRow>();
  for (const p of plays) {
    const key = `${p.guidDevice} ${p.guidItem} ${at(p)}`;
    const row = sums.get(key);
    const secured = p.secured ? 1 : 0;
    if (row) {
      row.plays += 1;
      row.seconds += p.seconds;
      row.securedPlays += secured;
      row.securedSeconds += secured * p.seconds;
    } else {
      const { started: _s, hour: _h, day: _d, secured: _c, index: _i, ...kept } = p;
      sums.set(key, { ...kept, at: at(p), plays: 1, securedPlays: secured, securedSeconds: secured * p.seconds });
    }
  }
  return [...sums.entries()].sort(byKey).map(([, row]) => row);
}

const rejectionOf = (p: PlayRow, reason: RejectionReason, seconds = p.seconds): RejectionRow => ({
  guidDevice: p.guidDevice,
  guidItem: p.guidItem,
  guidLocation: p.guidLocation,
  guidNetwork: p.guidNetwork,
  started: p.started,
  seconds,
  reason,
  message: REJECTION[reason],
});

/**
 * One screen's new plays against its stored ones: a play of the same item and start as one stored or earlier in the
 * group is a duplicate; a play that starts inside another is clipped to start at its end, one that runs into a later
 * one ends at its start; what is left under half a second is refused as overlapping. So a screen's counted plays never
 * overlap and never add up to more than the time they span.
 */
function judge(plays: readonly PlayRow[], stored: readonly StoredPlay[]) {
  const taken = stored.map((s) => ({ item: s.item, start: s.start, end: s.end }));
  const seen = new Set(taken.map((t) => `${t.item} ${t.start}`));
  const kept: PlayRow[] = [];
  const refused: Array<{ play: PlayRow; reason: RejectionReason }> = [];
  const clipped: RejectionRow[] = [];
  const order = plays
    .map((p) => ({ p, start: Date.parse(p.started) }))
    .sort((a, b) => a.start - b.start || (a.p.guidItem < b.p.guidItem ? -1 : a.p.guidItem > b.p.guidItem ? 1 : 0));
  for (const { p, start: reported } of order) {
    const key = `${p.guidItem} ${reported}`;
    if (seen.has(key)) {
      refused.push({ play: p, reason: 'duplicate' });
      continue;
    }
    seen.add(key);
    let start = reported;
    let end = reported + p.seconds * 1000;
    // Moves the start past every play it begins inside (they may chain), then ends it where a later one begins.
    for (let moved = true; moved; ) {
      moved = false;
      for (const t of taken)
        if (t.start <= start && start < t.end) {
          start = t.end;
          moved = true;
        }
    }
    for (const t of taken) if (t.start > start && t.start < end) end = t.start;
    if (end - start < MIN_PLAY_MS) {
      refused.push({ play: p, reason: 'overlap' });
      continue;
    }
    taken.push({ item: p.guidItem, start, end });
    if (start === reported && end === reported + p.seconds * 1000) {
      kept.push(p);
      continue;
    }
    clipped.push(rejectionOf(p, 'clipped'));
    kept.push({ ...p, started: new Date(start).toISOString(), seconds: (end - start) / 1000, ...hourAndDay(start) });
  }
  return { kept, refused, clipped };
}

/**
 * Group commit of the play reports: the batches that arrive within a few milliseconds (or while the previous group is
 * written) are written in one transaction — one claim insert for all batch ids, one events insert, one upsert per
 * rollup with the rows summed in memory — and each request is answered after that commit. A batch id that arrives twice
 * in one group is claimed once; the other copy answers duplicate. A failed group (nothing of it is written) is written
 * again batch by batch, so only a batch that fails alone fails its request.
 */
export class PlayWriter {
  private pending: Waiter[] = [];
  private pendingPlays = 0;
  private timer: NodeJS.Timeout | null = null;
  private running = 0;
  private readonly windowMs: number;
  private readonly maxPlays: number;
  private readonly inFlight: number;
  /** Groups written and batches in them (tests, benchmarks). */
  readonly stats = { groups: 0, batches: 0 };

  constructor(
    private readonly db: Db,
    private readonly now: () => number,
    options: GroupCommitOptions = {},
  ) {
    this.windowMs = options.windowMs ?? GROUP_WINDOW_MS;
    this.maxPlays = options.maxPlays ?? GROUP_MAX_PLAYS;
    this.inFlight = options.inFlight ?? 1;
  }

  /** Resolves after the batch's group committed: counted now (fresh) or before, and what of it was stored. */
  write(batch: PendingBatch): Promise<WriteOutcome> {
    return new Promise((resolve, reject) => {
      this.pending.push({ batch, resolve, reject });
      this.pendingPlays += batch.plays.length;
      if (this.pendingPlays >= this.maxPlays) this.kick();
      else this.timer ??= setTimeout(() => this.kick(), this.windowMs);
    });
  }

  /** Starts a group when a slot is free; the rest waits for the next free slot. */
  private kick(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    while (this.pending.length && this.running < this.inFlight) {
      const group = this.take();
      this.running++;
      void this.commit(group).finally(() => {
        this.running--;
        // What arrived meanwhile has waited long enough: it is the next group.
        if (this.pending.length) this.kick();
      });
    }
  }

  /** The oldest pending batches up to maxPlays (at least one). */
  private take(): Waiter[] {
    let plays = 0;
    let n = 0;
    while (
      n < this.pending.length &&
      (n === 0 || plays + (this.pending[n] as Waiter).batch.plays.length <= this.maxPlays)
    )
      plays += (this.pending[n++] as Waiter).batch.plays.length;
    this.pendingPlays -= plays;
    return this.pending.splice(0, n);
  }

  private async commit(group: Waiter[]): Promise<void> {
    const first = new Map<string, Waiter>();
    for (const w of group) {
      const key = keyOf(w.batch.guidDevice, w.batch.batchId);
      if (!first.has(key)) first.set(key, w);
    }
    let result: { counted: Set<string>; outcomes: Map<PendingBatch, WriteOutcome> };
    try {
      result = await this.db.transaction(async (tx) => {
        const now = this.now();
        const claims = [...first.entries()].sort(byKey).map(([, w]) => w.batch);
        const counted = await claimBatches(tx, claims, now);
        const batches = claims.filter((b) => counted.has(keyOf(b.guidDevice, b.batchId)));
        const byScreen = new Map<string, PlayRow[]>();
        for (const b of batches) {
          const list = byScreen.get(b.guidDevice);
          if (list) list.push(...b.plays);
          else byScreen.set(b.guidDevice, [...b.plays]);
        }
        const screens = [...byScreen.keys()].filter((d) => (byScreen.get(d) as PlayRow[]).length > 0);
        await lockScreens(tx, screens);
        const spans = screens.map((device) => {
          const plays = byScreen.get(device) as PlayRow[];
          let from = Number.POSITIVE_INFINITY;
          let till = 0;
          for (const p of plays) {
            const start = Date.parse(p.started);
            from = Math.min(from, start);
            till = Math.max(till, start + p.seconds * 1000);
          }
          return { device, from: from - LONGEST_PLAY_MS, till };
        });
        const storedBy = new Map<string, StoredPlay[]>();
        for (const s of await playsAround(tx, spans)) {
          const list = storedBy.get(s.device);
          if (list) list.push(s);
          else storedBy.set(s.device, [s]);
        }
        const plays: PlayRow[] = [];
        const rejections: RejectionRow[] = batches.flatMap((b) => b.rejected ?? []);
        const refusedRows = new Set<PlayRow>();
        const reasons = new Map<PlayRow, RejectionReason>();
        for (const device of screens) {
          const judged = judge(byScreen.get(device) as PlayRow[], storedBy.get(device) ?? []);
          plays.push(...judged.kept);
          rejections.push(...judged.clipped);
          for (const r of judged.refused) {
            refusedRows.add(r.play);
            reasons.set(r.play, r.reason);
            rejections.push(rejectionOf(r.play, r.reason));
          }
        }
        const stored = await insertEvents(
          tx,
          plays.map(
            (p): EventRow => ({
              guidDevice: p.guidDevice,
              guidItem: p.guidItem,
              started: p.started,
              seconds: p.seconds,
              secured: p.secured === true,
            }),
          ),
        );
        // The unique index's last word (another process's group of the same screen): those count nothing.
        const written = plays.filter((p) => stored.has(`${p.guidDevice} ${p.guidItem} ${Date.parse(p.started)}`));
        await insertRejections(tx, rejections, now);
        await addToRollup(
          tx,
          'hours',
          rollUp(written, (p) => p.hour),
        );
        await addToRollup(
          tx,
          'days',
          rollUp(written, (p) => p.day),
        );
        // the evidence archive's plays per offer version and screen, in the same transaction
        await addOfferPlays(
          tx,
          written.map((p) => ({
            guidLocation: p.guidLocation,
            offerId: p.offerId,
            guidDevice: p.guidDevice,
            started: p.started,
            seconds: p.seconds,
            secured: p.secured === true,
          })),
        );
        const outcomes = new Map<PendingBatch, WriteOutcome>();
        for (const b of batches) {
          const refused = b.plays.flatMap((p) =>
            refusedRows.has(p) ? [{ index: p.index ?? -1, reason: reasons.get(p) as RejectionReason }] : [],
          );
          outcomes.set(b, { fresh: true, accepted: b.plays.length - refused.length, refused });
        }
        return { counted, outcomes };
      });
    } catch (err) {
      // One batch must not fail the others: a failed group is written again batch by batch.
      if (group.length === 1) (group[0] as Waiter).reject(err);
      else for (const w of group) await this.commit([w]);
      return;
    }
    this.stats.groups++;
    this.stats.batches += group.length;
    for (const w of group) {
      const key = keyOf(w.batch.guidDevice, w.batch.batchId);
      // Of two copies in one group only the first can be the counted one.
      const outcome = first.get(key) === w && result.counted.has(key) ? result.outcomes.get(w.batch) : undefined;
      w.resolve(outcome ?? { fresh: false, accepted: 0, refused: [] });
    }
  }
}

const WRITER = memoKey<PlayWriter>('play-writer');

/** One per app: PostgreSQL writes two groups at a time (one commits while the next gathers), PGlite one. */
export const playWriter = (ctx: AppContext): PlayWriter =>
  ctx.memo(WRITER, () => new PlayWriter(ctx.db, () => ctx.clock.now(), { inFlight: ctx.config.databaseUrl ? 2 : 1 }));
