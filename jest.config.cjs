// Jest runs as ESM because NestJS 12, Apollo 5 and graphql-ws 6 are ESM-only (see ../shared/STACK.md).
/** @type {import('jest').Config} */
module.exports = {
  // Two files at once, also on two cores: most e2e time is spent waiting on PostgreSQL, child
  // servers and Chromium. (The SSE walkthrough's stalls with two fit its own wait for a third
  // message that a finished match never sends, fixed in 020569e.)
  maxWorkers: 2,
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.spec.ts', '**/*.e2e-spec.ts'],
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.ts$': [
      'ts-jest',
      {
        useESM: true,
        // Transpile only (isolatedModules): `npm run typecheck` type-checks the tests and the
        // code once; type-checking every test file again in Jest took most of its time.
        tsconfig: { isolatedModules: true, module: 'ESNext', moduleResolution: 'bundler', target: 'ES2022', emitDecoratorMetadata: true, experimentalDecorators: true, strict: true, strictPropertyInitialization: false, esModuleInterop: true, skipLibCheck: true, types: ['node', 'jest'] },
        diagnostics: { warnOnly: false },
      },
    ],
  },
  testTimeout: 60000,
  // Builds shared by the test files of one run (test/support/once-per-run.ts).
  globalSetup: '<rootDir>/test/global-setup.cjs',
  globalTeardown: '<rootDir>/test/global-teardown.cjs',
};
