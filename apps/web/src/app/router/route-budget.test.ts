import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { earlyScript, routeBudget, routePreload, routeScripts } from '../../../../../scripts/route-budget.mjs';

// The build's check that /login stays ≤ 150 KB gzip (vite.config.ts): what counts, and that it fails the build.
const chunk = (fileName: string, code: string, imports: string[] = [], extra = {}) => ({
  type: 'chunk' as const,
  fileName,
  code,
  imports,
  isEntry: false,
  facadeModuleId: null as string | null,
  ...extra,
});
// Random bytes do not compress: their gzip size is about their own.
const noise = (kb: number) => randomBytes(kb * 1024).toString('base64');

function bundle(pageKb: number) {
  return {
    'index.js': chunk('index.js', noise(10), ['shared.js'], { isEntry: true }),
    'shared.js': chunk('shared.js', noise(5)),
    'login.js': chunk('login.js', noise(pageKb), ['shared.js', 'field.js'], {
      facadeModuleId: '/app/src/features/auth/pages/login-page.tsx',
    }),
    'field.js': chunk('field.js', noise(1)),
    'dashboard.js': chunk('dashboard.js', noise(50), [], { facadeModuleId: '/app/src/dashboard.tsx' }),
    'style.css': { type: 'asset' as const },
  };
}

function runBudget(limitKb: number, pageKb: number) {
  const lines: string[] = [];
  const plugin = routeBudget({
    name: 'login route',
    routeModule: 'src/features/auth/pages/login-page.tsx',
    limitKb,
    log: (line) => lines.push(line),
  });
  const hook = plugin.generateBundle as { handler: (this: unknown, options: unknown, out: unknown) => void };
  const context = {
    error(message: string) {
      throw new Error(message);
    },
  };
  hook.handler.call(context, {}, bundle(pageKb));
  return lines;
}

describe('route budget', () => {
  it('counts the entry, the route page and their static imports, not what loads later', () => {
    const { files, gzip } = routeScripts(bundle(2), 'src/features/auth/pages/login-page.tsx');
    expect(files.sort()).toEqual(['field.js', 'index.js', 'login.js', 'shared.js']);
    // Base64 of n KB is 4/3 n KB; gzip takes back about a quarter of that.
    expect(gzip / 1024).toBeGreaterThan(18 * 0.95);
    expect(gzip / 1024).toBeLessThan(18 * 1.1);
  });

  it('passes under the limit and fails the build over it', () => {
    expect(runBudget(40, 2)).toEqual([
      expect.stringMatching(/^login route: 4 JS files, \d+\.\d KB gzip \(limit 40 KB\)$/),
    ]);
    expect(() => runBudget(40, 30)).toThrow(/login route: 4 JS files, .* \(limit 40 KB\): over the limit/);
  });

  it('refuses to pass when the route has no chunk of its own', () => {
    expect(() => routeScripts(bundle(2), 'src/features/auth/pages/other-page.tsx')).toThrow(/No chunk of its own/);
  });

  it('preloads from index.html what the login page needs beyond the entry', () => {
    const plugin = routePreload({ routeModule: 'src/features/auth/pages/login-page.tsx' });
    const hook = plugin.transformIndexHtml as { handler: (html: string, context: unknown) => unknown };
    const html = '<script type="module" src="/index.js"></script><link rel="modulepreload" href="/shared.js">';
    const tags = hook.handler(html, { bundle: bundle(2) }) as { attrs: { href: string } }[];
    expect(tags.map((tag) => tag.attrs.href).sort()).toEqual(['/field.js', '/login.js']);
  });

  it('writes the early entry ahead of the app and the page files the entries do not load into index.html', () => {
    const hook = earlyScript({ module: 'src/early.ts', pageModules: ['src/dashboard.tsx'] }).transformIndexHtml as {
      handler: (html: string, context: unknown) => unknown;
    };
    const withEarly = {
      ...bundle(2),
      'dashboard.js': chunk('dashboard.js', 'x', ['shared.js', 'icons.js'], {
        facadeModuleId: '/app/src/dashboard.tsx',
      }),
      'icons.js': chunk('icons.js', 'x'),
      'early-1.js': chunk('early-1.js', 'x', [], { isEntry: true, facadeModuleId: '/app/src/early.ts' }),
    };
    expect(hook.handler('', { bundle: withEarly })).toEqual([
      { tag: 'script', attrs: { type: 'module', crossorigin: true, src: '/early-1.js' }, injectTo: 'head-prepend' },
      { tag: 'meta', attrs: { name: 'start-page-files', content: '/dashboard.js /icons.js' }, injectTo: 'head' },
    ]);
    expect(() => hook.handler('', { bundle: bundle(2) })).toThrow(/No entry chunk for src\/early.ts/);
  });
});
