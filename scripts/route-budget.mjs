// Vite plugin: the build fails when a route's JavaScript grows over its budget (/login ≤ 150 KB gzip). Counted like the
// browser loads it: the entry chunk, the route page's chunk (lazy, fetched ahead at the start) and every chunk they
// import statically (modulepreload), each gzipped at level 9 as the server sends it. Chunks that load later (dynamic
// imports: dialogs, other pages) do not count. bench/login-bundle.ts measures the same in Chromium.
import { gzipSync } from 'node:zlib';

/**
 * Gzip bytes and file names of what a route loads; `routeModule` is the end of the page module's path
 * (e.g. 'src/features/auth/pages/login-page.tsx'). `bundle` is Rollup's/Rolldown's output bundle.
 */
export function routeScripts(bundle, routeModule) {
  const { chunks, closure, pageChunk } = chunkGraph(bundle);
  const seen = closure([...chunks.filter((c) => c.isEntry), pageChunk(routeModule)]);
  const files = [...seen.values()].map((chunk) => chunk.fileName);
  const gzip = [...seen.values()].reduce((sum, chunk) => sum + gzipSync(chunk.code, { level: 9 }).length, 0);
  return { files, gzip };
}

function chunkGraph(bundle) {
  const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  /** The chunks and every chunk they import statically, by file name. */
  const closure = (start) => {
    const seen = new Map();
    const visit = (chunk) => {
      if (!chunk || seen.has(chunk.fileName)) return;
      seen.set(chunk.fileName, chunk);
      for (const name of chunk.imports) visit(byName.get(name));
    };
    for (const chunk of start) visit(chunk);
    return seen;
  };
  const pageChunk = (module) => {
    const page = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(module));
    if (!page) throw new Error(`No chunk of its own for ${module}`);
    return page;
  };
  return { chunks, closure, pageChunk };
}

/** Fails the build when the route's scripts exceed `limitKb` (KB of 1024 bytes, gzip); prints the figure. */
export function routeBudget({ name, routeModule, limitKb, log = console.log }) {
  return {
    name: 'signage-route-budget',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      // After Vite's own steps (preload lists written into the chunks): the code as it is written to dist.
      order: 'post',
      handler(_options, bundle) {
        const { files, gzip } = routeScripts(bundle, routeModule);
        const figure = `${name}: ${files.length} JS files, ${(gzip / 1024).toFixed(1)} KB gzip (limit ${limitKb} KB)`;
        if (gzip > limitKb * 1024) this.error(`${figure}: over the limit`);
        log(figure);
      },
    },
  };
}

/**
 * `<link rel="modulepreload">` in index.html for the route page's chunks that the entry does not import itself: the
 * browser fetches them with the entry instead of after it has run (one round trip less before the login form). Meant
 * for the login page only, the first page of most visits and small; other routes pay its few KB.
 */
export function routePreload({ routeModule }) {
  return {
    name: 'signage-route-preload',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html;
        const { files } = routeScripts(context.bundle, routeModule);
        return files
          .filter((file) => !html.includes(`/${file}"`))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head',
          }));
      },
    },
  };
}

/**
 * A second entry's script tag in index.html, ahead of the app's entry: `module` (e.g. 'src/early.ts', also a
 * `build.rolldownOptions.input`) is small and imports nothing big, so the browser runs it as soon as it is in, while
 * the app's scripts are still loading. Vite itself writes only the HTML's own entry into index.html. And `<meta
 * name="start-page-files">`: the chunks of `pageModules` (and their static imports) that the entries do not load, for
 * the early script to modulepreload on that page (index.html is revalidated, so the names are always current).
 */
export function earlyScript({ module, pageModules }) {
  return {
    name: 'signage-early-script',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        if (!context.bundle) return [];
        const { chunks, closure, pageChunk } = chunkGraph(context.bundle);
        const early = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith(module));
        if (!early) throw new Error(`No entry chunk for ${module}`);
        const loaded = closure(chunks.filter((chunk) => chunk.isEntry));
        const files = [...closure(pageModules.map(pageChunk)).keys()].filter((file) => !loaded.has(file));
        return [
          {
            tag: 'script',
            attrs: { type: 'module', crossorigin: true, src: `/${early.fileName}` },
            injectTo: 'head-prepend',
          },
          {
            tag: 'meta',
            attrs: { name: 'start-page-files', content: files.map((file) => `/${file}`).join(' ') },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
