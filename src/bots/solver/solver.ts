// Double-dummy solver: every hand is known. Alpha-beta over card-point windows, driven by MTD(f)
// from a cheap guess (Null: a principal variation search), with a transposition table on
// trick-start states, trick-aware move ordering, exact equivalent-card and dominance pruning, a
// two-trick endgame, a claim check and sure bounds. docs/bots.md (the solver) describes it and how
// `npm run bench:solver` measures it. node() is close to what
// V8 keeps optimized: time any change of it (same node count is not enough).
//
// The value searched is what the `count` seats take from the remaining play (the trick in
// progress included). `max` seats maximise it, the others minimise it. For points already
// taken the caller adds them. Null uses scoring 'tricks': the defenders maximise the number
// of tricks the declarer takes, and the question "declarer stays clean" is `testAtLeast(1)`.
import type { Card, CardSet, Seat } from '../../engine/index.js';
import { gameTables, interchangeableRuns, POINTS as POINTS_TABLE, type GameTables, type SolverGame } from './rules.js';
import { yieldToApi } from '../api-busy.js';

// A module-local binding: imported bindings may be getters (esbuild/tsx interop), far too
// slow for the inner loop.
const POINTS: Int32Array = POINTS_TABLE;
/** Card points of the cards in one suit's byte of a mask (suits are 8-bit blocks, same ranks). */
const BYTE_POINTS = Int32Array.from({ length: 256 }, (_, b) => {
  let n = 0;
  for (let r = 0; r < 8; r++) if ((b >> r) & 1) n += POINTS_TABLE[r];
  return n;
});
/** Cards worth the same points as card c. */
const SAME_POINTS = Int32Array.from({ length: 32 }, (_, c) => {
  let m = 0;
  for (let d = 0; d < 32; d++) if (POINTS_TABLE[d] === POINTS_TABLE[c]) m |= 1 << d;
  return m;
});

/** Jack nibble (bit 0 = CJ) reversed, so that stronger Jacks are higher bits. */
const REV4 = Int32Array.from({ length: 16 }, (_, n) => ((n & 1) << 3) | ((n & 2) << 1) | ((n & 4) >> 1) | ((n & 8) >> 3));
/** A suit's byte to its plain cards in power order, A T K Q 9 8 7 = bits 6..0 (the Jack dropped). */
const SUIT_POW = Int32Array.from(
  { length: 256 },
  (_, b) =>
    ((b & 1) << 6) | (((b >> 1) & 1) << 5) | (((b >> 2) & 1) << 4) | (((b >> 3) & 1) << 3) | (((b >> 5) & 1) << 2) | (((b >> 6) & 1) << 1) | ((b >> 7) & 1),
);
/** Points of the plain cards of SUIT_POW bits. */
const SUIT_POW_POINTS = Int32Array.from({ length: 128 }, (_, p) => ((p >> 6) & 1) * 11 + ((p >> 5) & 1) * 10 + ((p >> 4) & 1) * 4 + ((p >> 3) & 1) * 3);

/** interchangeableRuns per game, [card points, tricks]: load() runs once per search, and the strong bot makes thousands of small ones per decision. */
const RUNS = new Map<SolverGame, [Int32Array[], Int32Array[]]>();
function runsOf(game: SolverGame, tricksOnly: boolean): Int32Array[] {
  let r = RUNS.get(game);
  if (!r) {
    r = [interchangeableRuns(game, false), interchangeableRuns(game, true)];
    RUNS.set(game, r);
  }
  return r[tricksOnly ? 1 : 0];
}

/**
 * Packing tables for runs of k interchangeable cards whose strength order is bit order
 * (strongest = lowest bit): index = x | y << k | z << 2k (each hand's cards of the run),
 * value = the same with the remaining cards moved to the strongest slots, owners kept in order.
 */
function packTable(k: number): Int32Array {
  const out = new Int32Array(1 << (3 * k));
  const full = (1 << k) - 1;
  for (let i = 0; i < out.length; i++) {
    const hs = [i & full, (i >> k) & full, (i >> (2 * k)) & full];
    if ((hs[0] & hs[1]) | (hs[0] & hs[2]) | (hs[1] & hs[2])) continue; // impossible
    const packed = [0, 0, 0];
    let slot = 0;
    for (let b = 0; b < k; b++) {
      for (let o = 0; o < 3; o++) if ((hs[o] >> b) & 1) packed[o] |= 1 << slot++;
    }
    out[i] = packed[0] | (packed[1] << k) | (packed[2] << (2 * k));
  }
  return out;
}
const PACK3 = packTable(3);
const PACK4 = packTable(4);
/**
 * Null by tricks, where each whole suit is one run (order A K Q J T 9 8 7 = bits 0 2 3 4 1 5 6 7):
 * NULL_PACK[rem << 8 | hand] is one hand's byte of a suit with the suit's remaining cards `rem`
 * moved to the suit's strongest slots, owners kept in order (what the card-by-card packing gives).
 */
const NULL_PACK = (() => {
  const order = [0, 2, 3, 4, 1, 5, 6, 7];
  const out = new Uint8Array(1 << 16);
  for (let r = 0; r < 256; r++) {
    for (let h = r; ; h = (h - 1) & r) {
      let slot = 0;
      let x = 0;
      for (const b of order) {
        if (((r >> b) & 1) === 0) continue;
        if (((h >> b) & 1) === 1) x |= 1 << order[slot];
        slot++;
      }
      out[(r << 8) | h] = x;
      if (h === 0) break;
    }
  }
  return out;
})();
/** The four Jacks (bits 4, 12, 20, 28: CJ SJ HJ DJ, strongest first) as a nibble, and back. */
function jackNibble(h: number): number {
  return ((h >>> 4) & 1) | ((h >>> 11) & 2) | ((h >>> 18) & 4) | ((h >>> 25) & 8);
}
const JACK_SPREAD = Int32Array.from({ length: 16 }, (_, n) => ((n & 1) << 4) | ((n & 2) << 11) | ((n & 4) << 18) | ((n & 8) << 25));

