// Where a V8 CPU profile's main-thread time went within a time window, by layer, and the time
// spent inside writev() by who wrote (PostgreSQL, websocket, HTTP). For a server profiled with
//   BENCH_SERVER_ARGS="--cpu-prof --cpu-prof-dir=DIR" npm run bench:api -- --tables 50 --deals 3
// it first prints the busy share of every second (the floors, then the saturated run at ~100%,
// then the paced run), then the window's breakdown, per operation when --ops N is given, and with
// --fn a,b the share of samples with each named function on the stack (and with any of them),
// and with --stretches MS every busy stretch (no idle sample in it) of at least MS ms, with the
// garbage collector's share of it: where the event loop stalled, and whether the GC did it; with
// --self N the N functions with the most self time in the window (name, file and line).
// A sample counts for the first layer (in the order below) found anywhere on its stack: a pg
// query made by the move service counts as pg, the resolver's own work as ours.
// usage: tsx scripts/profile-window.ts FILE.cpuprofile [--from S --to S] [--ops N] [--fn NAME,...] [--stretches MS] [--self N]
import { readFileSync } from 'node:fs';
import type { Profile, ProfileNode } from './profile-summary.js';

const LAYERS: [string, RegExp][] = [
  ['feed (subscriptions, websocket)', /jit-subscribe|table-feed|\/use\/ws|\/ws\/lib|graphql-ws|graphql-jit|table-pubsub|log-entry/],
  ['pg driver + TypeORM', /\/pg\/|pg-protocol|pg-pool|typeorm/],
  ['validation pipe', /class-validator|class-transformer|validation\.pipe/],
  ['ours (src/: services, engine)', /\/src\//],
  ['Nest', /@nestjs/],
  ['graphql-js execution', /graphql\/(execution|jsutils|type)/],
  ['Apollo', /@apollo|as-integrations/],
  ['HTTP + Express', /express|router|body-parser|raw-body|_http_|node:net|finalhandler|etag|fresh|on-finished|type-is/],
];

function arg(name: string): number | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? Number(process.argv[i + 1]) : undefined;
}

