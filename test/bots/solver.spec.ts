// The double-dummy solver against a plain minimax (no pruning, no table, its own trick rules
// written from RULES.md 4) on random small endgames, 3-4 tricks left, every game kind; and the
// solver's own trick tables against the engine's exported helpers.
import {
  type Card,
  CARD_POINTS,
  type CardSet,
  cardsOf,
  count,
  JACKS,
  legalPlayMask,
  pointsOf,
  type Seat,
  trickWinner as engineTrickWinner,
  trumpMask,
} from '../../src/engine/index';
import * as rulesModule from '../../src/bots/solver/rules';
import { Solver, type SolverPosition } from '../../src/bots/solver/solver';
import type { SolverGame } from '../../src/bots/solver/rules';
import { mulberry32, shuffle } from '../../src/bots/rng';

const NULL_ORDER = [8, 4, 7, 6, 5, 3, 2, 1]; // strength by rank index A T K Q J 9 8 7 (Null: A K Q J T 9 8 7)
const PLAIN_ORDER = [8, 7, 6, 5, 0, 3, 2, 1]; // A T K Q (J is trump) 9 8 7

function isTrump(game: SolverGame, c: Card): boolean {
  if (game === 'N') return false;
  if ((JACKS >>> c) & 1) return true;
  return game !== 'G' && game !== 'R' && c >> 3 === 'CSHD'.indexOf(game);
}
function strength(game: SolverGame, c: Card): number {
  if (game === 'N') return NULL_ORDER[c & 7];
  if ((JACKS >>> c) & 1) return 200 - (c >> 3); // CJ > SJ > HJ > DJ
  return (isTrump(game, c) ? 100 : 0) + PLAIN_ORDER[c & 7];
}
function follows(game: SolverGame, led: Card, c: Card): boolean {
  if (isTrump(game, led)) return isTrump(game, c);
  return !isTrump(game, c) && c >> 3 === led >> 3;
}
function winner(game: SolverGame, cards: Card[]): number {
  let w = 0;
  for (let i = 1; i < 3; i++) {
    const a = cards[w];
    const b = cards[i];
    if ((isTrump(game, b) && !isTrump(game, a)) || (follows(game, a, b) && strength(game, b) > strength(game, a))) w = i;
  }
  return w;
}

function brute(p: SolverPosition): number {
  const hands = [...p.hands];
  const count = p.countSeats ?? p.maxSeats;
  const rec = (leader: number, trick: Card[]): number => {
    if (trick.length === 3) {
      const w = (leader + winner(p.game, trick)) % 3;
      const last = (hands[0] | hands[1] | hands[2]) === 0;
      const gain = (count >> w) & 1 ? (p.scoring === 'tricks' ? 1 : trick.reduce((s, c) => s + CARD_POINTS[c], 0) + (last ? (p.lastTrickBonus ?? 0) : 0)) : 0;
      return last ? gain : gain + rec(w, []);
    }
    const mover = (leader + trick.length) % 3;
    let cards = cardsOf(hands[mover]);
    if (trick.length > 0 && cards.some((c) => follows(p.game, trick[0], c))) cards = cards.filter((c) => follows(p.game, trick[0], c));
    const isMax = (p.maxSeats >> mover) & 1;
    let best = isMax ? -Infinity : Infinity;
    for (const c of cards) {
      hands[mover] &= ~(1 << c);
      const v = rec(leader, [...trick, c]);
      hands[mover] |= 1 << c;
      best = isMax ? Math.max(best, v) : Math.min(best, v);
    }
    return best;
  };
  return rec(p.leader, [...(p.trick ?? [])]);
}

const GAMES: SolverGame[] = ['C', 'S', 'H', 'D', 'G', 'N', 'R'];

