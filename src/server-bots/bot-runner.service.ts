// Plays the seats of server bots: whenever a table changes (or at start, for matches that were
// running before a restart), the bots whose move it is act through the same ActionService as
// everyone else. One driver per table in this process; with several instances a lease will
// make sure only one drives a table (not needed for a single instance).
import { BeforeApplicationShutdown, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { ActionService } from '../actions/action.service.js';
import { DomainError } from '../common/errors/domain-errors.js';
import { TableActivity } from '../events/table-activity.js';
import { legalActions, view, type ActionBody, type MatchState } from '../game/engine.js';
import { PlayersRepository } from '../players/players.repository.js';
import { TablesRepository } from '../tables/tables.repository.js';
import { botFor, OPTIONAL_ACTIONS, type BotPlayer } from './bot-player.js';

interface BotSeat {
  playerId: string;
  bot: BotPlayer;
}

@Injectable()
export class BotRunner implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(BotRunner.name);
  private readonly running = new Map<string, Promise<void>>();
  private readonly again = new Set<string>();
  /** Seats never change once a match runs, so the bot seats of a table are cached. */
  private readonly botSeats = new Map<string, Map<number, BotSeat>>();
  private closing = false;
  private stopListening: () => void = () => undefined;

  constructor(
    private readonly actions: ActionService,
    private readonly tables: TablesRepository,
    private readonly players: PlayersRepository,
    private readonly activity: TableActivity,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.stopListening = this.activity.onChanged((id) => this.kick(id));
    for (const id of await this.tables.playingTablesWithServerBots()) this.kick(id);
  }

  /** Before the pool closes: stop starting bot moves and let the running ones finish. */
  async beforeApplicationShutdown(): Promise<void> {
    this.closing = true;
    this.stopListening();
    await Promise.allSettled([...this.running.values()]);
  }

  /** Resolves when no bot is busy (tests use it to wait for bots without timing). */
  async idle(): Promise<void> {
    while (this.running.size) await Promise.allSettled([...this.running.values()]);
  }

  kick(tableId: string): void {
    if (this.closing) return;
    if (this.running.has(tableId)) {
      this.again.add(tableId);
      return;
    }
    const run = this.drive(tableId)
      .catch((e: unknown) => this.logger.error({ err: e, tableId }, 'bot driver failed'))
      .finally(() => {
        this.running.delete(tableId);
        if (this.again.delete(tableId)) this.kick(tableId);
      });
    this.running.set(tableId, run);
  }

  private async drive(tableId: string): Promise<void> {
    // Yield first so the action that woke us has returned to its caller.
    await new Promise((r) => setImmediate(r));
    let refused = 0;
    while (!this.closing) {
      const table = await this.tables.find(tableId);
      if (!table || table.status !== 'playing' || !table.state) return;
      const seats = await this.seatsOf(tableId);
      if (!seats.size) return;
      const state = table.state as MatchState;
      let acted = false;
      for (const [seat, { playerId, bot }] of seats) {
        const legal = legalActions(state, seat).map(({ player: _p, ...body }) => body as ActionBody);
        if (!legal.some((a) => !OPTIONAL_ACTIONS.has(a.type))) continue;
        const choice = await bot.choose(view(state, seat), legal);
        try {
          await this.actions.act(playerId, { tableId, expectedSeq: table.seq }, choice);
          acted = true;
        } catch (e) {
          // Someone else moved first (STALE) or the move became illegal: look again.
          if (e instanceof DomainError && (e.code === 'CONFLICT' || e.code === 'ILLEGAL_ACTION') && ++refused < 5) {
            acted = true;
          } else throw e;
        }
        break;
      }
      if (!acted) return;
    }
  }

  private async seatsOf(tableId: string): Promise<Map<number, BotSeat>> {
    let cached = this.botSeats.get(tableId);
    if (!cached) {
      const seats = await this.tables.seats(tableId);
      const players = await this.players.findByIds(seats.map((s) => s.playerId));
      cached = new Map();
      for (const s of seats) {
        const p = players.find((x) => x.id === s.playerId);
        if (p?.serverStrategy) cached.set(s.seat, { playerId: p.id, bot: botFor(p.serverStrategy) });
      }
      this.botSeats.set(tableId, cached);
    }
    return cached;
  }
}
