import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DumpMessage, EmbeddedOptions } from './embedded-process.js';

/**
 * Settings of the embedded engine that bound its memory: a WebAssembly memory never shrinks, so whatever PGlite
 * touches once stays resident. shared_buffers: PostgreSQL's default of 128 MB is touched at start; 16 MB hold the
 * working set of the demo and of the benchmarks' data, and whatever else is read comes through the operating
 * system's file cache. maintenance_work_mem (default 64 MB): what an index build in a migration or a VACUUM may
 * take; work_mem stays PostgreSQL's 4 MB per sort.
 */
export const PGLITE_SETTINGS: Readonly<Record<string, string>> = {
  shared_buffers: '16MB',
  maintenance_work_mem: '16MB',
};

/** glibc malloc arenas of the engine's process (MALLOC_ARENA_MAX; an operator's own setting wins). */
export const ENGINE_MALLOC_ARENAS = '1';

/**
 * V8 flags of the engine's process (docs/DECISIONS.md "One lean process for one shop"). PGlite is one 9 MB
 * WebAssembly module whose compiled code stays resident: `--wasm-lazy-compilation` compiles only the functions a
 * query actually calls (the default from Node 22 on, not in Node 20), `--liftoff-only` keeps the baseline code and
 * never adds TurboFan's second, optimised copy of the hot ones. Together ≈ 30–45 MB less RSS and less CPU over an
 * hour of a shop's use (no background recompiles); bench/idle-memory.ts and docs/BENCHMARKS.md have the figures. Both
 * flags exist in the V8 of Node 20 (embedded.test.ts checks them); a Node whose V8 lacks one refuses it, and the
 * engine then starts without them.
 */
export const ENGINE_V8_FLAGS: readonly string[] = ['--wasm-lazy-compilation', '--liftoff-only'];

/** How long a second connection (a psql next to the server) waits for its turn before it is turned away. */
export const CONNECTION_WAIT_LIMIT_MS = 10_000;

export interface EmbeddedDatabase {
  /** postgres:// URL of the Unix socket the engine answers on */
  url: string;
  /** the engine's process id */
  pid: number;
  /** Settles when the engine's process ends, for whatever reason, with its exit code (null: killed). */
  exited: Promise<number | null>;
  /** Writes a copy of the data directory to `path` (an uncompressed tar that `loadDataDir` starts from). */
  dump(path: string): Promise<void>;
  stop(): Promise<void>;
}

// From the sources (tests, `npm run dev`) the engine's entry is TypeScript and needs the tsx loader; in the
// built server it is a sibling file of the bundle.
const sourceMode = import.meta.url.endsWith('.ts');
const entry = fileURLToPath(new URL(`./embedded-process.${sourceMode ? 'ts' : 'js'}`, import.meta.url));

/**
 * Starts PGlite in a process of its own (its engine, ≈ 115–135 MB, stays out of the server's memory and its
 * queries off the server's event loop) and resolves once it accepts connections.
 */
export async function startEmbeddedDatabase(
  dataDir: string | null,
  {
    waitLimitMs = CONNECTION_WAIT_LIMIT_MS,
    loadDataDir = null,
    v8Flags = ENGINE_V8_FLAGS,
  }: { waitLimitMs?: number; loadDataDir?: string | null; v8Flags?: readonly string[] } = {},
): Promise<EmbeddedDatabase> {
  // The engine's V8 flags are a saving, not a need: a Node whose V8 lacks one refuses to start with code 9
  // ('bad option'), and the engine then starts without them.
  let started = await launchEngine(dataDir, waitLimitMs, loadDataDir, v8Flags).catch((error: unknown) => {
    if ((error as { code?: unknown }).code !== BAD_OPTION_EXIT) throw error;
    return null;
  });
  started ??= await launchEngine(dataDir, waitLimitMs, loadDataDir, []);
  const { child, exited, socketDir } = started;
  return {
    url: `postgres://postgres@localhost/postgres?host=${encodeURIComponent(socketDir)}`,
    pid: child.pid ?? 0,
    exited,
    dump(path) {
      return new Promise<void>((resolve, reject) => {
        const onMessage = (message: unknown) => {
          if ((message as { dumped?: string } | null)?.dumped !== path) return;
          child.off('message', onMessage);
          resolve();
        };
        child.on('message', onMessage);
        void exited.then(() => reject(new Error('Die eingebettete Datenbank wurde vor dem Abzug beendet.')));
        child.send({ dump: path } satisfies DumpMessage);
      });
    },
    async stop() {
      // A process that has just died (its exit not yet reported) cannot take the message: then it is gone anyway.
      if (child.exitCode === null && child.signalCode === null) child.send('stop', () => undefined);
      await exited;
    },
  };
}

/** Node's exit code for an option it does not know. */
const BAD_OPTION_EXIT = 9;

async function launchEngine(
  dataDir: string | null,
  waitLimitMs: number,
  loadDataDir: string | null,
  v8Flags: readonly string[],
) {
  // A socket path must stay under ~100 bytes, so it lives in a fresh private temp folder, not in DATA_DIR.
  const socketDir = mkdtempSync(join(tmpdir(), 'signage-db-'));
  const options: EmbeddedOptions = {
    dataDir,
    socketPath: join(socketDir, '.s.PGSQL.5432'),
    settings: PGLITE_SETTINGS,
    waitLimitMs,
    loadDataDir,
  };
  // `node --watch` (npm run dev) sets WATCH_REPORT_DEPENDENCIES: a process that inherits it sends its
  // loaded modules over IPC, which are not the engine's 'ready'. The engine is watched by nobody.
  const { WATCH_REPORT_DEPENDENCIES: _, ...env } = process.env;
  const child = fork(entry, [JSON.stringify(options)], {
    execArgv: [...v8Flags, ...(sourceMode ? ['--import', 'tsx'] : [])],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    // V8 compiles PGlite's WebAssembly (and recompiles its hot functions) on background threads; with glibc's
    // default of one malloc arena per thread, what they free stays resident (≈ 100 MB over an hour of use).
    env: { MALLOC_ARENA_MAX: ENGINE_MALLOC_ARENAS, ...env },
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  void exited.then(() => rmSync(socketDir, { recursive: true, force: true }));
  await new Promise<void>((resolve, reject) => {
    const onMessage = (message: unknown) => {
      if (message !== 'ready') return;
      child.off('message', onMessage);
      resolve();
    };
    child.on('message', onMessage);
    void exited.then((code) =>
      reject(
        Object.assign(new Error(`Die eingebettete Datenbank ist beim Start beendet worden (Code ${code}).`), { code }),
      ),
    );
  });
  return { child, exited, socketDir };
}
