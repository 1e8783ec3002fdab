// Where a command's CPU goes on the whole machine, by kind of process: `node
// scripts/cpu-by-process.cjs -- npm test` runs the command and prints the CPU seconds of every
// process that ran meanwhile (the test workers, the child servers, Chromium by process type,
// PostgreSQL's backends, Redis, ...) with how many processes of each kind, and the machine's
// busy and idle seconds from /proc/stat. SKAT_TEST_CPU's per-file figures (scripts/test-counts.cjs)
// leave out what no test process reaps: the database server, Redis, Jest's own process.
// Linux only: it samples /proc every 250 ms, so a process that lives less than that is counted in
// the parent that reaps it, or not at all; what ran before the command started counts from then.
const { readdirSync, readFileSync } = require('node:fs');
const { spawn } = require('node:child_process');
const { procStat, TICK } = require('../test/support/runner/proc-stat.cjs');

const args = process.argv.slice(2);
const cmd = args[0] === '--' ? args.slice(1) : args;
if (!cmd.length) {
  console.error('usage: node scripts/cpu-by-process.cjs -- <command> [args...]');
  process.exit(2);
}

// The test workers' preload (test/support/runner/), on their command line.
const WORKER = require.resolve('../test/support/runner/register.cjs');

/** A process's kind: its command name, and for node and Chromium what it runs. */
function kind(pid, comm) {
  let argv = [];
  try {
    argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
  } catch {
    return comm;
  }
  if (comm === 'chromium' || comm.startsWith('chrome')) {
    // Chromium rewrites its command line into one string: its switches split at spaces.
    argv = argv.flatMap((a) => a.split(' '));
    const type = argv.find((a) => a.startsWith('--type='))?.slice(7) ?? 'browser';
    const sub = argv.find((a) => a.startsWith('--utility-sub-type='))?.slice(19);
    return `chromium ${type}${sub ? ` ${sub}` : ''}`;
  }
  if (comm.startsWith('node')) {
    const script = argv.slice(1).find((a) => !a.startsWith('-') && /\.(c|m)?[jt]s$/.test(a));
    if (argv.includes(WORKER)) return 'node test worker';
    if (script && /\/server\/src\/main\.js$/.test(script)) return 'node child server';
    return `node ${script ? script.replace(/^.*node_modules\//, '').replace(process.cwd() + '/', '') : argv.slice(1, 3).join(' ')}`;
  }
  return comm;
}

/** Per process (pid and start time, so a reused pid is another process): first and last CPU seen. */
const seen = new Map();
let first = true;
function sample() {
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    const st = procStat(pid);
    if (!st) continue; // ended meanwhile
    const key = `${pid}:${st.start}`;
    const p = seen.get(key);
    if (p) p.last = st.own;
    else seen.set(key, { base: first ? st.own : 0, last: st.own, kind: kind(pid, st.comm) });
  }
  first = false;
}

/** The machine's busy and idle seconds so far (all cores). */
function machine() {
  const [, ...t] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  const idle = t[3] + t[4];
  return { busy: (t.reduce((a, b) => a + b, 0) - idle) / TICK, idle: idle / TICK };
}

const m0 = machine();
const start = Date.now();
sample();
const timer = setInterval(sample, 250);
const child = spawn(cmd[0], cmd.slice(1), { stdio: 'inherit' });
child.on('exit', (code, signal) => {
  clearInterval(timer);
  sample();
  const m1 = machine();
  const byKind = new Map();
  for (const p of seen.values()) {
    const s = p.last - p.base;
    if (s <= 0) continue;
    const k = byKind.get(p.kind) ?? { s: 0, n: 0 };
    k.s += s;
    k.n++;
    byKind.set(p.kind, k);
  }
  const rows = [...byKind].sort((a, b) => b[1].s - a[1].s);
  const total = rows.reduce((a, [, k]) => a + k.s, 0);
  const out = [`\nCPU by process kind (${((Date.now() - start) / 1000).toFixed(1)} s wall):`, '  cpu s  procs  kind'];
  for (const [name, k] of rows) if (k.s >= 0.5) out.push(`${k.s.toFixed(1).padStart(7)} ${String(k.n).padStart(6)}  ${name}`);
  out.push(`${total.toFixed(1).padStart(7)}         all processes seen`);
  out.push(`machine: ${(m1.busy - m0.busy).toFixed(1)} s busy, ${(m1.idle - m0.idle).toFixed(1)} s idle (all cores; /proc/stat)`);
  console.log(out.join('\n'));
  process.exit(code ?? (signal ? 1 : 0));
});
