// Running the drizzle migrations: at every start (all pending ones in ONE transaction, drizzle's migrator on
// both drivers — a failing migration leaves the database as it was) and, for a restore, only up to the
// migration a backup was taken at.
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { StartError } from '../lib/start-error.js';
import type { Db } from './client.js';

const rows = async <T>(db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

interface JournalEntry {
  tag: string;
  when: number;
}

export async function readJournal(folder: string): Promise<JournalEntry[]> {
  const journal = JSON.parse(await readFile(join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  return journal.entries;
}

/** The journal time of the newest migration applied (drizzle's table, as drizzle compares it); 0 before the first. */
async function appliedAt(db: Db): Promise<number> {
  const [table] = await rows<{ t: string | null }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations')::text as t`,
  );
  if (!table?.t) return 0;
  const [row] = await rows<{ at: string | null }>(
    db,
    sql`select max(created_at)::text as at from drizzle.__drizzle_migrations`,
  );
  return Number(row?.at ?? 0);
}

/** Tag of the newest migration the database has applied, null before the first. */
export async function appliedMigration(db: Db, folder: string): Promise<string | null> {
  const at = await appliedAt(db);
  if (!at) return null;
  return (await readJournal(folder)).find((e) => e.when === at)?.tag ?? `unbekannt (${at})`;
}

/**
 * Applies the pending migrations of `folder` (only up to and including `until` when given). A failure
 * becomes a StartError naming the pending migrations; drizzle ran them in one transaction, so nothing
 * of them is left in the database.
 */
export async function runMigrations(db: Db, folder: string, until?: string): Promise<void> {
  const entries = await readJournal(folder);
  const last = until ? entries.findIndex((e) => e.tag === until) : entries.length - 1;
  if (last < 0) throw new StartError(`Unbekannte Migration „${until}“: diese Programmversion kennt sie nicht.`);
  // Drizzle's own rule: what is newer than the newest applied one.
  const at = await appliedAt(db);
  const pending = entries
    .slice(0, last + 1)
    .filter((e) => e.when > at)
    .map((e) => e.tag);
  if (pending.length === 0) return;
  let partial: string | null = null;
  try {
    let target = folder;
    if (last < entries.length - 1) {
      // drizzle reads every migration of a folder's journal: a folder whose journal ends at `until`.
      partial = await mkdtemp(join(tmpdir(), 'signage-migrations-'));
      await symlinkMigrations(folder, partial, entries.slice(0, last + 1));
      target = partial;
    }
    await migrate(db as unknown as NodePgDatabase, { migrationsFolder: target });
  } catch (err) {
    throw new StartError(
      `Datenbankmigration fehlgeschlagen (${pending.join(', ')}): ${failure(err)}. ` +
        'Die Datenbank ist unverändert (alle Migrationen eines Starts laufen in einer Transaktion); ' +
        'bitte die Ursache beheben oder die vorige Programmversion starten.',
      undefined,
      err,
    );
  } finally {
    if (partial) await rm(partial, { recursive: true, force: true });
  }
}

/** The database's own message and the statement it refused (drizzle wraps both in its query error). */
function failure(err: unknown): string {
  const { cause, query, message } = err as { cause?: Error; query?: string; message?: string };
  if (!cause) return message ?? String(err);
  const statement = query?.trim().replace(/\s+/g, ' ').slice(0, 200);
  return statement ? `${cause.message} bei „${statement}“` : cause.message;
}

async function symlinkMigrations(from: string, to: string, entries: JournalEntry[]): Promise<void> {
  const journal = JSON.parse(await readFile(join(from, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
  await mkdir(join(to, 'meta'));
  await writeFile(join(to, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const e of entries) await symlink(join(from, `${e.tag}.sql`), join(to, `${e.tag}.sql`));
}
