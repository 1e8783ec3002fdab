// The seam for server-side bots: a strategy sees only the engine's view for its seat and its
// legal actions, and picks one. Stronger strategies (issue: bots) plug in here, e.g. running
// in worker threads behind the same async interface.
import type { ActionBody, MatchView } from '../game/engine.js';

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

export function botFor(strategy: string): BotPlayer {
  switch (strategy) {
    case 'random':
      return new RandomBotPlayer();
    default:
      throw new Error(`unknown bot strategy ${strategy}`);
  }
}
