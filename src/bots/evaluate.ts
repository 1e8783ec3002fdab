// Hand evaluation for bidding and declaring: a strength score per game (Jacks, trump length,
// aces and tens, voids), Null safety, game values, the bid limit and the best discard.
// The scale is "strength of the ten cards the declarer plays with"; a suit game or Grand is
// a fair bet from about WIN_STRENGTH up (calibrated by eye on arena runs, not a theory).
import { BASE_VALUE, BID_LADDER, type CardSet, count, type GameType, JACKS, matadors, nullValue, pointsOf, SUIT_MASK } from '../engine/index.js';

export const WIN_STRENGTH = 11;
/** What picking up the skat is worth on average, in strength units. */
export const SKAT_GAIN = 1.3;

const JACK_VALUE = [3, 2.5, 2, 1.6]; // CJ SJ HJ DJ
const ACE = 0;
const TEN = 1;

const has = (m: CardSet, c: number) => ((m >>> c) & 1) === 1;

/** Strength of ten cards for a suit game in suit `s` (0..3) or Grand (s = 4). */
export function strength(hand: CardSet, s: number): number {
  let v = 0;
  let nJacks = 0;
  for (let j = 0; j < 4; j++)
    if (has(hand, j * 8 + 4)) {
      v += JACK_VALUE[j];
      nJacks++;
    }
  if (s < 4) {
    const trumpSuit = hand & SUIT_MASK[s] & ~JACKS;
    const n = count(trumpSuit);
    if (has(trumpSuit, s * 8 + ACE)) v += 1.5;
    if (has(trumpSuit, s * 8 + TEN)) v += 1;
    v += n * 1.1;
    const trumps = n + nJacks;
    // Side suits: aces and guarded tens win, voids let trumps ruff.
    for (let o = 0; o < 4; o++) {
      if (o === s) continue;
      const side = hand & SUIT_MASK[o] & ~JACKS;
      const k = count(side);
      const a = has(side, o * 8 + ACE);
      const t = has(side, o * 8 + TEN);
      if (a) v += 1.3;
      if (t) v += a ? 1 : k >= 2 ? 0.4 : -0.4;
      if (k === 0 && trumps >= 5) v += 0.8;
      if (!a && k >= 3) v -= 0.4; // a long side suit without the ace leaks points
    }
    if (trumps <= 4) v -= (5 - trumps) * 1.5;
    return v;
  }
  // Grand: Jacks, aces, tens with their ace, long suits headed by A T.
  if (nJacks <= 1) v -= 2;
  for (let o = 0; o < 4; o++) {
    const side = hand & SUIT_MASK[o] & ~JACKS;
    const k = count(side);
    const a = has(side, o * 8 + ACE);
    const t = has(side, o * 8 + TEN);
    if (a) v += 2;
    if (t) v += a ? 1.6 : k >= 3 ? 0.4 : -0.6;
    if (a && t && k >= 4) v += (k - 3) * 0.9;
    if (!a && k >= 2) v -= 0.3 * (k - 1);
  }
  return v;
}

/** Null: number of "unsafe" cards (a card is safe when enough lower cards cover it). */
export function nullRisk(hand: CardSet): number {
  // Null rank from low to high: 7 8 9 T J Q K A (rank indices 7 6 5 1 4 3 2 0).
  const ORDER = [7, 6, 5, 1, 4, 3, 2, 0];
  let risk = 0;
  for (let s = 0; s < 4; s++) {
    let i = 0; // position among own cards of this suit, lowest first
    for (let r = 0; r < 8; r++) {
      if (!has(hand, s * 8 + ORDER[r])) continue;
      // The i-th lowest own card (0-based) must not be above rank 2i (0-based): 7, 9, J, K.
      if (r > 2 * i) risk += r - 2 * i;
      i++;
    }
  }
  return risk;
}

export const GAME_TYPES: readonly GameType[] = ['C', 'S', 'H', 'D', 'G', 'N'];

