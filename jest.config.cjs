// Three projects (`--selectProjects`): `unit` (no server, no database), `e2e` (a real app on a
// real database) and `deep` (the long suites: whole-match walks, 10,000-request fuzz, SIGKILLs,
// builds, Chromium, the arenas). `npm test` (scripts/test.cjs) runs `unit` first and stops at its
// first failure, then `e2e` and `deep` side by side. `e2e` holds seeded smoke versions of the fuzz
// and the leak walk, so `npm run test:quick` (unit + e2e) still covers them; with
// SKAT_TEST_SKIP_SMOKE=1 (npm test, where the full versions run) they are left out.

/** The deep suites, by path under test/. */
const DEEP = [
  'e2e/fuzz.e2e-spec.ts',
  'e2e/leak.e2e-spec.ts',
  'e2e/durability.e2e-spec.ts',
  'e2e/multi-instance.e2e-spec.ts',
  'e2e/webhooks-durability.e2e-spec.ts',
  'e2e/webhooks-instances.e2e-spec.ts',
  'web/table.e2e-spec.ts',
  'web/tarock.e2e-spec.ts',
  'web/ratings.e2e-spec.ts',
  'web/embed.e2e-spec.ts',
  'cli/arena-skat.spec.ts',
  'cli/arena-tarock.spec.ts',
];
const deep = DEEP.map((p) => `<rootDir>/test/${p}`);
const smoke = process.env.SKAT_TEST_SKIP_SMOKE ? ['-smoke\\.e2e-spec\\.ts$'] : [];

const base = {
  // Each worker process runs its files one after another with the sources loaded once
  // (support/runner/): TypeScript by SWC, as `npm run build` compiles it. SKAT_TEST_CPU=<file>:
  // each file's CPU seconds appended to <file> (`node scripts/test-counts.cjs --cpu <file>`).
  runner: '<rootDir>/test/support/runner/index.cjs',
  roots: ['<rootDir>/test'],
  moduleFileExtensions: ['ts', 'js', 'cjs', 'mjs', 'json'],
};

// A project's global setup runs once per run when any of its files is selected (Jest runs each
// distinct module once): the run's scratch directory for all, the migrated template database
// (support/db-template.ts) only for projects with e2e files.
const withDatabase = { globalSetup: '<rootDir>/test/global-setup-db.cjs', globalTeardown: '<rootDir>/test/global-teardown-db.cjs' };

/** @type {import('jest').Config} */
module.exports = {
  // Two files at once, also on two cores: most e2e time is spent waiting on PostgreSQL, child
  // servers and Chromium (`npm test` runs the e2e and deep files three at a time: scripts/test.cjs).
  // (The SSE walkthrough's stalls with two fit its own wait for a third message that a finished
  // match never sends, fixed in 020569e.)
  maxWorkers: 2,
  testTimeout: 60000,
  testSequencer: '<rootDir>/test/support/sequencer.cjs',
  projects: [
    {
      ...base,
      displayName: 'unit',
      testMatch: ['**/*.spec.ts'],
      testPathIgnorePatterns: ['/node_modules/', '\\.e2e-spec\\.ts$', ...deep],
      globalSetup: '<rootDir>/test/global-setup.cjs',
      globalTeardown: '<rootDir>/test/global-teardown.cjs',
    },
    { ...base, ...withDatabase, displayName: 'e2e', testMatch: ['**/*.e2e-spec.ts'], testPathIgnorePatterns: ['/node_modules/', ...deep, ...smoke] },
    { ...base, ...withDatabase, displayName: 'deep', testMatch: deep },
  ],
};
