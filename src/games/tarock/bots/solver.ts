// Tarock's double-dummy solver: every hand known, the exact card points the declarer takes from
// the rest of the play (or, in Bettel, whether he takes a trick) under best play by both sides.
// Tarock's own, not the Skat solver generalised: 36 cards do not fit Skat's uint32 masks, and
// Tarock's rules (follow suit, else trump, one trump suit of nine, no Jacks) make a per-suit
// hand the natural shape. A hand is four 9-bit masks by power: bit 0 is the suit's highest card
// (A T K O U 9 8 7 6; Bettel A K O U T 9 8 7 6), so "beats" is "lower bit".
//
// Search: alpha-beta over card-point windows, card by card; a transposition table on trick
// starts (the cards left and the leader fix the position); equivalent cards (one hand, adjacent
// in power among the cards still out, equal points) searched once; move ordering that knows who
// holds the trick. A node budget makes a search give up (null) rather than overrun a deadline.
import { T_SUITS, type TCard } from '../../../engine/tarock/index.js';

const POINTS_BY_RANK = [11, 10, 4, 3, 2, 0, 0, 0, 0];
/** Rank index of each power bit, plain and Bettel. */
const PLAIN_RANK = [0, 1, 2, 3, 4, 5, 6, 7, 8];
const BETTEL_RANK = [0, 2, 3, 4, 1, 5, 6, 7, 8];
const POP = new Uint8Array(512);
for (let m = 1; m < 512; m++) POP[m] = POP[m >> 1] + (m & 1);

export interface TarockPosition {
  /** Cards of forehand, middlehand, rearhand (engine card ids). */
  hands: readonly (readonly TCard[])[];
  declarer: number;
  /** Trump suit index (E 0, G 1, H 2, S 3), -1 for none. */
  trump: number;
  bettel: boolean;
  /** The trick in progress: its leader and the cards played to it so far. */
  leader: number;
  trick: readonly TCard[];
}

class Abort extends Error {}

export class TarockSolver {
  /** Hands by seat * 4 + suit, in power bits. */
  private readonly h = new Int32Array(12);
  private readonly pts = new Int32Array(9);
  private rankOfBit: readonly number[] = PLAIN_RANK;
  private bitOfRank: number[] = PLAIN_RANK;
  private trump = -1;
  private decl = 0;
  private bettel = false;
  // The trick in progress.
  private led = -1;
  private bestSuit = -1;
  private bestBit = 0;
  private bestSeat = 0;
  private trickPts = 0;
  private readonly trickMask = new Int32Array(4);
  private handPts = 0;
  private readonly tt = new Map<number, number>();
  private readonly moves = new Int32Array(40 * 12);
  private readonly scores = new Int32Array(40 * 12);
  private ply = 0;
  nodes = 0;
  private limit = Infinity;

  /** The card id of a suit and power bit under the loaded contract. */
  private cardOf(suit: number, bit: number): TCard {
    return suit * 9 + this.rankOfBit[bit];
  }

  private load(p: TarockPosition): void {
    this.bettel = p.bettel;
    this.rankOfBit = p.bettel ? BETTEL_RANK : PLAIN_RANK;
    this.bitOfRank = [];
    for (let b = 0; b < 9; b++) this.bitOfRank[this.rankOfBit[b]] = b;
    for (let b = 0; b < 9; b++) this.pts[b] = p.bettel ? 0 : POINTS_BY_RANK[this.rankOfBit[b]];
    this.trump = p.bettel ? -1 : p.trump;
    this.decl = p.declarer;
    this.h.fill(0);
    this.handPts = 0;
    for (let s = 0; s < 3; s++)
      for (const c of p.hands[s]) {
        const b = this.bitOfRank[c % 9];
        this.h[s * 4 + ((c / 9) | 0)] |= 1 << b;
        this.handPts += this.pts[b];
      }
    this.trickMask.fill(0);
    this.led = -1;
    this.trickPts = 0;
    p.trick.forEach((c, i) => this.enter((p.leader + i) % 3, (c / 9) | 0, this.bitOfRank[c % 9], i));
  }

