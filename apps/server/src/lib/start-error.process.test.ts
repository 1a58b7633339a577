// A server process started against a PostgreSQL database that does not exist, or with a bad setting, ends with
// a German message naming it (SPEC start errors). PostgreSQL itself must be reachable for this: the server answers, the
// database is missing. The embedded-database start errors are covered in e2e/processes.e2e.ts.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { postgresServerUrl } from '../test/database.js';
import { type Running, run, serverEnv } from '../test/processes.js';
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
});
