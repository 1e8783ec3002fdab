// SQL of tournaments: the tournament row (locked for every change of its life), its
// registrations, series and tables. Standings are not stored: they are computed from the
// tables' score sheets whenever asked (standings.ts).
import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { isUuid } from '../players/players.repository.js';
import { returnedRows } from '../database/returned-rows.js';

export type TournamentStatus = 'registering' | 'running' | 'finished';

export interface TournamentRow {
  id: string;
  name: string;
  createdBy: string;
  status: TournamentStatus;
  seriesCount: number;
  gamesPerPlayer: number;
  turnSeconds: number;
  duplicate: boolean;
  seed: string;
  currentSeries: number;
  version: number;
  createdAt: Date;
  /** The platform it belongs to (created by its key or its user); null: public (docs/platforms.md). */
  platformId: string | null;
}

export interface TournamentTableRow {
  series: number;
  tableNo: number;
  tableId: string;
  status: string;
}

const COLUMNS = `id, name, created_by AS "createdBy", status, series_count AS "seriesCount", games_per_player AS "gamesPerPlayer",
  turn_seconds AS "turnSeconds", duplicate, seed, current_series AS "currentSeries", version, created_at AS "createdAt",
  platform_id AS "platformId"`;

@Injectable()
export class TournamentsRepository {
  constructor(private readonly ds: DataSource) {}