function bitCount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** Card masks by points, cheapest first (all suits): 9 8 7, J, Q, K, 10, A. */
const POINT_CLASSES = Int32Array.from([0xe0e0e0e0 | 0, 0x10101010, 0x08080808, 0x04040404, 0x02020202, 0x01010101]);
const CLASS_POINTS = Int32Array.from([0, 2, 3, 4, 10, 11]);
/** Points of the k cheapest cards of a hand (card-point games). */
function cheapest(hand: number, k: number): number {
  let pts = 0;
  for (let i = 0; k > 0 && i < 6; i++) {
    const n = bitCount(hand & POINT_CLASSES[i]);
    const m = n < k ? n : k;
    pts += m * CLASS_POINTS[i];
    k -= m;
  }
  return pts;
}

export interface SolverPosition {
  game: SolverGame;
  /** Remaining cards of each seat (cards already in the current trick removed). */
  hands: readonly [CardSet, CardSet, CardSet];
  /** The seat that led (or leads) the current trick. */
  leader: Seat;
  /** Cards already played to the current trick, in order from the leader. */
  trick?: readonly Card[];
  /** Bitmask of seats (1 << seat) that maximise. */
  maxSeats: number;
  /** Bitmask of seats whose tricks count; defaults to maxSeats. */
  countSeats?: number;
  /** 'points' (card points, default) or 'tricks' (one per trick, for Null). */
  scoring?: 'points' | 'tricks';
  /** Points added to the last trick (Ramsch: the skat goes to the last trick's winner). */
  lastTrickBonus?: number;
}

export interface SolveResult {
  /** What the count seats take from the remaining play. */
  value: number;
  /** A best move for the seat to move (-1 if no cards are left). */
  best: Card;
  /** Nodes visited, for benchmarks. */
  nodes: number;
}

const MAX_PLY = 31;
const GUESS_ENTRIES = 1 << 12;
/** SEAT[leader * 3 + i]: the seat playing the i-th card of a trick (i < 3). */
const SEAT = Int32Array.from([0, 1, 2, 1, 2, 0, 2, 0, 1]);
/** Thrown (and caught) to abandon a search over its node budget. */
const ABORT = new Error('solver node budget exceeded');

export class Solver {
  // Transposition table: open addressing with a short probe, replace on collision.
  private readonly ttBits: number;
  private ttMask: number;
  // One entry = 5 consecutive ints (one cache line or two): the three hands, the meta word
  // (generation << 2 | leader; 0 = empty) and lo | hi << 8 | (best move + 1) << 16.
  private tt: Int32Array;
  /** A small table of its own for the guess search (its bounds are not exact), cleared per guess. */
  private readonly guessTt = new Int32Array(GUESS_ENTRIES * 4);
  /** Moves searched per node (0 = all): the guess search looks at the first two only. */
  private beam = 0;
  private gen = 1;
  // The configuration the stored bounds belong to (game, sides, scoring, last-trick bonus).
  private cfgGame = '';
  private cfgMax = -1;
  private cfgCount = -1;
  private cfgTricks = false;
  private cfgBonus = -1;

  // Search state (mutable, undone on return).
  private t!: GameTables;
  private readonly h = new Int32Array(3);
  private leader = 0;
  private tlen = 0;
  // Trick cards by trick: the current trick's entries start at tb (3 per trick), so a finished
  // trick stays in place while the next one is searched.
  private readonly tc = new Int32Array(40); // cards of the trick
  private readonly winCard = new Int32Array(40); // winning card after i+1 cards
  private readonly winSeat = new Int32Array(40);
  private tb = 0;
  private trickPts = 0;
  private maxSeats = 0;
  private countSeats = 0;
  private byTricks = false;
  private bonus = 0;
  private readonly moves = new Int32Array(MAX_PLY * 10);
  private readonly scores = new Int32Array(MAX_PLY * 10);
  /**
   * Cutoff counts by side, trick position, the card winning the trick so far and card, for move
   * ordering ties. 16 bits (bump() halves the table above 60000): half the memory to clear per search.
   */
  private readonly hist = new Uint16Array(6 * 1056);
  private rootBest = -1;
  /** Set by leaderSure: 2 = every card of the leader wins in any order, 1 = when trumps go first, 0 = no claim. */
  private claim = 0;
  private runs: Int32Array[] = [];
  /** Bit offset of the trump suit's byte (suit games), -1 when only the Jacks are trumps, -2 without trumps. */
  private trumpShift = -2;
  /** Runs are the Jacks and the 9 8 7s (every card-point game but Null): table packing. */
  private fastCanon = false;
  /** Null by tricks: runs are whole suits, packed by NULL_PACK. */
  private nullCanon = false;
  // Canonical key of the last canon() call.
  private cx = 0;
  private cy = 0;
  private cz = 0;
  nodes = 0;
  private nodeLimit = Infinity;
  private deadline = Infinity;

  constructor(ttBits = 18) {
    this.ttBits = ttBits;
    const n = 1 << ttBits;
    this.ttMask = n - 1;
    this.tt = new Int32Array(n * 4);
  }

  /** Forget every stored bound (done automatically when the game, sides or scoring change). */
  clear(): void {
    this.gen = (this.gen + 1) & 0x3fffffff || 1;
    if (this.gen === 1) this.tt.fill(0);
  }

  private load(p: SolverPosition): void {
    const count = p.countSeats ?? p.maxSeats;
    const byTricks = p.scoring === 'tricks';
    const bonus = p.lastTrickBonus ?? 0;
    // Compared field by field: a key string per call cost the strong bot's many small searches.
    if (p.game !== this.cfgGame || p.maxSeats !== this.cfgMax || count !== this.cfgCount || byTricks !== this.cfgTricks || bonus !== this.cfgBonus) {
      this.cfgGame = p.game;
      this.cfgMax = p.maxSeats;
      this.cfgCount = count;
      this.cfgTricks = byTricks;
      this.cfgBonus = bonus;
      this.clear();
    }
    this.t = gameTables(p.game);
    this.runs = runsOf(p.game, byTricks);
    const ts = 'CSHD'.indexOf(p.game);
    this.trumpShift = ts >= 0 ? ts * 8 : p.game === 'N' ? -2 : -1;
    this.fastCanon = p.scoring !== 'tricks' && p.game !== 'N';
    this.nullCanon = p.scoring === 'tricks' && p.game === 'N';
    this.maxSeats = p.maxSeats;
    this.countSeats = count;
    this.byTricks = byTricks;
    this.bonus = bonus;
    this.hist.fill(0);
    this.h[0] = p.hands[0];
    this.h[1] = p.hands[1];
    this.h[2] = p.hands[2];
    this.leader = p.leader;
    const trick = p.trick ?? [];
    if (trick.length > 2) throw new Error('solver: a complete trick must be resolved by the caller');
    this.tlen = 0;
    this.tb = 0;
    this.trickPts = 0;
    for (const c of trick) this.push(c);
  }

