// Two builds of the solver timed in one process, in alternating rounds on the same positions:
// on a shared machine the load swings between runs, so the CPU time of each round is compared
// (the per-round ratio new/old, median). Both builds must agree on every value and node count.
// Usage: build the old commit (npx tsc -p tsconfig.bench.json), copy dist/bench/src/bots/solver
// to dist/bench/src/bots/solver-old (its imports are relative), build the new code, then
//   node dist/bench/bench/solver-ab.bench.js [--mode ten|null|tests] [--rounds 12] [--n 40]
// ten: solve() on the bench:solver deals (suit/Grand); null: the same deals as Null; tests: one
// testAtLeast each on 400 random 3-8-trick positions of every game kind, as the strong bot makes them.
import { join } from 'node:path';
import { type CardSet, count, JACKS, type Seat } from '../src/engine/index.js';
import { mulberry32, shuffle } from '../src/bots/rng.js';
import { gameTables, type SolverGame } from '../src/bots/solver/rules.js';
import type { Solver as SolverClass, SolverPosition } from '../src/bots/solver/solver.js';

function arg(name: string, def: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : def;
}
const mode = arg('mode', 'ten');
const rounds = Number(arg('rounds', '12'));
const n = Number(arg('n', '40'));
const ACES = 0x01010101;

type Job = { p: SolverPosition; t: number };
function jobs(): Job[] {
  const out: Job[] = [];
  if (mode === 'tests') {
    const rng = mulberry32(12345);
    const games: SolverGame[] = ['C', 'S', 'H', 'D', 'G', 'N'];
    for (let i = 0; i < 400; i++) {
      const deck = shuffle(
        Array.from({ length: 32 }, (_, k) => k),
        rng,
      );
      const k = 3 + Math.floor(rng() * 6);
      const hands = [0, 1, 2].map((s) => deck.slice(s * k, s * k + k).reduce((m, c) => m | (1 << c), 0)) as [CardSet, CardSet, CardSet];
      const game = games[Math.floor(rng() * games.length)];
      const decl = Math.floor(rng() * 3);
      const leader = Math.floor(rng() * 3) as Seat;
      if (game === 'N') out.push({ p: { game, hands, leader, maxSeats: 7 & ~(1 << decl), countSeats: 1 << decl, scoring: 'tricks' }, t: 1 });
      else out.push({ p: { game, hands, leader, maxSeats: 1 << decl }, t: Math.floor(rng() * 12 * k) });
    }
    return out;
  }
  // The bench:solver deals (seed 1, its five warm-up deals skipped).
  const rng = mulberry32(1);
  const deal = () => {
    const deck = shuffle(
      Array.from({ length: 32 }, (_, k) => k),
      rng,
    );
    return [0, 1, 2].map((s) => deck.slice(s * 10, s * 10 + 10).reduce((m, c) => m | (1 << c), 0)) as [CardSet, CardSet, CardSet];
  };
  for (let i = 0; i < 5; i++) deal();
  const games: SolverGame[] = mode === 'null' ? ['N'] : ['C', 'S', 'H', 'D', 'G'];
  for (let i = 0; i < n; i++) {
    const hands = deal();
    const game = games[Math.floor(rng() * games.length)];
    const t = gameTables(game);
    // The declarer: most trumps (Null: fewest Aces).
    const score = (h: CardSet) => (game === 'N' ? -count(h & ACES) : count(h & t.trumps) * 10 + count(h & JACKS) * 5 + count(h & ACES) * 3);
    let d = 0;
    for (const s of [1, 2]) if (score(hands[s]) > score(hands[d])) d = s;
    out.push({
      p:
        game === 'N'
          ? { game, hands, leader: 0, maxSeats: 7 & ~(1 << d), countSeats: 1 << d, scoring: 'tricks' }
          : { game, hands, leader: 0, maxSeats: 1 << d },
      t: -1,
    });
  }
  return out;
}

// The bench build is CommonJS: the two builds are loaded by path at run time.
const Old = require(join(__dirname, '../src/bots/solver-old/solver.js')) as { Solver: typeof SolverClass };
const New = require(join(__dirname, '../src/bots/solver/solver.js')) as { Solver: typeof SolverClass };
const list = jobs();
const solvers = [new Old.Solver(18), new New.Solver(18)];
function round(s: SolverClass): [number, number, number] {
  const t0 = process.cpuUsage();
  let acc = 0;
  let nodes = 0;
  for (const { p, t } of list) {
    if (t < 0) acc += s.solve(p).value;
    else acc += s.testAtLeast(p, t) ? 1 : 0;
    nodes += s.nodes;
  }
  const u = process.cpuUsage(t0);
  return [(u.user + u.system) / 1000, nodes, acc];
}
const ratios: number[] = [];
const times: [number[], number[]] = [[], []];
for (let r = 0; r < rounds; r++) {
  // Alternate which build goes first.
  const order = r % 2 === 0 ? [0, 1] : [1, 0];
  const res: [number, number, number][] = [];
  for (const i of order) res[i] = round(solvers[i]);
  if (res[0][1] !== res[1][1] || res[0][2] !== res[1][2]) throw new Error(`the builds disagree: ${JSON.stringify(res)}`);
  if (r === 0) continue; // warm-up
  times[0].push(res[0][0]);
  times[1].push(res[1][0]);
  ratios.push(res[1][0] / res[0][0]);
}
const med = (a: number[]) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];
console.log(`mode=${mode} positions=${list.length} rounds=${rounds - 1}`);
console.log(`old_cpu_ms_median=${med(times[0]).toFixed(1)} new_cpu_ms_median=${med(times[1]).toFixed(1)}`);
console.log(`new_over_old_median=${med(ratios).toFixed(3)} range=${Math.min(...ratios).toFixed(2)}..${Math.max(...ratios).toFixed(2)}`);
