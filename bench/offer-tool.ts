// The offer tool's target figures against a listening server process on the embedded database with the built-in demo
// provider (no network):
//   1. both images of one offer, warm (createOfferImage without cache, so every call renders):
//      median < 200 ms, p95 < 400 ms;
//   2. 'Angebot hinzufügen' (addToOffice) to 10 screens' playlists: median server time < 300 ms, and the screens'
//      next poll (GET /api/playlist with the old ETag) answers 200 with a new ETag;
//   3. 20 agents rendering at once (20 offers, createOfferImage together, ROUNDS rounds): no request over
//      3 s, server RSS growth < 150 MB.
// The offer calls answer Server-Timing (app;dur=…: the server's time incl. the wait for a render slot); the
// figures use it. The server process's CPU time per render is read from /proc in the same run, so a figure
// that misses its target comes with its cause: agents × CPU per render / cores is the floor for the slowest.
// Run: node --import tsx bench/offer-tool.ts   (defaults RENDERS=30 ADDS=20 AGENTS=20 ROUNDS=3; smaller values
// in the environment for a quick run, e.g. RENDERS=5 ADDS=4 AGENTS=4 ROUNDS=1)
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { benchServerEnv, freePort, median, ms, percentile } from './lib.js';

const self = fileURLToPath(import.meta.url);
const count = (name: string, fallback: number) => Math.max(1, Number(process.env[name] ?? fallback) || fallback);
const RENDERS = count('RENDERS', 30);
const ADDS = count('ADDS', 20);
const AGENTS = Math.min(count('AGENTS', 20), 44);
const ROUNDS = count('ROUNDS', 3);
const SCREENS = 10;
const ADVISORY_ID = 'BENCH-1';
const LIMITS = { renderMedian: 200, renderP95: 400, add: 300, concurrentMax: 3000, rssGrowthMb: 150 };

interface Ready {
  port: number;
  code: string;
  screens: string[];
}

/** The server process: fresh PGlite in `dir`, a location with an offer code and 10 screens, each with a playlist. */
async function serve(dir: string, port: number) {
  (await import('../apps/server/src/lib/heap.js')).limitHeapGrowth(); // as main.ts does
  const { buildApp } = await import('../apps/server/src/app.js');
  const { loadConfig } = await import('../apps/server/src/config.js');
  const { openDatabase } = await import('../apps/server/src/db/client.js');
  const { addDevice, addLocation, addNetwork, addPlaylist } = await import('../apps/server/src/test/factory/index.js');
  const { ensureOfferCode } = await import('../apps/server/src/modules/companies/offer-code.js');
  const database = await openDatabase({ dataDir: dir });
  await database.migrate();
  const db = database.db;
  const network = await addNetwork(db, { name: 'Benchmark-Netz' });
  const location = await addLocation(db, { guidParent: network, name: 'Benchmark-Reisebüro', advisoryId: ADVISORY_ID });
  const code = await ensureOfferCode(db, location);
  const screens: string[] = [];
  for (let i = 0; i < SCREENS; i++) {
    // Half the screens in the vertical group (SPEC §4: device orientation 'horizontal'), half in the other.
    const vertical = i % 2 === 0;
    const playlist = await addPlaylist(db, {
      guidCompany: location,
      name: `Bildschirm ${i + 1}`,
      orientation: vertical ? 'vertical' : 'horizontal',
    });
    screens.push(
      await addDevice(db, {
        guidCompany: location,
        guidParent: network,
        name: `Bildschirm ${i + 1}`,
        orientation: vertical ? 'horizontal' : 'vertical',
        guidPlaylist: playlist,
      }),
    );
  }
  const config = loadConfig({
    ...benchServerEnv(dir, port),
    OFFER_PROVIDER: 'demo',
  });
  const app = await buildApp({ config, db });
  await app.listen({ port, host: '127.0.0.1' });
  const ready: Ready = { port, code, screens };
  process.stdout.write(`${JSON.stringify(ready)}\n`);
  process.on('SIGTERM', async () => {
    await app.close();
    await database.close();
    process.exit(0);
  });
}

