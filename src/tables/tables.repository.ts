// Reads of tables and seats (TableStore writes them). A loaded table comes through the
// stored-state door (TableSheetSubscriber, snapshot.ts): typed, its version checked.
import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { MATCH_STARTED, type LogEntry } from '../events/log-entry.js';
import type { MatchAction, MatchState } from '../game/match-port.js';
import { ForbiddenError } from '../common/errors/domain-errors.js';
import { isUuid } from '../players/players.repository.js';
import { applyStored, decodeState } from './snapshot.js';
import { TableSeatEntity } from './table-seat.entity.js';
import { TableEntity, TAIL_QUERY } from './table.entity.js';

export interface LobbyQuery {
  /** Page size. */
  first: number;
  /** Whose lobby: a platform's (its tables only), or the public one (null: tables of no platform). */
  platformId?: string | null;
  /** The id of the last table of the previous page. */
  after?: string;
  preset?: string;
  game?: string;
  variant?: string;
  players?: number;
  minFreeSeats?: number;
  /** How many of one creator's open public tables are listed (their newest). */
  perPlayer: number;
  /** The same for the creators registered from one address (puppets). */
  perAddress?: number;
}

/** Tables whose seating is kept in memory (oldest dropped first beyond this). */
const SEATING_CACHE = 20_000;

@Injectable()
export class TablesRepository {
  /** Seats of started matches: they never change once the match runs, so the hot path skips the query. */
  private readonly startedSeats = new Map<string, TableSeatEntity[]>();

  constructor(private readonly ds: DataSource) {}

  get manager(): EntityManager {
    return this.ds.manager;
  }

  async find(id: string, em: EntityManager = this.ds.manager): Promise<TableEntity | null> {
    return isUuid(id) ? em.findOne(TableEntity, { where: { id } }) : null;
  }

  /**
   * `copy` (a table in play as this instance last held it) brought up to the stored seq: the
   * row's seq, status and time, and the actions after the copy applied to its state, without
   * reading the stored state. Null when the table is no longer in play, or when anything but
   * accepted actions moved it on (then read it whole with find()).
   */
  async catchUp(copy: TableEntity): Promise<TableEntity | null> {
    if (copy.status !== 'playing' || !copy.state) return null;
    const rows: { seq: number; status: TableEntity['status']; updatedAt: Date; tail: [number, number, MatchAction][] | null }[] = await this.ds.query(
      `SELECT g.seq, g.status, g.updated_at AS "updatedAt",
              (SELECT json_agg(json_build_array(a.seq_from, a.seq_to, a.action) ORDER BY a.seq_from)
                 FROM table_actions a WHERE a.table_id = g.id AND a.seq_from > $2 AND a.seq_to <= g.seq) AS tail
         FROM game_tables g WHERE g.id = $1`,
      [copy.id, copy.seq],
    );
    const row = rows[0];
    if (!row || row.status !== 'playing') return null;
    // The actions must cover every seq after the copy's, one after another (none when the row is behind the copy).
    let at = copy.seq;
    for (const [from, to] of row.tail ?? []) {
      if (from !== at + 1) return null;
      at = to;
    }
    if (at !== row.seq) return null;
    const state = applyStored(
      copy.id,
      copy.state,
      (row.tail ?? []).map((a) => a[2]),
    );
    return { ...copy, seq: row.seq, status: row.status, updatedAt: row.updatedAt, state };
  }

  /** Whether the table exists, without reading its row (its state and sheet can be large). */
  async exists(id: string): Promise<boolean> {
    return isUuid(id) && this.ds.manager.exists(TableEntity, { where: { id } });
  }

  /**
   * Every entry after `afterSeq`, and the table's state after the last of them when the match
   * is in play (null otherwise). One statement, so the entries and the state are one snapshot:
   * a move's entries and its snapshot are written together. The state comes through the
   * stored-state door (snapshot.ts), as every loaded table's does.
   */
  async listTail(tableId: string, afterSeq: number): Promise<{ entries: LogEntry[]; state: MatchState | null }> {
    const rows: { seq: number; type: string; payload: unknown; state: unknown; sheet: unknown; tail: unknown }[] = await this.ds.query(
      `WITH t AS (SELECT g.seq, g.status, g.state, g.sheet, (${TAIL_QUERY('g')}) AS tail FROM game_tables g WHERE g.id = $1)
       SELECT e.seq, e.type, e.payload,
              CASE WHEN e.seq = t.seq AND t.status = 'playing' THEN t.state END AS state,
              CASE WHEN e.seq = t.seq AND t.status = 'playing' THEN t.sheet END AS sheet,
              CASE WHEN e.seq = t.seq AND t.status = 'playing' THEN t.tail END AS tail
         FROM table_events e, t
        WHERE e.table_id = $1 AND e.seq > $2 AND e.seq <= t.seq
        ORDER BY e.seq`,
      [tableId, afterSeq],
    );
    const last = rows.at(-1);
    return {
      entries: rows.map(({ seq, type, payload }) => ({ seq, type, payload }) as LogEntry),
      state: last ? decodeState(tableId, last.state, last.sheet, last.tail) : null,
    };
  }

