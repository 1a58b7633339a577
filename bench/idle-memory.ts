// Memory of a single-shop install (`npm start`, embedded database): the RSS of every process `npm start` leaves
// running, read from /proc, after the first start on a fresh DATA_DIR (with the demo data), after a restart, and
// after an hour of use (20 screens polling /api/playlist and reporting /api/plays, two staff users opening the
// dashboard's main pages), then during and after a login flood (100 addresses, each keeping one wrong login for a
// new unknown username in flight, as bench/login-flood.ts).
// Run: node --import tsx bench/idle-memory.ts [--command=npm|node] [--seconds=3600] [--flood-seconds=300] [--keep-build]
//   --seconds: how long the hour of use takes (default a real hour; shorter compresses it, e.g. 120 for a quick run;
//   0 measures the two starts only); --flood-seconds: how long the flood lasts (0: none);
//   --command=node starts `node scripts/start.mjs` (no npm parent);
//   the first start builds the server bundle as a fresh checkout does (unless --keep-build).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startFlood } from '../apps/server/src/test/login-flood.js';
import { compressedHour, login, printTable, processTree, screens, treeMemory } from './idle-memory-lib.js';
import { freePort } from './lib.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const arg = (name: string, fallback: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const command = arg('command', 'npm');
const seconds = Number(arg('seconds', '3600'));
const floodSeconds = Number(arg('flood-seconds', '300'));
const FLOOD_CLIENTS = 100;
const keepBuild = process.argv.includes('--keep-build');
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
console.log(
  `idle memory: \`${command === 'node' ? 'node scripts/start.mjs' : 'npm start'}\`, embedded database, ` +
    `${new Date().toISOString()}, load average at start ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
);
try {
  if (!keepBuild) rmSync(join(root, 'apps/server/dist/.build-hash'), { force: true });
  let s = await start(dataDir, port);
  totals.push([
    'first start (build, initdb, migrations, demo data)',
    printTable('first start', treeMemory(s.child.pid ?? 0)),
  ]);
  const demoUser = /Demo-Benutzer[^:]*: (\S+) \(/.exec(s.output())?.[1];
  await stop(s);

  s = await start(dataDir, port);
  totals.push(['restart', printTable('after a restart', treeMemory(s.child.pid ?? 0))]);

  if (seconds > 0) await hour(s, demoUser);
  if (floodSeconds > 0) await flood(s);
  await stop(s);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

async function hour(s: Started, demoUser: string | undefined) {
  const admin = await login(s.base, 'admin', PASSWORD);
  const staff = [admin, demoUser ? await login(s.base, demoUser, PASSWORD) : admin];
  const keys = await screens(s.base, admin, 20);
  const counts = await compressedHour(s.base, keys, staff, seconds);
  await new Promise((r) => setTimeout(r, SETTLE_MS));
  const label = `after an hour of use in ${seconds} s (${keys.length} screens, staff ${demoUser ? `admin + ${demoUser}` : 'admin'})`;
  totals.push([label, printTable(label, treeMemory(s.child.pid ?? 0))]);
  console.log(`  requests: ${counts.requests}, by status: ${JSON.stringify(counts.byStatus)}`);
}
/** The login flood for `floodSeconds`; the tree's RSS is read every 5 s, its highest total is reported. */
async function flood(s: Started) {
  const pid = s.child.pid ?? 0;
  const f = startFlood(s.base, FLOOD_CLIENTS, 0);
  let peak: ReturnType<typeof treeMemory> = [];
  const sum = (rows: ReturnType<typeof treeMemory>) => rows.reduce((t, r) => t + r.rss, 0);
  const end = Date.now() + floodSeconds * 1000;
  while (Date.now() < end) {
    await new Promise((r) => setTimeout(r, Math.min(5000, end - Date.now())));
    const now = treeMemory(pid);
    if (sum(now) > sum(peak)) peak = now;
  }
  const during = `during a login flood of ${floodSeconds} s (${FLOOD_CLIENTS} addresses), highest total`;
  totals.push([during, printTable(during, peak)]);
  await f.stop();
  console.log(`  flood answers by status: ${JSON.stringify(f.counts)}`);
  await new Promise((r) => setTimeout(r, SETTLE_MS));
  const after = 'after the flood';
  totals.push([after, printTable(after, treeMemory(pid))]);
}
console.log('\nsummary (RSS of all processes, goal ≤ 350 MB each)');
for (const [label, total] of totals) console.log(`  ${total.toFixed(0).padStart(6)} MB  ${label}`);
