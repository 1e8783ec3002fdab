// The server's own moves, on the tables this instance holds the lease of (src/scheduler/):
// server bots whose turn it is, and turn timeouts (a table option, seconds per action: when a
// seat stays silent the server passes for it in bidding and plays a bot's choice otherwise,
// marked 'table.turnTimedOut'). Woken by table activity from any instance (Redis), by a
// local timer at a turn's deadline, and by the lease sweep when a table comes over from an
// instance that stopped. Every move goes through ActionService with the seq read and a
// lease fence, so a move is never made twice and never by two instances.
// The fair scheduler's owner: the creator's address, so puppets count as one (limits/address-limits.ts).
import { schedulingOwner } from '../limits/address-limits.js';
import { BeforeApplicationShutdown, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { ActionService } from '../actions/action.service.js';
import { mustAct } from '../bots/strategy.js';
import { DomainError } from '../common/errors/domain-errors.js';
import { Env } from '../config/env.js';
import { TableActivity } from '../events/table-activity.js';
import { legalActions, view, type ActionBody, type MatchState } from '../game/match-port.js';
import { SERVED_GAMES, type SeatBot } from '../game/served-game.js';
import { PlayersRepository } from '../players/players.repository.js';
import { TableLeases } from '../scheduler/table-leases.service.js';
import type { TableEntity } from '../tables/table.entity.js';
import { TablesRepository } from '../tables/tables.repository.js';
import { TablesService } from '../tables/tables.service.js';
import { ServerBotPool } from './bot-pool.js';

/** How many tables without bots or timers are remembered as "nothing to drive" (oldest forgotten first). */
const IDLE_TABLES_REMEMBERED = 100_000;

interface BotSeat {
  playerId: string;
  bot: SeatBot;
}

/** A seat's choice among its legal bodies, by the game's own bot. */
function chooseFor(bot: SeatBot, state: MatchState, player: number, legal: ActionBody[]): Promise<ActionBody> {
  return bot.choose(view(state, player), legal);
}

interface Seating {
  /** Seats played by server bots. */
  bots: Map<number, BotSeat>;
  /** Every seat's player (a timeout acts in that player's name). */
  players: Map<number, string>;
}

@Injectable()
export class BotRunner implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(BotRunner.name);
  private readonly running = new Map<string, Promise<void>>();
  private readonly again = new Set<string>();
  /** Seats never change once a match runs, so the seating of a playing table is cached. */
  private readonly seating = new Map<string, Seating>();
  /** Playing tables with neither a server bot nor a turn timer: nothing to drive, ever. */
  private readonly idleTables = new Set<string>();
  private readonly deadlines = new Map<string, NodeJS.Timeout>();
  private closing = false;
  /** When closeAbandoned may next read the tables in play (Date.now() ms). */
  private nextClosingSweep = 0;
  private stopListening: () => void = () => undefined;
  /** A fallback for a turn timeout outside bidding when no bot sits at the table. */
  private readonly timeoutBot: (table: TableEntity) => SeatBot;

  constructor(
    private readonly actions: ActionService,
    private readonly tables: TablesRepository,
    private readonly tablesService: TablesService,
    private readonly players: PlayersRepository,
    private readonly activity: TableActivity,
    private readonly leases: TableLeases,
    private readonly pool: ServerBotPool,
    private readonly env: Env,
  ) {
    this.timeoutBot = (table) => this.pool.player(table.game, 'heuristic', table.id, schedulingOwner(table));
  }

  onApplicationBootstrap(): void {
    this.stopListening = this.activity.onChanged((id) => this.kick(id));
    // The first tick takes over tables nobody holds (after a restart: our own, once expired or released).
    this.leases.start(
      (id) => this.kick(id),
      () => this.closeAbandoned(),
    );
  }

  /** Before the pool closes: stop starting moves, let the running ones finish, give the leases back. */
  async beforeApplicationShutdown(): Promise<void> {
    this.closing = true;
    this.stopListening();
    for (const t of this.deadlines.values()) clearTimeout(t);
    this.deadlines.clear();
    await Promise.allSettled([...this.running.values()]);
    await this.leases.stop();
  }

  /** Resolves when no bot is busy (tests use it to wait for bots without timing). */
  async idle(): Promise<void> {
    await this.leases.settled(); // tables taken over by a sweep are kicked at its end
    while (this.running.size) await Promise.allSettled([...this.running.values()]);
  }

  kick(tableId: string): void {
    if (this.closing || this.idleTables.has(tableId) || this.leases.heldElsewhere(tableId)) return;
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
    clearTimeout(this.deadlines.get(tableId));
    this.deadlines.delete(tableId);
    let refused = 0;
    while (!this.closing) {
      const table = await this.tables.find(tableId);
      if (!table || table.status === 'open') return;
      if (table.status !== 'playing' || !table.state) {
        this.forget(tableId);
        if (this.leases.holds(tableId)) await this.leases.release(tableId);
        return;
      }
      const seating = await this.seatingOf(table);
      if (!seating.bots.size && table.turnSeconds === null) {
        this.forget(tableId);
        if (this.idleTables.size >= IDLE_TABLES_REMEMBERED) this.idleTables.delete(this.idleTables.values().next().value!);
        this.idleTables.add(tableId);
        return;
      }
      if (!(await this.leases.ensure(tableId))) return; // another instance drives this table
      const move = await this.nextMove(table, table.state, seating);
      if (!move) return;
      try {
        await this.actions.act(move.playerId, { tableId, expectedSeq: table.seq }, move.body, { leaseHolder: this.leases.holder, timedOut: move.timedOut });
      } catch (e) {
        // Someone else moved first (STALE) or the move became illegal: look again.
        if (!(e instanceof DomainError && (e.code === 'CONFLICT' || e.code === 'ILLEGAL_ACTION') && ++refused < 5)) throw e;
      }
    }
  }

  /** A bot's move, or a timeout's move when the turn's time is up; otherwise arms the deadline timer. */
  private async nextMove(table: TableEntity, state: MatchState, seating: Seating): Promise<{ playerId: string; body: ActionBody; timedOut: boolean } | null> {
    let silent: number | null = null;
    for (let player = 0; player < seating.players.size; player++) {
      const legal = legalActions(state, player).map(({ player: _p, ...body }) => body as ActionBody);
      if (!mustAct(legal)) continue;
      const bot = seating.bots.get(player);
      if (bot) return { playerId: bot.playerId, body: await chooseFor(bot.bot, state, player, legal), timedOut: false };
      silent ??= player;
    }
    if (silent === null || table.turnSeconds === null) return null;
    // The turn started when the table last changed; the database clock decides, not ours.
    const remaining = await this.tables.turnRemainingMs(table.id);
    if (remaining === null) return null;
    if (remaining > 0) {
      const timer = setTimeout(() => this.kick(table.id), remaining + 5);
      timer.unref();
      this.deadlines.set(table.id, timer);
      return null;
    }
    const legal = legalActions(state, silent).map(({ player: _p, ...body }) => body as ActionBody);
    const fixed = SERVED_GAMES.ofState(state).timeoutMove(legal);
    const body = fixed ?? (await chooseFor(this.timeoutBot(table), state, silent, legal));
    return { playerId: seating.players.get(silent)!, body, timedOut: true };
  }

  /**
   * On a lease tick: close tables whose people have all been silent too long, and tables of bots
   * nobody watches. Both read every table in play, so they run once per sixtieth of the shorter
   * limit (10 s by default), not on every tick: a table closes at most that much late.
   */
  private async closeAbandoned(): Promise<void> {
    const seconds = this.env.ABANDONED_TABLE_SECONDS;
    const unwatched = this.env.UNWATCHED_BOT_TABLE_SECONDS;
    if (Date.now() < this.nextClosingSweep) return;
    this.nextClosingSweep = Date.now() + (Math.min(seconds, unwatched) * 1000) / 60;
    for (const id of await this.tables.abandoned(seconds, 50)) {
      if (this.closing) return;
      if (await this.tablesService.closeAbandoned(id, seconds)) this.logger.log({ tableId: id }, 'closed an abandoned table');
    }
    for (const id of await this.tables.unwatched(unwatched, 50)) {
      if (this.closing) return;
      if (await this.tablesService.closeUnwatched(id, unwatched)) this.logger.log({ tableId: id }, 'closed a table of bots nobody watched');
    }
  }

  private forget(tableId: string): void {
    this.seating.delete(tableId);
    clearTimeout(this.deadlines.get(tableId));
    this.deadlines.delete(tableId);
  }

  private async seatingOf(table: TableEntity): Promise<Seating> {
    const tableId = table.id;
    let cached = this.seating.get(tableId);
    if (!cached) {
      const seats = await this.tables.seats(tableId);
      const players = await this.players.findByIds(seats.map((s) => s.playerId));
      cached = { bots: new Map(), players: new Map(seats.map((s) => [s.seat, s.playerId])) };
      for (const s of seats) {
        const p = players.find((x) => x.id === s.playerId);
        if (p?.serverStrategy) {
          const bot = this.pool.player(table.game, p.serverStrategy, tableId, schedulingOwner(table));
          cached.bots.set(s.seat, { playerId: p.id, bot });
        }
      }
      this.seating.set(tableId, cached);
    }
    return cached;
  }
}
