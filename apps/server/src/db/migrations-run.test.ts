// A migration that fails leaves the database as it was: every migration of a start runs in ONE transaction
// (drizzle's migrator on both drivers), and the start ends with a German message naming the migrations.
// Runs on PGlite, or on the PostgreSQL of DATABASE_URL; the real server process is checked on PostgreSQL.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StartError } from '../lib/start-error.js';
import { createPostgresDatabase, createTestDatabase, postgresServerUrl } from '../test/database.js';
import { run, serverEnv } from '../test/processes.js';
import { type Database, migrationsFolder, openDatabase, queryRows } from './client.js';
import { appliedMigration, readJournal, runMigrations } from './migrations-run.js';

const broken = mkdtempSync(join(tmpdir(), 'signage-broken-migrations-'));
let database: Database;
/** The product's newest migration. */
let lastTag = '';

beforeAll(async () => {
  // The product's migrations plus one that changes several things and then fails.
  const journal = JSON.parse(await readFile(join(migrationsFolder, 'meta', '_journal.json'), 'utf8'));
  const entries = await readJournal(migrationsFolder);
  for (const e of entries) symlinkSync(join(migrationsFolder, `${e.tag}.sql`), join(broken, `${e.tag}.sql`));
  const last = entries[entries.length - 1];
  lastTag = last?.tag ?? '';
  await writeFile(
    join(broken, '9999_broken.sql'),
    [
      'CREATE TABLE "probe" ("id" integer);',
      'ALTER TABLE "companies" ADD COLUMN "probe" text;',
      'UPDATE "users" SET "username" = "username" || \'-x\';',
      'SELECT 1 / 0;',
    ].join('\n--> statement-breakpoint\n'),
  );
  journal.entries.push({
    idx: entries.length,
    version: '7',
    when: (last?.when ?? 0) + 1,
    tag: '9999_broken',
    breakpoints: true,
  });
  await mkdir(join(broken, 'meta'));
  await writeFile(join(broken, 'meta', '_journal.json'), JSON.stringify(journal));
  database = await createTestDatabase();
}, 120_000);

afterAll(async () => {
  await database?.close();
  rmSync(broken, { recursive: true, force: true });
});

/** Tables, columns, indexes, the users' names and drizzle's record of applied migrations. */
async function state(db: Database['db']) {
  return {
    columns: await queryRows(
      db,
      sql`select table_name, column_name, data_type from information_schema.columns
          where table_schema = 'public' order by 1, 2`,
    ),
    indexes: await queryRows(db, sql`select indexname from pg_indexes where schemaname = 'public' order by 1`),
    users: await queryRows(db, sql`select username from users order by 1`),
    migrations: await queryRows(db, sql`select hash, created_at from drizzle.__drizzle_migrations order by id`),
  };
}

describe('a failing migration', () => {
  it('leaves the database as it was and says so', async () => {
    await database.db.execute(
      sql`insert into users (guid, username) values ('00000000-0000-4000-8000-000000000001', 'bleibt')`,
    );
    const before = await state(database.db);
    const error = await runMigrations(database.db, broken).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(StartError);
    expect((error as Error).message).toContain('Datenbankmigration fehlgeschlagen (9999_broken)');
    expect((error as Error).message).toContain('division by zero');
    expect((error as Error).message).toContain('Die Datenbank ist unverändert');
    expect(await state(database.db)).toEqual(before);
    expect(await appliedMigration(database.db, migrationsFolder)).toBe(lastTag);
  });
});

describe("migrating up to a migration (a restore of an older version's backup)", () => {
  it('applies exactly the migrations up to it, and the rest later', async () => {
    const entries = await readJournal(migrationsFolder);
    const older = entries[entries.length - 2]?.tag ?? '';
    const url = process.env.DATABASE_URL;
    const created = url ? await createPostgresDatabase(url, 'until') : null;
    const empty = await openDatabase(created ? { url: created.url } : { dataDir: null });
    try {
      expect(await appliedMigration(empty.db, migrationsFolder)).toBeNull();
      await empty.migrate(older);
      expect(await appliedMigration(empty.db, migrationsFolder)).toBe(older);
      await empty.migrate();
      expect(await appliedMigration(empty.db, migrationsFolder)).toBe(lastTag);
      await expect(empty.migrate('9999_unbekannt')).rejects.toThrow('Unbekannte Migration „9999_unbekannt“');
    } finally {
      await empty.close();
      await created?.drop();
    }
  });
});

