// Draws saturated moves/s against concurrent tables for this service and the peer servers
// (docs/benchmarks.md, "Against the peers") as an SVG line chart (line-chart.ts), from
// bench/results/peer-comparison.json: one row per run, the median of a system's runs at a table count drawn.
//
// usage: tsx scripts/plot-throughput.ts bench/results/peer-comparison.json bench/results/throughput.svg
import { readFileSync, writeFileSync } from 'node:fs';
import { renderLineChart } from './line-chart';

export interface PeerRun {
  system: string;
  tables: number;
  movesPerSec: number;
}

const COLORS = ['#c92a2a', '#e67700', '#2b8a3e', '#1864ab', '#862e9c', '#495057'];

export function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

export function renderThroughput(runs: PeerRun[]): string {
  const systems = [...new Set(runs.map((r) => r.system))];
  return renderLineChart({
    title: 'Saturated moves/s against concurrent tables (3 clients each)',
    xLabel: 'concurrent tables',
    yLabel: 'moves/s',
    series: systems.map((system, i) => {
      const mine = runs.filter((r) => r.system === system);
      const tables = [...new Set(mine.map((r) => r.tables))];
      return {
        label: system,
        color: COLORS[i % COLORS.length],
        points: tables.map((t): [number, number] => [t, median(mine.filter((r) => r.tables === t).map((r) => r.movesPerSec))]),
      };
    }),
  });
}

if (require.main === module) {
  const [input, output] = process.argv.slice(2);
  if (!input || !output) {
    process.stderr.write('usage: tsx scripts/plot-throughput.ts RUNS.json OUT.svg\n');
    process.exit(2);
  }
  writeFileSync(output, renderThroughput(JSON.parse(readFileSync(input, 'utf8')) as PeerRun[]));
}
