// One fresh database per e2e file: a uniquely named database on the DATABASE_URL server
// (created from an admin connection), or on PGlite, the test worker's server emptied or a
// temporary PGlite directory. All start as a copy of the run's
// migrated template (support/db-template.ts) when there is one. drop() does not wait:
// a DROP DATABASE right after the app's pool closed took 0.5-2.7 s per file, so under a Jest run
// the run's databases are dropped together by its global teardown (dropRunDatabases), and a PGlite
// directory is removed in the background.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startEmbeddedPostgres } from '../../src/database/embedded-postgres.js';

export interface TestDatabase {
  /** Overrides for createApp: DATABASE_URL, or DATA_DIR for the embedded PGlite. */
  env: { DATABASE_URL: string; DATA_DIR: string; DB_POOL_SIZE?: string };
  /** A direct connection for assertions about stored rows (null on PGlite). */
  url: string | null;
  /** Run before each app starts on it. */
  beforeStart?(): Promise<void>;
  drop(): Promise<void>;
}

/**
 * The PGlite server this test worker's files share, on the runs without DATABASE_URL: started on a
 * copy of the run's template by the first file that asks, never stopped (its thread does not hold
 * the worker, the run's scratch directory holds its data). Starting PGlite per file cost more CPU
 * than many e2e files' tests. A test worker keeps this module for all its files (support/runner/).
 */
let workerPglite: Promise<string> | undefined;
/** Whether a database holds the worker's server now (a second one at once gets a directory). */
let workerPgliteHeld = false;

function startWorkerPglite(): Promise<string> {
  // Connections: a file's app (pool of one), its migration lock, the reset before it, and room to spare.
  return startEmbeddedPostgres(pgliteDirectory(`pglite-worker-${process.env.JEST_WORKER_ID ?? 0}-`), 8).then((pg) => {
    pg.unref();
    return pg.url;
  });
}

/** Runs `run` on a connection of its own to `url`, closed after. */
export async function withClient<T>(url: string, run: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await run(c);
  } finally {
    await c.end();
  }
}

/** A new PGlite data directory in the run's scratch directory (else the system's temp directory): a copy of the run's template when there is one. */
export function pgliteDirectory(prefix: string): string {
  const dir = mkdtempSync(join(process.env.SKAT_TEST_RUN_DIR ?? tmpdir(), prefix));
  const template = process.env.SKAT_TEST_TEMPLATE_DIR;
  if (template) cpSync(template, dir, { recursive: true });
  return dir;
}

/**
 * Forgets the session an app left: PGlite serves all its connections in one session, so another
 * app's named prepared statements and advisory locks would still be there.
 */
const discardSession = (url: string) => withClient(url, async (c) => void (await c.query('DISCARD ALL')));

/** The worker's PGlite server as the migrated template left it: every table but the migrations' emptied (the session is discarded before each app start). */
async function emptyWorkerPglite(url: string): Promise<void> {
  await withClient(url, async (c) => {
    const { rows } = await c.query<{ t: string }>(
      "SELECT quote_ident(tablename) AS t FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'migrations'",
    );
    if (rows.length) await c.query(`TRUNCATE ${rows.map((r) => r.t).join(', ')} RESTART IDENTITY CASCADE`);
  });
}

/** The name prefix of the current Jest run's databases (from its scratch directory), or null outside a run. */
export function runDatabasePrefix(): string | null {
  const dir = process.env.SKAT_TEST_RUN_DIR;
  return dir
    ? `skat_e2e_${basename(dir)
        .replace(/[^a-z0-9]/gi, '_')
        .toLowerCase()}_`
    : null;
}

async function dropDatabase(admin: string, name: string): Promise<void> {
  await withClient(admin, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}

/** Drops the databases of the run that `prefix` names, a few at a time (the global teardown). */
export async function dropRunDatabases(admin: string, prefix: string): Promise<void> {
  const { rows } = await withClient(admin, (c) => c.query<{ datname: string }>('SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [prefix]));
  const queue = rows.map((r) => r.datname);
  await Promise.all(
    [1, 2, 3, 4].map(async () => {
      for (let n = queue.shift(); n; n = queue.shift()) await dropDatabase(admin, n);
    }),
  );
}

/**
 * `inProcess`: only apps of this process use it (useTestServer); on PGlite it may then be the test
 * worker's server. A child process's server starts PGlite on its own directory.
 */
export async function createTestDatabase({ inProcess = false }: { inProcess?: boolean } = {}): Promise<TestDatabase> {
  const admin = process.env.DATABASE_URL;
  if (admin) {
    const prefix = runDatabasePrefix();
    const name = `${prefix ?? 'skat_e2e_'}${randomBytes(6).toString('hex')}`;
    const template = process.env.SKAT_TEST_TEMPLATE_DB;
    await withClient(admin, (c) => c.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`));
    const url = new URL(admin);
    url.pathname = `/${name}`;
    return {
      env: { DATABASE_URL: url.toString(), DATA_DIR: './data' },
      url: url.toString(),
      async drop() {
        // Left for the run's global teardown; outside a run, dropped now.
        if (!prefix) await dropDatabase(admin, name);
      },
    };
  }
  // Only under a run with a PGlite template: its global setup made one.
  if (inProcess && process.env.SKAT_TEST_TEMPLATE_DIR && !workerPgliteHeld) {
    workerPgliteHeld = true;
    const url = await (workerPglite ??= startWorkerPglite());
    await emptyWorkerPglite(url);
    return {
      env: { DATABASE_URL: url, DATA_DIR: './data', DB_POOL_SIZE: '1' },
      url: null,
      beforeStart: () => discardSession(url),
      async drop() {
        workerPgliteHeld = false;
      },
    };
  }
  const inRun = !!process.env.SKAT_TEST_RUN_DIR;
  const dir = pgliteDirectory('skat-e2e-');
  return {
    env: { DATABASE_URL: '', DATA_DIR: dir },
    url: null,
    async drop() {
      // Under a run the directory is in its scratch directory, removed by the global teardown anyway.
      if (inRun) void rm(dir, { recursive: true, force: true }).catch(() => {});
      else rmSync(dir, { recursive: true, force: true });
    },
  };
}
