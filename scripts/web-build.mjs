// Builds the SPA when its sources changed since the last build (content hash in dist/.build-hash), and writes
// the precompressed .br/.gz of its files (compress-dist.mjs).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { assertWritable, isCurrent, markBuilt, root, sourceHash } from './build-marker.mjs';
import { compressDist } from './compress-dist.mjs';

const inputs = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/player-shell.ts',
  'scripts/start-texts.mjs',
  'scripts/route-budget.mjs',
  'apps/web/public',
  'packages/shared/src',
  'package-lock.json',
];

/**
 * Builds the SPA unless dist/.build-hash says it was built from the current sources (`force`: always, as
 * `npm run build` does); writes that marker, so that the next `npm start` does not build again.
 */
export function ensureWebBuild({ log = console.log, force = false } = {}) {
  const dist = join(root, 'apps/web/dist');
  const wanted = sourceHash(inputs);
  if (!force && isCurrent(dist, wanted)) return false;
  assertWritable(dist, 'Die Web-Oberfläche');
  log('Baue die Web-Oberfläche (einmalig nach Änderungen) …');
  // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
  const env = { ...process.env, NODE_ENV: 'production' };
  const result = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) throw new Error('Build der Web-Oberfläche fehlgeschlagen');
  const sizes = compressDist(dist);
  const kb = (bytes) => `${Math.round(bytes / 1024)} KB`;
  log(`Vorkomprimiert: ${kb(sizes.raw)} → ${kb(sizes.br)} (brotli), ${kb(sizes.gz)} (gzip)`);
  markBuilt(dist, wanted);
  return true;
}

// `node scripts/web-build.mjs` (npm run build) always builds.
if (process.argv[1] === fileURLToPath(import.meta.url)) ensureWebBuild({ force: true });
