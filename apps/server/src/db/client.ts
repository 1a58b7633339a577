import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SQL } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { startEmbeddedDatabase } from './embedded.js';
import * as schema from './schema.js';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * PostgreSQL through `pg`: the server named by the URL, or else the embedded PGlite, started in its own
 * process (in memory when dataDir is null) and reached through the same driver.
 */
export async function openDatabase(options: {
  url?: string;
  dataDir?: string | null;
  /** Called if the embedded engine's process ends before close(). */
  onEngineLost?: () => void;
}): Promise<Database> {
  if (options.url) return connect(options.url, { max: 10 }, 'postgres', async () => undefined);
  const embedded = await startEmbeddedDatabase(options.dataDir ? join(options.dataDir, 'pglite') : null);
  let closing = false;
  void embedded.exited.then(() => closing || options.onEngineLost?.());
  // PGlite is one session: one connection, kept open, carries every query in turn.
  return connect(embedded.url, { max: 1, idleTimeoutMillis: 0 }, 'pglite', () => {
    closing = true;
    return embedded.stop();
  });
}

async function connect(
  url: string,
  poolOptions: pg.PoolConfig,
  kind: Database['kind'],
  afterClose: () => Promise<void>,
): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, ...poolOptions });
  // An idle client whose connection the server ends (restart, failover, DROP DATABASE … FORCE) emits
  // 'error' on the pool; unhandled, that would crash the process. The pool replaces the client.
  pool.on('error', (err) => process.emitWarning(`PostgreSQL-Verbindung beendet: ${err.message}`));
  const db = drizzle(pool, { schema });
  return {
    db: db as unknown as Db,
    kind,
    migrate: () => migrate(db, { migrationsFolder }),
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
