// The heuristic bot: bids from a hand evaluation (evaluate.ts) and plays by rules of thumb:
// the declarer draws trumps and cashes aces; defenders cash aces, feed points (schmieren) to
// a partner who wins the trick, keep a guard on their tens and duck cheaply otherwise; Null
// and Ramsch players duck. It works from the seat's view only.
import { type Card, cardName, type CardSet, count, type DealAction, type GameType, JACKS, parseCard, type Seat } from '../engine/index.js';
import { bidLimit, chooseDiscardAndGame, rankGames, strength, WIN_STRENGTH, SKAT_GAIN } from './evaluate.js';
import { knowledge, maskOf, type Knowledge } from './knowledge.js';
import { gameTables, POINTS, type GameTables } from './solver/rules.js';
import { playableActions, type Strategy, type StrategyInput } from './strategy.js';

export class HeuristicStrategy implements Strategy {
  readonly name: string = 'heuristic';

  chooseAction(input: StrategyInput): DealAction {
    const legal = playableActions(input.legal);
    const a = this.decide(input, legal);
    return a ?? legal[0];
  }

  protected decide(input: StrategyInput, legal: DealAction[]): DealAction | undefined {
    const { view } = input;
    const seat = view.viewer as Seat;
    const find = (type: DealAction['type']) => legal.find((a) => a.type === type);
    const types = new Set(legal.map((a) => a.type));

    if (types.has('acceptGrandHand')) {
      const hand = maskOf(view.hand);
      return strength(hand, 4) >= WIN_STRENGTH + 1.5 ? find('acceptGrandHand') : find('declineGrandHand');
    }
    if (types.has('bid') || types.has('hold')) return this.bidding(input, legal);
    if (types.has('pickUpSkat')) return this.skatDecision(input, legal);
    if (types.has('discard')) {
      const hand12 = maskOf(view.hand);
      const { discard } = chooseDiscardAndGame(hand12, hand12, view.bid);
      const names = discard.map(cardName);
      return legal.find((a) => a.type === 'discard' && a.cards.includes(names[0]) && a.cards.includes(names[1]));
    }
    if (types.has('declare')) {
      const hand10 = maskOf(view.hand);
      const matadorCards = (hand10 | maskOf(view.discards)) >>> 0;
      const { game } = chooseDiscardAndGame(matadorCards, matadorCards, view.bid);
      return declareAction(legal, game) ?? declareAction(legal, 'G');
    }
    if (types.has('acceptGiveUp')) {
      const k = knowledge(view);
      // Nothing to lose once the declarer has 61 in tricks.
      return k.declarer !== null && k.taken[k.declarer] >= 61 ? find('acceptGiveUp') : find('declineGiveUp');
    }
    if (types.has('re') && this.wantsRe(input)) return find('re');
    if (types.has('kontra') && this.wantsKontra(input)) return find('kontra');
    const plays = legal.filter((a) => a.type === 'play');
    if (plays.length === 0) return legal.find((a) => a.type !== 'kontra' && a.type !== 're') ?? legal[0];
    if (plays.length === 1) return plays[0];
    const k = knowledge(view);
    const card = this.chooseCard(
      k,
      plays.map((a) => parseCard((a as { card: string }).card) as Card),
      seat,
    );
    return plays.find((a) => (a as { card: string }).card === cardName(card)) ?? plays[0];
  }

  // ------------------------------------------------------------------ bidding

  protected limit(input: StrategyInput): number {
    return bidLimit(maskOf(input.view.hand));
  }

  private bidding(input: StrategyInput, legal: DealAction[]): DealAction | undefined {
    const b = input.view.bidding;
    const limit = this.limit(input);
    const pass = legal.find((a) => a.type === 'pass');
    const hold = legal.find((a) => a.type === 'hold');
    if (hold) return b.value <= limit ? hold : pass;
    const bids = legal.filter((a): a is Extract<DealAction, { type: 'bid' }> => a.type === 'bid').sort((x, y) => x.value - y.value);
    const next = bids[0];
    return next && next.value <= limit ? next : pass;
  }

