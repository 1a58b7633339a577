// `npm run admin:password` as an operator runs it: on the embedded database (server stopped; refused with a
// clear message while one runs) and on PostgreSQL; given, generated and refused passwords.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.js';
import { sessions, users } from '../../db/schema.js';
import { LOCK_FILE } from '../../lib/data-dir.js';
import { hashPassword, verifyPassword } from '../../lib/password.js';
import { EXIT_CODES } from '../../lib/start-error.js';
import { createPostgresDatabase, postgresServerUrl } from '../../test/database.js';
import { run, serverEnv } from '../../test/processes.js';

const root = mkdtempSync(join(tmpdir(), 'signage-password-'));
const cleanup: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const step of cleanup) await step().catch(() => undefined);
  rmSync(root, { recursive: true, force: true });
});

/** An installation with the user `admin` (old password, one session). */
async function installation(target: { dataDir: string; url?: string }) {
  const database = await openDatabase({ url: target.url, dataDir: target.dataDir });
  try {
    await database.migrate();
    const guid = randomUUID();
    await database.db.insert(users).values({ guid, username: 'admin', passwordHash: await hashPassword('alt', 1024) });
    await database.db
      .insert(sessions)
      .values({ tokenHash: 'x', guidUser: guid, expiresAt: new Date(Date.now() + 3_600_000) });
  } finally {
    await database.close();
  }
}

async function adminState(target: { dataDir: string; url?: string }) {
  const database = await openDatabase({ url: target.url, dataDir: target.dataDir });
  try {
    const [user] = await database.db.select().from(users).where(eq(users.username, 'admin'));
    const left = await database.db.select().from(sessions);
    return { hash: user?.passwordHash ?? null, sessions: left.length };
  } finally {
    await database.close();
  }
}

async function tool(args: string[], env: Record<string, string>, stdin?: string) {
  const started = run(process.execPath, ['--import', 'tsx', 'apps/server/src/admin-password.ts', ...args], {
    env: serverEnv(env),
    stdio: [stdin === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
  });
  if (stdin !== undefined) started.child.stdin?.end(stdin);
  return { code: await started.exit, output: started.output() };
}

describe('npm run admin:password', () => {
  it('resets on the embedded database, only while no server runs on it', { timeout: 180_000 }, async () => {
    const target = { dataDir: join(root, 'embedded') };
    await installation(target);
    const given = await tool(['admin'], { DATA_DIR: target.dataDir, NEW_PASSWORD: 'Sonnen-Strand-Kreta-2026' });
    expect(given.code, given.output).toBe(0);
    expect(given.output).toContain('Passwort von „admin“ neu gesetzt; 1 Anmeldungen beendet.');
    expect(given.output).not.toContain('Sonnen-Strand');
    let state = await adminState(target);
    expect(state.sessions).toBe(0);
    expect(await verifyPassword('Sonnen-Strand-Kreta-2026', state.hash, 1024)).toBe(true);

    const weak = await tool(['admin', '--stdin'], { DATA_DIR: target.dataDir }, 'kurz\n');
    expect(weak.code).toBe(1);
    expect(weak.output).toContain('mindestens 8 Zeichen');
    expect((await adminState(target)).hash).toBe(state.hash);

    // A running server holds DATA_DIR (this test process stands in for it).
    writeFileSync(join(target.dataDir, LOCK_FILE), `${process.pid}\n`);
    const busy = await tool(['admin'], { DATA_DIR: target.dataDir });
    rmSync(join(target.dataDir, LOCK_FILE));
    expect(busy.code).toBe(EXIT_CODES.dataDirInUse);
    expect(busy.output).toContain('nur bei beendetem Server');
    state = await adminState(target);
    expect(await verifyPassword('Sonnen-Strand-Kreta-2026', state.hash, 1024)).toBe(true);
  });

  it('resets on PostgreSQL with a generated password it prints', { timeout: 180_000 }, async () => {
    const created = await createPostgresDatabase(postgresServerUrl(), 'password');
    cleanup.push(created.drop);
    const target = { dataDir: join(root, 'pg'), url: created.url };
    await installation(target);
    const generated = await tool(['Admin'], { DATA_DIR: target.dataDir, DATABASE_URL: created.url });
    expect(generated.code, generated.output).toBe(0);
    const password = /Neues Passwort: (\S+)/.exec(generated.output)?.[1] ?? '';
    expect(password.length).toBeGreaterThanOrEqual(16);
    expect(await verifyPassword(password, (await adminState(target)).hash, 1024)).toBe(true);
    const unknown = await tool(['niemand'], { DATA_DIR: target.dataDir, DATABASE_URL: created.url });
    expect(unknown.code).toBe(1);
    expect(unknown.output).toContain('Benutzer „niemand“ gibt es nicht.');
  });
});
