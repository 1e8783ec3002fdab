// The game a table plays (Skat or Bavarian Tarock) and its Tarock variant, as columns the
// lobby and myTables filter on; every existing table plays Skat.
import type { MigrationInterface, QueryRunner } from 'typeorm';

export class TableGame1765100000000 implements MigrationInterface {
  name = 'TableGame1765100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE game_tables ADD COLUMN game text NOT NULL DEFAULT 'skat'`);
    await q.query(`ALTER TABLE game_tables ADD COLUMN variant text`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE game_tables DROP COLUMN variant`);
    await q.query(`ALTER TABLE game_tables DROP COLUMN game`);
  }
}
