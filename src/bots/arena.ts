// Arena: duplicate deals between two strategies through the engine, no server.
//
//   npm run arena -- --a strong --b heuristic --deals 600 [--seed S] [--rules standard|club|pub|tournament] [--budget MS] [--null-decks] [--paired] [--quiet]
//   (--a/--b: random, heuristic, strong, or strong-v1, the strong bot with every later switch off;
//   --a-options / --b-options '{"modelInference":true}': the strong bot's switches as JSON)
//   npm run arena -- --game <name> ...: another game's arena (its module's, registry.ts's GAME_ARENAS)
//
// Every deck is played six times, once per way of seating A and B at the three seats with
// both present (AAB ABA BAA ABB BAB BBA): each seat is A three times and B three times, so
// the cards cancel out. `--deals` counts deal plays (rounded up to a multiple of six).
// A side's "score per deal" is its seats' total over the six plays divided by three: what it
// would score per deal holding all three seats. The 95% intervals are over decks (the
// independent unit); mean_diff is A minus B per deal, paired per deck.
// --paired plays the six plays of a deck with the same random numbers per seat, and the strong
// bot's per-deal caches emptied before each play: a strategy's decisions then depend only on what
// it sees, so where A and B would decide alike the six plays are alike and their difference is
// exactly 0 (common random numbers). The strong bot's budget is work, not time, so every run
// (paired or not) is the same whatever the machine's load.
// --null-decks plays only decks that deal some seat a Null candidate (null.ts: at most two cards
// to take off the tops of its suits to make every suit safe), to measure Null play in fewer deals.
import { appendFileSync } from 'node:fs';
import { type CardSet, createDeal, type DealResult, type PresetName, PRESETS, type RuleOptions, type Seat, SUITS } from '../engine/index.js';
import { expectedAtBid, fitPlatt, IDENTITY } from './expected-sf.js';
import { repairs } from './null.js';
import { playDeal } from './play.js';
import { ARENA_STRATEGY_NAMES, createArenaStrategy, GAME_ARENAS, isArenaStrategyName } from './registry.js';
import type { Strategy } from './strategy.js';
import { type StrongOptions, StrongStrategy } from './strong.js';
import { ASSIGNMENTS, meanCi } from './duplicate.js';

interface Args {
  a: string;
  b: string;
  deals: number;
  seed: number;
  rules: PresetName;
  budget?: number;
  quiet: boolean;
  /** The six plays of a deck with the same random numbers per seat, no time limit unless --budget: see the head of this file. */
  paired: boolean;
  /** Only decks where some seat is dealt a Null candidate (null.ts: at most two cards to repair). */
  nullDecks: boolean;
  /** StrongOptions for side A / B as JSON (switches of the strong bot, e.g. '{"modelInference":false}'). */
  aOptions?: StrongOptions;
  bOptions?: StrongOptions;
  /** A file to append the strong sides' calibration pairs to (JSON lines; scripts/fit-calibration.ts fits them). */
  calibrationOut?: string;
}

function parseArgs(argv: string[]): Args {
  const get = (name: string) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  return {
    a: get('a') ?? 'strong',
    b: get('b') ?? 'heuristic',
    deals: Number(get('deals') ?? 60),
    seed: Number(get('seed') ?? 1),
    rules: (get('rules') ?? 'standard') as PresetName,
    budget: get('budget') !== undefined ? Number(get('budget')) : undefined,
    quiet: argv.includes('--quiet'),
    paired: argv.includes('--paired'),
    nullDecks: argv.includes('--null-decks'),
    aOptions: get('a-options') !== undefined ? (JSON.parse(get('a-options') as string) as StrongOptions) : undefined,
    bOptions: get('b-options') !== undefined ? (JSON.parse(get('b-options') as string) as StrongOptions) : undefined,
    calibrationOut: get('calibration-out'),
  };
}

type Kind = 'suit' | 'grand' | 'null' | 'ramsch';
type Role = 'declarer' | 'defender' | 'player';

function bump(m: Map<string, number>, k: string): void {
  m.set(k, (m.get(k) ?? 0) + 1);
}

interface Cell {
  games: number;
  won: number;
  points: number;
}

/** Counts one seat-game into `cells[key]`. */
function tally(cells: Map<string, Cell>, key: string, won: boolean, points: number): void {
  const c = cells.get(key) ?? { games: 0, won: 0, points: 0 };
  c.games++;
  if (won) c.won++;
  c.points += points;
  cells.set(key, c);
}

