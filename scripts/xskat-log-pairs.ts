// Bid-stage calibration pairs from an XSkat arena log (../shared/xskat-arena, --log FILE): for
// every suit or Grand game picked up by either side, the strong bot's bid worlds for the
// declarer's dealt hand at the final bid (raw) and the result. XSkat's declarations widen the
// range of raw rates the strong bot's own games cover. One JSON line per game, as the arena's
// --calibration-out ({ stage: 'bid', raw, won, game, hand: false, strategy: 'strong' | 'xskat' }).
//
//   npx tsx scripts/xskat-log-pairs.ts LOG [LOG ...] > FILE && npx tsx scripts/fit-calibration.ts FILE
import { PRESETS, createDeal, viewDeal, type Seat } from '../src/engine';
import { IDENTITY, expectedAtBid, type BidWorld } from '../src/bots/expected-sf';
import { mulberry32 } from '../src/bots/rng';
import { StrongStrategy } from '../src/bots/strong';
import { readLog } from './xskat-log';

const files = process.argv.slice(2);
if (!files.length) {
  process.stderr.write('usage: npx tsx scripts/xskat-log-pairs.ts LOG [LOG ...]\n');
  process.exit(2);
}
const rules = PRESETS.tournament.rules;
const seed = 11;
const probe = new StrongStrategy();
const worldsOf = new Map<string, BidWorld[]>();
for (const f of files)
  for (const d of readLog(f)) {
    // "H decl=1 bid=20 won pts=85 score=20"; Hand games ("Hh") and Null are not bid-stage pairs.
    const [game, ...rest] = d.summary.split(' ');
    if (game === 'passed' || game[0] === 'N' || game.slice(1).includes('h')) continue;
    const kv = Object.fromEntries(rest.filter((x) => x.includes('=')).map((x) => x.split('=')));
    const decl = Number(kv.decl) as Seat;
    const key = `${d.deck}:${decl}`;
    let worlds = worldsOf.get(key);
    if (!worlds) {
      const view = viewDeal(createDeal({ rules, seed: `arena-${seed}-${d.deck}` }), decl);
      probe.forgetDeal();
      probe.chooseAction({
        view,
        legal: [
          { type: 'bid', seat: decl, value: 18 },
          { type: 'pass', seat: decl },
        ],
        rules,
        rng: mulberry32(d.deck * 3 + decl + 1),
      });
      worlds = probe.lastBidWorlds[decl] ?? [];
      worldsOf.set(key, worlds);
    }
    const raw = expectedAtBid(worlds, Number(kv.bid), IDENTITY).raw;
    process.stdout.write(
      `${JSON.stringify({ stage: 'bid', raw, won: rest.includes('won'), game: game[0], hand: false, strategy: d.seating[decl] === 'A' ? 'strong' : 'xskat' })}\n`,
    );
  }
