import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { routeBudget, routePreload } from '../../scripts/route-budget.mjs';
import { startTexts } from '../../scripts/start-texts.mjs';

const server = process.env.API_URL ?? 'http://localhost:8080';
const proxied = ['/v1', '/api', '/media', '/apps'];
const LOGIN_PAGE = 'src/features/auth/pages/login-page.tsx';

export default defineConfig({
  plugins: [
    startTexts(),
    react(),
    // Issue 18: what /login loads stays ≤ 150 KB gzip, or the build fails.
    routeBudget({ name: 'login route', routeModule: LOGIN_PAGE, limitKb: 150 }),
    routePreload({ routeModule: LOGIN_PAGE }),
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