  private push(c: number): void {
    const i = this.tlen;
    const k = this.tb + i;
    this.tc[k] = c;
    if (i === 0 || this.t.beats[this.winCard[k - 1] * 32 + c]) {
      this.winCard[k] = c;
      this.winSeat[k] = SEAT[this.leader * 3 + i];
    } else {
      this.winCard[k] = this.winCard[k - 1];
      this.winSeat[k] = this.winSeat[k - 1];
    }
    this.trickPts += POINTS[c];
    this.tlen = i + 1;
  }

  /** Upper bound on the value: everything still to be taken. */
  private remainingTotal(): number {
    const rem = this.h[0] | this.h[1] | this.h[2];
    let n = 0;
    if (this.byTricks) {
      let s = rem;
      while (s !== 0) {
        s &= s - 1;
        n++;
      }
      return Math.ceil((n + this.tlen) / 3);
    }
    n = BYTE_POINTS[rem & 255] + BYTE_POINTS[(rem >>> 8) & 255] + BYTE_POINTS[(rem >>> 16) & 255] + BYTE_POINTS[rem >>> 24];
    return n + this.trickPts + (rem !== 0 || this.tlen > 0 ? this.bonus : 0);
  }

  /** Exact value and a best move. */
  solve(p: SolverPosition): SolveResult {
    this.load(p);
    this.nodes = 0;
    const total = this.remainingTotal();
    if (this.byTricks) {
      // Few values (tricks): one full-window principal variation search.
      const value = this.node(-1, total + 1, 0);
      let best = this.rootBest;
      if (best < 0) best = this.anyLegal();
      return { value, best, nodes: this.nodes };
    }
    // Card points: MTD(f), null-window tests from a guess a little above the value (tests
    // above the value fail, and are cheaper than those below it, which must search every
    // reply of the defending side). The guess: the same search looking at only the first two
    // ordered moves of each node, a small part of the nodes. From a guess 3 above: 10% fewer
    // nodes than the principal variation search (`npm run bench:solver` nodes_mean 158689 ->
    // 143502 at 463a61f; node counts do not depend on the machine).
    return this.mtd(total, this.guess(total) + 3, false);
  }

  /** A cheap estimate of the value: the search over the first two ordered moves of each node, in its own table. */
  private guess(total: number): number {
    const tt = this.tt;
    const mask = this.ttMask;
    this.tt = this.guessTt;
    this.ttMask = GUESS_ENTRIES - 1;
    this.guessTt.fill(0);
    this.beam = 2;
    try {
      return this.node(-1, total + 1, 0);
    } finally {
      this.beam = 0;
      this.tt = tt;
      this.ttMask = mask;
    }
  }

  /** Exact value by MTD(f) with bisection: a series of null-window searches. Same result as solve(). */
  solveMtd(p: SolverPosition, guess?: number): SolveResult {
    this.load(p);
    this.nodes = 0;
    const total = this.remainingTotal();
    return this.mtd(total, Math.max(0, Math.min(total, guess ?? (this.byTricks ? 0 : Math.round(total / 2)))), true);
  }

  /**
   * MTD(f) from `first`: null-window tests "value >= t", each moving t to just past the bound it
   * returns (with `bisect`, at least halfway through what is left), until the bounds meet.
   */
  private mtd(total: number, first: number, bisect: boolean): SolveResult {
    const maxToMove = ((this.maxSeats >> this.toMove()) & 1) === 1;
    let lower = 0;
    let upper = total;
    let g = first;
    let best = -1;
    let fallback = -1;
    while (lower < upper) {
      const t = g <= lower ? lower + 1 : g > upper ? upper : g; // test value >= t
      const r = this.node(t - 1, t, 0);
      if (fallback < 0) fallback = this.rootBest;
      const reached = r >= t;
      if (reached) lower = r;
      else upper = r;
      // A test that reached t proves the max side's move, one that failed the min side's.
      if (reached === maxToMove && this.rootBest >= 0) best = this.rootBest;
      g = reached ? r + 1 : r;
      if (bisect && lower < upper) {
        const mid = (lower + upper + 1) >> 1;
        g = reached ? Math.min(upper, Math.max(g, mid)) : Math.max(lower, Math.min(g, mid));
      }
    }
    if (best < 0) best = fallback >= 0 ? fallback : this.anyLegal();
    return { value: lower, best, nodes: this.nodes };
  }

  /** Whether the count seats can be held to (min side) / can reach (max side) at least `t`: returns value >= t. */
  testAtLeast(p: SolverPosition, t: number): boolean {
    this.load(p);
    this.nodes = 0;
    if (t <= 0) return true;
    return this.node(t - 1, t, 0) >= t;
  }

  /**
   * testAtLeast with a node budget: null when the search would visit more than `maxNodes`
   * nodes or run past `deadline` (a performance.now() time); bounds stored so far stay valid,
   * so a later call resumes cheaper.
   */
  tryTestAtLeast(p: SolverPosition, t: number, maxNodes: number, deadline = Infinity): boolean | null {
    this.load(p);
    this.nodes = 0;
    if (t <= 0) return true;
    this.nodeLimit = maxNodes;
    this.deadline = deadline;
    try {
      return this.node(t - 1, t, 0) >= t;
    } catch (e) {
      if (e === ABORT) return null;
      throw e;
    } finally {
      this.nodeLimit = Infinity;
      this.deadline = Infinity;
    }
  }

  /** Fail-soft null-window search result (a bound) for window (alpha, beta), for callers that drive their own search. */
  bound(p: SolverPosition, alpha: number, beta: number): number {
    this.load(p);
    return this.node(alpha, beta, 0);
  }