/** Value of a suit/Grand game from the cards the matadors are counted over (no Schneider). */
export function suitGameValue(game: Exclude<GameType, 'N'>, matadorCards: CardSet, hand: boolean): number {
  return BASE_VALUE[game] * (Math.abs(matadors(game, matadorCards)) + 1 + (hand ? 1 : 0));
}

export interface GameChoice {
  game: GameType;
  strength: number;
  /** Win probability estimate. */
  p: number;
  value: number;
}

const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

export function winProbability(game: GameType, hand10: CardSet, pickup: boolean): number {
  if (game === 'N') {
    const r = nullRisk(hand10);
    return pickup ? sigmoid(2.2 - 1.6 * r) : sigmoid(2.5 - 2.5 * r);
  }
  const s = strength(hand10, 'CSHDG'.indexOf(game)) + (pickup ? SKAT_GAIN : 0);
  return sigmoid((s - WIN_STRENGTH) / 1.3);
}

/** Candidate games for ten dealt cards (skat unknown), best expected score first. */
export function rankGames(hand10: CardSet, pickup: boolean): GameChoice[] {
  const out: GameChoice[] = [];
  for (const game of GAME_TYPES) {
    const p = winProbability(game, hand10, pickup);
    // Matadors over the ten cards only: the skat may change "without" counts, a cautious estimate.
    const value = game === 'N' ? nullValue(!pickup, false) : suitGameValue(game, hand10, !pickup);
    out.push({ game, strength: p, p, value });
  }
  return out.sort((a, b) => ev(b) - ev(a));
}

export const ev = (c: { p: number; value: number }) => c.p * c.value - (1 - c.p) * 2 * c.value;

/** The highest bid to go to with these ten cards (0: pass). */
export function bidLimit(hand10: CardSet, minP = 0.55): number {
  let limit = 0;
  for (const pickup of [true, false]) {
    for (const g of rankGames(hand10, pickup)) {
      if (g.p >= (pickup ? minP : minP + 0.1) && g.value > limit) limit = g.value;
    }
  }
  if (limit === 0) return 0;
  // Highest legal bid not above the limit.
  let b = 0;
  for (const v of BID_LADDER) if (v <= limit) b = v;
  return b;
}

/** After picking up: the best two cards to put away and the game, given the bid. */
export function chooseDiscardAndGame(hand12: CardSet, matadorCards: CardSet, bid: number): { discard: [number, number]; game: GameType; p: number } {
  const cards: number[] = [];
  for (let c = 0; c < 32; c++) if (has(hand12, c)) cards.push(c);
  let best = { score: -Infinity, discard: [cards[0], cards[1]] as [number, number], game: 'G' as GameType, p: 0 };
  for (let i = 0; i < cards.length; i++) {
    for (let j = i + 1; j < cards.length; j++) {
      const d = (1 << cards[i]) | (1 << cards[j]);
      const rest = (hand12 & ~d) >>> 0;
      const dp = pointsOf(d);
      for (const game of GAME_TYPES) {
        let p: number;
        let value: number;
        if (game === 'N') {
          value = nullValue(false, false);
          if (value < bid) continue;
          p = winProbability('N', rest, false);
        } else {
          const si = 'CSHDG'.indexOf(game);
          // Discarded points count for the declarer; discarding trumps is rarely right.
          const st = strength(rest, si) + dp / 12 - (game !== 'G' && (d & (SUIT_MASK[si] | JACKS)) !== 0 ? 0.8 : 0) - (d & JACKS ? 1.5 : 0);
          p = sigmoid((st - WIN_STRENGTH) / 1.3);
          value = suitGameValue(game, matadorCards, false);
          if (value < bid) p *= 0.05; // overbid: lost unless Schneider happens
          value = Math.max(value, bid);
        }
        const score = ev({ p, value });
        if (score > best.score) best = { score, discard: [cards[i], cards[j]], game, p };
      }
    }
  }
  return { discard: best.discard, game: best.game, p: best.p };
}