  protected skatDecision(input: StrategyInput, legal: DealAction[]): DealAction | undefined {
    const hand10 = maskOf(input.view.hand);
    const bid = input.view.bid;
    // Hand only with a clearly strong hand whose Hand value reaches the bid.
    const best = rankGames(hand10, false)[0];
    if (best.p >= 0.8 && best.value >= bid) {
      const a = declareAction(legal, best.game);
      if (a) return a;
    }
    return legal.find((a) => a.type === 'pickUpSkat');
  }

  // ------------------------------------------------------------------ Kontra / Re

  protected wantsKontra(input: StrategyInput): boolean {
    const view = input.view;
    const d = view.declaration;
    if (!d || d.game === 'N') return false;
    const hand = maskOf(view.hand);
    const t = gameTables(d.game);
    const trumps = count(hand & t.trumps);
    const jacks = count(hand & JACKS);
    return d.game === 'G' ? jacks >= 2 && count(hand & 0x01010101) >= 2 : trumps >= 5 && jacks >= 2;
  }

  protected wantsRe(input: StrategyInput): boolean {
    const view = input.view;
    const d = view.declaration;
    if (!d || d.game === 'N') return false;
    const hand = maskOf(view.hand);
    return strength(hand, 'CSHDG'.indexOf(d.game)) >= WIN_STRENGTH + 3 + (d.hand ? 0 : SKAT_GAIN);
  }

  // ------------------------------------------------------------------ card play

  chooseCard(k: Knowledge, legal: Card[], seat: Seat): Card {
    const t = gameTables(k.game ?? 'G');
    if (k.game === 'N') return k.declarer === seat ? nullDeclarer(k, t, legal) : nullDefender(k, t, legal);
    if (k.game === 'R') return ramsch(k, t, legal);
    return k.declarer === seat ? declarerPlay(k, t, legal) : defenderPlay(k, t, legal);
  }
}

/** The plain declaration of `game` (no Ouvert, announcements or tip) if legal now. */
export function declareAction(legal: DealAction[], game: GameType): DealAction | undefined {
  return legal.find((a) => a.type === 'declare' && a.game === game && !a.ouvert && !a.schneiderAnnounced && !a.schwarzAnnounced && !a.tip);
}

// ---------------------------------------------------------------------- helpers

/** Cards still out (not played, not mine). */
function outstanding(k: Knowledge): CardSet {
  return (~(k.played | k.hand | k.knownSkat) >>> 0) as CardSet;
}

/** Is c the strongest remaining card of its effective suit (nobody else can beat it by following)? */
function isTop(t: GameTables, k: Knowledge, c: Card): boolean {
  return (t.higher[c] & outstanding(k)) === 0;
}

function lowest(t: GameTables, cards: Card[], by: 'points' | 'power' = 'points'): Card {
  return cards.reduce((best, c) => {
    const a = by === 'points' ? POINTS[c] * 100 + t.power[c] : t.power[c] * 100 + POINTS[c];
    const b = by === 'points' ? POINTS[best] * 100 + t.power[best] : t.power[best] * 100 + POINTS[best];
    return a < b ? c : best;
  });
}

function highestPoints(t: GameTables, cards: Card[]): Card {
  return cards.reduce((best, c) => (POINTS[c] * 100 - t.power[c] > POINTS[best] * 100 - t.power[best] ? c : best));
}

function currentWinner(t: GameTables, k: Knowledge): { card: Card; seat: Seat } {
  let w = 0;
  for (let i = 1; i < k.trick.length; i++) if (t.beats[k.trick[w] * 32 + k.trick[i]]) w = i;
  return { card: k.trick[w], seat: ((k.leader + w) % 3) as Seat };
}

const isTrump = (t: GameTables, c: Card) => ((t.trumps >>> c) & 1) === 1;

/** Can `seat` possibly beat `card` in this trick (by what we know)? */
function mayBeat(t: GameTables, k: Knowledge, seat: Seat, card: Card): boolean {
  const out = outstanding(k) & ~k.cannotHold[seat];
  const led = k.trick.length > 0 ? k.trick[0] : card;
  const follow = out & t.effSuit[led];
  if ((t.higher[card] & follow) !== 0) return true;
  if (!isTrump(t, card) && (out & t.trumps) !== 0 && (k.cannotHold[seat] & t.effSuit[led]) === t.effSuit[led]) return true;
  // Not known void: could still trump if void (unknown), count it as a risk only when few cards of the suit are out.
  if (!isTrump(t, card) && (out & t.trumps) !== 0 && count(follow) === 0) return true;
  return false;
}

