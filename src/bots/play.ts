// Plays one deal through the engine with a strategy per seat (no server). Used by the arena
// and by the property tests. Each step asks the seat that must answer a pending give-up, or
// else the seat on turn; that seat sees viewDeal(state, seat) and its own legal actions.
import {
  applyDeal,
  createDeal,
  type DealAction,
  type DealResult,
  type DealState,
  legalDealActions,
  type RuleOptions,
  type Seat,
  viewDeal,
} from '../engine/index.js';
import { mulberry32 } from './rng.js';
import type { Strategy } from './strategy.js';

export interface PlayedDeal {
  state: DealState;
  result: DealResult;
  /** Score per seat for this deal (standard or Seeger-Fabian per the rules). */
  scores: [number, number, number];
  /** Milliseconds spent per seat, and decisions per seat. */
  ms: [number, number, number];
  decisions: [number, number, number];
  /** Longest single decision per seat, ms. */
  maxMs: [number, number, number];
}

export interface PlayOptions {
  rules: RuleOptions;
  seed: string;
  deck?: string[];
  strategies: [Strategy, Strategy, Strategy];
  /** Seeds the strategies' rngs. */
  rngSeed?: number;
  budgetMs?: number;
  /** Called with every action before it is applied (tests use it to check legality). */
  onAction?: (state: DealState, action: DealAction, legal: DealAction[]) => void;
}

export function seatToAct(state: DealState, legal: DealAction[]): Seat {
  if (state.giveUp.pending !== null) {
    const answer = legal.find((a) => a.type === 'acceptGiveUp');
    if (answer) return answer.seat;
  }
  if (state.turn !== null && legal.some((a) => a.seat === state.turn)) return state.turn;
  return legal[0].seat;
}

/** Who answers next, what it sees and may do; null when the deal is over. */
export function nextTurn(state: DealState): { seat: Seat; view: ReturnType<typeof viewDeal>; legal: DealAction[] } | null {
  const all = legalDealActions(state);
  if (all.length === 0) return null;
  const seat = seatToAct(state, all);
  const view = viewDeal(state, seat);
  return { seat, view, legal: view.legalActions };
}

export function playDeal(opts: PlayOptions): PlayedDeal {
  let state = createDeal({ rules: opts.rules, seed: opts.seed, deck: opts.deck });
  const rngs = [0, 1, 2].map((s) => mulberry32(((opts.rngSeed ?? 1) * 7919 + s * 104729) >>> 0));
  const ms: [number, number, number] = [0, 0, 0];
  const decisions: [number, number, number] = [0, 0, 0];
  const maxMs: [number, number, number] = [0, 0, 0];
  for (let step = 0; step < 500; step++) {
    const turn = nextTurn(state);
    if (!turn) break;
    const { seat, view, legal } = turn;
    const t0 = performance.now();
    const action = opts.strategies[seat].chooseAction({ view, legal, rules: opts.rules, rng: rngs[seat], budgetMs: opts.budgetMs });
    const took = performance.now() - t0;
    ms[seat] += took;
    if (took > maxMs[seat]) maxMs[seat] = took;
    decisions[seat]++;
    opts.onAction?.(state, action, legal);
    const r = applyDeal(state, action);
    if (!r.ok) throw new Error(`${opts.strategies[seat].name} (seat ${seat}) chose an illegal action ${JSON.stringify(action)}: ${r.error.message}`);
    state = r.state;
  }
  if (!state.result) throw new Error('deal did not finish');
  return { state, result: state.result, scores: seatScores(state.result, opts.rules), ms, decisions, maxMs };
}

/** Per-seat scores of one deal: standard (declarer only) or Seeger-Fabian. */
export function seatScores(r: DealResult, rules: RuleOptions): [number, number, number] {
  const out: [number, number, number] = [0, 0, 0];
  if (r.kind === 'ramsch') return [r.ramsch.scores[0], r.ramsch.scores[1], r.ramsch.scores[2]];
  if (r.kind === 'passed') return out;
  const g = r.game;
  out[g.declarer] = g.score;
  if (rules.tournamentScoring) {
    out[g.declarer] += g.won ? 50 : -50;
    if (!g.won) for (let s = 0; s < 3; s++) if (s !== g.declarer) out[s] += 40;
  }
  return out;
}
