// Null: win chances for declaring and rules for card play, from the suit structure.
//
// A Null is lost at the declarer's first trick, and the defenders lead every trick after the
// first. In one suit, with the declarer's cards d0 < d1 < ... and the defenders' e0 < e1 < ...
// (Null order 7 8 9 T J Q K A), the defenders can force a trick when some di > ei: they lead
// their lowest cards and the declarer runs out of cards to play under them. So 7-9-J is safe
// against any distribution (every gap is one card), 8 with the 7 out is not, and a suit the
// declarer does not hold is never a danger. A suit safe against all outstanding cards together
// is safe for sure (even open, Ouvert). Against one distribution: caught when one defender
// alone holds the cards that break it (a low lead finds it); when only both together do, they
// must coordinate without seeing the declarer's hand (counted as a coin flip); Ouvert is caught
// whenever the two together can. Cautious on purpose: the declarer's own discards when void and
// the defenders' need to get the lead are left out.
import { type Card, type CardSet, count, type Seat } from '../engine/index.js';
import type { Knowledge } from './knowledge.js';

/** Null level of a card's rank index (A T K Q J 9 8 7 = 0..7): Seven 0 .. Ace 7. */
const LEVEL_OF_RANK = [7, 3, 6, 5, 4, 2, 1, 0];
/** Weight of a world where only both defenders together can catch the declarer (they do not see his cards). */
const COORDINATION = 0.5;

export const NULL_VALUES = { plain: 23, hand: 35, ouvert: 46, ouvertHand: 59 } as const;

export const nullLevel = (c: Card): number => LEVEL_OF_RANK[c & 7];

/** The levels (bit i = level i) a card set holds in one suit. */
export function suitLevels(cards: CardSet, suit: number): number {
  let m = 0;
  const s = (cards >>> (suit * 8)) & 0xff;
  for (let r = 0; r < 8; r++) if ((s >>> r) & 1) m |= 1 << LEVEL_OF_RANK[r];
  return m;
}

const lowBit = (m: number) => 31 - Math.clz32(m & -m);

/** Whether defenders holding levels `e` can force the declarer holding `d` to take a trick in this suit. */
export function breaks(d: number, e: number): boolean {
  while (d !== 0 && e !== 0) {
    if (lowBit(d) > lowBit(e)) return true;
    d &= d - 1;
    e &= e - 1;
  }
  return false;
}

export type SuitSafety = 'void' | 'safe' | 'unsafe';

/** Per suit (C S H D): void, safe against every distribution of `outstanding`, or unsafe. */
export function classifySuits(hand: CardSet, outstanding: CardSet): SuitSafety[] {
  return [0, 1, 2, 3].map((s) => {
    const d = suitLevels(hand, s);
    if (d === 0) return 'void';
    return breaks(d, suitLevels(outstanding, s)) ? 'unsafe' : 'safe';
  });
}

/** A sure Null: no suit can be broken whatever the distribution (and, leading, a lead nobody can duck under is at hand). */
export function isSureNull(hand: CardSet, outstanding: CardSet, leads: boolean): boolean {
  if (classifySuits(hand, outstanding).includes('unsafe')) return false;
  if (!leads) return true;
  // The first lead: the lowest card of a suit with nothing of the defenders below it, leaving the suit safe.
  for (let s = 0; s < 4; s++) {
    const d = suitLevels(hand, s);
    const e = suitLevels(outstanding, s);
    if (d === 0 || (e !== 0 && lowBit(e) < lowBit(d))) continue;
    if (!breaks(d & (d - 1), e)) return true;
  }
  return false;
}

/** Worth of one world for the declarer: 1 safe, 0 caught, COORDINATION when only both defenders together can catch him. */
function worldWorth(decl: number[], e1: number[], e2: number[], ouvert: boolean): number {
  let w = 1;
  for (let s = 0; s < 4; s++) {
    const d = decl[s];
    if (d === 0) continue;
    if (breaks(d, e1[s] | e2[s])) {
      if (ouvert || breaks(d, e1[s]) || breaks(d, e2[s])) return 0;
      w *= COORDINATION;
    }
  }
  return w;
}

