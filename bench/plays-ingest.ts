// Proof of play under load, on PostgreSQL: POST /api/plays at a fixed rate (default 1,700 batches/s = 100,000 screens
// reporting every 60 s) alone and while GET /api/playlist runs flat out, against the poll alone, with the server
// process's CPU per poll and per batch (from /proc); then the report query for a network of 500 screens x 50 items over
// a month, and the storage per screen and day. Run: node --import tsx bench/plays-ingest.ts [--seconds 60] [--rate
// 1700]   (BENCH_PG_URL, default local postgres)
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { dropBenchDatabase, freshBenchDatabase } from './lib.js';

const self = fileURLToPath(import.meta.url);
const DB_NAME = 'bench_plays';
const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const SECONDS = arg('seconds', 60);
const RATE = arg('rate', 1700);
/** Plays per batch: a minute of 10-second items. */
const PLAYS_PER_BATCH = 6;

interface Ready {
  port: number;
  screens: Array<[string, string[]]>;
}

async function serve(url: string) {
  const { buildApp } = await import('../apps/server/src/app.js');
  const { loadConfig } = await import('../apps/server/src/config.js');
  const { openDatabase } = await import('../apps/server/src/db/client.js');
  const { seedPlayerData } = await import('./player-data.js');
  const config = loadConfig({
    DATA_DIR: mkdtempSync(join(tmpdir(), 'signage-bench-plays-')),
    DATABASE_URL: url,
    LOG_LEVEL: 'warn',
    SEED_DEMO: '0',
    WEB_DIST: '',
    POLL_LIMIT: '100000',
  });
  const database = await openDatabase({ url });
  await database.migrate();
  await seedPlayerData(database.db, Date.now());
  const rows = (await database.db.execute(
    sql`select d.guid, array_agg(i.guid order by i.order_nr) as items from devices d
        join playlist_items i on i.guid_playlist = d.guid_playlist and i.type = 'IMAGE' group by d.guid`,
  )) as unknown as { rows: Array<{ guid: string; items: string[] }> };
  // As if each screen had polled its loop (a play counts only for an item served to the screen).
  await database.db.execute(sql`insert into play_served (guid_device, guid_item, first_served, last_served)
    select d.guid, i.guid, now() - interval '1 day', now() from devices d
    join playlist_items i on i.guid_playlist = d.guid_playlist and i.type = 'IMAGE' on conflict do nothing`);
  const app = await buildApp({ config, db: database.db });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const ready: Ready = {
    port: typeof address === 'object' && address ? address.port : 0,
    screens: rows.rows.map((r) => [r.guid, r.items]),
  };
  process.stdout.write(`${JSON.stringify(ready)}\n`);
  process.on('SIGTERM', async () => {
    await app.close();
    await database.close();
    process.exit(0);
  });
}

const run = (options: autocannon.Options) =>
  new Promise<autocannon.Result>((resolve, reject) => {
    autocannon(options, (err, result) => (err ? reject(err) : resolve(result)));
  });
const errorsOf = (r: autocannon.Result) => r.errors + r.timeouts + r.non2xx;

function polls(url: string, keys: string[]) {
  let i = 0;
  return run({
    url,
    connections: 16,
    duration: SECONDS,
    requests: [
      {
        method: 'GET',
        setupRequest: (req) => ({ ...req, path: `/api/playlist?key=${keys[i++ % keys.length]}&version=4.2.0` }),
      },
    ],
  });
}

function ingest(url: string, screens: Array<[string, string[]]>) {
  let i = 0;
  return run({
    url,
    connections: 40,
    overallRate: RATE,
    duration: SECONDS,
    requests: [
      {
        method: 'POST',
        setupRequest: (req) => {
          const [key, items] = screens[i++ % screens.length] as [string, string[]];
          const now = Date.now();
          const plays = Array.from({ length: PLAYS_PER_BATCH }, (_, n) => ({
            item: items[(i + n) % items.length],
            start: now - (PLAYS_PER_BATCH - n) * 10_000,
            seconds: 10,
          }));
          return {
            ...req,
            path: `/api/plays?key=${key}`,
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ batchId: randomUUID(), plays }),
          };
        },
      },
    ],
  });
}

