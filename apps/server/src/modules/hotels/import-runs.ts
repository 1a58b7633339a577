import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { HotelImportStatus } from '@signage/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.js';
import { type ImportCounts, importHotelLines } from './importer.js';

/** Finished runs whose status stays available (the oldest goes first). */
export const FINISHED_RUNS_KEPT = 20;

interface Run {
  status: HotelImportStatus;
  done: Promise<void>;
}

const registry = new WeakMap<AppContext, Map<string, Run>>();
function runsOf(ctx: AppContext): Map<string, Run> {
  let runs = registry.get(ctx);
  if (!runs) {
    runs = new Map();
    registry.set(ctx, runs);
  }
  return runs;
}

export const IMPORT_FAILED =
  'Der Import ist abgebrochen (Datenbank oder Datei nicht erreichbar). Die bis dahin gelesenen Hotels sind gespeichert; ' +
  'die Ursache steht im Server-Protokoll. Bitte starten Sie den Import erneut.';

function forgetOldRuns(runs: Map<string, Run>) {
  const finished = [...runs.entries()].filter(([, run]) => run.status.state !== 'running');
  for (const [id] of finished.slice(0, Math.max(0, finished.length - FINISHED_RUNS_KEPT))) runs.delete(id);
}

/**
 * Imports a spooled JSON-lines file in the background (this process; the status lives in memory until
 * the server stops); `cleanup` removes the file afterwards. Returns the run's id for importStatus.
 */
export function startHotelImport(
  ctx: AppContext,
  path: string,
  cleanup: () => Promise<void>,
  log: Pick<FastifyBaseLogger, 'error'>,
): string {
  const runs = runsOf(ctx);
  const id = randomUUID();
  const status: HotelImportStatus = {
    id,
    state: 'running',
    lines: 0,
    created: 0,
    updated: 0,
    errors: [],
    errorCount: 0,
    message: null,
    startedAt: new Date(ctx.clock.now()).toISOString(),
    finishedAt: null,
  };
  const progress = (counts: ImportCounts) => Object.assign(status, counts, { errors: [...counts.errors] });
  const done = importHotelLines(ctx.db, createReadStream(path), { clock: ctx.clock, onProgress: progress })
    .then((counts) => {
      progress(counts);
      status.state = 'done';
    })
    .catch((err: unknown) => {
      status.state = 'failed';
      // The cause (database or disk wording) goes to the server log, not to the browser.
      log.error({ err, importId: id }, 'hotel import failed');
      status.message = IMPORT_FAILED;
    })
    .finally(async () => {
      status.finishedAt = new Date(ctx.clock.now()).toISOString();
      await cleanup().catch(() => undefined);
      forgetOldRuns(runs);
    });
  runs.set(id, { status, done });
  return id;
}

/** A copy of the run's status, or null for an unknown (or forgotten) id. */
export function hotelImportStatus(ctx: AppContext, id: string): HotelImportStatus | null {
  const run = runsOf(ctx).get(id);
  return run ? structuredClone(run.status) : null;
}

/** Settles when every running import has ended (server shutdown: the database stays until then). */
export async function hotelImportsSettled(ctx: AppContext): Promise<void> {
  await Promise.all([...runsOf(ctx).values()].map((run) => run.done));
}
