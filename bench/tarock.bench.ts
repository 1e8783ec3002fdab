// `npm run bench:tarock`: Tarock's solver and strong player.
// 1. The double-dummy solver on open eleven-trick deals (random deck, the seat with the longest
//    suit declares it as trumps, forehand leads): nodes and ms for the test "declarer reaches 61"
//    with the talon's points counted for him.
// 2. The strong player's time per decision: `--deals` deals (simple and Haferl in turn) with
//    the strong player at every seat, each decision timed in wall-clock and in CPU time.
// Ends with `tarock_test_ms_mean=X`, `tarock_decision_ms_mean=X`, `tarock_decision_ms_p99=X`,
// `tarock_decision_ms_max=X` (wall) and `tarock_decision_cpu_ms_max=X`.
// Options: --n N (solver positions, default 100), --deals D (default 10), --budget MS, --seed S.
import { tarockConfig, tarockDeck, tPointsOf, type TarockAction, type TarockDealView } from '../src/engine/tarock/index.js';
import { playTarockDeal } from '../src/games/tarock/bots/arena.js';
import { TarockSolver } from '../src/games/tarock/bots/solver.js';
import { createStrongTarock } from '../src/games/tarock/bots/strong.js';

function arg(name: string, def: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : def;
}
const N = arg('n', 100);
const DEALS = arg('deals', 10);
const SEED = arg('seed', 1);
const BUDGET = process.argv.includes('--budget') ? arg('budget', 300) : undefined;

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))];
const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / Math.max(1, xs.length);

// 1. Solver.
const solver = new TarockSolver();
const times: number[] = [];
let nodes = 0,
  won = 0;
for (let i = -5; i < N; i++) {
  const deck = tarockDeck(`bench-${SEED}-${i}`);
  const hands = [0, 1, 2].map((s) => deck.slice(s * 11, s * 11 + 11));
  let declarer = 0,
    trump = 0,
    best = -1;
  for (let s = 0; s < 3; s++)
    for (let t = 0; t < 4; t++) {
      const len = hands[s].filter((c) => Math.floor(c / 9) === t).length;
      if (len > best) {
        best = len;
        declarer = s;
        trump = t;
      }
    }
  const t0 = performance.now();
  const r = solver.testAtLeast({ hands, declarer, trump, bettel: false, leader: 0, trick: [] }, 61 - tPointsOf(deck.slice(33)));
  const dt = performance.now() - t0;
  if (i < 0) continue; // JIT warm-up
  times.push(dt);
  nodes += solver.nodes;
  if (r) won++;
}
console.log(
  `solver: ${N} open deals, declarer reaches 61 in ${won}; nodes mean ${Math.round(nodes / N)}, ms mean ${mean(times).toFixed(1)}, p95 ${pct(times, 0.95).toFixed(1)}, max ${Math.max(...times).toFixed(1)}`,
);

// 2. Strong player's decisions.
const wall: number[] = [],
  cpu: number[] = [];
const byKind = new Map<string, number[]>();
const strong = createStrongTarock(BUDGET !== undefined ? { budgetMs: BUDGET } : {});
const timed = (view: TarockDealView, legal: readonly TarockAction[], next: () => number) => {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const a = strong(view, legal, next);
  const w = performance.now() - t0;
  const c = process.cpuUsage(c0).user / 1000;
  wall.push(w);
  cpu.push(c);
  const k = legal[0].type;
  byKind.set(k, [...(byKind.get(k) ?? []), w]);
  return a;
};
for (let d = 0; d < DEALS; d++) {
  const variant = d % 2 === 0 ? 'simple' : 'haferl';
  const cfg = tarockConfig({ variant, settlement: variant === 'simple' ? 'pot' : 'haferl' });
  if (!cfg.ok) throw new Error(cfg.errors.join());
  playTarockDeal(cfg.options, `bench-deal-${SEED}-${d}`, [timed, timed, timed], `bench-rng-${d}`);
}
for (const [k, xs] of byKind) console.log(`strong ${k}: ${xs.length} decisions, ms mean ${mean(xs).toFixed(1)}, max ${Math.max(...xs).toFixed(0)}`);
console.log(`tarock_test_ms_mean=${mean(times).toFixed(2)}`);
console.log(`tarock_decision_ms_mean=${mean(wall).toFixed(1)}`);
console.log(`tarock_decision_ms_p99=${pct(wall, 0.99).toFixed(1)}`);
console.log(`tarock_decision_ms_max=${Math.max(...wall).toFixed(1)}`);
console.log(`tarock_decision_cpu_ms_max=${Math.max(...cpu).toFixed(1)}`);