/** Avoid breaking a guarded ten: the sole low companion of an unplayed-ace suit's ten. */
function discardScore(t: GameTables, k: Knowledge, c: Card): number {
  let s = POINTS[c] * 10 + t.power[c] / 10;
  if (!isTrump(t, c)) {
    const suitCards = k.hand & t.effSuit[c];
    const ten = (c & ~7) + 1;
    const ace = c & ~7;
    if (((suitCards >>> ten) & 1) === 1 && c !== ten && ((k.played >>> ace) & 1) === 0 && ((k.hand >>> ace) & 1) === 0 && count(suitCards) === 2) s += 25;
    // Prefer emptying short suits (toward a void).
    s += count(suitCards) * 0.5;
  } else s += 30; // keep trumps
  return s;
}

function cheapestDiscard(t: GameTables, k: Knowledge, cards: Card[]): Card {
  return cards.reduce((best, c) => (discardScore(t, k, c) < discardScore(t, k, best) ? c : best));
}

function winners(t: GameTables, win: Card, cards: Card[]): Card[] {
  return cards.filter((c) => t.beats[win * 32 + c] === 1);
}

function declarerPlay(k: Knowledge, t: GameTables, legal: Card[]): Card {
  const out = outstanding(k);
  if (k.trick.length === 0) {
    const myTrumps = legal.filter((c) => isTrump(t, c));
    const outTrumps = count(out & t.trumps);
    if (myTrumps.length > 0 && outTrumps > 0) {
      const top = myTrumps.filter((c) => isTop(t, k, c));
      if (top.length > 0) return top.reduce((a, b) => (t.power[a] > t.power[b] ? a : b));
      if (myTrumps.length >= outTrumps) return lowest(t, myTrumps, 'power');
    }
    const aces = legal.filter((c) => !isTrump(t, c) && isTop(t, k, c));
    if (aces.length > 0) return highestPoints(t, aces);
    const side = legal.filter((c) => !isTrump(t, c));
    if (side.length > 0) {
      // Lead low from the longest side suit.
      return side.reduce((best, c) => {
        const lc = count(k.hand & t.effSuit[c]);
        const lb = count(k.hand & t.effSuit[best]);
        return lc > lb || (lc === lb && POINTS[c] < POINTS[best]) ? c : best;
      });
    }
    return lowest(t, legal, 'power');
  }
  const { card: win } = currentWinner(t, k);
  const w = winners(t, win, legal);
  const last = k.trick.length === 2;
  const trickPts = k.trick.reduce((s, c) => s + POINTS[c], 0);
  if (w.length > 0) {
    if (last) {
      // Win as cheaply in power as possible; with an own-suit follow, take with points.
      const follows = w.filter((c) => !isTrump(t, c) || isTrump(t, k.trick[0]));
      if (follows.length > 0 && !isTrump(t, k.trick[0])) return highestPoints(t, follows);
      return lowest(t, w, 'power');
    }
    const nextSeat = ((k.leader + 2) % 3) as Seat;
    const sure = w.filter((c) => !mayBeat(t, k, nextSeat, c));
    if (sure.length > 0) return highestPoints(t, sure);
    if (trickPts >= 10) return lowest(t, w, 'power');
  }
  return cheapestDiscard(t, k, legal);
}

