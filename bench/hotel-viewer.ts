// The hotel viewer's target figures against a listening server process, on both databases:
//   1. import of HOTELS (100,000) generated hotels through the admin route: < 60 s, server RSS < 300 MB while importing;
//   2. search over them, correct and typo'd queries (POST grequest/hotelbyname): median server time < 30 ms, p95 < 80 ms;
//   3. hotel detail (POST grequest/hotel): median server time < 50 ms.
// Server times are the answers' Server-Timing (app;dur=…). The first-picture figure in Chromium is
// bench/hotel-first-image.ts. The generated hotels are plausible (names from parts, 20 countries, places with
// coordinates), deterministic (seeded), and written to a temp JSON-lines file first.
// Run: node --import tsx bench/hotel-viewer.ts   (HOTELS=100000 QUERIES=200 DETAILS=100 DB=both|pglite|postgres;
// PostgreSQL at BENCH_PG_URL, default postgres://postgres@127.0.0.1:5432/postgres, in a database it creates and drops)
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { generatedHotel, searchQueries } from './hotel-data.js';
import { dropBenchDatabase, freePort, freshBenchDatabase, median, ms, percentile } from './lib.js';

const self = fileURLToPath(import.meta.url);
const count = (name: string, fallback: number) => Math.max(1, Number(process.env[name] ?? fallback) || fallback);
const HOTELS = count('HOTELS', 100_000);
const QUERIES = count('QUERIES', 200);
const DETAILS = count('DETAILS', 100);
const BENCH_DB = 'bench_hotels';
const LIMITS = { importS: 60, importRssMb: 300, searchMedian: 30, searchP95: 80, detailMedian: 50 };
const ADMIN = 'bench-admin';

interface Ready {
  port: number;
  code: string;
  password: string;
}

/** The server process: a fresh database, a location with an offer code, an admin who may import. */
async function serve(dir: string, port: number, url: string | undefined) {
  (await import('../apps/server/src/lib/heap.js')).limitHeapGrowth(); // as main.ts does
  const { buildApp } = await import('../apps/server/src/app.js');
  const { loadConfig } = await import('../apps/server/src/config.js');
  const { openDatabase } = await import('../apps/server/src/db/client.js');
  const { addLocation, addNetwork } = await import('../apps/server/src/test/factory/index.js');
  const { addUser, TEST_PASSWORD } = await import('../apps/server/src/test/factory/users.js');
  const { createRoleWithRights, seedRightsCatalogue } = await import('../apps/server/src/db/seed/base.js');
  const { ensureOfferCode } = await import('../apps/server/src/modules/companies/offer-code.js');
  const database = await openDatabase(url ? { url } : { dataDir: dir });
  await database.migrate();
  const db = database.db;
  const network = await addNetwork(db, { name: 'Benchmark-Netz' });
  const location = await addLocation(db, { guidParent: network, name: 'Benchmark-Reisebüro' });
  const code = await ensureOfferCode(db, location);
  await seedRightsCatalogue(db);
  const role = await createRoleWithRights(db, 'Bench-Admin', 'Benchmark', [
    'RIGHT_COMP_VISIBLE_ROLES',
    'RIGHT_COMP_HOTEL_VIEWER',
  ]);
  await addUser(db, { username: ADMIN, guidParent: null, guidRole: role });
  const config = loadConfig({
    DATA_DIR: dir,
    LOG_LEVEL: 'warn',
    SEED_DEMO: '0',
    HOTEL_DEMO: '0',
    WEB_DIST: '',
    PORT: String(port),
    ...(url ? { DATABASE_URL: url } : {}),
  });
  const app = await buildApp({ config, db });
  await app.listen({ port, host: '127.0.0.1' });
  const ready: Ready = { port, code, password: TEST_PASSWORD };
  process.stdout.write(`${JSON.stringify(ready)}\n`);
  process.on('SIGTERM', async () => {
    await app.close();
    await database.close();
    process.exit(0);
  });
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

const serverTime = (res: Response) => Number(/dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '')?.[1] ?? NaN);

async function writeHotels(file: string): Promise<string[]> {
  const out = createWriteStream(file);
  const names: string[] = [];
  for (let i = 0; i < HOTELS; i++) {
    const hotel = generatedHotel(i);
    names.push(hotel.name);
    if (!out.write(`${JSON.stringify(hotel)}\n`)) await new Promise((r) => out.once('drain', r));
  }
  await new Promise((r) => out.end(r));
  return names;
}

