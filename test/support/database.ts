// One fresh database per e2e file: a uniquely named database on the DATABASE_URL server
// (created from an admin connection, dropped afterwards), or a temporary PGlite directory. Both
// start as a copy of the run's migrated template (support/db-template.ts) when there is one.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface TestDatabase {
  /** Overrides for createApp: DATABASE_URL, or DATA_DIR for the embedded PGlite. */
  env: { DATABASE_URL: string; DATA_DIR: string };
  /** A direct connection for assertions about stored rows (only between app runs on PGlite). */
  url: string | null;
  drop(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const admin = process.env.DATABASE_URL;
  if (admin) {
    const name = `skat_e2e_${randomBytes(6).toString('hex')}`;
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    const template = process.env.SKAT_TEST_TEMPLATE_DB;
    await client.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
    await client.end();
    const url = new URL(admin);
    url.pathname = `/${name}`;
    return {
      env: { DATABASE_URL: url.toString(), DATA_DIR: './data' },
      url: url.toString(),
      async drop() {
        const c = new pg.Client({ connectionString: admin });
        await c.connect();
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await c.end();
      },
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'skat-e2e-'));
  const template = process.env.SKAT_TEST_TEMPLATE_DIR;
  if (template) cpSync(template, dir, { recursive: true });
  return {
    env: { DATABASE_URL: '', DATA_DIR: dir },
    url: null,
    async drop() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
