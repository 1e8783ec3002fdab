// When a person last watched a table (a feed subscriber, a query by its creator): a table of
// server bots only that nobody watches is closed after UNWATCHED_BOT_TABLE_SECONDS.
import type { MigrationInterface, QueryRunner } from 'typeorm';

export class TableWatchedAt1765016000000 implements MigrationInterface {
  name = 'TableWatchedAt1765016000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE game_tables ADD COLUMN watched_at timestamptz`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE game_tables DROP COLUMN watched_at`);
  }
}
