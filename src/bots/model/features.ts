// Hand features for the bidding model (model.ts): ten cards seen from the seat that would
// declare, relative to the game (trump suit, Grand, Null), plus the seat (forehand leads).
// Cards are suit * 8 + rank with ranks A T K Q J 9 8 7 (0..7), suits Clubs Spades Hearts Diamonds.
import { type CardSet, count, type GameType, JACKS, pointsOf, type Seat, SUIT_MASK } from '../../engine/index.js';

/** Games sharing one set of weights: the four suit games (features relative to trumps), Grand, Null. */
export type Family = 'suit' | 'grand' | 'null';
/** Hand: ten cards, skat unseen and kept. Pickup: ten dealt cards before the skat. After: ten cards after the discard (skat points known). */
export type Kind = 'hand' | 'pickup' | 'after';

export const modelKey = (family: Family, kind: Kind) => `${family}/${kind}`;

export const familyOf = (g: GameType): Family => (g === 'G' ? 'grand' : g === 'N' ? 'null' : 'suit');

const has = (m: CardSet, c: number) => ((m >>> c) & 1) === 1;
const A = 0;
const T = 1;
const K = 2;

const SEAT_NAMES = ['middlehand', 'rearhand'];
export const FEATURE_NAMES: Readonly<Record<Family, readonly string[]>> = {
  suit: [
    'bias',
    ...SEAT_NAMES,
    'jackC',
    'jackS',
    'jackH',
    'jackD',
    'trumps',
    'trumps2',
    'trumpA',
    'trumpT',
    'sideA',
    'sideTguarded',
    'sideTbare',
    'sideK',
    'voids',
    'singletons',
    'longSideNoAce',
    'points',
    'skatPoints',
  ],
  grand: [
    'bias',
    ...SEAT_NAMES,
    'jackC',
    'jackS',
    'jackH',
    'jackD',
    'jacks2',
    'aces',
    'tensWithAce',
    'tensGuarded',
    'tensBare',
    'kings',
    'runLength',
    'lowWithoutAce',
    'voids',
    'points',
    'skatPoints',
  ],
  null: ['bias', ...SEAT_NAMES, 'risk', 'riskySuits', 'maxSuitRisk', 'sevens', 'eights', 'voids', 'singleHigh', 'aces', 'points', 'skatPoints'],
};

// Null order from low to high: 7 8 9 T J Q K A (rank indices 7 6 5 1 4 3 2 0).
const NULL_ORDER = [7, 6, 5, 1, 4, 3, 2, 0];

/** Unsafe depth of one Null suit: how far the i-th lowest own card sits above the rank 2i it can be covered at. */
function nullSuitRisk(hand: CardSet, s: number): number {
  let risk = 0;
  let i = 0;
  for (let r = 0; r < 8; r++) {
    if (!has(hand, s * 8 + NULL_ORDER[r])) continue;
    if (r > 2 * i) risk += r - 2 * i;
    i++;
  }
  return risk;
}

/**
 * The feature vector (FEATURE_NAMES[family] order). `trump` is the suit (0..3) for suit games;
 * `skatPoints` the points put away (kind 'after'), else 0.
 */
export function features(family: Family, hand: CardSet, seat: Seat, trump = 0, skatPoints = 0): Float64Array {
  const x = new Float64Array(FEATURE_NAMES[family].length);
  x[0] = 1;
  x[1] = seat === 1 ? 1 : 0;
  x[2] = seat === 2 ? 1 : 0;
  const points = pointsOf(hand) / 10;
  if (family === 'null') {
    let risk = 0;
    let risky = 0;
    let max = 0;
    let voids = 0;
    let singleHigh = 0;
    for (let s = 0; s < 4; s++) {
      const r = nullSuitRisk(hand, s);
      risk += r;
      if (r > 0) risky++;
      max = Math.max(max, r);
      const suit = hand & SUIT_MASK[s];
      const n = count(suit);
      if (n === 0) voids++;
      // A lone high card cannot be covered (it falls under a lead of the suit).
      if (n === 1 && r > 0) singleHigh++;
    }
    let sevens = 0;
    let eights = 0;
    let aces = 0;
    for (let s = 0; s < 4; s++) {
      if (has(hand, s * 8 + 7)) sevens++;
      if (has(hand, s * 8 + 6)) eights++;
      if (has(hand, s * 8 + A)) aces++;
    }
    x.set([risk, risky, max, sevens, eights, voids, singleHigh, aces, points, skatPoints / 10], 3);
    return x;
  }
  const jacks = [0, 1, 2, 3].map((j) => (has(hand, j * 8 + 4) ? 1 : 0));
  const nJacks = jacks[0] + jacks[1] + jacks[2] + jacks[3];
  if (family === 'suit') {
    const trumpSuit = hand & SUIT_MASK[trump] & ~JACKS;
    const trumps = count(trumpSuit) + nJacks;
    let sideA = 0;
    let sideTg = 0;
    let sideTb = 0;
    let sideK = 0;
    let voids = 0;
    let singletons = 0;
    let longNoAce = 0;
    for (let o = 0; o < 4; o++) {
      if (o === trump) continue;
      const side = hand & SUIT_MASK[o] & ~JACKS;
      const k = count(side);
      const a = has(side, o * 8 + A);
      if (a) sideA++;
      if (has(side, o * 8 + T)) {
        if (a || k >= 2) sideTg++;
        else sideTb++;
      }
      if (has(side, o * 8 + K)) sideK++;
      if (k === 0) voids++;
      if (k === 1 && !a) singletons++;
      if (!a && k >= 3) longNoAce += k - 2;
    }
    x.set(
      [
        ...jacks,
        trumps,
        (trumps * trumps) / 10,
        has(trumpSuit, trump * 8 + A) ? 1 : 0,
        has(trumpSuit, trump * 8 + T) ? 1 : 0,
        sideA,
        sideTg,
        sideTb,
        sideK,
        voids,
        singletons,
        longNoAce,
        points,
        skatPoints / 10,
      ],
      3,
    );
    return x;
  }
  let aces = 0;
  let tensA = 0;
  let tensG = 0;
  let tensB = 0;
  let kings = 0;
  let run = 0;
  let lowNoAce = 0;
  let voids = 0;
  for (let o = 0; o < 4; o++) {
    const side = hand & SUIT_MASK[o] & ~JACKS;
    const k = count(side);
    const a = has(side, o * 8 + A);
    const t = has(side, o * 8 + T);
    if (a) aces++;
    if (t) {
      if (a) tensA++;
      else if (k >= 3) tensG++;
      else tensB++;
    }
    if (has(side, o * 8 + K)) kings++;
    if (a && t && k >= 4) run += k - 3;
    if (!a && k >= 2) lowNoAce += k - 1;
    if (k === 0) voids++;
  }
  x.set([...jacks, (nJacks * nJacks) / 4, aces, tensA, tensG, tensB, kings, run, lowNoAce, voids, points, skatPoints / 10], 3);
  return x;
}
