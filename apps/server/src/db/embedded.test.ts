import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { ENGINE_V8_FLAGS, startEmbeddedDatabase } from './embedded.js';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function client(url: string) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  return c;
}

// Up to three engine starts per test (≈ 2.7 CPU-s each): on a loaded 2-core machine more than the default 30 s.
describe('embedded database process', { timeout: 120_000 }, () => {
  it('keeps its data on disk across a stop and a new start', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'signage-embedded-'));
    dirs.push(dir);
    const first = await startEmbeddedDatabase(join(dir, 'pglite'));
    const a = await client(first.url);
    await a.query('create table notes (text text)');
    await a.query('insert into notes values ($1)', ['Grüße aus Köln']);
    await a.end();
    await first.stop();

    const second = await startEmbeddedDatabase(join(dir, 'pglite'));
    const b = await client(second.url);
    const { rows } = await b.query('select text from notes');
    expect(rows).toEqual([{ text: 'Grüße aus Köln' }]);
    await b.end();
    await second.stop();
  });

  it('starts an in-memory database as a copy of a dump, while the pool keeps its connection open', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'signage-embedded-'));
    dirs.push(dir);
    const source = await startEmbeddedDatabase(null);
    const a = await client(source.url);
    await a.query('create table notes (text text)');
    await a.query('insert into notes values ($1)', ['Grüße aus Köln']);
    await source.dump(join(dir, 'copy.tar'));
    await a.end();
    await source.stop();
    const copy = await startEmbeddedDatabase(null, { loadDataDir: join(dir, 'copy.tar') });
    const b = await client(copy.url);
    expect((await b.query('select text from notes')).rows).toEqual([{ text: 'Grüße aus Köln' }]);
    await b.end();
    await copy.stop();
  });

  it('serves connections one after the other and rolls back what a closed connection left open', async () => {
    const engine = await startEmbeddedDatabase(null);
    const a = await client(engine.url);
    await a.query('create table counter (n int)');
    await a.query('begin');
    await a.query('insert into counter values (1)');

    // The second connection is only served once the first has gone.
    const b = new pg.Client({ connectionString: engine.url });
    let bConnected = false;
    const bReady = b.connect().then(() => {
      bConnected = true;
    });
    expect((await a.query('select count(*)::int as n from counter')).rows).toEqual([{ n: 1 }]);
    expect(bConnected).toBe(false);

    await a.end();
    await bReady;
    const { rows } = await b.query('select count(*)::int as n from counter');
    expect(rows).toEqual([{ n: 0 }]);
    const failed = await b.query('select 1/0').catch((err: Error) => err.message);
    expect(failed).toMatch(/division by zero/);
    expect((await b.query('select 2 as two')).rows).toEqual([{ two: 2 }]);
    await b.end();
    await engine.stop();
  });

  it('drops a connection that sends no protocol and keeps serving', async () => {
    const engine = await startEmbeddedDatabase(null);
    const socketPath = join(new URL(engine.url).searchParams.get('host') ?? '', '.s.PGSQL.5432');
    const garbage = createConnection(socketPath);
    garbage.write(Buffer.from([0, 0, 0, 1, 0, 0, 0, 0]));
    await new Promise((resolve) => garbage.once('close', resolve));
    const c = await client(engine.url);
    expect((await c.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
    await c.end();
    await engine.stop();
  });

  it('ends when stopped and removes its socket folder', async () => {
    const engine = await startEmbeddedDatabase(null);
    await engine.stop();
    expect(existsSync(new URL(engine.url).searchParams.get('host') ?? '')).toBe(false);
    const c = new pg.Client({ connectionString: engine.url });
    await expect(c.connect()).rejects.toThrow();
  });

  it('runs with its V8 flags, each of which this node knows (an unknown one would stop node from starting)', async () => {
    const known = spawnSync(process.execPath, [...ENGINE_V8_FLAGS, '-e', '0'], { encoding: 'utf8' });
    expect(known.stderr).toBe('');
    expect(known.status).toBe(0);
    const engine = await startEmbeddedDatabase(null);
    const argv = readFileSync(`/proc/${engine.pid}/cmdline`, 'utf8').split('\0');
    await engine.stop();
    expect(argv.slice(1, 1 + ENGINE_V8_FLAGS.length)).toEqual(ENGINE_V8_FLAGS);
  });

  it('starts without its V8 flags on a node that lacks one (node refuses an unknown option)', async () => {
    const engine = await startEmbeddedDatabase(null, { v8Flags: ['--no-such-v8-flag-for-signage'] });
    const argv = readFileSync(`/proc/${engine.pid}/cmdline`, 'utf8').split('\0');
    const c = new pg.Client({ connectionString: engine.url });
    await c.connect();
    const { rows } = await c.query('select 1 as one');
    await c.end();
    await engine.stop();
    expect(rows).toEqual([{ one: 1 }]);
    expect(argv).not.toContain('--no-such-v8-flag-for-signage');
  });
});

describe('embedded database: connections beside the server', { timeout: 120_000 }, () => {
  it('turns a connection away with a clear error when it waited longer than the limit', async () => {
    const engine = await startEmbeddedDatabase(null, { waitLimitMs: 300 });
    const server = await client(engine.url);
    const psql = new pg.Client({ connectionString: engine.url });
    const refused = await psql.connect().then(
      () => null,
      (err: Error & { code?: string }) => err,
    );
    expect(refused?.message).toMatch(/bedient nur eine Verbindung .*serves one connection/);
    expect(refused?.code).toBe('53300');
    // the server's own connection goes on, and a new one is served once it has ended (pool reconnect)
    expect((await server.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
    await server.end();
    const again = await client(engine.url);
    expect((await again.query('select 2 as two')).rows).toEqual([{ two: 2 }]);
    await again.end();
    await engine.stop();
  });

  it('stops cleanly while other clients are connected or waiting: they are told, no postmaster.pid stays', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'signage-embedded-'));
    dirs.push(dir);
    const engine = await startEmbeddedDatabase(join(dir, 'pglite'));
    const server = await client(engine.url);
    // a psql that is served once the server's connection has gone, and one that waits behind it
    const psql = new pg.Client({ connectionString: engine.url });
    const psqlLost = new Promise<string>((resolve) => psql.on('error', (err) => resolve(err.message)));
    const psqlConnected = psql.connect();
    await server.end();
    await psqlConnected;
    const waiting = new pg.Client({ connectionString: engine.url });
    const waitingResult = waiting.connect().then(
      () => 'connected',
      (err: Error) => err.message,
    );
    await engine.stop();
    expect(await engine.exited).toBe(0);
    // They are told (or, when the client was writing just then, its socket is closed under it); never served.
    const told = /wird beendet .*shutting down|EPIPE|ECONNRESET|Connection terminated/;
    expect(await psqlLost).toMatch(told);
    expect(await waitingResult).toMatch(told);
    expect(existsSync(join(dir, 'pglite', 'postmaster.pid'))).toBe(false);
  });
});
