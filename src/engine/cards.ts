// Skat cards as small integers and card sets as 32-bit masks. This is the hot path of
// legal-move generation, trick evaluation and every bot search, so nothing here allocates
// per call except the string helpers at the edges.
//
// Index = suit * 8 + rank, suits C S H D, ranks A T K Q J 9 8 7 (ISS notation order).

export type Card = number; // 0..31
export type CardSet = number; // uint32 bitmask, bit i = card i

export const SUITS = ['C', 'S', 'H', 'D'] as const;
export const RANKS = ['A', 'T', 'K', 'Q', 'J', '9', '8', '7'] as const;
export type SuitLetter = (typeof SUITS)[number];
export type RankLetter = (typeof RANKS)[number];

export const CLUBS = 0;
export const SPADES = 1;
export const HEARTS = 2;
export const DIAMONDS = 3;

export const RANK_A = 0;
export const RANK_T = 1;
export const RANK_K = 2;
export const RANK_Q = 3;
export const RANK_J = 4;
export const RANK_9 = 5;
export const RANK_8 = 6;
export const RANK_7 = 7;

const RANK_POINTS = [11, 10, 4, 3, 2, 0, 0, 0];

export const EMPTY: CardSet = 0;
export const FULL_DECK: CardSet = 0xffffffff;

export const suitOf = (c: Card): number => c >> 3;
export const rankOf = (c: Card): number => c & 7;
export const cardOf = (suit: number, rank: number): Card => suit * 8 + rank;
export const bit = (c: Card): CardSet => (1 << c) >>> 0;

/** Card points of each card index. */
export const CARD_POINTS: readonly number[] = Array.from({ length: 32 }, (_, c) => RANK_POINTS[c & 7]);

/** Mask of one suit's eight cards (Jacks included). */
export const SUIT_MASK: readonly CardSet[] = [0, 1, 2, 3].map((s) => (0xff << (s * 8)) >>> 0);

/** The four Jacks. */
export const JACKS: CardSet = [0, 1, 2, 3].reduce((m, s) => (m | bit(cardOf(s, RANK_J))) >>> 0, 0);

export function has(set: CardSet, c: Card): boolean {
  return ((set >>> c) & 1) === 1;
}

export function add(set: CardSet, c: Card): CardSet {
  return (set | (1 << c)) >>> 0;
}

export function remove(set: CardSet, c: Card): CardSet {
  return (set & ~(1 << c)) >>> 0;
}

export function count(set: CardSet): number {
  let v = set >>> 0;
  v = v - ((v >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** Index of the lowest set bit, or -1 for the empty set. */
export function lowest(set: CardSet): Card {
  if (set === 0) return -1;
  return 31 - Math.clz32((set & -set) >>> 0);
}

/** The cards of a set, lowest index first. */
export function cardsOf(set: CardSet): Card[] {
  const out: Card[] = [];
  let s = set >>> 0;
  while (s !== 0) {
    const low = (s & -s) >>> 0;
    out.push(31 - Math.clz32(low));
    s = (s ^ low) >>> 0;
  }
  return out;
}

export function setOf(cards: readonly Card[]): CardSet {
  let s = 0;
  for (const c of cards) s |= 1 << c;
  return s >>> 0;
}

/** Sum of card points in a set. */
export function pointsOf(set: CardSet): number {
  let p = 0;
  let s = set >>> 0;
  while (s !== 0) {
    const low = (s & -s) >>> 0;
    p += CARD_POINTS[31 - Math.clz32(low)];
    s = (s ^ low) >>> 0;
  }
  return p;
}

export function cardName(c: Card): string {
  return SUITS[c >> 3] + RANKS[c & 7];
}

const CARD_BY_NAME = new Map<string, Card>(Array.from({ length: 32 }, (_, c) => [cardName(c), c]));

/** Parses ISS notation such as `CJ` or `HT`; returns undefined for anything else. */
export function parseCard(name: unknown): Card | undefined {
  return typeof name === 'string' ? CARD_BY_NAME.get(name) : undefined;
}

export function setNames(set: CardSet): string[] {
  return cardsOf(set).map(cardName);
}