  private toMove(): number {
    return SEAT[this.leader * 3 + this.tlen];
  }

  private anyLegal(): number {
    const hand = this.h[this.toMove()];
    const legal = this.tlen === 0 ? hand : hand & this.t.effSuit[this.tc[this.tb]] || hand;
    return legal === 0 ? -1 : 31 - Math.clz32(legal & -legal);
  }

  private node(alpha: number, beta: number, ply: number): number {
    if (++this.nodes > this.nodeLimit) throw ABORT;
    // The wall clock too (every 4096 nodes): on a loaded machine nodes per ms drop a lot. There,
    // too, a long search gives way to the API's requests (api-busy.ts).
    if ((this.nodes & 4095) === 0) {
      yieldToApi();
      if (performance.now() > this.deadline) throw ABORT;
    }
    const t = this.t;
    const h = this.h;
    const tl = this.tlen;
    let ttIdx = -1;
    let ttMove = -1;
    let kx = 0;
    let ky = 0;
    if (ply === 0) this.rootBest = -1;
    if (tl === 0) {
      const rem = h[0] | h[1] | h[2];
      if (rem === 0) return 0;
      const total = this.remainingTotal();
      if (alpha >= total) return total;
      if (beta <= 0) return 0;
      if (ply > 0) {
        const h0 = h[0] & (h[0] - 1);
        if (h0 === 0) return this.lastTrick();
        if ((h0 & (h0 - 1)) === 0) return this.twoTricks();
      }
      // Probe (on the canonical key: interchangeable cards packed).
      this.canon(h[0], h[1], h[2]);
      // Two words hold the three hands: a card is in hand 0 (bit in x only), 1 (y only) or 2 (both).
      const x = this.cx | this.cz;
      const y = this.cy | this.cz;
      kx = x;
      ky = y;
      const meta = (this.gen << 2) | this.leader;
      let hash = Math.imul(x ^ 0x2545f491, 0x9e3779b1) ^ Math.imul(y + 0x6b43a9b5, 0x85ebca77) ^ this.leader;
      hash ^= hash >>> 15;
      hash = Math.imul(hash, 0x27d4eb2d);
      hash ^= hash >>> 13;
      // A bucket of four entries (one 64-byte line); when full, the entry with the fewest
      // cards left (the cheapest to recompute) makes room.
      const b0 = hash & this.ttMask & ~3;
      let idx = b0;
      let found = false;
      const tt = this.tt;
      for (let i = b0; i < b0 + 4; i++) {
        const e = i << 2;
        const m = tt[e + 2];
        if (m === meta && tt[e] === x && tt[e + 1] === y) {
          found = true;
          idx = i;
          break;
        }
        if (m >>> 2 !== this.gen) {
          idx = i; // free (or stale) slot
          break;
        }
        if (i === b0 + 3) idx = b0 + ((hash >>> 24) & 3);
      }
      ttIdx = idx;
      if (found && ply > 0) {
        const packed = this.tt[(idx << 2) + 3];
        const lo = packed & 0xff;
        const hi = (packed >>> 8) & 0xff;
        if (lo >= beta) return lo;
        if (hi <= alpha) return hi;
        if (lo === hi) return lo;
        if (lo > alpha) alpha = lo;
        if (hi < beta) beta = hi;
        ttMove = (packed >>> 16) - 1;
      } else if (found) ttMove = (this.tt[(idx << 2) + 3] >>> 16) - 1;
      // Sure bounds, in the window narrowed by the table: lb <= value <= ub.
      let lb = 0;
      let ub = total;
      if (!this.byTricks) {
        // Top trumps: a trump stronger than every trump of the other side wins the trick it is
        // played in, whatever anyone does, so its side takes at least its points.
        const top = this.topTrumps();
        if (top > 0) ub = total - top;
        else if (top < 0) lb = 0 - top;
      }
      if (ply > 0) {
        const sure = this.leaderSure(rem);
        const inCount = ((this.countSeats >> this.leader) & 1) === 1;
        const wants = inCount === (((this.maxSeats >> this.leader) & 1) === 1);
        // The leader takes every trick: whatever it does (claim 2), or when it wants to (claim 1: trumps first).
        if (this.claim === 2 || (this.claim === 1 && wants)) return inCount ? total : 0;
        // The leader can cash its unbeatable cards first: a bound when it wants those tricks.
        if (sure > 0 && wants) {
          if (inCount) {
            if (sure > lb) lb = sure;
          } else if (total - sure < ub) ub = total - sure;
        }
      }
      // (Not at the root: its search must name a best move.)
      if (ply > 0) {
        if (lb >= beta) return lb;
        if (ub <= alpha) return ub;
      }
    }
    const aN = alpha;
    const bN = beta;

    const mover = SEAT[this.leader * 3 + tl];
    const tb = this.tb;
    const hand = h[mover];
    const isMax = ((this.maxSeats >> mover) & 1) === 1;
    const led = tl === 0 ? -1 : this.tc[tb];
    let legal = led < 0 ? hand : hand & t.effSuit[led];
    if (legal === 0) legal = hand;
    const trickMask = (tl > 0 ? 1 << this.tc[tb] : 0) | (tl > 1 ? 1 << this.tc[tb + 1] : 0);
    const alive = h[0] | h[1] | h[2] | trickMask;
    const outside = alive & ~hand;

    // Generate, drop equivalent cards, score for ordering.
    const moves = this.moves;
    const scores = this.scores;
    const hist = this.hist;
    const base = ply * 10;
    // History by side, trick position and the card currently winning the trick (countermoves).
    const hb = ((isMax ? 3 : 0) + tl) * 1056 + (tl > 0 ? (this.winCard[this.tb + tl - 1] + 1) << 5 : 0);
    let n = 0;
    const winC = tl > 0 ? this.winCard[tb + tl - 1] : -1;
    const winS = tl > 0 ? this.winSeat[tb + tl - 1] : -1;
    const friendWinning = tl > 0 && (((this.maxSeats >> winS) & 1) === 1) === isMax;
    let seen = 0;
    let skip = 0;
    let kept = 0;
    let s = legal;
    if ((legal & (legal - 1)) === 0) {
      // One legal card: nothing to order.
      moves[base] = 31 - Math.clz32(legal);
      n = 1;
      s = 0;
    }
    while (s !== 0) {
      const low = s & -s;
      s ^= low;
      const c = 31 - Math.clz32(low);
      const pc = POINTS[c];
      // Power-equivalent cards: the cards of this hand in c's suit with no other alive card
      // between (the same tricks are won whichever is played now). When the side taking this
      // trick is already decided, one of them dominates the others: mirror any continuation
      // with the two cards swapped, and only the points of this trick and of the later trick
      // holding the other card change places; so the side taking this trick wants the most
      // points in it, the other side the fewest. (Trick scoring: all are equivalent.)
      // Each run is examined once, at its first card met (seen): dominated cards go to skip,
      // the one kept to kept.
      let decided = false;
      if ((seen & low) !== 0) {
        if ((skip & low) !== 0) continue;
        decided = (kept & low) !== 0;
      } else if ((legal & t.effSuit[c] & ~low) !== 0) {
        let grp = low;
        for (let m = legal & t.effSuit[c] & ~low; m !== 0; m &= m - 1) {
          const c2 = 31 - Math.clz32(m & -m);
          if ((t.between[c * 32 + c2] & outside) === 0) grp |= 1 << c2;
        }
        seen |= grp;
        if (grp !== low) {
          const cs = this.countSeats;
          // side: 1 = this trick surely goes to the count seats, 0 = surely not, 2 = points do not count, -1 = open.
          let side = -1;
          if (this.byTricks) side = 2;
          else if (tl === 2) side = (cs >> (t.beats[winC * 32 + c] === 1 ? mover : winS)) & 1;
          else if (tl === 1) {
            const nw = t.beats[winC * 32 + c] === 1 ? c : winC;
            const nwSide = (cs >> (nw === c ? mover : winS)) & 1;
            const last = SEAT[mover * 3 + 1];
            if (((cs >> last) & 1) === nwSide || !this.canBeat(h[last], led, nw)) side = nwSide;
            else if (this.mustBeat(h[last], led, nw)) side = (cs >> last) & 1;
          } else {
            // A lead that only seats on the mover's count side can beat.
            const s1 = SEAT[mover * 3 + 1];
            const s2 = SEAT[mover * 3 + 2];
            const mSide = (cs >> mover) & 1;
            const o1 = ((cs >> s1) & 1) !== mSide;
            const o2 = ((cs >> s2) & 1) !== mSide;
            if ((!o1 || !this.canBeat(h[s1], c, c)) && (!o2 || !this.canBeat(h[s2], c, c))) side = mSide;
            // Both others on the other side, one of them forced to beat the lead.
            else if (o1 && o2 && (this.mustBeat(h[s1], c, c) || this.mustBeat(h[s2], c, c))) side = mSide ^ 1;
            // Partner last, forced to beat whatever the opponent second can make of the trick.
            else if (o1 && !o2 && this.mustBeat(h[s2], c, this.strongest(h[s1], c, c))) side = mSide;
          }
          if (side >= 0) {
            const wantHigh = (side === 1) === isMax;
            let keep = c;
            for (let m = grp & ~low; m !== 0; m &= m - 1) {
              const c2 = 31 - Math.clz32(m & -m);
              const d = side === 2 ? 0 : POINTS[c2] - POINTS[keep];
              if ((wantHigh ? d > 0 : d < 0) || (d === 0 && t.power[c2] > t.power[keep])) keep = c2;
            }
            kept |= 1 << keep;
            skip |= grp & ~(1 << keep);
            if (keep !== c) continue;
            decided = true;
          }
        }
      }
      // Equivalent: a stronger card of this hand, same points, with nothing alive between.
      let eq = decided ? 0 : legal & t.higher[c] & SAME_POINTS[c];
      let redundant = false;
      while (eq !== 0) {
        const lb = eq & -eq;
        eq ^= lb;
        const c2 = 31 - Math.clz32(lb);
        if (POINTS[c2] === pc && (t.between[c * 32 + c2] & alive) === 0) {
          redundant = true;
          break;
        }
      }
      if (redundant) continue;
      let score: number;
      if (c === ttMove) score = 10000;
      else if (tl === 0) {
        // Lead: a card no opponent can beat takes the trick; otherwise lead cheap.
        const s1 = SEAT[mover * 3 + 1];
        const s2 = SEAT[mover * 3 + 2];
        const opp1 = (((this.maxSeats >> s1) & 1) === 1) !== isMax;
        const opp2 = (((this.maxSeats >> s2) & 1) === 1) !== isMax;
        let ours: boolean;
        if (opp1 && opp2) ours = !this.canBeat(h[s1], c, c) && !this.canBeat(h[s2], c, c);
        else if (opp2)
          ours = !this.canBeat(h[s2], c, this.strongest(h[s1], c, c)); // partner second
        else if (opp1) {
          // Partner last: the opponent's strongest answer, then can the partner top it?
          const o = this.strongest(h[s1], c, c);
          ours = o === c || this.canBeat(h[s2], c, o);
        } else ours = true;
        score = ours ? 300 + pc : 100 - pc + (isMax ? 2 * (t.power[c] & 31) : 3 * (8 - bitCount(hand & t.effSuit[c])));
      } else if (tl === 1) {
        // The last player's answer is known: will the trick end on my side?
        const nw = t.beats[winC * 32 + c] === 1 ? c : winC;
        const nwSeat = nw === c ? mover : winS;
        const last = SEAT[mover * 3 + 1];
        const lastIsFriend = (((this.maxSeats >> last) & 1) === 1) === isMax;
        const nwFriend = (((this.maxSeats >> nwSeat) & 1) === 1) === isMax;
        const ours = lastIsFriend ? nwFriend || this.canBeat(h[last], led, nw) : nwFriend && !this.canBeat(h[last], led, nw);
        score = ours
          ? 300 + pc - (nw === c ? t.power[c] & 31 : ((t.trumps >>> c) & 1) === 1 ? 12 : 0)
          : 100 - pc + ((t.effSuit[c] & t.effSuit[led]) === 0 ? 8 - bitCount(hand & t.effSuit[c]) : 0);
      } else {
        const takes = t.beats[winC * 32 + c] === 1;
        score = friendWinning
          ? 300 + pc - (((t.trumps >>> c) & 1) === 1 ? 12 : 0)
          : takes
            ? 300 + pc - (t.power[c] & 31)
            : 100 - pc + ((t.effSuit[c] & t.effSuit[led]) === 0 ? 8 - bitCount(hand & t.effSuit[c]) : 0);
      }
      // Ties by history (cards that caused cutoffs for this side and trick position).
      score = (score << 16) + hist[hb + c]; // int32: score <= 10000, hist < 65536
      // Insertion sort, descending.
      let j = base + n;
      while (j > base && scores[j - 1] < score) {
        scores[j] = scores[j - 1];
        moves[j] = moves[j - 1];
        j--;
      }
      scores[j] = score;
      moves[j] = c;
      n++;
    }

    if (this.beam !== 0 && n > this.beam) n = this.beam;
    let best = isMax ? -1 : 1000;
    let bestMove = moves[base];
    const savedPts = this.trickPts;
    const beats = t.beats;
    const tk = tb + tl;
    const wcPrev = tl > 0 ? this.winCard[tk - 1] : 0;
    const wsPrev = tl > 0 ? this.winSeat[tk - 1] : 0;
    for (let k = 0; k < n; k++) {
      const c = moves[base + k];
      const cb = 1 << c;
      h[mover] ^= cb;
      // Play c to the trick (push, inlined).
      this.tc[tk] = c;
      if (tl === 0 || beats[wcPrev * 32 + c] === 1) {
        this.winCard[tk] = c;
        this.winSeat[tk] = mover;
      } else {
        this.winCard[tk] = wcPrev;
        this.winSeat[tk] = wsPrev;
      }
      this.trickPts = savedPts + POINTS[c];
      this.tlen = tl + 1;
      let v: number;
      if (k > 0 && beta - alpha > 1) {
        // Principal variation search: prove the later moves no better with a null window,
        // re-search only when one is.
        if (isMax) {
          v = this.child(tl, alpha, alpha + 1, ply);
          if (v > alpha && v < beta) v = this.child(tl, v, beta, ply);
        } else {
          v = this.child(tl, beta - 1, beta, ply);
          if (v < beta && v > alpha) v = this.child(tl, alpha, v, ply);
        }
      } else v = this.child(tl, alpha, beta, ply);
      h[mover] ^= cb;
      if (isMax) {
        if (v > best) {
          best = v;
          bestMove = c;
          if (v > alpha) alpha = v;
          if (alpha >= beta) {
            this.bump(hb + c, ply);
            break;
          }
        }
      } else if (v < best) {
        best = v;
        bestMove = c;
        if (v < beta) beta = v;
        if (alpha >= beta) {
          this.bump(hb + c, ply);
          break;
        }
      }
    }
    this.tlen = tl;
    this.trickPts = savedPts;
    if (ply === 0) this.rootBest = bestMove;

    if (ttIdx >= 0) {
      const i = ttIdx;
      const x = kx;
      const y = ky;
      const meta = (this.gen << 2) | this.leader;
      let lo = 0;
      let hi = 127;
      const e = i << 2;
      const tt = this.tt;
      if (tt[e + 2] === meta && tt[e] === x && tt[e + 1] === y) {
        lo = tt[e + 3] & 0xff;
        hi = (tt[e + 3] >>> 8) & 0xff;
      } else {
        tt[e + 2] = meta;
        tt[e] = x;
        tt[e + 1] = y;
      }
      // Fail-soft bounds against the window actually searched (after the TT narrowing).
      if (best <= aN) {
        if (best < hi) hi = best;
      } else if (best >= bN) {
        if (best > lo) lo = best;
      } else {
        lo = best;
        hi = best;
      }
      tt[e + 3] = lo | (hi << 8) | ((bestMove + 1) << 16);
    }
    return best;
  }

