// Tarock computer players (RULES.md §10): `random` picks any legal action; `heuristic` bids from
// trump length, Aces, Tens and voids (Bettel from low cards) and plays by rules of thumb. Both
// see only the seat's view and the legal actions, as the Skat strategies do; `strong` is in
// strong.ts, and index.ts's createTarockStrategy gives each by name.
import {
  parseTCard,
  tCardName,
  tPoints,
  tRankOf,
  tSuitOf,
  trickWinnerIndex,
  T_SUITS,
  type TarockAction,
  type TarockDealView,
  type TCard,
  type TSuit,
} from '../../../engine/tarock/index.js';

/** A Tarock player: the seat's view and legal actions in, one of those actions out; `next` gives uniform 32-bit integers. */
export type TarockStrategy = (view: TarockDealView, legal: readonly TarockAction[], next: () => number, budgetMs?: number) => TarockAction;

export const randomTarock: TarockStrategy = (_view, legal, next) => legal[next() % legal.length];

const cardsOf = (names: readonly string[]): TCard[] => names.map((n) => parseTCard(n)!);

/** Strength of a hand with a suit as trumps: length counts most, then Aces, Tens and voids. */
export function strength(hand: readonly TCard[], trump: number): number {
  let v = 0;
  for (const c of hand) {
    if (tSuitOf(c) === trump) v += 2 + (tRankOf(c) <= 1 ? 1 : 0);
    else if (tRankOf(c) === 0) v += 2;
    else if (tRankOf(c) === 1) v += 1;
  }
  for (let s = 0; s < 4; s++) if (s !== trump && !hand.some((c) => tSuitOf(c) === s)) v += 1;
  return v;
}

export function bestSuit(hand: readonly TCard[], allowed: readonly TSuit[] = T_SUITS): { suit: TSuit; value: number } {
  return allowed.map((suit) => ({ suit, value: strength(hand, T_SUITS.indexOf(suit)) })).sort((a, b) => b.value - a.value)[0];
}

/** Simple: the hand value (strength in the contract's suit) each contract needs. */
const SIMPLE_LEVEL: Record<string, number> = { FRAGE: 13, HEART_FRAGE: 13, SOLO: 15, HEART_SOLO: 16 };
const SIMPLE_ORDER = ['FRAGE', 'HEART_FRAGE', 'SOLO', 'HEART_SOLO', 'BETTEL'];
const PLAIN: readonly TSuit[] = ['E', 'G', 'S'];

/** Bettel from low cards: no Ace, King or Ober (the top of Bettel's order) and at most one Unter. */
function bettelSafe(hand: readonly TCard[]): boolean {
  return hand.every((c) => tRankOf(c) !== 0 && tRankOf(c) !== 2 && tRankOf(c) !== 3) && hand.filter((c) => tRankOf(c) === 4).length <= 1;
}

/** Whether the hand can afford a simple contract in its own suit (a Frage or Solo in its best plain suit). */
function affords(hand: readonly TCard[], contract: string, trump?: TSuit): boolean {
  if (contract === 'BETTEL') return bettelSafe(hand);
  const value =
    contract === 'HEART_FRAGE' || contract === 'HEART_SOLO' ? strength(hand, 2) : trump ? strength(hand, T_SUITS.indexOf(trump)) : bestSuit(hand, PLAIN).value;
  return value >= (SIMPLE_LEVEL[contract] ?? 99);
}

/**
 * Whether the heuristic bids (or holds) `bid` with this hand. Haferl: a target the hand should
 * reach; simple: a level at or below a contract the hand affords (the declarer may declare any
 * contract at or above the level reached).
 */
export function heuristicAffords(hand: readonly TCard[], bid: unknown): boolean {
  const { value } = bestSuit(hand);
  if (bid === 'pickUp') return value >= 17;
  if (typeof bid === 'number') return 40 + value * 2 >= bid;
  const i = SIMPLE_ORDER.indexOf(String(bid));
  return i >= 0 && SIMPLE_ORDER.slice(i).some((c) => affords(hand, c));
}

