// Builds what a caller sees of a table. The match part comes only from the engine's
// viewMatch for that caller (typed by deal-view.mappers.ts), so hidden cards cannot slip into
// a response.
import { Injectable } from '@nestjs/common';
import { view, type MatchView, type Viewer } from '../game/match-port.js';
import { SERVED_GAMES } from '../game/served-game.js';
import type { PlayerEntity } from '../players/player.entity.js';
import { PlayersRepository } from '../players/players.repository.js';
import { toPlayerModel } from '../players/players.mappers.js';
import { toMatchView } from './deal-view.mappers.js';
import type { TableSeatEntity } from './table-seat.entity.js';
import type { TableEntity } from './table.entity.js';
import { Preset, TableStatusGql, Visibility, type GameTableFields, type TableModel, type TableViewModel } from './tables.models.js';

/** Players kept in memory for views (oldest dropped first beyond this). */
const PLAYER_CACHE = 50_000;

@Injectable()
export class TableViewService {
  /** Players never change once registered (tokens do, and are not here): every view needs the seated ones. */
  private readonly known = new Map<string, PlayerEntity>();

  constructor(private readonly players: PlayersRepository) {}

  private async playersByIds(ids: string[]): Promise<Map<string, PlayerEntity>> {
    const missing = ids.filter((id) => !this.known.has(id));
    for (const p of missing.length ? await this.players.findByIds(missing) : []) {
      if (this.known.size >= PLAYER_CACHE) this.known.delete(this.known.keys().next().value!);
      this.known.set(p.id, p);
    }
    return new Map(ids.flatMap((id) => (this.known.has(id) ? [[id, this.known.get(id)!] as const] : [])));
  }

  seatOf(seats: TableSeatEntity[], playerId: string | undefined): number | null {
    return playerId ? (seats.find((s) => s.playerId === playerId)?.seat ?? null) : null;
  }

  async tables(tables: TableEntity[], seats: TableSeatEntity[], callerId?: string): Promise<TableModel[]> {
    const players = await this.playersByIds([...new Set(seats.map((s) => s.playerId))]);
    return tables.map((t) => {
      const config = t.config;
      const own = seats.filter((s) => s.tableId === t.id);
      const seated = callerId !== undefined && own.some((s) => s.playerId === callerId);
      return {
        id: t.id,
        preset: t.preset as Preset,
        players: config.players,
        rounds: config.rounds,
        // The game's own fields: its rules and variant (src/games/*).
        ...(SERVED_GAMES.ofTagged(config).tableFields(config) as GameTableFields),
        visibility: t.visibility as Visibility,
        rated: t.rated,
        status: t.status as TableStatusGql,
        seq: t.seq,
        turnSeconds: t.turnSeconds,
        createdBy: t.createdBy,
        inviteCode: seated || callerId === t.createdBy ? t.inviteCode : null,
        seats: Array.from({ length: config.players }, (_, index) => {
          const p = own.find((s) => s.seat === index);
          const player = p ? players.get(p.playerId) : undefined;
          return { index, player: player ? toPlayerModel(player) : null };
        }),
      };
    });
  }

  async tableView(table: TableEntity, seats: TableSeatEntity[], callerId?: string): Promise<TableViewModel> {
    const [model] = await this.tables([table], seats, callerId);
    const seat = this.seatOf(seats, callerId);
    const match = this.matchView(table, seat);
    let typed: TableViewModel['match'] | undefined;
    return {
      table: model,
      seq: table.seq,
      yourSeat: seat,
      // Mapped only when a caller selects it (the shortcuts below are enough for many clients).
      get match() {
        return (typed ??= match ? toMatchView(match) : null);
      },
      raw: match,
      dealNumber: match ? match.dealNumber : null,
      phase: match ? match.deal.phase : null,
      turn: match ? match.turn : null,
      toAct: match ? [...match.toAct] : [],
      hand: match?.deal.hand ? [...match.deal.hand] : null,
    };
  }

  matchView(table: TableEntity, seat: number | null): MatchView | null {
    if (!table.state) return null;
    const viewer: Viewer = seat ?? 'spectator';
    return view(table.state, viewer);
  }
}
