// Tarock arena: duplicate deals between two strategies through the engine, no server.
//
//   npm run arena -- --game tarock --variant simple|haferl --a strong --b heuristic --deals 600
//                    [--seed S] [--settlement pot|fixed|haferl] [--bettel] [--budget MS] [--quiet]
//
// As the Skat arena: every deck is played six times, once per way of seating A and B at the
// three seats with both present (AAB ABA BAA ABB BAB BBA), so the cards cancel out; `--deals`
// counts deal plays (rounded up to a multiple of six). A deal is scored in ledger units: each
// seat's balance change under the table's settlement (simple: pot, haferl: haferl; the pot full
// at its start for every deal, so no cap binds). A side's "units per deal" is its seats' total
// over the six plays divided by three; mean_diff is A minus B per deal, paired per deck, with the
// 95% interval over decks.
import { seededRandom } from '../../../engine/index.js';
import {
  applyTarock,
  createTarockDeal,
  hasPot,
  legalTarockActions,
  settleDeal,
  tarockConfig,
  viewTarockDeal,
  type TarockAction,
  type TarockDealState,
  type TarockOptions,
  type TarockSettlement,
  type TarockVariant,
} from '../../../engine/tarock/index.js';
import { GAME_ARENAS, isStrategyName } from '../../../bots/registry.js';
import { createTarockStrategy } from './index.js';
import type { TarockStrategy } from './strategies.js';
import { ASSIGNMENTS, meanCi } from '../../../bots/duplicate.js';

export interface TarockArenaArgs {
  a: string;
  b: string;
  deals: number;
  seed: number;
  variant: TarockVariant;
  settlement?: TarockSettlement;
  bettel: boolean;
  budget?: number;
  quiet: boolean;
}

export function parseTarockArenaArgs(argv: string[]): TarockArenaArgs {
  const get = (name: string) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const variant = get('variant') ?? 'simple';
  if (variant !== 'simple' && variant !== 'haferl') throw new Error('--variant: simple or haferl');
  const settlement = get('settlement');
  if (settlement !== undefined && settlement !== 'pot' && settlement !== 'fixed' && settlement !== 'haferl') {
    throw new Error('--settlement: pot, fixed or haferl');
  }
  const deals = Number(get('deals') ?? 60);
  const seed = Number(get('seed') ?? 1);
  if (!Number.isInteger(deals) || deals < 1) throw new Error('--deals: a positive whole number');
  if (!Number.isInteger(seed)) throw new Error('--seed: a whole number');
  return {
    a: get('a') ?? 'strong',
    b: get('b') ?? 'heuristic',
    deals,
    seed,
    variant,
    settlement,
    bettel: argv.includes('--bettel'),
    budget: get('budget') !== undefined ? Number(get('budget')) : undefined,
    quiet: argv.includes('--quiet'),
  };
}

export interface PlayedTarockDeal {
  state: TarockDealState;
  /** Ledger units by seat. */
  units: [number, number, number];
  ms: [number, number, number];
  decisions: [number, number, number];
  maxMs: [number, number, number];
}

/** One deal with a strategy per seat; each seat sees only its own view and legal actions. */
export function playTarockDeal(
  options: TarockOptions,
  seed: string,
  strategies: readonly [TarockStrategy, TarockStrategy, TarockStrategy],
  rngSeed: string,
  onAction?: (s: TarockDealState, a: TarockAction, legal: TarockAction[]) => void,
): PlayedTarockDeal {
  const rules = { variant: options.variant, heartFrage: options.heartFrage, bettel: options.bettel, pickUpHeartsOnly: options.pickUpHeartsOnly };
  let s = createTarockDeal(rules, seed);
  const rngs = [0, 1, 2].map((seat) => seededRandom(`${rngSeed}:${seat}`));
  const ms: [number, number, number] = [0, 0, 0];
  const decisions: [number, number, number] = [0, 0, 0];
  const maxMs: [number, number, number] = [0, 0, 0];
  while (s.phase !== 'over') {
    const legal = legalTarockActions(s);
    const seat = s.turn!;
    const t0 = performance.now();
    const a = strategies[seat](viewTarockDeal(s, seat), legal, rngs[seat]);
    const took = performance.now() - t0;
    ms[seat] += took;
    decisions[seat]++;
    if (took > maxMs[seat]) maxMs[seat] = took;
    onAction?.(s, a, legal);
    const r = applyTarock(s, a);
    if (!r.ok) throw new Error(`seat ${seat} chose an illegal action ${JSON.stringify(a)}: ${r.error.message}`);
    s = r.state;
  }
  const pot = hasPot(options) ? options.potStake * options.players : 0;
  const st = settleDeal(s, options, pot);
  return { state: s, units: st.seats, ms, decisions, maxMs };
}

