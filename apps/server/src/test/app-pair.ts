// Two server instances in this test process on one PostgreSQL database, as two server processes would be: what one
// writes reaches the other only through the change relay (NOTIFY, db/change-notices.ts). For the relay tests
// (player/push-relay.test.ts, player/hours-relay.test.ts); without DATABASE_URL nothing is set up.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app.js';
import { type Database, openDatabase } from '../db/client.js';
import type { Clock } from '../lib/clock.js';
import { createPostgresDatabase, POSTGRES_TEMPLATE_ENV } from './database.js';
import { testConfig } from './harness.js';

export interface AppPair {
  a: FastifyInstance;
  b: FastifyInstance;
  database: Database;
}

/**
 * Sets up the pair before the file's tests (a database of its own named after `name`, a data directory each) and
 * closes it after them. The periodic revalidation is slowed to 10 minutes so that only the relay can bring a change
 * across. `listen`: B also listens on a loopback port (for clients that need a real socket, e.g. the push stream).
 */
export function useAppPair(name: string, clock: Clock, options: { listen?: boolean } = {}): AppPair {
  const pair = {} as AppPair;
  const url = process.env.DATABASE_URL;
  let target: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;
  let dataDir = '';
  beforeAll(async () => {
    if (!url) return;
    target = await createPostgresDatabase(url, name, process.env[POSTGRES_TEMPLATE_ENV]);
    pair.database = await openDatabase({ url: target.url });
    await pair.database.migrate();
    dataDir = mkdtempSync(join(tmpdir(), `signage-${name}-`));
    for (const side of ['a', 'b'] as const) {
      const config = testConfig(join(dataDir, side), { DATABASE_URL: target.url, REVALIDATE_SECONDS: '600' });
      pair[side] = await buildApp({ config, db: pair.database.db, clock, logger: false });
    }
    if (options.listen) await pair.b.listen({ port: 0, host: '127.0.0.1' });
  }, 120_000);
  afterAll(async () => {
    for (const app of [pair.a, pair.b]) await app?.close();
    await pair.database?.close();
    await target?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });
  return pair;
}
