import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { playerShell } from './player-shell';

const server = process.env.API_URL ?? 'http://localhost:8080';
const proxied = ['/v1', '/api', '/media', '/apps'];
const shell = playerShell('/src/features/player/pages/web-player-page.tsx');

export default defineConfig({
  plugins: [
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
      // The shared package is pure (schemas and rules); let unused exports fall away, so the
      // login route does not carry zod just for BUILD_VERSION.
      treeshake: { moduleSideEffects: (id: string) => !id.includes('/packages/shared/') },
    },
  },
});
