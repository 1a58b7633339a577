// A server process started against a PostgreSQL database that does not exist, or with a bad setting, ends with
// a German message naming it (SPEC start errors). PostgreSQL itself must be reachable for this: the server answers, the
// database is missing. The embedded-database start errors are covered in e2e/processes.e2e.ts; the failed set-up
// of a new embedded database (setup.ts) here.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { postgresServerUrl } from '../test/database.js';
import { type Running, run, serverEnv } from '../test/processes.js';
import { LOCK_FILE } from './data-dir.js';
import { EXIT_CODES } from './start-error.js';

const started: Running[] = [];
const dataDir = mkdtempSync(join(tmpdir(), 'signage-start-error-'));
afterAll(() => {
  for (const server of started) server.child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('start errors', () => {
  it('names a database that does not exist', { timeout: 120_000 }, async () => {
    const name = `gibt_es_nicht_${randomBytes(4).toString('hex')}`;
    const url = new URL(postgresServerUrl());
    url.pathname = `/${name}`;
    const server = run(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      env: serverEnv({ PORT: '0', DATA_DIR: dataDir, DATABASE_URL: url.href }),
    });
    started.push(server);
    expect(await server.exit, server.output()).toBe(EXIT_CODES.startFailed);
    expect(server.output()).toContain(`Datenbank „${name}“ existiert nicht`);
  });

  it('names a bad setting (STORAGE_URL) without a stack trace', { timeout: 120_000 }, async () => {
    const server = run(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      env: serverEnv({ PORT: '0', DATA_DIR: dataDir, STORAGE_URL: 'https://bucket/prefix' }),
    });
    started.push(server);
    expect(await server.exit, server.output()).toBe(EXIT_CODES.startFailed);
    expect(server.output()).toContain(
      'Start fehlgeschlagen: Ungültige Konfiguration:\n  STORAGE_URL: nur s3://bucket/prefix wird unterstützt',
    );
    expect(server.output()).not.toMatch(/^\s+at /m);
  });

  // A new embedded database is set up by a short-lived process of its own (setup.ts): its failure ends the start.
  it('names a failed set-up of a new embedded database, with its exit code, and releases DATA_DIR', {
    timeout: 120_000,
  }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'signage-setup-error-'));
    writeFileSync(join(dir, 'pglite'), 'eine Datei, wo der Datenbankordner hingehört');
    try {
      const server = run(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
        env: serverEnv({ PORT: '0', DATA_DIR: dir }),
      });
      started.push(server);
      expect(await server.exit, server.output()).toBe(EXIT_CODES.startFailed);
      expect(server.output()).toContain(
        'Start fehlgeschlagen: Error: Die eingebettete Datenbank ist beim Start beendet worden (Code 1).',
      );
      expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
