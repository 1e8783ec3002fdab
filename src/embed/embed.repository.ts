import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';

export interface RedeemedTicket {
  tokenId: string;
  expiresAt: Date;
  tableId: string;
  playerId: string;
  name: string;
}

/** The SQL of embed tickets and their sessions (rows of api_tokens with an expiry). */
@Injectable()
export class EmbedRepository {
  constructor(private readonly ds: DataSource) {}

  /**
   * Stores a ticket's hash. The same statement drops expired tickets (by their index) and
   * sessions expired a day ago that no stream ticket names any more.
   */
  async addTicket(ticketHash: string, playerId: string, tableId: string, seconds: number): Promise<Date> {
    const rows: { expires_at: Date }[] = await this.ds.query(
      `WITH gone AS (DELETE FROM embed_tickets WHERE expires_at < now()),
            ended AS (DELETE FROM api_tokens k WHERE k.expires_at < now() - interval '1 day'
                        AND NOT EXISTS (SELECT 1 FROM stream_tickets s WHERE s.token_id = k.id))
       INSERT INTO embed_tickets (ticket_hash, player_id, table_id, expires_at)
       VALUES ($1, $2, $3, now() + make_interval(secs => $4)) RETURNING expires_at`,
      [ticketHash, playerId, tableId, seconds],
    );
    return new Date(rows[0].expires_at);
  }

  /**
   * Redeems a ticket in one statement: deletes its row (single use, also when two redeem at once)
   * and, while it is unexpired, creates the session token (its hash) of its player.
   */
  async redeem(ticketHash: string, sessionHash: string, sessionSeconds: number): Promise<RedeemedTicket | null> {
    const rows: { token_id: string; expires_at: Date; table_id: string; player_id: string; name: string }[] = await this.ds.query(
      `WITH t AS (DELETE FROM embed_tickets WHERE ticket_hash = $1 RETURNING player_id, table_id, expires_at),
            k AS (INSERT INTO api_tokens (id, player_id, token_hash, expires_at)
                  SELECT $2, t.player_id, $3, now() + make_interval(secs => $4) FROM t WHERE t.expires_at > now()
                  RETURNING id, player_id, expires_at)
       SELECT k.id AS token_id, k.expires_at, t.table_id, p.id AS player_id, p.name
         FROM k JOIN t ON t.player_id = k.player_id JOIN players p ON p.id = k.player_id`,
      [ticketHash, randomUUID(), sessionHash, sessionSeconds],
    );
    const r = rows[0];
    return r ? { tokenId: r.token_id, expiresAt: new Date(r.expires_at), tableId: r.table_id, playerId: r.player_id, name: r.name } : null;
  }
}
