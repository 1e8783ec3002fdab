// Strategy instances by name, for the arena, the bot kit and the worker pool: Skat's
// (createStrategy), and every game's as the worker threads run them (GAME_BOTS: each game's bot
// module registers its own, under the same names).
import { HeuristicStrategy } from './heuristic.js';
import { RandomStrategy } from './random.js';
import { StrongStrategy, type StrongOptions } from './strong.js';
import { STRATEGY_NAMES, type Strategy, type StrategyName } from './strategy.js';
import type { ChooseInput } from './worker-pool.js';

export function isStrategyName(name: unknown): name is StrategyName {
  return (STRATEGY_NAMES as readonly unknown[]).includes(name);
}

/**
 * Frozen versions kept for comparison in the arena (`--b strong-v1`): not server-seat strategies,
 * so not in StrategyName or the API. strong-v1 is StrongStrategy with every later switch off.
 */
export const COMPARISON_STRATEGIES = {
  'strong-v1': { name: 'strong-v1', nullEvaluator: false, bidModel: false, modelInference: false, sfBidding: false },
} satisfies Record<string, StrongOptions>;
export type ComparisonStrategyName = keyof typeof COMPARISON_STRATEGIES;
export type ArenaStrategyName = StrategyName | ComparisonStrategyName;
export const ARENA_STRATEGY_NAMES: readonly ArenaStrategyName[] = [...STRATEGY_NAMES, ...(Object.keys(COMPARISON_STRATEGIES) as ComparisonStrategyName[])];

export function isArenaStrategyName(name: unknown): name is ArenaStrategyName {
  return (ARENA_STRATEGY_NAMES as readonly unknown[]).includes(name);
}

/** A strategy by arena name: the server's strategies and the frozen comparison versions (whose switches `strong` cannot turn on). */
export function createArenaStrategy(name: ArenaStrategyName, strong?: StrongOptions): Strategy {
  if (name in COMPARISON_STRATEGIES) return new StrongStrategy({ ...strong, ...COMPARISON_STRATEGIES[name as ComparisonStrategyName] });
  return createStrategy(name as StrategyName, strong);
}

export function createStrategy(name: StrategyName, strong?: StrongOptions): Strategy {
  switch (name) {
    case 'random':
      return new RandomStrategy();
    case 'heuristic':
      return new HeuristicStrategy();
    case 'strong':
      return new StrongStrategy(strong);
  }
}

/** A game's strategies as a worker thread runs them: a seat's question in, one of its legal actions out. */
export interface GameBots {
  /** The game's name in the engine's registry. */
  readonly game: string;
  /** Strategy `name`, made once per worker thread (the strong one keeps its caches between moves). */
  strategy(name: StrategyName): (input: ChooseInput) => unknown;
  /** Plays one quick deal with its strong strategy (returns its decisions): a worker started at boot compiles the search then, not during the first table's moves. */
  warmUp?(): number;
}

/** The games' bots by game name, filled by each game's bot module when it is loaded. */
export const GAME_BOTS = new Map<string, GameBots>();

/** Adds a game's bots (loading its module twice is harmless). */
export function registerGameBots(bots: GameBots): void {
  GAME_BOTS.set(bots.game, bots);
}

/** The other games' arenas by game name (`npm run arena -- --game <name>`), registered by each game's arena module. */
export const GAME_ARENAS = new Map<string, (argv: string[]) => void>();
