// Strategy instances by name, for the arena, the bot kit and the worker pool.
import { HeuristicStrategy } from './heuristic.js';
import { RandomStrategy } from './random.js';
import { StrongStrategy, type StrongOptions } from './strong.js';
import type { Strategy, StrategyName } from './strategy.js';

export function isStrategyName(name: unknown): name is StrategyName {
  return name === 'random' || name === 'heuristic' || name === 'strong';
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