const file = process.argv[2];
if (!file) {
  process.stderr.write('usage: tsx scripts/profile-window.ts FILE.cpuprofile [--from S --to S] [--ops N] [--fn NAME,...] [--stretches MS] [--self N]\n');
  process.exit(2);
}
const p = JSON.parse(readFileSync(file, 'utf8')) as Profile & { startTime: number; nodes: (ProfileNode & { children?: number[] })[] };
const byId = new Map(p.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const from = arg('--from') ?? 0;
const to = arg('--to') ?? Infinity;
const ops = arg('--ops');
const fnAt = process.argv.indexOf('--fn');
const named = new Map<string, number>(fnAt >= 0 ? process.argv[fnAt + 1].split(',').map((n) => [n, 0]) : []);
let anyNamed = 0;
const stretchMs = arg('--stretches');
const selfTop = arg('--self');
/** Self time per function (name, file, line) in the window, for --self. */
const selfTime = new Map<string, number>();
/** Busy stretches of the window: start (s), length and GC time (µs). */
const stretches: { at: number; us: number; gcUs: number }[] = [];
let stretch: { at: number; us: number; gcUs: number } | null = null;

const seconds = new Map<number, { busy: number; all: number }>();
const layers = new Map<string, number>();
const writes = new Map<string, number>();
let windowUs = 0;
let t = p.startTime;
p.samples.forEach((id, i) => {
  const dt = p.timeDeltas[i] ?? 0;
  t += dt;
  const s = (t - p.startTime) / 1e6;
  const frame0 = byId.get(id)!.callFrame;
  const fn = frame0.functionName;
  const sec = seconds.get(Math.floor(s)) ?? { busy: 0, all: 0 };
  sec.all += dt;
  if (fn !== '(idle)') sec.busy += dt;
  seconds.set(Math.floor(s), sec);
  if (s < from || s >= to) return;
  windowUs += dt;
  if (selfTop !== undefined) {
    const key = `${fn || '(anonymous)'} ${frame0.url.replace(/.*node_modules\//, '').replace(/.*\/src\//, 'src/')}:${frame0.lineNumber}`;
    selfTime.set(key, (selfTime.get(key) ?? 0) + dt);
  }
  if (fn === '(idle)') stretch = null;
  else {
    if (!stretch) stretches.push((stretch = { at: s, us: 0, gcUs: 0 }));
    stretch.us += dt;
    if (fn === '(garbage collector)') stretch.gcUs += dt;
  }
  const urls: string[] = [];
  // One walk up the stack: the urls (for the layer) and the named functions on it (--fn).
  const on = new Set<string>();
  for (let x: number | undefined = id; x !== undefined; x = parent.get(x)) {
    const frame = byId.get(x)!.callFrame;
    urls.push(frame.url);
    if (named.has(frame.functionName)) on.add(frame.functionName);
  }
  let layer = fn === '(idle)' ? 'idle' : fn === '(garbage collector)' ? 'garbage collector' : 'other (node internals, promises)';
  if (layer.startsWith('other'))
    for (const [name, re] of LAYERS)
      if (urls.some((u) => re.test(u))) {
        layer = name;
        break;
      }
  for (const f of on) named.set(f, named.get(f)! + dt);
  if (on.size) anyNamed += dt;
  layers.set(layer, (layers.get(layer) ?? 0) + dt);
  if (fn === 'writev' || fn === 'writeUtf8String' || fn === 'writeBuffer') {
    const by = urls.find((u) => /\/pg\/|pg-protocol|\/ws\/lib|_http_outgoing/.test(u)) ?? '';
    const who = /\/ws\/lib/.test(by) ? 'websocket' : /_http_outgoing/.test(by) ? 'HTTP response' : by ? 'PostgreSQL' : 'other';
    writes.set(who, (writes.get(who) ?? 0) + dt);
  }
});

console.log('busy % by second: ' + [...seconds].map(([s, v]) => `${s}:${Math.round((100 * v.busy) / v.all)}`).join(' '));
const per = (us: number) => (ops ? `${(us / 1000 / ops).toFixed(3)} ms per op` : `${(us / 1000).toFixed(0)} ms`);
console.log(`window ${from}..${Number.isFinite(to) ? to : 'end'} s: ${(windowUs / 1e6).toFixed(1)} s of main thread${ops ? `, ${ops} ops` : ''}`);
console.log('-- by layer (writev included where it was called)');
for (const [k, v] of [...layers].sort((a, b) => b[1] - a[1])) console.log(`${((100 * v) / windowUs).toFixed(1).padStart(5)}%  ${per(v).padStart(18)}  ${k}`);
console.log('-- inside writev() (the socket write system call), by writer');
for (const [k, v] of [...writes].sort((a, b) => b[1] - a[1])) console.log(`${((100 * v) / windowUs).toFixed(1).padStart(5)}%  ${per(v).padStart(18)}  ${k}`);
if (named.size) {
  console.log('-- samples with the function on the stack');
  for (const [k, v] of [...named, ['any of them', anyNamed] as const])
    console.log(`${((100 * v) / windowUs).toFixed(1).padStart(5)}%  ${per(v).padStart(18)}  ${k}`);
}
if (stretchMs !== undefined) {
  console.log(`-- busy stretches of ${stretchMs} ms or more (no idle sample in them)`);
  for (const b of stretches.filter((x) => x.us >= stretchMs * 1000))
    console.log(`at ${b.at.toFixed(2)} s: ${(b.us / 1000).toFixed(0)} ms, ${((100 * b.gcUs) / b.us).toFixed(0)}% in the garbage collector`);
}
if (selfTop !== undefined) {
  console.log(`-- the ${selfTop} functions with the most self time`);
  for (const [k, v] of [...selfTime].sort((a, b) => b[1] - a[1]).slice(0, selfTop))
    console.log(`${((100 * v) / windowUs).toFixed(1).padStart(5)}%  ${per(v).padStart(18)}  ${k}`);
}