function randomPosition(rng: () => number): SolverPosition {
  const game = GAMES[Math.floor(rng() * GAMES.length)];
  const deck = Array.from({ length: 32 }, (_, i) => i);
  for (let i = 31; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [deck[i], deck[j]] = [deck[j], deck[i]];
  }
  // Bias toward few suits so following matters.
  const tricks = 3 + Math.floor(rng() * 2);
  const hands: [CardSet, CardSet, CardSet] = [0, 0, 0];
  for (let s = 0; s < 3; s++) for (let k = 0; k < tricks; k++) hands[s] |= 1 << deck[s * tricks + k];
  const leader = Math.floor(rng() * 3) as Seat;
  const trick: Card[] = [];
  const inTrick = Math.floor(rng() * 3);
  for (let i = 0; i < inTrick; i++) {
    const seat = (leader + i) % 3;
    let cards = cardsOf(hands[seat]);
    if (i > 0 && cards.some((c) => follows(game, trick[0], c))) cards = cards.filter((c) => follows(game, trick[0], c));
    const c = cards[Math.floor(rng() * cards.length)];
    trick.push(c);
    hands[seat] &= ~(1 << c);
  }
  const declarer = Math.floor(rng() * 3);
  const defenders = 7 & ~(1 << declarer);
  if (game === 'N') return { game, hands, leader, trick, maxSeats: defenders, countSeats: 1 << declarer, scoring: 'tricks' };
  if (game === 'R') return { game, hands, leader, trick, maxSeats: 1 << declarer, countSeats: defenders, lastTrickBonus: Math.floor(rng() * 22) };
  return { game, hands, leader, trick, maxSeats: rng() < 0.5 ? 1 << declarer : defenders, countSeats: 1 << declarer };
}

function applyMove(p: SolverPosition, c: Card): { pos: SolverPosition | null; gain: number } {
  const trick = [...(p.trick ?? []), c];
  const mover = (p.leader + trick.length - 1) % 3;
  const hands = [...p.hands] as [CardSet, CardSet, CardSet];
  hands[mover] &= ~(1 << c);
  if (trick.length < 3) return { pos: { ...p, hands, trick }, gain: 0 };
  const w = ((p.leader + winner(p.game, trick)) % 3) as Seat;
  const last = (hands[0] | hands[1] | hands[2]) === 0;
  const count = p.countSeats ?? p.maxSeats;
  const gain = (count >> w) & 1 ? (p.scoring === 'tricks' ? 1 : trick.reduce((s, x) => s + CARD_POINTS[x], 0) + (last ? (p.lastTrickBonus ?? 0) : 0)) : 0;
  return { pos: last ? null : { ...p, hands, trick: [], leader: w }, gain };
}

