// Draws latency against concurrent tables as an SVG line chart, from the JSON that
// `npm run bench:api -- --sweep` writes. No plotting dependency: the chart is a handful of
// lines and labels, and a plain SVG renders on GitHub and in any browser.
//
// usage: tsx scripts/plot-latency.ts docs/bench-sweep.json docs/latency.svg
import { readFileSync, writeFileSync } from 'node:fs';

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
  const W = 640;
  const H = 400;
  const L = 60;
  const R = 150;
  const T = 30;
  const B = 50;
  const xs = points.map((p) => p.tables);
  // Tables grow roughly geometrically (10, 50, 200, 500): a log x axis keeps the points apart.
  const lx = (t: number) => Math.log10(t);
  const xMin = lx(Math.min(...xs));
  const xMax = lx(Math.max(...xs));
  // Latencies span orders of magnitude once the server saturates: a log y axis, by powers of ten.
  const values = points.flatMap((p) => SERIES.map((s) => p[s.key])).filter((v) => v > 0);
  const yLo = Math.floor(Math.log10(Math.min(...values, 1)));
  const yHi = Math.max(yLo + 1, Math.ceil(Math.log10(Math.max(...values, 1))));
  const px = (t: number) => L + ((lx(t) - xMin) / (xMax - xMin || 1)) * (W - L - R);
  const py = (v: number) => T + (1 - (Math.log10(Math.max(v, 10 ** yLo)) - yLo) / (yHi - yLo)) * (H - T - B);
  const out: string[] = [];
  out.push(`<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" font-family="sans-serif" font-size="12">`);
  out.push(`<rect width="${W}" height="${H}" fill="white"/>`);
  const think = points[0]?.thinkMs ? `, bots think ${points[0].thinkMs} ms per move` : '';
  out.push(`<text x="${L}" y="18" font-size="14">Latency against concurrent tables${think}</text>`);
  for (let e = yLo; e <= yHi; e++) {
    const v = 10 ** e;
    const y = py(v);
    out.push(`<line x1="${L}" y1="${y}" x2="${W - R}" y2="${y}" stroke="#ddd"/>`);
    out.push(`<text x="${L - 6}" y="${y + 4}" text-anchor="end">${+v.toFixed(1)}</text>`);
  }
  for (const t of xs) {
    out.push(`<line x1="${px(t)}" y1="${T}" x2="${px(t)}" y2="${H - B}" stroke="#eee"/>`);
    out.push(`<text x="${px(t)}" y="${H - B + 16}" text-anchor="middle">${t}</text>`);
  }
  out.push(`<text x="${(L + W - R) / 2}" y="${H - 12}" text-anchor="middle">concurrent tables (log scale)</text>`);
  out.push(`<text x="16" y="${(T + H - B) / 2}" transform="rotate(-90 16 ${(T + H - B) / 2})" text-anchor="middle">ms (log scale)</text>`);
  SERIES.forEach((s, i) => {
    const d = points.map((p, j) => `${j ? 'L' : 'M'}${px(p.tables).toFixed(1)},${py(p[s.key]).toFixed(1)}`).join(' ');
    out.push(`<path d="${d}" fill="none" stroke="${s.color}" stroke-width="2"/>`);
    for (const p of points) out.push(`<circle cx="${px(p.tables)}" cy="${py(p[s.key])}" r="3" fill="${s.color}"/>`);
    const ly = T + 10 + i * 18;
    out.push(`<line x1="${W - R + 12}" y1="${ly}" x2="${W - R + 32}" y2="${ly}" stroke="${s.color}" stroke-width="2"/>`);
    out.push(`<text x="${W - R + 38}" y="${ly + 4}">${s.label}</text>`);
  });
  out.push('</svg>');
  return out.join('\n') + '\n';
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
