// Arena: duplicate deals between two strategies through the engine, no server.
//
//   npm run arena -- --a strong --b heuristic --deals 600 [--seed S] [--rules standard|club|pub|tournament] [--budget MS]
//   (--a/--b: random, heuristic, strong, or strong-v1: the strong bot without the bidding model;
//   --a-options / --b-options '{"modelInference":false}': the strong bot's switches as JSON)
//   npm run arena -- --game tarock --variant simple|haferl ... (Tarock: tarock/arena.ts)
//
// Every deck is played six times, once per way of seating A and B at the three seats with
// both present (AAB ABA BAA ABB BAB BBA): each seat is A three times and B three times, so
// the cards cancel out. `--deals` counts deal plays (rounded up to a multiple of six).
// A side's "score per deal" is its seats' total over the six plays divided by three: what it
// would score per deal holding all three seats. The 95% intervals are over decks (the
// independent unit); mean_diff is A minus B per deal, paired per deck.
import { type PresetName, PRESETS } from '../engine/index.js';
import { playDeal } from './play.js';
import { createArenaStrategy } from './registry.js';
import type { Strategy } from './strategy.js';
import type { StrongOptions } from './strong.js';
import { parseTarockArenaArgs, runTarockArena } from './tarock/arena.js';

interface Args {
  a: string;
  b: string;
  deals: number;
  seed: number;
  rules: PresetName;
  budget?: number;
  quiet: boolean;
  /** StrongOptions for side A / B as JSON (switches of the strong bot, e.g. '{"modelInference":false}'). */
  aOptions?: StrongOptions;
  bOptions?: StrongOptions;
}

function parseArgs(argv: string[]): Args {
  const get = (name: string) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  return {
    a: get('a') ?? 'strong',
    b: get('b') ?? 'heuristic',
    deals: Number(get('deals') ?? 60),
    seed: Number(get('seed') ?? 1),
    rules: (get('rules') ?? 'standard') as PresetName,
    budget: get('budget') !== undefined ? Number(get('budget')) : undefined,
    quiet: argv.includes('--quiet'),
    aOptions: get('a-options') !== undefined ? (JSON.parse(get('a-options') as string) as StrongOptions) : undefined,
    bOptions: get('b-options') !== undefined ? (JSON.parse(get('b-options') as string) as StrongOptions) : undefined,
  };
}

const ASSIGNMENTS: readonly (readonly ('A' | 'B')[])[] = [
  ['A', 'A', 'B'],
  ['A', 'B', 'A'],
  ['B', 'A', 'A'],
  ['A', 'B', 'B'],
  ['B', 'A', 'B'],
  ['B', 'B', 'A'],
];

function meanCi(xs: number[]): { mean: number; lo: number; hi: number } {
  const n = xs.length;
  const mean = xs.reduce((s, x) => s + x, 0) / n;
  const v = n > 1 ? xs.reduce((s, x) => s + (x - mean) ** 2, 0) / (n - 1) : 0;
  const half = 1.96 * Math.sqrt(v / n);
  return { mean, lo: mean - half, hi: mean + half };
}