  /** History credit for a cutoff, more for bigger subtrees; halves the table before it overflows. */
  private bump(i: number, ply: number): void {
    const hist = this.hist;
    hist[i] += 1;
    if (hist[i] > 60000) for (let k = 0; k < hist.length; k++) hist[k] >>= 1;
  }

  /** Searches below a card just pushed at trick position `tl`; resolves a completed trick. */
  private child(tl: number, alpha: number, beta: number, ply: number): number {
    if (tl !== 2) {
      const v = this.node(alpha, beta, ply + 1);
      this.tlen = tl + 1;
      return v;
    }
    const h = this.h;
    const tb = this.tb;
    const w = this.winSeat[tb + 2];
    const lastTrick = (h[0] | h[1] | h[2]) === 0;
    const pts = this.trickPts;
    let gain = 0;
    if (((this.countSeats >> w) & 1) === 1) gain = this.byTricks ? 1 : pts + (lastTrick ? this.bonus : 0);
    // The window is decided by this trick alone: skip the next trick start (it would return 0 at once).
    if (beta <= gain || lastTrick) return gain;
    const savedLeader = this.leader;
    this.leader = w;
    this.tlen = 0;
    this.tb = tb + 3;
    this.trickPts = 0;
    const v = gain + this.node(alpha - gain, beta - gain, ply + 1);
    this.leader = savedLeader;
    this.tlen = 3;
    this.tb = tb;
    this.trickPts = pts;
    return v;
  }

