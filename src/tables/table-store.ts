// The one writer of a table's rows (game_tables, table_seats, table_events, table_actions):
// it appends log entries, advances the seq, writes the snapshot (splitSheet) and fences the
// server's own moves by their lease. Every write is conditional on the seq that was read, and
// (table_id, seq) is unique, so of two writers from one seq only one writes anything.
// A move is ONE autocommit prepared statement (appendMove), shared with the moves of other
// tables that arrive while one is being written (group commit: one statement, one commit for
// all of them; the match's last move, and a move a move hook writes for, is one transaction with
// those writes); a change of the table's life (create, seat, leave, start, close) is one
// transaction on the locked row, with what the table change hooks write.
import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { DataSource, EntityManager } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity.js';
import { ConflictError } from '../common/errors/domain-errors.js';
import { PG_POOL } from '../database/database.module.js';
import { TableEventEntity } from '../events/table-event.entity.js';
import type { LogEntry, PendingEntry } from '../events/log-entry.js';
import type { MatchAction, MatchConfig, MatchState } from '../game/match-port.js';
import { isUuid } from '../players/players.repository.js';
import { moveSnapshot, splitSheet } from './snapshot.js';
import { TableChangeHooks } from './table-change-hooks.js';
import { TableSeatEntity } from './table-seat.entity.js';
import { TableEntity, type TableStatus } from './table.entity.js';

/** A table_actions row: the replay source of the match, and the idempotency key. */
export interface ActionRow {
  tableId: string;
  seqFrom: number;
  seqTo: number;
  playerId: string;
  action: MatchAction;
  clientActionId: string | null;
  timeoutDeal: number | null;
}

export interface AcceptedMove {
  /** The seq the table was read at: the move is written only if the table is still there. */
  fromSeq: number;
  /** The move's log entries, seqs fromSeq + 1 ... */
  entries: LogEntry[];
  row: ActionRow;
  /** The match state after the move, and before it (the score sheet is written only when the move changed it). */
  state: MatchState;
  previousState: MatchState;
  status: TableStatus;
  /** The server's own moves: written only while this lease holder holds the table. */
  leaseHolder?: string;
  /**
   * Further writes (the match-end hooks: ratings, statistics; the move hooks: the webhooks'
   * outbox) on the same connection, in one transaction with the move, run only when the move
   * was written.
   */
  finish?: (client: pg.PoolClient) => Promise<void>;
}

