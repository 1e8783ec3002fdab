// Records of finished deals, rebuilt from the log (config + seed + accepted actions) by the
// table's game (src/games/*): the typed record, JSON with the cards and every move, and an
// ISS record line where the game has that format.
// Only called once the deal is over (ScoringService checks), when nothing in it is secret.
import { Injectable } from '@nestjs/common';
import { NotFoundError } from '../common/errors/domain-errors.js';
import { TableActionsRepository } from '../actions/table-actions.repository.js';
import { SERVED_GAMES } from '../game/served-game.js';
import { PlayersRepository } from '../players/players.repository.js';
import type { TableEntity } from '../tables/table.entity.js';
import { TablesRepository } from '../tables/tables.repository.js';
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
    const names = await this.names(table.id);
    const made = SERVED_GAMES.ofTagged(table.config).dealRecord({
      tableId: table.id,
      config: table.config,
      seed: table.seed!,
      actions,
      dealNumber,
      state: table.state,
      names,
    });
    if (!made) throw new NotFoundError(`Deal ${dealNumber} has no record.`);
    return { deal: dealNumber, record: made.record as DealRecord['record'], rawRecord: made.json, iss: made.iss };
  }

  /** The names of the table's players, by player index. */
  private async names(tableId: string): Promise<string[]> {
    const seats = await this.tables.seats(tableId);
    const names = new Map((await this.players.findByIds(seats.map((s) => s.playerId))).map((p) => [p.id, p.name]));
    return seats.sort((a, b) => a.seat - b.seat).map((s) => names.get(s.playerId) ?? `P${s.seat}`);
  }
}
