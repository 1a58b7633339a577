import { describe, expect, it } from 'vitest';
import { playerShell, shellFiles } from './player-shell';

const PAGE = '/src/features/player/pages/web-player-page.tsx';
const chunk = (
  fileName: string,
  patch: { isEntry?: boolean; moduleIds?: string[]; imports?: string[]; css?: string[] },
) => ({
  type: 'chunk' as const,
  fileName,
  isEntry: patch.isEntry ?? false,
  moduleIds: patch.moduleIds ?? [],
  imports: patch.imports ?? [],
  viteMetadata: { importedCss: new Set(patch.css ?? []), importedAssets: new Set<string>() },
});
const bundle = {
  'assets/index.js': chunk('assets/index.js', {
    isEntry: true,
    imports: ['assets/react.js'],
    css: ['assets/index.css'],
  }),
  'assets/react.js': chunk('assets/react.js', {}),
  'assets/player.js': chunk('assets/player.js', {
    moduleIds: [`/repo/apps/web${PAGE}`],
    imports: ['assets/loop.js', 'assets/react.js'],
  }),
  'assets/loop.js': chunk('assets/loop.js', { imports: ['assets/player.js'] }),
  'assets/dashboard.js': chunk('assets/dashboard.js', {
    moduleIds: ['/repo/apps/web/src/features/dashboard/page.tsx'],
  }),
  'assets/index.css': { type: 'asset' as const, fileName: 'assets/index.css' },
};

describe('the player shell precached by the worker', () => {
  it('is the document, the entry, the player page and what they import, not the staff pages', () => {
    expect([...shellFiles(bundle, PAGE)].sort()).toEqual([
      'assets/index.css',
      'assets/index.js',
      'assets/loop.js',
      'assets/player.js',
      'assets/react.js',
      'index.html',
    ]);
  });

  it('fails the build when the player page is not in it', () => {
    expect(() => shellFiles(bundle, '/src/features/player/pages/gone.tsx')).toThrow(/not in the build/);
  });

  it('keeps only shell files in the precache list and warns about shell files left out', async () => {
    const shell = playerShell(PAGE);
    await expect(shell.transform([])).rejects.toThrow(/not seen/);
    shell.plugin.generateBundle(undefined, bundle);
    const entries = ['index.html', 'assets/index.js', 'assets/dashboard.js', 'favicon.svg'].map((url) => ({
      url,
      revision: null,
      size: 1,
    }));
    const result = await shell.transform(entries);
    expect(result.manifest.map((e) => e.url)).toEqual(['index.html', 'assets/index.js']);
    expect(result.warnings).toContain('player shell: assets/player.js not precached');
  });
});
