import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { PGLITE_FOLDER } from '../lib/data-dir.js';
import { EXIT_CODES, StartError } from '../lib/start-error.js';
import { type EmbeddedDatabase, startEmbeddedDatabase } from './embedded.js';
import { runMigrations } from './migrations-run.js';
import * as schema from './schema.js';
import { GuardedPool } from './unavailable.js';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the pending migrations (up to and including the one tagged `until`); StartError when one fails. */
  migrate(until?: string): Promise<void>;
  /**
   * Runs fn while no other server process on this database runs its own (migrations and the first start's
   * seed, when several processes start at once on one PostgreSQL); on PGlite there is no other process.
   */
  exclusive<T>(fn: () => Promise<T>): Promise<T>;
  /** The embedded database only: writes a copy of its data directory that `openDatabase({ template })` starts from. */
  dump?(path: string): Promise<void>;
  close(): Promise<void>;
}

/** Any constant: the session advisory lock of Database.exclusive. */
const START_LOCK = 4_711_002;

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * PostgreSQL through `pg`: the server named by the URL, or else the embedded PGlite, started in its own
 * process (in memory when dataDir is null) and reached through the same driver.
 */
export async function openDatabase(options: {
  url?: string;
  dataDir?: string | null;
  /** Called if the embedded engine's process ends before close(). */
  onEngineLost?: () => void;
  /** The migrations to apply (tests of a failing migration); by default the product's. */
  migrationsFolder?: string;
  /** In memory only: start as a copy of this dump (written by `dump`), e.g. a database migrated once per test run. */
  template?: string;
  /** An engine already running (tests reuse one across files): close() ends the connection, not the engine. */
  engine?: EmbeddedDatabase;
}): Promise<Database> {
  const folder = options.migrationsFolder ?? migrationsFolder;
  if (options.url) return connect(options.url, { max: 10 }, 'postgres', folder, async () => undefined);
  const embedded =
    options.engine ??
    (await startEmbeddedDatabase(options.dataDir ? join(options.dataDir, PGLITE_FOLDER) : null, {
      loadDataDir: options.template,
    }));
  let closing = false;
  void embedded.exited.then(() => closing || options.onEngineLost?.());
  // PGlite is one session: one connection, kept open, carries every query in turn.
  const database = await connect(embedded.url, { max: 1, idleTimeoutMillis: 0 }, 'pglite', folder, async () => {
    closing = true;
    if (!options.engine) await embedded.stop();
  });
  return { ...database, dump: (path) => embedded.dump(path) };
}

/** The cause of a failed connection in German: where the database is and what went wrong. */
export function describeConnectError(err: unknown, url: string): string {
  const { code, message } = (err ?? {}) as { code?: string; message?: string };
  let where = url;
  let database = '';
  let user = '';
  try {
    const parsed = new URL(url);
    const socketDir = parsed.searchParams.get('host');
    where = socketDir ?? `${parsed.hostname || 'localhost'}:${parsed.port || '5432'}`;
    database = decodeURIComponent(parsed.pathname.slice(1));
    user = decodeURIComponent(parsed.username);
  } catch {
    // not a URL: name it as it is
  }
  if (code === '3D000') return `Datenbank „${database}“ existiert nicht (${where}).`;
  if (code === '28P01' || code === '28000') {
    return `Anmeldung an der Datenbank ${where} als „${user}“ fehlgeschlagen (${message}).`;
  }
  return `Datenbank nicht erreichbar: ${where} (${code ?? message ?? String(err)}).`;
}

async function connect(
  url: string,
  poolOptions: pg.PoolConfig,
  kind: Database['kind'],
  folder: string,
  afterClose: () => Promise<void>,
): Promise<Database> {
  // Its failures to connect are marked, so that a request answers 503 'database unreachable' (db/unavailable.ts).
  const pool = new GuardedPool({ connectionString: url, ...poolOptions });
  // An idle client whose connection the server ends (restart, failover, DROP DATABASE … FORCE) emits
  // 'error' on the pool; unhandled, that would crash the process. The pool replaces the client.
  const connectionLost = (err: Error) => process.emitWarning(`PostgreSQL-Verbindung beendet: ${err.message}`);
  pool.on('error', connectionLost);
  // A client that is checked out (inside a transaction, between two of its queries) emits 'error' on
  // itself, not on the pool: without a listener that crashed the process. Its query or transaction fails.
  pool.on('connect', (client) => client.on('error', connectionLost));
  // One connection first, so that a start names the cause (closed port, missing database) instead of the
  // first statement that failed.
  try {
    await pool.query('select 1');
  } catch (err) {
    await pool.end().catch(() => undefined);
    await afterClose();
    throw new StartError(describeConnectError(err, url), EXIT_CODES.startFailed, err);
  }
  const db = drizzle(pool, { schema });
  return {
    db: db as unknown as Db,
    kind,
    migrate: (until) => runMigrations(db as unknown as Db, folder, until),
    async exclusive(fn) {
      if (kind === 'pglite') return fn();
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [START_LOCK]);
        try {
          return await fn();
        } finally {
          await client.query('select pg_advisory_unlock($1)', [START_LOCK]);
        }
      } finally {
        client.release();
      }
    },
    async close() {
      await pool.end();
      await afterClose();
    },
  };
}

/** Raw SQL rows; both drivers answer with `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * Migrations the journal lists but the database has not applied (drizzle's own table); 0 when up to date.
 * Throws when the database does not answer or has no migrations table yet.
 */
export async function pendingMigrations(db: Db): Promise<number> {
  const journal = JSON.parse(await readFile(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  return journal.entries.length - Number(row?.n ?? 0);
}
