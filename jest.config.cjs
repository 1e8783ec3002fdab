// Jest runs as ESM because NestJS 12, Apollo 5 and graphql-ws 6 are ESM-only (see ../shared/STACK.md).
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
  // Node's, with a PGlite server per worker (support/environment.cjs); SKAT_TEST_CPU=<file>: each
  // file's CPU seconds appended to <file> (support/cpu-environment.cjs).
  testEnvironment: `<rootDir>/test/support/${process.env.SKAT_TEST_CPU ? 'cpu-' : ''}environment.cjs`,
  roots: ['<rootDir>/test'],
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: {
    // Only graphql's own modules import it by this path (support/graphql-instance-of.cjs says why).
    '^\\.\\./jsutils/instanceOf\\.m?js$': '<rootDir>/test/support/graphql-instance-of.cjs',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  transform: {
    // SWC transpiles each file alone (like isolatedModules; `npm run typecheck` type-checks the
    // tests and the code once), with the legacy decorators and their metadata that NestJS and
    // TypeORM read. Faster than ts-jest, most of all on a cold cache (a fresh clone).
    '^.+\\.ts$': [
      '<rootDir>/test/support/swc-transform.cjs',
      {
        swcrc: false,
        sourceMaps: 'inline',
        jsc: {
          parser: { syntax: 'typescript', decorators: true },
          target: 'es2022',
          keepClassNames: true,
          transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: true },
        },
      },
    ],
  },
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
