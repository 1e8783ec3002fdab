// Reads of the append-only log of every table: (table_id, seq) is unique, rows are only
// inserted (by TableStore in tables/, the one writer of a table's rows).
import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { TableEventEntity } from './table-event.entity.js';
import type { LogEntry } from './log-entry.js';

@Injectable()
export class TableEventsRepository {
  constructor(private readonly ds: DataSource) {}

  async listAfter(tableId: string, afterSeq: number, upToSeq?: number, em: EntityManager = this.ds.manager): Promise<LogEntry[]> {
    const qb = em.createQueryBuilder(TableEventEntity, 'e').where('e.table_id = :tableId AND e.seq > :afterSeq', { tableId, afterSeq }).orderBy('e.seq', 'ASC');
    if (upToSeq !== undefined) qb.andWhere('e.seq <= :upToSeq', { upToSeq });
    const rows = await qb.getMany();
    return rows.map(({ seq, type, payload }) => ({ seq, type, payload }));
  }
}
