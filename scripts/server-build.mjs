// Bundles the server into apps/server/dist (about a second): the built server starts without a TypeScript
// loader, which saves ≈ 35 MB of memory and the start-up transpiling. Packages stay in node_modules; the
// workspace package @signage/shared (TypeScript sources) is bundled in. Lazily imported modules stay lazy.
// A start with unchanged sources neither builds nor writes (content hash in dist/.build-hash, build-marker.mjs).
import { cpSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { assertWritable, isCurrent, markBuilt, root, sourceHash } from './build-marker.mjs';

const server = join(root, 'apps/server');
const dist = join(server, 'dist');
export const serverEntry = join(dist, 'main.js');
const inputs = ['apps/server/src', 'packages/shared/src', 'package-lock.json', 'scripts/server-build.mjs'];

/** Every bare import stays external except the workspace's own TypeScript package. */
const packagesExternal = {
  name: 'packages-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@signage/') ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * Builds the server unless dist/ was built from the current sources (`force`: always, as `npm run build` does).
 * Nothing is deleted first: a server already running from this checkout keeps the chunks it loads lazily (their
 * names carry their content hash, so a new build adds its own beside them). Returns whether it built.
 */
export async function buildServer({ force = false } = {}) {
  const wanted = sourceHash(inputs);
  if (!force && isCurrent(dist, wanted)) return false;
  assertWritable(dist, 'Der Server-Build');
  // esbuild only when a build is due; it stops its service afterwards, so nothing of it stays resident.
  const esbuild = await import('esbuild');
  try {
    await esbuild.build({
      entryPoints: {
        main: join(server, 'src/main.ts'),
        // the first start on a new embedded database (src/setup.ts), a short-lived process from the same folder
        'setup-process': join(server, 'src/setup-process.ts'),
        // started by src/db/embedded.ts as a process of its own, from the same folder
        'embedded-process': join(server, 'src/db/embedded-process.ts'),
      },
      outdir: dist,
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'node',
      target: 'node20.19',
      sourcemap: true,
      plugins: [packagesExternal],
      logLevel: 'warning',
    });
  } finally {
    await esbuild.stop();
  }
  cpSync(join(server, 'src/db/migrations'), join(dist, 'migrations'), { recursive: true });
  markBuilt(dist, wanted);
  return true;
}

// `node scripts/server-build.mjs` (npm run build) always builds.
if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer({ force: true });
