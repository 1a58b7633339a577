import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { memoKey } from '../../lib/memo.js';
import { addToRollup, claimBatches, type EventRow, insertEvents, type RollupRow } from './ingest-repository.js';

/** One valid play of a batch with what its rollup rows keep (facts of the item and the screen's place). */
export interface PlayRow extends Omit<RollupRow, 'at' | 'plays'> {
  /** ISO start, UTC hour (ISO) and calendar day (Europe/Berlin) of the play. */
  started: string;
  hour: string;
  day: string;
}

/** A checked batch waiting for its group's transaction. */
export interface PendingBatch {
  guidDevice: string;
  batchId: string;
  plays: readonly PlayRow[];
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

interface Waiter {
  batch: PendingBatch;
  resolve: (fresh: boolean) => void;
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
    if (row) {
      row.plays += 1;
      row.seconds += p.seconds;
    } else {
      const { started: _s, hour: _h, day: _d, ...kept } = p;
      sums.set(key, { ...kept, at: at(p), plays: 1 });
    }
  }
  return [...sums.entries()].sort(byKey).map(([, row]) => row);
}

/**
 * Group commit of the play reports (issue 27): the batches that arrive within a few milliseconds (or while the
 * previous group is written) are written in one transaction — one claim insert for all batch ids, one events
 * insert, one upsert per rollup with the rows summed in memory — and each request is answered after that commit.
 * A batch id that arrives twice in one group is claimed once; the other copy answers duplicate. A failed group
 * (nothing of it is written) is written again batch by batch, so only a batch that fails alone fails its request.
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

  /** Resolves after the batch's group committed: true when it was counted now, false when it was counted before. */
  write(batch: PendingBatch): Promise<boolean> {
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
    let fresh: Set<string>;
    try {
      fresh = await this.db.transaction(async (tx) => {
        const claims = [...first.entries()].sort(byKey).map(([, w]) => w.batch);
        const counted = await claimBatches(tx, claims, this.now());
        const plays = claims.flatMap((b) => (counted.has(keyOf(b.guidDevice, b.batchId)) ? b.plays : []));
        await insertEvents(
          tx,
          plays.map(
            (p): EventRow => ({
              guidDevice: p.guidDevice,
              guidItem: p.guidItem,
              started: p.started,
              seconds: p.seconds,
            }),
          ),
        );
        await addToRollup(
          tx,
          'hours',
          rollUp(plays, (p) => p.hour),
        );
        await addToRollup(
          tx,
          'days',
          rollUp(plays, (p) => p.day),
        );
        return counted;
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
      w.resolve(first.get(key) === w && fresh.has(key));
    }
  }
}

const WRITER = memoKey<PlayWriter>('play-writer');

/** One per app: PostgreSQL writes two groups at a time (one commits while the next gathers), PGlite one. */
export const playWriter = (ctx: AppContext): PlayWriter =>
  ctx.memo(WRITER, () => new PlayWriter(ctx.db, () => ctx.clock.now(), { inFlight: ctx.config.databaseUrl ? 2 : 1 }));
