// SQL for accepted actions: the replay source of every match and the idempotency record
// (unique (table_id, player_id, client_action_id)).
import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import type { LogEntry } from '../events/log-entry.js';
import { TableActionEntity } from './table-action.entity.js';

export interface AcceptedMove {
  /** The seq the table was read at (under its row lock). */
  fromSeq: number;
  /** The move's log entries, seqs fromSeq + 1 ... */
  entries: LogEntry[];
  row: Omit<TableActionEntity, 'createdAt'>;
  state: unknown;
  status: string;
}

@Injectable()
export class TableActionsRepository {
  constructor(private readonly ds: DataSource) {}

  async insert(em: EntityManager, row: Omit<TableActionEntity, 'createdAt'>): Promise<void> {
    await em.insert(TableActionEntity, row);
  }

  /**
   * The write half of an accepted move in ONE statement (one round trip instead of three on the
   * hot path): its log entries, its action row, and the table's new snapshot, the last only while
   * the table is still at `fromSeq`. Returns whether the snapshot was written; when not, the
   * caller throws and the transaction (inserts included) rolls back. A taken (table_id, seq) or
   * idempotency key fails the statement with 23505 as before.
   */
  async record(em: EntityManager, m: AcceptedMove): Promise<boolean> {
    const r = m.row;
    const result: unknown = await em.query(
      `WITH ev AS (
         INSERT INTO table_events (table_id, seq, type, payload)
         SELECT $1, e.seq, e.type, e.payload FROM jsonb_to_recordset($2::jsonb) AS e(seq integer, type text, payload jsonb)
       ), act AS (
         INSERT INTO table_actions (table_id, seq_from, seq_to, player_id, action, client_action_id, timeout_deal)
         VALUES ($1, $3, $4, $5, $6::jsonb, $7, $8)
       )
       UPDATE game_tables SET seq = $4, state = $9::jsonb, status = $10, updated_at = now()
        WHERE id = $1 AND seq = $11
       RETURNING id`,
      [r.tableId, JSON.stringify(m.entries), r.seqFrom, r.seqTo, r.playerId, JSON.stringify(r.action), r.clientActionId, r.timeoutDeal, JSON.stringify(m.state), m.status, m.fromSeq],
    );
    // TypeORM answers an UPDATE with [rows, affected].
    const rows = Array.isArray(result) && Array.isArray(result[0]) ? (result[0] as unknown[]) : (result as unknown[]);
    return rows.length === 1;
  }

  async findByClientId(tableId: string, playerId: string, clientActionId: string, em: EntityManager = this.ds.manager): Promise<TableActionEntity | null> {
    return em.findOne(TableActionEntity, { where: { tableId, playerId, clientActionId } });
  }

  /** Moves the server made for silent seats (turn timeouts): the player and the deal, in order. */
  async timeouts(tableId: string): Promise<{ player: number; deal: number }[]> {
    const rows: { player: number; deal: number }[] = await this.ds.query(
      `SELECT (action->>'player')::int AS player, timeout_deal AS deal FROM table_actions
        WHERE table_id = $1 AND timeout_deal IS NOT NULL ORDER BY seq_from`,
      [tableId],
    );
    return rows;
  }

  async listForTable(tableId: string, em: EntityManager = this.ds.manager): Promise<TableActionEntity[]> {
    return em.find(TableActionEntity, { where: { tableId }, order: { seqFrom: 'ASC' } });
  }
}