async function runOn(kind: 'pglite' | 'postgres', file: string, names: string[]): Promise<boolean> {
  const dir = mkdtempSync(join(tmpdir(), 'signage-bench-hotels-'));
  const url = kind === 'postgres' ? await freshBenchDatabase(BENCH_DB) : undefined;
  const port = (await freePort()) as number;
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', self, '--serve', dir, String(port), url ?? ''],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let ok = true;
  const verdict = (label: string, pass: boolean, detail: string) => {
    if (!pass) ok = false;
    console.log(`${pass ? 'PASS' : 'FAIL'} [${kind}] ${label}: ${detail}`);
  };
  try {
    const ready = await new Promise<Ready>((resolve, reject) => {
      createInterface({ input: child.stdout! }).once('line', (line) => resolve(JSON.parse(line) as Ready));
      child.once('exit', (code) => reject(new Error(`server exited (${code})`)));
    });
    const base = `http://127.0.0.1:${ready.port}`;
    const pid = child.pid as number;
    const login = await fetch(`${base}/v1/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: ADMIN, password: ready.password }),
    });
    const token = ((await login.json()) as { authToken: string }).authToken;
    const auth = { authorization: `Bearer ${token}` };
    console.log(`[${kind}] server RSS at start ${rssMb(pid).toFixed(0)} MB, load ${loadavg()[0].toFixed(2)}`);

    // 1. Import through the admin route, RSS sampled every 100 ms.
    const rssBefore = rssMb(pid);
    let rssPeak = rssBefore;
    const sampler = setInterval(() => {
      rssPeak = Math.max(rssPeak, rssMb(pid));
    }, 100);
    const started = performance.now();
    const form = new FormData();
    form.set('file', new Blob([readFileSync(file)]), 'hotels.jsonl');
    const startRes = await fetch(`${base}/v1/hotels/import`, { method: 'POST', headers: auth, body: form });
    if (startRes.status !== 202) throw new Error(`import: ${startRes.status} ${await startRes.text()}`);
    const { id } = (await startRes.json()) as { id: string };
    let status: { state: string; lines: number; created: number; errorCount: number; message: string | null };
    for (;;) {
      await new Promise((r) => setTimeout(r, 250));
      status = (await (await fetch(`${base}/v1/hotels/import/${id}`, { headers: auth })).json()) as typeof status;
      if (status.state !== 'running') break;
    }
    const importS = (performance.now() - started) / 1000;
    clearInterval(sampler);
    if (status.state !== 'done' || status.created !== HOTELS) {
      throw new Error(`import ended ${status.state}: ${JSON.stringify(status)}`);
    }
    console.log(
      `[${kind}] import of ${HOTELS} hotels: ${importS.toFixed(1)} s, RSS ${rssBefore.toFixed(0)} → peak ${rssPeak.toFixed(0)} MB`,
    );
    verdict('import time', importS < LIMITS.importS, `${importS.toFixed(1)} s (< ${LIMITS.importS} s)`);
    verdict(
      'server RSS while importing',
      rssPeak < LIMITS.importRssMb,
      `${rssPeak.toFixed(0)} MB (< ${LIMITS.importRssMb} MB)`,
    );

    // 2. Searches, sequentially, one warm-up pass over 20 queries first.
    const search = async (name: string) => {
      const res = await fetch(`${base}/v1/grequest/hotelbyname?code=${ready.code}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name }),
      });
      const hits = (await res.json()) as Array<{ gid: string; name: string }>;
      if (res.status !== 200) throw new Error(`search ${name}: ${res.status}`);
      return { time: serverTime(res), hits };
    };
    const list = searchQueries(names, QUERIES);
    for (const q of list.slice(0, 20)) await search(q);
    const correct: number[] = [];
    const typoed: number[] = [];
    let empty = 0;
    for (const [i, q] of list.entries()) {
      const r = await search(q);
      (i % 2 === 0 ? correct : typoed).push(r.time);
      if (r.hits.length === 0) empty++;
    }
    const all = [...correct, ...typoed];
    for (const [label, values] of [
      ['correct', correct],
      ['typo', typoed],
    ] as const) {
      console.log(`[${kind}] search ${label}: median ${ms(median(values))}, p95 ${ms(percentile(values, 95))}`);
    }
    console.log(`[${kind}] queries without a hit: ${empty} of ${list.length}`);
    verdict(
      `search over ${HOTELS} hotels`,
      median(all) < LIMITS.searchMedian && percentile(all, 95) < LIMITS.searchP95,
      `median ${ms(median(all))} (< ${LIMITS.searchMedian}), p95 ${ms(percentile(all, 95))} (< ${LIMITS.searchP95})`,
    );

    // 3. Details of hotels spread over the directory.
    const details: number[] = [];
    for (let i = 0; i < DETAILS; i++) {
      const gid = generatedHotel((i * 104_729) % HOTELS).gid;
      const res = await fetch(`${base}/v1/grequest/hotel?code=${ready.code}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ gid }),
      });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`hotel ${gid}: ${res.status}`);
      details.push(serverTime(res));
    }
    verdict(
      'hotel detail',
      median(details) < LIMITS.detailMedian,
      `median ${ms(median(details))} (< ${LIMITS.detailMedian}), p95 ${ms(percentile(details, 95))}`,
    );
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dir, { recursive: true, force: true });
    if (kind === 'postgres') await dropBenchDatabase(BENCH_DB);
  }
  return ok;
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'signage-bench-hotel-file-'));
  const file = join(dir, 'hotels.jsonl');
  try {
    const t = performance.now();
    const names = await writeHotels(file);
    console.log(
      `hotel viewer benchmark: node ${process.version}, ${cpus().length} cores, load ${loadavg()[0].toFixed(2)}; ` +
        `${HOTELS} hotels written in ${ms(performance.now() - t)}`,
    );
    const which = process.env.DB ?? 'both';
    const kinds = which === 'both' ? (['pglite', 'postgres'] as const) : [which as 'pglite' | 'postgres'];
    let ok = true;
    for (const kind of kinds) ok = (await runOn(kind, file, names)) && ok;
    process.exit(ok ? 0 : 1);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const serveAt = process.argv.indexOf('--serve');
if (serveAt >= 0) {
  await serve(process.argv[serveAt + 1], Number(process.argv[serveAt + 2]), process.argv[serveAt + 3] || undefined);
} else await main();