  async seats(tableId: string, em: EntityManager = this.ds.manager): Promise<TableSeatEntity[]> {
    return em.find(TableSeatEntity, { where: { tableId }, order: { seat: 'ASC' } });
  }

  /** Like seats(), from memory once the table's match has started (its seating is final then). */
  async seatsOf(table: TableEntity, em: EntityManager = this.ds.manager): Promise<TableSeatEntity[]> {
    if (table.status === 'open') return this.seats(table.id, em);
    let seats = this.startedSeats.get(table.id);
    if (!seats) {
      seats = await this.seats(table.id, em);
      if (this.startedSeats.size >= SEATING_CACHE) this.startedSeats.delete(this.startedSeats.keys().next().value!);
      this.startedSeats.set(table.id, seats);
    }
    return seats;
  }

  async seatsOfTables(tableIds: string[]): Promise<TableSeatEntity[]> {
    if (!tableIds.length) return [];
    return this.ds.manager.createQueryBuilder(TableSeatEntity, 's').where('s.table_id IN (:...ids)', { ids: tableIds }).orderBy('s.seat').getMany();
  }

  /**
   * A page of the lobby: open public tables, newest first (created_at, then id), after the
   * table `after` when given. Only each creator's newest `perPlayer` open public tables are
   * listed, so a flood of one player cannot push everyone else's tables off the first page;
   * the filters narrow that list. `more`: whether another page follows.
   */
  async lobby(q: LobbyQuery): Promise<{ tables: TableEntity[]; more: boolean }> {
    const qb = this.ds.manager
      .createQueryBuilder(TableEntity, 't')
      .where(`t.status = 'open' AND t.visibility = 'public'`)
      // Counting at most perPlayer newer tables of the same creator keeps the check index-bounded.
      .andWhere(
        `(SELECT count(*) FROM (SELECT 1 FROM game_tables o
            WHERE o.created_by = t.created_by AND o.status = 'open' AND o.visibility = 'public'
              AND (o.created_at, o.id) > (t.created_at, t.id) LIMIT :perPlayer) newer) < :perPlayer`,
        { perPlayer: q.perPlayer },
      );
    // And of one address's players (src/limits/address-limits.ts), by the same kind of probe.
    if (q.perAddress) {
      qb.andWhere(
        `(t.created_from IS NULL OR (SELECT count(*) FROM (SELECT 1 FROM game_tables o
            WHERE o.created_from = t.created_from AND o.status = 'open' AND o.visibility = 'public'
              AND (o.created_at, o.id) > (t.created_at, t.id) LIMIT :perAddress) newer) < :perAddress)`,
        { perAddress: q.perAddress },
      );
    }
    if (q.platformId) qb.andWhere('t.platform_id = :platformId', { platformId: q.platformId });
    else qb.andWhere('t.platform_id IS NULL');
    if (q.after) qb.andWhere(`(t.created_at, t.id) < (SELECT c.created_at, c.id FROM game_tables c WHERE c.id = :after)`, { after: q.after });
    if (q.preset) qb.andWhere('t.preset = :preset', { preset: q.preset });
    if (q.game) qb.andWhere('t.game = :game', { game: q.game });
    if (q.variant) qb.andWhere('t.variant = :variant', { variant: q.variant });
    if (q.players) qb.andWhere(`CAST(t.config->>'players' AS integer) = :players`, { players: q.players });
    if (q.minFreeSeats) {
      qb.andWhere(`CAST(t.config->>'players' AS integer) - (SELECT count(*) FROM table_seats s WHERE s.table_id = t.id) >= :minFree`, {
        minFree: q.minFreeSeats,
      });
    }
    const rows = await qb
      .orderBy('t.created_at', 'DESC')
      .addOrderBy('t.id', 'DESC')
      .limit(q.first + 1)
      .getMany();
    return { tables: rows.slice(0, q.first), more: rows.length > q.first };
  }

  /**
   * Open tables (no match started) the player created. Under a row lock on the player, so two
   * createTable calls of one player at once are counted one after the other.
   */
  async openTablesCreatedBy(em: EntityManager, playerId: string): Promise<number> {
    await em.query(`SELECT 1 FROM players WHERE id = $1 FOR NO KEY UPDATE`, [playerId]);
    const rows: { n: number }[] = await em.query(`SELECT count(*)::int AS n FROM game_tables WHERE created_by = $1 AND status = 'open'`, [playerId]);
    return rows[0].n;
  }

