// Restoring a backup into an EMPTY installation (database and storage): migrations up to the backup's,
// then every row inside ONE transaction and the files, all checked against the manifest; on any
// difference the transaction is rolled back and the files written are removed. Then the newer migrations.
import type { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client.js';
import { migrationsFolder } from '../../db/client.js';
import { appliedMigration, readJournal } from '../../db/migrations-run.js';
import type { Storage } from '../../lib/storage.js';
import { type BackupManifest, InvalidBackup, invalid, readArchive, readHeader } from './archive.js';
import { backedUpFiles } from './dump.js';
import { listTables, nonEmptyTables, rowsOf, type TableInfo } from './tables.js';

/** The target is not empty, or cannot take this backup: nothing was changed. */
export class RestoreRefused extends Error {}

async function refuseUnlessEmpty(db: Db, storage: Storage): Promise<void> {
  const tables = await nonEmptyTables(db);
  const files = await backedUpFiles(storage);
  if (tables.length === 0 && files.length === 0) return;
  const what = [
    ...tables.slice(0, 3).map((t) => `Tabelle ${t.name}: ${t.rows} Zeilen`),
    ...(files.length ? [`${files.length} Dateien`] : []),
  ].join(', ');
  throw new RestoreRefused(
    `Das Ziel ist nicht leer (${what}). Wiederherstellen nur in eine leere Installation (neues DATA_DIR bzw. leere Datenbank).`,
  );
}

/**
 * Restores the archive `open()` returns (opened twice: the header first, to migrate the empty target to the
 * backup's schema, then the whole) and resolves with its manifest. Throws RestoreRefused or InvalidBackup.
 */
export async function restoreBackup(
  database: Database,
  storage: Storage,
  open: () => Readable,
): Promise<BackupManifest> {
  await refuseUnlessEmpty(database.db, storage);
  const header = await readHeader(open());
  const journal = (await readJournal(migrationsFolder)).map((e) => e.tag);
  const wanted = journal.indexOf(header.migration);
  if (wanted < 0) {
    throw new RestoreRefused(
      `Die Sicherung stammt von einer neueren Programmversion (${header.version}, Migration ${header.migration}). ` +
        'Bitte zuerst diese Version installieren.',
    );
  }
  const applied = await appliedMigration(database.db, migrationsFolder);
  if (applied && journal.indexOf(applied) > wanted) {
    throw new RestoreRefused(
      `Die Ziel-Datenbank hat schon ein neueres Schema (${applied}) als die Sicherung (${header.migration}); ` +
        'bitte eine leere Datenbank ohne Tabellen verwenden.',
    );
  }
  // The schema of the backup's version; a restore that fails after this leaves empty tables (still empty).
  await database.migrate(header.migration);
  const tables = new Map((await listTables(database.db)).map((t) => [t.name, t]));
  const written: string[] = [];
  let manifest: BackupManifest | null = null;
  try {
    await database.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      const read = await readArchive(open(), {
        header: async (again) => {
          if (again.migration !== header.migration)
            throw new InvalidBackup(invalid('backup.json passt nicht zum ersten Lesen'));
        },
        rows: async (name, rows) => {
          const table = tables.get(name);
          if (!table) throw new InvalidBackup(invalid(`Tabelle ${name} gibt es nicht`));
          await insertRows(db, table, rows).catch((err: Error & { cause?: Error }) => {
            throw new InvalidBackup(
              invalid(
                `Tabelle ${name}: Zeilen nicht einzufügen (Datenbank meldet: ${err.cause?.message ?? err.message})`,
              ),
            );
          });
        },
        file: async (key, data) => {
          written.push(key);
          await storage.write(key, data);
        },
      });
      for (const t of read.tables) {
        const [row] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from ${sql.identifier(t.name)}`);
        if (row?.n !== t.rows) throw new InvalidBackup(invalid(`Tabelle ${t.name}: ${row?.n} statt ${t.rows} Zeilen`));
        await resetSequences(db, tables.get(t.name));
      }
      manifest = read;
    });
  } catch (err) {
    for (const key of written) await storage.remove(key).catch(() => undefined);
    throw err;
  }
  // Migrations newer than the backup's, on the restored data (as any start would run them).
  await database.migrate();
  return manifest as unknown as BackupManifest;
}

async function insertRows(db: Db, table: TableInfo, rows: string[]): Promise<void> {
  const columns = sql.join(
    table.columns.map((c) => sql.identifier(c)),
    sql`, `,
  );
  const name = sql.identifier(table.name);
  await db.execute(
    sql`insert into ${name} (${columns}) overriding system value
        select ${columns} from json_populate_recordset(null::${name}, ${`[${rows.join(',')}]`}::json)`,
  );
}

/** A bigserial column's sequence continues after the highest restored value. */
async function resetSequences(db: Db, table: TableInfo | undefined): Promise<void> {
  for (const column of table?.serials ?? []) {
    const col = sql.identifier(column);
    await db.execute(
      sql`select setval(pg_get_serial_sequence(${`public.${quoteIdent(table?.name ?? '')}`}, ${column}),
            coalesce(max(${col}), 0) + 1, false) from ${sql.identifier(table?.name ?? '')}`,
    );
  }
}

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;
