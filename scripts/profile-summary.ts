// Summarises a V8 CPU profile (node --cpu-prof) by where the sampled time went: per package
// (node_modules/<pkg>, our src/<folder>, node internals) and per function, self time only.
// The shares quoted in docs/benchmarks.md come from this, for a server profiled with
//   BENCH_SERVER_ARGS="--cpu-prof --cpu-prof-dir=DIR" npm run bench:api -- ...
// usage: tsx scripts/profile-summary.ts DIR/CPU.*.cpuprofile [top=30]
import { readFileSync } from 'node:fs';

export interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
export interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

function place(url: string, fn: string): string {
  const pkg = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  const ours = /\/src\/([^/]+)/.exec(url);
  if (ours) return `src/${ours[1]}`;
  return url ? url.split('/').slice(0, 2).join('/') : fn; // node:internal/..., or (idle), (garbage collector)
}

export function summarise(p: Profile): { total: number; byPlace: Map<string, number>; byFunction: Map<string, number> } {
  const self = new Map<number, number>();
  p.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (p.timeDeltas[i] ?? 0)));
  const byPlace = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let total = 0;
  for (const n of p.nodes) {
    const t = self.get(n.id) ?? 0;
    if (!t) continue;
    total += t;
    const { functionName, url, lineNumber } = n.callFrame;
    const where = place(url, functionName);
    byPlace.set(where, (byPlace.get(where) ?? 0) + t);
    const key = `${functionName || '(anonymous)'} ${where}:${lineNumber}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + t);
  }
  return { total, byPlace, byFunction };
}

if (require.main === module) {
  const [file, topArg] = process.argv.slice(2);
  if (!file) {
    process.stderr.write('usage: tsx scripts/profile-summary.ts FILE.cpuprofile [top]\n');
    process.exit(2);
  }
  const top = Number(topArg ?? 30);
  const { total, byPlace, byFunction } = summarise(JSON.parse(readFileSync(file, 'utf8')) as Profile);
  const show = (m: Map<string, number>) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .forEach(([k, v]) => console.log(`${((100 * v) / total).toFixed(1).padStart(5)}%  ${k}`));
  console.log(`sampled ${(total / 1e6).toFixed(1)} s`);
  console.log('-- by package or folder (self time)');
  show(byPlace);
  console.log('-- by function (self time)');
  show(byFunction);
}
