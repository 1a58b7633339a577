import { and, count, eq, inArray, or, sql } from 'drizzle-orm';
import type { Clock } from '../lib/clock.js';
import type { Db } from './client.js';
import { jobs } from './schema.js';

/**
 * Durable background jobs over the `jobs` table, generic by kind (media conversion, mail outbox, …).
 *
 * - enqueueJob() inserts a row (inside the caller's transaction, so a job exists iff its cause committed).
 * - A runner claims one due job at a time with `FOR UPDATE SKIP LOCKED`, so any number of server
 *   processes on one PostgreSQL never run the same job; it stamps lockedBy/lockedAt and refreshes
 *   lockedAt while the handler runs.
 * - Failures are retried with exponential backoff up to maxAttempts, then the job is 'failed';
 *   a handler throws PermanentJobError to fail at once.
 * - A job whose lock is older than staleMs (its runner died) goes back to 'waiting' — on start and on
 *   every poll — so a restart resumes unfinished work.
 * Times come from the injected clock, never from the database's now().
 */

export type JobStatus = 'waiting' | 'running' | 'done' | 'failed';

/**
 * Every kind of background job; the handlers are registered in one place, plugins/job-registry.ts (which also
 * lists the per-process timers that are not jobs). enqueueJob takes only these names, so an unknown kind does not
 * compile. The values are stored in the jobs table: never rename one.
 */
export const JobName = {
  /** A video's web MP4 and thumbnail (modules/media/convert-job.ts). */
  mediaConvert: 'media.convert',
  /** One uploaded hotel import file (modules/hotels/import-runs.ts). */
  hotelImport: 'hotel-import',
  /** Sends the due mails of the outbox (modules/mail/outbox-sender.ts); recurring. */
  mailSend: 'mail.send',
  /** Removes ended offer items and old rendered previews (modules/offers/cleanup.ts); recurring, daily. */
  offerCleanup: 'offer-cleanup',
  /** Asks the providers about the running offers (modules/offers/recheck-job.ts); recurring. */
  offerCheck: 'offer-check',
  /** Removes never-assigned NEW devices past NEW_DEVICE_EXPIRY_HOURS (player/registration.ts); recurring. */
  deviceExpiry: 'device-expiry',
  /** Deletes raw plays past PLAY_EVENTS_RETENTION_DAYS and rollups past 25 months (modules/plays/retention.ts); recurring. */
  playsRetention: 'plays-retention',
  /** Renders and places each location's copy of a published offer (modules/campaigns/copy-job.ts). */
  campaignPublish: 'campaign-publish',
} as const;
export type JobName = (typeof JobName)[keyof typeof JobName];

export interface Job<P = Record<string, unknown>> {
  id: number;
  kind: string;
  payload: P;
  /** 1 on the first run. */
  attempt: number;
  maxAttempts: number;
  /** Aborted when the runner stops (shutdown) while the job runs; the job is then put back, not failed. */
  signal: AbortSignal;
}

export type JobHandler<P = Record<string, unknown>> = (job: Job<P>) => Promise<void>;

/** Thrown by a handler for failures a retry cannot fix (e.g. a corrupt file). */
export class PermanentJobError extends Error {}

/** Adds a job; pass the transaction when the job belongs to a change. */
export async function enqueueJob(
  db: Db,
  clock: Clock,
  kind: JobName,
  payload: Record<string, unknown>,
  delayMs = 0,
): Promise<number> {
  const [row] = await db
    .insert(jobs)
    .values({ kind, payload, status: 'waiting', runAt: new Date(clock.now() + delayMs) })
    .returning({ id: jobs.id });
  return row.id;
}

