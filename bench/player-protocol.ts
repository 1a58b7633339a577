// The screens' protocol under load: 10,000 devices, 500 playlists of 20 items, GET /api/playlist with
// rotating keys from a second process (autocannon) against a listening server on 127.0.0.1.
// Run: node --import tsx bench/player-protocol.ts [--long]   (PGlite in a temp dir, or DATABASE_URL)
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { startPlayerServer } from './player-server.js';

const self = fileURLToPath(import.meta.url);
const RATE = 1700;
/** Share of RATE the fixed-rate run must actually reach for a PASS (the load generator's ramp-up costs a little). */
const MIN_RATE_SHARE = 0.95;

interface Ready {
  port: number;
  keysFile: string;
  seedMs: number;
  database: string;
}

async function serve(dir: string) {
  const { app, database, port, keysFile, seedMs, kind } = await startPlayerServer(dir);
  const ready: Ready = { port, keysFile, seedMs, database: kind };
  process.stdout.write(`${JSON.stringify(ready)}\n`);
  process.on('SIGTERM', async () => {
    await app.close();
    await database.close();
    process.exit(0);
  });
}

function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

function run(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

// Players ask for gzip (OkHttp, the Android HTTP client, adds Accept-Encoding: gzip by itself; so do browsers).
const GZIP = process.env.BENCH_GZIP !== '0';

function rotating(keys: string[], etags?: Map<string, string>, route = '/api/playlist') {
  let i = 0;
  return [
    {
      method: 'GET' as const,
      setupRequest: (req: autocannon.Request) => {
        const key = keys[i++ % keys.length];
        const etag = etags?.get(key);
        return {
          ...req,
          path: `${route}?key=${key}&version=4.2.0&diskUsageCurrent=${i % 1000}&diskUsageMax=32000`,
          headers: {
            ...(GZIP ? { 'accept-encoding': 'gzip' } : {}),
            ...(etag ? { 'if-none-match': GZIP ? `W/${etag}` : etag } : {}),
          },
        };
      },
    },
  ];
}

const errorsOf = (r: autocannon.Result) => r.errors + r.timeouts + r.non2xx;

async function throughput(url: string, keys: string[], seconds: number, etags?: Map<string, string>) {
  const r = await run({ url, connections: 32, duration: seconds, requests: rotating(keys, etags) });
  const ok = etags ? r['3xx'] : r['2xx'];
  return { rps: r.requests.average, ok, errors: r.errors + r.timeouts + (etags ? r.non2xx - r['3xx'] : r.non2xx) };
}

async function fixedRate(url: string, pid: number, keys: string[], seconds: number) {
  const rss: Array<[number, number]> = [];
  const started = Date.now();
  const sampler = setInterval(() => rss.push([Math.round((Date.now() - started) / 1000), rssOf(pid)]), 5000);
  rss.push([0, rssOf(pid)]);
  const r = await run({ url, connections: 40, overallRate: RATE, duration: seconds, requests: rotating(keys) });
  clearInterval(sampler);
  rss.push([seconds, rssOf(pid)]);
  const values = rss.map(([, v]) => v);
  const third = Math.max(1, Math.floor(values.length / 3));
  const avg = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  return {
    seconds,
    rps: r.requests.average,
    total: r.requests.total,
    p50: r.latency.p50,
    p90: r.latency.p90,
    p99: r.latency.p99,
    max: r.latency.max,
    errors: errorsOf(r),
    rssMin: Math.min(...values),
    rssMax: Math.max(...values),
    rssFirstThird: avg(values.slice(0, third)),
    rssLastThird: avg(values.slice(-third)),
    rssSamples: rss.map(([t, v]) => `${t}s:${v.toFixed(0)}`).join(' '),
  };
}

async function main() {
  const long = process.argv.includes('--long');
  const dir = mkdtempSync(join(tmpdir(), 'signage-bench-player-'));
  // Server and load generator each on a core of their own (when there are two and taskset exists), so
  // the load generator's work on the answers does not eat into the server's capacity.
  const pin = process.env.BENCH_PIN !== '0' && cpus().length >= 2 && spawnSync('taskset', ['-V']).status === 0;
  if (pin) spawnSync('taskset', ['-acp', '1', String(process.pid)]);
  const serverArgs = ['--import', 'tsx', self, '--serve', dir];
  const child: ChildProcess = pin
    ? spawn('taskset', ['-c', '0', process.execPath, ...serverArgs], { stdio: ['ignore', 'pipe', 'inherit'] })
    : spawn(process.execPath, serverArgs, { stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    const lines = createInterface({ input: child.stdout! });
    const ready = await new Promise<Ready>((resolve, reject) => {
      lines.once('line', (line) => resolve(JSON.parse(line) as Ready));
      child.once('exit', (code) => reject(new Error(`server exited (${code})`)));
    });
    const keys = JSON.parse(readFileSync(ready.keysFile, 'utf8')) as string[];
    const url = `http://127.0.0.1:${ready.port}`;
    const pid = child.pid as number;
    const load = () =>
      loadavg()
        .map((v) => v.toFixed(1))
        .join(' / ');
    console.log(
      `machine: ${cpus().length} cores, node ${process.version}; load average (1/5/15 min) at start: ${load()}; ` +
        (pin ? 'throughput runs: server on core 0, load generator on core 1' : 'no CPU pinning') +
        `; requests ${GZIP ? 'with' : 'without'} Accept-Encoding: gzip`,
    );
    console.log(
      `data: ${keys.length} devices, 500 playlists x 20 items, ${ready.database}, seeded in ${(ready.seedMs / 1000).toFixed(1)} s`,
    );

    // Warm-up: every device polls once (fills the caches); collect the ETags for the 304 run.
    const etags = new Map<string, string>();
    const warm = performance.now();
    for (let i = 0; i < keys.length; i += 200) {
      await Promise.all(
        keys.slice(i, i + 200).map(async (key) => {
          const res = await fetch(`${url}/api/playlist?key=${key}`);
          await res.arrayBuffer();
          etags.set(key, (res.headers.get('etag') ?? '').replace(/^W\//, ''));
        }),
      );
    }
    const sample = await (await fetch(`${url}/api/playlist?key=${keys[0]}`)).text();
    console.log(
      `warm-up: ${keys.length} first polls in ${((performance.now() - warm) / 1000).toFixed(1)} s; answer ${sample.length} bytes; ` +
        `server RSS ${rssOf(pid).toFixed(0)} MB`,
    );

    // Short runs, alternated several times: this VM's speed drifts over tens of seconds, and the ratio
    // is only meaningful between runs made under the same conditions.
    const seconds = 5;
    const ping: number[] = [];
    const playlist: number[] = [];
    const notModified: number[] = [];
    let errors = 0;
    for (let round = 0; round < 4; round++) {
      // The same requests (query, rotation) as the playlist runs, so the load generator does the same work.
      const p = await run({
        url,
        connections: 32,
        duration: seconds,
        requests: rotating(keys, undefined, '/api/ping'),
      });
      ping.push(p.requests.average);
      errors += errorsOf(p);
      const full = await throughput(url, keys, seconds);
      playlist.push(full.rps);
      errors += full.errors;
      const cached = await throughput(url, keys, seconds, etags);
      notModified.push(cached.rps);
      errors += cached.errors;
    }
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    const ratio = mean(playlist) / mean(ping);
    console.log(
      `GET /api/ping                     ${mean(ping).toFixed(0)} req/s  (rounds: ${ping.map((v) => v.toFixed(0)).join(', ')})`,
    );
    console.log(
      `GET /api/playlist (200, full)     ${mean(playlist).toFixed(0)} req/s  (rounds: ${playlist.map((v) => v.toFixed(0)).join(', ')})`,
    );
    console.log(
      `GET /api/playlist (304, ETag)     ${mean(notModified).toFixed(0)} req/s  (rounds: ${notModified.map((v) => v.toFixed(0)).join(', ')})`,
    );
    console.log(
      `ratio playlist/ping: ${ratio.toFixed(2)} (target >= 0.5) ${ratio >= 0.5 ? 'PASS' : 'FAIL'}; errors: ${errors}`,
    );

    // The fixed-rate runs are about latency as deployed: server and load generator on every core again.
    if (pin) {
      const all = `0-${cpus().length - 1}`;
      spawnSync('taskset', ['-acp', all, String(pid)]);
      spawnSync('taskset', ['-acp', all, String(process.pid)]);
    }
    for (const duration of long ? [60, 300] : [60]) {
      const f = await fixedRate(url, pid, keys, duration);
      const flat = f.rssLastThird - f.rssFirstThird;
      // A low p99 says nothing when the server did not keep up: PASS also needs the rate actually reached.
      const achieved = f.total / duration;
      const pass = f.p99 < 50 && f.errors === 0 && achieved >= RATE * MIN_RATE_SHARE;
      console.log(
        `fixed ${RATE} req/s for ${duration} s: ${f.rps.toFixed(0)} req/s (${f.total} requests, achieved ${achieved.toFixed(0)} req/s, ` +
          `needed >= ${(RATE * MIN_RATE_SHARE).toFixed(0)}), p50 ${f.p50} ms, p90 ${f.p90} ms, ` +
          `p99 ${f.p99} ms, max ${f.max} ms, errors ${f.errors} -> ${pass ? 'PASS' : 'FAIL'}`,
      );
      console.log(
        `  server RSS MB: min ${f.rssMin.toFixed(0)}, max ${f.rssMax.toFixed(0)}, first third avg ${f.rssFirstThird.toFixed(0)}, ` +
          `last third avg ${f.rssLastThird.toFixed(0)} (drift ${flat >= 0 ? '+' : ''}${flat.toFixed(1)} MB)`,
      );
      console.log(`  samples: ${f.rssSamples}`);
    }
    console.log(`load average at end: ${load()}`);
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv.includes('--serve')) {
  await serve(process.argv[process.argv.indexOf('--serve') + 1]);
} else {
  await main();
}
