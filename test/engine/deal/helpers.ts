// Shared helpers for the engine tests: build decks from hands, apply action sequences
// that must succeed, and standard rule sets.
import { legalPlays } from '../../../src/engine/deal/play';
import {
  applyDeal,
  cardName,
  cardsOf,
  createDeal,
  OFFICIAL_RULES,
  type DealAction,
  type DealEvent,
  type DealState,
  type RuleOptions,
  type Seat,
} from '../../../src/engine/index';

export const OFFICIAL: RuleOptions = { ...OFFICIAL_RULES };
export const HOUSE: RuleOptions = { ...OFFICIAL, kontraRe: true, ramsch: true, tips: true };

/** A deck from four space-separated hands: forehand, middlehand, rearhand (10 each), skat (2). */
export function deck(fh: string, mh: string, rh: string, skat: string): string[] {
  const d = [fh, mh, rh, skat].flatMap((h) => h.trim().split(/\s+/));
  if (d.length !== 32 || new Set(d).size !== 32) throw new Error(`bad test deck (${d.length} cards)`);
  return d;
}

export function deal(d: string[], rules: RuleOptions = OFFICIAL, mode?: 'normal' | 'ramsch' | 'grandHandOffer'): DealState {
  return createDeal({ rules, seed: 'test', deck: d, mode });
}

/** Applies actions that must all succeed; returns the final state and all events. */
export function run(s: DealState, ...actions: DealAction[]): { state: DealState; events: DealEvent[] } {
  const events: DealEvent[] = [];
  for (const a of actions) {
    const r = applyDeal(s, a);
    if (!r.ok) throw new Error(`${JSON.stringify(a)} refused: ${r.error.code} ${r.error.message}`);
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}

export function ok(s: DealState, ...actions: DealAction[]): DealState {
  return run(s, ...actions).state;
}

/** Plays cards in order, each by the seat whose turn it is. */
export function plays(s: DealState, cards: string): DealState {
  for (const card of cards.trim().split(/\s+/)) s = ok(s, { type: 'play', seat: s.turn as Seat, card });
  return s;
}

/** Plays the card `next` picks for the seat to move until the deal is over. */
export function playFirstLegal(s: DealState, next: (s: DealState) => string = firstLegal): DealState {
  while (s.phase === 'playing') s = ok(s, { type: 'play', seat: s.turn as Seat, card: next(s) });
  return s;
}

/** The first legal card of the seat to move. */
export const firstLegal = (s: DealState): string => cardName(cardsOf(legalPlays(s, s.turn!))[0]);

export const bid = (seat: Seat, value: number): DealAction => ({ type: 'bid', seat, value });
export const hold = (seat: Seat): DealAction => ({ type: 'hold', seat });
export const pass = (seat: Seat): DealAction => ({ type: 'pass', seat });
export const pickUp = (seat: Seat): DealAction => ({ type: 'pickUpSkat', seat });
export const discard = (seat: Seat, a: string, b: string): DealAction => ({ type: 'discard', seat, cards: [a, b] });
export const declare = (
  seat: Seat,
  game: 'C' | 'S' | 'H' | 'D' | 'G' | 'N',
  flags: { ouvert?: boolean; schneiderAnnounced?: boolean; schwarzAnnounced?: boolean; tip?: boolean } = {},
): DealAction => ({ type: 'declare', seat, game, ...flags });
export const play = (seat: Seat, card: string): DealAction => ({ type: 'play', seat, card });

/** Forehand wins the bidding at 18 (middlehand and rearhand pass, forehand takes 18). */
export const FH_AT_18: DealAction[] = [pass(1), pass(2), bid(0, 18)];

export function gameOf(s: DealState) {
  if (!s.result || s.result.kind !== 'game') throw new Error(`no game result (phase ${s.phase})`);
  return s.result.game;
}

export function err(s: DealState, a: DealAction): string {
  const r = applyDeal(s, a);
  if (r.ok) throw new Error(`${JSON.stringify(a)} was accepted`);
  return r.error.code;
}