  /** Puts a card on the trick (it has left the hand already). */
  private enter(seat: number, s: number, b: number, n: number): void {
    this.trickMask[s] |= 1 << b;
    if (n === 0) {
      this.led = s;
      this.bestSuit = s;
      this.bestBit = b;
      this.bestSeat = seat;
      this.trickPts = this.pts[b];
    } else {
      if (s === this.bestSuit ? b < this.bestBit : s === this.trump) {
        this.bestSuit = s;
        this.bestBit = b;
        this.bestSeat = seat;
      }
      this.trickPts += this.pts[b];
    }
  }

  private lastHands: unknown = null;
  private lastKey = '';

  /** Keeps the table while the hands (the same array), trumps and declarer stay the same. */
  private prepare(p: TarockPosition, nodeLimit: number): void {
    const k = `${p.trump}:${p.bettel}:${p.declarer}`;
    if (p.hands !== this.lastHands || k !== this.lastKey) {
      this.tt.clear();
      this.lastHands = p.hands;
      this.lastKey = k;
    }
    if (this.tt.size > 2_000_000) this.tt.clear();
    this.nodes = 0;
    this.limit = nodeLimit;
    this.load(p);
    this.ply = 0;
  }

  private run(f: () => number): number | null {
    try {
      return f();
    } catch (e) {
      if (e instanceof Abort) return null;
      throw e;
    }
  }

  /**
   * The value of a position: the declarer's card points from the rest of the play, the trick in
   * progress included (Bettel: 1 if he takes a trick, else 0); null when the node budget ran out.
   */
  solve(p: TarockPosition, nodeLimit = Infinity): number | null {
    this.prepare(p, nodeLimit);
    return this.run(() => this.node(p.leader, p.trick.length, -1, 1000));
  }

  /** Whether the value reaches t (a null-window search); null when the budget ran out. */
  testAtLeast(p: TarockPosition, t: number, nodeLimit = Infinity): boolean | null {
    this.prepare(p, nodeLimit);
    const v = this.run(() => this.node(p.leader, p.trick.length, t - 1, t));
    return v === null ? null : v >= t;
  }

  /** The value after the seat to move plays `card`, exactly (window) or as a test of t. */
  private afterMove(p: TarockPosition, card: TCard, alpha: number, beta: number, nodeLimit: number): number | null {
    this.prepare(p, nodeLimit);
    const n = p.trick.length;
    const seat = (p.leader + n) % 3;
    const s = (card / 9) | 0,
      b = this.bitOfRank[card % 9];
    this.h[seat * 4 + s] &= ~(1 << b);
    this.handPts -= this.pts[b];
    this.enter(seat, s, b, n);
    return this.run(() => this.after(seat === p.declarer, p.leader, n, alpha, beta));
  }

  /** The exact value after playing `card`; null when the budget ran out. */
  solveMove(p: TarockPosition, card: TCard, nodeLimit = Infinity): number | null {
    return this.afterMove(p, card, -1, 1000, nodeLimit);
  }

  /** Whether the value after playing `card` reaches t; null when the budget ran out. */
  testMove(p: TarockPosition, card: TCard, t: number, nodeLimit = Infinity): boolean | null {
    const v = this.afterMove(p, card, t - 1, t, nodeLimit);
    return v === null ? null : v >= t;
  }

  /** After the n-th card of the trick (0-based) went on it: close the trick or go on. */
  private after(_me: boolean, leader: number, n: number, alpha: number, beta: number): number {
    if (n < 2) return this.node(leader, n + 1, alpha, beta);
    const w = this.bestSeat;
    if (w === this.decl) {
      if (this.bettel) return 1;
      const add = this.trickPts;
      return add + this.node(w, 0, alpha - add, beta - add);
    }
    return this.node(w, 0, alpha, beta);
  }

  private surePts = 0;