export const heuristicTarock: TarockStrategy = (view, legal) => {
  const hand = cardsOf(view.hand ?? []);
  const first = legal[0];
  if (first.type === 'bid') {
    const affordable = (bid: unknown): boolean => heuristicAffords(hand, bid);
    const pass = legal.find((a) => a.type === 'bid' && a.bid === 'pass')!;
    const hold = legal.find((a) => a.type === 'bid' && a.bid === 'hold');
    if (hold) {
      const high = [...view.bids].reverse().find((b) => b.bid !== 'pass' && b.bid !== 'hold')?.bid;
      return affordable(high) ? hold : pass;
    }
    const bids = legal.filter((a) => a.type === 'bid' && a.bid !== 'pass' && affordable(a.bid));
    return bids[0] ?? pass;
  }
  if (first.type === 'declare') {
    const declares = legal as Extract<TarockAction, { type: 'declare' }>[];
    // Simple: the cheapest contract the hand affords in its own suit (a Solo in the best plain suit).
    const bestPlain = bestSuit(hand, PLAIN).suit;
    const own = declares.find(
      (a) =>
        SIMPLE_LEVEL[a.contract] !== undefined &&
        (a.contract !== 'SOLO' || a.trump === bestPlain) &&
        affords(hand, a.contract, a.contract === 'SOLO' ? a.trump : undefined),
    );
    if (own) return own;
    const bettel = declares.find((a) => a.contract === 'BETTEL');
    if (bettel && (bettelSafe(hand) || declares.length === 1)) return bettel;
    // Otherwise the cheapest contract whose trumps are the hand's best allowed suit.
    const named = declares.filter((a) => a.trump !== undefined);
    const best = named.length
      ? bestSuit(
          hand,
          named.map((a) => a.trump!),
        ).suit
      : undefined;
    return declares.find((a) => a.contract !== 'BETTEL' && (a.trump === undefined || a.trump === best)) ?? first;
  }
  if (first.type === 'discard') {
    // Trumps are the best suit of the 14 cards; put away the least useful non-trumps.
    const trumps = [...new Set(legal.map((a) => (a as { trump?: TSuit }).trump).filter((t): t is TSuit => t !== undefined))];
    const trump = trumps.length ? bestSuit(hand, trumps).suit : (view.contract?.trump ?? 'H');
    const t = T_SUITS.indexOf(trump);
    const keep = (c: TCard): number => (tSuitOf(c) === t ? 100 : 0) + (tRankOf(c) === 0 ? 50 : 0) + hand.filter((x) => tSuitOf(x) === tSuitOf(c)).length;
    const away = [...hand].sort((a, b) => keep(a) - keep(b)).slice(0, 3);
    const names = new Set(away.map(tCardName));
    return legal.find((a) => a.type === 'discard' && a.cards.every((c) => names.has(c)) && (a.trump === undefined || a.trump === trump)) ?? first;
  }
  // Play.
  const plays = legal as Extract<TarockAction, { type: 'play' }>[];
  const cards = plays.map((a) => parseTCard(a.card)!);
  const bettel = view.contract?.type === 'BETTEL';
  const trump = bettel || !view.contract?.trump ? -1 : T_SUITS.indexOf(view.contract.trump);
  const cur = view.current ? cardsOf(view.current.cards) : [];
  const me = plays[0].seat;
  const declarerSide = (seat: number): boolean => seat === view.declarer;
  const byPoints = (a: TCard, b: TCard): number => tPoints(a) - tPoints(b) || tRankOf(b) - tRankOf(a);
  const pick = (c: TCard): TarockAction => plays[cards.indexOf(c)];
  if (bettel) {
    // The declarer ducks with its lowest card; defenders play high to leave him the trick.
    const low = [...cards].sort((a, b) => tRankOf(b) - tRankOf(a));
    return pick(me === view.declarer ? low[0] : low[low.length - 1]);
  }
  if (cur.length === 0) {
    const aces = cards.filter((c) => tRankOf(c) === 0 && tSuitOf(c) !== trump);
    if (aces.length) return pick(aces[0]);
    return pick([...cards].sort(byPoints)[0]);
  }
  const leader = view.current!.leader;
  const wins = (c: TCard): boolean => trickWinnerIndex([...cur, c], trump, false) === cur.length;
  const winnerNow = (leader + trickWinnerIndex(cur, trump, false)) % 3;
  const partnerWins = declarerSide(winnerNow) === declarerSide(me) && winnerNow !== me;
  if (partnerWins && cur.length === 2) return pick([...cards].sort(byPoints)[cards.length - 1]);
  const winning = cards.filter(wins).sort((a, b) => tRankOf(b) - tRankOf(a));
  if (winning.length && (cur.length === 2 || tPoints(cur[0]) >= 10)) return pick(winning[0]);
  return pick([...cards].sort(byPoints)[0]);
};

export const TAROCK_STRATEGIES: Record<'random' | 'heuristic', TarockStrategy> = { random: randomTarock, heuristic: heuristicTarock };
