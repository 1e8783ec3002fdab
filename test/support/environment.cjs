// Jest's node environment with one embedded PostgreSQL per Jest worker process, for the runs on
// PGlite (no DATABASE_URL). Starting PGlite for each test file (a copy of the template, a thread,
// its WASM) cost more CPU than many e2e files' tests; this module lives as long as its worker, so
// the server it starts serves every file the worker runs, one file at a time. A file reaches it as
// `globalThis.__skatWorkerPglite()` (the server's URL) and starts from an emptied copy of the
// template (support/database.ts). The server is never stopped: its thread does not hold the
// process, and the run's scratch directory holds its data.
const { require: tsxRequire } = require('tsx/cjs/api');
const NodeEnvironment = require('jest-environment-node').TestEnvironment;

/** @type {Promise<string> | undefined} */
let server;

function startServer() {
  if (!process.env.SKAT_TEST_TEMPLATE_DIR) return Promise.reject(new Error("no PGlite template: the e2e projects' global setup makes it"));
  // TS sources, loaded outside Jest's transform (as the global setup loads its helpers).
  const { pgliteDirectory } = tsxRequire('./database.ts', __filename);
  const { startEmbeddedPostgres } = tsxRequire('../../src/database/embedded-postgres.ts', __filename);
  const dir = pgliteDirectory(`pglite-worker-${process.env.JEST_WORKER_ID ?? 0}-`);
  // Connections: a file's app (pool of one), its migration lock, the reset before it, and room to spare.
  return startEmbeddedPostgres(dir, 8).then((pg) => {
    pg.unref();
    return pg.url;
  });
}

module.exports = class Environment extends NodeEnvironment {
  constructor(config, context) {
    super(config, context);
    if (!process.env.DATABASE_URL) this.global.__skatWorkerPglite = () => (server ??= startServer());
  }
};
