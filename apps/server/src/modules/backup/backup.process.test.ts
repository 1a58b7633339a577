// Backup and restore as an operator runs them: a real server on the embedded database with the demo data and
// a few more files, `npm run backup` against it while it runs (archive A) and once more after it stopped
// (archive B, the database opened directly); `npm run restore` into fresh installations (A → embedded,
// B → PostgreSQL, PostgreSQL → PostgreSQL), every table (all rows, ordered) and every file's checksum compared:
// with A's own content (the server's job runner goes on changing `jobs` after A's snapshot) and with the
// stopped source. A non-empty target and a corrupted archive are refused.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.js';
import { LocalStorage } from '../../lib/storage.js';
import { createPostgresDatabase, postgresServerUrl } from '../../test/database.js';
import { type Running, run, serverEnv, waitUntil } from '../../test/processes.js';
import { archiveEntries, corruptFile } from './corrupt.test-helper.js';
import { backedUpFiles } from './dump.js';
import { listTables, rowsOf } from './tables.js';

const root = mkdtempSync(join(tmpdir(), 'signage-backup-test-'));
const dir = (name: string) => join(root, name);
const archive = dir('running.tar.gz');
const stopped = dir('stopped.tar.gz');
const dropLater: Array<() => Promise<void>> = [];
let server: Running | null = null;

afterAll(async () => {
  server?.child.kill('SIGKILL');
  for (const drop of dropLater) await drop().catch(() => undefined);
  rmSync(root, { recursive: true, force: true });
});

/** Runs a command of the product (backup, restore) with the installation's settings; its exit and output. */
async function tool(script: string, args: string[], env: Record<string, string>) {
  const started = run(process.execPath, ['--import', 'tsx', `apps/server/src/${script}.ts`, ...args], {
    env: serverEnv(env),
  });
  const code = await started.exit;
  return { code, output: started.output() };
}

/**
 * No job of the server is due or running: the next ones are at least 10 minutes away (the hourly re-check of
 * running offers queues itself an hour after its run began), far more than the test needs until the stop.
 */
function serverIsQuiet(snap: Snapshot): boolean {
  const soon = Date.now() + 10 * 60_000;
  return (snap.tables.jobs ?? []).every((text) => {
    const job = JSON.parse(text) as { status: string; run_at: string };
    return job.status === 'done' || (job.status === 'waiting' && Date.parse(job.run_at) > soon);
  });
}

/** JSON with its keys in one order and no formatting differences (PostgreSQL and PGlite print jsonb alike, json as given). */
const normalJson = (text: string) => JSON.stringify(JSON.parse(text));

type Snapshot = { tables: Record<string, string[]>; files: Record<string, string> };

/** Every table's rows (as JSON, ordered) and every stored file's sha256 of an installation. */
async function snapshot(target: { dataDir: string; url?: string }): Promise<Snapshot> {
  const database = await openDatabase({ url: target.url, dataDir: target.dataDir });
  const tables: Snapshot['tables'] = {};
  try {
    for (const t of await listTables(database.db)) {
      const rows = await rowsOf<{ j: string }>(
        database.db,
        sql`select row_to_json(t)::text as j from ${sql.identifier(t.name)} t`,
      );
      // Ordered here: the two databases may sort text by different collations.
      tables[t.name] = rows.map((r) => normalJson(r.j)).sort();
    }
  } finally {
    await database.close();
  }
  const storage = new LocalStorage(join(target.dataDir, 'files'));
  const files: Snapshot['files'] = {};
  for (const f of await backedUpFiles(storage)) {
    files[f.key] = createHash('sha256')
      .update(await readFile(storage.path(f.key)))
      .digest('hex');
  }
  return { tables, files };
}

let source: Snapshot;
let inArchive: Snapshot;

/** What an archive holds: its rows per table (ordered) and its files' sha256, read without the product's reader. */
async function archiveSnapshot(file: string): Promise<Snapshot> {
  const snap: Snapshot = { tables: {}, files: {} };
  for (const [name, data] of await archiveEntries(await readFile(file))) {
    if (name.startsWith('tables/')) {
      const rows = data.toString('utf8').split('\n').filter(Boolean);
      snap.tables[name.slice('tables/'.length, -'.jsonl'.length)] = rows.map(normalJson).sort();
    } else if (name.startsWith('files/')) {
      snap.files[name.slice('files/'.length)] = createHash('sha256').update(data).digest('hex');
    }
  }
  return snap;
}

/** Table by table and file by file, so that a difference names its table. */
function expectSame(actual: Snapshot, expected: Snapshot): void {
  expect(Object.keys(actual.tables).sort()).toEqual(Object.keys(expected.tables).sort());
  for (const [name, rows] of Object.entries(expected.tables)) expect(actual.tables[name], name).toEqual(rows);
  expect(actual.files).toEqual(expected.files);
}

