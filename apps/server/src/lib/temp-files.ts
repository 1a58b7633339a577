// Every temporary file of the server (uploads in progress, CSV imports, video conversions, app packages)
// lives under DATA_DIR/files/tmp, nowhere else: what a crash leaves there is cleared at the next start
// (the data directory's lock guarantees that no other server is using it) and, while the server runs,
// whatever has not been touched for TEMP_MAX_AGE_MS.
import { rm } from 'node:fs/promises';
import type { Clock } from './clock.js';
import { type Storage, TEMP_PREFIX } from './storage.js';

/** The storage prefix of all temporary files (always on local disk, whatever the storage). */
export { TEMP_PREFIX };
/** A temporary file unchanged this long belongs to no upload or job any more. */
export const TEMP_MAX_AGE_MS = 6 * 60 * 60 * 1000;
/** How often the running server looks for such files. */
export const TEMP_SWEEP_MS = 60 * 60 * 1000;

/** Removes every temporary file: only at start, with the data directory locked. */
export async function clearTempFiles(storage: Storage): Promise<void> {
  await rm(storage.tempPath(TEMP_PREFIX), { recursive: true, force: true });
}

/**
 * Every `everyMs` removes the temporary files older than `maxAgeMs`. The timer does not keep the process
 * alive; the returned function stops it.
 */
export function sweepTempFiles(
  storage: Storage,
  clock: Clock,
  { everyMs = TEMP_SWEEP_MS, maxAgeMs = TEMP_MAX_AGE_MS } = {},
): () => void {
  const timer = setInterval(() => {
    storage.removeOlderThan(TEMP_PREFIX, clock.now() - maxAgeMs).catch((err: Error) => {
      process.emitWarning(`Temporäre Dateien konnten nicht aufgeräumt werden: ${err.message}`);
    });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