interface Split {
  e1: number[];
  e2: number[];
}

/** Random splits of `pool` into the two defenders' hands (n1 and n2 cards; the rest to the skat). */
function sampleSplits(pool: CardSet, n1: number, n2: number, worlds: number, rng: () => number): Split[] {
  const cards: number[] = [];
  for (let c = 0; c < 32; c++) if ((pool >>> c) & 1) cards.push(c);
  const out: Split[] = [];
  for (let w = 0; w < worlds; w++) {
    for (let i = cards.length - 1; i > 0; i--) {
      const j = Math.floor(rng() * (i + 1));
      [cards[i], cards[j]] = [cards[j], cards[i]];
    }
    let h1 = 0;
    let h2 = 0;
    for (let i = 0; i < n1; i++) h1 |= 1 << cards[i];
    for (let i = n1; i < n1 + n2; i++) h2 |= 1 << cards[i];
    out.push({ e1: [0, 1, 2, 3].map((s) => suitLevels(h1 >>> 0, s)), e2: [0, 1, 2, 3].map((s) => suitLevels(h2 >>> 0, s)) });
  }
  return out;
}

/** Average worth over the splits; a declarer who leads the first trick picks the best lead. */
function chanceOver(hand: CardSet, splits: Split[], leads: boolean, ouvert: boolean): number {
  const decl = [0, 1, 2, 3].map((s) => suitLevels(hand, s));
  if (!leads) return splits.reduce((a, x) => a + worldWorth(decl, x.e1, x.e2, ouvert), 0) / splits.length;
  let best = 0;
  for (let s = 0; s < 4; s++) {
    if (decl[s] === 0) continue;
    const low = lowBit(decl[s]);
    const after = decl.slice();
    after[s] = decl[s] & (decl[s] - 1);
    let sum = 0;
    for (const x of splits) {
      // The lead is taken when a defender can play under it.
      const under = (1 << low) - 1;
      if ((x.e1[s] | x.e2[s]) & under) continue;
      sum += worldWorth(after, x.e1, x.e2, ouvert);
    }
    best = Math.max(best, sum / splits.length);
  }
  return best;
}

export interface NullChances {
  /** Null after picking up, with the best discard (averaged over skats). */
  pickup: number;
  /** Null Hand. */
  hand: number;
  /** Null Ouvert after picking up (the defenders see the cards and coordinate). */
  ouvert: number;
  /** Null Ouvert Hand. */
  ouvertHand: number;
}

/** Cards to take off the tops of suits until no suit can be broken by the outstanding cards. */
export function repairs(hand: CardSet, outstanding: CardSet): number {
  let n = 0;
  for (let s = 0; s < 4; s++) {
    let d = suitLevels(hand, s);
    const e = suitLevels(outstanding, s);
    while (d !== 0 && breaks(d, e)) {
      d &= ~(1 << (31 - Math.clz32(d)));
      n++;
    }
  }
  return n;
}

/**
 * Win chances of the Null games for ten dealt cards, before the skat is seen. `fresh`: the pick-up
 * chance of the best discard is measured again on worlds of its own, as the best of 66 discards on
 * the same few worlds is flattered by their luck.
 */
export function nullChances(hand10: CardSet, leads: boolean, rng: () => number, worlds = 64, { skats = 16, fresh = false } = {}): NullChances {
  const unseen = (~hand10 >>> 0) as CardSet;
  // More than four cards to repair: two discards and a lucky skat are not enough (and the hand is far from any Null).
  if (repairs(hand10, unseen) > 4) return { pickup: 0, hand: 0, ouvert: 0, ouvertHand: 0 };
  const splits = sampleSplits(unseen, 10, 10, worlds, rng);
  const hand = chanceOver(hand10, splits, leads, false);
  const ouvertHand = chanceOver(hand10, splits, leads, true);
  let pickup = 0;
  let ouvert = 0;
  const cards: number[] = [];
  for (let c = 0; c < 32; c++) if ((unseen >>> c) & 1) cards.push(c);
  const discardWorlds = Math.max(16, worlds >> 1);
  for (let i = 0; i < skats; i++) {
    const a = cards[Math.floor(rng() * cards.length)];
    let b = a;
    while (b === a) b = cards[Math.floor(rng() * cards.length)];
    const hand12 = (hand10 | (1 << a) | (1 << b)) >>> 0;
    const best = bestNullDiscard(hand12, leads, rng, discardWorlds);
    const again = fresh && !best.sure;
    pickup += again ? chanceOver((hand12 & ~best.discard) >>> 0, sampleSplits((~hand12 >>> 0) as CardSet, 10, 10, discardWorlds, rng), leads, false) : best.p;
    ouvert += best.sure ? 1 : 0;
  }
  return { pickup: pickup / skats, hand, ouvert: ouvert / skats, ouvertHand };
}

