// Double-dummy solver benchmark: full ten-trick open positions from random deals, random
// suit or Grand games, forehand to lead. The declarer is the seat that would plausibly play
// that game (most trumps; `--any-declarer` picks a random seat instead, which makes many
// hopeless positions whose exact low value is costlier to prove). Prints per-game stats and
// ends with `solve_ms_mean=X`. Usage: npm run bench:solver [-- --n 200 --seed 1 --null --any-declarer]
import { type CardSet, count, JACKS, pointsOf, type Seat } from '../src/engine/index.js';

const ACES = 0x01010101;
import { mulberry32, shuffle } from '../src/bots/rng.js';
import { Solver } from '../src/bots/solver/solver.js';
import { gameTables, type SolverGame } from '../src/bots/solver/rules.js';

function arg(name: string, def: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : def;
}

const n = arg('n', 200);
const rng = mulberry32(arg('seed', 1));
const withNull = process.argv.includes('--null');
const anyDeclarer = process.argv.includes('--any-declarer');

/** The seat that would declare this game: most trumps (Grand: Jacks, then Aces; Null: fewest high cards). */
function plausibleDeclarer(game: SolverGame, hands: [CardSet, CardSet, CardSet]): Seat {
  const t = gameTables(game);
  const score = (h: CardSet) => (game === 'N' ? -pointsOf(h) : count(h & t.trumps) * 10 + count(h & JACKS) * 5 + count(h & ACES) * 3);
  let best: Seat = 0;
  for (const s of [1, 2] as Seat[]) if (score(hands[s]) > score(hands[best])) best = s;
  return best;
}
const solver = new Solver(18); // 2^18 entries: measured faster than 2^20 (cache), same node count
const games: SolverGame[] = withNull ? ['C', 'S', 'H', 'D', 'G', 'N'] : ['C', 'S', 'H', 'D', 'G'];
const times: number[] = [];
const perGame = new Map<string, number[]>();
let nodes = 0;
let won = 0;
// Warm up the JIT on a few positions that are not timed.
for (let i = 0; i < 5; i++) {
  const deck = shuffle(
    Array.from({ length: 32 }, (_, k) => k),
    rng,
  );
  const hands = [0, 1, 2].map((s) => deck.slice(s * 10, s * 10 + 10).reduce((m, c) => m | (1 << c), 0)) as [CardSet, CardSet, CardSet];
  solver.solve({ game: 'G', hands, leader: 0, maxSeats: 1 });
}
// And on every game kind measured, with its own random numbers (the measured positions stay the
// same): code paths first met after the warm-up deoptimize the search, and V8 does not always
// optimize it again soon (runs several times slower now and then).
const warmRng = mulberry32(0x5eed);
for (let i = 0; i < 3; i++) {
  for (const game of games) {
    const deck = shuffle(
      Array.from({ length: 32 }, (_, k) => k),
      warmRng,
    );
    const hands = [0, 1, 2].map((s) => deck.slice(s * 10, s * 10 + 10).reduce((m, c) => m | (1 << c), 0)) as [CardSet, CardSet, CardSet];
    const declarer = (i % 3) as Seat;
    if (game === 'N') solver.solve({ game, hands, leader: 0, maxSeats: 7 & ~(1 << declarer), countSeats: 1 << declarer, scoring: 'tricks' });
    else solver.solve({ game, hands, leader: 0, maxSeats: 1 << declarer });
  }
}
for (let i = 0; i < n; i++) {
  const deck = shuffle(
    Array.from({ length: 32 }, (_, k) => k),
    rng,
  );
  const hands = [0, 1, 2].map((s) => deck.slice(s * 10, s * 10 + 10).reduce((m, c) => m | (1 << c), 0)) as [CardSet, CardSet, CardSet];
  const skat = ((1 << deck[30]) | (1 << deck[31])) >>> 0;
  const game = games[Math.floor(rng() * games.length)];
  const declarer = anyDeclarer ? (Math.floor(rng() * 3) as Seat) : plausibleDeclarer(game, hands);
  const t0 = performance.now();
  if (game === 'N') {
    const defenders = 7 & ~(1 << declarer);
    const r = solver.solve({ game, hands, leader: 0, maxSeats: defenders, countSeats: 1 << declarer, scoring: 'tricks' });
    if (r.value === 0) won++;
    nodes += r.nodes;
  } else {
    const r = solver.solve({ game, hands, leader: 0, maxSeats: 1 << declarer });
    if (r.value + pointsOf(skat) >= 61) won++;
    nodes += r.nodes;
  }
  const ms = performance.now() - t0;
  times.push(ms);
  const list = perGame.get(game) ?? [];
  list.push(ms);
  perGame.set(game, list);
}
const mean = (a: number[]) => a.reduce((s, x) => s + x, 0) / a.length;
const sorted = [...times].sort((a, b) => a - b);
for (const [g, list] of [...perGame].sort()) console.log(`game ${g}: n=${list.length} mean_ms=${mean(list).toFixed(2)} max_ms=${Math.max(...list).toFixed(1)}`);
console.log(`positions=${n} declarer_wins=${won} nodes_mean=${Math.round(nodes / n)}`);
console.log(`p50_ms=${sorted[Math.floor(n / 2)].toFixed(2)} p95_ms=${sorted[Math.floor(n * 0.95)].toFixed(2)} max_ms=${sorted[n - 1].toFixed(1)}`);
console.log(`solve_ms_mean=${mean(times).toFixed(2)}`);
