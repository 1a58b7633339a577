import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { callsWithoutSchemas } from '../../scripts/call-schemas.mjs';
import { earlyScript, routeBudget, routePreload } from '../../scripts/route-budget.mjs';
import { startTexts } from '../../scripts/start-texts.mjs';
import { playerShell } from './player-shell';

const server = process.env.API_URL ?? 'http://localhost:8080';
const proxied = ['/v1', '/api', '/media', '/apps'];
const shell = playerShell('/src/features/player/pages/web-player-page.tsx');
const LOGIN_PAGE = 'src/features/auth/pages/login-page.tsx';
// Runs before React and the router have arrived: the start URL, the start page's chunks, /v1/user/me.
const EARLY = 'src/early.ts';
// What src/early.ts preloads on /Dashboard and /Dashboard/Main (their chunk names go into index.html).
const DASHBOARD_START = [
  'src/app/auth/require-auth.tsx',
  'src/app/shell/dashboard-shell.tsx',
  'src/features/dashboard/pages/dashboard-main-page.tsx',
];
const EARLY_PARTS = new RegExp(
  [
    String.raw`src[\/](early\.ts|api[\/]auth[\/]me-request\.ts|app[\/]boot[\/](boot|legacy-url|link-login|start-files)\.ts`,
    String.raw`lib[\/](api-client|api-error|credentials)\.ts)`,
  ].join('|'),
);
// MUI's parts that the dashboard's first paint does not use: the 'mui-more' chunk, not 'mui-common'. What /login and
// the dashboard's first paint load besides the entry, React and their page: the 'start' chunk.
const START_PARTS = new RegExp(
  [
    String.raw`src[\/](components[\/](loading-state|language-switch|plain-icon|deferred)\.tsx`,
    String.raw`lib[\/](describe-error|landing)\.ts|i18n[\/](index\.ts|de\.json\?start))`,
    String.raw`node_modules[\/](dayjs[\/]dayjs\.min|i18next|react-i18next|use-sync-external-store)[\/]?`,
    String.raw`node_modules[\/]@tanstack[\/](react-query[\/].*useMutation|query-core[\/].*mutationObserver)`,
  ].join('|'),
);
const MUI_MORE = String.raw`(Modal|Backdrop|Fade|Portal|Unstable_TrapFocus|Slide|Grow|Dialog\w*|Popover|Menu|MenuList|Button|Alert|CircularProgress|Stack)`;

export default defineConfig({
  plugins: [
    startTexts(),
    // The catalogue's calls without their zod schemas: the web asks with method, path and access only.
    callsWithoutSchemas(),
    react(),
    shell.plugin,
    // The web player's service worker (/player-sw.js, registered for /player/ only): precaches the player's
    // shell, answers its media from the cache. No manifest, no registration script in the staff app.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/features/player/worker',
      filename: 'player-sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        rollupFormat: 'iife',
        globPatterns: ['index.html', 'favicon.svg', 'assets/*.{js,css,woff2,svg,png}'],
        maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
        manifestTransforms: [shell.transform],
      },
    }),
    // What /login loads stays ≤ 150 KB gzip, or the build fails.
    routeBudget({ name: 'login route', routeModule: LOGIN_PAGE, limitKb: 150 }),
    routePreload({ routeModule: LOGIN_PAGE }),
    earlyScript({ module: EARLY, pageModules: DASHBOARD_START }),
  ],
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: server, changeOrigin: true }])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      input: {
        index: fileURLToPath(new URL('index.html', import.meta.url)),
        early: fileURLToPath(new URL(EARLY, import.meta.url)),
      },
      // The shared package is pure (schemas and rules); let unused exports fall away, so the
      // login route does not carry zod just for BUILD_VERSION.
      treeshake: { moduleSideEffects: (id: string) => !id.includes('/packages/shared/') },
      output: {
        // Fewer, larger chunks for the pages behind the login: MUI's parts that 30 or more chunks share come as one
        // chunk instead of dozens of small ones (each a request and a round trip on a slow line). React is a group of
        // its own, or Rolldown would put it into that chunk and make /login load MUI. MUI's overlays (Modal, its
        // backdrop and transitions, Dialog, Popover, Menu) and Button, Alert, CircularProgress, Stack are a chunk of
        // their own (mui-more): the dashboard's first paint needs none of them, the other pages load it alongside.
        codeSplitting: {
          groups: [
            // What src/early.ts runs and imports: one small file the browser can run before React has arrived.
            { name: 'early', test: EARLY_PARTS, priority: 5 },
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 4 },
            // The small parts the entry and the login page share with later chunks: one file instead of ten, each a
            // request that waits for one of the browser's six connections on a slow line.
            { name: 'start', test: START_PARTS, priority: 3 },
            {
              name: 'mui-common',
              test: new RegExp(
                `node_modules[\\\\/](@mui[\\\\/](material[\\\\/](?!${MUI_MORE}[\\\\/])|(system|utils|styled-engine|private-theming)[\\\\/])|@emotion[\\\\/]|@popperjs[\\\\/]|react-transition-group[\\\\/])`,
              ),
              minShareCount: 30,
              priority: 2,
            },
            // After mui-common (lower priority), so that what the overlays share with it stays there.
            {
              name: 'mui-more',
              test: new RegExp(`node_modules[\\\\/]@mui[\\\\/]material[\\\\/]${MUI_MORE}[\\\\/]`),
              minShareCount: 30,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
