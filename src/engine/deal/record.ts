// A finished deal's record as plain JSON, for people and tools: the deal record the service
// serves and the lines `simulate --json` prints are both this one shape (seats, not players).
import { CARD_POINTS, cardName, setNames, setOf } from '../cards';
import type { DealAction, DealResult, Declaration, RuleOptions, Seat } from '../types';
import { DEAL_SCHEME_V1, schemeDeck, type DealScheme } from './fair';
import type { DealMode, DealState } from './state';

export type DealRecordJson = {
  /** How the deck came from the seed (docs/fair-deals.md). */
  scheme: DealScheme;
  /** skat-deal-v2: the commitment published before the deal's first action (null otherwise). */
  commitment: string | null;
  /** skat-deal-v2: the players' entropy mixed into the shuffle, in player order. */
  entropy: string[];
  /** The deal's secret seed, revealed now that the deal is over. */
  seed: string;
  mode: DealMode;
  rules: RuleOptions;
  /** The ten cards each seat was dealt, in the order dealt (the scheme's deck order; sorted when the deck came from elsewhere). */
  hands: string[][];
  skat: string[];
  /** The two cards the declarer put away ([] when the skat was not picked up). */
  discards: string[];
  declarer: Seat | null;
  /** The value the declarer had to reach (the highest bid, 0 without bidding). */
  bid: number;
  /** Every bid, hold and pass in order; `value` is the bid said, held, or standing at the pass. */
  bidding: { seat: Seat; type: 'bid' | 'hold' | 'pass'; value: number }[];
  declaration: Declaration | null;
  /** Every action, in order. */
  moves: DealAction[];
  /** Every trick in order; the last one, cut short by a concession (give-up, lay-open, conceding), has `winner` null. */
  tricks: { leader: Seat; winner: Seat | null; points: number; cards: string[] }[];
  result: DealResult | null;
};

export function dealRecordJson(deal: DealState): DealRecordJson {
  const bidding: DealRecordJson['bidding'] = [];
  let standing = 0;
  for (const a of deal.log) {
    if (a.type === 'bid') standing = a.value;
    if (a.type === 'bid' || a.type === 'hold' || a.type === 'pass') bidding.push({ seat: a.seat, type: a.type, value: standing });
  }
  return {
    scheme: deal.scheme ?? DEAL_SCHEME_V1,
    commitment: deal.commitment ?? null,
    entropy: deal.entropy ? deal.entropy.slice() : [],
    seed: deal.seed,
    mode: deal.mode,
    rules: deal.rules,
    hands: dealtOrder(deal),
    skat: setNames(deal.skat),
    discards: setNames(deal.discards),
    declarer: deal.declarer,
    bid: deal.bid,
    bidding,
    declaration: deal.declaration,
    moves: deal.log,
    tricks: [
      ...deal.tricks.map((t): DealRecordJson['tricks'][number] => ({ leader: t.leader, winner: t.winner, points: t.points, cards: t.cards.map(cardName) })),
      // A concession ends the deal between two tricks or inside one: the cards on the table are played cards too.
      ...(deal.current.cards.length
        ? [
            {
              leader: deal.current.leader,
              winner: null,
              points: deal.current.cards.reduce((n, c) => n + CARD_POINTS[c], 0),
              cards: deal.current.cards.map(cardName),
            },
          ]
        : []),
    ],
    result: deal.result,
  };
}

/** Each seat's hand in the order dealt: the scheme's deck recomputed from the seed, when it deals these hands. */
function dealtOrder(deal: DealState): string[][] {
  const sorted = deal.dealt.map((h) => setNames(h));
  let deck;
  try {
    deck = schemeDeck(deal.scheme ?? DEAL_SCHEME_V1, deal.seed, deal.entropy ?? []);
  } catch {
    return sorted;
  }
  const hands = [0, 1, 2].map((s) => deck.slice(s * 10, s * 10 + 10));
  return hands.every((h, s) => setOf(h) === deal.dealt[s]) ? hands.map((h) => h.map(cardName)) : sorted;
}