export const APPEND_MOVE = `WITH upd AS (
    UPDATE game_tables SET seq = $4, state = COALESCE($9::json, state), sheet = COALESCE($13::json, sheet), status = $10, updated_at = now(),
           state_seq = CASE WHEN $9::json IS NULL THEN COALESCE(state_seq, $11) ELSE $4 END
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

/**
 * Several moves of different tables (at most one per table) in one statement: the same
 * writes as APPEND_MOVE, row by row, each move's rows only when its own table update happened.
 * Returns the ids of the tables whose move was written.
 */
export const APPEND_MOVES = `WITH m AS (
    SELECT * FROM json_to_recordset($1::json)
      AS m(id uuid, from_seq integer, seq_from integer, seq_to integer, state json, sheet json, status text, holder text,
           player_id uuid, action jsonb, client_action_id text, timeout_deal integer, events json)
  ), upd AS (
    UPDATE game_tables t SET seq = m.seq_to, state = COALESCE(m.state, t.state), sheet = COALESCE(m.sheet, t.sheet), status = m.status, updated_at = now(),
           state_seq = CASE WHEN m.state IS NULL THEN COALESCE(t.state_seq, m.from_seq) ELSE m.seq_to END
      FROM m
     WHERE t.id = m.id AND t.seq = m.from_seq
       AND (m.holder IS NULL OR EXISTS (SELECT 1 FROM table_leases l WHERE l.table_id = m.id AND l.holder = m.holder AND l.expires_at > now()))
    RETURNING t.id
  ), ev AS (
    INSERT INTO table_events (table_id, seq, type, payload)
    SELECT m.id, e.seq, e.type, e.payload FROM m, json_to_recordset(m.events) AS e(seq integer, type text, payload jsonb)
     WHERE m.id IN (SELECT id FROM upd)
  ), act AS (
    INSERT INTO table_actions (table_id, seq_from, seq_to, player_id, action, client_action_id, timeout_deal)
    SELECT m.id, m.seq_from, m.seq_to, m.player_id, m.action, m.client_action_id, m.timeout_deal FROM m
     WHERE m.id IN (SELECT id FROM upd)
  )
  SELECT id FROM upd`;

/** What a move writes of the match (snapshot.ts): the match's last move, with `finish`, is not 'playing', so it writes the whole state. */
function movedSnapshot(m: AcceptedMove): { state: object | null; sheet: unknown[] | null } {
  return moveSnapshot(m.state, m.previousState, m.fromSeq, m.row.seqTo, m.status === 'playing');
}

/** Moves written by one statement at most (a bound on its size and on one failure's fallback). */
const MAX_BATCH = 64;

const names = new WeakMap<pg.PoolClient, { one: string; many: string }>();
let connections = 0;
function statementNames(client: pg.PoolClient): { one: string; many: string } {
  let n = names.get(client);
  if (!n) names.set(client, (n = { one: `append_move_${++connections}`, many: `append_moves_${connections}` }));
  return n;
}

/** An error PostgreSQL reported for the statement (a SQLSTATE): an autocommit statement that failed wrote nothing. */
function isStatementError(e: unknown): boolean {
  const code = (e as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);
}

interface Queued {
  m: AcceptedMove;
  done: (written: boolean) => void;
  fail: (e: unknown) => void;
}

/** What a lifecycle change sets on the table besides its seq. */
export interface TableChange {
  status?: TableStatus;
  /** The match as it starts (written with its sheet), its seed, and its config with the seats' entropy. */
  start?: { state: MatchState; seed: string; config: MatchConfig };
}

@Injectable()
export class TableStore {
  /** Moves waiting for the write in flight to end: they go together in the next statement. */
  private queue: Queued[] = [];
  private writing = false;

  constructor(
    private readonly ds: DataSource,
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly changeHooks: TableChangeHooks,
  ) {}

  /**
   * An accepted move in ONE autocommit statement (one round trip, no explicit transaction;
   * the statement may carry other tables' moves too, see flush(); the one move that finishes a
   * match is a transaction with its `finish` writes):
   * the table's new snapshot, only while the table is still at `fromSeq` (and, for the server's
   * own moves, while `leaseHolder` holds its lease), and then its log entries and its action
   * row, inserted only when that update happened. Returns whether it did; when not, nothing
   * was written. A taken (table_id, seq) or idempotency key (23505) is a lost race too.
   * It settles only after the statement that wrote it committed.
   *
   * It runs as a named prepared statement on the pool's connection: planning this statement
   * cost PostgreSQL about as much as running it (scripts/move-statement-cost.ts at 0ec7766, AMD
   * EPYC, 2 vCPU: 0.74-0.83 ms of its CPU per move unnamed, 0.41-0.44 ms prepared). The name is
   * per connection object, so a database session that outlives its connection (PGlite serves
   * every connection from one session) never meets a name twice.
   */
  appendMove(m: AcceptedMove): Promise<boolean> {
    if (m.finish) return this.appendOne(m);
    return new Promise<boolean>((done, fail) => {
      this.queue.push({ m, done, fail });
      this.flush();
    });
  }

  /**
   * Group commit: a move is written at once when no write is in flight (no timer: an idle
   * server's move waits for nothing); moves arriving meanwhile wait for that write to end and
   * then go in one statement and one commit (at most one move per table: a
   * second move of a table waits for the next statement, where the seq decides between them).
   */
  private flush(): void {
    if (this.writing || !this.queue.length) return;
    const batch: Queued[] = [];
    const rest: Queued[] = [];
    const tables = new Set<string>();
    for (const q of this.queue) {
      if (batch.length < MAX_BATCH && !tables.has(q.m.row.tableId)) {
        tables.add(q.m.row.tableId);
        batch.push(q);
      } else rest.push(q);
    }
    this.queue = rest;
    this.writing = true;
    void this.writeBatch(batch).finally(() => {
      this.writing = false;
      this.flush();
    });
  }

  /** Settles every move of `batch` with its own outcome. */
  private async writeBatch(batch: Queued[]): Promise<void> {
    if (batch.length === 1) {
      const [q] = batch;
      await this.appendOne(q.m).then(q.done, q.fail);
      return;
    }
    let written: Set<string>;
    try {
      written = await this.appendMany(batch.map((q) => q.m));
    } catch (e) {
      if (!isStatementError(e)) {
        for (const q of batch) q.fail(e);
        return;
      }
      // The statement wrote nothing (one move's taken unique key, 23505, fails all of them):
      // each move again on its own, so only the move that lost its race loses.
      await Promise.all(batch.map((q) => this.appendOne(q.m).then(q.done, q.fail)));
      return;
    }
    for (const q of batch) q.done(written.has(q.m.row.tableId));
  }

  /** Moves of different tables in one autocommit statement (APPEND_MOVES): the ids of the tables whose move was written. */
  private async appendMany(moves: AcceptedMove[]): Promise<Set<string>> {
    // One JSON document for the whole batch: its snapshots go as they are, not escaped once more
    // into array literals (12% less server CPU per saturated move: docs/benchmarks.md, group commit).
    // In the tables' order, so two statements (of two instances) that update the same tables take
    // their row locks alike; a deadlock all the same fails the statement, and the moves are
    // written one by one (writeBatch).
    const rows = [...moves]
      .sort((x, y) => (x.row.tableId < y.row.tableId ? -1 : x.row.tableId > y.row.tableId ? 1 : 0))
      .map((m) => {
        const r = m.row;
        const snapshot = movedSnapshot(m);
        return {
          id: r.tableId,
          from_seq: m.fromSeq,
          seq_from: r.seqFrom,
          seq_to: r.seqTo,
          state: snapshot.state,
          sheet: snapshot.sheet ?? null,
          status: m.status,
          holder: m.leaseHolder ?? null,
          player_id: r.playerId,
          action: r.action,
          client_action_id: r.clientActionId,
          timeout_deal: r.timeoutDeal,
          events: m.entries,
        };
      });
    const client = await this.pool.connect();
    try {
      const result = await client.query<{ id: string }>({ name: statementNames(client).many, text: APPEND_MOVES, values: [JSON.stringify(rows)] });
      return new Set(result.rows.map((x) => x.id));
    } finally {
      client.release();
    }
  }

  /** One move in one statement (APPEND_MOVE); with `finish`, one transaction with its writes. */
  private async appendOne(m: AcceptedMove): Promise<boolean> {
    const r = m.row;
    const snapshot = movedSnapshot(m);
    const sheet = snapshot.sheet && JSON.stringify(snapshot.sheet);
    const state = snapshot.state && JSON.stringify(snapshot.state);
    const values = [
      r.tableId,
      JSON.stringify(m.entries),
      r.seqFrom,
      r.seqTo,
      r.playerId,
      JSON.stringify(r.action),
      r.clientActionId,
      r.timeoutDeal,
      state,
      m.status,
      m.fromSeq,
      m.leaseHolder ?? null,
      sheet,
    ];
    const client = await this.pool.connect();
    let open = false;
    try {
      if (m.finish) {
        await client.query('BEGIN');
        open = true;
      }
      const result = await client.query({ name: statementNames(client).one, text: APPEND_MOVE, values });
      const written = result.rows.length === 1;
      if (open) {
        if (written) await m.finish!(client);
        await client.query(written ? 'COMMIT' : 'ROLLBACK');
        open = false;
      }
      return written;
    } catch (e) {
      if (open) await client.query('ROLLBACK').catch(() => undefined);
      if ((e as { code?: string }).code === '23505') return false;
      throw e;
    } finally {
      client.release();
    }
  }

  /** One lifecycle change: `work` locks the table (lock), checks, and writes through the methods below. */
  transaction<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
    return this.ds.transaction(work);
  }

  /** Locks the row until the transaction ends: lifecycle changes of one table queue here (moves do not lock: their update is conditional on the seq). */
  async lock(em: EntityManager, id: string): Promise<TableEntity | null> {
    if (!isUuid(id)) return null;
    return em.createQueryBuilder(TableEntity, 't').setLock('pessimistic_write').where('t.id = :id', { id }).getOne();
  }

  /** `rated` defaults to false (the column's default). */
  async insert(em: EntityManager, table: Omit<TableEntity, 'createdAt' | 'updatedAt' | 'rated'> & { rated?: boolean }): Promise<void> {
    await em.insert(TableEntity, table as QueryDeepPartialEntity<TableEntity>);
  }

  async addSeat(em: EntityManager, tableId: string, seat: number, playerId: string, entropy: string | null = null): Promise<void> {
    await em.insert(TableSeatEntity, { tableId, seat, playerId, entropy });
  }

  async removeSeat(em: EntityManager, tableId: string, playerId: string): Promise<number | null> {
    const seat = await em.findOne(TableSeatEntity, { where: { tableId, playerId } });
    if (!seat) return null;
    await em.delete(TableSeatEntity, { tableId, seat: seat.seat });
    return seat.seat;
  }

  /**
   * Appends `pending` to the log of the locked `table` after its seq and advances the seq to
   * the last of them (with `change`), only while the table is still at the seq read: STALE
   * otherwise, which rolls the transaction back. Returns the entries as logged.
   */
  async appendEntries(em: EntityManager, table: TableEntity, pending: PendingEntry[], change: TableChange = {}): Promise<LogEntry[]> {
    const entries = pending.map((e, i) => ({ ...e, seq: table.seq + 1 + i }) as LogEntry);
    const set: Record<string, unknown> = { seq: table.seq + entries.length, updatedAt: () => 'now()' };
    if (change.status) set.status = change.status;
    if (change.start)
      Object.assign(set, splitSheet(change.start.state, null), { stateSeq: table.seq + entries.length, seed: change.start.seed, config: change.start.config });
    const res = await em.createQueryBuilder().update(TableEntity).set(set).where('id = :id AND seq = :fromSeq', { id: table.id, fromSeq: table.seq }).execute();
    if (res.affected !== 1) throw new ConflictError('The table changed meanwhile; retry.', 'STALE');
    const rows = entries.map((e) => ({ tableId: table.id, ...e }));
    if (rows.length)
      await em
        .createQueryBuilder()
        .insert()
        .into(TableEventEntity)
        .values(rows as never)
        .execute();
    await this.changeHooks.run(em, { table, entries, started: !!change.start });
    return entries;
  }
}
