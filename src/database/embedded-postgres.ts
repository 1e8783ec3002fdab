// Embedded PostgreSQL for "runs anywhere": PGlite (Postgres compiled to WASM) served on a
// loopback port by PGLiteSocketServer, so TypeORM uses its ordinary `pg` driver and the same
// migrations as on a real server. Only used when DATABASE_URL is not set.
// PGlite runs in a worker thread of its own, as a database server runs in a process of its own:
// in the main thread every query's WASM work would hold the event loop, and a player's answers
// would wait behind the database work of everyone else's (docs/reliability.md, bench:attack).
import { Worker } from 'node:worker_threads';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { sourceFile } from '../common/source-file.js';

export interface EmbeddedPostgres {
  url: string;
  stop(): Promise<void>;
  /** Lets the process exit while the server still runs (a test worker's server, never stopped). */
  unref(): void;
}

// PostgreSQL's buffer pool, inside PGlite's WASM memory, all touched at start: with PGlite's
// default 128MB a server just started on the migrated schema held about 110 MB more RSS than with
// 32MB, and the e2e suites ran no slower; pages beyond it are read through the OS's file cache.
const SHARED_BUFFERS = '32MB';

type FromWorker = { ready: number } | { failed: string } | { stopped: true };

// CommonJS, run with `eval`: no file to build or copy. The packages' CommonJS builds, resolved
// from this module (its own node_modules, whatever the working directory; Jest: the project's).
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { createServer } = require('node:net');
function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => { const port = srv.address().port; srv.close(() => resolve(port)); });
  });
}
(async () => {
  const { PGlite } = require(workerData.pglite);
  const { PGLiteSocketServer } = require(workerData.pgliteSocket);
  const db = await PGlite.create(workerData.dataDir, { startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=' + workerData.sharedBuffers] });
  const port = await freePort();
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port, maxConnections: workerData.maxConnections });
  await server.start();
  parentPort.on('message', async () => {
    await server.stop();
    await db.close();
    parentPort.postMessage({ stopped: true });
  });
  parentPort.postMessage({ ready: port });
})().catch((e) => parentPort.postMessage({ failed: String(e && e.stack || e) }));
`;

/**
 * Starts PGlite on `dataDir` ('memory://' for a throw-away database) in a worker thread and
 * serves it on a free loopback port. `maxConnections` must be at least the pool size, or an
 * extra connection crashes the server.
 */
export async function startEmbeddedPostgres(dataDir: string, maxConnections: number): Promise<EmbeddedPostgres> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const from = createRequire(sourceFile('database/embedded-postgres'));
  const packages = { pglite: from.resolve('@electric-sql/pglite'), pgliteSocket: from.resolve('@electric-sql/pglite-socket') };
  const worker = new Worker(WORKER, { eval: true, workerData: { dataDir, maxConnections, sharedBuffers: SHARED_BUFFERS, ...packages } });
  const next = () =>
    new Promise<FromWorker>((resolve, reject) => {
      const onExit = (code: number) => reject(new Error(`embedded PostgreSQL stopped (exit code ${code})`));
      worker.once('error', reject);
      worker.once('exit', onExit);
      worker.once('message', (m: FromWorker) => {
        worker.off('error', reject);
        worker.off('exit', onExit);
        resolve(m);
      });
    });
  const first = await next();
  if (!('ready' in first)) {
    await worker.terminate();
    throw new Error(`embedded PostgreSQL did not start: ${'failed' in first ? first.failed : 'no answer'}`);
  }
  let stopping: Promise<void> | undefined;
  return {
    url: `postgres://postgres@127.0.0.1:${first.ready}/postgres`,
    unref: () => worker.unref(),
    stop() {
      // Closing flushes a data directory; the thread ends after.
      stopping ??= (async () => {
        const done = next();
        worker.postMessage('stop');
        await done.catch(() => undefined);
        await worker.terminate();
      })();
      return stopping;
    },
  };
}
