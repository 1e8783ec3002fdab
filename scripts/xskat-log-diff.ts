// Two XSkat arena runs of the same decks, deal by deal (their `--log` files): the arena seeds every
// deal on its own, so two versions of the strong bot differ only in the deals a change touches
// (and a few through the solver's transposition table). Prints each deal whose outcome changed and
// the change of the A seats' SF minus the B seats' in them; divided by 3 and by the decks, the
// change of the arena's mean_diff.
//
//   npx tsx scripts/xskat-log-diff.ts BEFORE.jsonl AFTER.jsonl [--deals]
import { margin, readLog, type LogDeal } from './xskat-log';

const load = (file: string) => new Map<string, LogDeal>(readLog(file).map((d) => [`${d.deck}:${d.seating}`, d]));

const [beforeFile, afterFile] = process.argv.slice(2);
const before = load(beforeFile);
const after = load(afterFile);
const decks = new Set<number>();
let changed = 0;
let delta = 0;
for (const [key, a] of before) {
  const b = after.get(key);
  if (!b) continue;
  decks.add(a.deck);
  const d = margin(b) - margin(a);
  if (a.summary === b.summary && d === 0) continue;
  changed++;
  delta += d;
  if (process.argv.includes('--deals')) console.log(`${key} ${a.summary} -> ${b.summary} ${d >= 0 ? '+' : ''}${d}`);
}
console.log(`decks=${decks.size} deals_changed=${changed} sf_delta=${delta} mean_diff_delta=${(delta / 3 / Math.max(1, decks.size)).toFixed(3)}`);
