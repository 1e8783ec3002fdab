// Hot-path trick rules over card bitmasks: trumps, following, trick winner, rank order.
// Everything is table-driven (one flat table per game kind, built once) so legal-move
// generation and trick evaluation never allocate. Bots and the fast core use these directly.
import { CARD_POINTS, SUIT_MASK, bit, type Card, type CardSet } from '../cards';
import type { GameType } from '../types';

/**
 * A game kind as a small integer, the index into the tables below:
 * 0 Clubs, 1 Spades, 2 Hearts, 3 Diamonds (same numbers as the card suits), 4 Grand, 5 Null,
 * 6 Ramsch (Jacks only, the Grand order).
 */
export type GameKind = 0 | 1 | 2 | 3 | 4 | 5 | 6;
export const KIND_CLUBS = 0;
export const KIND_SPADES = 1;
export const KIND_HEARTS = 2;
export const KIND_DIAMONDS = 3;
export const KIND_GRAND = 4;
export const KIND_NULL = 5;
export const KIND_RAMSCH = 6;

/** A game type letter, or 'R' for Ramsch, or the kind number itself. */
export type KindLike = GameKind | GameType | 'R';

const KIND_BY_LETTER: Record<string, GameKind> = { C: 0, S: 1, H: 2, D: 3, G: 4, N: 5, R: 6 };

export function gameKind(g: KindLike): GameKind {
  return typeof g === 'number' ? g : KIND_BY_LETTER[g];
}

/** Class of a card in a kind: 0..3 its (non-trump) suit, 4 trump. */
export const TRUMP_CLASS = 4;

// Strength within a class: trumps 64.., led-suit cards 32.., so one comparison decides a trick.
const STRENGTH = new Uint8Array(7 * 32);
const CLASS = new Uint8Array(7 * 32);
const FOLLOW = new Uint32Array(7 * 32);
const TRUMPS = new Uint32Array(7);
/** Strongest first: trumps (empty for Null), then per suit the non-trump cards. */
const ORDER: { trumps: Card[]; suits: Card[][] }[] = [];

// Suit/Grand order of a suit's non-Jack cards, strongest first: A T K Q 9 8 7 (rank indices).
const SUIT_ORDER = [0, 1, 2, 3, 5, 6, 7];
// Null order: A K Q J T 9 8 7.
const NULL_ORDER = [0, 2, 3, 4, 1, 5, 6, 7];
const JACK_ORDER = [4, 12, 20, 28]; // CJ SJ HJ DJ

for (let k = 0; k < 7; k++) {
  let trumps: Card[] = [];
  const suits: Card[][] = [[], [], [], []];
  if (k === KIND_NULL) {
    for (let s = 0; s < 4; s++) suits[s] = NULL_ORDER.map((r) => s * 8 + r);
  } else {
    trumps = [...JACK_ORDER];
    if (k < 4) trumps.push(...SUIT_ORDER.map((r) => k * 8 + r));
    for (let s = 0; s < 4; s++) if (s !== k || k >= 4) suits[s] = SUIT_ORDER.map((r) => s * 8 + r);
  }
  let tmask = 0;
  for (const c of trumps) tmask |= bit(c);
  TRUMPS[k] = tmask >>> 0;
  trumps.forEach((c, i) => {
    STRENGTH[k * 32 + c] = 64 + (trumps.length - i);
    CLASS[k * 32 + c] = TRUMP_CLASS;
  });
  suits.forEach((cards, s) =>
    cards.forEach((c, i) => {
      STRENGTH[k * 32 + c] = 32 + (cards.length - i);
      CLASS[k * 32 + c] = s;
    }),
  );
  for (let c = 0; c < 32; c++) {
    const cls = CLASS[k * 32 + c];
    FOLLOW[k * 32 + c] = cls === TRUMP_CLASS ? tmask >>> 0 : (SUIT_MASK[cls] & ~tmask) >>> 0;
  }
  ORDER.push({ trumps, suits });
}

/** The trumps of a game kind (Null: none; Grand and Ramsch: the four Jacks). */
export function trumpMask(g: KindLike): CardSet {
  return TRUMPS[gameKind(g)];
}

