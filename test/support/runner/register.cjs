// Loads the TypeScript sources and tests in the test workers (runner/worker.cjs), preloaded with
// `--require`: each file transpiled alone by SWC to CommonJS, as `npm run build` emits it (tsc,
// module nodenext; `npm run typecheck` type-checks), with the legacy decorators and their
// metadata that NestJS and TypeORM read; the ESM-only packages (NestJS 12, Apollo 5, graphql-ws 6)
// are required as ESM, as in the build. Imports name `./x.js` for `./x.ts`, as tsc wants them.
const Module = require('node:module');
const { readFileSync } = require('node:fs');
const { pathToFileURL } = require('node:url');
const swc = require('@swc/core');
const { swcOptions } = require('../swc-options.cjs');

const OPTIONS = swcOptions('inline');

Module._extensions['.ts'] = function loadTs(module, filename) {
  const { code } = swc.transformSync(readFileSync(filename, 'utf8'), { ...OPTIONS, filename });
  module._compile(code, filename);
};

const resolveFilename = Module._resolveFilename;
const jestGlobals = require.resolve('./jest-globals.cjs');
const graphqlInstanceOf = require.resolve('./graphql-instance-of.cjs');
Module._resolveFilename = function resolveTs(request, parent, ...rest) {
  // The test API lives on globalThis here (runner/worker.cjs), not in a module of Jest's runtime.
  if (request === '@jest/globals') return jestGlobals;
  if (request === '../jsutils/instanceOf.js' && parent?.filename?.includes('/node_modules/graphql/')) return graphqlInstanceOf;
  // A source's `./x.js` is `./x.ts` (tried first: a miss costs a thrown error); `.js` otherwise.
  if (request.startsWith('.') && request.endsWith('.js') && parent?.filename?.endsWith('.ts')) {
    try {
      return resolveFilename.call(this, `${request.slice(0, -3)}.ts`, parent, ...rest);
    } catch {
      // a real .js file beside the source
    }
  }
  return resolveFilename.call(this, request, parent, ...rest);
};

// Stack traces name the TypeScript lines.
process.setSourceMapsEnabled(true);
Module.register('./load-ts.mjs', pathToFileURL(__filename));
