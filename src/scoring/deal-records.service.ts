// Records of finished deals, rebuilt from the log: the unredacted engine events of that deal
// (hands, skat, every bid and card) and its score-sheet row. Served only once the deal is over.
import { Injectable } from '@nestjs/common';
import { TableEventsRepository } from '../events/table-events.repository.js';
import { MATCH_STARTED, type MatchStartedPayload } from '../events/log-entry.js';
import type { TableEntity } from '../tables/table.entity.js';
import type { DealRecord } from './scoring.models.js';

@Injectable()
export class DealRecordsService {
  constructor(private readonly log: TableEventsRepository) {}

  async record(table: TableEntity, deal: number): Promise<DealRecord> {
    const entries = await this.log.listAfter(table.id, 0);
    const events: unknown[] = [];
    let players: MatchStartedPayload['players'] = [];
    for (const e of entries) {
      if (e.type === MATCH_STARTED) players = (e.payload as MatchStartedPayload).players;
      const p = e.payload as { deal?: number };
      if (!e.type.startsWith('table.') && p.deal === deal) events.push(e.payload);
    }
    return { deal, json: { tableId: table.id, deal, players, events }, iss: null };
  }
}
