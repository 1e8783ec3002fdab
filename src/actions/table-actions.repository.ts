// Reads of accepted actions: the replay source of every match and the idempotency key
// (unique (table_id, player_id, client_action_id)). TableStore (tables/) writes them, with the move.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { TableActionEntity } from './table-action.entity.js';

@Injectable()
export class TableActionsRepository {
  constructor(private readonly ds: DataSource) {}

  async findByClientId(tableId: string, playerId: string, clientActionId: string): Promise<TableActionEntity | null> {
    return this.ds.manager.findOne(TableActionEntity, { where: { tableId, playerId, clientActionId } });
  }

  /** Moves the server made for silent seats (turn timeouts): the player and the deal, in order. */
  async timeouts(tableId: string, em: { query: DataSource['query'] } = this.ds): Promise<{ player: number; deal: number }[]> {
    const rows: { player: number; deal: number }[] = await em.query(
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
