// Schedules on the screens' protocol, two figures:
//  1. GET /api/playlist throughput with schedules on every item against none, same run, same server: the data of
//     bench/player-protocol.ts (10,000 devices, 500 playlists of 20 items), every item of every second playlist
//     scheduled (Mo–Fr 9–18 Uhr / nur während / nur außerhalb der Öffnungszeiten), networks with opening hours;
//     alternating 5 s rounds from a second process (autocannon), full answers (200) and unchanged ones (304).
//  2. 10,000 screens polling across a boundary (9:00 Berlin, a schedule boundary; 14:00 Berlin, the 6-hour refresh)
//     with an injected clock: database statements counted in the pg client (the embedded database is reached the
//     same way) during the polls and the heartbeat flush after them.
// Run: node --import tsx bench/player-schedule.ts   (PGlite in a temp dir, or DATABASE_URL)
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { ItemSchedule, OpeningHours } from '@signage/shared';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../apps/server/src/db/client.js';
import { seedPlayerData } from './player-data.js';

const self = fileURLToPath(import.meta.url);
const WORKDAYS = ['mo', 'di', 'mi', 'do', 'fr'] as const;
const HOURS: OpeningHours = {
  weekly: {
    ...Object.fromEntries(WORKDAYS.map((d) => [d, [{ from: '10:00', till: '19:00' }]])),
    sa: [{ from: '10:00', till: '14:00' }],
  },
  exceptions: [],
};
const SCHEDULES: ItemSchedule[] = [
  { kind: 'times', days: [...WORKDAYS], spans: [{ from: '09:00', till: '18:00' }] },
  { kind: 'open' },
  { kind: 'closed' },
];

/** Opening hours on every network; a schedule on every item of every second playlist (the devices of even index). */
async function schedule(db: Db, keys: string[]) {
  await db.execute(sql`update companies set opening_hours = ${JSON.stringify(HOURS)}::jsonb where is_mother = 1`);
  for (const [k, s] of SCHEDULES.entries()) {
    await db.execute(sql`update playlist_items set schedule = ${JSON.stringify(s)}::jsonb
      where (order_nr / 100) % 3 = ${k} and guid_playlist in
        (select guid from playlists where name ~ '^Schaufenster [0-9]*[02468]$')`);
  }
  return { scheduled: keys.filter((_, i) => i % 2 === 0), plain: keys.filter((_, i) => i % 2 === 1) };
}

/** PGlite in `dir`, or a fresh database on DATABASE_URL's server (its URL, for the app's relay and heartbeat batches). */
async function openBenchDatabase(dir: string) {
  const { openDatabase } = await import('../apps/server/src/db/client.js');
  const { createPostgresDatabase } = await import('../apps/server/src/test/database.js');
  const server = process.env.DATABASE_URL;
  const created = server ? await createPostgresDatabase(server, 'bench_schedule') : null;
  const database = created ? await openDatabase({ url: created.url }) : await openDatabase({ dataDir: dir });
  await database.migrate();
  const close = async () => {
    await database.close();
    await created?.drop();
  };
  return { db: database.db, url: created?.url, close };
}

async function appOn(dir: string, database: { db: Db; url?: string }, clock?: { now(): number }) {
  const { buildApp } = await import('../apps/server/src/app.js');
  const { loadConfig } = await import('../apps/server/src/config.js');
  // On PostgreSQL as deployed (rows per heartbeat statement, change relay), without the periodic version check
  // and job polls among the counted statements.
  const config = loadConfig({
    DATA_DIR: dir,
    LOG_LEVEL: 'warn',
    SEED_DEMO: '0',
    WEB_DIST: '',
    JOBS_POLL_MS: '3600000',
    ...(database.url ? { DATABASE_URL: database.url, REVALIDATE_SECONDS: '3600' } : {}),
  });
  return buildApp({ config, db: database.db, ...(clock ? { clock } : {}) });
}