/** The cards that follow a led card: all trumps if it is a trump, else its suit without trumps. */
export function followMask(g: KindLike, led: Card): CardSet {
  return FOLLOW[gameKind(g) * 32 + led];
}

/** Legal cards to play from `hand`; `led` is the first card of the trick, or -1 when leading. */
export function legalPlayMask(g: KindLike, hand: CardSet, led: Card): CardSet {
  if (led < 0) return hand;
  const f = (hand & FOLLOW[gameKind(g) * 32 + led]) >>> 0;
  return f !== 0 ? f : hand;
}

/** Position (0 = the leader) of the winner of a complete trick of three cards in play order. */
export function trickWinner(g: KindLike, c0: Card, c1: Card, c2: Card): 0 | 1 | 2 {
  const b = gameKind(g) * 32;
  const led = CLASS[b + c0];
  let best = STRENGTH[b + c0];
  let w: 0 | 1 | 2 = 0;
  const k1 = CLASS[b + c1];
  if (k1 === led || k1 === TRUMP_CLASS) {
    const s = STRENGTH[b + c1];
    if (s > best) {
      best = s;
      w = 1;
    }
  }
  const k2 = CLASS[b + c2];
  if (k2 === led || k2 === TRUMP_CLASS) {
    if (STRENGTH[b + c2] > best) w = 2;
  }
  return w;
}

/** Seat (0..2) that wins a complete trick led by `leader`. */
export function trickWinnerSeat(g: KindLike, leader: number, c0: Card, c1: Card, c2: Card): 0 | 1 | 2 {
  return ((leader + trickWinner(g, c0, c1, c2)) % 3) as 0 | 1 | 2;
}

/** Does `a` beat `b` when `b` leads (or is the best so far of the led class)? */
export function beats(g: KindLike, a: Card, b: Card): boolean {
  const base = gameKind(g) * 32;
  const ka = CLASS[base + a];
  if (ka !== CLASS[base + b] && ka !== TRUMP_CLASS) return false;
  return STRENGTH[base + a] > STRENGTH[base + b];
}

/** Class of a card: 0..3 its suit (as a non-trump), 4 (TRUMP_CLASS) trump. */
export function cardClass(g: KindLike, c: Card): number {
  return CLASS[gameKind(g) * 32 + c];
}

/** Comparable strength: trumps 65.., other cards 33.. within their suit (higher wins). */
export function cardStrength(g: KindLike, c: Card): number {
  return STRENGTH[gameKind(g) * 32 + c];
}

/** Rank order, strongest first: the trumps and the plain cards of each suit. Shared arrays: do not mutate. */
export function rankOrder(g: KindLike): { readonly trumps: readonly Card[]; readonly suits: readonly (readonly Card[])[] } {
  return ORDER[gameKind(g)];
}

/** Card points of a card (A 11, T 10, K 4, Q 3, J 2, others 0). */
export function cardPoints(c: Card): number {
  return CARD_POINTS[c];
}

/**
 * The small interface a trick-taking game exposes to the deal machinery, so a 36-card
 * game can supply its own tables without touching play or scoring.
 */
export interface TrickRules {
  readonly deckSize: number;
  legalMask(hand: CardSet, led: Card): CardSet;
  /** Winner position (0 = leader) of a complete trick. */
  trickWinner(cards: readonly Card[]): number;
  cardPoints(c: Card): number;
}

const SKAT_TRICK_RULES: TrickRules[] = [0, 1, 2, 3, 4, 5, 6].map((k) => ({
  deckSize: 32,
  legalMask: (hand: CardSet, led: Card) => legalPlayMask(k as GameKind, hand, led),
  trickWinner: (cards: readonly Card[]) => trickWinner(k as GameKind, cards[0], cards[1], cards[2]),
  cardPoints,
}));

/** The Skat trick rules of a game kind. */
export function skatTrickRules(g: KindLike): TrickRules {
  return SKAT_TRICK_RULES[gameKind(g)];
}
