// The runs of scripts/peer-window.sh as bench/results/peer-comparison.json (one row per run: the input of
// scripts/plot-throughput.ts), and the medians and per-round ratios docs/benchmarks.md quotes.
// usage: tsx scripts/peer-json.ts OUT_DIR bench/results/peer-comparison.json
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { median, type PeerRun } from './plot-throughput';

interface Row extends PeerRun {
  round: string;
  serverCpuMs: number;
  pgCpuMs: number | null;
  p99SaturatedMs: number;
  p99PacedMs: number;
}

const PEERS: Record<string, string> = { 'bgio-postgres': 'boardgame.io + PostgreSQL', 'bgio-memory': 'boardgame.io, memory', colyseus: 'Colyseus, memory' };
const r3 = (x: number) => Math.round(x * 1000) / 1000;

function parse(dir: string, file: string): Row | null {
  const m = /^([a-z])-(.+)-(\d+)\.log$/.exec(file);
  if (!m) return null;
  const [, round, kind, t] = m;
  const text = readFileSync(join(dir, file), 'utf8');
  const tables = Number(t);
  if (kind.startsWith('ours-')) {
    const v = (k: string) => Number(new RegExp(`^${k}=([0-9.]+)$`, 'm').exec(text)?.[1] ?? NaN);
    return {
      system: `this service, over ${kind.slice(5)}`,
      tables,
      round,
      movesPerSec: v('actions_per_sec'),
      serverCpuMs: v('server_cpu_ms_per_action'),
      pgCpuMs: v('pg_cpu_ms_per_action'),
      p99SaturatedMs: v('p99_action_ms_saturated'),
      p99PacedMs: v('p99_action_ms'),
    };
  }
  const results = text
    .split('\n')
    .filter((l) => l.startsWith('RESULT '))
    .map((l) => JSON.parse(l.slice(7)) as { label: string; movesPerSec: number; serverCpuMs: number; pgCpuMs: number; p99: number });
  const sat = results.find((x) => x.label === 'saturated');
  const paced = results.find((x) => x.label !== 'saturated');
  if (!sat || !paced) throw new Error(`${file}: no RESULT lines`);
  return {
    system: PEERS[kind],
    tables,
    round,
    movesPerSec: Math.round(sat.movesPerSec),
    serverCpuMs: r3(sat.serverCpuMs),
    pgCpuMs: kind === 'bgio-postgres' ? r3(sat.pgCpuMs) : null,
    p99SaturatedMs: Math.round(sat.p99 * 10) / 10,
    p99PacedMs: Math.round(paced.p99 * 10) / 10,
  };
}

const [dir, out] = process.argv.slice(2);
if (!dir || !out) {
  process.stderr.write('usage: tsx scripts/peer-json.ts OUT_DIR bench/results/peer-comparison.json\n');
  process.exit(2);
}
const rows = readdirSync(dir)
  .sort()
  .map((f) => parse(dir, f))
  .filter((r): r is Row => r !== null);
rows.sort((a, b) => a.system.localeCompare(b.system) || a.tables - b.tables || a.round.localeCompare(b.round));
writeFileSync(out, JSON.stringify(rows, null, 1) + '\n');
for (const t of [...new Set(rows.map((r) => r.tables))].sort((a, b) => a - b)) {
  console.log(`-- ${t} tables: median [min-max] of moves/s, server CPU ms, PostgreSQL CPU ms, paced p99 ms`);
  for (const system of [...new Set(rows.map((r) => r.system))]) {
    const mine = rows.filter((r) => r.system === system && r.tables === t);
    if (!mine.length) continue;
    const f = (k: keyof Row, d: number) => {
      const xs = mine.map((r) => r[k] as number | null).filter((x): x is number => x !== null);
      return xs.length ? `${median(xs).toFixed(d)} [${Math.min(...xs).toFixed(d)}-${Math.max(...xs).toFixed(d)}]` : '-';
    };
    console.log(
      `  ${system.padEnd(28)} ${f('movesPerSec', 0).padEnd(20)} ${f('serverCpuMs', 2).padEnd(18)} ${f('pgCpuMs', 2).padEnd(18)} ${f('p99PacedMs', 1)}`,
    );
  }
  const rounds = [...new Set(rows.filter((r) => r.tables === t).map((r) => r.round))];
  for (const round of rounds) {
    const at = (s: string) => rows.find((r) => r.round === round && r.system === s)?.movesPerSec ?? NaN;
    const ws = at('this service, over ws');
    console.log(
      `  round ${round}: over ws / bgio-postgres ${(ws / at(PEERS['bgio-postgres'])).toFixed(2)}x, / bgio in memory ${(ws / at(PEERS['bgio-memory'])).toFixed(2)}x`,
    );
  }
}