/** A month of daily rollups for one network of 500 screens x 50 items, then the report queries on it. */
async function reportFigures(url: string) {
  const { openDatabase } = await import('../apps/server/src/db/client.js');
  const { groupTotals, dayTotals, reportScope, reportWhere } = await import(
    '../apps/server/src/modules/plays/report-repository.js'
  );
  const database = await openDatabase({ url });
  const db = database.db;
  const network = randomUUID();
  await db.execute(sql`insert into play_days (day, guid_device, guid_item, guid_location, guid_network, item_name,
      offer_id, tour_operator, plays, seconds)
    select date '2026-05-01' + d, s.guid, i.guid, s.location, ${network}::uuid, 'Angebot ' || i.n, 'O-' || i.n,
      'Veranstalter ' || (i.n % 7), 360, 3600.0
    from generate_series(0, 30) d,
      (select gen_random_uuid() guid, gen_random_uuid() location from generate_series(1, 500)) s,
      (select gen_random_uuid() guid, n from generate_series(1, 50) n) i`);
  await db.execute(sql`analyze play_days`);
  const reach = { kind: 'network' as const, network };
  const times: Record<string, number> = {};
  for (const by of ['item', 'screen', 'offer', 'operator', 'location', 'network'] as const) {
    const where = reportWhere('2026-05-01', '2026-05-31', reportScope(reach, undefined), by);
    const started = performance.now();
    const [groups] = await Promise.all([groupTotals(db, by, where), dayTotals(db, where)]);
    times[by] = performance.now() - started;
    if (!groups.length) throw new Error(`no rows by ${by}`);
  }
  await database.close();
  return times;
}

async function storage(url: string) {
  const { openDatabase } = await import('../apps/server/src/db/client.js');
  const database = await openDatabase({ url });
  const result: Record<string, { rows: number; bytes: number }> = {};
  for (const table of ['play_events', 'play_batches', 'play_hours']) {
    await database.db.execute(sql.raw(`vacuum analyze ${table}`));
    const r = (await database.db.execute(
      sql.raw(`select count(*)::bigint as rows, pg_total_relation_size('${table}') as bytes from ${table}`),
    )) as unknown as { rows: Array<{ rows: string; bytes: string }> };
    result[table] = { rows: Number(r.rows[0]?.rows), bytes: Number(r.rows[0]?.bytes) };
  }
  const days = (await database.db.execute(
    sql.raw(`select count(*)::bigint as rows, pg_total_relation_size('play_days') as bytes from play_days`),
  )) as unknown as { rows: Array<{ rows: string; bytes: string }> };
  result.play_days = { rows: Number(days.rows[0]?.rows), bytes: Number(days.rows[0]?.bytes) };
  await database.close();
  return result;
}

/** CPU seconds (user + system) the process has used, from /proc (clock ticks of 1/100 s). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Runs a phase and says how much of a core the server process used during it. */
async function withCpu<T>(pid: number, phase: () => Promise<T>): Promise<{ result: T; cores: number; cpu: number }> {
  const cpu0 = cpuSeconds(pid);
  const t0 = performance.now();
  const result = await phase();
  const cpu = cpuSeconds(pid) - cpu0;
  return { result, cpu, cores: cpu / ((performance.now() - t0) / 1000) };
}

const pct = (a: number, b: number) => `${(((a - b) / b) * 100).toFixed(1)} %`;

