// Random legal players for simulations and property tests. Deterministic: the same seed gives
// the same choices. Not a bot: it only exercises the rules.
import type { ActionBody, MatchAction, MatchConfig, Seat } from '../types';
import { applyDeal } from '../deal/deal';
import { seededRandom, randomBelow } from '../deal/rng';
import { actionsOfWeightedType } from '../deal/random';
import type { DealState } from '../deal/state';
import { applyMatch, createMatch, legalMatchActions, type CreateMatchOptions } from './match';
import type { MatchEvent, MatchState } from './types';

/**
 * Weights per action type: pick a type first, then an action of that type, so bidding is not
 * swamped by the many bid values and concessions stay occasional.
 */
const TYPE_WEIGHT: Record<string, number> = {
  play: 20,
  bid: 3,
  hold: 3,
  pass: 2,
  pickUpSkat: 3,
  declare: 1,
  discard: 1,
  kontra: 1,
  re: 1,
  acceptGrandHand: 1,
  declineGrandHand: 2,
  giveUp: 0.1,
  acceptGiveUp: 1,
  declineGiveUp: 1,
  layOpen: 0.05,
  acceptLayOpen: 1,
  concede: 0.02,
};

export function chooseRandomAction(legal: readonly MatchAction[], next: () => number): MatchAction {
  const options = actionsOfWeightedType(legal, (t) => TYPE_WEIGHT[t] ?? 1, next() / 4294967296);
  const type = options[0].type;
  if (type === 'bid' && randomBelow(next, 4) !== 0) {
    // Mostly the next value up, so random players do not all bid 264 and lose overbid.
    return options.reduce((a, b) => ((a as { value: number }).value <= (b as { value: number }).value ? a : b));
  }
  return options[randomBelow(next, options.length)];
}

export interface SimulatedMatch {
  state: MatchState;
  actions: MatchAction[];
  events: MatchEvent[];
  /** With `keepDeals`: every deal as it ended, in deal order (one per sheet row). */
  deals: DealState[];
}

/** Plays a whole match with random legal players. Throws only if the engine breaks its own contract. */
export function playRandomMatch(
  config: MatchConfig,
  seed: string,
  options: CreateMatchOptions & { keepEvents?: boolean; keepDeals?: boolean; maxActions?: number } = {},
): SimulatedMatch {
  const next = seededRandom(`players:${seed}`);
  let state = createMatch(config, seed, options);
  const actions: MatchAction[] = [];
  const events: MatchEvent[] = [];
  const deals: DealState[] = [];
  const max = options.maxActions ?? 200 * state.totalDeals + 100;
  while (!state.over) {
    const legal = legalMatchActions(state);
    if (legal.length === 0) throw new Error(`no legal action in deal ${state.dealNumber} (phase ${state.deal.phase})`);
    const action = chooseRandomAction(legal, next);
    const r = applyMatch(state, action);
    if (!r.ok) throw new Error(`listed action refused: ${JSON.stringify(action)}: ${r.error.code} ${r.error.message}`);
    if (options.keepDeals && r.state.sheet.length > state.sheet.length) {
      // The match moves on to the next deal at once: the ended deal is the last action applied to it.
      const { player, ...body } = action;
      const ended = applyDeal(state.deal, { ...(body as ActionBody), seat: state.seats.indexOf(player) as Seat });
      if (!ended.ok) throw new Error(`the deal refused what the match accepted: ${ended.error.message}`);
      deals.push(ended.state);
    }
    state = r.state;
    actions.push(action);
    if (options.keepEvents) events.push(...r.events);
    if (actions.length > max) throw new Error('match does not end');
  }
  return { state, actions, events, deals };
}