export function runArena(args: Args): { meanDiff: number; lo: number; hi: number } {
  const preset = PRESETS[args.rules];
  if (!preset) throw new Error(`unknown rules preset ${args.rules}`);
  const rules = preset.rules;
  const A: Strategy = createArenaStrategy(args.a, args.aOptions);
  const B: Strategy = createArenaStrategy(args.b, args.bOptions);
  const decks = Math.max(1, Math.ceil(args.deals / 6));
  const perDeckA: number[] = [];
  const perDeckB: number[] = [];
  const diffs: number[] = [];
  const declarer = { A: { games: 0, won: 0, overbid: 0 }, B: { games: 0, won: 0, overbid: 0 } };
  const time = { A: { ms: 0, n: 0, max: 0 }, B: { ms: 0, n: 0, max: 0 } };
  const t0 = Date.now();
  for (let d = 0; d < decks; d++) {
    let a = 0;
    let b = 0;
    ASSIGNMENTS.forEach((sides, r) => {
      const strategies = sides.map((x) => (x === 'A' ? A : B)) as [Strategy, Strategy, Strategy];
      const played = playDeal({ rules, seed: `arena-${args.seed}-${d}`, strategies, rngSeed: args.seed * 100003 + d * 6 + r, budgetMs: args.budget });
      for (let s = 0; s < 3; s++) {
        if (sides[s] === 'A') a += played.scores[s];
        else b += played.scores[s];
        time[sides[s]].ms += played.ms[s];
        time[sides[s]].n += played.decisions[s];
        time[sides[s]].max = Math.max(time[sides[s]].max, played.maxMs[s]);
      }
      if (played.result.kind === 'game') {
        const side = sides[played.result.game.declarer];
        declarer[side].games++;
        if (played.result.game.won) declarer[side].won++;
        if (played.result.game.overbid) declarer[side].overbid++;
      }
    });
    perDeckA.push(a / 3);
    perDeckB.push(b / 3);
    diffs.push((a - b) / 3);
    if (!args.quiet && (d + 1) % 10 === 0) {
      const m = meanCi(diffs);
      process.stderr.write(`  ${(d + 1) * 6} deals, ${((Date.now() - t0) / 1000).toFixed(0)} s, mean_diff so far ${m.mean.toFixed(1)} [${m.lo.toFixed(1)}, ${m.hi.toFixed(1)}]\n`);
    }
  }
  const ca = meanCi(perDeckA);
  const cb = meanCi(perDeckB);
  const cd = meanCi(diffs);
  const pct = (x: { games: number; won: number }) => (x.games ? ((100 * x.won) / x.games).toFixed(1) : '-');
  const opts = (o?: StrongOptions) => (o ? ` ${JSON.stringify(o)}` : '');
  console.log(`arena: A=${args.a}${opts(args.aOptions)} B=${args.b}${opts(args.bOptions)} rules=${args.rules} decks=${decks} deals=${decks * 6} seed=${args.seed} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
  console.log(`A ${args.a}: score per deal ${ca.mean.toFixed(2)} (95% CI ${ca.lo.toFixed(2)} .. ${ca.hi.toFixed(2)}), declarer ${declarer.A.games} games, won ${pct(declarer.A)}%, overbid ${declarer.A.overbid}, ${(time.A.ms / Math.max(1, time.A.n)).toFixed(1)} ms per decision (max ${time.A.max.toFixed(0)})`);
  console.log(`B ${args.b}: score per deal ${cb.mean.toFixed(2)} (95% CI ${cb.lo.toFixed(2)} .. ${cb.hi.toFixed(2)}), declarer ${declarer.B.games} games, won ${pct(declarer.B)}%, overbid ${declarer.B.overbid}, ${(time.B.ms / Math.max(1, time.B.n)).toFixed(1)} ms per decision (max ${time.B.max.toFixed(0)})`);
  console.log(`mean_diff=${cd.mean.toFixed(3)}`);
  console.log(`ci95_low=${cd.lo.toFixed(3)}`);
  console.log(`ci95_high=${cd.hi.toFixed(3)}`);
  return { meanDiff: cd.mean, lo: cd.lo, hi: cd.hi };
}

/** The command line: `--game tarock` runs the Tarock arena, else Skat's. Returns the exit code. */
export async function arenaMain(argv: string[]): Promise<number> {
  try {
    const game = argv.includes('--game') ? argv[argv.indexOf('--game') + 1] : 'skat';
    if (game === 'tarock') runTarockArena(parseTarockArenaArgs(argv));
    else if (game === 'skat') runArena(parseArgs(argv));
    else throw new Error('--game: skat or tarock');
    return 0;
  } catch (e) {
    process.stderr.write(`${e instanceof Error ? e.message : String(e)}\n`);
    return 2;
  }
}

if (process.argv[1] && /arena\.(ts|js)$/.test(process.argv[1])) {
  void arenaMain(process.argv.slice(2)).then((code) => (process.exitCode = code));
}
