// The fast core: a mutable, allocation-free (per card) playout of complete random deals,
// for benchmarks and bot simulations. It uses the very same rule functions as applyDeal
// (legalPlayMask, trickWinner, matadors/scoreGame, scoreRamsch), only without copying
// state, building events or checking input.
import { count, pointsOf, type CardSet } from '../cards';
import type { Declaration, GameResult, GameType, RamschResult, RuleOptions, Seat } from '../types';
import { gameKind, legalPlayMask, trickWinner, KIND_NULL, KIND_RAMSCH, type GameKind } from './trick-rules';
import { BID_LADDER, nullValue, scoreGame, scoreRamsch } from './values';

/** The n-th (0-based) set bit of a mask. */
export function nthCard(mask: CardSet, n: number): number {
  let m = mask >>> 0;
  while (n-- > 0) m = (m & (m - 1)) >>> 0;
  return 31 - Math.clz32((m & -m) >>> 0);
}

// Local bindings: module-namespace property reads (getters under some loaders) stay out of the loop.
const popCount = count;
const legalMask = legalPlayMask;
const winnerOf = trickWinner;

const GAMES: readonly GameType[] = ['C', 'S', 'H', 'D', 'G', 'N'];

export class FastDeal {
  readonly deck = new Int8Array(32);
  hands: [CardSet, CardSet, CardSet] = [0, 0, 0];
  skat: CardSet = 0;
  taken: [CardSet, CardSet, CardSet] = [0, 0, 0];
  tricks: [number, number, number] = [0, 0, 0];
  declarer: Seat | -1 = -1;
  bid = 0;
  kind: GameKind = 4;
  /** Winner of the most recent trick. */
  lastWinner: Seat = 0;
  lastResult: GameResult | RamschResult | null = null;

  constructor(readonly rules: RuleOptions) {
    for (let i = 0; i < 32; i++) this.deck[i] = i;
  }

  /** Shuffles and deals from a 32-bit generator. */
  deal(next: () => number): void {
    const d = this.deck;
    for (let i = 31; i > 0; i--) {
      const j = Math.floor((next() / 4294967296) * (i + 1));
      const t = d[i];
      d[i] = d[j];
      d[j] = t;
    }
    let h0 = 0,
      h1 = 0,
      h2 = 0;
    for (let i = 0; i < 10; i++) {
      h0 |= 1 << d[i];
      h1 |= 1 << d[i + 10];
      h2 |= 1 << d[i + 20];
    }
    this.hands[0] = h0 >>> 0;
    this.hands[1] = h1 >>> 0;
    this.hands[2] = h2 >>> 0;
    this.skat = ((1 << d[30]) | (1 << d[31])) >>> 0;
    this.taken[0] = this.taken[1] = this.taken[2] = 0;
    this.tricks[0] = this.tricks[1] = this.tricks[2] = 0;
  }

  /**
   * Bidding where each seat goes up the ladder one step at a time to a random limit
   * (index into BID_LADDER, -1 = pass at once): the same outcome as playing the
   * bid/hold/pass protocol of RULES.md 2 with those limits. Returns the declarer or -1.
   */
  bidRandom(next: () => number): Seat | -1 {
    const li = [0, 0, 0];
    for (let s = 0; s < 3; s++) li[s] = next() % 3 === 0 ? -1 : next() % 12;
    let survivor = 0,
      v = -1;
    // Middlehand bids to forehand (forehand holds ties).
    if (li[1] >= 0) {
      if (li[0] >= li[1]) {
        survivor = 0;
        v = li[1];
      } else {
        survivor = 1;
        v = li[0] + 1;
      }
    }
    // Rearhand bids to the survivor.
    if (li[2] > v) {
      if (li[survivor] >= li[2]) v = li[2];
      else {
        v = Math.max(v, li[survivor]) + 1;
        survivor = 2;
      }
    }
    if (v < 0) {
      if (li[0] < 0) {
        this.declarer = -1;
        return -1;
      }
      survivor = 0;
      v = 0; // forehand takes 18
    }
    this.declarer = survivor as Seat;
    this.bid = BID_LADDER[v];
    return this.declarer;
  }

  /** Plays out the tricks with uniformly random legal cards. Returns tricks played. */
  playRandom(next: () => number, kind: GameKind, declarer: Seat | -1): number {
    const hands = this.hands;
    let leader = 0;
    for (let t = 0; t < 10; t++) {
      const p0 = leader,
        p1 = (leader + 1) % 3,
        p2 = (leader + 2) % 3;
      let m = hands[p0];
      const c0 = nthCard(m, next() % popCount(m));
      hands[p0] = (m & ~(1 << c0)) >>> 0;
      m = legalMask(kind, hands[p1], c0);
      const c1 = nthCard(m, next() % popCount(m));
      hands[p1] = (hands[p1] & ~(1 << c1)) >>> 0;
      m = legalMask(kind, hands[p2], c0);
      const c2 = nthCard(m, next() % popCount(m));
      hands[p2] = (hands[p2] & ~(1 << c2)) >>> 0;
      const w = (leader + winnerOf(kind, c0, c1, c2)) % 3;
      this.taken[w] = (this.taken[w] | (1 << c0) | (1 << c1) | (1 << c2)) >>> 0;
      this.tricks[w]++;
      leader = w;
      this.lastWinner = w as Seat;
      if (kind === KIND_NULL && w === declarer) return t + 1;
    }
    return 10;
  }

  /** One complete random deal: deal, bid, declare, play out, score. Returns the declarer's score (Ramsch: forehand's). */
  runRandom(next: () => number): number {
    this.deal(next);
    const decl = this.bidRandom(next);
    if (decl === -1) {
      if (!this.rules.ramsch) {
        this.lastResult = null;
        return 0;
      }
      this.playRandom(next, KIND_RAMSCH, -1);
      const w = this.lastWinner;
      this.taken[w] = (this.taken[w] | this.skat) >>> 0; // the skat goes to the last trick's winner
      const r = scoreRamsch(this.taken, this.tricks);
      this.lastResult = r;
      return r.scores[0];
    }
    const dealt = this.hands[decl];
    const hand = next() % 10 === 0;
    let discards = 0;
    if (!hand) {
      let h = (dealt | this.skat) >>> 0;
      const a = nthCard(h, next() % 12);
      h = (h & ~(1 << a)) >>> 0;
      const b = nthCard(h, next() % 11);
      h = (h & ~(1 << b)) >>> 0;
      this.hands[decl] = h;
      discards = ((1 << a) | (1 << b)) >>> 0;
    }
    let game = GAMES[next() % 6];
    if (game === 'N' && nullValue(hand, false) < this.bid) game = 'G';
    const kind = gameKind(game);
    this.playRandom(next, kind, decl);
    const d: Declaration = { game, hand, ouvert: false, schneiderAnnounced: false, schwarzAnnounced: false, tip: false };
    const r = scoreGame({
      declarer: decl,
      declaration: d,
      bid: this.bid,
      // A Null ends at the declarer's first trick, the tenth included (as applyDeal ends it).
      end: kind === KIND_NULL && this.tricks[decl] > 0 ? 'nullTrick' : 'played',
      matadorCards: (dealt | this.skat) >>> 0,
      declarerPoints: pointsOf((this.taken[decl] | (hand ? this.skat : discards)) >>> 0),
      declarerTricks: this.tricks[decl],
      declarerTookTrick: this.tricks[decl] > 0,
      tipMade: null,
      kontraBy: null,
      re: false,
    });
    this.lastResult = r;
    return r.score;
  }
}
