// strong − XSkat per deal over one or more XSkat arena `--log` files, computed as the arena computes
// its mean_diff (per deck: the A seats' SF minus XSkat's over its six deals, divided by 3; then the
// mean over decks and its 95% interval), so that runs of several deck ranges can be pooled.
//
//   npx tsx scripts/xskat-log-mean.ts RUN1.jsonl [RUN2.jsonl ...]
import { readFileSync } from 'node:fs';

const perDeck = new Map<number, number>();
let deals = 0;
for (const file of process.argv.slice(2)) {
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line) continue;
    const d = JSON.parse(line) as { deck: number; seating: string; scores: number[] };
    const margin = d.scores.reduce((sum, s, seat) => sum + (d.seating[seat] === 'A' ? s : -s), 0);
    perDeck.set(d.deck, (perDeck.get(d.deck) ?? 0) + margin / 3);
    deals++;
  }
}
const xs = [...perDeck.values()];
const n = xs.length;
if (n < 2) throw new Error('need the deals of at least two decks');
const mean = xs.reduce((s, x) => s + x, 0) / n;
const half = 1.96 * Math.sqrt(xs.reduce((s, x) => s + (x - mean) ** 2, 0) / (n - 1) / n);
console.log(`decks=${n} deals=${deals}`);
console.log(`mean_diff=${mean.toFixed(3)}`);
console.log(`ci95_low=${(mean - half).toFixed(3)}`);
console.log(`ci95_high=${(mean + half).toFixed(3)}`);
