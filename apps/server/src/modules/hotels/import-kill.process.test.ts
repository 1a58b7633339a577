// The hotel import killed mid-run (kill -9 of the server, on the embedded database and on PostgreSQL). Every stored
// hotel has its content (each batch was one transaction), and the restarted server says the run broke off, with the
// counts of what was stored.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HOTEL_IMPORT_API, type HotelImportStatus, hotelImportStatus } from '@signage/shared';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, waitForHealth } from '../../../../../scripts/server-process.mjs';
import { openDatabase, queryRows } from '../../db/client.js';
import { createPostgresDatabase, postgresServerUrl } from '../../test/database.js';
import { hotelLine } from '../../test/factory/index.js';
import { alive, descendants, type Running, run, serverEnv } from '../../test/processes.js';
import { waitFor } from '../../test/wait.js';
import { IMPORT_INTERRUPTED } from './import-runs.js';

const root = mkdtempSync(join(tmpdir(), 'signage-import-kill-'));
const started: Running[] = [];
const cleanup: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const server of started) {
    for (const pid of [...descendants(server.child.pid ?? 0), server.child.pid ?? 0].reverse())
      if (alive(pid)) process.kill(pid, 'SIGKILL');
  }
  for (const step of cleanup) await step().catch(() => undefined);
  rmSync(root, { recursive: true, force: true });
});

const PASSWORD = 'Import-Abbruch-Test-2026';
/** Enough hotels that the run is still going after its first batches (about 30 MB). */
const FILE = Array.from({ length: 40_000 }, (_, i) =>
  JSON.stringify({ ...hotelLine({ gid: `K${i}` }), text: 'Ruhige Lage am Strand. '.repeat(20) }),
).join('\n');

async function start(env: Record<string, string>) {
  const port = (await freePort()) as number;
  const server = run(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    env: serverEnv({ PORT: String(port), HOST: '127.0.0.1', ADMIN_PASSWORD: PASSWORD, HOTEL_DEMO: '0', ...env }),
  });
  started.push(server);
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, server.child, 120_000).catch((err: Error) => {
    throw new Error(`${err.message}\n${server.output()}`);
  });
  const login = await fetch(`${url}/v1/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: PASSWORD }),
  });
  const { authToken } = (await login.json()) as { authToken: string };
  const headers = { authorization: `Bearer ${authToken}` };
  const status = async (id: string): Promise<HotelImportStatus> => {
    const res = await fetch(`${url}${HOTEL_IMPORT_API}/${id}`, { headers });
    expect(res.status).toBe(200);
    return hotelImportStatus.parse(await res.json());
  };
  return { server, url, headers, status };
}

async function killMidRunAndRestart(env: Record<string, string>, databaseUrl?: string) {
  const first = await start(env);
  const form = new FormData();
  form.append('file', new Blob([FILE]), 'hotels.jsonl');
  const upload = await fetch(`${first.url}${HOTEL_IMPORT_API}`, { method: 'POST', headers: first.headers, body: form });
  expect(upload.status).toBe(202);
  const { id } = (await upload.json()) as { id: string };
  // Some batches are stored, the run goes on: now the server dies.
  const during = await waitFor(async () => {
    const s = await first.status(id);
    return s.created >= 1000 ? s : undefined;
  }, 'the first batches of the import');
  expect(during.state).toBe('running');
  for (const pid of [first.server.child.pid ?? 0, ...descendants(first.server.child.pid ?? 0)]) {
    process.kill(pid, 'SIGKILL');
  }
  await first.server.exit;

  const next = await start(env);
  const after = await waitFor(async () => {
    const s = await next.status(id);
    return s.state === 'running' ? undefined : s;
  }, 'the restarted server to say the import broke off');
  expect(after).toMatchObject({ state: 'failed', message: IMPORT_INTERRUPTED });
  expect(after.created).toBeGreaterThanOrEqual(during.created);
  expect(after.created).toBeLessThan(40_000);
  next.server.child.kill('SIGTERM');
  await next.server.exit;

  const database = await openDatabase({ url: databaseUrl, dataDir: env.DATA_DIR });
  try {
    const [counts] = await queryRows<{ hotels: number; orphans: number }>(
      database.db,
      sql`select (select count(*)::int from hotels) as hotels,
                 (select count(*)::int from hotels h
                  where not exists (select 1 from hotel_content c where c.gid = h.gid)) as orphans`,
    );
    expect(counts).toEqual({ hotels: after.created, orphans: 0 });
  } finally {
    await database.close();
  }
}

describe('hotel import killed mid-run', () => {
  it('on the embedded database', { timeout: 300_000 }, async () => {
    await killMidRunAndRestart({ DATA_DIR: join(root, 'embedded') });
  });

  it('on PostgreSQL', { timeout: 300_000 }, async () => {
    const created = await createPostgresDatabase(postgresServerUrl(), 'importkill');
    cleanup.push(created.drop);
    await killMidRunAndRestart({ DATA_DIR: join(root, 'pg'), DATABASE_URL: created.url }, created.url);
  });
});
