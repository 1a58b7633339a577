// Memory of a single-shop install (`npm start`, embedded database): the RSS of every process `npm start` leaves
// running, read from /proc, after the first start on a fresh DATA_DIR (with the demo data), after a restart, and
// after an hour of use (20 screens polling /api/playlist and reporting /api/plays, two staff users opening the
// dashboard's main pages), then during and after a login flood (100 addresses, each keeping one wrong login for a
// new unknown username in flight, as bench/login-flood.ts).
// Every minute of the use phase and the flood prints the RSS of server and engine and the server's V8 heap (its
// GET /metrics, Node's process metrics), and keeps them. With --heap-snapshots the server starts with
// --heapsnapshot-signal=SIGUSR2 and writes two heap snapshots into bench/results/idle-memory-<time>/: one after a
// warm-up (a minute of compressed use) of the first start, one at the very end (after the hour and the flood), summed
// by constructor and compared (bench/heap-summary.ts). A snapshot leaves its process ≈ 160 MB larger, so neither is
// taken in the process, or before the figures, it would distort: the first start's process is stopped after its
// snapshot and the hour runs in the restarted one. Everything goes to bench/results/idle-memory-<time>.json as it is
// measured (a run stopped early keeps what it has).
// Run: node --import tsx bench/idle-memory.ts [--command=npm|node] [--seconds=3600] [--flood-seconds=300] [--keep-build]
//   [--heap-snapshots]
//   --seconds: how long the hour of use takes (default a real hour; shorter compresses it, e.g. 120 for a quick run;
//   0 measures the two starts only); --flood-seconds: how long the flood lasts (0: none);
//   --command=node starts `node scripts/start.mjs` (no npm parent);
//   the first start builds the server bundle as a fresh checkout does (unless --keep-build).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startFlood } from '../apps/server/src/test/login-flood.js';
import { type HeapSummary, printHeap, printHeapChange, summarizeHeap } from './heap-summary.js';
import {
  compressedHour,
  login,
  type ProcessMemory,
  printTable,
  processTree,
  screens,
  treeMemory,
} from './idle-memory-lib.js';
import { freePort } from './lib.js';

const root = fileURLToPath(new URL('..', import.meta.url));
/** `--name=value` or `--name value`. */
const arg = (name: string, fallback: string) => {
  const at = process.argv.indexOf(`--${name}`);
  if (at > 0 && process.argv[at + 1]) return process.argv[at + 1] as string;
  return process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
};
const command = arg('command', 'npm');
const seconds = Number(arg('seconds', '3600'));
const floodSeconds = Number(arg('flood-seconds', '300'));
const FLOOD_CLIENTS = 100;
const keepBuild = process.argv.includes('--keep-build');
const heapSnapshots = process.argv.includes('--heap-snapshots');
const stamp = new Date().toISOString().slice(0, 19).replace(/:/g, '-');
const resultsDir = join(root, 'bench/results');
const heapDir = join(resultsDir, `idle-memory-${stamp}`);
const resultFile = join(resultsDir, `idle-memory-${stamp}.json`);
mkdirSync(heapSnapshots ? heapDir : resultsDir, { recursive: true });
const results = {
  started: new Date().toISOString(),
  command,
  seconds,
  floodSeconds,
  totals: [] as Array<{ label: string; total: number; rows: ProcessMemory[] }>,
  samples: [] as Array<Record<string, string | number>>,
  use: undefined as unknown,
  heap: {} as Record<string, unknown>,
};
const save = () => writeFileSync(resultFile, `${JSON.stringify(results, null, 1)}\n`);
const PASSWORD = 'bench-idle-memory';
/** After the URL is printed: time for the start's last work (timers, lazy imports) before RSS is read. */
const SETTLE_MS = 10_000;

interface Started {
  child: ChildProcess;
  output: () => string;
  base: string;
}

