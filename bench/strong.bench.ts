// The strong bot's cost per decision: complete tournament deals with three strong seats, each
// decision timed in wall-clock ms and in CPU ms of this process (process.cpuUsage, which a loaded
// machine inflates far less than wall time: the work budget fixes the nodes, so CPU time is what a
// quiet machine's wall time would be), after two untimed deals that warm it up. Prints mean, p99 and
// max of both, per phase of the deal, and nodes per decision.
// Usage: npm run bench:strong [-- --deals 20 --seed 1]
import { PRESETS } from '../src/engine/index.js';
import { playDeal } from '../src/bots/play.js';
import { StrongStrategy } from '../src/bots/strong.js';
import type { Strategy, StrategyInput } from '../src/bots/strategy.js';

function arg(name: string, def: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : def;
}

const deals = arg('deals', 20);
/** Print every decision that took at least this many CPU ms (deal, seat, phase). */
const slow = arg('slow', Infinity);
let deal = 0;
const seed = arg('seed', 1);
const strong = new StrongStrategy();
const wall: number[] = [];
const cpu: number[] = [];
/** CPU ms by phase of the deal (bidding, skatDecision, discarding, declaring, playing). */
const byPhase = new Map<string, number[]>();
const timed: Strategy = {
  name: 'strong',
  chooseAction(input: StrategyInput) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    const a = strong.chooseAction(input);
    wall.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
    const list = byPhase.get(input.view.phase) ?? [];
    list.push((c.user + c.system) / 1000);
    byPhase.set(input.view.phase, list);
    if ((c.user + c.system) / 1000 >= slow)
      process.stdout.write(`slow: deal ${deal} seat ${input.view.viewer} ${input.view.phase} cpu ${((c.user + c.system) / 1000).toFixed(0)} ms\n`);
    return a;
  },
};
const rules = PRESETS.tournament.rules;
// Two untimed deals first: a server's bot worker is warm (JIT, its transposition table) after its first moves.
for (let d = 0; d < 2; d++) playDeal({ rules, seed: `bench-strong-warmup-${d}`, strategies: [strong, strong, strong], rngSeed: d });
const warm = { ...strong.workStats };
for (let d = 0; d < deals; d++, deal = d) playDeal({ rules, seed: `bench-strong-${seed}-${d}`, strategies: [timed, timed, timed], rngSeed: seed * 1000 + d });
const stats = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return { mean: xs.reduce((a, b) => a + b, 0) / xs.length, p99: s[Math.floor(0.99 * (s.length - 1))], max: s[s.length - 1] };
};
const w = stats(wall);
const c = stats(cpu);
process.stdout.write(`strong bench: ${deals} deals, ${wall.length} decisions, seed ${seed}\n`);
process.stdout.write(`wall_ms_mean=${w.mean.toFixed(1)} wall_ms_p99=${w.p99.toFixed(0)} wall_ms_max=${w.max.toFixed(0)}\n`);
process.stdout.write(`cpu_ms_mean=${c.mean.toFixed(1)} cpu_ms_p99=${c.p99.toFixed(0)} cpu_ms_max=${c.max.toFixed(0)}\n`);
for (const [phase, xs] of byPhase) {
  const p = stats(xs);
  process.stdout.write(
    `  ${phase.padEnd(13)} ${String(xs.length).padStart(5)} decisions, cpu ms mean ${p.mean.toFixed(1)} p99 ${p.p99.toFixed(0)} max ${p.max.toFixed(0)}\n`,
  );
}
process.stdout.write(
  `nodes_per_decision=${Math.round(strong.workStats.nodes / wall.length)} worlds_per_decision=${(strong.workStats.worlds / wall.length).toFixed(1)}\n`,
);