async function serve(dir: string) {
  (await import('../apps/server/src/lib/heap.js')).limitHeapGrowth();
  const database = await openBenchDatabase(dir);
  const data = await seedPlayerData(database.db, Date.now());
  const groups = await schedule(database.db, data.keys);
  const app = await appOn(dir, database);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const keysFile = join(dir, 'keys.json');
  writeFileSync(keysFile, JSON.stringify(groups));
  process.stdout.write(
    `${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0, keysFile })}\n`,
  );
  process.on('SIGTERM', async () => {
    await app.close();
    await database.close();
    process.exit(0);
  });
}

const run = (options: autocannon.Options) =>
  new Promise<autocannon.Result>((resolve, reject) => autocannon(options, (e, r) => (e ? reject(e) : resolve(r))));

function rotating(keys: string[], etags?: Map<string, string>) {
  let i = 0;
  const setupRequest = (req: autocannon.Request) => {
    const key = keys[i++ % keys.length];
    const etag = etags?.get(key);
    const headers: Record<string, string> = {
      'accept-encoding': 'gzip',
      ...(etag ? { 'if-none-match': `W/${etag}` } : {}),
    };
    return { ...req, path: `/api/playlist?key=${key}&version=4.2.0&diskUsageCurrent=${i % 1000}`, headers };
  };
  return [{ method: 'GET' as const, setupRequest }];
}

