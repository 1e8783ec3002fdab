// Embedded PostgreSQL for "runs anywhere": PGlite (Postgres compiled to WASM) served on a
// loopback port by PGLiteSocketServer, so TypeORM uses its ordinary `pg` driver and the same
// migrations as on a real server. Only used when DATABASE_URL is not set.
import { createServer } from 'node:net';
import { mkdirSync } from 'node:fs';

export interface EmbeddedPostgres {
  url: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Starts PGlite on `dataDir` ('memory://' for a throw-away database) and serves it on a free
 * loopback port. `maxConnections` must be at least the pool size, or an extra connection
 * crashes the server.
 */
export async function startEmbeddedPostgres(dataDir: string, maxConnections: number): Promise<EmbeddedPostgres> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket');
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir);
  const port = await freePort();
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port, maxConnections });
  await server.start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}
