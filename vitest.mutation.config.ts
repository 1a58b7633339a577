import { defineConfig } from 'vitest/config';

/** Only the shared rules' tests: what Stryker runs against each mutant (stryker.config.mjs). */
export default defineConfig({
  test: {
    include: ['packages/shared/src/rules/**/*.test.ts'],
    environment: 'node',
  },
});