/** Jobs waiting (queued), running and given up (failed), for the metrics; one grouped count. */
export async function jobQueueDepth(db: Db): Promise<{ queued: number; running: number; failed: number }> {
  const rows = await db
    .select({ status: jobs.status, n: count() })
    .from(jobs)
    .where(inArray(jobs.status, ['waiting', 'running', 'failed']))
    .groupBy(jobs.status);
  const of = (status: JobStatus) => Number(rows.find((r) => r.status === status)?.n ?? 0);
  return { queued: of('waiting'), running: of('running'), failed: of('failed') };
}

const pending = (kind: JobName) => and(eq(jobs.kind, kind), or(eq(jobs.status, 'waiting'), eq(jobs.status, 'running')));

/**
 * A recurring kind has its one row (waiting or running), else it is added to run now. A transaction-scoped
 * advisory lock per kind makes the look and the insert one step, so two processes starting at once add one row.
 */
export async function ensureScheduled(db: Db, clock: Clock, kind: JobName): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`jobs:${kind}`}))`);
    const [row] = await tx.select({ n: count() }).from(jobs).where(pending(kind));
    if (Number(row?.n ?? 0) === 0) await enqueueJob(tx, clock, kind, {});
  });
}

/**
 * Asks for a run of a recurring kind now rather than at its next time (e.g. after mails were queued); any
 * process's runner takes it at its next poll. Adds the row when there is none. A row that is running now may have
 * read its work before the caller's change committed, so it is marked to run again at once when it finishes.
 */
export async function runSoon(db: Db, clock: Clock, kind: JobName): Promise<void> {
  const now = new Date(clock.now()).toISOString();
  const woken = await db
    .update(jobs)
    .set({
      runAt: sql`case when ${jobs.status} = 'waiting' then least(${jobs.runAt}, ${now}::timestamptz) else ${jobs.runAt} end`,
      wake: sql`${jobs.wake} or ${jobs.status} = 'running'`,
    })
    .where(pending(kind))
    .returning({ id: jobs.id });
  if (woken.length === 0) await ensureScheduled(db, clock, kind);
}

/**
 * Moves the waiting run of a recurring kind by `deltaMs` (a new interval: the run planned with the old one comes
 * that much earlier or later), never into the past: at once when the moved time has passed.
 */
export async function shiftWaiting(db: Db, clock: Clock, kind: JobName, deltaMs: number): Promise<void> {
  if (deltaMs === 0) return;
  const now = new Date(clock.now()).toISOString();
  await db
    .update(jobs)
    .set({ runAt: sql`greatest(${jobs.runAt} + ${`${deltaMs} milliseconds`}::interval, ${now}::timestamptz)` })
    .where(and(eq(jobs.kind, kind), eq(jobs.status, 'waiting')));
}

/** How a runner works (plugins/jobs.ts JobRunner). */
export interface JobRunnerOptions {
  /** Unique per process; defaults to host:pid:random. */
  workerId?: string;
  pollMs?: number;
  /** A running job whose lockedAt is older than this is taken to be orphaned. */
  staleMs?: number;
  maxAttempts?: number;
  /** Delay before retry n (1-based); default 5 s · 4^(n−1), at most 10 min. */
  backoffMs?: (attempt: number) => number;
  /** Called on unexpected runner errors (logging). */
  onError?: (err: unknown, job?: Job) => void;
  /** Called on every failed run; final when the job is given up ('failed'), else it is retried (metrics). */
  onFailure?: (job: Job, final: boolean) => void;
}

/** How a kind's jobs run (JobRunner.handle). */
export interface JobKindOptions {
  maxAttempts?: number;
  /** Told about its kind's jobs whose run was cut off (their runner died), when they are put back to waiting. */
  interrupted?: (payloads: Array<Record<string, unknown>>) => Promise<void>;
  /**
   * A recurring kind: one row that, after each run (done or given up), waits again until this long after the
   * run started (at once when the run took longer), its attempts counted anew. Asked after each run, with the
   * run's start, so a kind may wait as long as nothing is due (the mail outbox).
   */
  everyMs?: (started: number) => number | Promise<number>;
}
