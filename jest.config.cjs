// Jest runs as ESM because NestJS 12, Apollo 5 and graphql-ws 6 are ESM-only (see ../shared/STACK.md).
const { availableParallelism } = require('node:os');

/** @type {import('jest').Config} */
module.exports = {
  // At least two files at once, also on two cores (Jest's default would be one): most e2e time is
  // spent waiting on PostgreSQL, child servers and Chromium, not on this process's CPU.
  maxWorkers: Math.max(2, availableParallelism() - 1),
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