export interface NullDiscard {
  discard: CardSet;
  /** Win chance of the plain Null with this discard. */
  p: number;
  /** No suit can be broken: a sure Null, safe to play open. */
  sure: boolean;
}

/** The two cards to put away for Null from twelve (every pair, the same worlds for each). */
export function bestNullDiscard(hand12: CardSet, leads: boolean, rng: () => number, worlds = 48, ouvert = false): NullDiscard {
  const outstanding = (~hand12 >>> 0) as CardSet;
  const splits = sampleSplits(outstanding, 10, 10, worlds, rng);
  const cards: number[] = [];
  for (let c = 0; c < 32; c++) if ((hand12 >>> c) & 1) cards.push(c);
  let best: NullDiscard = { discard: 0, p: -1, sure: false };
  let bestTie = -1;
  for (let i = 0; i < cards.length; i++) {
    for (let j = i + 1; j < cards.length; j++) {
      const d = ((1 << cards[i]) | (1 << cards[j])) >>> 0;
      const rest = (hand12 & ~d) >>> 0;
      const sure = isSureNull(rest, outstanding, leads);
      const p = sure ? 1 : chanceOver(rest, splits, leads, ouvert);
      // Ties: put away the higher cards.
      const tie = nullLevel(cards[i]) + nullLevel(cards[j]);
      if (p > best.p + 1e-9 || (Math.abs(p - best.p) <= 1e-9 && ((sure && !best.sure) || (sure === best.sure && tie > bestTie)))) {
        best = { discard: d, p, sure };
        bestTie = tie;
      }
    }
  }
  return best;
}

/** Expected standard score of a game worth `value` won with chance p (lost: twice the value). */
export const nullEv = (p: number, value: number): number => value * (3 * p - 2);

// ---------------------------------------------------------------------- card play

function levelsBelow(mask: number, level: number): number {
  return mask & ((1 << level) - 1);
}