  /**
   * Open tables (public or private) whose match has not started `seconds` after their creation,
   * oldest first. With `tableId`: only that table (re-checked under its row lock before closing it).
   */
  async expiredOpen(seconds: number, limit: number, tableId?: string, em: EntityManager = this.ds.manager): Promise<string[]> {
    const rows: { id: string }[] = await em.query(
      `SELECT id FROM game_tables
        WHERE status = 'open' AND created_at < now() - make_interval(secs => $1) AND ($3::uuid IS NULL OR id = $3::uuid)
        ORDER BY created_at LIMIT $2`,
      [seconds, limit, tableId ?? null],
    );
    return rows.map((r) => r.id);
  }

  /** A platform's tables, newest first (index game_tables_platform), optionally of one status, after the table `after`. */
  async ofPlatform(platformId: string, first: number, status?: string, after?: string): Promise<TableEntity[]> {
    const qb = this.ds.manager.createQueryBuilder(TableEntity, 't').where('t.platform_id = :platformId', { platformId });
    if (status) qb.andWhere('t.status = :status', { status });
    if (after && isUuid(after)) qb.andWhere(`(t.created_at, t.id) < (SELECT c.created_at, c.id FROM game_tables c WHERE c.id = :after)`, { after });
    return qb.orderBy('t.created_at', 'DESC').addOrderBy('t.id', 'DESC').limit(first).getMany();
  }

  /** Tables where the player is seated and the match is not over (open or playing), newest first. */
  async seatedAt(playerId: string, limit: number, filter: { game?: string; variant?: string } = {}): Promise<TableEntity[]> {
    const qb = this.ds.manager
      .createQueryBuilder(TableEntity, 't')
      .innerJoin(TableSeatEntity, 's', 's.table_id = t.id')
      .where(`s.player_id = :playerId AND t.status IN ('open', 'playing')`, { playerId });
    if (filter.game) qb.andWhere('t.game = :game', { game: filter.game });
    if (filter.variant) qb.andWhere('t.variant = :variant', { variant: filter.variant });
    return qb.orderBy('t.created_at', 'DESC').limit(limit).getMany();
  }

  /**
   * Playing tables with people seated where no person has acted for `seconds` (moves the
   * server made for them on a turn timeout do not count; before any move, since the start).
   * With `tableId`: only that table (re-checked under its row lock before closing it).
   * Every instance runs this over all tables in play, so each table costs index probes only:
   * the match start by its partial index (the cheaper test, so PostgreSQL makes it first: a
   * match younger than the limit ends the check), a person's last action by walking the table's
   * actions back from the newest (they commit in seq order, so the last is the latest).
   */
  async abandoned(seconds: number, limit: number, tableId?: string, em: EntityManager = this.ds.manager): Promise<string[]> {
    const rows: { id: string }[] = await em.query(
      `SELECT t.id FROM game_tables t
        WHERE t.status = 'playing' AND ($3::uuid IS NULL OR t.id = $3::uuid)
          AND EXISTS (SELECT 1 FROM table_seats s JOIN players p ON p.id = s.player_id
                       WHERE s.table_id = t.id AND p.server_strategy IS NULL)
          AND (SELECT e.created_at FROM table_events e WHERE e.table_id = t.id AND e.type = '${MATCH_STARTED}') < now() - make_interval(secs => $1)
          AND COALESCE((SELECT a.created_at FROM table_actions a JOIN players p ON p.id = a.player_id
                         WHERE a.table_id = t.id AND p.server_strategy IS NULL AND a.timeout_deal IS NULL
                         ORDER BY a.seq_from DESC LIMIT 1), '-infinity') < now() - make_interval(secs => $1)
        LIMIT $2`,
      [seconds, limit, tableId ?? null],
    );
    return rows.map((r) => r.id);
  }

  /**
   * A player's share of the server bots: bot seats, and tables with a strong bot, at open or
   * playing tables the player created or sits at (what addBots caps).
   */
  async botUsage(playerId: string, em: EntityManager = this.ds.manager): Promise<{ seats: number; strongTables: number }> {
    const rows: { seats: number; strong_tables: number }[] = await em.query(
      `SELECT count(*)::int AS seats, count(DISTINCT t.id) FILTER (WHERE p.server_strategy = 'strong')::int AS strong_tables
         FROM game_tables t
         JOIN table_seats s ON s.table_id = t.id
         JOIN players p ON p.id = s.player_id
        WHERE t.status IN ('open', 'playing') AND p.server_strategy IS NOT NULL
          AND (t.created_by = $1 OR EXISTS (SELECT 1 FROM table_seats m WHERE m.table_id = t.id AND m.player_id = $1))`,
      [playerId],
    );
    return { seats: rows[0]?.seats ?? 0, strongTables: rows[0]?.strong_tables ?? 0 };
  }

