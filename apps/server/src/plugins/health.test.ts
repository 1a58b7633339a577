import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { openDatabase, queryRows } from '../db/client.js';
import { LocalStorage } from '../lib/storage.js';
import { createPostgresDatabase, createTestDatabase, postgresServerUrl } from '../test/database.js';
import { testConfig, useHarness } from '../test/harness.js';
import { readiness } from './health.js';

const h = useHarness();
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'signage-health-'));
  dirs.push(dir);
  return dir;
};
const ready = () => h.app.inject({ method: 'GET', url: '/health/ready', remoteAddress: '203.0.113.9' });

describe('health probes', () => {
  it('live answers without database, also under its old name /healthz', async () => {
    for (const url of ['/health/live', '/healthz']) {
      const res = await h.app.inject({ method: 'GET', url, remoteAddress: '203.0.113.9' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok' });
    }
  });

  it('ready is 200 with every check ok, and leaves no probe file behind', async () => {
    const res = await ready();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', checks: { database: 'ok', storage: 'ok', migrations: 'ok' } });
    expect(await h.app.ctx.files.usage('health')).toEqual({ files: 0, bytes: 0 });
  });

  it('ready is 503 naming the migrations when the database lacks one the journal lists', async () => {
    const db = h.database.db;
    const [last] = await queryRows<{ id: number; hash: string; created_at: string }>(
      db,
      sql`select id, hash, created_at from drizzle.__drizzle_migrations order by id desc limit 1`,
    );
    await db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${last.id}`);
    try {
      const res = await ready();
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'fail', checks: { database: 'ok', storage: 'ok', migrations: 'fail' } });
    } finally {
      await db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${last.id}, ${last.hash}, ${last.created_at})`,
      );
    }
    expect((await ready()).statusCode).toBe(200);
  });

  it('ready is 503 naming the storage when no file can be written there', async () => {
    const dir = tempDir();
    // The storage root is a plain file: every write fails (ENOTDIR), as on a full or read-only disk.
    writeFileSync(join(dir, 'files'), 'kein Verzeichnis');
    const app = await buildApp({
      config: testConfig(dir),
      db: h.database.db,
      files: new LocalStorage(join(dir, 'files')),
      logger: false,
    });
    try {
      const res = await app.inject({ method: 'GET', url: '/health/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'fail', checks: { database: 'ok', storage: 'fail', migrations: 'ok' } });
      expect((await app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('ready is 503 naming database and migrations when the database is closed; live stays 200', async () => {
    const database = await createTestDatabase();
    const app = await buildApp({ config: testConfig(tempDir()), db: database.db, logger: false });
    try {
      expect((await app.inject({ method: 'GET', url: '/health/ready' })).statusCode).toBe(200);
      await database.close();
      const res = await app.inject({ method: 'GET', url: '/health/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'fail', checks: { database: 'fail', storage: 'ok', migrations: 'fail' } });
      expect(res.body).not.toMatch(/Error|at /);
      expect((await app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('are left out of the API documentation', async () => {
    const paths = Object.keys((await h.app.inject({ method: 'GET', url: '/v1/openapi.json' })).json().paths);
    expect(paths.filter((p) => /health|metrics/.test(p))).toEqual([]);
  });

  // A real PostgreSQL whatever the setting: a second connection holds a lock the check has to wait for.
  it('a check that does not answer in time counts as failed, and the answer does not wait for it', async () => {
    const created = await createPostgresDatabase(postgresServerUrl(), 'health');
    const database = await openDatabase({ url: created.url });
    const locker = new pg.Client({ connectionString: created.url });
    try {
      await database.migrate();
      await locker.connect();
      await locker.query('begin');
      await locker.query('lock table drizzle.__drizzle_migrations in access exclusive mode');
      const ctx = { ...h.app.ctx, db: database.db };
      const started = Date.now();
      expect(await readiness(ctx, 300)).toEqual({ database: 'ok', storage: 'ok', migrations: 'fail' });
      expect(Date.now() - started).toBeLessThan(2000);
      await locker.query('rollback');
      expect(await readiness(ctx, 2000)).toEqual({ database: 'ok', storage: 'ok', migrations: 'ok' });
    } finally {
      await locker.end();
      await database.close();
      await created.drop();
    }
  });
});
