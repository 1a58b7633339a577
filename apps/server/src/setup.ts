// The start's database work: migrations, the seed (first start: roles, administrator, demo data) and the demo
// hotels. On a fresh embedded database it runs in a short-lived process of its own (setup-process.ts) with an
// engine of its own: PGlite's initdb leaves ≈ 350–600 MB in the engine's process (a second WebAssembly instance
// and its memory, freed only by a garbage collection that may never come), and the demo data bring sharp and
// their images into the server's heap. Both end with that process; the server then starts a fresh engine.
import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { systemClock } from './lib/clock.js';
import { PGLITE_FOLDER } from './lib/data-dir.js';
import { EXIT_CODES, StartError } from './lib/start-error.js';
import type { Storage } from './lib/storage.js';
import { HOTEL_PARTS, seedDemoHotels } from './modules/hotels/wiring.js';
import { type SeedReport, seed } from './seed/index.js';

export interface SetupResult {
  report: SeedReport;
  /** what the demo hotels' import did (null: nothing to do) */
  demoHotels: { created: number } | null;
}

/** What setup-process.ts tells the server over IPC. */
export type SetupMessage = { setup: SetupResult } | { failed: string; exitCode: number };

/** Migrations, seed and demo hotels; servers starting together on one PostgreSQL take turns. */
export function setUp(database: Database, config: Config, storage: Storage): Promise<SetupResult> {
  return database.exclusive(async () => {
    await database.migrate();
    return {
      report: await seed(database.db, config, storage, systemClock),
      demoHotels: await seedDemoHotels(database.db, config, systemClock, HOTEL_PARTS.demoHotels),
    };
  });
}

/** The embedded database has not been created yet in `dataDir` (its first start runs initdb). */
export function isFreshEmbeddedDatabase(dataDir: string): boolean {
  return !existsSync(join(dataDir, PGLITE_FOLDER, 'PG_VERSION'));
}

// From the sources (tests, `npm run dev`) the entry is TypeScript and needs the tsx loader; in the built server
// it is a sibling file of the bundle.
const sourceMode = import.meta.url.endsWith('.ts');
const entry = fileURLToPath(new URL(`./setup-process.${sourceMode ? 'ts' : 'js'}`, import.meta.url));

/**
 * Runs `setUp` in a process of its own (same environment; the caller holds DATA_DIR's lock) and resolves with
 * its result once that process and its engine have ended. A failure is a StartError with the process's message
 * and exit code.
 */
export function setUpInOwnProcess(): Promise<SetupResult> {
  // As in db/embedded.ts: a process started by `node --watch` must not report its modules over IPC.
  const { WATCH_REPORT_DEPENDENCIES: _, ...env } = process.env;
  const child = fork(entry, [], {
    execArgv: sourceMode ? ['--import', 'tsx'] : [],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env,
  });
  let answer: SetupMessage | null = null;
  child.on('message', (message: unknown) => {
    if (message && typeof message === 'object' && ('setup' in message || 'failed' in message)) {
      answer = message as SetupMessage;
    }
  });
  return new Promise((resolve, reject) => {
    // 'close', not 'exit': by then the IPC channel has delivered every message the process sent.
    child.once('close', (code, signal) => {
      const result = answer as SetupMessage | null;
      if (code === 0 && result && 'setup' in result) return resolve(result.setup);
      if (result && 'failed' in result) return reject(new StartError(result.failed, result.exitCode));
      reject(
        new StartError(`Die Ersteinrichtung ist abgebrochen (${signal ?? `Code ${code}`}).`, EXIT_CODES.startFailed),
      );
    });
  });
}