/**
 * Seat-games per game type, role and side: how many, how many won (a defender wins when the
 * declarer loses; in Ramsch a player wins when not among the losers), mean score per seat-game,
 * and overbid games per declaring side.
 */
export class Breakdown {
  private readonly cells = new Map<string, Cell>();
  readonly overbids = { A: 0, B: 0 };
  /** Suit games as declarer by trump suit, per side: a suit far below the others points at bidding or play in it. */
  readonly byTrump = { A: new Map<string, Cell>(), B: new Map<string, Cell>() };
  /** The strong bot's Null games as declarer by the Null evaluator's chance when it chose them: at least 2/3 (pays under standard scoring), or below. */
  readonly nullByChance = { A: { pays: { games: 0, won: 0 }, below: { games: 0, won: 0 } }, B: { pays: { games: 0, won: 0 }, below: { games: 0, won: 0 } } };

  /** The Nulls below 2/3 by what set the declarer's bid limit (LimitSource). */
  readonly nullBelowByLimit = { A: new Map<string, number>(), B: new Map<string, number>() };

  /** The Nulls below 2/3 by the best chance the bot saw for another game after its pick-up ('hand': no pick-up). */
  readonly nullBelowByOther = { A: new Map<string, number>(), B: new Map<string, number>() };

  /** A Null game declared by a strong bot seat, with the chance its evaluator gave it, what set its bid limit and the best other game's chance. */
  addNull(side: 'A' | 'B', chance: number, won: boolean, limitSource: string | null = null, otherChance: number | null = null): void {
    const c = this.nullByChance[side][chance >= 2 / 3 ? 'pays' : 'below'];
    c.games++;
    if (won) c.won++;
    if (chance < 2 / 3) {
      bump(this.nullBelowByLimit[side], limitSource ?? 'unknown');
      bump(this.nullBelowByOther[side], otherChance === null ? 'hand' : otherChance < 0.2 ? '<0.2' : otherChance < 0.45 ? '0.2-0.45' : '>=0.45');
    }
  }

  add(result: DealResult, scores: readonly number[], sides: readonly ('A' | 'B')[]): void {
    if (result.kind === 'passed') return;
    for (let s = 0; s < 3; s++) {
      let kind: Kind;
      let role: Role;
      let won: boolean;
      if (result.kind === 'ramsch') {
        kind = 'ramsch';
        role = 'player';
        won = !result.ramsch.losers.includes(s as Seat);
      } else {
        const g = result.game;
        const t = g.declaration.game;
        kind = t === 'N' ? 'null' : t === 'G' ? 'grand' : 'suit';
        role = g.declarer === s ? 'declarer' : 'defender';
        won = role === 'declarer' ? g.won : !g.won;
        if (role === 'declarer' && g.overbid) this.overbids[sides[s]]++;
        if (role === 'declarer' && kind === 'suit') tally(this.byTrump[sides[s]], t, won, scores[s]);
      }
      tally(this.cells, `${kind}/${role}/${sides[s]}`, won, scores[s]);
    }
  }

  cell(kind: Kind, role: Role, side: 'A' | 'B'): Cell {
    return this.cells.get(`${kind}/${role}/${side}`) ?? { games: 0, won: 0, points: 0 };
  }

