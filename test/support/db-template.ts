// The migrated database every e2e file starts from, made once per Jest run by the global setup
// (test/global-setup-db.cjs): a template database on the DATABASE_URL server, or a migrated PGlite
// data directory in the run's scratch directory. support/database.ts copies it for each file.
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { startEmbeddedPostgres } from '../../src/database/embedded-postgres.js';
import { MIGRATIONS } from '../../src/database/schema.js';
import { withClient } from './database.js';

/** The environment variables that name the run's template (inherited by the workers). */
export const TEMPLATE_DB = 'SKAT_TEST_TEMPLATE_DB';
export const TEMPLATE_DIR = 'SKAT_TEST_TEMPLATE_DIR';

async function migrate(url: string): Promise<void> {
  const ds = new DataSource({ type: 'postgres', url, migrations: MIGRATIONS, migrationsTransactionMode: 'each', installExtensions: false, logging: ['error'] });
  await ds.initialize();
  try {
    await ds.runMigrations({ transaction: 'each' });
  } finally {
    await ds.destroy();
  }
}

/** Makes the run's template and returns the variables that name it. */
export async function createTemplate(runDir: string): Promise<Record<string, string>> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `skat_tpl_${process.pid}_${Date.now().toString(36)}`;
    await withClient(url, (c) => c.query(`CREATE DATABASE ${name}`));
    const u = new URL(url);
    u.pathname = `/${name}`;
    await migrate(u.toString());
    return { [TEMPLATE_DB]: name };
  }
  const dir = join(runDir, 'pglite-template');
  const embedded = await startEmbeddedPostgres(dir, 3);
  try {
    await migrate(embedded.url);
  } finally {
    await embedded.stop();
  }
  return { [TEMPLATE_DIR]: dir };
}

/** Drops the run's template database (the PGlite directory goes with the run's scratch directory). */
export async function dropTemplate(): Promise<void> {
  const url = process.env.DATABASE_URL;
  const name = process.env[TEMPLATE_DB];
  if (url && name) await withClient(url, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}
