// Embedding a table: one-time tickets a platform asks for (player, table, a short expiry), and the
// short-lived session tokens the embed page redeems them for. Only the SHA-256 of a ticket is
// stored, as for API tokens and stream tickets; redeeming one deletes its row. A session is an
// API token with an expiry: the existing tokens keep expires_at NULL and never expire.
import type { MigrationInterface, QueryRunner } from 'typeorm';

export class EmbedTickets1796526053085 implements MigrationInterface {
  name = 'EmbedTickets1796526053085';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE api_tokens ADD COLUMN expires_at timestamptz`);
    await q.query(`CREATE INDEX api_tokens_expiry ON api_tokens (expires_at) WHERE expires_at IS NOT NULL`);
    await q.query(`
      CREATE TABLE embed_tickets (
        ticket_hash char(64) PRIMARY KEY,
        player_id uuid NOT NULL REFERENCES players(id),
        table_id uuid NOT NULL REFERENCES game_tables(id),
        expires_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX embed_tickets_expiry ON embed_tickets (expires_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE embed_tickets`);
    await q.query(`DROP INDEX api_tokens_expiry`);
    await q.query(`ALTER TABLE api_tokens DROP COLUMN expires_at`);
  }
}