  /** One line per game type and role: A's and B's seat-games, wins and mean points. */
  print(out: (line: string) => void): void {
    const rows: [Kind, Role][] = [
      ['suit', 'declarer'],
      ['suit', 'defender'],
      ['grand', 'declarer'],
      ['grand', 'defender'],
      ['null', 'declarer'],
      ['null', 'defender'],
      ['ramsch', 'player'],
    ];
    const side = (c: Cell) => `${String(c.games).padStart(5)} ${String(c.won).padStart(5)} ${(c.games ? c.points / c.games : 0).toFixed(1).padStart(7)}`;
    out(`${'game'.padEnd(6)} ${'role'.padEnd(8)}   A games   won  points   B games   won  points`);
    for (const [kind, role] of rows) {
      const a = this.cell(kind, role, 'A');
      const b = this.cell(kind, role, 'B');
      if (a.games + b.games === 0) continue;
      out(`${kind.padEnd(6)} ${role.padEnd(8)}   ${side(a)}   ${side(b)}`);
    }
    out(`overbid_a=${this.overbids.A} overbid_b=${this.overbids.B}`);
    for (const side of ['A', 'B'] as const) {
      const m = this.byTrump[side];
      if (m.size) out(`suit_by_trump_${side.toLowerCase()}: ${SUITS.map((t) => `${t} ${m.get(t)?.won ?? 0} won of ${m.get(t)?.games ?? 0}`).join(', ')}`);
    }
    for (const side of ['A', 'B'] as const) {
      const n = this.nullByChance[side];
      if (n.pays.games + n.below.games === 0) continue;
      out(`null_by_chance_${side.toLowerCase()}: chance >= 2/3 ${n.pays.won} won of ${n.pays.games}, below ${n.below.won} won of ${n.below.games}`);
      const by = [...this.nullBelowByLimit[side]].map(([k, v]) => `${k} ${v}`).join(', ');
      if (by) out(`null_below_by_limit_${side.toLowerCase()}: ${by}`);
      const other = [...this.nullBelowByOther[side]].map(([k, v]) => `${k} ${v}`).join(', ');
      if (other) out(`null_below_by_other_${side.toLowerCase()}: ${other}`);
    }
  }
}

/** Games as declarer per side, as the XSkat arena prints them: by type, won, overbid, Hand. */
export class DeclarerShares {
  private readonly cells = {
    A: new Map<string, { games: number; won: number; overbid: number; hand: number }>(),
    B: new Map<string, { games: number; won: number; overbid: number; hand: number }>(),
  };

  add(result: DealResult, sides: readonly ('A' | 'B')[]): void {
    if (result.kind !== 'game') return;
    const g = result.game;
    const t = g.declaration.game;
    const keys = [t === 'G' ? 'grand' : t === 'N' ? 'null' : 'suit', t === 'G' || t === 'N' ? null : `suit ${t}`, 'all'].filter((k): k is string => k !== null);
    for (const k of keys) {
      const m = this.cells[sides[g.declarer]];
      const c = m.get(k) ?? { games: 0, won: 0, overbid: 0, hand: 0 };
      c.games++;
      if (g.won) c.won++;
      if (g.overbid) c.overbid++;
      if (g.declaration.hand) c.hand++;
      m.set(k, c);
    }
  }

  print(out: (line: string) => void, names: { A: string; B: string }): void {
    out('declarer   side        games   won  won%  overbid  hand');
    for (const k of ['grand', 'suit', 'suit C', 'suit S', 'suit H', 'suit D', 'null', 'all'])
      for (const side of ['A', 'B'] as const) {
        const c = this.cells[side].get(k);
        if (!c) continue;
        out(
          `${k.padEnd(10)} ${names[side].padEnd(11)} ${String(c.games).padStart(5)} ${String(c.won).padStart(5)} ${((100 * c.won) / c.games).toFixed(1).padStart(5)} ${String(c.overbid).padStart(8)} ${String(c.hand).padStart(5)}`,
        );
      }
  }
}

/** Predicted (raw double-dummy rate) against realised wins of a strong side's declared games, in tenths: before the skat (at the final bid) and at the game choice. */
export class CalibrationBins {
  readonly pairs = { bid: [] as { raw: number; won: boolean }[], declare: [] as { raw: number; won: boolean }[] };

  add(stage: 'bid' | 'declare', raw: number, won: boolean): void {
    this.pairs[stage].push({ raw, won });
  }

  print(out: (line: string) => void, label: string): void {
    for (const stage of ['bid', 'declare'] as const) {
      const xs = this.pairs[stage];
      if (!xs.length) continue;
      const bins = Array.from({ length: 10 }, () => ({ n: 0, won: 0 }));
      for (const x of xs) {
        const b = bins[Math.min(9, Math.floor(x.raw * 10))];
        b.n++;
        if (x.won) b.won++;
      }
      const cells = bins.map((b, i) => (b.n ? `${(i / 10).toFixed(1)}-${((i + 1) / 10).toFixed(1)} ${b.won}/${b.n}` : '')).filter(Boolean);
      out(`calibration_${stage}_${label}: raw rate -> won/games: ${cells.join(', ')}`);
      out(`calibration_${stage}_fit_${label}=${JSON.stringify(fitPlatt(xs).map)}`);
    }
  }
}