describe('double-dummy solver', () => {
  it('agrees with brute-force minimax on random 3-4 trick endgames (value and best move)', () => {
    const rng = mulberry32(20261130);
    const solver = new Solver(14);
    for (let i = 0; i < 400; i++) {
      const p = randomPosition(rng);
      const expected = brute(p);
      const r = solver.solve(p);
      if (r.value !== expected) throw new Error(`position ${i}: solver ${r.value} brute ${expected} ${JSON.stringify(p)}`);
      const { pos, gain } = applyMove(p, r.best);
      expect(gain + (pos ? brute(pos) : 0)).toBe(expected);
      const m = solver.solveMtd(p);
      expect(m.value).toBe(expected);
      const mStep = applyMove(p, m.best);
      expect(mStep.gain + (mStep.pos ? brute(mStep.pos) : 0)).toBe(expected);
      // Boolean tests agree with the exact value on both sides of it.
      expect(solver.testAtLeast(p, expected)).toBe(true);
      expect(solver.testAtLeast(p, expected + 1)).toBe(false);
      // Any window: a fail-soft bound on the right side, exact inside.
      const a = Math.floor(rng() * 40) - 5;
      const b = a + 1 + Math.floor(rng() * 40);
      const v = solver.bound(p, a, b);
      if (v <= a) expect(expected).toBeLessThanOrEqual(v);
      else if (v >= b) expect(expected).toBeGreaterThanOrEqual(v);
      else expect(v).toBe(expected);
    }
  });

  it('solve() (MTD(f) from a beam-search guess) matches a full-window search on 5-7 trick positions, best move included', () => {
    // Too big for the brute force: the reference is the full-window alpha-beta (bound(-1, total + 1)),
    // searched by a second solver so that no table is shared.
    const rng = mulberry32(515);
    const solver = new Solver(16);
    const ref = new Solver(16);
    for (let i = 0; i < 60; i++) {
      const game = (['C', 'S', 'H', 'D', 'G', 'R'] as SolverGame[])[Math.floor(rng() * 6)];
      const deck = shuffle(
        Array.from({ length: 32 }, (_, k) => k),
        rng,
      );
      const tricks = 5 + Math.floor(rng() * 3);
      const hands = [0, 1, 2].map((s) => deck.slice(s * tricks, (s + 1) * tricks).reduce((m, c) => m | (1 << c), 0)) as [CardSet, CardSet, CardSet];
      const leader = Math.floor(rng() * 3) as Seat;
      const declarer = Math.floor(rng() * 3);
      const defenders = 7 & ~(1 << declarer);
      const p: SolverPosition =
        game === 'R'
          ? { game, hands, leader, maxSeats: 1 << declarer, countSeats: defenders, lastTrickBonus: 10 }
          : { game, hands, leader, maxSeats: rng() < 0.5 ? 1 << declarer : defenders, countSeats: 1 << declarer };
      const expected = ref.bound(p, -1, 200);
      const r = solver.solve(p);
      expect([i, r.value]).toEqual([i, expected]);
      const { pos, gain } = applyMove(p, r.best);
      expect([i, gain + (pos ? ref.bound(pos, -1, 200) : 0)]).toEqual([i, expected]);
    }
  });

  it('agrees with brute force when the scoring is unusual for the game (Null by points, suit games by tricks)', () => {
    const rng = mulberry32(4242);
    const solver = new Solver(12);
    for (let i = 0; i < 120; i++) {
      const p = randomPosition(rng);
      const q: SolverPosition =
        p.game === 'N' ? { ...p, scoring: 'points', maxSeats: p.countSeats ?? p.maxSeats } : { ...p, scoring: 'tricks', lastTrickBonus: 0 };
      expect(solver.solve(q).value).toBe(brute(q));
    }
  });

  it('agrees with brute force on 5-trick Null positions (transposition keys pack whole suits)', () => {
    // Long enough for transpositions (two tricks played in either order), which is where a
    // wrong packing of the table key would show.
    const rng = mulberry32(31337);
    const solver = new Solver(14);
    for (let i = 0; i < 12; i++) {
      const deck = shuffle(
        Array.from({ length: 32 }, (_, k) => k),
        rng,
      );
      // Cards from two or three suits only, so that following and discarding both matter.
      const suits = rng() < 0.5 ? 0x0000ffff : 0x00ffffff;
      const pool = deck.filter((c) => ((suits >>> c) & 1) === 1);
      const hands = [0, 1, 2].map((s) => pool.slice(s * 5, s * 5 + 5).reduce((m, c) => m | (1 << c), 0)) as [CardSet, CardSet, CardSet];
      const declarer = Math.floor(rng() * 3);
      const p: SolverPosition = {
        game: 'N',
        hands,
        leader: Math.floor(rng() * 3) as Seat,
        maxSeats: 7 & ~(1 << declarer),
        countSeats: 1 << declarer,
        scoring: 'tricks',
      };
      const expected = brute(p);
      expect([i, solver.solve(p).value]).toEqual([i, expected]);
      expect([i, solver.testAtLeast(p, 1)]).toEqual([i, expected >= 1]);
    }
  });

  it('uses the same trick rules as the brute force (winner and following)', () => {
    const rng = mulberry32(7);
    for (const game of GAMES) {
      for (let i = 0; i < 300; i++) {
        const cards = [0, 1, 2].map(() => Math.floor(rng() * 32));
        if (new Set(cards).size < 3) continue;
        const t = rulesModule.gameTables(game);
        expect(rulesModule.trickWinnerIndex(t, cards)).toBe(winner(game, cards));
        expect(((t.effSuit[cards[0]] >>> cards[1]) & 1) === 1).toBe(follows(game, cards[0], cards[1]));
      }
    }
  });
});