export function runTarockArena(args: TarockArenaArgs): { meanDiff: number; lo: number; hi: number } {
  if (!isStrategyName(args.a) || !isStrategyName(args.b)) throw new Error('strategies: random, heuristic, strong');
  const cfg = tarockConfig({
    variant: args.variant,
    settlement: args.settlement ?? (args.variant === 'haferl' ? 'haferl' : 'pot'),
    ...(args.variant === 'simple' ? { bettel: args.bettel } : {}),
  });
  if (!cfg.ok) throw new Error(cfg.errors.join('; '));
  const options = cfg.options;
  const strategyOpts = args.budget !== undefined ? { budgetMs: args.budget } : {};
  const A = createTarockStrategy(args.a, strategyOpts);
  const B = createTarockStrategy(args.b, strategyOpts);
  const decks = Math.max(1, Math.ceil(args.deals / 6));
  const perDeckA: number[] = [],
    perDeckB: number[] = [],
    diffs: number[] = [];
  const declarer = { A: { games: 0, won: 0 }, B: { games: 0, won: 0 } };
  const time = { A: { ms: 0, n: 0, max: 0 }, B: { ms: 0, n: 0, max: 0 } };
  const t0 = Date.now();
  for (let d = 0; d < decks; d++) {
    let a = 0,
      b = 0;
    ASSIGNMENTS.forEach((sides, r) => {
      const strategies = sides.map((x) => (x === 'A' ? A : B)) as [TarockStrategy, TarockStrategy, TarockStrategy];
      const played = playTarockDeal(options, `tarock-arena-${args.seed}-${d}`, strategies, `arena-rng-${args.seed}-${d}-${r}`);
      for (let s = 0; s < 3; s++) {
        if (sides[s] === 'A') a += played.units[s];
        else b += played.units[s];
        time[sides[s]].ms += played.ms[s];
        time[sides[s]].n += played.decisions[s];
        time[sides[s]].max = Math.max(time[sides[s]].max, played.maxMs[s]);
      }
      const st = played.state;
      if (st.declarer !== null && st.outcome !== 'redeal') {
        const side = sides[st.declarer];
        declarer[side].games++;
        if (st.outcome === 'won') declarer[side].won++;
      }
    });
    perDeckA.push(a / 3);
    perDeckB.push(b / 3);
    diffs.push((a - b) / 3);
    if (!args.quiet && (d + 1) % 10 === 0) {
      const m = meanCi(diffs);
      process.stderr.write(
        `  ${(d + 1) * 6} deals, ${((Date.now() - t0) / 1000).toFixed(0)} s, mean_diff so far ${m.mean.toFixed(2)} [${m.lo.toFixed(2)}, ${m.hi.toFixed(2)}]\n`,
      );
    }
  }
  const ca = meanCi(perDeckA),
    cb = meanCi(perDeckB),
    cd = meanCi(diffs);
  const pct = (x: { games: number; won: number }) => (x.games ? ((100 * x.won) / x.games).toFixed(1) : '-');
  const line = (side: 'A' | 'B', name: string, c: { mean: number; lo: number; hi: number }) =>
    `${side} ${name}: ledger units per deal ${c.mean.toFixed(2)} (95% CI ${c.lo.toFixed(2)} .. ${c.hi.toFixed(2)}), declarer ${declarer[side].games} deals, won ${pct(declarer[side])}%, ` +
    `${(time[side].ms / Math.max(1, time[side].n)).toFixed(1)} ms per decision (max ${time[side].max.toFixed(0)})`;
  const out = [
    `arena: game=tarock variant=${options.variant} settlement=${options.settlement}${options.bettel ? ' bettel' : ''} A=${args.a} B=${args.b} decks=${decks} deals=${decks * 6} seed=${args.seed} (${((Date.now() - t0) / 1000).toFixed(1)} s)`,
    line('A', args.a, ca),
    line('B', args.b, cb),
    `mean_diff=${cd.mean.toFixed(3)}`,
    `ci95_low=${cd.lo.toFixed(3)}`,
    `ci95_high=${cd.hi.toFixed(3)}`,
  ];
  process.stdout.write(out.join('\n') + '\n');
  return { meanDiff: cd.mean, lo: cd.lo, hi: cd.hi };
}

GAME_ARENAS.set('tarock', (argv) => void runTarockArena(parseTarockArenaArgs(argv)));
