// Draws latency against concurrent tables as an SVG line chart (line-chart.ts), from the JSON
// that `npm run bench:api -- --sweep` writes.
//
// usage: tsx scripts/plot-latency.ts bench/results/bench-sweep.json bench/results/latency.svg
import { readFileSync, writeFileSync } from 'node:fs';
import { renderLineChart } from './line-chart';

export interface SweepPoint {
  tables: number;
  /** The bots' mean think time (the same at every point: the load grows with the tables). */
  thinkMs?: number;
  p50ActionMs: number;
  p95ActionMs: number;
  p99ActionMs: number;
  p99EventMs: number;
}

const SERIES: { key: 'p50ActionMs' | 'p95ActionMs' | 'p99ActionMs' | 'p99EventMs'; label: string; color: string }[] = [
  { key: 'p50ActionMs', label: 'action p50', color: '#2b8a3e' },
  { key: 'p95ActionMs', label: 'action p95', color: '#e67700' },
  { key: 'p99ActionMs', label: 'action p99', color: '#c92a2a' },
  { key: 'p99EventMs', label: 'event p99', color: '#1864ab' },
];

export function renderSvg(points: SweepPoint[]): string {
  const think = points[0]?.thinkMs ? `, bots think ${points[0].thinkMs} ms per move` : '';
  return renderLineChart({
    title: `Latency against concurrent tables${think}`,
    xLabel: 'concurrent tables',
    yLabel: 'ms',
    yFloor: 1,
    series: SERIES.map((s) => ({ label: s.label, color: s.color, points: points.map((p): [number, number] => [p.tables, p[s.key]]) })),
  });
}

if (require.main === module) {
  const [input, output] = process.argv.slice(2);
  if (!input || !output) {
    process.stderr.write('usage: tsx scripts/plot-latency.ts SWEEP.json OUT.svg\n');
    process.exit(2);
  }
  const points = (JSON.parse(readFileSync(input, 'utf8')) as SweepPoint[]).sort((a, b) => a.tables - b.tables);
  writeFileSync(output, renderSvg(points));
}
