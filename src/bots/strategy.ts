// The Strategy interface shared by the arena, the remote bot kit and the server's bot seats.
// A strategy sees only what its seat may see (a DealView from viewDeal(state, seat)) and the
// seat's legal actions, and returns one of those actions. Strategies are synchronous and keep
// no per-game state that matters for correctness (caches only), so one instance may serve
// many tables; run them in the worker pool (worker-pool.ts) to keep an event loop free.
import type { DealAction, DealView, RuleOptions } from '../engine/index.js';

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

// When a bot acts, and what it may choose. A seat must act when it has a legal action that is
// not optional; optional are Kontra, Re and the concession proposals, which a player may take
// at any moment but never has to (a defender may say Kontra while someone else is on turn). A
// bot acts only when its seat must act, and then chooses among all its legal actions except the
// proposals (a Kontra or Re may go with its move; giving up, laying open and conceding are left
// to people, though a bot answers a proposal made to it). The strategies, the bot kit and the
// server's bot seats all take it from here.
const PROPOSAL_TYPES: DealAction['type'][] = ['giveUp', 'layOpen', 'concede'];
const PROPOSALS: ReadonlySet<string> = new Set(PROPOSAL_TYPES);

/** Actions a seat may take but never has to. */
export const OPTIONAL_ACTIONS: ReadonlySet<string> = new Set<DealAction['type']>([...PROPOSAL_TYPES, 'kontra', 're']);

/** Whether a seat with these legal actions must act now (a bot waits otherwise). */
export function mustAct(legal: readonly { type: string }[]): boolean {
  return legal.some((a) => !OPTIONAL_ACTIONS.has(a.type));
}

/** The actions a bot chooses among: all but the concession proposals (unless nothing else is left). */
export function playableActions<A extends { type: string }>(legal: A[]): A[] {
  const out = legal.filter((a) => !PROPOSALS.has(a.type));
  return out.length > 0 ? out : legal;
}
