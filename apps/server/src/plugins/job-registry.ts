import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import type { AppContext } from '../context.js';
import { RECONNECT_MIN_MS } from '../db/change-notices.js';
import {
  ensureScheduled,
  type JobHandler,
  type JobKindOptions,
  JobName,
  type JobRunnerOptions,
} from '../db/job-queue.js';
import { BACKGROUND_POLL_MS } from '../lib/offer-render/index.js';
import { TEMP_SWEEP_MS } from '../lib/temp-files.js';
import { campaignJobHandler } from '../modules/campaigns/copy-job.js';
import { pruneGlassChecks } from '../modules/glass/retention.js';
import { hotelImportHandler, hotelImportsInterrupted } from '../modules/hotels/import-runs.js';
import { mailSendEveryMs, mailSendHandler } from '../modules/mail/outbox-sender.js';
import { CONVERT_ATTEMPTS, convertHandler } from '../modules/media/convert-job.js';
import { cleanUpOffers, OFFER_CLEANUP_EVERY_MS } from '../modules/offers/cleanup.js';
import { offerCheckEveryMs, offerCheckHandler } from '../modules/offers/recheck-job.js';
import { posterOnItems } from '../modules/playlists/media-items.js';
import { GROUP_WINDOW_MS } from '../modules/plays/group-commit.js';
import { deleteOldPlays, PLAYS_RETENTION_EVERY_MS } from '../modules/plays/retention.js';
import { SHOWING_FLUSH_MS } from '../modules/plays/showing-buffer.js';
import { KEEP_ALIVE_MS } from '../player/push-hub.js';
import { expireUnknown, newDeviceExpiryEveryMs } from '../player/registration.js';
import { SERVED_FLUSH_MS } from '../player/served-log.js';
import { JobRunner } from './jobs.js';

/**
 * Everything the server does by itself, in one place: the jobs (JOB_REGISTRY, once across the processes) and the
 * per-process timers (PROCESS_TIMERS). The architecture test (background-work.test.ts) fails on a timer or a
 * `SKIP LOCKED` claim in a file listed in neither.
 *
 * Jobs — rows of the `jobs` table, run by the one JobRunner per process (plugins/jobs.ts). Any process on the
 * shared PostgreSQL may take a job, none takes it twice (FOR UPDATE SKIP LOCKED, the only such claim of the
 * server); retries, backoff and the recovery of a dead process's jobs are the runner's. Their state is in the
 * database, so a restart resumes them and every process sees it. A recurring kind (everyMs) is one row that waits
 * again after each run.
 *
 * Per-process timers — deliberately not jobs, because each keeps one process's own memory, files, connections or
 * open requests current (another process cannot do it for them), and some run every few milliseconds.
 */

export interface ProcessTimer {
  /** A timer runs in every process, for that process. */
  runsIn: 'process';
  /** What runs, and why it is this process's own. */
  what: string;
  /** The file (relative to apps/server/src) that sets the timer; a timer anywhere else fails the architecture test. */
  file: string;
  /**
   * 'interval': runs as long as the process does. 'armed': set by an event (a play report, a screen's showing, a
   * lost connection, a render waiting for a slot) and runs once that long after it; not set while nothing happens.
   */
  runs: 'interval' | 'armed';
  /** How often (interval) or how long after its event (armed), in ms, with this configuration. */
  everyMs: (config: Config) => number;
}

/** Every per-process timer of the server. */
export const PROCESS_TIMERS = {
  tempSweep: {
    runsIn: 'process',
    what: "removes this process's old temporary files (the data directory's tmp/ is local to the process)",
    file: 'lib/temp-files.ts',
    runs: 'interval',
    everyMs: () => TEMP_SWEEP_MS,
  },
  heartbeatFlush: {
    runsIn: 'process',
    what: 'writes the heartbeats of polling screens this process holds in memory, in one statement',
    file: 'player/heartbeat.ts',
    runs: 'interval',
    everyMs: (config) => config.heartbeatFlushMs,
  },
  servedFlush: {
    runsIn: 'process',
    what: 'writes the (screen, item) pairs this process served and holds in memory into play_served',
    file: 'player/served-log.ts',
    runs: 'interval',
    everyMs: () => SERVED_FLUSH_MS,
  },
  playerRevalidation: {
    runsIn: 'process',
    what: "drops this process's cached screen answers in case a change notice was missed (and counts it)",
    file: 'player/player-service.ts',
    runs: 'interval',
    everyMs: (config) => config.revalidateMs,
  },
  pushKeepAlive: {
    runsIn: 'process',
    what: 'pings the push connections of screens open on this process, so proxies keep them',
    file: 'player/push-hub.ts',
    runs: 'interval',
    everyMs: () => KEEP_ALIVE_MS,
  },
  playsGroupCommit: {
    runsIn: 'process',
    what: "commits the play reports this process's requests wait on as one group, a few ms after the first",
    file: 'modules/plays/group-commit.ts',
    runs: 'armed',
    everyMs: () => GROUP_WINDOW_MS,
  },
  showingBuffer: {
    runsIn: 'process',
    what: 'writes what the screens said they show now (held in this process) in one statement per kind',
    file: 'modules/plays/showing-buffer.ts',
    runs: 'armed',
    everyMs: () => SHOWING_FLUSH_MS,
  },
  changeNoticeReconnect: {
    runsIn: 'process',
    what: "reconnects this process's LISTEN connection after it was lost (doubling up to RECONNECT_MAX_MS)",
    file: 'db/change-notices.ts',
    runs: 'armed',
    everyMs: () => RECONNECT_MIN_MS,
  },
  offerRenderWait: {
    runsIn: 'process',
    what: "a background offer render looks again whether this process's render slots are free of interactive ones",
    file: 'lib/offer-render/index.ts',
    runs: 'armed',
    everyMs: () => BACKGROUND_POLL_MS,
  },
} as const satisfies Record<string, ProcessTimer>;