beforeAll(async () => {
  // The source: a running server with the demo data (users, networks, playlists, media, hotels).
  server = run(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    env: serverEnv({ PORT: '0', DATA_DIR: dir('source'), SEED_DEMO: '1' }),
  });
  await waitUntil(() => existsSync(join(dir('source'), 'control.json')), 'Server gestartet', 240_000);
  // A few more files besides the demo's media, one of them empty, one with a name that needs care.
  const storage = new LocalStorage(join(dir('source'), 'files'));
  await storage.write('templates/t1/vorlage ä.html', Buffer.from('<p>Grüße</p>'));
  await storage.write('templates/t1/leer.bin', Buffer.alloc(0));
  await storage.write('apps/player/player.apk', randomBytes(300_000));
  // A folder no code writes today (one added later is backed up without being listed); what is left out.
  await storage.write('logos/kette/logo.png', randomBytes(1000));
  await storage.write('health/probe-alt', Buffer.from('ok'));
  // Backed up while it runs until its background jobs are through (the demo video's conversion), so that the
  // source, once stopped, holds what the archive holds.
  for (let attempt = 0; ; attempt++) {
    const backup = await tool('backup', [archive], { DATA_DIR: dir('source') });
    expect(backup.output).toContain('über den laufenden Server');
    expect(backup.code, backup.output).toBe(0);
    inArchive = await archiveSnapshot(archive);
    if (serverIsQuiet(inArchive)) break;
    if (attempt > 30) throw new Error('Die Hintergrundjobs des Servers werden nicht fertig.');
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  server.child.kill('SIGTERM');
  expect(await server.exit, server.output()).toBe(0);
  const direct = await tool('backup', [stopped], { DATA_DIR: dir('source') });
  expect(direct.output).toContain('Sicherung aus PGlite');
  expect(direct.code, direct.output).toBe(0);
  source = await snapshot({ dataDir: dir('source') });
  expectSame(inArchive, source);
  expectSame(await archiveSnapshot(stopped), source);
  expect(source.tables.users?.length).toBeGreaterThan(3);
  expect(source.files['templates/t1/leer.bin']).toBeDefined();
  expect(source.files['logos/kette/logo.png']).toBeDefined();
  expect(Object.keys(inArchive.files).filter((key) => /^(tmp|health)\//.test(key))).toEqual([]);
  expect(source.tables.hotels?.length).toBeGreaterThan(100);
  expect(Object.keys(source.files).length).toBeGreaterThan(5);
}, 300_000);

describe('backup and restore', () => {
  it('restores into an empty embedded installation: every row and file as in the source', {
    timeout: 180_000,
  }, async () => {
    const restore = await tool('restore', [archive], { DATA_DIR: dir('embedded') });
    expect(restore.code, restore.output).toBe(0);
    expectSame(await snapshot({ dataDir: dir('embedded') }), inArchive);
  });

  it('refuses a target that holds data and changes nothing there', { timeout: 180_000 }, async () => {
    const again = await tool('restore', [archive], { DATA_DIR: dir('embedded') });
    expect(again.code).toBe(1);
    expect(again.output).toContain('Das Ziel ist nicht leer');
    expectSame(await snapshot({ dataDir: dir('embedded') }), inArchive);
  });

  it('moves the embedded installation to PostgreSQL, and PostgreSQL to PostgreSQL', { timeout: 240_000 }, async () => {
    const first = await createPostgresDatabase(postgresServerUrl(), 'backup');
    dropLater.push(first.drop);
    const moved = await tool('restore', [stopped], { DATA_DIR: dir('pg1'), DATABASE_URL: first.url });
    expect(moved.code, moved.output).toBe(0);
    expectSame(await snapshot({ dataDir: dir('pg1'), url: first.url }), source);

    const second = await createPostgresDatabase(postgresServerUrl(), 'backup');
    dropLater.push(second.drop);
    const fromPg = dir('from-pg.tar.gz');
    const backup = await tool('backup', [fromPg], { DATA_DIR: dir('pg1'), DATABASE_URL: first.url });
    expect(backup.code, backup.output).toBe(0);
    const restored = await tool('restore', [fromPg], { DATA_DIR: dir('pg2'), DATABASE_URL: second.url });
    expect(restored.code, restored.output).toBe(0);
    expectSame(await snapshot({ dataDir: dir('pg2'), url: second.url }), source);
    // The sequences go on after the restored rows: a new audit entry gets a fresh id.
    const database = await openDatabase({ url: second.url });
    try {
      const [row] = await rowsOf<{ next: string; max: string | null }>(
        database.db,
        sql`select nextval(pg_get_serial_sequence('public.audit_log', 'id'))::text as next,
                   (select max(id)::text from audit_log) as max`,
      );
      expect(BigInt(row?.next ?? 0)).toBeGreaterThan(BigInt(row?.max ?? 0));
    } finally {
      await database.close();
    }
  });

  it('refuses an archive whose file does not match its checksum, leaving the target empty', {
    timeout: 180_000,
  }, async () => {
    const bad = dir('corrupt.tar.gz');
    await writeFile(bad, await corruptFile(await readFile(archive), 'files/apps/player/player.apk'));
    const restore = await tool('restore', [bad], { DATA_DIR: dir('corrupt') });
    expect(restore.code).toBe(1);
    expect(restore.output).toContain('Sicherung ungültig');
    expect(restore.output).toContain('player.apk: Prüfsumme falsch');
    const after = await snapshot({ dataDir: dir('corrupt') });
    expect(Object.values(after.tables).every((rows) => rows.length === 0)).toBe(true);
    expect(after.files).toEqual({});

    // A damaged table: refused as well (by its checksum, or earlier when the row is no longer valid JSON).
    await writeFile(bad, await corruptFile(await readFile(archive), 'tables/users.jsonl'));
    const table = await tool('restore', [bad], { DATA_DIR: dir('corrupt') });
    expect(table.code, table.output).toBe(1);
    expect(table.output).toMatch(/Sicherung ungültig: Tabelle users/);
    expect(await snapshot({ dataDir: dir('corrupt') })).toEqual(after);
  });
});
