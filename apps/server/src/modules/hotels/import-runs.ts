import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { relative, sep } from 'node:path';
import type { HotelImportStatus } from '@signage/shared';
import { and, desc, eq, inArray, notInArray } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { enqueueJob, type Job, JobName } from '../../db/job-queue.js';
import { hotelImports } from '../../db/schema.js';
import { TEMP_PREFIX } from '../../lib/storage.js';
import { type ImportCounts, importHotelLines } from './importer.js';

/** Finished runs whose status stays available (the oldest goes first). */
export const FINISHED_RUNS_KEPT = 20;

/** The job kind of a run (plugins/job-registry.ts): any server process may take it up. */
export const HOTEL_IMPORT_JOB = JobName.hotelImport;

export const IMPORT_FAILED =
  'Der Import ist abgebrochen (Datenbank oder Datei nicht erreichbar). Die gezählten Hotels sind vollständig ' +
  'gespeichert; die Ursache steht im Server-Protokoll. Bitte starten Sie den Import erneut.';
export const IMPORT_INTERRUPTED =
  'Der Import wurde unterbrochen, weil der Server beendet wurde oder abgestürzt ist. Die gezählten Hotels sind ' +
  'vollständig gespeichert, die übrigen nicht. Bitte laden Sie die Datei erneut hoch (schon importierte Hotels ' +
  'werden dabei aktualisiert).';

interface Payload {
  id: string;
  /** The uploaded file in the storage (every process reaches it), removed when the run ends. */
  key: string;
}

type Row = typeof hotelImports.$inferSelect;

function statusOf(row: Row): HotelImportStatus {
  return {
    id: row.id,
    state: row.state as HotelImportStatus['state'],
    lines: row.lines,
    created: row.created,
    updated: row.updated,
    errors: row.errors as HotelImportStatus['errors'],
    errorCount: row.errorCount,
    message: row.message,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

const progress = (counts: ImportCounts) => ({
  lines: counts.lines,
  created: counts.created,
  updated: counts.updated,
  errors: counts.errors,
  errorCount: counts.errorCount,
});

/** Ends running runs as failed with `message` (a run already ended stays as it is). */
async function endRuns(ctx: AppContext, ids: string[], message: string) {
  if (ids.length === 0) return;
  await ctx.db
    .update(hotelImports)
    .set({ state: 'failed', message, finishedAt: new Date(ctx.clock.now()) })
    .where(and(inArray(hotelImports.id, ids), eq(hotelImports.state, 'running')));
}

/**
 * Takes a spooled JSON-lines upload (a file under the storage's tmp/): moves it into the storage, records the run
 * and queues its job in one transaction, and forgets the oldest finished runs. Returns the run's id.
 */
export async function startHotelImport(ctx: AppContext, spooledPath: string): Promise<string> {
  const id = randomUUID();
  const temp = `${TEMP_PREFIX}/${relative(ctx.files.tempPath(TEMP_PREFIX), spooledPath).split(sep).join('/')}`;
  const key = `hotel-imports/${id}.jsonl`;
  await ctx.files.move(temp, key);
  try {
    await ctx.db.transaction(async (tx) => {
      await tx.insert(hotelImports).values({ id, startedAt: new Date(ctx.clock.now()) });
      await enqueueJob(tx as unknown as Db, ctx.clock, HOTEL_IMPORT_JOB, { id, key } satisfies Payload);
    });
  } catch (err) {
    await ctx.files.remove(key).catch(() => undefined);
    throw err;
  }
  const kept = ctx.db
    .select({ id: hotelImports.id })
    .from(hotelImports)
    .orderBy(desc(hotelImports.startedAt))
    .limit(FINISHED_RUNS_KEPT + 1);
  await ctx.db
    .delete(hotelImports)
    .where(and(notInArray(hotelImports.id, kept), inArray(hotelImports.state, ['done', 'failed'])));
  return id;
}

/**
 * The job of a run. A run found begun before was interrupted: it stays broken off (its status says so, set when
 * the job was recovered); a run cut off by a stopping server is marked so before the job is put back.
 */
export function hotelImportHandler(ctx: AppContext) {
  return async (job: Job<Payload>): Promise<void> => {
    const { id, key } = job.payload;
    const [row] = await ctx.db.select().from(hotelImports).where(eq(hotelImports.id, id));
    if (row?.state !== 'running' || row.begunAt) {
      if (row?.state === 'running') await endRuns(ctx, [id], IMPORT_INTERRUPTED);
      return ctx.files.remove(key);
    }
    await ctx.db
      .update(hotelImports)
      .set({ begunAt: new Date(ctx.clock.now()) })
      .where(eq(hotelImports.id, id));
    try {
      const counts = await ctx.files.withLocalFile(key, (path) =>
        importHotelLines(ctx.db, createReadStream(path), {
          clock: ctx.clock,
          signal: job.signal,
          onBatch: async (tx, at) => {
            await tx.update(hotelImports).set(progress(at)).where(eq(hotelImports.id, id));
          },
        }),
      );
      await ctx.db
        .update(hotelImports)
        .set({ ...progress(counts), state: 'done', finishedAt: new Date(ctx.clock.now()) })
        .where(eq(hotelImports.id, id));
    } catch (err) {
      // The status keeps the counts of the last written batch. The cause (database or disk wording) goes to the
      // server log through the runner, not to the browser.
      await endRuns(ctx, [id], job.signal.aborted ? IMPORT_INTERRUPTED : IMPORT_FAILED).catch(() => undefined);
      throw err;
    } finally {
      await ctx.files.remove(key).catch(() => undefined);
    }
  };
}

/** Runs whose job was recovered from a runner that died: broken off, at once (before any job runs again). */
export const hotelImportsInterrupted = (ctx: AppContext) => (payloads: Array<Record<string, unknown>>) =>
  endRuns(
    ctx,
    payloads.map((p) => String(p.id)),
    IMPORT_INTERRUPTED,
  );

/** The run's status, or null for an unknown (or forgotten) id. */
export async function hotelImportStatus(ctx: AppContext, id: string): Promise<HotelImportStatus | null> {
  const [row] = await ctx.db.select().from(hotelImports).where(eq(hotelImports.id, id));
  return row ? statusOf(row) : null;
}

/** The latest runs, newest first (the system page shows the newest when it opens). */
export async function latestHotelImports(ctx: AppContext): Promise<HotelImportStatus[]> {
  const rows = await ctx.db.select().from(hotelImports).orderBy(desc(hotelImports.startedAt)).limit(FINISHED_RUNS_KEPT);
  return rows.map(statusOf);
}
