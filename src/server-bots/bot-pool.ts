// The bots of the server's bot seats, Skat's and Tarock's. 'random' plays on the event loop (it
// has nothing to think about); 'heuristic' and 'strong' think in BOT_WORKERS worker threads,
// started on first use (or at boot: BOT_WORKERS_START) and stopped on shutdown, their choices
// served fairly by table owner (src/bots/fair-scheduler.ts), both games in the same queues. The
// players are those of src/bots/server-adapter.ts and src/bots/tarock-player.ts; a failed
// worker's choice falls back to a random legal move, counted in `stats` and logged.
import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { RandomStrategy } from '../bots/random.js';
import { isStrategyName } from '../bots/registry.js';
import { localTarockThinker, TarockBotPlayer } from '../bots/tarock-player.js';
import { randomTarock } from '../bots/tarock.js';
import { LocalBotPlayer, PooledBotPlayer, type BotChooser, type BotPlayer, type BotPoolStats } from '../bots/server-adapter.js';
import { FairBotScheduler } from '../bots/fair-scheduler.js';
import { BotWorkerPool } from '../bots/worker-pool.js';
import { Env } from '../config/env.js';

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
   * The bot for a seat at `tableId` playing `strategy` (a player's stored server strategy);
   * `owner` (the table's creator) is the key its choices are scheduled fairly under (default: the table).
   */
  player(strategy: string, tableId: string, owner: string = tableId): BotPlayer {
    if (!isStrategyName(strategy)) throw new Error(`unknown bot strategy ${strategy}`);
    // (Tarock seats: tarockPlayer.)
    if (strategy === 'random') return new LocalBotPlayer(new RandomStrategy());
    const fair = this.scheduler();
    const chooser: BotChooser = { choose: (name, input) => fair.choose(owner, name, input, tableId) };
    return new PooledBotPlayer(chooser, strategy, {
      stats: this.stats,
      onFallback: (err) => this.logger.warn({ err, tableId, strategy }, 'bot worker failed; playing a random legal move'),
    });
  }

  /** The bot for a Tarock seat at `tableId`, as `player` is for a Skat seat. */
  tarockPlayer(strategy: string, tableId: string, owner: string = tableId): TarockBotPlayer {
    if (!isStrategyName(strategy)) throw new Error(`unknown bot strategy ${strategy}`);
    if (strategy === 'random') return new TarockBotPlayer(strategy, localTarockThinker(randomTarock));
    const fair = this.scheduler();
    return new TarockBotPlayer(strategy, (view, legal) => fair.chooseTarock(owner, strategy, { view, legal }, tableId), {
      stats: this.stats,
      onFallback: (err) => this.logger.warn({ err, tableId, strategy }, 'bot worker failed; playing a random legal move'),
    });
  }

  private workers(): BotWorkerPool {
    return (this.pool ??= new BotWorkerPool({ size: this.env.BOT_WORKERS, niceness: this.env.BOT_WORKER_NICENESS }));
  }

  private scheduler(): FairBotScheduler {
    return (this.fair ??= new FairBotScheduler(this.workers()));
  }

  async onApplicationShutdown(): Promise<void> {
    await this.pool?.close();
  }
}
