// A login flood from many addresses against a real server process (login-flood.process.test.ts and
// bench/login-flood.ts): TRUST_PROXY=loopback lets a local client choose its address by X-Forwarded-For.
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { freePort, waitForHealth } from '../../../../scripts/server-process.mjs';
import { createPostgresDatabase, postgresServerUrl } from './database.js';
import { type Running, run, serverEnv } from './processes.js';

export interface FloodServer extends Running {
  url: string;
  stop(): Promise<void>;
}

/**
 * The server with `admin`/`password` on a fresh database (a new PostgreSQL database when DATABASE_URL is set, so
 * the shared throttle is the one counting; else the embedded one), trusting X-Forwarded-For from loopback only.
 */
export async function startFloodServer(password: string, env: Record<string, string> = {}): Promise<FloodServer> {
  const database = process.env.DATABASE_URL ? await createPostgresDatabase(postgresServerUrl(), 'flood') : null;
  const dataDir = mkdtempSync(join(tmpdir(), 'signage-flood-'));
  const port = (await freePort()) as number;
  const server = run(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    env: serverEnv({
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      TRUST_PROXY: 'loopback',
      ADMIN_PASSWORD: password,
      HOTEL_DEMO: '0',
      LOGIN_REFUSAL_MS: '1000',
      DATABASE_URL: database?.url ?? '',
      ...env,
    }),
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (server.child.exitCode === null) server.child.kill('SIGTERM');
    await server.exit;
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(url, server.child, 120_000);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n${server.output()}`);
  }
  return { ...server, url, stop };
}

export interface LoginAnswer {
  status: number;
  ms: number;
  /** The known-device cookie (name=value) a successful login sets. */
  cookie: string | null;
}

/** POST /v1/user/login as if from `ip`, timed. */
export async function login(
  url: string,
  ip: string,
  credentials: { username: string; password: string },
  cookie?: string,
): Promise<LoginAnswer> {
  const start = performance.now();
  const res = await fetch(`${url}/v1/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(credentials),
  });
  await res.arrayBuffer();
  const known = res.headers.getSetCookie().find((c) => c.startsWith('kd_'));
  return { status: res.status, ms: performance.now() - start, cookie: known ? known.split(';')[0] : null };
}

export interface Flood {
  /** Answers by HTTP status (200: a password was checked and found wrong; 0: no answer). */
  counts: Record<number, number>;
  /** Flooding addresses that got at least one answer. */
  answered: Set<string>;
  stop(): Promise<void>;
}

/** What login-flood-client.ts reports to its parent. */
export interface FloodReport {
  counts: Record<number, number>;
  answered: string[];
}

/**
 * `clients` clients, each from its own address (10.99.x.y), keep one wrong login in flight, each for a new
 * unknown username (so no username gets locked for everyone), or with `usernames` wrong passwords for these real
 * names in turn (the known browser's own name flooded). `pauseMs` after a refusal (429/503) makes a patient attacker
 * that keeps the queue full for longer; 0 retries at once. They run in a process of their own (login-flood-client.ts),
 * so that the flood's requests do not delay the measured logins in this one.
 */
export function startFlood(url: string, clients: number, pauseMs = 0, usernames: readonly string[] = []): Flood {
  const flood: Flood = { counts: {}, answered: new Set(), stop: async () => undefined };
  const child = fork(
    fileURLToPath(new URL('./login-flood-client.ts', import.meta.url)),
    [url, String(clients), String(pauseMs), usernames.join(',')],
    {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.on('message', (report: FloodReport) => {
    Object.assign(flood.counts, report.counts);
    for (const ip of report.answered) flood.answered.add(ip);
  });
  flood.stop = async () => {
    if (child.connected) child.send('stop');
    await exited;
  };
  return flood;
}
