// What a request pays before its handler (issue 28 point 3): in one run, with the same client (autocannon, in this
// process) against one server process, a bare Fastify route answering {ok:true}, the product's GET /api/ping and
// GET /api/playlist (200 screens, 20 playlists, rotating keys, gzip as the players ask), and a bare route sending one
// such gzip answer's bytes (what the payload itself costs); prints requests/s and the
// ratios to the bare route (goals: ping ≥ 0.8, playlist ≥ 0.5). Both apps listen in the same server process, so
// they share its event loop and core.
// Run: node --import tsx bench/route-overhead.ts [--seconds=10]   (PGlite in a temp dir)
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const self = fileURLToPath(import.meta.url);

interface Ready {
  port: number;
  barePort: number;
  keysFile: string;
}

async function serve(dir: string) {
  (await import('../apps/server/src/lib/heap.js')).limitHeapGrowth(); // as main.ts does
  const { default: fastify } = await import('fastify');
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
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const portOf = (a: ReturnType<typeof app.server.address>) => (typeof a === 'object' && a ? a.port : 0);
  const keysFile = join(dir, 'keys.json');
  writeFileSync(keysFile, JSON.stringify(data.keys));
  const ready: Ready = { port: portOf(app.server.address()), barePort: portOf(bare.server.address()), keysFile };
  process.stdout.write(`${JSON.stringify(ready)}\n`);
  process.on('SIGTERM', async () => {
    await bare.close();
    await app.close();
    await database.close();
    process.exit(0);
  });
}

function run(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => autocannon(options, (err, r) => (err ? reject(err) : resolve(r))));
}

async function measure() {
  const seconds = Number(process.argv.find((a) => a.startsWith('--seconds='))?.slice(10) ?? 10);
  const dir = mkdtempSync(join(tmpdir(), 'signage-bench-overhead-'));
  // SERVER_CPU_PROF=<dir>: a CPU profile of the server process (what each request pays, by function).
  const profile = process.env.SERVER_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.SERVER_CPU_PROF}`] : [];
  const server = spawn(process.execPath, [...profile, '--import', 'tsx', self, '--serve', dir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const line = await new Promise<string>((resolve) =>
      createInterface({ input: server.stdout }).once('line', resolve),
    );
    const ready = JSON.parse(line) as Ready;
    const keys = JSON.parse(readFileSync(ready.keysFile, 'utf8')) as string[];
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
    const routes: Array<[string, autocannon.Options]> = [
      ['bare Fastify GET /ok {ok:true}', { url: `http://127.0.0.1:${ready.barePort}/ok` }],
      ['product GET /api/ping', { url: `http://127.0.0.1:${ready.port}/api/ping` }],
      ['product GET /api/playlist (200, gzip)', { url: `http://127.0.0.1:${ready.port}`, requests: playlist }],
      ['bare Fastify, the same gzip bytes', { url: `http://127.0.0.1:${ready.barePort}/same` }],
    ];
    console.log(
      `route overhead, ${new Date().toISOString()}, load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}, ${seconds} s per route, 32 connections`,
    );
    for (const [, options] of routes) await run({ ...options, connections: 32, duration: 2 }); // warm-up
    const rates: number[] = [];
    for (const [label, options] of routes) {
      const r = await run({ ...options, connections: 32, duration: seconds });
      rates.push(r.requests.average);
      const errors = r.errors + r.timeouts + r.non2xx;
      console.log(
        `  ${label.padEnd(40)} ${r.requests.average.toFixed(0).padStart(7)} req/s  ratio ${(r.requests.average / (rates[0] as number)).toFixed(2)}` +
          `  p99 ${r.latency.p99} ms  errors ${errors}`,
      );
    }
    const [, , answer, same] = rates as [number, number, number, number];
    console.log(`  /api/playlist ÷ bare route sending the same gzip bytes: ${(answer / same).toFixed(2)}`);
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv.includes('--serve')) await serve(process.argv[process.argv.indexOf('--serve') + 1]);
else await measure();
