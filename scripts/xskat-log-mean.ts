// strong − XSkat per deal over one or more XSkat arena `--log` files, computed as the arena computes
// its mean_diff (per deck: the A seats' SF minus XSkat's over its six deals, divided by 3; then the
// mean over decks and its 95% interval), so that runs of several deck ranges can be pooled.
//
//   npx tsx scripts/xskat-log-mean.ts RUN1.jsonl [RUN2.jsonl ...]
import { meanCi } from '../src/bots/duplicate';
import { margin, readLog } from './xskat-log';

const files = process.argv.slice(2);
if (!files.length) {
  process.stderr.write('usage: npx tsx scripts/xskat-log-mean.ts LOG [LOG ...]\n');
  process.exit(2);
}
const deals = files.flatMap(readLog);
const perDeck = new Map<number, number>();
for (const d of deals) perDeck.set(d.deck, (perDeck.get(d.deck) ?? 0) + margin(d) / 3);
const { mean, lo, hi } = meanCi([...perDeck.values()]);
console.log(`decks=${perDeck.size} deals=${deals.length}`);
console.log(`mean_diff=${mean.toFixed(3)}`);
console.log(`ci95_low=${lo.toFixed(3)}`);
console.log(`ci95_high=${hi.toFixed(3)}`);
