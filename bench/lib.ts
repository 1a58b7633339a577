export { freePort, waitForHealth } from '../scripts/server-process.mjs';

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export const ms = (n: number) => `${n.toFixed(1)} ms`;

/**
 * The product as a user runs it for a browser bench: the SPA built if stale, `apps/server/src/main.ts` on a fresh
 * embedded database in a temp DATA_DIR on a free port, `admin` with `password`; resolves when healthy.
 */
export async function startProductServer(password: string, env: Record<string, string> = {}) {
  const { spawn } = await import('node:child_process');
  const { mkdtempSync, rmSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  const { fileURLToPath } = await import('node:url');
  const { ensureWebBuild } = await import('../scripts/web-build.mjs');
  const { freePort, waitForHealth } = await import('../scripts/server-process.mjs');
  ensureWebBuild();
  const dataDir = mkdtempSync(join(tmpdir(), 'signage-bench-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: '0',
      ADMIN_PASSWORD: password,
      DEMO_PASSWORD: password,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(base, server);
  } catch (error) {
    await stop();
    throw error;
  }
  const login = await fetch(`${base}/v1/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password }),
  });
  const { authToken } = (await login.json()) as { authToken: string };
  return { base, authToken, stop };
}

/** The PostgreSQL server the benchmarks create their databases on (BENCH_PG_URL, default: local postgres). */
export const BENCH_PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Runs one statement on the maintenance database of `server` (default: the benchmark server). */
async function adminQuery(statement: string, server = BENCH_PG_URL): Promise<void> {
  const { adminStatement } = await import('../apps/server/src/test/database.js');
  await adminStatement(server, statement);
}

/** A new, empty database `name` on `server` (an old one of that name is dropped); returns its URL. */
export async function freshBenchDatabase(name: string, server = BENCH_PG_URL): Promise<string> {
  await dropBenchDatabase(name, server);
  await adminQuery(`create database ${name}`, server);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.href;
}

export const dropBenchDatabase = (name: string, server = BENCH_PG_URL) =>
  adminQuery(`drop database if exists ${name} with (force)`, server);

/** The settings of a bench's own server on 127.0.0.1:`port` with its data in `dir`: no demo data, no web build. */
export const benchServerEnv = (dir: string, port: number) => ({
  DATA_DIR: dir,
  LOG_LEVEL: 'warn',
  SEED_DEMO: '0',
  WEB_DIST: '',
  PORT: String(port),
  PUBLIC_URL: `http://127.0.0.1:${port}`,
});
