// The database gone under a running server: every route answers 503 'Die Datenbank ist nicht erreichbar.' (never
// a 500), the readiness probe says not ready, and the log names the failed SQL without its parameter values.
// PGlite (default): the engine's process killed, or the database closed. PostgreSQL (DATABASE_URL): the test's
// database dropped, or its connections terminated under a running request (then the server recovers by itself).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { type Database, openDatabase } from '../db/client.js';
import { createPostgresDatabase } from '../test/database.js';
import { type Fixtures, seedFixtures } from '../test/fixtures.js';
import { testConfig } from '../test/harness.js';
import { alive, commandLine, descendants } from '../test/processes.js';
import { waitFor, waitUntil } from '../test/wait.js';

const UNAVAILABLE = {
  success: false,
  error: { code: 'DATABASE_UNAVAILABLE', message: 'Die Datenbank ist nicht erreichbar.' },
};
/** Sent as a user name and as an offer code: a parameter value the log must not show. */
const SECRET = 'geheim-4711';
const SAMPLE_GUID = '00000000-0000-4000-8000-000000000000';

interface Server {
  app: FastifyInstance;
  fx: Fixtures;
  log: string[];
  call(options: InjectOptions): Promise<LightMyRequestResponse>;
}

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined);
});

/** A server on its own database, logging at info into `log`; the admin's token is sent with every call. */
async function start(database: Database): Promise<Server> {
  const dataDir = mkdtempSync(join(tmpdir(), 'signage-dblost-'));
  const log: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      log.push(String(chunk));
      done();
    },
  });
  const app = await buildApp({ config: testConfig(dataDir, { LOG_LEVEL: 'info' }), db: database.db, logStream });
  cleanups.push(async () => {
    await app.close();
    await database.close().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  });
  const fx = await seedFixtures(app, database.db);
  const call = (options: InjectOptions) =>
    app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${fx.tokens.admin}` } });
  return { app, fx, log, call };
}

/**
 * Every registered route with a sample id (as the administrator, bodies `{}`): none answers 500, every failure is the
 * 503 (a 4xx is the input refused before the database is asked); returns how many answered 503.
 */
async function walkEveryRoute(server: Server): Promise<number> {
  let unavailable = 0;
  for (const route of server.app.registeredRoutes) {
    const key = `${route.method} ${route.url}`;
    if (route.method === 'HEAD' || key === 'GET /health/ready') continue;
    const url = route.url.replace(/:[A-Za-z]+/g, SAMPLE_GUID).replace('*', 'x');
    const res = await server.call({
      method: route.method as 'GET',
      url,
      payload: route.method === 'GET' ? undefined : {},
    });
    if (res.statusCode >= 500) expect(res.json(), `${key}: ${res.body}`).toEqual(UNAVAILABLE);
    if (res.statusCode === 503) unavailable++;
  }
  return unavailable;
}

/** Public calls with valid input (the walk's `{}` is refused before they ask the database), each with a secret. */
const PUBLIC_CALLS: InjectOptions[] = [
  { method: 'POST', url: '/v1/user/login', payload: { username: SECRET, password: 'falsch' } },
  {
    method: 'POST',
    url: '/v1/pcstd/prepareLogin',
    payload: { code: SECRET, advisoryId: '1', provider: '1', offerId: '1000' },
  },
  { method: 'GET', url: `/api/playlist?key=${SAMPLE_GUID}` },
  { method: 'POST', url: '/api/pairing', payload: { key: SAMPLE_GUID } },
  // The screens' other routes answer as the poll does, never 404 (a player would take itself for deleted).
  { method: 'GET', url: `/api/push?key=${SAMPLE_GUID}` },
  { method: 'POST', url: `/api/plays?key=${SAMPLE_GUID}`, payload: { batchId: 'b-1', plays: [] } },
  { method: 'POST', url: `/api/showing?key=${SAMPLE_GUID}`, payload: { item: SAMPLE_GUID, start: 0 } },
  { method: 'POST', url: `/api/snapshot?key=${SAMPLE_GUID}&id=${SAMPLE_GUID}&reason=EMPTY` },
];

/** What every scenario must show once the database is gone. */
async function expectUnavailable(server: Server) {
  for (const options of PUBLIC_CALLS) {
    const res = await server.app.inject(options);
    expect(res.statusCode, `${options.url}: ${res.body}`).toBe(503);
    expect(res.json()).toEqual(UNAVAILABLE);
  }
  expect(await walkEveryRoute(server)).toBeGreaterThan(100);

  const ready = await server.app.inject({ method: 'GET', url: '/health/ready' });
  expect(ready.statusCode).toBe(503);
  expect(ready.json().checks.database).toBe('fail');
  expect((await server.app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);

  const text = server.log.join('');
  expect(text).toContain('database unavailable');
  expect(text).toContain('Failed query: select');
  expect(text).not.toContain(SECRET);
  expect(text).not.toMatch(/params: (?!\(\d+ Werte, nicht protokolliert\))/);
}

describe.runIf(!process.env.DATABASE_URL)('the embedded database gone (PGlite)', { timeout: 180_000 }, () => {
  it('its engine killed: every route answers 503, not ready, no parameter value in the log', async () => {
    const before = new Set(descendants(process.pid));
    const database = await openDatabase({ dataDir: null });
    await database.migrate();
    const engine = descendants(process.pid).find(
      (pid) => !before.has(pid) && commandLine(pid).includes('embedded-process'),
    );
    expect(engine).toBeDefined();
    const server = await start(database);
    process.kill(engine ?? 0, 'SIGKILL');
    await waitUntil(() => !alive(engine ?? 0), 'Datenbank-Prozess beendet');
    await expectUnavailable(server);
  });

  it('closed: 503 as well', async () => {
    const database = await openDatabase({ dataDir: null });
    await database.migrate();
    const server = await start(database);
    await database.close();
    await expectUnavailable(server);
  });
});

describe.runIf(process.env.DATABASE_URL)('the PostgreSQL database gone', { timeout: 180_000 }, () => {
  const serverUrl = process.env.DATABASE_URL ?? '';

  it('dropped: every route answers 503, not ready, no parameter value in the log', async () => {
    const created = await createPostgresDatabase(serverUrl, 'dblost');
    const database = await openDatabase({ url: created.url });
    await database.migrate();
    const server = await start(database);
    await created.drop();
    await expectUnavailable(server);
  });

  it('connections terminated under a running request: 503, and the next request is served again', async () => {
    const created = await createPostgresDatabase(serverUrl, 'dblost');
    cleanups.push(created.drop);
    const database = await openDatabase({ url: created.url });
    await database.migrate();
    const server = await start(database);
    // A lock makes the request's first query wait, so that its connection is cut while it runs.
    const locker = new pg.Client({ connectionString: created.url });
    await locker.connect();
    cleanups.push(() => locker.end());
    await locker.query('begin');
    await locker.query('lock table sessions in access exclusive mode');
    const pending = server.call({ method: 'GET', url: '/v1/user/me' });
    const waiting = await waitFor(async () => {
      const { rows } = await locker.query<{ pid: number }>(
        `select pid from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
      );
      return rows.length ? rows : undefined;
    }, 'Anfrage wartet auf die Sperre');
    expect(waiting.length).toBe(1);
    await locker.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    const res = await pending;
    expect(res.statusCode, res.body).toBe(503);
    expect(res.json()).toEqual(UNAVAILABLE);
    await locker.query('rollback');
    const again = await server.call({ method: 'GET', url: '/v1/user/me' });
    expect(again.statusCode, again.body).toBe(200);
    expect(server.log.join('')).not.toMatch(/params: (?!\(\d+ Werte, nicht protokolliert\))/);
  });
});
