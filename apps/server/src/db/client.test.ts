import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { commandLine, descendants } from '../test/processes.js';
import { describeConnectError, openDatabase } from './client.js';

describe('openDatabase', { timeout: 120_000 }, () => {
  it('survives the engine dying inside a transaction and reports the loss (no unhandled pg error)', async () => {
    let lost: () => void = () => undefined;
    const engineLost = new Promise<void>((resolve) => {
      lost = resolve;
    });
    // this database's engine: the worker may hold other, idle ones (test/engine-pool.ts)
    const before = new Set(descendants(process.pid));
    const database = await openDatabase({ dataDir: null, onEngineLost: () => lost() });
    const engine = descendants(process.pid).find(
      (pid) => !before.has(pid) && commandLine(pid).includes('embedded-process'),
    );
    expect(engine).toBeDefined();
    const failed = await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        // the connection is checked out, no query is running: its 'error' event had no listener
        process.kill(engine ?? 0, 'SIGKILL');
        await engineLost;
        await tx.execute(sql`select 2`);
      })
      .then(
        () => 'committed',
        () => 'failed',
      );
    expect(failed).toBe('failed');
  });

  it('names the cause of a failed connection in German', () => {
    const url = 'postgres://app@db.example:6543/signage';
    expect(describeConnectError({ code: 'ECONNREFUSED' }, url)).toBe(
      'Datenbank nicht erreichbar: db.example:6543 (ECONNREFUSED).',
    );
    expect(describeConnectError({ code: '3D000', message: 'database "signage" does not exist' }, url)).toBe(
      'Datenbank „signage“ existiert nicht (db.example:6543).',
    );
    expect(describeConnectError({ code: '28P01', message: 'password authentication failed' }, url)).toBe(
      'Anmeldung an der Datenbank db.example:6543 als „app“ fehlgeschlagen (password authentication failed).',
    );
  });
});
