// SQL for table leases: the row says which instance may move a table's server bots and
// timers, until when. Every change is one statement that checks what it really did
// (RETURNING), so two instances can never both believe they hold a table.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { returnedRows } from '../database/returned-rows.js';

/** Tables that need a driver: in play, with a server bot seated or a turn timer. */
const NEEDS_DRIVER = `t.status = 'playing' AND (t.turn_seconds IS NOT NULL OR EXISTS (
  SELECT 1 FROM table_seats s JOIN players p ON p.id = s.player_id
   WHERE s.table_id = t.id AND p.server_strategy IS NOT NULL))`;

@Injectable()
export class TableLeasesRepository {
  constructor(private readonly ds: DataSource) {}

  /** Extends every live lease of `holder`; returns the tables it still holds. */
  async renew(holder: string, ttlMs: number): Promise<string[]> {
    const rows = returnedRows<{ table_id: string }>(
      await this.ds.query(
        `UPDATE table_leases SET expires_at = now() + make_interval(secs => $2::float8 / 1000)
        WHERE holder = $1 AND expires_at > now() RETURNING table_id`,
        [holder, ttlMs],
      ),
    );
    return rows.map((r) => r.table_id);
  }

  /** Takes one table's lease when it is free, expired or already ours; returns whether we hold it now. */
  async claim(holder: string, ttlMs: number, tableId: string): Promise<boolean> {
    const rows = returnedRows<{ table_id: string }>(
      await this.ds.query(
        `INSERT INTO table_leases (table_id, holder, expires_at)
       SELECT t.id, $1, now() + make_interval(secs => $2::float8 / 1000) FROM game_tables t WHERE t.id = $3 AND ${NEEDS_DRIVER}
       ON CONFLICT (table_id) DO UPDATE SET holder = EXCLUDED.holder, expires_at = EXCLUDED.expires_at
        WHERE table_leases.holder = EXCLUDED.holder OR table_leases.expires_at <= now()
       RETURNING table_id`,
        [holder, ttlMs, tableId],
      ),
    );
    return rows.length === 1;
  }

  /**
   * Picks up to `limit` tables nobody holds: expired leases (row-locked with SKIP LOCKED, so
   * instances sweeping at once split them instead of queueing) and tables that never had one.
   */
  async claimOrphans(holder: string, ttlMs: number, limit: number): Promise<string[]> {
    const expired = returnedRows<{ table_id: string }>(
      await this.ds.query(
        `UPDATE table_leases l SET holder = $1, expires_at = now() + make_interval(secs => $2::float8 / 1000)
        WHERE l.table_id IN (SELECT table_id FROM table_leases WHERE expires_at <= now()
                              ORDER BY expires_at LIMIT $3 FOR UPDATE SKIP LOCKED)
          AND l.expires_at <= now()
        RETURNING l.table_id`,
        [holder, ttlMs, limit],
      ),
    );
    const fresh = returnedRows<{ table_id: string }>(
      await this.ds.query(
        `INSERT INTO table_leases (table_id, holder, expires_at)
       SELECT t.id, $1, now() + make_interval(secs => $2::float8 / 1000) FROM game_tables t
        WHERE ${NEEDS_DRIVER} AND NOT EXISTS (SELECT 1 FROM table_leases l WHERE l.table_id = t.id)
        LIMIT $3
       ON CONFLICT (table_id) DO NOTHING
       RETURNING table_id`,
        [holder, ttlMs, limit],
      ),
    );
    return [...expired, ...fresh].map((r) => r.table_id);
  }

  /** Leases of tables that no longer need a driver (finished, closed). */
  async dropFinished(): Promise<void> {
    await this.ds.query(`DELETE FROM table_leases l USING game_tables t WHERE t.id = l.table_id AND t.status <> 'playing'`);
  }

  async release(holder: string, tableId?: string): Promise<void> {
    if (tableId) await this.ds.query(`DELETE FROM table_leases WHERE holder = $1 AND table_id = $2`, [holder, tableId]);
    else await this.ds.query(`DELETE FROM table_leases WHERE holder = $1`, [holder]);
  }
}