  /** The leader's sure tricks (count) and in surePts the fewest card points they bring in. */
  private sureTricks(leader: number): number {
    const h = this.h,
      t = this.trump,
      base = leader * 4;
    const allT = h[t] | h[4 + t] | h[8 + t];
    const mineT = h[base + t];
    let k = 0,
      pts = 0;
    for (let m = allT; m !== 0; m &= m - 1) {
      const b = 31 - Math.clz32(m & -m);
      if (((mineT >> b) & 1) === 0) break;
      k++;
      pts += this.pts[b];
    }
    if (k === 0) return 0;
    if (allT === mineT) {
      for (let s = 0; s < 4; s++) {
        if (s === t) continue;
        const all = h[s] | h[4 + s] | h[8 + s],
          mine = h[base + s];
        for (let m = all; m !== 0; m &= m - 1) {
          const b = 31 - Math.clz32(m & -m);
          if (((mine >> b) & 1) === 0) break;
          k++;
          pts += this.pts[b];
        }
      }
    }
    for (let o = 1; o <= 2; o++) pts += this.cheapest((leader + o) % 3, k);
    this.surePts = pts;
    return k;
  }

  /** The fewest card points `k` cards of a seat's hand can hold. */
  private cheapest(seat: number, k: number): number {
    const h = this.h,
      base = seat * 4;
    let pts = 0;
    // Power bits from the weakest up: under plain order the weakest cards carry the fewest points.
    for (let b = 8; b >= 0 && k > 0; b--) {
      const bit = 1 << b;
      const n =
        ((h[base] & bit) !== 0 ? 1 : 0) + ((h[base + 1] & bit) !== 0 ? 1 : 0) + ((h[base + 2] & bit) !== 0 ? 1 : 0) + ((h[base + 3] & bit) !== 0 ? 1 : 0);
      const take = n < k ? n : k;
      pts += take * this.pts[b];
      k -= take;
    }
    return pts;
  }

  private key(leader: number): number {
    const h = this.h;
    return ((((h[0] | h[4] | h[8]) * 512 + (h[1] | h[5] | h[9])) * 512 + (h[2] | h[6] | h[10])) * 512 + (h[3] | h[7] | h[11])) * 4 + leader;
  }