/** The handler and options of a kind, from the services' context (and the app for its logs). */
export interface JobKind {
  /** A job runs once across the processes: whichever process's runner claims it. */
  runsIn: 'cluster';
  handler: (ctx: AppContext, app: FastifyInstance) => JobHandler<never>;
  options?: (ctx: AppContext) => JobKindOptions;
}

/** Every kind with its handler; Record<JobName, …> makes a kind without a handler a compile error. */
export const JOB_REGISTRY: Record<JobName, JobKind> = {
  [JobName.mediaConvert]: {
    runsIn: 'cluster',
    // Handed in: playlists imports media, so media importing playlists would close a cycle (PosterOnItems).
    handler: (ctx) => convertHandler(ctx, posterOnItems),
    options: () => ({ maxAttempts: CONVERT_ATTEMPTS }),
  },
  // One attempt: an interrupted run is reported as broken off (its status in hotel_imports), not repeated.
  [JobName.hotelImport]: {
    runsIn: 'cluster',
    handler: (ctx) => hotelImportHandler(ctx),
    options: (ctx) => ({ maxAttempts: 1, interrupted: hotelImportsInterrupted(ctx) }),
  },
  // One recurring job drains the outbox; the mails keep their own attempts and backoff (shown in the outbox).
  [JobName.mailSend]: {
    runsIn: 'cluster',
    handler: (ctx, app) =>
      mailSendHandler(ctx, {
        log: (level, message) => app.serverLog?.add({ time: ctx.clock.now(), level, message }),
      }),
    options: (ctx) => ({ everyMs: (started) => mailSendEveryMs(ctx, started) }),
  },
  [JobName.offerCleanup]: {
    runsIn: 'cluster',
    handler: (ctx) => async () => {
      await cleanUpOffers(ctx);
    },
    options: () => ({ everyMs: () => OFFER_CLEANUP_EVERY_MS }),
  },
  // A published offer's copies; retried after a failure, continuing with the copies still queued.
  [JobName.campaignPublish]: {
    runsIn: 'cluster',
    handler: (ctx) => campaignJobHandler(ctx),
    options: () => ({ maxAttempts: 5 }),
  },
  [JobName.offerCheck]: {
    runsIn: 'cluster',
    handler: (ctx, app) =>
      offerCheckHandler(ctx, (err, row) =>
        app.log.error({ err, offerId: row.offerId, location: row.guidCompany }, 'offer check failed'),
      ),
    options: (ctx) => ({ everyMs: () => offerCheckEveryMs(ctx) }),
  },
  // Once across the processes (before: a timer in every process's player service).
  [JobName.deviceExpiry]: {
    runsIn: 'cluster',
    handler: (ctx) => async () => {
      await expireUnknown(ctx);
    },
    options: (ctx) => ({ everyMs: () => newDeviceExpiryEveryMs(ctx.config) }),
  },
  // Raw plays past PLAY_EVENTS_RETENTION_DAYS, rollups past 25 months; the glass checks' captures and checks by
  // the same clocks (modules/glass/retention.ts).
  [JobName.playsRetention]: {
    runsIn: 'cluster',
    handler: (ctx) => async () => {
      await deleteOldPlays(ctx);
      await pruneGlassChecks(ctx);
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
    runner.startUnlessStopped();
  });
  app.addHook('onClose', async () => runner.stop());
}

export const jobsPlugin = fp(plugin, { name: 'jobs' });