  /** Packs each run of interchangeable cards to its top (see interchangeableRuns) into cx, cy, cz. */
  private canon(h0: number, h1: number, h2: number): void {
    if (this.fastCanon) {
      // Card-point games: the runs are the Jacks and each suit's 9 8 7 (bits 5-7 of its byte),
      // packed by table lookups (PACK3, PACK4) instead of card by card.
      let x = h0 & ~0xf0f0f0f0;
      let y = h1 & ~0xf0f0f0f0;
      let z = h2 & ~0xf0f0f0f0;
      for (let sh = 5; sh < 32; sh += 8) {
        const p = PACK3[((h0 >>> sh) & 7) | (((h1 >>> sh) & 7) << 3) | (((h2 >>> sh) & 7) << 6)];
        x |= (p & 7) << sh;
        y |= ((p >>> 3) & 7) << sh;
        z |= ((p >>> 6) & 7) << sh;
      }
      const j = PACK4[jackNibble(h0) | (jackNibble(h1) << 4) | (jackNibble(h2) << 8)];
      this.cx = x | JACK_SPREAD[j & 15];
      this.cy = y | JACK_SPREAD[(j >>> 4) & 15];
      this.cz = z | JACK_SPREAD[(j >>> 8) & 15];
      return;
    }
    if (this.nullCanon) {
      let x = 0;
      let y = 0;
      let z = 0;
      for (let sh = 0; sh < 32; sh += 8) {
        const a = (h0 >>> sh) & 255;
        const b = (h1 >>> sh) & 255;
        const c = (h2 >>> sh) & 255;
        const r = (a | b | c) << 8;
        x |= NULL_PACK[r | a] << sh;
        y |= NULL_PACK[r | b] << sh;
        z |= NULL_PACK[r | c] << sh;
      }
      this.cx = x;
      this.cy = y;
      this.cz = z;
      return;
    }
    let x = h0;
    let y = h1;
    let z = h2;
    const rem = h0 | h1 | h2;
    const runs = this.runs;
    for (let r = 0; r < runs.length; r++) {
      const run = runs[r];
      let slot = 0;
      for (let i = 0; i < run.length; i++) {
        const c = run[i];
        const b = 1 << c;
        if ((rem & b) === 0) continue;
        const tgt = run[slot++];
        if (tgt === c) continue;
        const tb = 1 << tgt;
        if ((h0 & b) !== 0) x = (x & ~b) | tb;
        else if ((h1 & b) !== 0) y = (y & ~b) | tb;
        else z = (z & ~b) | tb;
      }
    }
    this.cx = x;
    this.cy = y;
    this.cz = z;
  }

