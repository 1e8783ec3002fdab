// The score sheet of a match and the records of finished deals. The sheet comes from the
// engine's view for the caller (so nothing hidden leaks); records only once a deal is over.
import { Injectable } from '@nestjs/common';
import { ForbiddenError, NotFoundError } from '../common/errors/domain-errors.js';
import { view } from '../game/match-port.js';
import { SERVED_GAMES } from '../game/served-game.js';
import { PlayersRepository } from '../players/players.repository.js';
import { TableActionsRepository } from '../actions/table-actions.repository.js';
import { TableViewService } from '../tables/table-view.service.js';
import { TablesRepository } from '../tables/tables.repository.js';
import type { DealRecord, ScoreSheet } from './scoring.models.js';
import { DealRecordsService } from './deal-records.service.js';

@Injectable()
export class ScoringService {
  constructor(
    private readonly tables: TablesRepository,
    private readonly players: PlayersRepository,
    private readonly views: TableViewService,
    private readonly records: DealRecordsService,
    private readonly actions: TableActionsRepository,
  ) {}

  async sheet(tableId: string, playerId: string | undefined): Promise<ScoreSheet> {
    const table = await this.tables.find(tableId);
    if (!table) throw new NotFoundError('No table with that id.');
    await this.tables.assertNotSealed(table, playerId);
    const seats = await this.tables.seats(tableId);
    const names = new Map((await this.players.findByIds(seats.map((s) => s.playerId))).map((p) => [p.id, p.name]));
    const players = seats.map((s) => names.get(s.playerId) ?? '');
    const game = SERVED_GAMES.ofTagged(table.config);
    if (!table.state) return { tableId, players, totals: [], over: false, deals: [], game: game.engine.name, pot: null };
    const v = view(table.state, this.views.seatOf(seats, playerId) ?? 'spectator');
    const timeouts = await this.actions.timeouts(tableId);
    return { tableId, players, game: game.engine.name, ...game.scoreSheet(v, timeouts) } as ScoreSheet;
  }

  async record(tableId: string, deal: number, playerId?: string): Promise<DealRecord> {
    const table = await this.tables.find(tableId);
    if (!table) throw new NotFoundError('No table with that id.');
    await this.tables.assertNotSealed(table, playerId);
    const state = table.state;
    const finished = !!state && (deal < state.dealNumber || (deal === state.dealNumber && state.over));
    // A match may end early (when its game says so): the deals after it were never dealt.
    if (!state || deal < 1 || deal > state.totalDeals || (state.over && deal > state.dealNumber)) throw new NotFoundError(`No deal ${deal} at this table.`);
    if (!finished) throw new ForbiddenError('The record of a deal is served once that deal is over.');
    return this.records.record(table, deal);
  }
}
