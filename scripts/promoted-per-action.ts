// What the server's old generation gains per action between two full collections: for each pair
// of consecutive Mark-Compacts of its main isolate, the heap before the second minus the heap after
// the first, divided by the actions answered in between. From a run of
//   BENCH_SERVER_STDOUT=1 BENCH_SERVER_ARGS="--trace-gc" npm run bench:api -- --human 1000 \
//     --transport ws --floor-seconds 2 --latency-log LAT > GC
// (both files count ms from the server's start).
// usage: tsx scripts/promoted-per-action.ts GC LAT
import { readFileSync } from 'node:fs';

const [gcFile, latFile] = process.argv.slice(2);
if (!gcFile || !latFile) {
  process.stderr.write('usage: tsx scripts/promoted-per-action.ts GC_LOG LATENCY_LOG\n');
  process.exit(2);
}
// `[pid:isolate]   12345 ms: Mark-Compact 395.5 (431.6) -> 106.2 (431.2) MB, ...`
const GC_LINE = /^\[\d+:(0x[0-9a-f]+)\]\s+(\d+) ms: (Scavenge|Mark-Compact) ([\d.]+) \([\d.]+\) -> ([\d.]+)/;
const gcs = readFileSync(gcFile, 'utf8')
  .split('\n')
  .flatMap((l) => {
    const m = GC_LINE.exec(l);
    return m ? [{ isolate: m[1], at: Number(m[2]), kind: m[3], before: Number(m[4]), after: Number(m[5]) }] : [];
  });
// Worker threads log their own collections: the main isolate is the one that collects most often.
const seen = new Map<string, number>();
for (const g of gcs) seen.set(g.isolate, (seen.get(g.isolate) ?? 0) + 1);
const main = [...seen].sort((a, b) => b[1] - a[1])[0]?.[0];
const full = gcs.filter((g) => g.isolate === main && g.kind === 'Mark-Compact');
const answered = readFileSync(latFile, 'utf8')
  .split('\n')
  .filter((l) => l && !l.startsWith('#'))
  .map((l) => Number(l.split(' ')[0]));

console.log('from_ms   to_ms   old gen MB   actions   KB per action');
for (let i = 1; i < full.length; i++) {
  const [a, b] = [full[i - 1], full[i]];
  const actions = answered.filter((t) => t >= a.at && t < b.at).length;
  if (!actions) continue;
  const mb = b.before - a.after;
  console.log(
    `${String(a.at).padStart(7)} ${String(b.at).padStart(7)} ${mb.toFixed(1).padStart(12)} ${String(actions).padStart(9)} ${((mb * 1000) / actions).toFixed(1).padStart(15)}`,
  );
}
