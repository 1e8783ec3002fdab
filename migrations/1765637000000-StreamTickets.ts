// Stream tickets: short-lived, single-use credentials a browser puts in an SSE URL (EventSource
// sends no Authorization header) to follow one table as the player who took it. Only the
// SHA-256 of a ticket is stored, as for API tokens; redeeming one deletes its row.
import type { MigrationInterface, QueryRunner } from 'typeorm';

export class StreamTickets1765637000000 implements MigrationInterface {
  name = 'StreamTickets1765637000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE stream_tickets (
        ticket_hash char(64) PRIMARY KEY,
        token_id uuid NOT NULL REFERENCES api_tokens(id),
        table_id uuid NOT NULL REFERENCES game_tables(id),
        seat integer NOT NULL,
        expires_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX stream_tickets_expiry ON stream_tickets (expires_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE stream_tickets`);
  }
}
