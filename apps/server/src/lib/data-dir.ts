// The data directory belongs to one server at a time: a second server on the same DATA_DIR would write the
// same PGlite files and media and lose data. The lock is a file with the owner's process id, created
// exclusively; a lock whose process is gone (kill -9, power loss) is stale and taken over.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { EXIT_CODES, StartError } from './start-error.js';

export const LOCK_FILE = 'server.lock';
/** The embedded database's folder in DATA_DIR (db/client.ts). */
export const PGLITE_FOLDER = 'pglite';

const notWritable = (dir: string, err: unknown) =>
  new StartError(
    `Datenverzeichnis ${dir} ist nicht beschreibbar (${(err as NodeJS.ErrnoException).code ?? String(err)}). ` +
      'Bitte DATA_DIR auf ein Verzeichnis setzen, in das der Server schreiben darf.',
  );

/** Whether a process with this id runs (on this machine). */
export function processExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM'; // exists, belongs to another user
  }
}

// A lock left by an earlier process that had our number is not ours.
const isRunning = (pid: number) => pid !== process.pid && processExists(pid);

/** Creates the data directory if needed; a StartError when that is not possible. */
export function ensureDataDir(dir: string): void {
  try {
    mkdirSync(dir, { recursive: true });
  } catch (err) {
    throw notWritable(dir, err);
  }
}

/**
 * Creates the data directory if needed and locks it for this process until it exits. Throws a StartError
 * naming the running server's PID when another one holds it, or when the directory is not writable.
 */
export function lockDataDir(dir: string): { release(): void } {
  ensureDataDir(dir);
  const file = join(dir, LOCK_FILE);
  for (let attempt = 0; ; attempt++) {
    try {
      writeFileSync(file, `${process.pid}\n`, { flag: 'wx' });
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw notWritable(dir, err);
    }
    let owner = Number.NaN;
    try {
      owner = Number.parseInt(readFileSync(file, 'utf8'), 10);
    } catch {
      // removed in the meantime: try again
    }
    if (Number.isInteger(owner) && owner > 0 && isRunning(owner)) {
      throw new StartError(
        `Das Datenverzeichnis ${dir} wird bereits von einem anderen Server verwendet (PID ${owner}). ` +
          `Bitte diesen zuerst beenden. Läuft kein Server mehr, kann ${file} gelöscht werden.`,
        EXIT_CODES.dataDirInUse,
      );
    }
    if (attempt > 0) throw new StartError(`Die Sperrdatei ${file} lässt sich nicht übernehmen.`);
    rmSync(file, { force: true }); // stale: its process is gone
  }
  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    try {
      if (readFileSync(file, 'utf8').trim() === String(process.pid)) rmSync(file, { force: true });
    } catch {
      // already gone
    }
  };
  process.once('exit', release);
  return { release };
}

/**
 * For the tools that read an existing installation on the embedded database (`npm run backup`,
 * `admin:password`): a StartError naming the DATA_DIR looked at and how to set it when there is no database
 * in it (the tool was started without the server's DATA_DIR). Creates nothing.
 */
export function assertEmbeddedDatabase(dir: string, command: string): void {
  if (existsSync(join(dir, PGLITE_FOLDER, 'PG_VERSION'))) return;
  throw new StartError(
    `In DATA_DIR ${dir} liegt keine Datenbank (${join(dir, PGLITE_FOLDER)} fehlt). ` +
      `Bitte DATA_DIR auf das Datenverzeichnis des Servers setzen, z. B. DATA_DIR=/var/lib/signage ${command} ` +
      '(dasselbe DATA_DIR wie beim Server; mit PostgreSQL stattdessen DATABASE_URL).',
  );
}
