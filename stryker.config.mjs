// Mutation testing of the shared pure rules (SPEC rules that client and server both apply).
// Run with `npm run test:mutation`; not part of `npm test` (it takes minutes).
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts', related: false },
  mutate: ['packages/shared/src/rules/**/*.ts', '!packages/shared/src/rules/**/*.test.ts'],
  ignorePatterns: ['apps', 'e2e', 'bench', 'data', 'dist', 'coverage', 'reports'],
  concurrency: 2,
  // Static mutants (module-level constants and regexes, ~200 here) each re-import every module and re-run
  // every test: 87% of the run time. They are left out; the constants that carry a rule are pinned by
  // explicit tests instead (docs/DECISIONS.md, 'Mutation testing').
  ignoreStatic: true,
  coverageAnalysis: 'perTest',
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  incrementalFile: 'reports/mutation/stryker-incremental.json',
  tempDirName: '.stryker-tmp',
  cleanTempDir: true,
  thresholds: { high: 95, low: 90, break: 90 },
};
