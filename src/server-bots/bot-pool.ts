// The bots of the server's bot seats, each made by its game's module (src/games/*). 'random'
// plays on the event loop (it has nothing to think about); 'heuristic' and 'strong' think in
// BOT_WORKERS worker threads (and BOT_QUICK_WORKERS more for quick choices), started on first use
// (or at boot: BOT_WORKERS_START) and stopped on shutdown, their choices served fairly by table
// owner (src/bots/fair-scheduler.ts), every game in the same queues. A failed worker's choice falls back to a random legal move, counted
// in `stats` and logged.
import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { isStrategyName } from '../bots/registry.js';
import type { BotPoolStats } from '../bots/server-adapter.js';
import { SERVED_GAMES, type SeatBot } from '../game/served-game.js';
import { FairBotScheduler } from '../bots/fair-scheduler.js';
import { BotWorkerPool } from '../bots/worker-pool.js';
import { Env } from '../config/env.js';
import { API_BUSY } from '../bots/api-busy.js';
import { availableParallelism } from 'node:os';

/** The longest a worker waits for the API before a sampled world: bots slow down, never stop. */
const BOT_PAUSE_MS = 10;

@Injectable()
export class ServerBotPool implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(ServerBotPool.name);
  private pool: BotWorkerPool | null = null;
  private fair: FairBotScheduler | null = null;
  /** Choices made in the workers, and those that fell back to a random legal move (worker failed or timed out). */
  readonly stats: BotPoolStats = { pooled: 0, fallbacks: 0 };

  constructor(private readonly env: Env) {}

  onApplicationBootstrap(): void {
    if (this.env.BOT_WORKERS_START === 'boot') this.workers().start();
  }

  /** Worker threads running now. */
  get runningWorkers(): number {
    return this.pool?.running ?? 0;
  }

  /**
   * The bot for a seat of `game` at `tableId` playing `strategy` (a player's stored server
   * strategy), made by the game's module (src/games/*); `owner` (the table's creator) is the key
   * its choices are scheduled fairly under (default: the table).
   */
  player(game: string, strategy: string, tableId: string, owner: string = tableId): SeatBot {
    if (!isStrategyName(strategy)) throw new Error(`unknown bot strategy ${strategy}`);
    const served = SERVED_GAMES.named(game);
    if (!served) throw new Error(`the game ${game} is not served`);
    const pool = this;
    return served.bot(strategy, {
      tableId,
      owner,
      // Started on first use: a table of 'random' bots starts no worker.
      get scheduler() {
        return pool.scheduler();
      },
      stats: this.stats,
      onFallback: (err) => this.logger.warn({ err, tableId, strategy }, 'bot worker failed; playing a random legal move'),
    });
  }

  private workers(): BotWorkerPool {
    // Every served game's bot module, loaded by each worker: the workers answer for every game.
    const modules = SERVED_GAMES.all().flatMap((g) => (g.botModule ? [g.botModule] : []));
    // Workers that can take every core give way to the API's requests (bots/api-busy.ts).
    const apiBusy = this.env.BOT_WORKERS >= availableParallelism() ? { buffer: API_BUSY.buffer as SharedArrayBuffer, pauseMs: BOT_PAUSE_MS } : undefined;
    return (this.pool ??= new BotWorkerPool({
      size: this.env.BOT_WORKERS,
      quick: this.env.BOT_QUICK_WORKERS ?? 0,
      niceness: this.env.BOT_WORKER_NICENESS,
      modules,
      apiBusy,
    }));
  }

  private scheduler(): FairBotScheduler {
    return (this.fair ??= new FairBotScheduler(this.workers(), this.env.BOT_STRONG_BUDGET_MS));
  }

  async onApplicationShutdown(): Promise<void> {
    await this.pool?.close();
  }
}
