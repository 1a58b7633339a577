import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../db/client.js';
import { createPostgresDatabase, PGLITE_TEMPLATE_ENV, POSTGRES_TEMPLATE_ENV } from './database.js';

/**
 * Once per test run: migrate one database and keep it as the template every test file's database is a
 * copy of (PGlite: a data directory dump; PostgreSQL: a template database), instead of running initdb and
 * all migrations per file. The workers are started after this and inherit the environment.
 */
export default async function setup() {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const dir = mkdtempSync(join(tmpdir(), 'signage-template-'));
    const file = join(dir, 'migrated.tar');
    const database = await openDatabase({ dataDir: null });
    await database.migrate();
    await database.dump?.(file);
    await database.close();
    process.env[PGLITE_TEMPLATE_ENV] = file;
    return () => {
      delete process.env[PGLITE_TEMPLATE_ENV];
      rmSync(dir, { recursive: true, force: true });
    };
  }
  const created = await createPostgresDatabase(url, 'tmpl');
  const database = await openDatabase({ url: created.url });
  await database.migrate();
  await database.close();
  // A template must have no connections when it is copied; nobody else connects to it.
  process.env[POSTGRES_TEMPLATE_ENV] = new URL(created.url).pathname.slice(1);
  return async () => {
    delete process.env[POSTGRES_TEMPLATE_ENV];
    await created.drop();
  };
}
