// The seq the stored match state is at. A move used to rewrite the whole state (1.1-1.7 KB of
// JSON); now the full state is written only every SNAPSHOT_EVERY seqs, at a deal's end and at
// the match's (table-store.ts), and a move between changes only the row's seq. Loading a table
// applies the accepted actions after `state_seq` (table_actions) to the state (snapshot.ts).
// NULL: the state is at `seq` (rows written before this column).
import type { MigrationInterface, QueryRunner } from 'typeorm';

export class SnapshotTail1765400000000 implements MigrationInterface {
  name = 'SnapshotTail1765400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE game_tables ADD COLUMN state_seq integer`);
  }

  async down(q: QueryRunner): Promise<void> {
    // An older server would take such a state for the table's current one.
    await q.query(`DO $$ BEGIN
      IF EXISTS (SELECT 1 FROM game_tables WHERE state_seq < seq AND status = 'playing') THEN
        RAISE EXCEPTION 'some tables in play hold accepted actions after their stored state (game_tables.state_seq): cannot drop the column';
      END IF;
    END $$`);
    await q.query(`ALTER TABLE game_tables DROP COLUMN state_seq`);
  }
}