async function main() {
  const url = await freshBenchDatabase(DB_NAME);
  // SERVER_CPU_PROF=<dir>: a CPU profile of the server process.
  const profile = process.env.SERVER_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.SERVER_CPU_PROF}`] : [];
  const child: ChildProcess = spawn(process.execPath, [...profile, '--import', 'tsx', self, '--serve', url], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const ready = await new Promise<Ready>((resolve, reject) => {
      createInterface({ input: child.stdout! }).once('line', (line) => resolve(JSON.parse(line) as Ready));
      child.once('exit', (code) => reject(new Error(`server exited (${code})`)));
    });
    const base = `http://127.0.0.1:${ready.port}`;
    const keys = ready.screens.map(([k]) => k);
    console.log(
      `machine: ${cpus().length} cores, node ${process.version}, load average ${loadavg()
        .map((v) => v.toFixed(1))
        .join(' / ')}; ` +
        `PostgreSQL; ${keys.length} screens; runs of ${SECONDS} s; ingest at ${RATE} batches/s of ${PLAYS_PER_BATCH} plays`,
    );
    for (const key of keys) await (await fetch(`${base}/api/playlist?key=${key}`)).arrayBuffer(); // warm caches
    const pid = child.pid as number;
    const aloneRun = await withCpu(pid, () => polls(base, keys));
    const alone = aloneRun.result;
    console.log(
      `polls alone: ${alone.requests.average.toFixed(0)} req/s, p99 ${alone.latency.p99} ms, errors ${errorsOf(alone)}; ` +
        `server process ${aloneRun.cores.toFixed(2)} cores, ${((aloneRun.cpu * 1e6) / alone.requests.total).toFixed(0)} µs CPU per poll`,
    );
    const ingestRun = await withCpu(pid, () => ingest(base, ready.screens));
    const only = ingestRun.result;
    console.log(
      `ingest alone: ${only.requests.average.toFixed(0)} batches/s (target ${RATE}), p50 ${only.latency.p50} ms, ` +
        `p99 ${only.latency.p99} ms, errors ${errorsOf(only)}; server process ${ingestRun.cores.toFixed(2)} cores, ` +
        `${((ingestRun.cpu * 1e6) / Math.max(1, only.requests.total)).toFixed(0)} µs CPU per batch`,
    );
    const mixedRun = await withCpu(pid, () => Promise.all([polls(base, keys), ingest(base, ready.screens)]));
    const [mixedPolls, batches] = mixedRun.result;
    console.log(
      `polls with ingest: ${mixedPolls.requests.average.toFixed(0)} req/s (${pct(mixedPolls.requests.average, alone.requests.average)} vs alone), ` +
        `p99 ${mixedPolls.latency.p99} ms, errors ${errorsOf(mixedPolls)}`,
    );
    console.log(
      `ingest: ${batches.requests.average.toFixed(0)} batches/s (target ${RATE}), p50 ${batches.latency.p50} ms, ` +
        `p99 ${batches.latency.p99} ms, max ${batches.latency.max} ms, errors ${errorsOf(batches)} (non-2xx ${batches.non2xx}); ` +
        `server process ${mixedRun.cores.toFixed(2)} cores`,
    );
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    const sizes = await storage(url);
    const perRow = (t: string) => (sizes[t]?.rows ? (sizes[t]?.bytes ?? 0) / (sizes[t]?.rows ?? 1) : 0);
    // A screen open 12 hours showing 10-second items from a loop of 20: 4,320 plays, 720 batches, 240 hour rows, 20 day rows.
    const perDay =
      perRow('play_events') * 4320 +
      perRow('play_batches') * 720 +
      perRow('play_hours') * 240 +
      perRow('play_days') * 20;
    for (const [t, s] of Object.entries(sizes))
      console.log(`${t}: ${s.rows} rows, ${(s.bytes / 1e6).toFixed(1)} MB, ${perRow(t).toFixed(0)} bytes/row`);
    console.log(
      `storage per screen and day (12 h open, 10-s items, loop of 20): ${(perDay / 1024).toFixed(0)} KiB ` +
        `(raw plays ${((perRow('play_events') * 4320) / 1024).toFixed(0)} KiB for ${30} days, rollups ${((perRow('play_hours') * 240 + perRow('play_days') * 20) / 1024).toFixed(0)} KiB for 25 months)`,
    );
    const times = await reportFigures(url);
    console.log(
      `report, network of 500 screens x 50 items, May 2026 (775,000 daily rows): ${Object.entries(times)
        .map(([by, t]) => `${by} ${t.toFixed(0)} ms`)
        .join(', ')}`,
    );
  } finally {
    if (child.exitCode === null) child.kill('SIGTERM');
    await dropBenchDatabase(DB_NAME);
  }
}

/** --report-only: the report figures on a fresh database, without the ingest runs. */
async function reportOnly() {
  const url = await freshBenchDatabase(DB_NAME);
  try {
    const { openDatabase } = await import('../apps/server/src/db/client.js');
    const database = await openDatabase({ url });
    await database.migrate();
    await database.close();
    const times = await reportFigures(url);
    console.log(
      `load average ${loadavg()
        .map((v) => v.toFixed(1))
        .join(' / ')}`,
    );
    console.log(
      `report, 500 screens x 50 items, May 2026: ${Object.entries(times)
        .map(([by, t]) => `${by} ${t.toFixed(0)} ms`)
        .join(', ')}`,
    );
  } finally {
    await dropBenchDatabase(DB_NAME);
  }
}

if (process.argv[2] === '--serve') await serve(process.argv[3] as string);
else if (process.argv.includes('--report-only')) await reportOnly();
else await main();