  transaction<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
    return this.ds.transaction(work);
  }

  async insert(em: EntityManager, t: Omit<TournamentRow, 'currentSeries' | 'version' | 'createdAt' | 'status'>): Promise<void> {
    await em.query(
      `INSERT INTO tournaments (id, name, created_by, status, series_count, games_per_player, turn_seconds, duplicate, seed, platform_id)
       VALUES ($1, $2, $3, 'registering', $4, $5, $6, $7, $8, $9)`,
      [t.id, t.name, t.createdBy, t.seriesCount, t.gamesPerPlayer, t.turnSeconds, t.duplicate, t.seed, t.platformId],
    );
  }

  async find(id: string, em: EntityManager = this.ds.manager): Promise<TournamentRow | null> {
    if (!isUuid(id)) return null;
    const rows: TournamentRow[] = await em.query(`SELECT ${COLUMNS} FROM tournaments WHERE id = $1`, [id]);
    return rows[0] ?? null;
  }

  /** The row, locked until the transaction ends: every change of a tournament's life queues here. */
  async lock(em: EntityManager, id: string): Promise<TournamentRow | null> {
    if (!isUuid(id)) return null;
    const rows: TournamentRow[] = await em.query(`SELECT ${COLUMNS} FROM tournaments WHERE id = $1 FOR UPDATE`, [id]);
    return rows[0] ?? null;
  }

  /** The newest tournaments of a platform, or of no platform (null). */
  async list(limit: number, platformId: string | null = null): Promise<TournamentRow[]> {
    return this.ds.query(
      `SELECT ${COLUMNS} FROM tournaments WHERE ${platformId ? 'platform_id = $2' : 'platform_id IS NULL'} ORDER BY created_at DESC, id DESC LIMIT $1`,
      platformId ? [limit, platformId] : [limit],
    );
  }

  /**
   * Removes the tournaments still taking registrations that nobody has registered for `seconds`
   * after their creation (each checked again under its row lock, so a registration just made keeps it).
   */
  async removeEmpty(seconds: number): Promise<number> {
    const res: unknown = await this.ds.query(
      `DELETE FROM tournaments t WHERE t.id IN (
         SELECT x.id FROM tournaments x
          WHERE x.status = 'registering' AND x.created_at < now() - make_interval(secs => $1)
            AND NOT EXISTS (SELECT 1 FROM tournament_players tp WHERE tp.tournament_id = x.id)
          ORDER BY x.created_at LIMIT 500 FOR UPDATE SKIP LOCKED)
         AND NOT EXISTS (SELECT 1 FROM tournament_players tp WHERE tp.tournament_id = t.id)
       RETURNING t.id`,
      [seconds],
    );
    return returnedRows(res).length;
  }

  /** Sets what is given and bumps the version (what subscribers compare). */
  async update(em: EntityManager, id: string, set: { status?: TournamentStatus; currentSeries?: number }): Promise<void> {
    await em.query(
      `UPDATE tournaments SET status = COALESCE($2, status), current_series = COALESCE($3, current_series), version = version + 1, updated_at = now() WHERE id = $1`,
      [id, set.status ?? null, set.currentSeries ?? null],
    );
  }

  async players(id: string, em: EntityManager = this.ds.manager): Promise<{ playerId: string; name: string }[]> {
    return em.query(
      `SELECT r.player_id AS "playerId", p.name FROM tournament_players r JOIN players p ON p.id = r.player_id
        WHERE r.tournament_id = $1 ORDER BY r.registered_at, r.player_id`,
      [id],
    );
  }

  /** Whether the player was not registered before. */
  async register(em: EntityManager, id: string, playerId: string): Promise<boolean> {
    const rows: unknown[] = await em.query(
      `INSERT INTO tournament_players (tournament_id, player_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING player_id`,
      [id, playerId],
    );
    return rows.length === 1;
  }

  async unregister(em: EntityManager, id: string, playerId: string): Promise<boolean> {
    const res: unknown = await em.query(`DELETE FROM tournament_players WHERE tournament_id = $1 AND player_id = $2 RETURNING player_id`, [id, playerId]);
    return returnedRows(res).length === 1;
  }

  async insertSeries(em: EntityManager, id: string, n: number): Promise<void> {
    await em.query(`INSERT INTO tournament_series (tournament_id, number, status) VALUES ($1, $2, 'playing')`, [id, n]);
  }

  async endSeries(em: EntityManager, id: string, n: number): Promise<void> {
    await em.query(`UPDATE tournament_series SET status = 'done', ended_at = now() WHERE tournament_id = $1 AND number = $2 AND status = 'playing'`, [id, n]);
  }

  /**
   * The row and its series in one statement, so from one snapshot: read one after the other they
   * could show a series done (its seed public) beside a tournament still running, though a
   * tournament's last series ends in the transaction that finishes it.
   */
  async findWithSeries(id: string): Promise<{ row: TournamentRow; series: { number: number; status: string }[] } | null> {
    if (!isUuid(id)) return null;
    const rows: (TournamentRow & { series: { number: number; status: string }[] })[] = await this.ds.query(
      `SELECT ${COLUMNS}, COALESCE((SELECT json_agg(json_build_object('number', s.number, 'status', s.status) ORDER BY s.number)
         FROM tournament_series s WHERE s.tournament_id = tournaments.id), '[]'::json) AS series
         FROM tournaments WHERE id = $1`,
      [id],
    );
    if (!rows[0]) return null;
    const { series, ...row } = rows[0];
    return { row, series };
  }

  async insertTable(em: EntityManager, id: string, series: number, tableNo: number, tableId: string): Promise<void> {
    await em.query(`INSERT INTO tournament_tables (tournament_id, series, table_no, table_id) VALUES ($1, $2, $3, $4)`, [id, series, tableNo, tableId]);
  }

  async tables(id: string, em: EntityManager = this.ds.manager): Promise<TournamentTableRow[]> {
    return em.query(
      `SELECT tt.series, tt.table_no AS "tableNo", tt.table_id AS "tableId", g.status
         FROM tournament_tables tt JOIN game_tables g ON g.id = tt.table_id
        WHERE tt.tournament_id = $1 ORDER BY tt.series, tt.table_no`,
      [id],
    );
  }

  /** The players of every table drawn so far, by table in seat order (what the draw avoids repeating). */
  async seatings(id: string, em: EntityManager = this.ds.manager): Promise<string[][]> {
    const rows: { tableId: string; playerId: string }[] = await em.query(
      `SELECT tt.table_id AS "tableId", s.player_id AS "playerId"
         FROM tournament_tables tt JOIN table_seats s ON s.table_id = tt.table_id
        WHERE tt.tournament_id = $1 ORDER BY tt.series, tt.table_no, s.seat`,
      [id],
    );
    const by = new Map<string, string[]>();
    for (const r of rows) (by.get(r.tableId) ?? by.set(r.tableId, []).get(r.tableId)!).push(r.playerId);
    return [...by.values()];
  }

  /** Running tournaments whose current series has no table left in play (the next step is due). */
  async due(limit: number): Promise<string[]> {
    const rows: { id: string }[] = await this.ds.query(
      `SELECT t.id FROM tournaments t
        WHERE t.status = 'running'
          AND NOT EXISTS (SELECT 1 FROM tournament_tables tt JOIN game_tables g ON g.id = tt.table_id
                           WHERE tt.tournament_id = t.id AND tt.series = t.current_series AND g.status IN ('open', 'playing'))
        ORDER BY t.created_at LIMIT $1`,
      [limit],
    );
    return rows.map((r) => r.id);
  }

  /** Tables in play of running tournaments, with their tournament (what table activity is matched against). */
  async liveTables(): Promise<{ tableId: string; tournamentId: string }[]> {
    return this.ds.query(
      `SELECT tt.table_id AS "tableId", tt.tournament_id AS "tournamentId"
         FROM tournament_tables tt JOIN tournaments t ON t.id = tt.tournament_id
        WHERE t.status = 'running' AND tt.series = t.current_series`,
    );
  }
}
