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

/** Today's strong bot before the offline model: every switch added since off. A comparison strategy for the arena, not served by the API. */
export class StrongV1Strategy extends StrongStrategy {
  override readonly name: string = 'strong-v1';
  constructor(opts: StrongOptions = {}) {
    super({ ...opts, bidModel: false, modelInference: false });
  }
}

/** Strategies the arena can seat: every StrategyName and the comparison ones. */
export const ARENA_STRATEGY_NAMES: readonly string[] = [...STRATEGY_NAMES, 'strong-v1'];

export function createArenaStrategy(name: string, strong?: StrongOptions): Strategy {
  if (name === 'strong-v1') return new StrongV1Strategy(strong);
  if (!isStrategyName(name)) throw new Error(`strategies: ${ARENA_STRATEGY_NAMES.join(', ')}`);
  return createStrategy(name, strong);
}

/** A Tarock player by name; `strong` keeps its caches in the returned closure, so make one per worker or table. */
export function createTarockStrategy(name: StrategyName, strong?: StrongTarockOptions): TarockStrategy {
  return name === 'strong' ? createStrongTarock(strong) : TAROCK_STRATEGIES[name];
}
