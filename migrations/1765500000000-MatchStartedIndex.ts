// When a table's match started, found by one index probe: the sweeps for abandoned and
// unwatched tables (tables.repository.ts) read it for every table in play on every run, and
// without this index each read scanned all of the table's events.
import type { MigrationInterface, QueryRunner } from 'typeorm';

export class MatchStartedIndex1765500000000 implements MigrationInterface {
  name = 'MatchStartedIndex1765500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX table_events_match_started ON table_events (table_id) WHERE type = 'table.matchStarted'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX table_events_match_started`);
  }
}
