// Open tables under a flood: the lobby pages newest first by (created_at, id), each creator's
// open tables are counted (the per-player cap) and ranked (the lobby's share per player), and
// the expiry sweep finds open tables by age. Partial indexes: only open tables are in them.
import type { MigrationInterface, QueryRunner } from 'typeorm';

export class OpenTables1765000004000 implements MigrationInterface {
  name = 'OpenTables1765000004000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS game_tables_lobby`);
    await q.query(`CREATE INDEX game_tables_lobby ON game_tables (created_at, id) WHERE status = 'open' AND visibility = 'public'`);
    await q.query(`CREATE INDEX game_tables_open_by_creator ON game_tables (created_by, created_at, id) WHERE status = 'open'`);
    await q.query(`CREATE INDEX game_tables_open ON game_tables (created_at) WHERE status = 'open'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS game_tables_open`);
    await q.query(`DROP INDEX IF EXISTS game_tables_open_by_creator`);
    await q.query(`DROP INDEX IF EXISTS game_tables_lobby`);
    await q.query(`CREATE INDEX game_tables_lobby ON game_tables (created_at) WHERE status = 'open' AND visibility = 'public'`);
  }
}
