// Strategy instances by name, for the arena, the bot kit and the worker pool: Skat's
// (createStrategy) and Tarock's (createTarockStrategy), under the same names.
import { HeuristicStrategy } from './heuristic.js';
import { RandomStrategy } from './random.js';
import { StrongStrategy, type StrongOptions } from './strong.js';
import { STRATEGY_NAMES, type Strategy, type StrategyName } from './strategy.js';
import { TAROCK_STRATEGIES, type TarockStrategy } from './tarock.js';
import { createStrongTarock, type StrongTarockOptions } from './tarock/strong.js';

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

/** A Tarock player by name; `strong` keeps its caches in the returned closure, so make one per worker or table. */
export function createTarockStrategy(name: StrategyName, strong?: StrongTarockOptions): TarockStrategy {
  return name === 'strong' ? createStrongTarock(strong) : TAROCK_STRATEGIES[name];
}