function defenderPlay(k: Knowledge, t: GameTables, legal: Card[]): Card {
  const decl = k.declarer as Seat;
  const out = outstanding(k);
  if (k.trick.length === 0) {
    // Cash side aces the declarer can follow (not known void), else lead low side cards.
    const aces = legal.filter((c) => !isTrump(t, c) && isTop(t, k, c) && (k.cannotHold[decl] & t.effSuit[c]) === 0);
    if (aces.length > 0) return highestPoints(t, aces);
    const side = legal.filter((c) => !isTrump(t, c) && POINTS[c] < 10);
    if (side.length > 0) return cheapestDiscard(t, k, side);
    const nonTrump = legal.filter((c) => !isTrump(t, c));
    if (nonTrump.length > 0) return lowest(t, nonTrump);
    return lowest(t, legal, 'power');
  }
  const { card: win, seat: winSeat } = currentWinner(t, k);
  const last = k.trick.length === 2;
  const partnerWinning = winSeat !== decl;
  if (partnerWinning) {
    // Declarer still to play after me? Only feed points when the partner's card holds.
    const declToPlay = !last && (k.leader + 2) % 3 === decl;
    const safe = !declToPlay || !mayBeat(t, k, decl, win);
    const nonWinning = legal.filter((c) => t.beats[win * 32 + c] === 0);
    if (safe) {
      const pool = nonWinning.length > 0 ? nonWinning : legal;
      // Schmieren: the most points, but keep trumps.
      const nonTrump = pool.filter((c) => !isTrump(t, c));
      return highestPoints(t, nonTrump.length > 0 ? nonTrump : pool);
    }
    // Over-take the partner only with a sure winner.
    const w = winners(t, win, legal).filter((c) => !mayBeat(t, k, decl, c));
    if (w.length > 0) return highestPoints(t, w);
    return cheapestDiscard(t, k, legal);
  }
  // Declarer winning.
  const w = winners(t, win, legal);
  const trickPts = k.trick.reduce((s, c) => s + POINTS[c], 0);
  if (w.length > 0) {
    if (last) {
      const follows = w.filter((c) => !isTrump(t, c));
      if (follows.length > 0) return highestPoints(t, follows);
      if (trickPts >= 3 || out === 0) return lowest(t, w, 'power');
    } else {
      // Partner plays last: take it with a sure winner (declarer cannot override: he already played).
      const follows = w.filter((c) => !isTrump(t, c));
      if (follows.length > 0) return highestPoints(t, follows);
      if (trickPts >= 4) return lowest(t, w, 'power');
    }
  }
  return cheapestDiscard(t, k, legal);
}

function nullDeclarer(k: Knowledge, t: GameTables, legal: Card[]): Card {
  if (k.trick.length === 0) {
    // Lead the lowest card of a suit (low cards are the safest).
    return legal.reduce((a, b) => (t.power[a] < t.power[b] ? a : b));
  }
  const { card: win } = currentWinner(t, k);
  const under = legal.filter((c) => t.beats[win * 32 + c] === 0);
  if (under.length > 0) {
    // Highest card that still stays under (get rid of danger), preferring a suit we cannot follow.
    return under.reduce((a, b) => (t.power[a] > t.power[b] ? a : b));
  }
  return legal.reduce((a, b) => (t.power[a] < t.power[b] ? a : b));
}

function nullDefender(k: Knowledge, t: GameTables, legal: Card[]): Card {
  const decl = k.declarer as Seat;
  if (k.trick.length === 0) {
    // Lead low in a suit the declarer still holds.
    const pool = legal.filter((c) => (k.cannotHold[decl] & t.effSuit[c]) === 0);
    return (pool.length > 0 ? pool : legal).reduce((a, b) => (t.power[a] < t.power[b] ? a : b));
  }
  const { card: win, seat: winSeat } = currentWinner(t, k);
  if (winSeat === decl) {
    // Stay under the declarer's card.
    const under = legal.filter((c) => t.beats[win * 32 + c] === 0);
    if (under.length > 0) return under.reduce((a, b) => (t.power[a] > t.power[b] ? a : b));
  }
  return legal.reduce((a, b) => (t.power[a] < t.power[b] ? a : b));
}

function ramsch(k: Knowledge, t: GameTables, legal: Card[]): Card {
  if (k.trick.length === 0) return legal.reduce((a, b) => (t.power[a] * 100 + POINTS[a] < t.power[b] * 100 + POINTS[b] ? a : b));
  const { card: win } = currentWinner(t, k);
  const under = legal.filter((c) => t.beats[win * 32 + c] === 0);
  if (under.length > 0) {
    // Dump the most dangerous card that stays under: points first, then power.
    return under.reduce((a, b) => (POINTS[a] * 100 + t.power[a] > POINTS[b] * 100 + t.power[b] ? a : b));
  }
  // Forced to win: if last, win with the highest card (get rid of power); else the lowest.
  if (k.trick.length === 2) return legal.reduce((a, b) => (t.power[a] > t.power[b] ? a : b));
  return legal.reduce((a, b) => (t.power[a] < t.power[b] ? a : b));
}