describe("solver's trick tables against the engine's", () => {
  it('agree on trumps, legal plays and trick winners for every game kind', () => {
    const rng = mulberry32(99);
    for (const game of GAMES) {
      const t = rulesModule.gameTables(game);
      expect(t.trumps >>> 0).toBe(trumpMask(game) >>> 0);
      for (let i = 0; i < 3000; i++) {
        const cards = [0, 1, 2].map(() => Math.floor(rng() * 32));
        if (new Set(cards).size < 3) continue;
        expect(rulesModule.trickWinnerIndex(t, cards)).toBe(engineTrickWinner(game, cards[0], cards[1], cards[2]));
        const hand = (Math.floor(rng() * 0x100000000) & ~(1 << cards[0])) >>> 0;
        expect(rulesModule.legalMask(t, hand, cards[0]) >>> 0).toBe(legalPlayMask(game, hand, cards[0]) >>> 0);
      }
    }
  });
});

describe('double-dummy solver on full ten-trick deals', () => {
  // The bench:solver positions (same seed and rng use as bench/solver.bench.ts), the quick
  // ones among the first 60; exact values recorded from the solver before its speed-ups
  // (commit 61229bf), so a faster search must still find the same values.
  const ACES = 0x01010101;
  function benchPositions(withNull: boolean, n: number): SolverPosition[] {
    const rng = mulberry32(1);
    const games: SolverGame[] = withNull ? ['C', 'S', 'H', 'D', 'G', 'N'] : ['C', 'S', 'H', 'D', 'G'];
    const deal = () => {
      const deck = shuffle(
        Array.from({ length: 32 }, (_, k) => k),
        rng,
      );
      return [0, 1, 2].map((s) => deck.slice(s * 10, s * 10 + 10).reduce((m, c) => m | (1 << c), 0)) as [CardSet, CardSet, CardSet];
    };
    for (let i = 0; i < 5; i++) deal(); // the bench's warm-up deals
    const out: SolverPosition[] = [];
    for (let i = 0; i < n; i++) {
      const hands = deal();
      const game = games[Math.floor(rng() * games.length)];
      const t = rulesModule.gameTables(game);
      const score = (h: CardSet) => (game === 'N' ? -pointsOf(h) : count(h & t.trumps) * 10 + count(h & JACKS) * 5 + count(h & ACES) * 3);
      let declarer = 0;
      for (const s of [1, 2]) if (score(hands[s]) > score(hands[declarer])) declarer = s;
      out.push(
        game === 'N'
          ? { game, hands, leader: 0, maxSeats: 7 & ~(1 << declarer), countSeats: 1 << declarer, scoring: 'tricks' }
          : { game, hands, leader: 0, maxSeats: 1 << declarer },
      );
    }
    return out;
  }
  const cases: [boolean, Record<number, number>][] = [
    [false, { 6: 28, 15: 44, 17: 46, 18: 74, 29: 50, 30: 36, 34: 26, 35: 59, 37: 51, 43: 54, 48: 54, 51: 32, 54: 50, 58: 59 }],
    [true, { 5: 29, 6: 28, 15: 5, 18: 74, 23: 34, 28: 28, 29: 50, 30: 36, 34: 7, 35: 59, 43: 54, 48: 54, 51: 32, 54: 50, 58: 59 }],
  ];
  it.each(cases)('finds the recorded exact values (with Null: %s)', (withNull, expected) => {
    const positions = benchPositions(withNull, 60);
    const solver = new Solver(18);
    for (const [i, value] of Object.entries(expected)) {
      const p = positions[Number(i)];
      expect([Number(i), solver.solve(p).value]).toEqual([Number(i), value]);
    }
  });
});
