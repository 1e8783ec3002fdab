// Game values and scoring (RULES.md 2, 3, 5 and the Ramsch of 7). Pure functions over
// bitmasks, shared by applyDeal and the fast core.
import { pointsOf, type CardSet } from '../cards';
import type { Declaration, GameEnd, GameResult, GameType, Level, RamschResult, Seat } from '../types';
import { gameKind, KIND_NULL, rankOrder, type KindLike } from './trick-rules';

/** Every legal bid, ascending (RULES.md 2). */
export const BID_LADDER: readonly number[] = [
  18, 20, 22, 23, 24, 27, 30, 33, 35, 36, 40, 44, 45, 46, 48, 50, 54, 55, 59, 60, 63, 66, 70, 72, 77, 80, 81, 84, 88, 90, 96, 99, 100, 108, 110, 120, 121, 132,
  144, 168, 192, 216, 240, 264,
];
const BID_SET = new Set(BID_LADDER);
export function isLegalBidValue(v: number): boolean {
  return BID_SET.has(v);
}

/** Base values: Clubs 12, Spades 11, Hearts 10, Diamonds 9, Grand 24. */
export const BASE_VALUE: Readonly<Record<Exclude<GameType, 'N'>, number>> = { C: 12, S: 11, H: 10, D: 9, G: 24 };

/** Null 23, Null Hand 35, Null Ouvert 46, Null Ouvert Hand 59. */
export function nullValue(hand: boolean, ouvert: boolean): number {
  return ouvert ? (hand ? 59 : 46) : hand ? 35 : 23;
}

/**
 * Matadors over the declarer's ten dealt cards plus the skat: +n "with n", -n "without n".
 * Suit games run through the Jacks and then the trump suit's A T K Q 9 8 7; Grand only the Jacks.
 */
export function matadors(g: KindLike, cards: CardSet): number {
  const k = gameKind(g);
  if (k === KIND_NULL) return 0;
  const trumps = rankOrder(k).trumps;
  const withTop = ((cards >>> trumps[0]) & 1) === 1;
  let n = 0;
  for (const c of trumps) {
    if ((((cards >>> c) & 1) === 1) !== withTop) break;
    n++;
  }
  return withTop ? n : -n;
}

/** Everything scoreGame needs, independent of how the deal got there. */
export interface GameOutcome {
  declarer: Seat;
  declaration: Declaration;
  bid: number;
  end: GameEnd;
  /** Declarer's ten dealt cards plus the skat (for matadors). */
  matadorCards: CardSet;
  /** Card points of the declarer: won tricks plus skat or discards. */
  declarerPoints: number;
  declarerTricks: number;
  /** Null: did the declarer take a trick. */
  declarerTookTrick: boolean;
  tipMade: boolean | null;
  kontraBy: Seat | null;
  re: boolean;
}

/**
 * Scores a suit, Grand or Null game (RULES.md 5). Announced Schneider/Schwarz count as
 * reached for the value even when missed; missed announcements, a missed tip, a conceded
 * or broken lay-open game lose; an overbid game is lost at the smallest multiple of the
 * base value reaching the bid.
 */
export function scoreGame(o: GameOutcome): GameResult {
  const d = o.declaration;
  const defenderPoints = 120 - o.declarerPoints;
  const schneider = o.declarerPoints <= 30 || defenderPoints <= 30;
  const schwarz = o.declarerTricks === 0 || o.declarerTricks === 10;
  let won: boolean;
  let base: number;
  let gameValue: number;
  let m = 0;
  const levels: Level[] = [];
  if (d.game === 'N') {
    base = nullValue(d.hand, d.ouvert);
    gameValue = base;
    // A given-up (or lay-open accepted) Null is simply won (RULES.md 6).
    won = o.end === 'givenUp' || o.end === 'layOpenAccepted' ? true : o.end === 'conceded' ? false : !o.declarerTookTrick;
  } else {
    base = BASE_VALUE[d.game];
    m = matadors(d.game, o.matadorCards);
    levels.push({ name: 'matadors', count: Math.abs(m) }, { name: 'game', count: 1 });
    if (d.hand) levels.push({ name: 'hand', count: 1 });
    if (schneider || d.schneiderAnnounced) levels.push({ name: 'schneider', count: 1 });
    if (d.schneiderAnnounced) levels.push({ name: 'schneiderAnnounced', count: 1 });
    if (schwarz || d.schwarzAnnounced) levels.push({ name: 'schwarz', count: 1 });
    if (d.schwarzAnnounced) levels.push({ name: 'schwarzAnnounced', count: 1 });
    if (d.ouvert) levels.push({ name: 'ouvert', count: 1 });
    if (d.tip) levels.push({ name: 'tip', count: 2 });
    let sum = 0;
    for (const l of levels) sum += l.count;
    gameValue = base * sum;
    won = o.declarerPoints >= 61;
    if (d.schneiderAnnounced && defenderPoints > 30) won = false;
    if (d.schwarzAnnounced && o.declarerTricks < 10) won = false;
    if (d.tip && o.tipMade !== true) won = false;
    if (o.end === 'conceded' || o.end === 'layOpenBroken') won = false;
  }
  const overbid = gameValue < o.bid;
  let value = gameValue;
  if (overbid) {
    won = false;
    value = Math.ceil(o.bid / base) * base;
  }
  let score = won ? value : -2 * value;
  if (o.kontraBy !== null) score *= 2;
  if (o.re) score *= 2;
  return {
    declarer: o.declarer,
    declaration: { ...d },
    bid: o.bid,
    won,
    end: o.end,
    matadors: m,
    base,
    levels,
    gameValue,
    overbid,
    value,
    declarerPoints: o.declarerPoints,
    defenderPoints,
    declarerTricks: o.declarerTricks,
    schneider: d.game === 'N' ? false : schneider,
    schwarz: d.game === 'N' ? false : schwarz,
    tipMade: d.tip ? o.tipMade === true : null,
    kontra: o.kontraBy !== null,
    re: o.re,
    kontraBy: o.kontraBy,
    score,
  };
}

/**
 * Scores a Ramsch (RULES.md 7): the most points loses them (all tied for most lose),
 * Jungfrau (someone took no trick) doubles the loss, Durchmarsch scores +120 and nobody loses.
 * `taken` already includes the skat for the winner of the last trick.
 */
export function scoreRamsch(taken: readonly [CardSet, CardSet, CardSet], tricks: readonly [number, number, number]): RamschResult {
  const cardPoints: [number, number, number] = [pointsOf(taken[0]), pointsOf(taken[1]), pointsOf(taken[2])];
  const t: [number, number, number] = [tricks[0], tricks[1], tricks[2]];
  const scores: [number, number, number] = [0, 0, 0];
  for (let s = 0; s < 3; s++) {
    if (t[s] === 10) {
      scores[s] = 120;
      return { cardPoints, tricks: t, losers: [], jungfrau: false, durchmarsch: s as Seat, scores };
    }
  }
  const most = Math.max(...cardPoints);
  const losers = ([0, 1, 2] as Seat[]).filter((s) => cardPoints[s] === most);
  const jungfrau = t.some((n) => n === 0);
  for (const s of losers) scores[s] = -cardPoints[s] * (jungfrau ? 2 : 1);
  return { cardPoints, tricks: t, losers, jungfrau, durchmarsch: null, scores };
}
