import { defineConfig } from 'vitest/config';
import { startTexts } from './scripts/start-texts.mjs';

export default defineConfig({
  test: {
    projects: [
      {
        // The web sources import './de.json?start' (issue 18), cut by the same plugin as in the build.
        plugins: [startTexts()],
        test: {
          name: 'unit',
          include: ['packages/**/*.test.ts', 'apps/**/*.test.ts'],
          exclude: ['**/node_modules/**', '**/dist/**'],
          environment: 'node',
          // One migrated database per run; every test file's database is a copy of it.
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          environment: 'node',
          globalSetup: ['e2e/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
