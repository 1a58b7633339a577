// Writing a backup: every table inside ONE read-only REPEATABLE READ transaction (one snapshot, so the
// rows agree with each other), spooled to a private temp folder, then packed with the stored files.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdtemp, open, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import tar from 'tar-stream';
import type { Database, Db } from '../../db/client.js';
import { migrationsFolder } from '../../db/client.js';
import { appliedMigration } from '../../db/migrations-run.js';
import type { Storage, StoredFile } from '../../lib/storage.js';
import {
  BACKUP_FORMAT,
  type BackupHeader,
  type BackupManifest,
  fileEntry,
  HEADER_ENTRY,
  hashing,
  MANIFEST_ENTRY,
  productVersion,
  tableEntry,
} from './archive.js';
import { listTables, rowsOf } from './tables.js';

/** Top-level folders a backup leaves out: uploads in progress and conversions, the readiness probe's file. */
export const NOT_BACKED_UP = ['tmp', 'health'] as const;

/**
 * What a backup holds of the storage: every file but those under NOT_BACKED_UP, by key — so a folder added
 * later is backed up without anyone remembering to list it here.
 */
export async function backedUpFiles(storage: Storage): Promise<StoredFile[]> {
  const skipped = (key: string) => NOT_BACKED_UP.some((folder) => key.startsWith(`${folder}/`));
  return (await storage.list('')).filter((f) => !skipped(f.key)).sort((a, b) => a.key.localeCompare(b.key));
}

const FETCH_ROWS = 1000;

type Dumped = Array<{ name: string; rows: number; sha256: string; file: string }>;

/** Writes the whole backup (gzip'd tar) to `out` and resolves with its manifest. */
export async function writeBackup(
  database: Pick<Database, 'db' | 'kind'>,
  storage: Storage,
  out: Writable,
): Promise<BackupManifest> {
  const migration = await appliedMigration(database.db, migrationsFolder);
  if (!migration) throw new Error('Die Datenbank hat noch keine Migrationen: nichts zu sichern.');
  const header: BackupHeader = {
    format: BACKUP_FORMAT,
    ...productVersion(),
    migration,
    createdAt: new Date().toISOString(),
    database: database.kind,
  };
  const spool = await mkdtemp(join(tmpdir(), 'signage-backup-'));
  try {
    const tables = await database.db.transaction((tx) => dumpTables(tx as unknown as Db, spool), {
      isolationLevel: 'repeatable read',
      accessMode: 'read only',
    });
    const pack = tar.pack();
    const writing = pipeline(pack, createGzip(), out);
    try {
      const manifest = await fillArchive(pack, header, tables, storage);
      pack.finalize();
      await writing;
      return manifest;
    } catch (err) {
      // A file that went away or changed size meanwhile: the archive is cut, and the caller told.
      pack.destroy(err as Error);
      await writing.catch(() => undefined);
      throw err;
    }
  } finally {
    await rm(spool, { recursive: true, force: true });
  }
}

async function fillArchive(
  pack: tar.Pack,
  header: BackupHeader,
  tables: Dumped,
  storage: Storage,
): Promise<BackupManifest> {
  const mtime = new Date(header.createdAt);
  const add = async (name: string, size: number, source: Readable, hash?: ReturnType<typeof hashing>) => {
    const entry = pack.entry({ name, size, mtime });
    await (hash ? pipeline(source, hash, entry) : pipeline(source, entry));
  };
  const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`);
  pack.entry({ name: HEADER_ENTRY, mtime }, json(header));
  for (const t of tables) await add(tableEntry(t.name), (await stat(t.file)).size, createReadStream(t.file));
  const files: BackupManifest['files']['entries'] = [];
  for (const file of await backedUpFiles(storage)) {
    const hash = hashing();
    await add(fileEntry(file.key), file.size, await storage.read(file.key), hash);
    files.push({ key: file.key, size: hash.bytes(), sha256: hash.sha256() });
  }
  const manifest: BackupManifest = {
    ...header,
    tables: tables.map(({ name, rows, sha256 }) => ({ name, rows, sha256 })),
    files: { count: files.length, bytes: files.reduce((sum, f) => sum + f.size, 0), entries: files },
  };
  pack.entry({ name: MANIFEST_ENTRY, mtime }, json(manifest));
  return manifest;
}

/** Every table's rows as JSON lines in `dir` (parents first), read through a cursor 1000 rows at a time. */
async function dumpTables(tx: Db, dir: string): Promise<Dumped> {
  const dumped: Dumped = [];
  for (const table of await listTables(tx)) {
    const file = join(dir, `${dumped.length}.jsonl`);
    const handle = await open(file, 'w');
    const hash = createHash('sha256');
    let rows = 0;
    try {
      await tx.execute(
        sql`declare backup_rows no scroll cursor for select row_to_json(t)::text as j from ${sql.identifier(table.name)} t`,
      );
      for (;;) {
        const batch = await rowsOf<{ j: string }>(tx, sql.raw(`fetch ${FETCH_ROWS} from backup_rows`));
        if (batch.length === 0) break;
        const text = `${batch.map((r) => r.j).join('\n')}\n`;
        hash.update(text);
        await handle.write(text);
        rows += batch.length;
      }
      await tx.execute(sql`close backup_rows`);
    } finally {
      await handle.close();
    }
    dumped.push({ name: table.name, rows, sha256: hash.digest('hex'), file });
  }
  return dumped;
}
