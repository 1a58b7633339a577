// A build's marker: the content hash of its inputs, written into the output folder after a successful build, so that
// a start with unchanged sources neither builds nor writes anything (a service user may not write the checkout).
import { createHash } from 'node:crypto';
import { accessSync, constants, existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));
const MARKER = '.build-hash';

function* files(path) {
  if (!existsSync(path)) return;
  if (statSync(path).isDirectory()) {
    for (const name of readdirSync(path).sort()) yield* files(join(path, name));
  } else yield path;
}

/** The hash of every file under the given repository-relative paths, tests left out. */
export function sourceHash(inputs) {
  const hash = createHash('sha256');
  for (const input of inputs) {
    for (const file of files(join(root, input))) {
      if (/\.test\.tsx?$/.test(file)) continue;
      hash.update(relative(root, file));
      hash.update(readFileSync(file));
    }
  }
  return hash.digest('hex');
}

/** True when `dist` holds a build of exactly these inputs. */
export function isCurrent(dist, hash) {
  const marker = join(dist, MARKER);
  return existsSync(marker) && readFileSync(marker, 'utf8') === hash;
}

/** Marks `dist` as built from inputs with this hash. */
export function markBuilt(dist, hash) {
  writeFileSync(join(dist, MARKER), hash);
}

/** The marker's path (tests make a build look stale through it). */
export const markerOf = (dist) => join(dist, MARKER);

/**
 * Refuses, in German and without a stack, a build into a folder this user cannot write: the build is out of date,
 * and only the checkout's owner can renew it.
 */
export function assertWritable(dist, what) {
  const target = existsSync(dist) ? dist : dirname(dist);
  try {
    accessSync(target, constants.W_OK);
  } catch {
    const error = new Error(
      `${what} ist nicht aktuell, und ${target} ist für diesen Benutzer nicht beschreibbar. ` +
        'Bitte einmal `npm run build` als Besitzer des Ordners ausführen, danach startet der Server ohne Schreibrechte.',
    );
    error.name = 'BuildNotWritable';
    throw error;
  }
}
