import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext } from '../context.js';
import { ensureScheduled, type JobHandler, JobName } from '../db/job-queue.js';
import { hotelImportHandler, hotelImportsInterrupted } from '../modules/hotels/import-runs.js';
import { mailSendEveryMs, mailSendHandler } from '../modules/mail/outbox-sender.js';
import { CONVERT_ATTEMPTS, convertHandler } from '../modules/media/convert-job.js';
import { cleanUpOffers, OFFER_CLEANUP_EVERY_MS } from '../modules/offers/cleanup.js';
import { offerCheckEveryMs, offerCheckHandler } from '../modules/offers/recheck-job.js';
import { posterOnItems } from '../modules/playlists/media-items.js';
import { deleteOldPlays, PLAYS_RETENTION_EVERY_MS } from '../modules/plays/retention.js';
import { expireUnknown, newDeviceExpiryEveryMs } from '../player/registration.js';
import { type JobKindOptions, JobRunner, type JobRunnerOptions } from './jobs.js';

/**
 * Everything the server does in the background, in one place (issue 29 point 2).
 *
 * Jobs — rows of the `jobs` table, run by the one JobRunner per process (plugins/jobs.ts). Any process on the
 * shared PostgreSQL may take a job, none takes it twice (FOR UPDATE SKIP LOCKED); retries, backoff and the
 * recovery of a dead process's jobs are the runner's. Their state is in the database, so a restart resumes them
 * and every process sees it. A recurring kind (everyMs) is one row that waits again after each run.
 *
 * Per-process timers — deliberately not jobs, because they keep one process's own memory or files current:
 * - the temp sweep (lib/temp-files.ts, started in main.ts): removes this process's old temporary files; the data
 *   directory's tmp/ is local to the process, another process cannot clean it.
 * - the heartbeat flush (player/heartbeat.ts): writes the heartbeats this process holds in memory.
 * - the player revalidation (player/player-service.ts, PGlite and PostgreSQL): drops this process's cached screen
 *   answers in case a change notice was missed (and counts it); a cache of one process is refreshed by that process.
 * - the change-notice reconnect (db/change-notices.ts): this process's LISTEN connection.
 * - the wait of a background offer render for a free slot (lib/offer-render): one process's render slots.
 */

/** The handler and options of a kind, from the services' context (and the app for its logs). */
export interface JobKind {
  handler: (ctx: AppContext, app: FastifyInstance) => JobHandler<never>;
  options?: (ctx: AppContext) => JobKindOptions;
}

/** Every kind with its handler; Record<JobName, …> makes a kind without a handler a compile error. */
export const JOB_REGISTRY: Record<JobName, JobKind> = {
  [JobName.mediaConvert]: {
    handler: (ctx) => convertHandler(ctx, posterOnItems),
    options: () => ({ maxAttempts: CONVERT_ATTEMPTS }),
  },
  // One attempt: an interrupted run is reported as broken off (its status in hotel_imports), not repeated.
  [JobName.hotelImport]: {
    handler: (ctx) => hotelImportHandler(ctx),
    options: (ctx) => ({ maxAttempts: 1, interrupted: hotelImportsInterrupted(ctx) }),
  },
  // One recurring job drains the outbox; the mails keep their own attempts and backoff (shown in the outbox).
  [JobName.mailSend]: {
    handler: (ctx, app) =>
      mailSendHandler(ctx, {
        log: (level, message) => app.serverLog?.add({ time: ctx.clock.now(), level, message }),
      }),
    options: (ctx) => ({ everyMs: (started) => mailSendEveryMs(ctx, started) }),
  },
  [JobName.offerCleanup]: {
    handler: (ctx) => async () => {
      await cleanUpOffers(ctx);
    },
    options: () => ({ everyMs: () => OFFER_CLEANUP_EVERY_MS }),
  },
  [JobName.offerCheck]: {
    handler: (ctx, app) =>
      offerCheckHandler(ctx, (err, row) =>
        app.log.error({ err, offerId: row.offerId, location: row.guidCompany }, 'offer check failed'),
      ),
    options: (ctx) => ({ everyMs: () => offerCheckEveryMs(ctx) }),
  },
  // Once across the processes (before: a timer in every process's player service).
  [JobName.deviceExpiry]: {
    handler: (ctx) => async () => {
      await expireUnknown(ctx);
    },
    options: (ctx) => ({ everyMs: () => newDeviceExpiryEveryMs(ctx.config) }),
  },
  // Raw plays past PLAY_EVENTS_RETENTION_DAYS, rollups past 25 months.
  [JobName.playsRetention]: {
    handler: (ctx) => async () => {
      await deleteOldPlays(ctx);
    },
    options: () => ({ everyMs: () => PLAYS_RETENTION_EVERY_MS }),
  },
};

/** The kinds that repeat; each has its one row from the first start of a server on. */
export const recurringKinds = (ctx: AppContext) =>
  (Object.keys(JOB_REGISTRY) as JobName[]).filter((kind) => JOB_REGISTRY[kind].options?.(ctx).everyMs);

/** Registers every kind of JOB_REGISTRY with the runner. */
export function registerJobKinds(runner: JobRunner, ctx: AppContext, app: FastifyInstance) {
  for (const kind of Object.keys(JOB_REGISTRY) as JobName[]) {
    const { handler, options } = JOB_REGISTRY[kind];
    runner.handle(kind, handler(ctx, app) as JobHandler, options?.(ctx));
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The background job runner with every kind of JOB_REGISTRY registered. */
    jobs: JobRunner;
  }
}

/**
 * One runner per server process. It starts polling when the server listens (main.ts), after making sure each
 * recurring kind has its row, and stops on close; tests that only inject never start it and call
 * app.jobs.runOnce() themselves.
 */
async function plugin(app: FastifyInstance, opts: { ctx: AppContext; runner?: JobRunnerOptions }) {
  const { ctx } = opts;
  const runner = new JobRunner(ctx.db, ctx.clock, {
    pollMs: ctx.config.jobsPollMs,
    onError: (err, job) => app.log.error({ err, job: job?.id, kind: job?.kind }, 'job failed'),
    onFailure: (job, final) => ctx.metrics.jobFailures.inc({ kind: job.kind, outcome: final ? 'failed' : 'retry' }),
    ...opts.runner,
  });
  registerJobKinds(runner, ctx, app);
  app.decorate('jobs', runner);
  app.addHook('onListen', async () => {
    for (const kind of recurringKinds(ctx)) await ensureScheduled(ctx.db, ctx.clock, kind);
    runner.start();
  });
  app.addHook('onClose', async () => runner.stop());
}

export const jobsPlugin = fp(plugin, { name: 'jobs' });
