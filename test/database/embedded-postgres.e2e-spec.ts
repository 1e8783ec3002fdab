// The embedded PGlite (the newcomer's database, `npm start` without DATABASE_URL) in its worker
// thread: it serves the ordinary pg driver, keeps a data directory across a stop (with its own
// buffer pool size), says why it cannot start, and its query work leaves the event loop free.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbeddedPostgres } from '../../src/database/embedded-postgres.js';
import { withClient } from '../support/database.js';

describe('embedded PostgreSQL', () => {
  const dirs: string[] = [];
  const scratch = () => {
    const d = mkdtempSync(join(tmpdir(), 'skat-pglite-'));
    dirs.push(d);
    return d;
  };
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

  it('keeps what was committed in its data directory across a stop', async () => {
    const dir = join(scratch(), 'data');
    const first = await startEmbeddedPostgres(dir, 2);
    await withClient(first.url, async (c) => {
      await c.query('CREATE TABLE kept (n int)');
      await c.query('INSERT INTO kept VALUES (42)');
    });
    await first.stop();
    await first.stop(); // a second stop is a no-op
    const again = await startEmbeddedPostgres(dir, 2);
    try {
      const rows = await withClient(again.url, async (c) => (await c.query<{ n: number }>('SELECT n FROM kept')).rows);
      expect(rows).toEqual([{ n: 42 }]);
      // A buffer pool smaller than PGlite's 128MB default (embedded-postgres.ts says why).
      const pool = await withClient(again.url, async (c) => (await c.query<{ shared_buffers: string }>('SHOW shared_buffers')).rows[0]);
      expect(pool.shared_buffers).toBe('32MB');
    } finally {
      await again.stop();
    }
  }, 60_000);

  it('refuses to start on a data directory it cannot use, saying why', async () => {
    const dir = scratch();
    writeFileSync(join(dir, 'PG_VERSION'), '9\n'); // a data directory of another PostgreSQL
    await expect(startEmbeddedPostgres(dir, 2)).rejects.toThrow(/embedded PostgreSQL/);
  }, 60_000);

  it('runs its queries off the main thread: timers keep firing during a long query', async () => {
    const db = await startEmbeddedPostgres('memory://', 2);
    try {
      await withClient(db.url, async (c) => {
        let last = performance.now();
        let longestGap = 0;
        const tick = setInterval(() => {
          const now = performance.now();
          longestGap = Math.max(longestGap, now - last);
          last = now;
        }, 5);
        const t0 = performance.now();
        // About a second of WASM work or more on a 2-core machine; in the main thread it would
        // hold every timer for all of it.
        await c.query('SELECT sum(length(md5(i::text))) FROM generate_series(1, 1000000) i');
        const took = performance.now() - t0;
        clearInterval(tick);
        expect(took).toBeGreaterThan(300);
        expect(longestGap).toBeLessThan(took / 2);
      });
    } finally {
      await db.stop();
    }
  }, 60_000);
});
