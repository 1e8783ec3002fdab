// Calibration pairs for the bid stage without the selection of declared games: in deal
// `calib-<i>` seat i mod 3 declares at 18 whatever its cards (the others pass), and the strong
// bot plays every seat; hands whose bid worlds are won in under 4% or over 75% are not played (the
// decision there is not close). One JSON line per played deal, as the arena's --calibration-out:
// { stage: 'bid', raw, won, game, hand, strategy: 'forced' } (raw: the bid worlds at 18).
//
//   npx tsx scripts/forced-declarations.ts FROM TO >> FILE && npx tsx scripts/fit-calibration.ts FILE
import { PRESETS, createDeal, viewDeal, type Seat } from '../src/engine';
import { IDENTITY, expectedAtBid } from '../src/bots/expected-sf';
import { playDeal } from '../src/bots/play';
import { mulberry32 } from '../src/bots/rng';
import { StrongStrategy } from '../src/bots/strong';
import type { StrategyInput } from '../src/bots/strategy';

/** The strong bot with its bid limit raised to at least `floor` (0: it always passes). */
class Forced extends StrongStrategy {
  constructor(private readonly floor: number) {
    super();
  }
  protected override limit(input: StrategyInput): number {
    return this.floor === 0 ? 0 : Math.max(this.floor, super.limit(input));
  }
  /** The bid worlds' raw rate at 18 for this view (the work budget of one decision). */
  rawAt18(input: StrategyInput): number {
    const seat = input.view.viewer as Seat;
    // Asked to bid 18, as middlehand is first.
    this.chooseAction({
      ...input,
      legal: [
        { type: 'bid', seat, value: 18 },
        { type: 'pass', seat },
      ],
    });
    const worlds = this.lastBidWorlds[input.view.viewer as Seat];
    return worlds ? expectedAtBid(worlds, 18, IDENTITY).raw : 0;
  }
}

const [from, to] = process.argv.slice(2).map(Number);
if (!Number.isInteger(from) || !Number.isInteger(to)) {
  process.stderr.write('usage: npx tsx scripts/forced-declarations.ts FROM TO\n');
  process.exit(2);
}
const rules = PRESETS.tournament.rules;
for (let i = from; i <= to; i++) {
  const seed = `calib-${i}`;
  const p = (i % 3) as Seat;
  const state = createDeal({ rules, seed });
  // The declarer's raw rate as it sees it when first asked to bid (its own seat's view of the deal).
  const view = viewDeal(state, p);
  const raw = new Forced(18).rawAt18({ view, legal: [], rules, rng: mulberry32(i + 1) });
  if (raw < 0.04 || raw > 0.75) continue;
  const strategies = ([0, 1, 2] as Seat[]).map((s) => new Forced(s === p ? 18 : 0)) as [Forced, Forced, Forced];
  const played = playDeal({ rules, seed, strategies, rngSeed: i * 7 + 3 });
  const r = played.result;
  if (r.kind !== 'game') continue;
  const d = r.game.declaration;
  process.stdout.write(`${JSON.stringify({ stage: 'bid', raw, won: r.game.won, game: d.game, hand: d.hand, strategy: 'forced' })}\n`);
}
