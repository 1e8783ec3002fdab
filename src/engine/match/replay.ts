// A match rebuilt from its seed and its action log: the whole match, or one finished deal. A
// service stores the log, not each deal's final state (the match replaces the deal state when
// the next deal starts), so the deal record of deal N is read back from here.
import type { ActionBody, EngineError, MatchAction, MatchConfig, Seat } from '../types';
import type { DealState } from '../deal/state';
import { applyDeal } from './deal-port';
import { applyMatch, createMatch, type CreateMatchOptions } from './match';
import type { MatchState } from './types';

export type ReplayResult = { ok: true; state: MatchState } | { ok: false; error: EngineError; index: number };

/** Applies `actions` in order to a new match; the first refused action ends the replay with its index. */
export function replayMatch(config: MatchConfig, seed: string, actions: readonly MatchAction[], options: CreateMatchOptions = {}): ReplayResult {
  let state = createMatch(config, seed, options);
  for (const [index, action] of actions.entries()) {
    const r = applyMatch(state, action);
    if (!r.ok) return { ok: false, error: r.error, index };
    state = r.state;
  }
  return { ok: true, state };
}

/**
 * The final state of deal `dealNumber` (1-based), or null when the log refuses an action before
 * that deal ends or does not finish it.
 */
export function finishedDeal(
  config: MatchConfig,
  seed: string,
  actions: readonly MatchAction[],
  dealNumber: number,
  options: CreateMatchOptions = {},
): DealState | null {
  let state = createMatch(config, seed, options);
  for (const action of actions) {
    if (state.dealNumber > dealNumber) break;
    const r = applyMatch(state, action);
    if (!r.ok) return null;
    if (state.dealNumber === dealNumber) {
      if (r.state.dealNumber !== dealNumber) return lastDealState(state, action);
      if (r.state.deal.phase === 'over') return r.state.deal; // the last deal: the match is over and keeps it
    }
    state = r.state;
  }
  return null;
}

/** Deal state after `action` ends the current deal: applyMatch has already moved on to the next deal. */
function lastDealState(state: MatchState, action: MatchAction): DealState {
  const { player, ...body } = action;
  const r = applyDeal(state.deal, { ...(body as ActionBody), seat: state.seats.indexOf(player) as Seat });
  if (!r.ok) throw new Error('applyMatch accepted an action that applyDeal refuses');
  return r.state;
}