async function start(dataDir: string, port: number): Promise<Started> {
  const [cmd, args] =
    command === 'node' ? [process.execPath, ['--max-semi-space-size=4', 'scripts/start.mjs']] : ['npm', ['start']];
  const child = spawn(cmd, args, {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: '1',
      ADMIN_PASSWORD: PASSWORD,
      DEMO_PASSWORD: PASSWORD,
      LOG_LEVEL: 'warn',
      ...(heapSnapshots
        ? {
            NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --heapsnapshot-signal=SIGUSR2 --diagnostic-dir=${heapDir}`,
          }
        : {}),
      // The hour is compressed: a screen polls faster than POLL_LIMIT allows, and 14 new screens register at once.
      POLL_LIMIT: '10000',
      REGISTRATION_LIMIT: '100',
      // The flood comes from 100 addresses of this machine (X-Forwarded-For 10.99.x.y).
      TRUST_PROXY: 'loopback',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout?.on('data', (c: Buffer) => {
    text += c.toString();
  });
  child.stderr?.on('data', (c: Buffer) => {
    text += c.toString();
  });
  const deadline = Date.now() + 600_000;
  while (!text.includes('läuft:')) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`start failed:\n${text}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  await new Promise((r) => setTimeout(r, SETTLE_MS));
  return { child, output: () => text, base: `http://127.0.0.1:${port}` };
}

/** SIGTERM to the started command (as systemd and Ctrl-C do); resolves when every process of it has ended. */
async function stop(s: Started): Promise<void> {
  const pids = processTree(s.child.pid ?? 0);
  const exited = new Promise((r) => s.child.once('exit', r));
  s.child.kill('SIGTERM');
  await exited;
  const deadline = Date.now() + 60_000;
  const alive = (pid: number) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  while (pids.some(alive)) {
    if (Date.now() > deadline) throw new Error(`still running after stop: ${pids.filter(alive).join(', ')}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'signage-idle-memory-'));
const port = await freePort();
const totals: Array<[string, number]> = [];
/** The summary of the warm-up snapshot, which the one at the end is compared with. */
let warmHeap: HeapSummary | undefined;
/** A table printed and kept (totals, results). */
function record(label: string, rows: ProcessMemory[]) {
  totals.push([label, printTable(label, rows)]);
  results.totals.push({ label, total: rows.reduce((t, r) => t + r.rss, 0), rows });
  save();
}
console.log(
  `idle memory: \`${command === 'node' ? 'node scripts/start.mjs' : 'npm start'}\`, embedded database, ` +
    `${new Date().toISOString()}, load average at start ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
);
try {
  if (!keepBuild) rmSync(join(root, 'apps/server/dist/.build-hash'), { force: true });
  let s = await start(dataDir, port);
  record('first start (build, initdb, migrations, demo data)', treeMemory(s.child.pid ?? 0));
  const demoUser = /Demo-Benutzer[^:]*: (\S+) \(/.exec(s.output())?.[1];
  if (heapSnapshots) {
    await use(s, demoUser, 60);
    warmHeap = await heapSnapshot(s, 'warm-up');
  }
  await stop(s);

  s = await start(dataDir, port);
  record('after a restart', treeMemory(s.child.pid ?? 0));

  if (seconds > 0) await hour(s, demoUser);
  if (floodSeconds > 0) await flood(s);
  const endHeap = await heapSnapshot(s, 'end');
  if (warmHeap && endHeap) {
    const changes = printHeapChange(
      'JS heap, warm-up (first start) → end (after the hour and the flood)',
      warmHeap,
      endHeap,
    );
    results.heap.change = { total: endHeap.total - warmHeap.total, top: changes.slice(0, 15) };
    save();
  }
  await stop(s);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

/** The server's process (the one running scripts/start.mjs) and the embedded engine's, below the started command. */
function pidOf(s: Started, part: string): number | undefined {
  return processTree(s.child.pid ?? 0).find((p) => {
    try {
      return readFileSync(`/proc/${p}/cmdline`, 'utf8').includes(part);
    } catch {
      return false;
    }
  });
}

/** The server's V8 heap from its GET /metrics (prom-client's process metrics; loopback needs no token), MB. */
async function heapOf(
  s: Started,
): Promise<{ heapUsed?: number; heapTotal?: number; oldSpace?: number; external?: number }> {
  try {
    const text = await (await fetch(`${s.base}/metrics`)).text();
    const value = (name: string) => Number(new RegExp(`^${name} ([0-9.e+]+)$`, 'm').exec(text)?.[1] ?? Number.NaN);
    const mb = (bytes: number) => Math.round(bytes / 104_857.6) / 10;
    return {
      heapUsed: mb(value('nodejs_heap_size_used_bytes')),
      heapTotal: mb(value('nodejs_heap_size_total_bytes')),
      oldSpace: mb(value('nodejs_heap_space_size_used_bytes\\{space="old"\\}')),
      external: mb(value('nodejs_external_memory_bytes')),
    };
  } catch {
    return {};
  }
}

/** Every minute: RSS of the server, the engine and the whole tree and the server's heap, printed and kept. */
function sampling(s: Started, phase: string) {
  const t0 = Date.now();
  const timer = setInterval(async () => {
    const rows = treeMemory(s.child.pid ?? 0);
    const rss = (part: string) => rows.find((r) => r.pid === pidOf(s, part))?.rss ?? 0;
    const sample = {
      at: new Date().toISOString().slice(11, 19),
      phase,
      minute: Math.round((Date.now() - t0) / 60_000),
      server: Math.round(rss('scripts/start.mjs')),
      engine: Math.round(rss('embedded-process')),
      total: Math.round(rows.reduce((t, r) => t + r.rss, 0)),
      pss: Math.round(rows.reduce((t, r) => t + r.pss, 0)),
      load: loadavg()[0].toFixed(2),
      ...(await heapOf(s)),
    };
    results.samples.push(sample);
    save();
    console.log(
      `  [${sample.at}] ${phase} minute ${sample.minute}: server ${sample.server} MB (heap used ${sample.heapUsed} of ` +
        `${sample.heapTotal}, old space ${sample.oldSpace}, external ${sample.external}), engine ${sample.engine} MB, ` +
        `total ${sample.total} MB (PSS ${sample.pss}), load ${sample.load}`,
    );
  }, 60_000);
  return { stop: () => clearInterval(timer) };
}

/**
 * With --heap-snapshots: SIGUSR2 to the server, which writes a heap snapshot into heapDir on its main thread (so
 * its answer to the next /api/ping comes after the file is complete); renamed to <label>.heapsnapshot and summed.
 */
async function heapSnapshot(s: Started, label: string): Promise<HeapSummary | undefined> {
  const pid = pidOf(s, 'scripts/start.mjs');
  if (!heapSnapshots || !pid) return undefined;
  const known = new Set(readdirSync(heapDir));
  const t0 = Date.now();
  process.kill(pid, 'SIGUSR2');
  let file: string | undefined;
  while (!file) {
    if (Date.now() - t0 > 300_000) throw new Error(`no heap snapshot from ${pid} after 5 minutes`);
    await new Promise((r) => setTimeout(r, 200));
    file = readdirSync(heapDir).find((f) => !known.has(f) && f.endsWith('.heapsnapshot'));
  }
  await (await fetch(`${s.base}/api/ping`)).arrayBuffer();
  const ms = Date.now() - t0;
  const path = join(heapDir, `${label}.heapsnapshot`);
  renameSync(join(heapDir, file), path);
  const summary = summarizeHeap(path);
  printHeap(`heap snapshot ${label} (written in ${ms} ms; RSS now ${treeMemory(pid)[0]?.rss.toFixed(0)} MB)`, summary);
  results.heap[label] = {
    file: path,
    ms,
    total: summary.total,
    nodes: summary.nodes,
    top: summary.groups.slice(0, 15),
  };
  save();
  return summary;
}

/** The screens and staff sessions, then `useSeconds` of compressed use; returns the request counts. */
async function use(s: Started, demoUser: string | undefined, useSeconds: number) {
  const admin = await login(s.base, 'admin', PASSWORD);
  const staff = [admin, demoUser ? await login(s.base, demoUser, PASSWORD) : admin];
  const keys = await screens(s.base, admin, 20);
  const counts = await compressedHour(s.base, keys, staff, useSeconds);
  const label = `${keys.length} screens, staff ${demoUser ? `admin + ${demoUser}` : 'admin'}`;
  console.log(
    `\n${useSeconds} s of use (${label}): ${counts.requests} requests, by status: ${JSON.stringify(counts.byStatus)}`,
  );
  console.log(`  plays reported: ${counts.plays}, refused by reason: ${JSON.stringify(counts.refused)}`);
  return { counts, label };
}

async function hour(s: Started, demoUser: string | undefined) {
  const sampler = sampling(s, 'use');
  const { counts, label } = await use(s, demoUser, seconds);
  sampler.stop();
  await new Promise((r) => setTimeout(r, SETTLE_MS));
  record(`after an hour of use in ${seconds} s (${label})`, treeMemory(s.child.pid ?? 0));
  results.use = counts;
  save();
}
/** The login flood for `floodSeconds`; the tree's RSS is read every 5 s, its highest total is reported. */
async function flood(s: Started) {
  const pid = s.child.pid ?? 0;
  const f = startFlood(s.base, FLOOD_CLIENTS, 0);
  const sampler = sampling(s, 'flood');
  let peak: ReturnType<typeof treeMemory> = [];
  const sum = (rows: ReturnType<typeof treeMemory>) => rows.reduce((t, r) => t + r.rss, 0);
  const end = Date.now() + floodSeconds * 1000;
  while (Date.now() < end) {
    await new Promise((r) => setTimeout(r, Math.min(5000, end - Date.now())));
    const now = treeMemory(pid);
    if (sum(now) > sum(peak)) peak = now;
  }
  const during = `during a login flood of ${floodSeconds} s (${FLOOD_CLIENTS} addresses), highest total`;
  record(during, peak);
  await f.stop();
  sampler.stop();
  console.log(`  flood answers by status: ${JSON.stringify(f.counts)}`);
  await new Promise((r) => setTimeout(r, SETTLE_MS));
  record('after the flood', treeMemory(pid));
}
console.log(`\nresults: ${resultFile}`);
console.log('\nsummary (RSS of all processes, goal ≤ 350 MB each)');
for (const [label, total] of totals) console.log(`  ${total.toFixed(0).padStart(6)} MB  ${label}`);
