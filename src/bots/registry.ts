// Strategy instances by name, for the arena, the bot kit and the worker pool.
import { HeuristicStrategy } from './heuristic.js';
import { RandomStrategy } from './random.js';
import { StrongStrategy, type StrongOptions } from './strong.js';
import { STRATEGY_NAMES, type Strategy, type StrategyName } from './strategy.js';
import { TAROCK_STRATEGIES, type TarockStrategy } from './tarock.js';

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

/**
 * The Tarock strategy of a name. A name without a Tarock strategy of its own plays Tarock's
 * heuristic: `strong` does until a strong Tarock player is listed in TAROCK_STRATEGIES, and
 * from then on it plays that one with no change here.
 */
export function createTarockStrategy(name: StrategyName): TarockStrategy {
  return (TAROCK_STRATEGIES as Partial<Record<StrategyName, TarockStrategy>>)[name] ?? TAROCK_STRATEGIES.heuristic;
}