async function warm(url: string, keys: string[]) {
  const etags = new Map<string, string>();
  let bytes = 0;
  for (let i = 0; i < keys.length; i += 200) {
    await Promise.all(
      keys.slice(i, i + 200).map(async (key) => {
        const res = await fetch(`${url}/api/playlist?key=${key}`);
        bytes = (await res.arrayBuffer()).byteLength;
        etags.set(key, (res.headers.get('etag') ?? '').replace(/^W\//, ''));
      }),
    );
  }
  return { etags, bytes };
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const list = (xs: number[]) => xs.map((v) => v.toFixed(0)).join(', ');

async function throughput(dir: string) {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', self, '--serve', dir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const ready = await new Promise<{ port: number; keysFile: string }>((resolve, reject) => {
      createInterface({ input: child.stdout! }).once('line', (line) => resolve(JSON.parse(line)));
      child.once('exit', (code) => reject(new Error(`server exited (${code})`)));
    });
    const url = `http://127.0.0.1:${ready.port}`;
    const groups = JSON.parse(readFileSync(ready.keysFile, 'utf8')) as { scheduled: string[]; plain: string[] };
    const plain = await warm(url, groups.plain);
    const scheduled = await warm(url, groups.scheduled);
    console.log(`answer size (plain JSON): without schedules ${plain.bytes} bytes, with ${scheduled.bytes} bytes`);
    const rps = {
      plain: [] as number[],
      scheduled: [] as number[],
      plain304: [] as number[],
      scheduled304: [] as number[],
    };
    let errors = 0;
    const once = async (keys: string[], etags?: Map<string, string>) => {
      const r = await run({ url, connections: 32, duration: 5, requests: rotating(keys, etags) });
      errors += r.errors + r.timeouts + (etags ? r.non2xx - r['3xx'] : r.non2xx);
      return r.requests.average;
    };
    // Alternating, and which one goes first alternating too: this shared VM's speed drifts within seconds.
    for (let round = 0; round < 6; round++) {
      const pair = async (a: () => Promise<void>, b: () => Promise<void>) => {
        for (const step of round % 2 ? [b, a] : [a, b]) await step();
      };
      await pair(
        async () => void rps.plain.push(await once(groups.plain)),
        async () => void rps.scheduled.push(await once(groups.scheduled)),
      );
      await pair(
        async () => void rps.plain304.push(await once(groups.plain, plain.etags)),
        async () => void rps.scheduled304.push(await once(groups.scheduled, scheduled.etags)),
      );
    }
    for (const [kind, a, b] of [
      ['200 full', rps.plain, rps.scheduled],
      ['304 ETag', rps.plain304, rps.scheduled304],
    ] as const) {
      const ratio = mean(b) / mean(a);
      console.log(
        `GET /api/playlist (${kind}): no schedules ${mean(a).toFixed(0)} req/s (${list(a)}), schedules on every item ` +
          `${mean(b).toFixed(0)} req/s (${list(b)}); ratio ${ratio.toFixed(3)} (target >= 0.90) ${ratio >= 0.9 ? 'PASS' : 'FAIL'}`,
      );
    }
    console.log(`errors: ${errors}`);
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

/** Every statement any pg client sends (the pool's, and the one connection to the embedded database). */
let statements = 0;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function counted(this: pg.Client, ...args: unknown[]) {
  statements++;
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof query;

async function boundary(dir: string) {
  const { TestClock } = await import('../apps/server/src/test/clock.js');
  const database = await openBenchDatabase(dir);
  const monday = (utc: string) => Date.parse(`2026-06-01T${utc}Z`);
  // Validity windows of the seed (some start/end minutes after `now`) lie an hour before the measurement.
  const data = await seedPlayerData(database.db, monday('05:00:00'));
  const groups = await schedule(database.db, data.keys);
  const clock = new TestClock(monday('06:59:00')); // 8:59 in Berlin
  const app = await appOn(dir, database, clock);
  const etags = new Map<string, string>();
  const sweep = async () => {
    const counts = { 200: 0, 304: 0, other: 0 };
    for (let i = 0; i < data.keys.length; i += 200) {
      await Promise.all(
        data.keys.slice(i, i + 200).map(async (key) => {
          const before = etags.get(key);
          const res = await app.inject({
            url: `/api/playlist?key=${key}`,
            headers: before ? { 'if-none-match': before } : {},
          });
          if (res.statusCode === 200) etags.set(key, res.headers.etag as string);
          if (res.statusCode === 200 || res.statusCode === 304) counts[res.statusCode]++;
          else counts.other++;
        }),
      );
    }
    return counts;
  };
  const measure = async (label: string, at: number) => {
    clock.set(at);
    statements = 0;
    const started = performance.now();
    const counts = await sweep();
    const ms = performance.now() - started;
    const polls = statements;
    statements = 0;
    await app.ctx.player.flush();
    const flush = statements;
    console.log(
      `${label}: ${data.keys.length} polls in ${(ms / 1000).toFixed(1)} s -> ${counts[200]} new answers (200), ` +
        `${counts[304]} unchanged (304), ${counts.other} other; database statements: ${polls} during the polls, ` +
        `${flush} for the heartbeat flush after them = ${((polls + flush) / data.keys.length).toFixed(4)} per poll`,
    );
    return counts;
  };
  try {
    await measure('first polls at 8:59 Berlin (cold caches)', monday('06:59:00'));
    const nine = await measure('9:00:30 Berlin (schedule boundary)', monday('07:00:30'));
    const refresh = await measure('14:00:30 Berlin (6-hour refresh, 12:00 UTC)', monday('12:00:30'));
    const ok =
      nine[200] === groups.scheduled.length && nine[304] === groups.plain.length && refresh[200] === data.keys.length;
    console.log(
      `every scheduled screen got the new loop at 9:00, every screen a new answer at the refresh: ${ok ? 'PASS' : 'FAIL'}`,
    );
  } finally {
    await app.close();
    await database.close();
  }
}

if (process.argv.includes('--serve')) {
  await serve(process.argv[process.argv.indexOf('--serve') + 1] as string);
} else {
  console.log(
    `machine: ${cpus().length} cores, node ${process.version}; load average at start: ${loadavg()
      .map((v) => v.toFixed(1))
      .join(' / ')}`,
  );
  console.log(
    `database: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite (temp dir)'}; ${new Date().toISOString()}`,
  );
  const dirs = [
    mkdtempSync(join(tmpdir(), 'signage-bench-schedule-')),
    mkdtempSync(join(tmpdir(), 'signage-bench-boundary-')),
  ];
  try {
    if (!process.argv.includes('--boundary-only')) await throughput(dirs[0] as string);
    await boundary(dirs[1] as string);
  } finally {
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  }
}
