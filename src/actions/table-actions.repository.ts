// SQL for accepted actions: the replay source of every match and the idempotency record
// (unique (table_id, player_id, client_action_id)).
import { Injectable } from '@nestjs/common';
import type pg from 'pg';
import { DataSource } from 'typeorm';
import type { LogEntry } from '../events/log-entry.js';
import { splitSheet } from '../tables/snapshot.js';
import { TableActionEntity } from './table-action.entity.js';

export interface AcceptedMove {
  /** The seq the table was read at: the move is written only if the table is still there. */
  fromSeq: number;
  /** The move's log entries, seqs fromSeq + 1 ... */
  entries: LogEntry[];
  row: Omit<TableActionEntity, 'createdAt'>;
  /** The match state after the move, and before it (the score sheet is written only when the move changed it). */
  state: object;
  previousState: object | null;
  status: string;
  /** The server's own moves: written only while this lease holder holds the table. */
  leaseHolder?: string;
}

export const RECORD_MOVE = `WITH upd AS (
    UPDATE game_tables SET seq = $4, state = $9::json, sheet = COALESCE($13::json, sheet), status = $10, updated_at = now()
     WHERE id = $1 AND seq = $11
       AND ($12::text IS NULL OR EXISTS (SELECT 1 FROM table_leases l WHERE l.table_id = $1 AND l.holder = $12 AND l.expires_at > now()))
    RETURNING id
  ), ev AS (
    INSERT INTO table_events (table_id, seq, type, payload)
    SELECT $1, e.seq, e.type, e.payload FROM jsonb_to_recordset($2::jsonb) AS e(seq integer, type text, payload jsonb)
     WHERE EXISTS (SELECT 1 FROM upd)
  ), act AS (
    INSERT INTO table_actions (table_id, seq_from, seq_to, player_id, action, client_action_id, timeout_deal)
    SELECT $1, $3, $4, $5, $6::jsonb, $7, $8 WHERE EXISTS (SELECT 1 FROM upd)
  )
  SELECT id FROM upd`;

const names = new WeakMap<pg.PoolClient, string>();
let connections = 0;
function statementName(client: pg.PoolClient): string {
  let name = names.get(client);
  if (!name) names.set(client, (name = `record_move_${++connections}`));
  return name;
}

@Injectable()
export class TableActionsRepository {
  constructor(private readonly ds: DataSource) {}

  /**
   * An accepted move in ONE autocommit statement (one round trip, no explicit transaction):
   * the table's new snapshot, only while the table is still at `fromSeq` (and, for the server's
   * own moves, while `leaseHolder` holds its lease), and then its log entries and its action
   * row, inserted only when that update happened. Returns whether it did; when not, nothing
   * was written. A taken (table_id, seq) or idempotency key (23505) is a lost race too.
   *
   * It runs as a named prepared statement on the pool's connection: planning this statement
   * cost PostgreSQL about as much as running it (scripts/move-statement-cost.ts at 0ec7766, AMD
   * EPYC, 2 vCPU: 0.74-0.83 ms of its CPU per move unnamed, 0.41-0.44 ms prepared). The name is
   * per connection object, so a session that outlives its connection (PGlite serves every
   * connection from one session) never meets a name twice.
   */
  async record(m: AcceptedMove): Promise<boolean> {
    const r = m.row;
    const snapshot = splitSheet(m.state, m.previousState);
    const sheet = snapshot.sheet && JSON.stringify(snapshot.sheet);
    const values = [r.tableId, JSON.stringify(m.entries), r.seqFrom, r.seqTo, r.playerId, JSON.stringify(r.action), r.clientActionId, r.timeoutDeal, JSON.stringify(snapshot.state), m.status, m.fromSeq, m.leaseHolder ?? null, sheet];
    const pool = (this.ds.driver as unknown as { master: pg.Pool }).master;
    const client = await pool.connect();
    try {
      const result = await client.query({ name: statementName(client), text: RECORD_MOVE, values });
      return result.rows.length === 1;
    } catch (e) {
      if ((e as { code?: string }).code === '23505') return false;
      throw e;
    } finally {
      client.release();
    }
  }

  async findByClientId(tableId: string, playerId: string, clientActionId: string): Promise<TableActionEntity | null> {
    return this.ds.manager.findOne(TableActionEntity, { where: { tableId, playerId, clientActionId } });
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

  async listForTable(tableId: string): Promise<TableActionEntity[]> {
    return this.ds.manager.find(TableActionEntity, { where: { tableId }, order: { seqFrom: 'ASC' } });
  }
}
