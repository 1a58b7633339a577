import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../db/client.js';
import { giveBackEngine, takeEngine } from './engine-pool.js';

/** Set by test/global-setup.ts for the workers of a vitest run. */
export const PGLITE_TEMPLATE_ENV = 'SIGNAGE_TEST_PGLITE_TEMPLATE';
export const POSTGRES_TEMPLATE_ENV = 'SIGNAGE_TEST_POSTGRES_TEMPLATE';

/**
 * A new, empty database on the PostgreSQL server of `serverUrl` (its name begins with `prefix`), and how
 * to drop it again (connections still open are closed by the server).
 */
/** One statement on its own connection to the server (CREATE/DROP DATABASE cannot run in a pool's transaction). */
export async function adminStatement(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

export async function createPostgresDatabase(serverUrl: string, prefix: string, template?: string) {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  const run = (statement: string) => adminStatement(serverUrl, statement);
  await run(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
  const target = new URL(serverUrl);
  target.pathname = `/${name}`;
  return { url: target.toString(), drop: () => run(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

/**
 * The PostgreSQL server for tests that need a real one (concurrent connections, a missing database):
 * DATABASE_URL's server, else the local one every development machine and CI job of this project has.
 */
export const postgresServerUrl = () => process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * One database per test file: in-memory PGlite by default, or a fresh database on the
 * PostgreSQL server named by DATABASE_URL (created here, dropped on close). Inside a vitest run each is a
 * copy of the database the global setup migrated once (test/global-setup.ts); migrate() then finds
 * nothing to do. Outside (benchmarks) it is migrated here.
 */
export async function createTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const engine = await takeEngine(process.env[PGLITE_TEMPLATE_ENV]);
    const database = await openDatabase({ engine });
    await database.migrate();
    return {
      ...database,
      close: async () => {
        await database.close();
        await giveBackEngine(engine);
      },
    };
  }
  const created = await createPostgresDatabase(url, 't', process.env[POSTGRES_TEMPLATE_ENV]);
  const database = await openDatabase({ url: created.url });
  await database.migrate();
  return {
    ...database,
    close: async () => {
      await database.close();
      await created.drop();
    },
  };
}
