// What a request pays before its handler: in one run, with the same client (autocannon, in this process) against one
// server process, a bare Fastify route answering {ok:true}, the product's GET /api/ping and GET /api/playlist (200
// screens, 20 playlists, rotating keys, gzip as the players ask), and a bare route sending one such gzip answer's bytes
// (what the payload itself costs); prints requests/s and the ratios to the bare route (goals: ping ≥ 0.8, playlist ≥
// 0.5). Both apps listen in the same server process, so they share its event loop and core. The server process runs on
// core 0 and this process (the client) on core 1 (taskset, as bench/player-protocol.ts; BENCH_PIN=0 switches it off),
// and beside requests/s it prints the server process's CPU time per request of each route (process.cpuUsage in the
// server around the route's run) and the CPU ratio (bare µs/req ÷ route µs/req) — the figure that does not depend on
// how the scheduler split the cores. Run: node --import tsx bench/route-overhead.ts [--seconds=10] [--rounds=3]
// (PGlite in a temp dir)
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';

const self = fileURLToPath(import.meta.url);

interface Ready {
  port: number;
  barePort: number;
  bareLogPort: number;
  /** BENCH_BASELINE's app (another checkout of the product) on the same database, or 0. */
  basePort: number;
  keysFile: string;
}

async function serve(dir: string) {
  (await import('../apps/server/src/lib/heap.js')).limitHeapGrowth(); // as main.ts does
  const { default: fastify, LogController } = await import('fastify');
  const { buildApp } = await import('../apps/server/src/app.js');
  const { loadConfig } = await import('../apps/server/src/config.js');
  const { openDatabase } = await import('../apps/server/src/db/client.js');
  const { seedPlayerData } = await import('./player-data.js');
  const database = await openDatabase({ dataDir: dir });
  await database.migrate();
  const data = await seedPlayerData(database.db, Date.now(), 200, 20);
  const config = loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'warn', SEED_DEMO: '0', WEB_DIST: '', POLL_LIMIT: '1000000' });
  const app = await buildApp({ config, db: database.db });
  await app.listen({ port: 0, host: '127.0.0.1' });
  // BENCH_BASELINE=<checkout>: that checkout's app in this process too (same database, config and core), so a
  // change is measured against its baseline in the same run, alternating, instead of in runs minutes apart.
  const baseline = process.env.BENCH_BASELINE;
  type AppModule = typeof import('../apps/server/src/app.js');
  const baseApp = baseline
    ? await ((await import(pathToFileURL(join(baseline, 'apps/server/src/app.ts')).href)) as AppModule).buildApp({
        config,
        db: database.db,
      })
    : null;
  await baseApp?.listen({ port: 0, host: '127.0.0.1' });
  const bare = fastify();
  bare.get('/ok', async () => ({ ok: true }));
  // The same bytes a screen gets (one screen's gzip answer) from a bare route: what the payload itself costs.
  const sample = await app.inject({
    url: `/api/playlist?key=${data.keys[0]}&version=4.2.0`,
    headers: { 'accept-encoding': 'gzip' },
  });
  const sameBytes = sample.rawPayload;
  bare.get('/same', (_req, reply) => {
    reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-encoding', 'gzip')
      .header('etag', String(sample.headers.etag))
      .send(sameBytes);
  });
  // The server process's CPU time so far (µs, user + system, every thread): read before and after each route's run.
  bare.get('/cpu', async () => {
    const { user, system } = process.cpuUsage();
    return { us: user + system };
  });
  await bare.listen({ port: 0, host: '127.0.0.1' });
  // The bare route with what every Fastify request of the product pays for logging: a pino logger at the product's
  // level, Fastify's own request lines off, the route at 'warn' as the ping (a child logger per request).
  const bareLog = fastify({
    logger: { level: 'warn' },
    logController: new LogController({ disableRequestLogging: true }),
  });
  bareLog.get('/ok', { logLevel: 'warn' }, async () => ({ ok: true }));
  await bareLog.listen({ port: 0, host: '127.0.0.1' });
  const portOf = (a: ReturnType<typeof app.server.address>) => (typeof a === 'object' && a ? a.port : 0);
  const keysFile = join(dir, 'keys.json');
  writeFileSync(keysFile, JSON.stringify(data.keys));
  const ready: Ready = {
    port: portOf(app.server.address()),
    barePort: portOf(bare.server.address()),
    bareLogPort: portOf(bareLog.server.address()),
    basePort: baseApp ? portOf(baseApp.server.address()) : 0,
    keysFile,
  };
  process.stdout.write(`${JSON.stringify(ready)}\n`);
  process.on('SIGTERM', async () => {
    await bare.close();
    await bareLog.close();
    await baseApp?.close();
    await app.close();
    await database.close();
    process.exit(0);
  });
}

