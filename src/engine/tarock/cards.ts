// Tarock cards: 36 German-suited cards as small integers, index = suit * 9 + rank, suits
// E G H S (Acorns, Leaves, Hearts, Bells), ranks A T K O U 9 8 7 6 (RULES.md 10.1). A hand is
// a sorted array of indices, not Skat's uint32 mask: 36 cards do not fit 32 bits, and widening
// Skat's hot-path masks to two words would slow Skat for a game that does not need the speed.
export type TCard = number; // 0..35
export type TSuit = 'E' | 'G' | 'H' | 'S';

export const T_SUITS: readonly TSuit[] = ['E', 'G', 'H', 'S'];
export const T_RANKS = ['A', 'T', 'K', 'O', 'U', '9', '8', '7', '6'] as const;
export const HEARTS_SUIT = 2;
const RANK_POINTS = [11, 10, 4, 3, 2, 0, 0, 0, 0];
/** Bettel order A K O U T 9 8 7 6 as a strength per rank index (higher beats lower). */
const BETTEL_STRENGTH = [8, 4, 7, 6, 5, 3, 2, 1, 0];

export const tSuitOf = (c: TCard): number => Math.floor(c / 9);
export const tRankOf = (c: TCard): number => c % 9;
export const tPoints = (c: TCard): number => RANK_POINTS[c % 9];
export const tPointsOf = (cards: readonly TCard[]): number => cards.reduce((p, c) => p + RANK_POINTS[c % 9], 0);
export const suitIndex = (s: TSuit): number => T_SUITS.indexOf(s);

/** Strength inside its suit: higher wins. */
export function tStrength(c: TCard, bettel: boolean): number {
  return bettel ? BETTEL_STRENGTH[c % 9] : 8 - (c % 9);
}

export function tCardName(c: TCard): string {
  return T_SUITS[tSuitOf(c)] + T_RANKS[tRankOf(c)];
}

const BY_NAME = new Map<string, TCard>(Array.from({ length: 36 }, (_, c) => [tCardName(c), c]));

/** Parses `EA`, `HT`, `SU`...; undefined for anything else. */
export function parseTCard(name: unknown): TCard | undefined {
  return typeof name === 'string' ? BY_NAME.get(name) : undefined;
}

export const tNames = (cards: readonly TCard[]): string[] => cards.map(tCardName);
export const sorted = (cards: readonly TCard[]): TCard[] => [...cards].sort((a, b) => a - b);
