// Build step for the player's service worker: which built files the /player route needs (the document, the
// entry chunk, the player page's chunk, their static imports and CSS). Only these are precached, so the
// worker does not hold the staff app, and a build whose player page cannot be found fails.
import type { VitePWAOptions } from 'vite-plugin-pwa';

/** Workbox's manifest transform, as vite-plugin-pwa takes it. */
type ManifestTransform = NonNullable<NonNullable<VitePWAOptions['injectManifest']>['manifestTransforms']>[number];

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  moduleIds: readonly string[];
  imports: readonly string[];
  viteMetadata?: { importedCss: ReadonlySet<string>; importedAssets: ReadonlySet<string> };
}
type BundleLike = Record<string, ChunkLike | { type: 'asset'; fileName: string }>;

/** The document and the files the entry and the chunk holding `pageModule` load before it renders. */
export function shellFiles(bundle: BundleLike, pageModule: string): Set<string> {
  const chunks = Object.values(bundle).filter((file): file is ChunkLike => file.type === 'chunk');
  const page = chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(pageModule)));
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!page || !entry) throw new Error(`player shell: ${page ? 'no entry chunk' : `${pageModule} not in the build`}`);
  const files = new Set(['index.html']);
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (files.has(fileName) || chunk?.type !== 'chunk') return;
    files.add(fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    for (const asset of chunk.viteMetadata?.importedAssets ?? []) files.add(asset);
    for (const imported of chunk.imports) visit(imported);
  };
  visit(entry.fileName);
  visit(page.fileName);
  return files;
}

/**
 * A Vite plugin that records the shell of the last build, and the Workbox manifest transform that keeps only
 * those files in the precache list (vite-plugin-pwa builds the worker after the app's bundle is written).
 */
export function playerShell(pageModule: string) {
  let files: Set<string> | null = null;
  const plugin = {
    name: 'player-shell',
    apply: 'build' as const,
    generateBundle(_options: unknown, bundle: BundleLike) {
      files = shellFiles(bundle, pageModule);
    },
  };
  const transform: ManifestTransform = async (entries) => {
    if (!files) throw new Error('player shell: the app bundle was not seen');
    const shell = files;
    const manifest = entries.filter((entry) => shell.has(entry.url));
    const missing = [...shell].filter((file) => !manifest.some((entry) => entry.url === file));
    return { manifest, warnings: missing.map((file) => `player shell: ${file} not precached`) };
  };
  return { plugin, transform };
}