  /** The card that would be winning after `hand` answers (trick led with `led`) with its strongest legal card. */
  private strongest(hand: number, led: number, cur: number): number {
    const t = this.t;
    let l = hand & t.effSuit[led];
    if (l === 0) {
      // Void: only a trump can take over.
      l = hand & t.trumps;
      if (l === 0) return cur;
    }
    // The strongest card of l (all of one effective suit).
    let top = 31 - Math.clz32(l);
    l ^= 1 << top;
    while (l !== 0) {
      const x = 31 - Math.clz32(l);
      l ^= 1 << x;
      if (t.power[x] > t.power[top]) top = x;
    }
    return t.beats[cur * 32 + top] === 1 ? top : cur;
  }

  /** Whether every legal card of `hand`, answering a trick led with `led`, beats `cur`. */
  private mustBeat(hand: number, led: number, cur: number): boolean {
    const t = this.t;
    const f = hand & t.effSuit[led];
    if (f !== 0) return (f & ~t.higher[cur]) === 0;
    if (((t.trumps >>> cur) & 1) === 0) return (hand & ~t.trumps) === 0;
    return (hand & ~t.higher[cur]) === 0;
  }

  /** Whether `hand`, answering a trick led with `led`, has a legal card beating `cur` (a card of the led suit or a trump). */
  private canBeat(hand: number, led: number, cur: number): boolean {
    const t = this.t;
    const f = hand & t.effSuit[led];
    if (f !== 0) return (f & t.higher[cur]) !== 0;
    return (hand & t.higher[cur]) !== 0 || (((t.trumps >>> cur) & 1) === 0 && (hand & t.trumps) !== 0);
  }

  /**
   * Points of the leader's unbeatable cards, which it can cash one by one (sets `claim` when
   * they are all of its cards: the leader can take every trick).
   */
  private leaderSure(rem: number): number {
    const t = this.t;
    const l = this.leader;
    const mine = this.h[l];
    const others = rem & ~mine;
    const trumps = t.trumps;
    // Trumps drawn: when the leader's top trumps (none of the others above them) are at least as
    // many as the trumps of either other hand, cashing them first leaves the others without
    // trumps; then every trump of the leader, and each plain card that no other holds a higher
    // card of, wins too.
    let drawn = (others & trumps) === 0;
    if (!drawn) {
      let top = 0;
      for (let m = mine & trumps; m !== 0; m &= m - 1) if ((t.higher[31 - Math.clz32(m & -m)] & others) === 0) top++;
      drawn = top >= bitCount(this.h[SEAT[l * 3 + 1]] & trumps) && top >= bitCount(this.h[SEAT[l * 3 + 2]] & trumps);
    }
    const noOtherTrumps = (others & trumps) === 0;
    let sure = 0;
    let all = true;
    let forced = true;
    let k = 0;
    for (let m = mine; m !== 0; m &= m - 1) {
      const c = 31 - Math.clz32(m & -m);
      const isTrump = ((trumps >>> c) & 1) === 1;
      const top = (t.higher[c] & others) === 0;
      // Forced: the card wins whenever it is led, in any order.
      if (!top || !(isTrump || noOtherTrumps)) forced = false;
      if (drawn ? !isTrump && !top : !isTrump || !top) all = false;
      else {
        sure += this.byTricks ? 1 : POINTS[c];
        k++;
      }
    }
    this.claim = forced ? 2 : all ? 1 : 0;
    // Each of those cards wins a trick of its own, with a card of each other seat in it.
    if (k > 0 && !this.byTricks) sure += cheapest(this.h[SEAT[l * 3 + 1]], k) + cheapest(this.h[SEAT[l * 3 + 2]], k);
    return sure;
  }