function run(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => autocannon(options, (err, r) => (err ? reject(err) : resolve(r))));
}

interface Figure {
  rps: number;
  cpuUs: number;
  p99: number;
  errors: number;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
const spread = (xs: number[], digits: number) =>
  `${median(xs).toFixed(digits)} (${Math.min(...xs).toFixed(digits)}–${Math.max(...xs).toFixed(digits)})`;

async function measure() {
  const arg = (name: string, fallback: number) =>
    Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback);
  const seconds = arg('seconds', 10);
  const rounds = arg('rounds', 3);
  const dir = mkdtempSync(join(tmpdir(), 'signage-bench-overhead-'));
  // Server on core 0, this process (autocannon) on core 1, when there are two cores and taskset exists.
  const pin = process.env.BENCH_PIN !== '0' && cpus().length >= 2 && spawnSync('taskset', ['-V']).status === 0;
  if (pin) spawnSync('taskset', ['-acp', '1', String(process.pid)]);
  // SERVER_CPU_PROF=<dir>: a CPU profile of the server process (what each request pays, by function).
  const profile = process.env.SERVER_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.SERVER_CPU_PROF}`] : [];
  const serverArgs = [...profile, '--import', 'tsx', self, '--serve', dir];
  const server = pin
    ? spawn('taskset', ['-c', '0', process.execPath, ...serverArgs], { stdio: ['ignore', 'pipe', 'inherit'] })
    : spawn(process.execPath, serverArgs, { stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    const line = await new Promise<string>((resolve) =>
      createInterface({ input: server.stdout }).once('line', resolve),
    );
    const ready = JSON.parse(line) as Ready;
    const keys = JSON.parse(readFileSync(ready.keysFile, 'utf8')) as string[];
    const cpuUs = async () =>
      ((await (await fetch(`http://127.0.0.1:${ready.barePort}/cpu`)).json()) as { us: number }).us;
    let i = 0;
    const playlist = [
      {
        method: 'GET' as const,
        setupRequest: (req: autocannon.Request) => ({
          ...req,
          path: `/api/playlist?key=${keys[i++ % keys.length]}&version=4.2.0`,
          headers: { 'accept-encoding': 'gzip' },
        }),
      },
    ];
    const base = `http://127.0.0.1:${ready.basePort}`;
    type Route = readonly [string, string, autocannon.Options];
    const all: Route[] = [
      ['bare', 'bare Fastify GET /ok {ok:true}', { url: `http://127.0.0.1:${ready.barePort}/ok` }],
      ['bare-log', 'bare Fastify with a logger (as ping)', { url: `http://127.0.0.1:${ready.bareLogPort}/ok` }],
      ['ping', 'product GET /api/ping', { url: `http://127.0.0.1:${ready.port}/api/ping` }],
      ...(ready.basePort ? [['base-ping', 'baseline GET /api/ping', { url: `${base}/api/ping` }] as Route] : []),
      [
        'playlist',
        'product GET /api/playlist (200, gzip)',
        { url: `http://127.0.0.1:${ready.port}`, requests: playlist },
      ],
      ...(ready.basePort
        ? [['base-playlist', 'baseline GET /api/playlist (200, gzip)', { url: base, requests: playlist }] as Route]
        : []),
      ['same', 'bare Fastify, the same gzip bytes', { url: `http://127.0.0.1:${ready.barePort}/same` }],
    ];
    // --routes=bare,ping: only those (e.g. for a CPU profile of one route); the ratios need bare.
    const chosen = process.argv
      .find((a) => a.startsWith('--routes='))
      ?.slice(9)
      .split(',');
    const routes = all.filter(([name]) => !chosen || chosen.includes(name));
    const hasBare = routes[0]?.[0] === 'bare';
    const load = () =>
      loadavg()
        .map((l) => l.toFixed(2))
        .join(' ');
    console.log(
      `route overhead, ${new Date().toISOString()}, load average ${load()}, ${seconds} s per route, 32 connections, ` +
        `${rounds} round(s); ${pin ? 'server on core 0, client on core 1' : 'no CPU pinning'}`,
    );
    for (const [, , options] of routes) await run({ ...options, connections: 32, duration: 2 }); // warm-up
    const figures: Figure[][] = routes.map(() => []);
    for (let round = 1; round <= rounds; round++) {
      console.log(`round ${round}, load average ${load()}`);
      for (const [index, [, label, options]] of routes.entries()) {
        const before = await cpuUs();
        const r = await run({ ...options, connections: 32, duration: seconds });
        const used = (await cpuUs()) - before;
        const figure = {
          rps: r.requests.average,
          cpuUs: used / Math.max(1, r.requests.total),
          p99: r.latency.p99,
          errors: r.errors + r.timeouts + r.non2xx,
        };
        figures[index]?.push(figure);
        const bare = hasBare ? (figures[0]?.at(-1) as Figure) : { rps: Number.NaN, cpuUs: Number.NaN };
        console.log(
          `  ${label.padEnd(40)} ${figure.rps.toFixed(0).padStart(7)} req/s  ratio ${(figure.rps / bare.rps).toFixed(2)}` +
            `  CPU ${figure.cpuUs.toFixed(1).padStart(6)} µs/req  CPU ratio ${(bare.cpuUs / figure.cpuUs).toFixed(2)}` +
            `  p99 ${figure.p99} ms  errors ${figure.errors}`,
        );
      }
      const last = (name: string) => figures[routes.findIndex(([n]) => n === name)]?.at(-1);
      const same = last('same');
      for (const name of ['playlist', 'base-playlist']) {
        const answer = last(name);
        if (answer && same)
          console.log(
            `  ${name} ÷ bare route sending the same gzip bytes: ${(answer.rps / same.rps).toFixed(2)} ` +
              `(CPU ${(same.cpuUs / answer.cpuUs).toFixed(2)})`,
          );
      }
    }
    // Median and range over the rounds; ratios per round (each against that round's bare run).
    console.log(`summary over ${rounds} round(s): median (min–max); load average at the end ${load()}`);
    const none = { rps: Number.NaN, cpuUs: Number.NaN } as Figure;
    const bare = (k: number) => (hasBare ? (figures[0]?.[k] ?? none) : none);
    for (const [index, [, label]] of routes.entries()) {
      const own = figures[index] as Figure[];
      console.log(
        `  ${label.padEnd(40)} ${spread(
          own.map((f) => f.rps),
          0,
        )} req/s  ratio ${spread(
          own.map((f, k) => f.rps / bare(k).rps),
          2,
        )}  CPU ${spread(
          own.map((f) => f.cpuUs),
          1,
        )} µs/req  CPU ratio ${spread(
          own.map((f, k) => bare(k).cpuUs / f.cpuUs),
          2,
        )}`,
      );
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv.includes('--serve')) await serve(process.argv[process.argv.indexOf('--serve') + 1]);
else await measure();
