// The seam for server-side bots: a strategy sees only the engine's view for its seat and its
// legal actions, and picks one. 'random' is a uniform pick, done in process (no thinking to
// speak of); 'heuristic' and 'strong' run in the bots' worker pool (src/bots/worker-pool.ts),
// so their thinking never blocks the server's event loop.
import { Logger } from '@nestjs/common';
import type { ServerBotPool } from './bot-pool.js';
import type { ActionBody, MatchView } from '../game/match-port.js';

export interface BotPlayer {
  readonly strategy: string;
  choose(view: MatchView, legal: ActionBody[]): Promise<ActionBody>;
}

/** Actions a player may take at any moment but never has to: a bot does not "move" with them. */
export const OPTIONAL_ACTIONS: ReadonlySet<ActionBody['type']> = new Set(['kontra', 're', 'giveUp', 'layOpen', 'concede']);

/** Uniform over action types first (so 43 bid values do not drown "pass"), then over that type's variants. */
export class RandomBotPlayer implements BotPlayer {
  readonly strategy = 'random';
  constructor(private readonly random: () => number = Math.random) {}

  async choose(_view: MatchView, legal: ActionBody[]): Promise<ActionBody> {
    const required = legal.filter((a) => !OPTIONAL_ACTIONS.has(a.type));
    const pool = required.length ? required : legal;
    const types = [...new Set(pool.map((a) => a.type))];
    const type = types[Math.floor(this.random() * types.length)];
    const variants = pool.filter((a) => a.type === type);
    return variants[Math.floor(this.random() * variants.length)];
  }
}

/** A strategy of src/bots run in a worker thread; the table id keeps one table on one worker (warm caches). */
export class PooledBotPlayer implements BotPlayer {
  private static readonly logger = new Logger('PooledBotPlayer');
  private readonly fallback = new RandomBotPlayer();

  constructor(
    readonly strategy: 'heuristic' | 'strong',
    private readonly pool: ServerBotPool,
    private readonly tableId: string,
  ) {}

  async choose(view: MatchView, legal: ActionBody[]): Promise<ActionBody> {
    const deal = view.deal;
    try {
      // Strategies speak the deal engine's language: the deal view and deal actions (with the deal seat).
      const action = await this.pool.get().choose(this.strategy, { view: deal, legal: deal.legalActions, rules: deal.rules }, this.tableId);
      this.pool.stats.pooled++;
      const { seat: _seat, ...body } = action as typeof action & { seat: number };
      return body as unknown as ActionBody;
    } catch (err) {
      // A crashed or stuck worker must not stall the table: fall back to a legal random move.
      this.pool.stats.fallbacks++;
      PooledBotPlayer.logger.warn({ err, tableId: this.tableId, strategy: this.strategy }, 'bot worker failed; playing a random legal move');
      return this.fallback.choose(view, legal);
    }
  }
}

export const SERVER_BOT_STRATEGIES = ['random', 'heuristic', 'strong'] as const;

export function botFor(strategy: string, pool: ServerBotPool, tableId: string): BotPlayer {
  switch (strategy) {
    case 'random':
      return new RandomBotPlayer();
    case 'heuristic':
    case 'strong':
      return new PooledBotPlayer(strategy, pool, tableId);
    default:
      throw new Error(`unknown bot strategy ${strategy}`);
  }
}