  private node(leader: number, n: number, alpha: number, beta: number): number {
    if (++this.nodes > this.limit) throw new Abort();
    const h = this.h;
    let key = 0,
      alpha0 = alpha;
    const tm = this.trickMask;
    const tm0 = tm[0],
      tm1 = tm[1],
      tm2 = tm[2],
      tm3 = tm[3];
    if (n === 0) {
      if (this.handPts === 0 && !this.bettel) return 0; // no points left to take
      if ((h[0] | h[1] | h[2] | h[3]) === 0) return 0;
      const maxV = this.bettel ? 1 : this.handPts;
      if (alpha >= maxV) return maxV;
      if (beta <= 0) return 0;
      if (!this.bettel && this.trump >= 0) {
        // Sure tricks of the leader: its top trumps, and its top cards of every suit once all
        // trumps left are its own. Each takes at least the leader's card and the cheapest cards
        // the others can give.
        const sure = this.sureTricks(leader);
        if (sure > 0) {
          if (leader === this.decl) {
            if (this.surePts >= beta) return this.surePts;
          } else {
            const ub = this.handPts - this.surePts;
            if (ub <= alpha) return ub;
          }
        }
      }
      key = this.key(leader);
      const e = this.tt.get(key);
      if (e !== undefined) {
        const lo = e >> 8,
          hi = e & 255;
        if (lo >= beta || lo === hi) return lo;
        if (hi <= alpha) return hi;
        if (lo > alpha) alpha = lo;
        if (hi < beta) beta = hi;
      }
      alpha0 = alpha;
      tm.fill(0);
    }
    const seat = (leader + n) % 3;
    const base = seat * 4;
    const maxSide = this.bettel ? seat !== this.decl : seat === this.decl;
    // Suits the seat may play from.
    let s0 = 0,
      s1 = 3;
    if (n > 0) {
      if (h[base + this.led] !== 0) s0 = s1 = this.led;
      else if (this.trump >= 0 && h[base + this.trump] !== 0) s0 = s1 = this.trump;
    }
    // Generate moves (suit * 16 + bit) with ordering scores.
    const mv = this.moves,
      sc = this.scores;
    const start = this.ply * 12;
    let cnt = 0;
    const mySide = seat === this.decl;
    const winSide = n > 0 && (this.bestSeat === this.decl) === mySide;
    for (let s = s0; s <= s1; s++) {
      const m = h[base + s];
      if (m === 0) continue;
      const all = h[s] | h[4 + s] | h[8 + s] | this.trickMask[s];
      let prev = -1;
      for (let mm = m; mm !== 0; mm &= mm - 1) {
        const b = 31 - Math.clz32(mm & -mm);
        if (prev >= 0 && this.pts[prev] === this.pts[b] && ((all >> (prev + 1)) & ((1 << (b - prev - 1)) - 1)) === 0) {
          prev = b;
          continue; // equivalent to the card just above it
        }
        prev = b;
        let score: number;
        const p = this.pts[b];
        if (this.bettel) {
          const beats = n > 0 && s === this.bestSuit && b < this.bestBit;
          score = mySide ? (n === 0 ? b : beats ? -100 + b : 50 - b) : n === 0 ? b : b;
        } else if (n === 0) {
          // Lead: a card nobody can beat in its suit first, then low cards.
          const higher = all & ((1 << b) - 1) & ~m;
          score = higher === 0 ? 60 + p + (s === this.trump ? 5 : 0) : -p - 2 * POP[m];
        } else {
          const beats = s === this.bestSuit ? b < this.bestBit : s === this.trump;
          if (winSide) score = beats ? -20 - p : p;
          else score = beats ? 100 + b + (n === 2 ? 0 : p) : -p;
        }
        // Insertion by score, best first.
        let i = cnt++;
        while (i > 0 && sc[start + i - 1] < score) {
          sc[start + i] = sc[start + i - 1];
          mv[start + i] = mv[start + i - 1];
          i--;
        }
        sc[start + i] = score;
        mv[start + i] = s * 16 + b;
      }
    }
    // Save the trick state for undo.
    const sLed = this.led,
      sBestSuit = this.bestSuit,
      sBestBit = this.bestBit,
      sBestSeat = this.bestSeat,
      sTrickPts = this.trickPts;
    let best = maxSide ? -1 : 1001;
    this.ply++;
    for (let i = 0; i < cnt; i++) {
      const x = mv[start + i];
      const s = x >> 4,
        b = x & 15,
        bit = 1 << b;
      h[base + s] &= ~bit;
      this.handPts -= this.pts[b];
      this.enter(seat, s, b, n);
      const v = this.after(mySide, leader, n, alpha, beta);
      h[base + s] |= bit;
      this.handPts += this.pts[b];
      this.trickMask[s] &= ~bit;
      this.led = sLed;
      this.bestSuit = sBestSuit;
      this.bestBit = sBestBit;
      this.bestSeat = sBestSeat;
      this.trickPts = sTrickPts;
      if (maxSide) {
        if (v > best) best = v;
        if (best > alpha) alpha = best;
      } else {
        if (v < best) best = v;
        if (best < beta) beta = best;
      }
      if (alpha >= beta) break;
    }
    this.ply--;
    if (n === 0) {
      const e = this.tt.get(key);
      let lo = e === undefined ? 0 : e >> 8,
        hi = e === undefined ? 255 : e & 255;
      if (best <= alpha0) hi = Math.min(hi, best);
      else if (best >= beta) lo = Math.max(lo, best);
      else lo = hi = best;
      this.tt.set(key, (lo << 8) | hi);
      tm[0] = tm0;
      tm[1] = tm1;
      tm[2] = tm2;
      tm[3] = tm3;
    }
    return best;
  }
}

export const suitIndexOf = (s: string | null | undefined): number => (s ? T_SUITS.indexOf(s as (typeof T_SUITS)[number]) : -1);
