// Records of finished deals, rebuilt from the log (config + seed + accepted actions): JSON
// with hands, skat, every move and the result, and the same deal as an ISS record line.
// Only called once the deal is over (ScoringService checks), when nothing in it is secret.
import { Injectable } from '@nestjs/common';
import { NotFoundError } from '../common/errors/domain-errors.js';
import { TableActionsRepository } from '../actions/table-actions.repository.js';
import { dealRecordJson, finishedDeal, isTarockConfig, isTarockState, issRecord, type SkatMatchAction, type SkatMatchState } from '../game/match-port.js';
import { tarockDealMoves, type TarockMatchAction } from '../engine/tarock/index.js';
import { toTarockDealRecord } from '../games/tarock/tarock.mappers.js';
import { PlayersRepository } from '../players/players.repository.js';
import type { TableEntity } from '../tables/table.entity.js';
import { TablesRepository } from '../tables/tables.repository.js';
import { toDealRecord } from './deal-record.mappers.js';
import type { DealRecord } from './scoring.models.js';

/** Records kept in memory (oldest dropped first beyond this). */
const RECORD_CACHE = 2000;

@Injectable()
export class DealRecordsService {
  /** A finished deal's record never changes (players keep their names): replay it once per instance. */
  private readonly made = new Map<string, DealRecord>();

  constructor(
    private readonly actions: TableActionsRepository,
    private readonly tables: TablesRepository,
    private readonly players: PlayersRepository,
  ) {}

  async record(table: TableEntity, dealNumber: number): Promise<DealRecord> {
    const key = `${table.id}:${dealNumber}`;
    const known = this.made.get(key);
    if (known) return known;
    const made = await this.build(table, dealNumber);
    if (this.made.size >= RECORD_CACHE) this.made.delete(this.made.keys().next().value!);
    this.made.set(key, made);
    return made;
  }

  private async build(table: TableEntity, dealNumber: number): Promise<DealRecord> {
    const actions = (await this.actions.listForTable(table.id)).map((a) => a.action);
    if (isTarockConfig(table.config)) return this.buildTarock(table, dealNumber, actions as TarockMatchAction[]);
    const deal = finishedDeal(table.config, table.seed!, actions as SkatMatchAction[], dealNumber);
    // A finished deal has its row on the sheet: deal seats -> table players (the dealer rotates).
    const row = (table.state as SkatMatchState | null)?.sheet.find((r) => r.deal === dealNumber);
    if (!deal || !row) throw new NotFoundError(`Deal ${dealNumber} has no record.`);
    const byIndex = await this.names(table.id);
    const seatPlayers = row.seats;
    const dealNames = seatPlayers.map((p) => byIndex[p]) as [string, string, string];
    const players = seatPlayers.map((p, seat) => ({ seat, player: p, name: byIndex[p] }));
    const json = dealRecordJson(deal);
    // Published before anyone sat down; with the match seed (revealed at the match's end) it checks this deal's seed.
    const matchCommitment = table.config.dealing?.matchCommitment ?? null;
    return {
      deal: dealNumber,
      record: toDealRecord(table.id, dealNumber, players, json, matchCommitment),
      json: { tableId: table.id, deal: dealNumber, players, matchCommitment, ...json },
      iss: issRecord(deal, { id: `${table.id}-${dealNumber}`, players: dealNames }),
    };
  }

  /** A Tarock deal: its record of RULES.md 10.5/10.6 from the ledger, and its moves from the log (no ISS format for Tarock). */
  private async buildTarock(table: TableEntity, dealNumber: number, actions: TarockMatchAction[]): Promise<DealRecord> {
    const config = table.config;
    const state = table.state;
    if (!isTarockConfig(config) || !isTarockState(state)) throw new NotFoundError(`Deal ${dealNumber} has no record.`);
    const record = state.sheet.find((r) => r.deal === dealNumber);
    const moves = tarockDealMoves(config, table.seed!, actions, dealNumber);
    if (!record || !moves) throw new NotFoundError(`Deal ${dealNumber} has no record.`);
    const byIndex = await this.names(table.id);
    const players = record.seats.map((p, seat) => ({ seat, player: p, name: byIndex[p] }));
    const matchCommitment = config.dealing?.matchCommitment ?? null;
    const typed = toTarockDealRecord(record, moves, { tableId: table.id, players, entropy: config.dealing?.entropy ?? [], matchCommitment, rules: config.options });
    return { deal: dealNumber, record: typed, json: { tableId: table.id, players, matchCommitment, scheme: typed.scheme, commitment: typed.commitment, entropy: typed.entropy, ...record, moves }, iss: null };
  }

  /** The names of the table's players, by player index. */
  private async names(tableId: string): Promise<string[]> {
    const seats = await this.tables.seats(tableId);
    const names = new Map((await this.players.findByIds(seats.map((s) => s.playerId))).map((p) => [p.id, p.name]));
    return seats.sort((a, b) => a.seat - b.seat).map((s) => names.get(s.playerId) ?? `P${s.seat}`);
  }
}
