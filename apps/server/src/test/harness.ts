import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { LoginThrottle } from '../lib/login-throttle.js';
import { TestClock } from './clock.js';
import { createTestDatabase } from './database.js';
import { TEST_PASSWORD } from './factory/users.js';
import { type Fixtures, seedFixtures } from './fixtures.js';

export interface Harness {
  app: FastifyInstance;
  database: Database;
  clock: TestClock;
  fx: Fixtures;
  /** inject with the token of a fixture user (or none). */
  call(as: keyof Fixtures['tokens'] | null, options: InjectOptions): Promise<LightMyRequestResponse>;
}

export { TEST_PASSWORD };

export function testConfig(dataDir: string, env: NodeJS.ProcessEnv = {}) {
  return loadConfig({
    DATA_DIR: dataDir,
    SCRYPT_COST: '1024',
    LOGIN_REFUSAL_MS: '0',
    LOG_LEVEL: 'silent',
    SEED_DEMO: '0',
    ADMIN_PASSWORD: TEST_PASSWORD,
    WEB_DIST: join(dataDir, 'no-web'),
    // The revalidation's timer would heal what a test wrote on purpose behind the caches' back: tests call
    // player.revalidate() themselves (or set it in `env`).
    REVALIDATE_SECONDS: '3600',
    ...env,
  });
}

/** One database and app per test file; every test starts from the same fixtures. `env` overrides the test configuration. */
export function useHarness(env: NodeJS.ProcessEnv = {}): Harness {
  const harness = {} as Harness;
  let dataDir = '';
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'signage-test-'));
    harness.database = await createTestDatabase();
    harness.clock = new TestClock();
    harness.app = await buildApp({
      config: testConfig(dataDir, env),
      db: harness.database.db,
      clock: harness.clock,
      logger: false,
    });
    harness.call = (as, options) => {
      const token = as ? harness.fx.tokens[as] : null;
      return harness.app.inject({
        ...options,
        headers: { ...(options.headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      });
    };
  }, 180_000);
  beforeEach(async () => {
    await truncateAll(harness.database);
    harness.app.ctx.throttle = new LoginThrottle(harness.clock);
    harness.clock.set(Date.parse('2026-06-01T10:00:00Z'));
    harness.fx = await seedFixtures(harness.app, harness.database.db);
  });
  afterAll(async () => {
    await harness.app?.close();
    await harness.database?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });
  return harness;
}

export async function truncateAll(database: Database) {
  const { rows } = (await database.db.execute(
    sql`select tablename from pg_tables where schemaname = 'public'`,
  )) as unknown as { rows: Array<{ tablename: string }> };
  const names = rows.map((r) => `"${r.tablename}"`).join(', ');
  if (names) await database.db.execute(sql.raw(`TRUNCATE ${names} RESTART IDENTITY CASCADE`));
}