/** Deck numbers to play: 0, 1, 2, ... or, with --null-decks, the first ones dealing someone a Null candidate. */
function chooseDecks(args: Args, rules: RuleOptions, decks: number): number[] {
  const out: number[] = [];
  for (let id = 0; out.length < decks; id++) {
    if (!args.nullDecks) {
      out.push(id);
      continue;
    }
    const dealt = createDeal({ rules, seed: `arena-${args.seed}-${id}` }).dealt;
    if (dealt.some((h) => repairs(h, (~h >>> 0) as CardSet) <= 2)) out.push(id);
  }
  return out;
}

export function runArena(args: Args): { meanDiff: number; lo: number; hi: number } {
  if (!isArenaStrategyName(args.a) || !isArenaStrategyName(args.b)) throw new Error(`strategies: ${ARENA_STRATEGY_NAMES.join(', ')}`);
  const preset = PRESETS[args.rules];
  if (!preset) throw new Error(`unknown rules preset ${args.rules}`);
  const rules = preset.rules;
  const A: Strategy = createArenaStrategy(args.a, args.aOptions);
  const B: Strategy = createArenaStrategy(args.b, args.bOptions);
  const breakdown = new Breakdown();
  const shares = new DeclarerShares();
  const calibration = { A: new CalibrationBins(), B: new CalibrationBins() };
  const decks = Math.max(1, Math.ceil(args.deals / 6));
  const perDeckA: number[] = [];
  const perDeckB: number[] = [];
  const diffs: number[] = [];
  const declarer = { A: { games: 0, won: 0 }, B: { games: 0, won: 0 } };
  const time = { A: { ms: 0, n: 0, max: 0 }, B: { ms: 0, n: 0, max: 0 } };
  const t0 = Date.now();
  const deckIds = chooseDecks(args, rules, decks);
  const budgetMs = args.budget;
  for (const [d, id] of deckIds.entries()) {
    let a = 0;
    let b = 0;
    ASSIGNMENTS.forEach((sides, r) => {
      const strategies = sides.map((x) => (x === 'A' ? A : B)) as [Strategy, Strategy, Strategy];
      for (const st of [A, B])
        if (st instanceof StrongStrategy) {
          if (args.paired) st.forgetDeal();
          st.lastNullChance = null;
          st.lastOtherChance = null;
          st.lastDeclareRaw = null;
          st.limitSource.fill(null);
          st.lastBidWorlds.fill(null);
        }
      const played = playDeal({ rules, seed: `arena-${args.seed}-${id}`, strategies, rngSeed: args.seed * 100003 + id * 6 + (args.paired ? 0 : r), budgetMs });
      for (let s = 0; s < 3; s++) {
        if (sides[s] === 'A') a += played.scores[s];
        else b += played.scores[s];
        time[sides[s]].ms += played.ms[s];
        time[sides[s]].n += played.decisions[s];
        time[sides[s]].max = Math.max(time[sides[s]].max, played.maxMs[s]);
      }
      breakdown.add(played.result, played.scores, sides);
      shares.add(played.result, sides);
      if (played.result.kind === 'game') {
        const { declarer: seat, declaration, won, bid } = played.result.game;
        const side = sides[seat];
        declarer[side].games++;
        if (won) declarer[side].won++;
        const st = side === 'A' ? A : B;
        if (st instanceof StrongStrategy && declaration.game !== 'N') {
          const worlds = st.lastBidWorlds[seat];
          const rows: { stage: 'bid' | 'declare'; raw: number }[] = [];
          if (worlds && !declaration.hand) rows.push({ stage: 'bid', raw: expectedAtBid(worlds, bid, IDENTITY).raw });
          if (st.lastDeclareRaw !== null) rows.push({ stage: 'declare', raw: st.lastDeclareRaw });
          for (const r of rows) {
            calibration[side].add(r.stage, r.raw, won);
            if (args.calibrationOut)
              appendFileSync(args.calibrationOut, `${JSON.stringify({ ...r, won, game: declaration.game, hand: declaration.hand, strategy: st.name })}\n`);
          }
        }
        if (declaration.game === 'N' && st instanceof StrongStrategy && st.lastNullChance !== null)
          breakdown.addNull(side, st.lastNullChance, won, st.limitSource[seat], st.lastOtherChance);
      }
    });
    perDeckA.push(a / 3);
    perDeckB.push(b / 3);
    diffs.push((a - b) / 3);
    if (!args.quiet && (d + 1) % 10 === 0) {
      const m = meanCi(diffs);
      process.stderr.write(
        `  ${(d + 1) * 6} deals, ${((Date.now() - t0) / 1000).toFixed(0)} s, mean_diff so far ${m.mean.toFixed(1)} [${m.lo.toFixed(1)}, ${m.hi.toFixed(1)}]\n`,
      );
    }
  }
  // Straight to stdout (the CLI's output, captured as such by the tests).
  const say = (line: string) => void process.stdout.write(`${line}\n`);
  const ca = meanCi(perDeckA);
  const cb = meanCi(perDeckB);
  const cd = meanCi(diffs);
  const pct = (x: { games: number; won: number }) => (x.games ? ((100 * x.won) / x.games).toFixed(1) : '-');
  const opts = (o?: StrongOptions) => (o ? ` ${JSON.stringify(o)}` : '');
  say(
    `arena: A=${args.a}${opts(args.aOptions)} B=${args.b}${opts(args.bOptions)} rules=${args.rules} decks=${decks} deals=${decks * 6} seed=${args.seed}${args.nullDecks ? ' null-decks' : ''}${args.paired ? ' paired' : ''} (${((Date.now() - t0) / 1000).toFixed(1)} s)`,
  );
  say(
    `A ${args.a}: score per deal ${ca.mean.toFixed(2)} (95% CI ${ca.lo.toFixed(2)} .. ${ca.hi.toFixed(2)}), declarer ${declarer.A.games} games, won ${pct(declarer.A)}%, ${(time.A.ms / Math.max(1, time.A.n)).toFixed(1)} ms per decision (max ${time.A.max.toFixed(0)})`,
  );
  say(
    `B ${args.b}: score per deal ${cb.mean.toFixed(2)} (95% CI ${cb.lo.toFixed(2)} .. ${cb.hi.toFixed(2)}), declarer ${declarer.B.games} games, won ${pct(declarer.B)}%, ${(time.B.ms / Math.max(1, time.B.n)).toFixed(1)} ms per decision (max ${time.B.max.toFixed(0)})`,
  );
  for (const [side, name, st] of [
    ['A', args.a, A],
    ['B', args.b, B],
  ] as const) {
    if (st instanceof StrongStrategy && st.playStats.decisions > 0) {
      say(
        `${side} ${name}: ${(st.playStats.worlds / st.playStats.decisions).toFixed(1)} worlds per sampled card decision (${st.playStats.decisions} decisions)`,
      );
    }
  }
  breakdown.print(say);
  shares.print(say, { A: args.a, B: args.b });
  calibration.A.print(say, 'a');
  calibration.B.print(say, 'b');
  for (const side of ['A', 'B'] as const) {
    const x = time[side];
    say(`${side.toLowerCase()}_decision_ms_mean=${(x.ms / Math.max(1, x.n)).toFixed(1)} ${side.toLowerCase()}_decision_ms_max=${x.max.toFixed(0)}`);
    const st = side === 'A' ? A : B;
    // Nodes per decision measure the work (load-independent); nodes per ms, the machine's speed during the run.
    if (st instanceof StrongStrategy && x.n > 0 && st !== (side === 'B' ? A : null))
      say(
        `${side.toLowerCase()}_nodes_per_decision=${Math.round(st.workStats.nodes / x.n)} ${side.toLowerCase()}_worlds_per_decision=${(st.workStats.worlds / x.n).toFixed(1)} ${side.toLowerCase()}_nodes_per_ms=${Math.round(st.workStats.nodes / Math.max(1, x.ms))}`,
      );
  }
  say(`mean_diff=${cd.mean.toFixed(3)}`);
  say(`ci95_low=${cd.lo.toFixed(3)}`);
  say(`ci95_high=${cd.hi.toFixed(3)}`);
  return { meanDiff: cd.mean, lo: cd.lo, hi: cd.hi };
}

/** The command line: `--game <name>` runs that game's registered arena, else Skat's. Returns the exit code. */
export async function arenaMain(argv: string[]): Promise<number> {
  try {
    const game = argv.includes('--game') ? argv[argv.indexOf('--game') + 1] : 'skat';
    const other = GAME_ARENAS.get(game);
    if (other) other(argv);
    else if (game === 'skat') runArena(parseArgs(argv));
    else throw new Error(`--game: ${['skat', ...GAME_ARENAS.keys()].join(' or ')}`);
    return 0;
  } catch (e) {
    process.stderr.write(`${e instanceof Error ? e.message : String(e)}\n`);
    return 2;
  }
}
