// The actions applied since the snapshot was written. A move used to rewrite the whole state
// (1.1-1.7 KB of JSON); now it appends its action to `tail`, and the full state is written
// only every SNAPSHOT_EVERY seqs, at a deal's end and at the match's (table-store.ts). Loading
// a table applies the tail to the state (snapshot.ts). NULL: the state is up to date.
import type { MigrationInterface, QueryRunner } from 'typeorm';

export class SnapshotTail1765400000000 implements MigrationInterface {
  name = 'SnapshotTail1765400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE game_tables ADD COLUMN tail jsonb`);
  }

  async down(q: QueryRunner): Promise<void> {
    // Only a server that applies tails can bring such a state up to date: play one more move, or keep this version.
    await q.query(`DO $$ BEGIN
      IF EXISTS (SELECT 1 FROM game_tables WHERE tail IS NOT NULL) THEN
        RAISE EXCEPTION 'some tables hold actions after their snapshot (game_tables.tail): cannot drop the column';
      END IF;
    END $$`);
    await q.query(`ALTER TABLE game_tables DROP COLUMN tail`);
  }
}
