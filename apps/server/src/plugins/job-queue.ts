import type { Db } from '../db/client.js';
import { jobs } from '../db/schema.js';
import type { Clock } from '../lib/clock.js';

/** The job queue's types and enqueueJob (what modules need to add jobs); the runner is in jobs.ts. */

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
}

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
