// Card-play tables for the double-dummy solver, one set per game kind. The solver keeps its
// own copy of the trick rules (trump mask, following, trick winner) as flat typed arrays so
// the inner loop never calls into the engine; test/bots/solver.spec.ts cross-checks them
// against the engine's helpers.
import { type Card, CARD_POINTS, type CardSet, type GameType, JACKS, SUIT_MASK } from '../../engine/index.js';

/** Game kinds for card play: the six declarable games plus 'R' (Ramsch: Jacks-only trumps, like Grand). */
export type SolverGame = GameType | 'R';

export interface GameTables {
  readonly game: SolverGame;
  readonly trumps: CardSet;
  /** Mask of the effective suit of each card (all trumps form one suit). */
  readonly effSuit: Int32Array;
  /** Strength inside the effective suit; trumps are above every plain card. */
  readonly power: Int32Array;
  /** beats[a * 32 + b] = 1 when b, played after a is winning, takes the lead. */
  readonly beats: Uint8Array;
  /** Cards of the same effective suit that are stronger than c. */
  readonly higher: Int32Array;
  /** between[a * 32 + b]: cards of the same effective suit strictly between a and b in power. */
  readonly between: Int32Array;
}

const cache = new Map<SolverGame, GameTables>();

/** Power order, strongest first, of every effective suit of a game. */
export function suitOrders(game: SolverGame): Card[][] {
  const plain = (s: number) => [0, 1, 2, 3, 5, 6, 7].map((r) => s * 8 + r); // A T K Q 9 8 7
  const jacks = [4, 12, 20, 28]; // CJ SJ HJ DJ
  if (game === 'N') return [0, 1, 2, 3].map((s) => [0, 2, 3, 4, 1, 5, 6, 7].map((r) => s * 8 + r)); // A K Q J T 9 8 7
  if (game === 'G' || game === 'R') return [jacks, ...[0, 1, 2, 3].map(plain)];
  const t = 'CSHD'.indexOf(game);
  return [[...jacks, ...plain(t)], ...[0, 1, 2, 3].filter((s) => s !== t).map(plain)];
}

export function gameTables(game: SolverGame): GameTables {
  const hit = cache.get(game);
  if (hit) return hit;
  const orders = suitOrders(game);
  const trumps = game === 'N' ? 0 : game === 'G' || game === 'R' ? JACKS : JACKS | SUIT_MASK['CSHD'.indexOf(game)] | 0;
  const effSuit = new Int32Array(32);
  const power = new Int32Array(32);
  const higher = new Int32Array(32);
  const between = new Int32Array(32 * 32);
  for (const order of orders) {
    let mask = 0;
    for (const c of order) mask |= 1 << c;
    const isTrump = (trumps & (1 << order[0])) !== 0;
    order.forEach((c, i) => {
      effSuit[c] = mask;
      power[c] = (isTrump ? 100 : 0) + (order.length - i);
      let hi = 0;
      for (let j = 0; j < i; j++) hi |= 1 << order[j];
      higher[c] = hi;
      for (let j = 0; j < order.length; j++) {
        let btw = 0;
        for (let k = Math.min(i, j) + 1; k < Math.max(i, j); k++) btw |= 1 << order[k];
        between[c * 32 + order[j]] = btw;
      }
    });
  }
  const beats = new Uint8Array(32 * 32);
  for (let a = 0; a < 32; a++) {
    for (let b = 0; b < 32; b++) {
      const ta = (trumps >>> a) & 1;
      const tb = (trumps >>> b) & 1;
      beats[a * 32 + b] = (tb && !ta) || (effSuit[a] === effSuit[b] && power[b] > power[a]) ? 1 : 0;
    }
  }
  const t: GameTables = { game, trumps, effSuit, power, beats, higher, between };
  cache.set(game, t);
  return t;
}

/** Legal cards for a hand given the card that led the trick (-1 when leading). */
export function legalMask(t: GameTables, hand: CardSet, led: Card): CardSet {
  if (led < 0) return hand | 0;
  const f = hand & t.effSuit[led];
  return f !== 0 ? f : hand | 0;
}

/** Index (0..2) of the winning card of a complete trick in play order. */
export function trickWinnerIndex(t: GameTables, cards: readonly Card[]): number {
  let w = 0;
  for (let i = 1; i < cards.length; i++) if (t.beats[cards[w] * 32 + cards[i]]) w = i;
  return w;
}

export const POINTS = Int32Array.from(CARD_POINTS);

/**
 * Runs of interchangeable cards for transposition keys: maximal stretches of an effective
 * suit, adjacent in power and equal in points (7 8 9; the Jacks) — or, when only tricks
 * count (Null), whole suits. Which cards of a run are left does not change the game, only how
 * many and who holds them, so keys pack a run's remaining cards to its top.
 */
export function interchangeableRuns(game: SolverGame, tricksOnly: boolean): Int32Array[] {
  const out: Int32Array[] = [];
  for (const order of suitOrders(game)) {
    if (tricksOnly) {
      out.push(Int32Array.from(order));
      continue;
    }
    let start = 0;
    for (let i = 1; i <= order.length; i++) {
      if (i === order.length || CARD_POINTS[order[i]] !== CARD_POINTS[order[start]]) {
        if (i - start >= 2) out.push(Int32Array.from(order.slice(start, i)));
        start = i;
      }
    }
  }
  return out;
}
