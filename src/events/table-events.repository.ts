// The append-only log of every table: (table_id, seq) is unique, rows are only inserted.
import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { TableEventEntity } from './table-event.entity.js';
import type { LogEntry } from './log-entry.js';

@Injectable()
export class TableEventsRepository {
  constructor(private readonly ds: DataSource) {}

  /** Inserts entries with consecutive seqs after `afterSeq`; a duplicate seq fails the transaction. */
  async append(em: EntityManager, tableId: string, afterSeq: number, entries: { type: string; payload: unknown }[]): Promise<LogEntry[]> {
    const rows = entries.map((e, i) => ({ tableId, seq: afterSeq + 1 + i, type: e.type, payload: e.payload }));
    if (rows.length) await em.createQueryBuilder().insert().into(TableEventEntity).values(rows as never).execute();
    return rows.map(({ seq, type, payload }) => ({ seq, type, payload }));
  }

  async listAfter(tableId: string, afterSeq: number, upToSeq?: number, em: EntityManager = this.ds.manager): Promise<LogEntry[]> {
    const qb = em
      .createQueryBuilder(TableEventEntity, 'e')
      .where('e.table_id = :tableId AND e.seq > :afterSeq', { tableId, afterSeq })
      .orderBy('e.seq', 'ASC');
    if (upToSeq !== undefined) qb.andWhere('e.seq <= :upToSeq', { upToSeq });
    const rows = await qb.getMany();
    return rows.map(({ seq, type, payload }) => ({ seq, type, payload }));
  }

  /**
   * Every entry after `afterSeq`, and the table's state after the last of them when the match
   * is in play (null otherwise). One statement, so the entries and the state are one snapshot:
   * a move's entries and its snapshot are written together.
   */
  async listTail(tableId: string, afterSeq: number): Promise<{ entries: LogEntry[]; state: unknown }> {
    const rows: { seq: number; type: string; payload: unknown; state: unknown }[] = await this.ds.query(
      `WITH t AS (SELECT seq, status, state FROM game_tables WHERE id = $1)
       SELECT e.seq, e.type, e.payload, CASE WHEN e.seq = t.seq AND t.status = 'playing' THEN t.state END AS state
         FROM table_events e, t
        WHERE e.table_id = $1 AND e.seq > $2 AND e.seq <= t.seq
        ORDER BY e.seq`,
      [tableId, afterSeq],
    );
    return { entries: rows.map(({ seq, type, payload }) => ({ seq, type, payload })), state: rows.length ? rows[rows.length - 1].state : null };
  }
}
