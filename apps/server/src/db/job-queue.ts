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
  kind: string,
  payload: Record<string, unknown>,
  delayMs = 0,
): Promise<number> {
  const [row] = await db
    .insert(jobs)
    .values({ kind, payload, status: 'waiting', runAt: new Date(clock.now() + delayMs) })
    .returning({ id: jobs.id });
  return row.id;
}

/** A waiting or running job of a recurring kind exists, else one is added (runs now; each run queues the next). */
export async function ensureScheduled(db: Db, clock: Clock, kind: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(jobs)
    .where(and(eq(jobs.kind, kind), or(eq(jobs.status, 'waiting'), eq(jobs.status, 'running'))));
  if (Number(row?.n ?? 0) === 0) await enqueueJob(db, clock, kind, {});
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
