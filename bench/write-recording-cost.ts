// What recording writes costs (goal < 3 %): a baseline checkout A (`--base`, e.g. a worktree of main) and a checkout B
// (`--dir`, default this one), each as its own server process with the demo data and the same bench install
// (bench/soak-world.ts: 50 screens, a playlist per location with a channel linked in), measured in alternating rounds A
// B B A (`--rounds` such blocks) in one run:
//   (a) the poll path: GET /api/playlist as players send it (gzip, If-None-Match with the current ETag, rotating over
//       the screens) from autocannon at `--connections` for `--seconds`: polls/s and the server's CPU per poll;
//   (b) a playlist save through the staff API, one after the other: POST /v1/playlists/{id}/item (an item's
//       duration) and POST /v1/playlists/{id}/itemOrderNr (one step left or right), in turn, `--saves` per round:
//       median and p95 latency and the server's CPU per save.
// CPU = user + system time of the server's whole process tree from /proc (the embedded database is a process of
// its own). Prints every round and the B/A ratios of the medians over the rounds.
// Run: node --import tsx bench/write-recording-cost.ts --base <checkout> [--dir <checkout>] [--rounds 2]
//   [--seconds 10] [--saves 60] [--connections 16] [--database-url postgres://…] [--pin]
import { spawnSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { median, percentile } from './lib.js';
import { checkoutArg, type ProductServer, startProduct } from './product-process.js';
import { ok, setUpWorld, type World } from './soak-world.js';

const argv = process.argv;
const option = (name: string) => {
  const i = argv.indexOf(`--${name}`);
  return i > 0 ? argv[i + 1] : undefined;
};
const number = (name: string, fallback: number) => Number(option(name) ?? fallback);
if (!option('base')) throw new Error('--base <checkout> is required (the baseline, e.g. a worktree of main)');
const baseDir = checkoutArg(argv, 'base', '.');
const dir = checkoutArg(argv, 'dir', fileURLToPath(new URL('..', import.meta.url)));
const rounds = number('rounds', 2);
const seconds = number('seconds', 10);
const saves = number('saves', 60);
const connections = number('connections', 16);
// --pin: both servers on core 0, this process (the load generator and the staff client) on core 1.
const pin = argv.includes('--pin') && cpus().length >= 2 && spawnSync('taskset', ['-V']).status === 0;

interface Side {
  name: 'A' | 'B';
  server: ProductServer;
  world: World;
  /** Per screen key its current ETag (as the players send it back). */
  etags: Map<string, string>;
  figures: Figures[];
}

interface Figures {
  pollsPerSecond: number;
  cpuPerPollUs: number;
  pollErrors: number;
  saveMedianMs: number;
  saveP95Ms: number;
  cpuPerSaveMs: number;
}

async function currentEtags(side: Side) {
  for (const { key } of side.world.screens) {
    const res = await fetch(`${side.server.base}/api/playlist?key=${key}&version=4.2.0`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    await res.arrayBuffer();
    side.etags.set(key, res.headers.get('etag') ?? '');
  }
}

function polls(side: Side): Promise<autocannon.Result> {
  const keys = [...side.etags.keys()];
  let i = 0;
  return new Promise((resolve, reject) =>
    autocannon(
      {
        url: side.server.base,
        connections,
        duration: seconds,
        requests: [
          {
            method: 'GET',
            setupRequest: (req) => {
              const key = keys[i++ % keys.length] as string;
              return {
                ...req,
                path: `/api/playlist?key=${key}&version=4.2.0`,
                headers: { 'accept-encoding': 'gzip', 'if-none-match': side.etags.get(key) ?? '' },
              };
            },
          },
        ],
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    ),
  );
}

/** Per location playlist its items' guids in order (saves change durations and places, never the set). */
async function saveTargets(side: Side): Promise<Array<[string, string[]]>> {
  const { admin } = side.world;
  const targets: Array<[string, string[]]> = [];
  for (const playlist of side.world.playlistOf.values()) {
    const items = await ok<Array<{ guid: string; guidPlaylist: string; type: string }>>(
      'items',
      admin.get(`/v1/playlists/${playlist}/items`),
    );
    // Its own entries that are no linked playlist (the list also shows the channel's items in place).
    const own = items.filter((x) => x.guidPlaylist === playlist && x.type !== 'PLAYLIST');
    targets.push([playlist, own.map((x) => x.guid)]);
  }
  return targets;
}

/**
 * The saves, on the location playlists in turn: an item's duration, or the second item one step right and (the next
 * time on that playlist) back left, so every round leaves the order as it found it; their latencies.
 */
async function playlistSaves(side: Side, targets: Array<[string, string[]]>): Promise<number[]> {
  const times: number[] = [];
  const moved = new Set<string>();
  for (let n = 0; n < saves; n++) {
    const [playlist, items] = targets[n % targets.length] as [string, string[]];
    const started = performance.now();
    if (n % 2 === 0) {
      const body = { guid: items[0], duration: 10 + (n % 7) };
      await ok('save', side.world.admin.post(`/v1/playlists/${playlist}/item`, body));
    } else {
      const back = moved.delete(playlist);
      if (!back) moved.add(playlist);
      const body = { guid: items[1], direction: back ? 'left' : 'right' };
      await ok('order', side.world.admin.post(`/v1/playlists/${playlist}/itemOrderNr`, body));
    }
    times.push(performance.now() - started);
  }
  return times;
}

async function round(side: Side): Promise<Figures> {
  await currentEtags(side);
  const targets = await saveTargets(side);
  const cpu0 = side.server.cpuSeconds();
  const r = await polls(side);
  const cpu1 = side.server.cpuSeconds();
  const times = await playlistSaves(side, targets);
  const cpu2 = side.server.cpuSeconds();
  return {
    pollsPerSecond: r.requests.average,
    cpuPerPollUs: ((cpu1 - cpu0) * 1e6) / Math.max(1, r.requests.total),
    // 304 is the answer expected here; autocannon counts it as non-2xx.
    pollErrors: r.errors + r.timeouts + r.non2xx - (r['3xx'] ?? 0),
    saveMedianMs: median(times),
    saveP95Ms: percentile(times, 95),
    cpuPerSaveMs: ((cpu2 - cpu1) * 1000) / saves,
  };
}

const line = (f: Figures) =>
  `${f.pollsPerSecond.toFixed(0).padStart(6)} polls/s, ${f.cpuPerPollUs.toFixed(0).padStart(4)} µs CPU/poll` +
  ` (errors ${f.pollErrors}); save median ${f.saveMedianMs.toFixed(1)} ms, p95 ${f.saveP95Ms.toFixed(1)} ms,` +
  ` ${f.cpuPerSaveMs.toFixed(1)} ms CPU/save`;

async function main() {
  const databaseUrl = option('database-url');
  const load = () =>
    loadavg()
      .map((l) => l.toFixed(2))
      .join(' ');
  console.log(
    `write-recording cost, ${new Date().toISOString()}, A = ${baseDir}, B = ${dir}; ${databaseUrl ? 'PostgreSQL' : 'PGlite'}; ` +
      `${rounds} x ABBA, polls ${seconds} s at ${connections} connections, ${saves} saves per round; ${pin ? 'servers on core 0, client on core 1' : 'no CPU pinning'}; load ${load()}`,
  );
  if (pin) spawnSync('taskset', ['-acp', '1', String(process.pid)]);
  const sides: Side[] = [];
  try {
    for (const [name, checkout] of [
      ['A', baseDir],
      ['B', dir],
    ] as const) {
      const server = await startProduct({
        dir: checkout,
        cpus: pin ? '0' : undefined,
        databaseUrl,
        database: `bench_write_cost_${name.toLowerCase()}`,
      });
      sides.push({ name, server, world: await setUpWorld(server.base, 50), etags: new Map(), figures: [] });
    }
    const [a, b] = sides as [Side, Side];
    // Warm-up of both (JIT, caches), not counted.
    for (const side of sides) await round(side);
    for (let block = 1; block <= rounds; block++) {
      for (const side of [a, b, b, a]) {
        const figures = await round(side);
        side.figures.push(figures);
        console.log(`  block ${block} ${side.name}: ${line(figures)}; load ${load()}`);
      }
    }
    const med = (side: Side, key: keyof Figures) => median(side.figures.map((f) => f[key]));
    console.log(`summary (medians over ${2 * rounds} rounds each), load ${load()}:`);
    for (const side of sides) {
      const m = Object.fromEntries(
        (Object.keys(side.figures[0] as Figures) as Array<keyof Figures>).map((k) => [k, med(side, k)]),
      ) as unknown as Figures;
      console.log(`  ${side.name}: ${line(m)}`);
    }
    const ratio = (key: keyof Figures) => med(b, key) / med(a, key);
    const pct = (r: number) => `${((r - 1) * 100).toFixed(1)} %`;
    console.log('B/A (goal: recording writes costs < 3 %):');
    console.log(
      `  poll path: polls/s ${ratio('pollsPerSecond').toFixed(3)}, CPU per poll ${ratio('cpuPerPollUs').toFixed(3)} (${pct(ratio('cpuPerPollUs'))})`,
    );
    console.log(
      `  playlist save: median ${ratio('saveMedianMs').toFixed(3)} (${pct(ratio('saveMedianMs'))}), p95 ${ratio('saveP95Ms').toFixed(3)}, ` +
        `CPU per save ${ratio('cpuPerSaveMs').toFixed(3)} (${pct(ratio('cpuPerSaveMs'))})`,
    );
  } finally {
    for (const side of sides) await side.server.stop();
  }
}

await main();
