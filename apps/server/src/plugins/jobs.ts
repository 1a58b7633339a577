import { and, eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.js';
import {
  type Job,
  type JobHandler,
  type JobKindOptions,
  type JobRunnerOptions,
  type JobStatus,
  PermanentJobError,
} from '../db/job-queue.js';
import { jobs } from '../db/schema.js';
import type { Clock } from '../lib/clock.js';
import { isGoneLocalWorker, newWorkerId } from '../lib/worker-id.js';

interface JobChange {
  status: JobStatus;
  lastError: string | null;
  runAt?: Date;
  attempts?: number;
}

const defaultBackoff = (attempt: number) => Math.min(5_000 * 4 ** (attempt - 1), 600_000);
const payloadOf = (value: unknown) =>
  (typeof value === 'string' ? JSON.parse(value) : value) as Record<string, unknown>;
const iso = (ms: number) => new Date(ms).toISOString();

interface Registered extends JobKindOptions {
  handler: JobHandler;
}

/** A recurring job whose interval cannot be read (a broken setting) tries again this much later. */
const RECURRING_FALLBACK_MS = 60_000;

export class JobRunner {
  readonly workerId: string;
  private readonly handlers = new Map<string, Registered>();
  private readonly pollMs: number;
  private readonly staleMs: number;
  private readonly maxAttempts: number;
  private readonly backoffMs: (attempt: number) => number;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;
  private readonly inHand = new Set<AbortController>();
  /** True while stop() waits: runOnce takes no further job. */
  private draining = false;
  private stopped = true;
  private stopRequested = false;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly options: JobRunnerOptions = {},
  ) {
    this.workerId = options.workerId ?? newWorkerId();
    this.pollMs = options.pollMs ?? 1000;
    this.staleMs = options.staleMs ?? 120_000;
    this.maxAttempts = options.maxAttempts ?? 5;
    this.backoffMs = options.backoffMs ?? defaultBackoff;
  }

  /** Registers the handler of a kind (one per kind). */
  handle<P>(kind: string, handler: JobHandler<P>, options: JobKindOptions = {}): void {
    if (this.handlers.has(kind)) throw new Error(`Job kind ${kind} has a handler already`);
    this.handlers.set(kind, { ...options, handler: handler as JobHandler });
  }

  /** The kinds with a handler. */
  kinds(): string[] {
    return [...this.handlers.keys()];
  }

  /**
   * Orphaned jobs back to waiting; returns how many: a lock older than staleMs, or at once one held by a process
   * of this host that is gone (a restart after a crash resumes them without waiting for staleMs).
   */
  async recoverStale(): Promise<number> {
    const held = await queryRows<{ id: number; locked_by: string }>(
      this.db,
      sql`select id, locked_by from ${jobs} where status = 'running' and locked_by is not null`,
    );
    const gone = held.filter((row) => isGoneLocalWorker(row.locked_by)).map((row) => sql`${Number(row.id)}`);
    const rows = await queryRows<{ id: number; kind: string; payload: unknown }>(
      this.db,
      sql`update ${jobs} set status = 'waiting', locked_by = null, locked_at = null
          where status = 'running' and (locked_at < ${iso(this.clock.now() - this.staleMs)}::timestamptz
            ${gone.length ? sql`or id in (${sql.join(gone, sql`, `)})` : sql``})
          returning id, kind, payload`,
    );
    for (const [kind, registered] of this.handlers) {
      const payloads = rows.filter((row) => row.kind === kind).map((row) => payloadOf(row.payload));
      if (payloads.length && registered.interrupted)
        await registered.interrupted(payloads).catch((err) => this.options.onError?.(err));
    }
    return rows.length;
  }

  /** Runs due jobs one after another until none is left; returns how many ran. For tests and tools. */
  async runOnce(): Promise<number> {
    await this.recoverStale();
    let count = 0;
    for (;;) {
      if (this.draining) return count;
      const job = await this.claim();
      if (!job) return count;
      await this.execute(job);
      count += 1;
    }
  }

  /** Starts polling (after recovering orphaned jobs). */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule(0);
  }

  /** The listen hook's start (Fastify does not await it): none once stop() was called, by a close or a test. */
  startUnlessStopped(): void {
    if (!this.stopRequested) this.start();
  }

  /**
   * Stops polling and lets the job in hand finish for up to graceMs; a longer one (a video conversion)
   * is aborted and put back to 'waiting' without counting the attempt, so the next start resumes it.
   */
  async stop(graceMs = 10_000): Promise<void> {
    this.stopRequested = true;
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const running = this.running;
    if (!running) return;
    this.draining = true;
    let timer: NodeJS.Timeout | undefined;
    const graceOver = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), graceMs);
    });
    if ((await Promise.race([running.then(() => 'done' as const), graceOver])) === 'late') {
      for (const controller of this.inHand) controller.abort();
      await running;
    }
    clearTimeout(timer);
    this.draining = false;
  }

  private schedule(delay: number) {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.runOnce()
        .catch((err) => this.options.onError?.(err))
        .finally(() => {
          this.running = null;
          this.schedule(this.pollMs);
        });
    }, delay);
    this.timer.unref();
  }

  private async claim(): Promise<Omit<Job, 'signal'> | null> {
    const kinds = this.kinds();
    if (kinds.length === 0) return null;
    const now = iso(this.clock.now());
    const rows = await queryRows<{ id: number; kind: string; payload: unknown; attempts: number }>(
      this.db,
      sql`update ${jobs} set status = 'running', locked_by = ${this.workerId}, locked_at = ${now}::timestamptz,
            attempts = attempts + 1, wake = false
          where id in (
            select id from ${jobs}
            where status = 'waiting' and run_at <= ${now}::timestamptz
              and kind in (${sql.join(
                kinds.map((k) => sql`${k}`),
                sql`, `,
              )})
            order by run_at, id
            limit 1
            for update skip locked)
          and status = 'waiting'
          returning id, kind, payload, attempts`,
    );
    const row = rows[0];
    if (!row) return null;
    const payload = payloadOf(row.payload);
    const maxAttempts = this.handlers.get(row.kind)?.maxAttempts ?? this.maxAttempts;
    return {
      id: Number(row.id),
      kind: row.kind,
      payload,
      attempt: Number(row.attempts),
      maxAttempts,
    };
  }

  private async execute(claimed: Omit<Job, 'signal'>): Promise<void> {
    const controller = new AbortController();
    this.inHand.add(controller);
    const job = { ...claimed, signal: controller.signal };
    const registered = this.handlers.get(job.kind);
    const heartbeat = setInterval(() => void this.touch(job.id), Math.max(10, this.staleMs / 3));
    heartbeat.unref();
    const started = this.clock.now();
    try {
      if (!registered) throw new PermanentJobError(`Kein Handler für ${job.kind}`);
      await registered.handler(job);
      await this.finish(job, (await this.nextRun(registered, started)) ?? { status: 'done', lastError: null });
    } catch (err) {
      if (controller.signal.aborted) return await this.release(job);
      const message = (err instanceof Error ? err.message : String(err)).slice(0, 2000);
      const final = err instanceof PermanentJobError || job.attempt >= job.maxAttempts;
      if (!(err instanceof PermanentJobError)) this.options.onError?.(err, job);
      this.options.onFailure?.(job, final);
      const next = final && registered ? await this.nextRun(registered, started) : undefined;
      await this.finish(job, {
        status: final ? 'failed' : 'waiting',
        runAt: final ? undefined : new Date(this.clock.now() + this.backoffMs(job.attempt)),
        ...next,
        lastError: message,
      });
    } finally {
      clearInterval(heartbeat);
      this.inHand.delete(controller);
    }
  }

  /** Puts an interrupted job back at once, as if this attempt had not happened. */
  private async release(job: Job) {
    await this.db
      .update(jobs)
      .set({
        status: 'waiting',
        attempts: job.attempt - 1,
        lockedBy: null,
        lockedAt: null,
        runAt: new Date(this.clock.now()),
      })
      .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, this.workerId)));
  }

  private async touch(id: number) {
    await this.db
      .update(jobs)
      .set({ lockedAt: new Date(this.clock.now()) })
      .where(and(eq(jobs.id, id), eq(jobs.lockedBy, this.workerId)))
      .catch((err) => this.options.onError?.(err));
  }

  /** A recurring kind's row waits for its next run instead of ending; undefined for other kinds. */
  private async nextRun(registered: Registered, started: number): Promise<JobChange | undefined> {
    if (!registered.everyMs) return undefined;
    const everyMs = registered.everyMs;
    const every = await Promise.resolve()
      .then(() => everyMs(started))
      .catch((err) => {
        this.options.onError?.(err);
        return RECURRING_FALLBACK_MS;
      });
    const runAt = new Date(Math.max(this.clock.now(), started + every));
    return { status: 'waiting', lastError: null, runAt, attempts: 0 };
  }

  /**
   * Only while still holding the lock: a runner that lost it (stale recovery) changes nothing. A row that waits again
   * after a run during which runSoon() was asked (wake) is due at once.
   */
  private async finish(job: Job, change: JobChange) {
    const now = iso(this.clock.now());
    await this.db
      .update(jobs)
      .set({
        status: change.status,
        lastError: change.lastError,
        lockedBy: null,
        lockedAt: null,
        ...(change.runAt
          ? {
              runAt:
                change.status === 'waiting'
                  ? sql`case when ${jobs.wake} then least(${iso(change.runAt.getTime())}::timestamptz, ${now}::timestamptz) else ${iso(change.runAt.getTime())}::timestamptz end`
                  : change.runAt,
            }
          : {}),
        wake: false,
        ...(change.attempts === undefined ? {} : { attempts: change.attempts }),
      })
      .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, this.workerId)));
  }
}
