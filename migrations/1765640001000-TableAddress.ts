// The address a table's creator registered from, copied onto the table when it is created: the
// lobby lists only each address's newest few open tables (LOBBY_TABLES_PER_ADDRESS) and an address
// may hold MAX_OPEN_TABLES_PER_ADDRESS open tables and MAX_STRONG_BOT_TABLES_PER_ADDRESS strong-bot
// tables, and the bots' fair scheduler queues its tables' choices under the address.
import type { MigrationInterface, QueryRunner } from 'typeorm';

export class TableAddress1765640001000 implements MigrationInterface {
  name = 'TableAddress1765640001000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE game_tables ADD COLUMN created_from text NULL`);
    await q.query(
      `CREATE INDEX game_tables_open_from ON game_tables (created_from, created_at DESC, id DESC) WHERE status = 'open' AND created_from IS NOT NULL`,
    );
    // The strong-bot tables of an address (MAX_STRONG_BOT_TABLES_PER_ADDRESS).
    await q.query(`CREATE INDEX game_tables_live_from ON game_tables (created_from) WHERE status IN ('open', 'playing') AND created_from IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX game_tables_live_from`);
    await q.query(`DROP INDEX game_tables_open_from`);
    await q.query(`ALTER TABLE game_tables DROP COLUMN created_from`);
  }
}
