// `npm run bench:engine`: complete random deals per second (deal, bid, declare, play out,
// score) on the fast mutable core and through the public applyDeal, legal-move generations
// per second, and a streaming ISS write/replay of many generated records.
// Ends with `deals_per_sec=N` (fast core), `movegen_per_sec=N` (legalPlayMask) and
// `tarock_deals_per_sec=N` (complete random Tarock deals on Tarock's fast core, src/engine/tarock/fast.ts;
// `tarock_api_deals_per_sec` is the same through the public applyTarock).
// Options: --iss N (records for the ISS round trip; default 100000, 0 skips), --seconds S.
import { createReadStream, createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import {
  applyDeal,
  createDeal,
  legalDealActions,
  legalPlayMask,
  randomLegalAction,
  seededRandom,
  count,
  type DealState,
  type RuleOptions,
} from '../src/engine/index';

import { ISS_RULES, replayIssLine, writeIssRecord } from '../src/engine/iss/index';
import { applyTarock, createTarockDeal, legalTarockActions, TAROCK_DEFAULTS, type TarockDealRules, type TarockOptions } from '../src/engine/tarock/index';
import { FastDeal, nthCard } from '../src/engine/fast';
import { FastTarock } from '../src/engine/tarock/fast';

const argv = process.argv.slice(2);
const opt = (name: string, dflt: number): number => {
  const i = argv.indexOf(name);
  return i >= 0 ? Number(argv[i + 1]) : dflt;
};
const SECONDS = opt('--seconds', 2);
const ISS_COUNT = opt('--iss', 100000);

const RULES: RuleOptions = { ...ISS_RULES, kontraRe: true, ramsch: true };

function timed(label: string, body: () => number): number {
  // Warm up, then run whole batches until SECONDS have passed.
  for (let i = 0; i < 3; i++) body();
  let n = 0;
  const t0 = process.hrtime.bigint();
  let dt = 0;
  while (dt < SECONDS) {
    n += body();
    dt = Number(process.hrtime.bigint() - t0) / 1e9;
  }
  const rate = Math.round(n / dt);
  console.log(`${label.padEnd(52)} ${rate.toLocaleString('en-US').padStart(14)} /s`);
  return rate;
}

const next = seededRandom('bench');

// 1. Fast core.
const fast = new FastDeal(RULES);
let checksum = 0;
const fastRate = timed('complete random deals, fast core', () => {
  for (let i = 0; i < 10000; i++) checksum += fast.runRandom(next);
  return 10000;
});

// 2. Public API.
function publicDeal(seed: string, rules: RuleOptions): DealState {
  let s = createDeal({ rules, seed });
  for (;;) {
    const a = randomLegalAction(s, next);
    if (!a) return s;
    const r = applyDeal(s, a);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    s = r.state;
  }
}
let seedNo = 0;
const apiRate = timed('complete random deals, public applyDeal', () => {
  for (let i = 0; i < 200; i++) publicDeal(`b${seedNo++}`, RULES);
  return 200;
});

// 3. Move generation: legalPlayMask over positions sampled from random deals.
const N_POS = 4096;
const kinds = new Uint8Array(N_POS),
  hands = new Uint32Array(N_POS),
  leds = new Int8Array(N_POS);
for (let i = 0; i < N_POS; i++) {
  fast.deal(next);
  kinds[i] = next() % 7;
  const h = fast.hands[i % 3];
  hands[i] = h;
  leds[i] = next() % 3 === 0 ? -1 : nthCard(~h >>> 0, next() % count(~h >>> 0));
}
let sink = 0;
const movegenRate = timed('legal-move generations, legalPlayMask', () => {
  for (let r = 0; r < 100; r++) for (let i = 0; i < N_POS; i++) sink ^= legalPlayMask(kinds[i] as 0, hands[i], leds[i]);
  return 100 * N_POS;
});
const states: DealState[] = [];
for (let i = 0; states.length < 256; i++) {
  let s = createDeal({ rules: RULES, seed: `m${i}` });
  let k = 0;
  const stop = next() % 40;
  for (; k < stop; k++) {
    const a = randomLegalAction(s, next);
    if (!a) break;
    const r = applyDeal(s, a);
    if (r.ok) s = r.state;
  }
  if (s.phase !== 'over') states.push(s);
}
timed('legal-action lists, public legalDealActions', () => {
  for (const s of states) sink ^= legalDealActions(s).length;
  return states.length;
});

// 4. ISS round trip: write N generated records to a file, then stream them back.
async function issRoundTrip(n: number): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'iss-bench-'));
  const file = join(dir, 'generated.sgf');
  try {
    let t0 = Date.now();
    const out = createWriteStream(file);
    let buf = '';
    for (let i = 0; i < n; i++) {
      buf += writeIssRecord(publicDeal(`iss${i}`, ISS_RULES), { id: String(i) }) + '\n';
      if (buf.length > 1 << 20) {
        if (!out.write(buf)) await new Promise<void>((r) => out.once('drain', () => r()));
        buf = '';
      }
    }
    out.write(buf);
    await new Promise<void>((r) => out.end(() => r()));
    console.log(`ISS: wrote ${n} generated records in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    t0 = Date.now();
    let ok = 0,
      bad = 0;
    const rl = createInterface({ input: createReadStream(file), crlfDelay: Infinity });
    for await (const line of rl) {
      if (!line) continue;
      const { output } = replayIssLine(line);
      if ('error' in output) bad++;
      else ok++;
    }
    const dt = (Date.now() - t0) / 1000;
    console.log(
      `ISS: streamed and replayed ${ok} records (${bad} errors) in ${dt.toFixed(1)} s, ${Math.round(ok / dt)} records/s, rss ${Math.round(process.memoryUsage().rss / 2 ** 20)} MB`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// Tarock: complete random deals (deal, auction, contract, discards, play, settlement) on the
// fast core, and through the public applyTarock for comparison.
const TAROCK: TarockDealRules = { variant: 'simple', heartFrage: true, bettel: true, pickUpHeartsOnly: false };
const TAROCK_OPTIONS: TarockOptions = { ...TAROCK_DEFAULTS, ...TAROCK, settlement: 'pot' };
const fastTarock = new FastTarock(TAROCK);
const tarockRate = timed('complete random Tarock deals, fast core', () => {
  for (let i = 0; i < 10000; i++) {
    checksum += fastTarock.runRandom(next);
    checksum += fastTarock.settle(TAROCK_OPTIONS, 150).pot;
  }
  return 10000;
});
let tarockSeed = 0;
const tarockApiRate = timed('complete random Tarock deals, public applyTarock', () => {
  for (let i = 0; i < 50; i++) {
    let s = createTarockDeal(TAROCK, `t${tarockSeed++}`);
    while (s.phase !== 'over') {
      const legal = legalTarockActions(s);
      const r = applyTarock(s, legal[next() % legal.length]);
      if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
      s = r.state;
    }
    checksum += s.tricks.length;
  }
  return 50;
});

async function main(): Promise<void> {
  if (ISS_COUNT > 0) await issRoundTrip(ISS_COUNT);
  console.log(`(checksum ${checksum} ${sink}; public applyDeal ${apiRate} deals/s)`);
  console.log(`api_deals_per_sec=${apiRate}`);
  console.log(`deals_per_sec=${fastRate}`);
  console.log(`movegen_per_sec=${movegenRate}`);
  console.log(`tarock_api_deals_per_sec=${tarockApiRate}`);
  console.log(`tarock_deals_per_sec=${tarockRate}`);
}
void main();
