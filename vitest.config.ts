import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { startTexts } from './scripts/start-texts.mjs';

export default defineConfig({
  test: {
    // Two test files at a time even on 2 cores (vitest's default would be one): most of a server test's time is
    // spent waiting on its database and on child processes, so the second file uses what the first leaves idle.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        // The web sources import './de.json?start' (issue 18), cut by the same plugin as in the build.
        plugins: [startTexts()],
        test: {
          name: 'unit',
          sequence: { groupOrder: 0 },
          include: ['packages/**/*.test.ts', 'apps/**/*.test.ts'],
          exclude: ['**/node_modules/**', '**/dist/**'],
          environment: 'node',
          // One migrated database per run; every test file's database is a copy of it.
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          // One module cache per worker instead of one per file: importing the server's modules afresh for every
          // file cost ≈ 170 s of a run. Files must not depend on state an earlier file leaves (see zod-locale.ts).
          isolate: false,
          setupFiles: ['apps/server/src/test/zod-locale.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          // After the unit files, never beside them: the browser tests measure what a user waits for.
          sequence: { groupOrder: 1 },
          include: ['e2e/**/*.e2e.ts'],
          environment: 'node',
          globalSetup: ['e2e/global-setup.ts'],
          // One file at a time. global-setup.ts starts one server per worker, so two workers (fileParallelism
          // true, maxWorkers 2) would each get their own; not measured yet on a quiet machine (BENCHMARKS "CI time").
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 300_000,
          // What a browser test polls for (a row's state, a count after a refetch) waits for the condition as a
          // user would: vitest's default of 1 s failed on a loaded machine where a refetch takes longer.
          expect: { poll: { timeout: 20_000, interval: 100 } },
        },
      },
    ],
  },
});