describe('0020_play_proof on a database with plays counted twice', () => {
  it('keeps one of each (screen, start, item) so its unique index can be built', async () => {
    const url = process.env.DATABASE_URL;
    const created = url ? await createPostgresDatabase(url, 'dupplays') : null;
    const old = await openDatabase(created ? { url: created.url } : { dataDir: null });
    try {
      await old.migrate('0019_offer_check_editor');
      const [device, item, other] = [randomUUID(), randomUUID(), randomUUID()];
      await old.db.execute(sql`insert into play_events (guid_device, guid_item, started, seconds) values
        (${device}, ${item}, '2026-11-30T10:00:00Z', 10), (${device}, ${item}, '2026-11-30T10:00:00Z', 10),
        (${device}, ${item}, '2026-11-30T10:00:00Z', 10), (${device}, ${other}, '2026-11-30T10:00:00Z', 10),
        (${device}, ${item}, '2026-11-30T10:00:10Z', 10)`);
      await old.migrate();
      const rows = await queryRows<{ n: string }>(old.db, sql`select count(*)::text as n from play_events`);
      expect(rows[0]?.n).toBe('3');
    } finally {
      await old.close();
      await created?.drop();
    }
  });
});

describe('0023_evidence_plays on a database with plays of a placed offer', () => {
  it('fills the plays per version and screen from the raw plays still stored', async () => {
    const url = process.env.DATABASE_URL;
    const created = url ? await createPostgresDatabase(url, 'evplays') : null;
    const old = await openDatabase(created ? { url: created.url } : { dataDir: null });
    try {
      await old.migrate('0021_glass_checks');
      const [location, device, item, other] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
      // two versions of offer 7 (entries 1 and 3, the second from June 3rd 10:00 UTC), one of another location
      await old.db.execute(sql`insert into evidence_entries
        (seq, guid_company, offer_id, kind, data, created_at, prev_hash, hash) values
        (1, ${location}, '7', 'version', '{}', '2026-06-01T10:00:00Z', '', 'a'),
        (2, ${location}, '7', 'placed', '{}', '2026-06-01T10:00:00Z', 'a', 'b'),
        (3, ${location}, '7', 'version', '{}', '2026-06-03T10:00:00Z', 'b', 'c'),
        (4, ${other}, '7', 'version', '{}', '2026-06-01T09:00:00Z', 'c', 'd')`);
      await old.db.execute(sql`insert into play_events (guid_device, guid_item, started, seconds, secured) values
        (${device}, ${item}, '2026-06-01T10:00:10.250Z', 10, 1), (${device}, ${item}, '2026-06-03T09:59:55Z', 10, 0),
        (${device}, ${item}, '2026-06-03T10:00:05Z', 5.5, 1), (${device}, ${item}, '2026-06-03T21:30:00Z', 10, 0)`);
      // the rollup days (Europe/Berlin) name location and offer; June 3rd 21:30 UTC is June 4th in Berlin
      await old.db.execute(sql`insert into play_days
        (day, guid_device, guid_item, guid_location, item_name, offer_id, plays, seconds) values
        ('2026-06-01', ${device}, ${item}, ${location}, 'Angebot 7', '7', 1, 10),
        ('2026-06-03', ${device}, ${item}, ${location}, 'Angebot 7', '7', 2, 15.5),
        ('2026-06-04', ${device}, ${item}, ${location}, 'Angebot 7', '7', 1, 10)`);
      await old.migrate();
      const rows = await queryRows<Record<string, unknown>>(
        old.db,
        sql`select guid_location::text as l, offer_id as o, version_seq::int as v, guid_device::text as d,
          to_char(first_play at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS') as f,
          to_char(last_play at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS') as t, plays, seconds, secured_plays as c
          from evidence_plays order by version_seq`,
      );
      expect(rows).toEqual([
        {
          l: location,
          o: '7',
          v: 1,
          d: device,
          f: '2026-06-01T10:00:10.250',
          t: '2026-06-03T09:59:55.000',
          plays: 2,
          seconds: 20,
          c: 1,
        },
        {
          l: location,
          o: '7',
          v: 3,
          d: device,
          f: '2026-06-03T10:00:05.000',
          t: '2026-06-03T21:30:00.000',
          plays: 2,
          seconds: 15.5,
          c: 1,
        },
      ]);
    } finally {
      await old.close();
      await created?.drop();
    }
  });
});

describe('a server whose migration fails', () => {
  it('refuses to start with a German message, the database unchanged', { timeout: 120_000 }, async () => {
    // A database whose newest migration is recorded as not applied, although its column is there:
    // applying it again fails, as a migration that does not fit the data would.
    const created = await createPostgresDatabase(postgresServerUrl(), 'migration');
    const dataDir = mkdtempSync(join(tmpdir(), 'signage-migration-start-'));
    try {
      const db = await openDatabase({ url: created.url });
      await db.migrate();
      await db.db.execute(
        sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
      );
      const before = await state(db.db);
      const server = run(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
        env: serverEnv({ PORT: '0', DATA_DIR: dataDir, DATABASE_URL: created.url }),
      });
      expect(await server.exit, server.output()).toBe(1);
      expect(server.output()).toContain(`Start fehlgeschlagen: Datenbankmigration fehlgeschlagen (${lastTag})`);
      expect(server.output()).toContain('Die Datenbank ist unverändert');
      expect(await state(db.db)).toEqual(before);
      await db.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
      await created.drop();
    }
  });
});
