// A log-log line chart as plain SVG: a handful of lines and labels, no plotting dependency, and
// it renders on GitHub and in any browser. Used by plot-latency.ts and plot-throughput.ts.

export interface ChartSeries {
  label: string;
  color: string;
  /** [x, y] points; drawn in x order. */
  points: [number, number][];
}

export interface LineChart {
  title: string;
  xLabel: string;
  yLabel: string;
  series: ChartSeries[];
  /** The y axis reaches at least down to this (a latency axis starts at 1 ms); default: the data's least value. */
  yFloor?: number;
}

export function renderLineChart(chart: LineChart): string {
  const W = 640;
  const H = 400;
  const L = 60;
  const R = 210;
  const T = 30;
  const B = 50;
  const all = chart.series.flatMap((s) => s.points);
  const xs = [...new Set(all.map(([x]) => x))].sort((a, b) => a - b);
  // x grows roughly geometrically (10, 50, 200, 500 tables): a log x axis keeps the points apart.
  const xMin = Math.log10(Math.min(...xs));
  const xMax = Math.log10(Math.max(...xs));
  // y spans orders of magnitude (latency once a server saturates, rates across servers): log y, by powers of ten.
  const values = all.map(([, y]) => y).filter((v) => v > 0);
  const yLo = Math.floor(Math.log10(Math.min(...values, chart.yFloor ?? Infinity)));
  const yHi = Math.max(yLo + 1, Math.ceil(Math.log10(Math.max(...values, 1))));
  const px = (x: number) => L + ((Math.log10(x) - xMin) / (xMax - xMin || 1)) * (W - L - R);
  const py = (v: number) => T + (1 - (Math.log10(Math.max(v, 10 ** yLo)) - yLo) / (yHi - yLo)) * (H - T - B);
  const out: string[] = [];
  out.push(`<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" font-family="sans-serif" font-size="12">`);
  out.push(`<rect width="${W}" height="${H}" fill="white"/>`);
  out.push(`<text x="${L}" y="18" font-size="14">${chart.title}</text>`);
  for (let e = yLo; e <= yHi; e++) {
    const v = 10 ** e;
    const y = py(v);
    out.push(`<line x1="${L}" y1="${y}" x2="${W - R}" y2="${y}" stroke="#ddd"/>`);
    out.push(`<text x="${L - 6}" y="${y + 4}" text-anchor="end">${+v.toFixed(1)}</text>`);
  }
  for (const x of xs) {
    out.push(`<line x1="${px(x)}" y1="${T}" x2="${px(x)}" y2="${H - B}" stroke="#eee"/>`);
    out.push(`<text x="${px(x)}" y="${H - B + 16}" text-anchor="middle">${x}</text>`);
  }
  out.push(`<text x="${(L + W - R) / 2}" y="${H - 12}" text-anchor="middle">${chart.xLabel} (log scale)</text>`);
  out.push(`<text x="16" y="${(T + H - B) / 2}" transform="rotate(-90 16 ${(T + H - B) / 2})" text-anchor="middle">${chart.yLabel} (log scale)</text>`);
  chart.series.forEach((s, i) => {
    const pts = [...s.points].sort((a, b) => a[0] - b[0]);
    const d = pts.map(([x, y], j) => `${j ? 'L' : 'M'}${px(x).toFixed(1)},${py(y).toFixed(1)}`).join(' ');
    out.push(`<path d="${d}" fill="none" stroke="${s.color}" stroke-width="2"/>`);
    for (const [x, y] of pts) out.push(`<circle cx="${px(x)}" cy="${py(y)}" r="3" fill="${s.color}"/>`);
    const ly = T + 10 + i * 18;
    out.push(`<line x1="${W - R + 12}" y1="${ly}" x2="${W - R + 32}" y2="${ly}" stroke="${s.color}" stroke-width="2"/>`);
    out.push(`<text x="${W - R + 38}" y="${ly + 4}">${s.label}</text>`);
  });
  out.push('</svg>');
  return out.join('\n') + '\n';
}
