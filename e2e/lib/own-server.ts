// A real server process of one spec's own (the global one's environment cannot change per spec): demo data on a
// fresh data dir, on PGlite or on a fresh PostgreSQL database, with extra environment (e.g. a local provider).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createPostgresDatabase, postgresServerUrl } from '../../apps/server/src/test/database.js';
import { serverEntry } from '../../scripts/server-build.mjs';
import { freePort, waitForHealth } from '../../scripts/server-process.mjs';
import { ADMIN_PASSWORD, DEMO_PASSWORD } from './constants.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

export type Engine = 'pglite' | 'postgres';

export interface OwnServer {
  baseURL: string;
  engine: Engine;
  stop(): Promise<void>;
}

/**
 * Servers still running when the test process ends (a spec that timed out while its server was starting never got
 * the server to stop): each is told to stop, or it and its database engine would outlive the run.
 */
const running = new Set<ReturnType<typeof spawn>>();
process.once('exit', () => {
  for (const server of running) server.kill('SIGTERM');
});

/** Starts the built server (global-setup.ts built it) and waits until it is healthy. */
export async function startOwnServer(engine: Engine, env: Record<string, string>): Promise<OwnServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'signage-e2e-own-'));
  const database = engine === 'postgres' ? await createPostgresDatabase(postgresServerUrl(), 'e2e_own') : null;
  const port = (await freePort()) as number;
  const baseURL = `http://127.0.0.1:${port}`;
  let output = '';
  const server = spawn(process.execPath, [serverEntry], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: database?.url ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      ADMIN_PASSWORD,
      DEMO_PASSWORD,
      SCRYPT_COST: '16384',
      LOG_LEVEL: 'warn',
      REGISTRATION_LIMIT: '1000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  running.add(server);
  server.once('exit', () => running.delete(server));
  server.stderr?.on('data', (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  });
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
    }
    rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  };
  try {
    await waitForHealth(baseURL, server, 180_000);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n${output}`);
  }
  return { baseURL, engine, stop };
}

/**
 * The engines of the tests that start their own server: PGlite by default; `E2E_ENGINES=pglite,postgres` adds
 * PostgreSQL (`.ci/run` runs both; docs/DECISIONS.md "End-to-end tests with their own servers").
 */
export const e2eEngines = (): Engine[] =>
  (process.env.E2E_ENGINES ?? 'pglite').split(',').map((e) => e.trim()) as Engine[];