/** CPU seconds (user + system) the process has used, from /proc/{pid}/stat (clock ticks of 10 ms). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** A POST with JSON; the client time and the Server-Timing total ('total;dur=…' or the first dur) if sent. */
async function post(base: string, path: string, body: object) {
  const started = performance.now();
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  const client = performance.now() - started;
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${text}`);
  const timing = res.headers.get('server-timing');
  const dur = timing ? /dur=([\d.]+)/.exec(timing)?.[1] : undefined;
  return { client, server: dur === undefined ? null : Number(dur), json: JSON.parse(text) as Record<string, unknown> };
}

function times(label: string, values: number[]) {
  return `${label}: median ${ms(median(values))}, p95 ${ms(percentile(values, 95))}, max ${ms(Math.max(...values))}`;
}

const offerIdOf = (i: number) => String(1000 + (i % 44));

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'signage-bench-offer-'));
  const port = (await freePort()) as number;
  // SERVER_CPU_PROF=<dir>: a CPU profile of the server process (read it with bench/cpu-profile-summary.ts).
  const profile = process.env.SERVER_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.SERVER_CPU_PROF}`] : [];
  const child: ChildProcess = spawn(
    process.execPath,
    [...profile, '--import', 'tsx', self, '--serve', dir, String(port)],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let failed = false;
  const verdict = (label: string, ok: boolean, detail: string) => {
    if (!ok) failed = true;
    console.log(`${ok ? 'PASS' : 'FAIL'} ${label}: ${detail}`);
  };
  try {
    const lines = createInterface({ input: child.stdout! });
    const ready = await new Promise<Ready>((resolve, reject) => {
      lines.once('line', (line) => resolve(JSON.parse(line) as Ready));
      child.once('exit', (code) => reject(new Error(`server exited (${code})`)));
    });
    const base = `http://127.0.0.1:${ready.port}`;
    const pid = child.pid as number;
    const target = (offerId: string) => ({ code: ready.code, advisoryId: ADVISORY_ID, provider: 'demo', offerId });
    const render = (offerId: string) => post(base, '/v1/pcstd/createOfferImage', { ...target(offerId), cache: false });
    console.log(
      `offer tool benchmark: node ${process.version}, ${cpus().length} cores, load ${loadavg()[0].toFixed(2)}, ` +
        `PGlite (temp dir), demo provider; server RSS at start ${rssMb(pid).toFixed(0)} MB`,
    );

    // Warm-up: the first render of each offer used below (fonts, wasm, the offer's gallery) is discarded.
    const warm = performance.now();
    for (let i = 0; i < AGENTS; i++) await render(offerIdOf(i));
    console.log(`warm-up: first render of ${AGENTS} offers in ${ms(performance.now() - warm)}`);

    // 1. Both images of one offer, warm, sequentially; without cache every call renders.
    const renders: number[] = [];
    const renderServer: number[] = [];
    const cpuBefore = cpuSeconds(pid);
    for (let i = 0; i < RENDERS; i++) {
      const r = await render('1000');
      renders.push(r.client);
      if (r.server !== null) renderServer.push(r.server);
    }
    const cpuPerRender = ((cpuSeconds(pid) - cpuBefore) / RENDERS) * 1000;
    console.log(times(`createOfferImage, ${RENDERS} sequential renders of offer 1000 (client)`, renders));
    console.log(`server CPU per createOfferImage (both images): ${ms(cpuPerRender)}`);
    if (renderServer.length) console.log(times('createOfferImage (Server-Timing)', renderServer));
    const renderFigures = renderServer.length ? renderServer : renders;
    verdict(
      'both images of one offer, warm',
      median(renderFigures) < LIMITS.renderMedian && percentile(renderFigures, 95) < LIMITS.renderP95,
      `median ${ms(median(renderFigures))} (< ${LIMITS.renderMedian}), p95 ${ms(percentile(renderFigures, 95))} (< ${LIMITS.renderP95})`,
    );

    // 2. addToOffice to the 10 screens (alternating two offers), then one screen's poll with its old ETag.
    const poll = async (screen: string, etag?: string) => {
      const res = await fetch(`${base}/api/playlist?key=${screen}&version=4.2.0`, {
        headers: etag ? { 'if-none-match': etag } : {},
      });
      await res.arrayBuffer();
      return { status: res.status, etag: res.headers.get('etag') };
    };
    const adds: number[] = [];
    const addServer: number[] = [];
    let staleEtags = 0;
    const start = Date.now();
    for (let i = 0; i < ADDS; i++) {
      const screen = ready.screens[i % SCREENS];
      const before = await poll(screen);
      const offerId = i % 2 === 0 ? '1000' : '1001';
      const r = await post(base, '/v1/pcstd/addToOffice', {
        ...target(offerId),
        agencyId: ADVISORY_ID,
        start,
        end: start + 3 * 86_400_000,
        targetDevices: ready.screens,
      });
      const reasons = r.json.reasons as string[];
      const lists = r.json.lists as unknown[];
      if (reasons.length > 0 || lists.length !== SCREENS) {
        throw new Error(`addToOffice: ${lists.length} playlists, reasons ${JSON.stringify(reasons)}`);
      }
      adds.push(r.client);
      if (r.server !== null) addServer.push(r.server);
      const after = await poll(screen, before.etag ?? undefined);
      // The new ETag must also be the one the screen keeps: asked again with it, the answer is 304.
      const again = after.etag ? await poll(screen, after.etag) : null;
      if (after.status !== 200 || !after.etag || after.etag === before.etag || again?.status !== 304) staleEtags++;
    }
    console.log(times(`addToOffice to ${SCREENS} screens, ${ADDS} adds (client, loopback)`, adds));
    if (addServer.length) console.log(times('addToOffice (Server-Timing)', addServer));
    const addFigures = addServer.length ? addServer : adds;
    verdict(
      `'Angebot hinzufügen' to ${SCREENS} screens`,
      median(addFigures) < LIMITS.add,
      `median ${ms(median(addFigures))} (< ${LIMITS.add}), max ${ms(Math.max(...addFigures))}`,
    );
    verdict(
      "the screens' next poll serves the new ETag",
      staleEtags === 0,
      `${ADDS - staleEtags} of ${ADDS} polls with the old ETag got 200 and a new ETag (then 304 with it)`,
    );

    // 3. AGENTS agents render their own offers at once, ROUNDS times.
    const rssBefore = rssMb(pid);
    let rssPeak = rssBefore;
    const sampler = setInterval(() => {
      rssPeak = Math.max(rssPeak, rssMb(pid));
    }, 100);
    const concurrent: number[] = [];
    const cpuRounds = cpuSeconds(pid);
    for (let round = 0; round < ROUNDS; round++) {
      const results = await Promise.all(Array.from({ length: AGENTS }, (_, i) => render(offerIdOf(i))));
      concurrent.push(...results.map((r) => r.server ?? r.client));
    }
    const cpuPerAgent = ((cpuSeconds(pid) - cpuRounds) / (AGENTS * ROUNDS)) * 1000;
    console.log(
      `server CPU per render under load: ${ms(cpuPerAgent)}; floor for the slowest of ${AGENTS} on ${cpus().length} ` +
        `cores: ${ms((AGENTS * cpuPerAgent) / cpus().length)}`,
    );
    clearInterval(sampler);
    const rssAfter = rssMb(pid);
    rssPeak = Math.max(rssPeak, rssAfter);
    console.log(times(`${AGENTS} agents at once, ${ROUNDS} rounds (Server-Timing)`, concurrent));
    console.log(
      `server RSS: ${rssBefore.toFixed(0)} MB before, peak ${rssPeak.toFixed(0)} MB, ${rssAfter.toFixed(0)} MB after`,
    );
    verdict(
      `${AGENTS} agents rendering at once: latency`,
      Math.max(...concurrent) < LIMITS.concurrentMax,
      `max ${ms(Math.max(...concurrent))} (< ${LIMITS.concurrentMax})`,
    );
    const growth = rssPeak - rssBefore;
    verdict(
      `${AGENTS} agents rendering at once: server RSS growth`,
      growth < LIMITS.rssGrowthMb,
      `${growth.toFixed(0)} MB peak over before (< ${LIMITS.rssGrowthMb} MB)`,
    );
    console.log(`load average at end ${loadavg()[0].toFixed(2)}`);
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dir, { recursive: true, force: true });
  }
  process.exit(failed ? 1 : 0);
}

const serveAt = process.argv.indexOf('--serve');
if (serveAt >= 0) await serve(process.argv[serveAt + 1], Number(process.argv[serveAt + 2]));
else await main();
