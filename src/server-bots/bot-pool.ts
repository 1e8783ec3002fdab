// The worker threads behind the heuristic and strong server bots (BOT_WORKERS of them),
// started on first use and stopped on shutdown.
import { Injectable, OnApplicationShutdown } from '@nestjs/common';
import { BotWorkerPool } from '../bots/worker-pool.js';
import { Env } from '../config/env.js';

@Injectable()
export class ServerBotPool implements OnApplicationShutdown {
  private pool: BotWorkerPool | null = null;
  /** Choices made in the workers, and those that fell back to a random legal move (worker failed or timed out). */
  readonly stats = { pooled: 0, fallbacks: 0 };

  constructor(private readonly env: Env) {}

  get(): BotWorkerPool {
    return (this.pool ??= new BotWorkerPool({ size: this.env.BOT_WORKERS }));
  }

  async onApplicationShutdown(): Promise<void> {
    await this.pool?.close();
  }
}
