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