  /**
   * Playing tables where every seat is a server bot and nobody has watched (watched_at: a feed
   * subscriber, a query by the creator) for `seconds`, counted from the match start at the latest;
   * never a tournament's table.
   * With `tableId`: only that table (re-checked under its row lock before closing it).
   */
  async unwatched(seconds: number, limit: number, tableId?: string, em: EntityManager = this.ds.manager): Promise<string[]> {
    const rows: { id: string }[] = await em.query(
      `SELECT t.id FROM game_tables t
        WHERE t.status = 'playing' AND ($3::uuid IS NULL OR t.id = $3::uuid)
          AND NOT EXISTS (SELECT 1 FROM table_seats s JOIN players p ON p.id = s.player_id
                           WHERE s.table_id = t.id AND p.server_strategy IS NULL)
          -- A tournament's tables play to their end: the list needs every deal.
          AND NOT EXISTS (SELECT 1 FROM tournament_tables tt WHERE tt.table_id = t.id)
          AND GREATEST(
                (SELECT e.created_at FROM table_events e WHERE e.table_id = t.id AND e.type = '${MATCH_STARTED}'),
                t.watched_at
              ) < now() - make_interval(secs => $1)
        LIMIT $2`,
      [seconds, limit, tableId ?? null],
    );
    return rows.map((r) => r.id);
  }

  /**
   * Someone watches these tables (a raw update: updated_at, the turn timers' clock, stays). Only
   * tables of server bots only are written: nothing else is ever closed for being unwatched.
   */
  async watched(tableIds: string[]): Promise<void> {
    if (!tableIds.length) return;
    await this.ds.query(
      `UPDATE game_tables t SET watched_at = now()
        WHERE t.id = ANY($1::uuid[]) AND t.status = 'playing'
          AND NOT EXISTS (SELECT 1 FROM table_seats s JOIN players p ON p.id = s.player_id
                           WHERE s.table_id = t.id AND p.server_strategy IS NULL)`,
      [tableIds],
    );
  }

  /** Milliseconds left of the current turn (turn timer tables; the turn began at the last change), by the database clock. */
  async turnRemainingMs(id: string): Promise<number | null> {
    const rows: { ms: number | null }[] = await this.ds.query(
      `SELECT (EXTRACT(EPOCH FROM (updated_at + make_interval(secs => turn_seconds) - now())) * 1000)::float8 AS ms
         FROM game_tables WHERE id = $1 AND turn_seconds IS NOT NULL`,
      [id],
    );
    return rows.length && rows[0].ms !== null ? Math.ceil(Number(rows[0].ms)) : null;
  }

  /**
   * Whether the table is sealed for this caller: a table of a duplicate tournament's series in
   * play deals the same cards as the other tables of that series, so until the series is over
   * only its own seated players see it (docs/tournaments.md#duplicate).
   */
  async sealed(table: TableEntity, playerId: string | undefined): Promise<boolean> {
    // Only tournament tables can be (their preset, and a turn timer): no query for any other table.
    if (table.preset !== 'tournament' || table.turnSeconds === null) return false;
    const tableId = table.id;
    const rows: { sealed: boolean }[] = await this.ds.query(
      `SELECT EXISTS (
         SELECT 1 FROM tournament_tables tt
           JOIN tournaments t ON t.id = tt.tournament_id AND t.duplicate
           JOIN tournament_series s ON s.tournament_id = tt.tournament_id AND s.number = tt.series AND s.status = 'playing'
          WHERE tt.table_id = $1
            AND NOT EXISTS (SELECT 1 FROM table_seats st WHERE st.table_id = $1 AND st.player_id = $2::uuid)) AS sealed`,
      [tableId, playerId && isUuid(playerId) ? playerId : null],
    );
    return rows[0]?.sealed === true;
  }

  /** FORBIDDEN when the table is sealed for this caller (see sealed). */
  async assertNotSealed(table: TableEntity, playerId: string | undefined): Promise<void> {
    if (await this.sealed(table, playerId)) {
      throw new ForbiddenError('This table plays a duplicate series: until every table of the series is over only its own players may see it.');
    }
  }

  /** Tables in play that have a server bot seated (resumed after a restart). */
  async playingTablesWithServerBots(): Promise<string[]> {
    const rows: { id: string }[] = await this.ds.query(
      `SELECT DISTINCT t.id FROM game_tables t
         JOIN table_seats s ON s.table_id = t.id
         JOIN players p ON p.id = s.player_id
        WHERE t.status = 'playing' AND p.server_strategy IS NOT NULL`,
    );
    return rows.map((r) => r.id);
  }
}
