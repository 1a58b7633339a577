// The operator's tools started without the server's DATA_DIR: `npm run backup` and `npm run admin:password` name the
// DATA_DIR they looked at and how to set it, create nothing there and show no stack; `admin:password` on PostgreSQL
// says it lifted a login lock only when the user had one.
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client.js';
import { users } from './db/schema.js';
import { PgThrottleStore } from './db/shared-stores.js';
import { systemClock } from './lib/clock.js';
import { DEFAULT_LIMITS, LoginThrottle } from './lib/login-throttle.js';
import { hashPassword } from './lib/password.js';
import { createPostgresDatabase, postgresServerUrl } from './test/database.js';
import { repoRoot, run, serverEnv } from './test/processes.js';

const root = mkdtempSync(join(tmpdir(), 'signage-cli-'));
const cleanup: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const step of cleanup) await step().catch(() => undefined);
  rmSync(root, { recursive: true, force: true });
});

// From another working directory the `tsx` loader is named by its file (as `npm run` finds it in the repository).
const tsx = pathToFileURL(createRequire(join(repoRoot, 'package.json')).resolve('tsx')).href;

/**
 * A tool of the product as an operator starts it: in `cwd`, with `env` over the test settings; DATA_DIR only
 * when `env` names it.
 */
async function tool(script: string, args: string[], env: Record<string, string>, cwd = repoRoot) {
  const { DATA_DIR: _inherited, ...settings } = serverEnv(env);
  const started = run(process.execPath, ['--import', tsx, join(repoRoot, `apps/server/src/${script}.ts`), ...args], {
    cwd,
    env: env.DATA_DIR ? { ...settings, DATA_DIR: env.DATA_DIR } : settings,
  });
  return { code: await started.exit, output: started.output() };
}

describe('tools without the server’s DATA_DIR', () => {
  it('backup names the DATA_DIR it looked at and how to set it, and creates nothing', {
    timeout: 120_000,
  }, async () => {
    // Started in a folder of its own without DATA_DIR: the default ./data is that folder's.
    const work = join(root, 'work');
    mkdirSync(work);
    const { code, output } = await tool('backup', ['b.tar.gz'], {}, work);
    expect(code, output).toBe(1);
    expect(output).toContain(`In DATA_DIR ${join(work, 'data')} liegt keine Datenbank`);
    expect(output).toContain('Bitte DATA_DIR auf das Datenverzeichnis des Servers setzen');
    expect(output).toContain('DATA_DIR=/var/lib/signage npm run backup');
    expect(output).not.toMatch(/^\s+at /m);
    expect(readdirSync(work)).toEqual([]);

    // A DATA_DIR that is there but holds no database (a wrong folder): the same, and it stays as it was.
    const empty = join(root, 'empty');
    mkdirSync(empty);
    const named = await tool('backup', [join(root, 'x.tar.gz')], { DATA_DIR: empty });
    expect(named.code, named.output).toBe(1);
    expect(named.output).toContain(`In DATA_DIR ${empty} liegt keine Datenbank (${join(empty, 'pglite')} fehlt)`);
    expect(named.output).not.toMatch(/^\s+at /m);
    expect(readdirSync(empty)).toEqual([]);
    expect(existsSync(join(root, 'x.tar.gz'))).toBe(false);
  });

  it('admin:password does the same', { timeout: 120_000 }, async () => {
    const missing = join(root, 'missing');
    const reset = await tool('admin-password', ['admin'], {
      DATA_DIR: missing,
      NEW_PASSWORD: 'Sonnen-Strand-Kreta-2026',
    });
    expect(reset.code, reset.output).toBe(1);
    expect(reset.output).toContain(`In DATA_DIR ${missing} liegt keine Datenbank`);
    expect(reset.output).toContain('DATA_DIR=/var/lib/signage npm run admin:password -- admin');
    expect(reset.output).not.toMatch(/^\s+at /m);
    expect(existsSync(missing)).toBe(false);
  });
});

describe('admin:password on PostgreSQL', () => {
  it('says it lifted a login lock only when the user had one', { timeout: 180_000 }, async () => {
    const created = await createPostgresDatabase(postgresServerUrl(), 'cli');
    cleanup.push(created.drop);
    const database = await openDatabase({ url: created.url });
    try {
      await database.migrate();
      await database.db
        .insert(users)
        .values({ guid: randomUUID(), username: 'admin', passwordHash: await hashPassword('alt', 1024) });
    } finally {
      await database.close();
    }
    const env = { DATA_DIR: join(root, 'pg'), DATABASE_URL: created.url, NEW_PASSWORD: 'Sonnen-Strand-Kreta-2026' };
    const unlocked = await tool('admin-password', ['admin'], env);
    expect(unlocked.code, unlocked.output).toBe(0);
    expect(unlocked.output).toContain('Der Benutzer war nicht gesperrt.');
    expect(unlocked.output).not.toContain('Anmeldesperre');

    // Wrong passwords from one address until the servers lock the user there (the shared table).
    const locking = await openDatabase({ url: created.url });
    try {
      const throttle = new LoginThrottle(systemClock, DEFAULT_LIMITS, new PgThrottleStore(locking.db));
      for (let i = 0; i < DEFAULT_LIMITS.perUserIp; i++) await throttle.fail('203.0.113.9', 'admin');
      expect(await throttle.retryAfter('203.0.113.9', 'admin')).toBeGreaterThan(0);
    } finally {
      await locking.close();
    }
    const locked = await tool('admin-password', ['admin'], env);
    expect(locked.code, locked.output).toBe(0);
    expect(locked.output).toContain('Die Anmeldesperre des Benutzers ist aufgehoben.');
  });
});
