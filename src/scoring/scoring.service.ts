// The score sheet of a match and the records of finished deals. The sheet comes from the
// engine's view for the caller (so nothing hidden leaks); records only once a deal is over.
import { Injectable } from '@nestjs/common';
import { ForbiddenError, NotFoundError } from '../common/errors/domain-errors.js';
import { toScoreRow } from '../game/game.mappers.js';
import { isTarockConfig, isTarockView, view } from '../game/match-port.js';
import { toTarockScoreRow } from '../games/tarock/tarock.mappers.js';
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
    if (!table.state) return { tableId, players, totals: [], over: false, deals: [], game: isTarockConfig(table.config) ? 'tarock' : 'skat', pot: null };
    const v = view(table.state, this.views.seatOf(seats, playerId) ?? 'spectator');
    const timeouts = await this.actions.timeouts(tableId);
    if (isTarockView(v)) {
      // Tarock's sheet is the ledger: payments per deal, running balances, and the pot.
      return {
        tableId,
        players,
        totals: [...v.totals],
        over: v.over,
        game: 'tarock',
        pot: v.pot,
        deals: v.sheet.map((r) => ({
          deal: r.deal,
          dealer: r.dealer,
          seats: [...r.seats],
          sittingOut: r.sittingOut,
          kind: r.result === 'redeal' ? 'passed' : 'game',
          declarer: r.declarer === null ? null : r.seats[r.declarer],
          won: r.result === 'redeal' ? null : r.result === 'won',
          value: null,
          scores: [...r.payments],
          totals: [...r.balances],
          timedOut: timeouts.filter((t) => t.deal === r.deal).map((t) => t.player),
          breakdown: toTarockScoreRow(r),
        })),
      };
    }
    return {
      game: 'skat',
      pot: null,
      tableId,
      players,
      totals: [...v.totals],
      over: v.over,
      deals: v.sheet.map((r) => ({
        deal: r.deal,
        dealer: r.dealer,
        seats: [...r.seats],
        sittingOut: r.sittingOut,
        kind: r.kind,
        declarer: r.declarer,
        won: r.game ? r.game.won : null,
        value: r.game ? r.game.value : null,
        scores: [...r.scores],
        totals: [...r.totals],
        timedOut: timeouts.filter((t) => t.deal === r.deal).map((t) => t.player),
        breakdown: toScoreRow(r),
      })),
    };
  }

  async record(tableId: string, deal: number, playerId?: string): Promise<DealRecord> {
    const table = await this.tables.find(tableId);
    if (!table) throw new NotFoundError('No table with that id.');
    await this.tables.assertNotSealed(table, playerId);
    const state = table.state;
    const finished = !!state && (deal < state.dealNumber || (deal === state.dealNumber && state.over));
    // A Tarock match ends early when its pot is empty: the deals after it were never dealt.
    if (!state || deal < 1 || deal > state.totalDeals || (state.over && deal > state.dealNumber)) throw new NotFoundError(`No deal ${deal} at this table.`);
    if (!finished) throw new ForbiddenError('The record of a deal is served once that deal is over.');
    return this.records.record(table, deal);
  }
}
