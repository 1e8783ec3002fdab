// Tests, assertions and seconds per test file from Jest's --json output:
//   node scripts/test-counts.cjs run.json                 one run
//   node scripts/test-counts.cjs before.json after.json   side by side; exits 1 when a file lost tests or assertions
//   node scripts/test-counts.cjs --durations run.json     seconds per file as JSON, over test/support/durations.json's
//                                                         entries (the order test/support/sequencer.cjs starts files in)
//   node scripts/test-counts.cjs --cpu cpu.jsonl          CPU seconds per file, most first, from a run with
//                                                         SKAT_TEST_CPU=cpu.jsonl (test/support/runner/worker.cjs)
// A run may be several files joined by commas (SKAT_TEST_JSON=/tmp/run npm test writes /tmp/run-unit.json
// and /tmp/run-rest.json). Assertions are Jest's count of passing expect calls per test.
const { readFileSync } = require('node:fs');
const { relative } = require('node:path');

function load(list) {
  const files = new Map();
  for (const r of list.split(',').flatMap((f) => JSON.parse(readFileSync(f, 'utf8')).testResults)) {
    const c = { passed: 0, failed: 0, skipped: 0, assertions: 0, seconds: (r.endTime - r.startTime) / 1000 };
    for (const t of r.assertionResults) {
      if (t.status === 'passed') c.passed++;
      else if (t.status === 'failed') c.failed++;
      else c.skipped++;
      c.assertions += t.numPassingAsserts ?? 0;
    }
    files.set(relative(process.cwd(), r.name).replace(/^.*?(?=test\/)/, ''), c);
  }
  return files;
}

if (process.argv[2] === '--durations') {
  const seconds = { ...require('../test/support/durations.json') };
  for (const [name, c] of load(process.argv[3])) seconds[name] = Math.round(c.seconds * 10) / 10;
  const sorted = Object.fromEntries(Object.entries(seconds).sort(([a], [b]) => (a < b ? -1 : 1)));
  console.log(JSON.stringify(sorted, null, 2));
  process.exit(0);
}

if (process.argv[2] === '--cpu') {
  const rows = readFileSync(process.argv[3], 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l))
    .sort((a, b) => b.cpu + b.children - (a.cpu + a.children));
  const sum = (k) => rows.reduce((a, r) => a + r[k], 0);
  const f = (x) => x.toFixed(1).padStart(7);
  console.log(`${'wall'.padStart(7)}${'cpu'.padStart(7)}${'child'.padStart(7)}  file`);
  for (const r of rows) console.log(`${f(r.wall)}${f(r.cpu)}${f(r.children)}  ${r.file}`);
  console.log(`${f(sum('wall'))}${f(sum('cpu'))}${f(sum('children'))}  ${rows.length} files`);
  process.exit(0);
}

const runs = process.argv.slice(2).map(load);
if (!runs.length || runs.length > 2) {
  console.error('usage: node scripts/test-counts.cjs run.json [after.json]');
  process.exit(2);
}
const names = [...new Set(runs.flatMap((r) => [...r.keys()]))].sort();
const cell = (c) => (c ? `${c.passed}/${c.failed}/${c.skipped} ${c.assertions} ${c.seconds.toFixed(1)}s` : '-');
const total = (r) =>
  [...r.values()].reduce(
    (a, c) => ({
      passed: a.passed + c.passed,
      failed: a.failed + c.failed,
      skipped: a.skipped + c.skipped,
      assertions: a.assertions + c.assertions,
      seconds: a.seconds + c.seconds,
    }),
    { passed: 0, failed: 0, skipped: 0, assertions: 0, seconds: 0 },
  );
const width = Math.max(...names.map((n) => n.length), 5);
console.log(
  `${'file'.padEnd(width)}  ${runs.map((_, i) => (runs.length === 2 ? ['before', 'after'][i] : 'run') + ': passed/failed/skipped assertions time').join('  |  ')}`,
);
let lost = 0;
for (const n of names) {
  const [a, b] = runs.map((r) => r.get(n));
  const drop = runs.length === 2 && (!b || (a && (b.passed + b.skipped < a.passed + a.skipped || b.assertions < a.assertions)));
  if (drop) lost++;
  console.log(`${n.padEnd(width)}  ${runs.map((r) => cell(r.get(n))).join('  |  ')}${drop ? '  <- fewer' : ''}`);
}
console.log(`${'total'.padEnd(width)}  ${runs.map((r) => `${cell(total(r))} (${r.size} files)`).join('  |  ')}`);
if (lost) {
  console.log(`${lost} file(s) with fewer tests or assertions`);
  process.exit(1);
}
