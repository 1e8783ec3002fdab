// The table snapshot as json, not jsonb: it is written on every move and only ever read whole by
// the app (no SQL looks inside it), so the binary form's parse on each write was pure cost.
import type { MigrationInterface, QueryRunner } from 'typeorm';

export class SnapshotJson1764700000000 implements MigrationInterface {
  name = 'SnapshotJson1764700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE game_tables ALTER COLUMN state TYPE json USING state::json`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE game_tables ALTER COLUMN state TYPE jsonb USING state::jsonb`);
  }
}
