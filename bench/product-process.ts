// Shared by bench/stale-soak.ts and bench/write-recording-cost.ts: the product server of any checkout (`--dir`) as a
// process of its own — `node --import tsx apps/server/src/main.ts` in that checkout (nothing is built or written
// into it), the demo data seeded on first start, on the embedded database in a temp DATA_DIR or on a fresh
// PostgreSQL database — restartable on the same data (fresh caches), with the CPU of its whole process tree (the
// embedded database is a process of its own) and its /metrics.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { processTree } from './idle-memory-lib.js';
import { dropBenchDatabase, freePort, freshBenchDatabase, waitForHealth } from './lib.js';

export const BENCH_PASSWORD = 'bench-soak-passwort-1';
const METRICS_TOKEN = 'bench-metrics-token-0123456789';

export interface ProductOptions {
  /** The checkout whose server runs. */
  dir: string;
  /**
   * A PostgreSQL server's URL (e.g. postgres://postgres@127.0.0.1:5432/postgres): a fresh database `database` is
   * created on it and dropped at the end. Undefined: the embedded database.
   */
  databaseUrl?: string;
  /** Name of the PostgreSQL database (dropped and created anew). */
  database: string;
  /** Extra environment for the server. */
  env?: Record<string, string>;
  /** CPUs the server's processes run on (taskset -c, e.g. '0'); undefined: wherever the scheduler puts them. */
  cpus?: string;
}

export interface ProductServer {
  readonly base: string;
  readonly kind: string;
  readonly dir: string;
  /** The running server process's id (its tree holds the embedded database). */
  pid(): number;
  /** CPU seconds (user + system) of the server's process tree so far. */
  cpuSeconds(): number;
  /** Lines the server wrote to stderr (warnings) since its start. */
  warnings(): string[];
  /** Stops the process and starts it again on the same data (all caches fresh). */
  restart(): Promise<void>;
  /** Stops the process and removes its data. */
  stop(): Promise<void>;
}

const TICKS_PER_SECOND = 100;

/** CPU seconds (user + system) of one process from /proc; 0 if it is gone. */
function processCpu(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** Reads the checkout from `--dir`, the PostgreSQL URL from `--database-url`: the options both benches take. */
export function checkoutArg(argv: readonly string[], name: string, fallback: string): string {
  const i = argv.indexOf(`--${name}`);
  const dir = resolve(i > 0 ? (argv[i + 1] ?? fallback) : fallback);
  if (!existsSync(join(dir, 'apps/server/src/main.ts'))) throw new Error(`${dir}: no apps/server/src/main.ts`);
  if (!existsSync(join(dir, 'node_modules/tsx'))) throw new Error(`${dir}: node_modules not installed`);
  return dir;
}

export async function startProduct(options: ProductOptions): Promise<ProductServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'signage-bench-soak-'));
  const url = options.databaseUrl ? await freshBenchDatabase(options.database, options.databaseUrl) : '';
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  let stderr: string[] = [];
  const launch = async () => {
    stderr = [];
    const command = [process.execPath, '--import', 'tsx', 'apps/server/src/main.ts'];
    // taskset runs the server in its own place (same pid); the embedded database's process inherits the CPUs.
    const [file, ...args] = options.cpus ? ['taskset', '-c', options.cpus, ...command] : command;
    const server = spawn(file as string, args, {
      cwd: options.dir,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATABASE_URL: url,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SEED_DEMO: '1',
        ADMIN_PASSWORD: BENCH_PASSWORD,
        DEMO_PASSWORD: BENCH_PASSWORD,
        LOG_LEVEL: 'warn',
        WEB_DIST: '',
        METRICS_TOKEN,
        // Scripted screens poll faster than real ones, and the benches register screens of their own.
        POLL_LIMIT: '1000000',
        REGISTRATION_LIMIT: '1000',
        ...options.env,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    server.stderr?.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) if (line.trim()) stderr.push(line);
    });
    child = server;
    await waitForHealth(base, server, 600_000);
  };
  const halt = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((r) => running.once('exit', r));
    running.kill('SIGTERM');
    await exited;
  };
  try {
    await launch();
  } catch (error) {
    await halt();
    rmSync(dataDir, { recursive: true, force: true });
    throw new Error(`server of ${options.dir} did not start: ${stderr.join('\n')}`, { cause: error });
  }
  const pid = () => (child as ChildProcess | null)?.pid ?? 0;
  return {
    base,
    kind: url ? 'PostgreSQL' : 'PGlite (embedded, own process)',
    dir: options.dir,
    pid,
    cpuSeconds: () => processTree(pid()).reduce((sum, p) => sum + processCpu(p), 0),
    warnings: () => [...stderr],
    async restart() {
      await halt();
      await launch();
    },
    async stop() {
      await halt();
      rmSync(dataDir, { recursive: true, force: true });
      if (options.databaseUrl) await dropBenchDatabase(options.database, options.databaseUrl);
    },
  };
}

/**
 * The samples of a Prometheus counter in `/metrics` by its labels, e.g. {"table=\"companies\"": 2}; null when the
 * server does not have the counter (a checkout without it).
 */
export async function counterSamples(base: string, name: string): Promise<Record<string, number> | null> {
  const res = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  if (!res.ok) throw new Error(`/metrics: ${res.status}`);
  const text = await res.text();
  const samples: Record<string, number> = {};
  let known = false;
  for (const line of text.split('\n')) {
    if (line.startsWith(`# TYPE ${name} `)) known = true;
    if (!line.startsWith(name)) continue;
    const match = /^(\S+?)(?:\{(.*)\})?\s+(\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    known = true;
    samples[match[2] ?? ''] = Number(match[3]);
  }
  return known ? samples : null;
}
