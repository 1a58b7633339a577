// Shared by bench/companies-list.ts and bench/import-csv.ts: a database (PGlite in a temp dir, or a fresh
// database on DATABASE_URL), the app, and signed-in users. Builds its own data; nothing else is touched.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { type Database, openDatabase } from '../apps/server/src/db/client.js';
import { companies, users } from '../apps/server/src/db/schema.js';
import { seedRightsCatalogue, seedRoles } from '../apps/server/src/db/seed/base.js';
import { hashPassword } from '../apps/server/src/lib/password.js';
import { createPostgresDatabase } from '../apps/server/src/test/database.js';

const PASSWORD = 'bench-passwort-1';

export interface BenchApp {
  app: FastifyInstance;
  database: Database;
  kind: string;
  /** inject as a user created by signIn */
  as(token: string, options: InjectOptions): Promise<LightMyRequestResponse>;
  signIn(roleName: 'Administrator' | 'Netzwerk-Administrator' | 'Support', guidParent: string | null): Promise<string>;
  close(): Promise<void>;
}

async function openBenchDatabase(): Promise<{ database: Database; kind: string; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const dir = mkdtempSync(join(tmpdir(), 'signage-bench-'));
    const database = await openDatabase({ dataDir: dir });
    await database.migrate();
    return { database, kind: 'PGlite (temp dir)', drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const created = await createPostgresDatabase(url, 'bench');
  const database = await openDatabase({ url: created.url });
  await database.migrate();
  return { database, kind: 'PostgreSQL', drop: created.drop };
}

export async function startBenchApp(): Promise<BenchApp> {
  const { database, kind, drop } = await openBenchDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'signage-bench-data-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    SCRYPT_COST: '1024',
    LOG_LEVEL: 'silent',
    SEED_DEMO: '0',
    WEB_DIST: join(dataDir, 'no-web'),
  });
  const app = await buildApp({ config, db: database.db, logger: false });
  await seedRightsCatalogue(database.db);
  const roles = await seedRoles(database.db);
  const passwordHash = await hashPassword(PASSWORD, 1024);
  return {
    app,
    database,
    kind,
    as: (token, options) =>
      app.inject({ ...options, headers: { ...(options.headers ?? {}), authorization: `Bearer ${token}` } }),
    async signIn(roleName, guidParent) {
      const username = `bench-${randomUUID().slice(0, 8)}`;
      await database.db.insert(users).values({
        guid: randomUUID(),
        username,
        guidRole: roles[roleName],
        guidParent,
        passwordHash,
      });
      const res = await app.inject({
        method: 'POST',
        url: '/v1/user/login',
        payload: { username, password: PASSWORD },
      });
      return res.json().authToken as string;
    },
    async close() {
      await app.close();
      await database.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** One network to import into, for the import benchmark. */
export async function addBenchNetwork(database: Database, name: string): Promise<string> {
  const guid = randomUUID();
  await database.db.insert(companies).values({ guid, name, isMother: 1, costCenter: 'BENCH' });
  return guid;
}

export function summary(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
  return { median: at(50), p95: at(95), min: sorted[0], max: sorted[sorted.length - 1] };
}

/** `count` locations of network `n` (guid `network`): 'Reisebüro n-i' in 'Stadt i % 40', with `more(i)`'s fields. */
export function locationRows<T extends object>(network: string, n: number, count: number, more: (i: number) => T) {
  return Array.from({ length: count }, (_, i) => ({
    guid: randomUUID(),
    guidParent: network,
    isMother: 0,
    name: `Reisebüro ${n}-${i}`,
    city: `Stadt ${i % 40}`,
    ...more(i),
  }));
}
