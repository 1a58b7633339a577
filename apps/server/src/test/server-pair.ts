// Two real server processes on one PostgreSQL database and one DATA_DIR (multi-process.test.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, waitForHealth } from '../../../../scripts/server-process.mjs';
import { createPostgresDatabase, postgresServerUrl } from './database.js';
import { type Running, run, serverEnv } from './processes.js';

export interface ServerProcess extends Running {
  url: string;
}

export interface ServerPair {
  a: ServerProcess;
  b: ServerProcess;
  databaseUrl: string;
  dataDir: string;
  stop(): Promise<void>;
}

/** Starts both at once (they take turns migrating and seeding) and waits until both answer. */
export async function startServerPair(env: Record<string, string>): Promise<ServerPair> {
  const database = await createPostgresDatabase(postgresServerUrl(), 'multi');
  const dataDir = mkdtempSync(join(tmpdir(), 'signage-multi-'));
  const start = async (): Promise<ServerProcess> => {
    const port = (await freePort()) as number;
    const child = run(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      env: serverEnv({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: database.url, ...env }),
    });
    return { ...child, url: `http://127.0.0.1:${port}` };
  };
  const [a, b] = await Promise.all([start(), start()]);
  const stop = async () => {
    for (const s of [a, b]) if (s.child.exitCode === null) s.child.kill('SIGTERM');
    await Promise.all([a.exit, b.exit]);
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await Promise.all([waitForHealth(a.url, a.child, 90_000), waitForHealth(b.url, b.child, 90_000)]);
  } catch (err) {
    const output = `A:\n${a.output()}\nB:\n${b.output()}`;
    await stop();
    throw new Error(`${(err as Error).message}\n${output}`);
  }
  return { a, b, databaseUrl: database.url, dataDir, stop };
}