  /**
   * Points of the run of remaining trumps, from the top, held by one side (count seats or the
   * others): positive for the others (an upper bound of total minus it), negative for the count side.
   */
  private topTrumps(): number {
    const sh = this.trumpShift;
    if (sh === -2) return 0;
    const h = this.h;
    const cs = this.countSeats;
    // Each hand's trumps as a power-ordered word (stronger trumps in higher bits).
    const p0 = this.trumpPow(h[0], sh);
    const p1 = this.trumpPow(h[1], sh);
    const p2 = this.trumpPow(h[2], sh);
    const all = p0 | p1 | p2;
    if (all === 0) return 0;
    const c = ((cs & 1) !== 0 ? p0 : 0) | ((cs & 2) !== 0 ? p1 : 0) | ((cs & 4) !== 0 ? p2 : 0);
    const side = (c >>> (31 - Math.clz32(all))) & 1;
    const x = side === 1 ? c : all & ~c;
    const y = all & ~x;
    // The run: the side's trumps above every trump of the other side.
    const run = y === 0 ? x : x & ~((2 << (31 - Math.clz32(y))) - 1);
    let pts = sh >= 0 ? 2 * bitCount(run >>> 7) + SUIT_POW_POINTS[run & 127] : 2 * bitCount(run);
    // The run's cards lie in at least as many tricks as one seat holds of them, and each of
    // those tricks holds a card of every seat of the other side: its cheapest cards at least.
    let tricks = 0;
    if (((cs & 1) !== 0 ? 1 : 0) === side) tricks = bitCount(p0 & run);
    if (((cs & 2) !== 0 ? 1 : 0) === side) {
      const k = bitCount(p1 & run);
      if (k > tricks) tricks = k;
    }
    if (((cs & 4) !== 0 ? 1 : 0) === side) {
      const k = bitCount(p2 & run);
      if (k > tricks) tricks = k;
    }
    for (let s = 0; s < 3; s++) if (((cs >> s) & 1) !== side) pts += cheapest(h[s], tricks);
    return side === 1 ? 0 - pts : pts; // 0 - pts, not -pts: -0 is not a small integer (deoptimizes)
  }

  /** A hand's trumps as a power-ordered word: Jacks in bits 10..7 (suit games) or 3..0 (Jacks only), the trump suit in bits 6..0. */
  private trumpPow(hand: number, sh: number): number {
    const j = REV4[((hand >>> 4) & 1) | ((hand >>> 11) & 2) | ((hand >>> 18) & 4) | ((hand >>> 25) & 8)];
    return sh < 0 ? j : (j << 7) | SUIT_POW[(hand >>> sh) & 255];
  }

  /** Two cards per hand at a trick start: exact minimax over the (at most 8) ways to play the first trick. */
  private twoTricks(): number {
    this.nodes++;
    const h = this.h;
    const t = this.t;
    const beats = t.beats;
    const eff = t.effSuit;
    const l = this.leader;
    const s1 = l === 2 ? 0 : l + 1;
    const s2 = s1 === 2 ? 0 : s1 + 1;
    const ms = this.maxSeats;
    const cs = this.countSeats;
    const byTricks = this.byTricks;
    const bonus = this.bonus;
    const maxL = ((ms >> l) & 1) === 1;
    const max1 = ((ms >> s1) & 1) === 1;
    const max2 = ((ms >> s2) & 1) === 1;
    const hl = h[l];
    const h1 = h[s1];
    const h2 = h[s2];
    let bestL = maxL ? -1 : 1000;
    for (let ma = hl; ma !== 0; ma &= ma - 1) {
      const a = 31 - Math.clz32(ma & -ma);
      const ea = eff[a];
      const ra = hl ^ (1 << a);
      let l1 = h1 & ea;
      if (l1 === 0) l1 = h1;
      let l2 = h2 & ea;
      if (l2 === 0) l2 = h2;
      let best1 = max1 ? -1 : 1000;
      for (let mb = l1; mb !== 0; mb &= mb - 1) {
        const b = 31 - Math.clz32(mb & -mb);
        const rb = h1 ^ (1 << b);
        const ab = beats[a * 32 + b] === 1;
        const wc = ab ? b : a;
        let best2 = max2 ? -1 : 1000;
        for (let mc = l2; mc !== 0; mc &= mc - 1) {
          const c = 31 - Math.clz32(mc & -mc);
          const rc = h2 ^ (1 << c);
          const seat = beats[wc * 32 + c] === 1 ? s2 : ab ? s1 : l;
          let v = ((cs >> seat) & 1) === 0 ? 0 : byTricks ? 1 : POINTS[a] + POINTS[b] + POINTS[c];
          // The last trick, led by the winner.
          const ca = 31 - Math.clz32(ra);
          const cb = 31 - Math.clz32(rb);
          const cc = 31 - Math.clz32(rc);
          let x0: number, x1: number, x2: number, q1: number, q2: number;
          if (seat === l) {
            x0 = ca;
            x1 = cb;
            x2 = cc;
            q1 = s1;
            q2 = s2;
          } else if (seat === s1) {
            x0 = cb;
            x1 = cc;
            x2 = ca;
            q1 = s2;
            q2 = l;
          } else {
            x0 = cc;
            x1 = ca;
            x2 = cb;
            q1 = l;
            q2 = s1;
          }
          let w2 = seat;
          let wc2 = x0;
          if (beats[wc2 * 32 + x1] === 1) {
            w2 = q1;
            wc2 = x1;
          }
          if (beats[wc2 * 32 + x2] === 1) w2 = q2;
          if (((cs >> w2) & 1) === 1) v += byTricks ? 1 : POINTS[ca] + POINTS[cb] + POINTS[cc] + bonus;
          if (max2 ? v > best2 : v < best2) best2 = v;
        }
        if (max1 ? best2 > best1 : best2 < best1) best1 = best2;
      }
      if (maxL ? best1 > bestL : best1 < bestL) bestL = best1;
    }
    return bestL;
  }

  /** One card per hand at a trick start: play it out. */
  private lastTrick(): number {
    this.nodes++;
    const h = this.h;
    const l = this.leader;
    const c0 = 31 - Math.clz32(h[l]);
    const c1 = 31 - Math.clz32(h[SEAT[l * 3 + 1]]);
    const c2 = 31 - Math.clz32(h[SEAT[l * 3 + 2]]);
    const b = this.t.beats;
    let w = 0;
    let wc = c0;
    if (b[wc * 32 + c1]) {
      w = 1;
      wc = c1;
    }
    if (b[wc * 32 + c2]) w = 2;
    const seat = SEAT[l * 3 + w];
    if (((this.countSeats >> seat) & 1) === 0) return 0;
    return this.byTricks ? 1 : POINTS[c0] + POINTS[c1] + POINTS[c2] + this.bonus;
  }
}
