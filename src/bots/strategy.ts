// The Strategy interface shared by the arena, the remote bot kit and the server's bot seats.
// A strategy sees only what its seat may see (a DealView from viewDeal(state, seat)) and the
// seat's legal actions, and returns one of those actions. Strategies are synchronous and keep
// no per-game state that matters for correctness (caches only), so one instance may serve
// many tables; run them in the worker pool (worker-pool.ts) to keep an event loop free.
import type { DealAction, RuleOptions } from '../engine/types.js';
import type { DealView } from '../engine/deal/state.js';

export interface StrategyInput {
  /** The acting seat's view: own hand, bidding, tricks, Kontra/Re, and so on. */
  view: DealView;
  /** The seat's legal actions now (usually view.legalActions). Never empty. */
  legal: DealAction[];
  rules: RuleOptions;
  /** Uniform in [0, 1). Seed it for reproducible play. */
  rng: () => number;
  /** Thinking budget for this move in ms (strong bot; others ignore it). */
  budgetMs?: number;
}

export interface Strategy {
  readonly name: string;
  chooseAction(input: StrategyInput): DealAction;
}

export type StrategyName = 'random' | 'heuristic' | 'strong';
/** Every StrategyName (keyed by it, so a new name fails to compile until it is listed here). */
export const STRATEGY_NAMES = Object.keys({ random: true, heuristic: true, strong: true } satisfies Record<StrategyName, true>) as readonly StrategyName[];

/**
 * Concession proposals are left to people: bots never propose to give up, lay open or
 * concede (they may still answer a partner's proposal).
 */
export function playableActions(legal: DealAction[]): DealAction[] {
  const out = legal.filter((a) => a.type !== 'giveUp' && a.type !== 'layOpen' && a.type !== 'concede');
  return out.length > 0 ? out : legal;
}
