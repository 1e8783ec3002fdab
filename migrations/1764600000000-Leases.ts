// Several instances and time-driven work: table leases (which instance moves a table's server
// bots and turn timers), the turn-timer option, closed (abandoned) tables, and the mark of an
// action the server took for a silent seat.
import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Leases1764600000000 implements MigrationInterface {
  name = 'Leases1764600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE table_leases (
        table_id uuid PRIMARY KEY REFERENCES game_tables(id),
        -- the instance that may act for this table's server bots and timers
        holder text NOT NULL,
        -- renewed by the holder; once passed, any instance may take the lease over
        expires_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX table_leases_holder ON table_leases (holder)`);
    // Seconds per action; null: no turn timer.
    await q.query(`ALTER TABLE game_tables ADD COLUMN turn_seconds integer NULL CHECK (turn_seconds > 0)`);
    await q.query(`ALTER TABLE game_tables DROP CONSTRAINT game_tables_status_check`);
    await q.query(`ALTER TABLE game_tables ADD CONSTRAINT game_tables_status_check CHECK (status IN ('open', 'playing', 'finished', 'closed'))`);
    await q.query(`CREATE INDEX game_tables_playing ON game_tables (id) WHERE status = 'playing'`);
    // The deal in which the server acted for this (silent) player; null for ordinary actions.
    await q.query(`ALTER TABLE table_actions ADD COLUMN timeout_deal integer NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE table_actions DROP COLUMN timeout_deal`);
    await q.query(`DROP INDEX IF EXISTS game_tables_playing`);
    await q.query(`ALTER TABLE game_tables DROP CONSTRAINT game_tables_status_check`);
    await q.query(`ALTER TABLE game_tables ADD CONSTRAINT game_tables_status_check CHECK (status IN ('open', 'playing', 'finished'))`);
    await q.query(`ALTER TABLE game_tables DROP COLUMN turn_seconds`);
    await q.query(`DROP TABLE IF EXISTS table_leases`);
  }
}