/** The card to play in a Null: dedicated rules for the declarer and the defenders (legal must not be empty). */
export function nullCard(k: Knowledge, legal: Card[]): Card {
  const decl = k.declarer as Seat;
  const outstanding = (~(k.played | k.hand | k.knownSkat) >>> 0) as CardSet;
  const high = (cs: Card[]) => cs.reduce((a, b) => (nullLevel(a) >= nullLevel(b) ? a : b));
  const low = (cs: Card[]) => cs.reduce((a, b) => (nullLevel(a) <= nullLevel(b) ? a : b));
  const suitOf = (c: Card) => c >> 3;
  const led = k.trick.length > 0 ? k.trick[0] : -1;
  // The highest card of the led suit in the trick so far (the card to stay under, or to force).
  let top = led;
  for (const c of k.trick) if (suitOf(c) === suitOf(led) && nullLevel(c) > nullLevel(top)) top = c;
  const following = led >= 0 && legal.some((c) => suitOf(c) === suitOf(led));
  if (k.me === decl) {
    if (led < 0) {
      // First lead: a card nobody can play under, leaving the rest of its suit safe; else the lowest.
      const safe = legal.filter((c) => levelsBelow(suitLevels(outstanding, suitOf(c)), nullLevel(c)) === 0);
      const keeps = safe.filter((c) => !breaks(suitLevels((k.hand & ~(1 << c)) >>> 0, suitOf(c)), suitLevels(outstanding, suitOf(c))));
      return low(keeps.length ? keeps : safe.length ? safe : legal);
    }
    if (following) {
      const under = legal.filter((c) => nullLevel(c) < nullLevel(top));
      return under.length ? high(under) : low(legal);
    }
    // Void in the led suit: shed the top card of the most endangered suit.
    return discardFor(k.hand, outstanding, legal);
  }
  // Defender.
  const declCards = k.openHand ? (k.openHand & ~k.played) >>> 0 : 0;
  const declVoid = k.cannotHold[decl];
  if (led < 0) {
    const pool = legal.filter((c) => ((declVoid >>> c) & 1) === 0 && (declCards === 0 || suitLevels(declCards, suitOf(c)) !== 0));
    const cands = pool.length ? pool : legal;
    if (declCards !== 0) {
      // Open hand: lead under the declarer's lowest card in a suit, else into a suit he cannot keep safe.
      const kill = cands.filter((c) => nullLevel(c) < lowBit(suitLevels(declCards, suitOf(c))));
      if (kill.length) return low(kill);
      const weak = cands.filter((c) => breaks(suitLevels(declCards, suitOf(c)), suitLevels((outstanding | k.hand) & ~declCards, suitOf(c))));
      if (weak.length) return low(weak);
    }
    // Lead the card with the fewest unseen cards below it: the lead the declarer can least duck.
    const below = (c: Card) => count(levelsBelow(suitLevels(outstanding, suitOf(c)), nullLevel(c)));
    return cands.reduce((a, b) => (below(a) < below(b) || (below(a) === below(b) && nullLevel(a) < nullLevel(b)) ? a : b));
  }
  const declPlayed = k.trick.findIndex((_, i) => (k.leader + i) % 3 === decl);
  if (declPlayed >= 0) {
    const declCard = k.trick[declPlayed];
    const declWinning = top === declCard;
    if (declWinning) {
      // The declarer is on top: stay under him.
      const under = legal.filter((c) => suitOf(c) !== suitOf(led) || nullLevel(c) < nullLevel(declCard));
      if (under.length) return following ? high(under) : discardDefender(k, outstanding, under);
    }
    // He has ducked (or cannot be kept on top): shed high cards, keep the low ones for leads.
    return following ? high(legal) : discardDefender(k, outstanding, legal);
  }
  // The declarer plays after me: keep the bar as low as it is.
  if (following) {
    const under = legal.filter((c) => nullLevel(c) < nullLevel(top));
    return under.length ? high(under) : low(legal);
  }
  return discardDefender(k, outstanding, legal);
}

/** The declarer's discard: the top card of a suit that can be broken (the most broken first), else the highest card. */
function discardFor(hand: CardSet, outstanding: CardSet, legal: Card[]): Card {
  let best = legal[0];
  let bestScore = -Infinity;
  for (const c of legal) {
    const s = c >> 3;
    const d = suitLevels(hand, s);
    const e = suitLevels(outstanding, s);
    const isTop = 31 - Math.clz32(d) === nullLevel(c);
    const score = (breaks(d, e) && isTop ? 100 : 0) + nullLevel(c) * 2 - count(levelsBelow(e, nullLevel(c)));
    if (score > bestScore) {
      bestScore = score;
      best = c;
    }
  }
  return best;
}

/** A defender's discard: the highest card, first from suits the declarer has shown void in (useless there). */
function discardDefender(k: Knowledge, _outstanding: CardSet, legal: Card[]): Card {
  const void_ = k.cannotHold[k.declarer as Seat];
  return legal.reduce((a, b) => {
    const sa = ((void_ >>> a) & 1) * 10 + nullLevel(a);
    const sb = ((void_ >>> b) & 1) * 10 + nullLevel(b);
    return sa >= sb ? a : b;
  });
}

/** Win chance of the plain Null with these ten cards once the skat is known (all `outstanding` cards with the defenders). */
export function nullChanceKnown(
  hand10: CardSet,
  outstanding: CardSet,
  leads: boolean,
  rng: () => number,
  worlds = 48,
  ouvert = false,
): { p: number; sure: boolean } {
  if (isSureNull(hand10, outstanding, leads)) return { p: 1, sure: true };
  return { p: chanceOver(hand10, sampleSplits(outstanding, 10, 10, worlds, rng), leads, ouvert), sure: false };
}
