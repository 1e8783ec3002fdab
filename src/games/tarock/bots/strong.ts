// Tarock's strong player: Perfect-Information Monte Carlo over Tarock's double-dummy solver
// (solver.ts). For a decision it samples worlds consistent with its view (worlds.ts), asks the
// solver per world and option "does the declarer reach his target?" (Bettel: "does he take a
// trick?"), and takes the option with the best average, within a time budget per decision
// (default 300 ms, so a decision stays under 500 ms).
//
// - Card play: per world and legal card, one null-window test at the declarer's target; ties
//   are split by a second test 15 points above (declarer mostly winning) or below (mostly
//   losing), then by the heuristic's choice.
// - Bidding and declaring: each contract the hand could play is tested over worlds of talon and
//   other hands (a Frage or Pick-Up takes up the sampled talon and discards as the discard step
//   would); a contract's worth is (2 × win rate − 1 + the rate of winning by 15 points more) ×
//   its stake (Frage and Pick-Up 1, Solo and Hand 2, Bettel 4). Haferl: the seat bids up to the
//   highest level some contract at or above it is worth more than a margin. Simple: it bids where
//   the heuristic would unless the worth is clearly below the margin, and beyond that only when
//   the worth clearly clears it (double-dummy defenders make a declarer look weaker than he is).
//   It declares the contract worth most.
// - Discards: a few candidate sets for each of the two strongest suits it may name (the
//   heuristic's, the most points, a short suit cleared), tested over worlds of the other hands
//   for the target and for 15 points more.
// A search that exceeds its node budget counts as a coin flip; any failure falls back to the
// heuristic, so a seat never stalls.
import {
  T_SUITS,
  tCardName,
  tPoints,
  tPointsOf,
  type TarockAction,
  type TarockDealView,
  type TBid,
  type TCard,
  type TSuit,
} from '../../../engine/tarock/index.js';
import { bestSuit, heuristicAffords, heuristicTarock, strength, type TarockStrategy } from './strategies.js';
import { TarockSolver, type TarockPosition } from './solver.js';
import { sampleTarockWorld, tarockKnowledge, type TarockKnowledge, type TarockWorld } from './worlds.js';

export interface StrongTarockOptions {
  /** Thinking time per decision in ms (default 300). */
  budgetMs?: number;
  /** Cap on sampled worlds per decision (default 60). */
  maxWorlds?: number;
  /** Minimum worth (in Frage stakes) of the contract a seat bids for (default 0.1). */
  bidMargin?: number;
}

/** Solver nodes per ms assumed when sizing a search to the time left (a loaded 2-vCPU machine). */
const NODES_PER_MS = 2500;
const SIMPLE_ORDER = ['FRAGE', 'HEART_FRAGE', 'SOLO', 'HEART_SOLO', 'BETTEL'];
/** How far (in Frage stakes) the simulated worth must clear the margin to overrule the heuristic's simple bidding. */
const CLEAR = 0.4;
const STAKE: Record<string, number> = { FRAGE: 1, HEART_FRAGE: 1, PICK_UP: 1, SOLO: 2, HEART_SOLO: 2, HAND: 2, BETTEL: 4 };

const suitOf = (c: TCard): number => (c / 9) | 0;
const rankOf = (c: TCard): number => c % 9;

/** An option a declarer may play: a contract, its trumps (undefined: named after the discards), its target. */
interface Option {
  type: string;
  trump: TSuit | undefined;
  target: number;
  /** A Frage that may name Hearts (the table plays without Heart Frage). */
  anySuit?: boolean;
}

/** Three cards to put away for trumps t, by a few rules of thumb (deduplicated). */
export function discardCandidates(hand14: readonly TCard[], t: number): TCard[][] {
  const side = hand14.filter((c) => suitOf(c) !== t);
  const len = (s: number) => hand14.filter((c) => suitOf(c) === s).length;
  const keep = (c: TCard): number => (suitOf(c) === t ? 100 : 0) + (rankOf(c) === 0 ? 50 : 0) + len(suitOf(c));
  const out: TCard[][] = [];
  const add = (xs: TCard[]) => {
    if (xs.length !== 3) return;
    const key = [...xs].sort((a, b) => a - b);
    if (!out.some((o) => o.join() === key.join())) out.push(key);
  };
  add([...hand14].sort((a, b) => keep(a) - keep(b)).slice(0, 3));
  // Most points among side cards that are not Aces (they count for the declarer at the end).
  const nonAce = side.filter((c) => rankOf(c) !== 0);
  add([...nonAce].sort((a, b) => tPoints(b) - tPoints(a) || len(suitOf(a)) - len(suitOf(b))).slice(0, 3));
  // Clear the shortest side suit (Aces stay), then the most points.
  const suits = [0, 1, 2, 3].filter((s) => s !== t && nonAce.some((c) => suitOf(c) === s));
  suits.sort((a, b) => nonAce.filter((c) => suitOf(c) === a).length - nonAce.filter((c) => suitOf(c) === b).length);
  if (suits.length) {
    const first = nonAce.filter((c) => suitOf(c) === suits[0]);
    const rest = nonAce.filter((c) => suitOf(c) !== suits[0]).sort((a, b) => tPoints(b) - tPoints(a));
    add([...first, ...rest].slice(0, 3));
  }
  if (out.length === 0) add([...hand14].sort((a, b) => keep(a) - keep(b)).slice(0, 3));
  return out;
}

export class StrongTarock {
  private readonly solver = new TarockSolver();
  private readonly budget: number;
  private readonly maxWorlds: number;
  private readonly margin: number;
  private deadline = 0;
  /** Worth of each option by the hand it was reckoned for (one deal's bidding spans several calls). */
  private readonly worthCache = new Map<string, Map<string, number>>();

  constructor(opts: StrongTarockOptions = {}) {
    this.budget = opts.budgetMs ?? 300;
    this.maxWorlds = opts.maxWorlds ?? 60;
    this.margin = opts.bidMargin ?? 0.1;
  }

  choose(view: TarockDealView, legal: readonly TarockAction[], next: () => number, budgetMs?: number): TarockAction {
    if (legal.length === 1) return legal[0];
    this.deadline = performance.now() + (budgetMs ?? this.budget) * 0.85;
    const rng = () => next() / 4294967296;
    try {
      const a = this.think(view, legal, rng);
      if (a) return a;
    } catch {
      // fall through to the heuristic: a bot seat must never stall a table
    }
    return heuristicTarock(view, legal, next);
  }

  private left(): number {
    return this.deadline - performance.now();
  }

  /** The solver's node budget for one of `tests` searches still to run in the time left. */
  private nodeLimit(tests: number): number {
    return Math.max(3000, Math.min(400000, (Math.max(0, this.left()) * NODES_PER_MS) / Math.max(1, tests)));
  }

  private think(view: TarockDealView, legal: readonly TarockAction[], rng: () => number): TarockAction | undefined {
    const first = legal[0];
    if (first.type === 'play') return this.play(view, legal as Extract<TarockAction, { type: 'play' }>[], rng);
    if (first.type === 'discard') return this.discard(view, legal as Extract<TarockAction, { type: 'discard' }>[], rng);
    if (first.type === 'declare') return this.declare(view, legal as Extract<TarockAction, { type: 'declare' }>[], rng);
    return this.bid(view, legal as Extract<TarockAction, { type: 'bid' }>[], rng);
  }

  // ---- contracts ----

  /**
   * A graded test of a position for its declarer: 0 lost, 1 won (reaches t), 1.5 won by 15 points
   * more (which pays more under every tariff); 0.5 for a search that gave up, 1.25 when the second did.
   */
  private graded(pos: TarockPosition, t: number, tests: number): number {
    const r = this.solver.testAtLeast(pos, t, this.nodeLimit(tests));
    if (r === null) return 0.5;
    if (!r) return 0;
    const more = this.solver.testAtLeast(pos, t + 15, this.nodeLimit(tests));
    return more === null ? 1.25 : more ? 1.5 : 1;
  }

  /** The graded outcome (see graded; Bettel 0 or 1) for me as declarer of `o` in one world. */
  private winIn(k: TarockKnowledge, w: TarockWorld, o: Option, tests: number): number {
    const me = k.me;
    const hands = w.hands.map((h) => [...h]);
    let bonus = tPointsOf(w.pile);
    let trump = o.trump ? T_SUITS.indexOf(o.trump) : -1;
    if (o.type === 'FRAGE' || o.type === 'HEART_FRAGE' || o.type === 'PICK_UP') {
      const h14 = [...hands[me], ...w.pile];
      if (trump < 0) trump = T_SUITS.indexOf(bestSuit(h14, o.type === 'FRAGE' ? frageSuits(o) : T_SUITS).suit);
      const away = discardCandidates(h14, trump)[0];
      hands[me] = h14.filter((c) => !away.includes(c));
      bonus = tPointsOf(away);
    }
    const bettel = o.type === 'BETTEL';
    const pos: TarockPosition = { hands, declarer: me, trump: bettel ? -1 : trump, bettel, leader: 0, trick: [] };
    if (bettel) {
      const r = this.solver.testAtLeast(pos, 1, this.nodeLimit(tests));
      return r === null ? 0.5 : r ? 0 : 1;
    }
    return this.graded(pos, o.target - bonus, tests);
  }

  /** Worth of each option (keyed `type:trump:target`) over sampled worlds of talon and other hands. */
  private worth(view: TarockDealView, options: Option[], rng: () => number): Map<string, number> {
    const k = tarockKnowledge(view);
    const key = (o: Option) => `${o.type}:${o.trump ?? ''}:${o.target}`;
    const cacheKey = `${k.hand.join()}|${options.map(key).join()}`;
    const hit = this.worthCache.get(cacheKey);
    if (hit) return hit;
    const wins = new Float64Array(options.length);
    const more = new Float64Array(options.length);
    let worlds = 0;
    while (worlds < this.maxWorlds && (worlds < 4 || this.left() > 0)) {
      const w = sampleTarockWorld(k, rng);
      const worldsLeft = Math.max(1, Math.min(this.maxWorlds - worlds, 12));
      options.forEach((o, i) => {
        const g = this.winIn(k, w, o, 2 * worldsLeft * (options.length - i));
        wins[i] += Math.min(g, 1);
        more[i] += Math.max(g - 1, 0);
      });
      worlds++;
    }
    // Worth in stakes: won minus lost, plus half a stake for the share won by 15 points more.
    const out = new Map<string, number>();
    options.forEach((o, i) => out.set(key(o), (2 * (wins[i] / worlds) - 1 + more[i] / worlds) * (STAKE[o.type] ?? 1)));
    if (this.worthCache.size > 32) this.worthCache.clear();
    this.worthCache.set(cacheKey, out);
    return out;
  }

  private bid(view: TarockDealView, legal: Extract<TarockAction, { type: 'bid' }>[], rng: () => number): TarockAction | undefined {
    const k = tarockKnowledge(view);
    const haferl = legal.some((a) => a.bid === 'pickUp' || typeof a.bid === 'number') || view.bids.some((b) => b.bid === 'pickUp' || typeof b.bid === 'number');
    const pass = legal.find((a) => a.bid === 'pass')!;
    const hold = legal.find((a) => a.bid === 'hold');
    const high = [...view.bids].reverse().find((b) => b.bid !== 'pass' && b.bid !== 'hold')?.bid;
    if (haferl) {
      const trumps = rankedSuits(k.hand, T_SUITS).slice(0, 2);
      const targets = [61, 66, 71, 76, 81, 86];
      const options: Option[] = [
        { type: 'PICK_UP', trump: undefined, target: 61 },
        ...trumps.flatMap((t) => targets.map((target): Option => ({ type: 'HAND', trump: t, target }))),
      ];
      const w = this.worth(view, options, rng);
      const handWorth = (target: number) => Math.max(...trumps.map((t) => w.get(`HAND:${t}:${target}`) ?? -9));
      const levelWorth = (b: TBid): number =>
        b === 'pickUp' ? Math.max(w.get('PICK_UP::61') ?? -9, handWorth(61)) : typeof b === 'number' ? (b <= 86 ? handWorth(b) : -9) : -9;
      if (hold) return levelWorth(high!) > this.margin ? hold : pass;
      const raise = legal.find((a) => a.bid !== 'pass' && levelWorth(a.bid) > this.margin);
      return raise ?? pass;
    }
    const bettel = legal.some((a) => a.bid === 'BETTEL') || view.bids.some((b) => b.bid === 'BETTEL');
    const heartFrage = legal.some((a) => a.bid === 'HEART_FRAGE') || view.bids.some((b) => b.bid === 'HEART_FRAGE');
    const solos = rankedSuits(k.hand, ['E', 'G', 'S']).slice(0, 2);
    const options: Option[] = [
      { type: 'FRAGE', trump: undefined, target: 61, anySuit: !heartFrage },
      ...(heartFrage ? [{ type: 'HEART_FRAGE', trump: 'H' as TSuit, target: 61 }] : []),
      ...solos.map((t): Option => ({ type: 'SOLO', trump: t, target: 61 })),
      { type: 'HEART_SOLO', trump: 'H', target: 61 },
      ...(bettel && bettelish(k.hand) ? [{ type: 'BETTEL', trump: undefined, target: 0 }] : []),
    ];
    const w = this.worth(view, options, rng);
    const byType = (type: string): number =>
      Math.max(-9, ...options.filter((o) => o.type === type).map((o) => w.get(`${o.type}:${o.trump ?? ''}:${o.target}`)!));
    const levelWorth = (b: TBid): number => {
      const i = SIMPLE_ORDER.indexOf(String(b));
      return i < 0 ? -9 : Math.max(...SIMPLE_ORDER.slice(i).map(byType));
    };
    // The heuristic's judgement is the prior (double-dummy defenders make a declarer look weaker
    // than he is): the simulation overrides it only with a clear worth either way.
    const wants = (b: TBid): boolean => {
      const v = levelWorth(b);
      return v > this.margin + CLEAR || (heuristicAffords(k.hand, b) && v > this.margin - CLEAR);
    };
    if (hold) return wants(high!) ? hold : pass;
    const raise = legal.find((a) => a.bid !== 'pass' && wants(a.bid));
    return raise ?? pass;
  }

  private declare(view: TarockDealView, legal: Extract<TarockAction, { type: 'declare' }>[], rng: () => number): TarockAction | undefined {
    const high = [...view.bids].reverse().find((b) => b.bid !== 'pass' && b.bid !== 'hold')?.bid;
    const heartFrage = legal.some((a) => a.contract === 'HEART_FRAGE') || view.bids.some((b) => b.bid === 'HEART_FRAGE');
    const options: Option[] = legal.map((a) => ({
      type: a.contract,
      trump: a.contract === 'HEART_FRAGE' ? 'H' : a.trump,
      target: a.contract === 'BETTEL' ? 0 : a.contract === 'HAND' && typeof high === 'number' ? high : 61,
      anySuit: a.contract === 'FRAGE' && !heartFrage,
    }));
    const w = this.worth(view, options, rng);
    let best = 0;
    options.forEach((o, i) => {
      const v = w.get(`${o.type}:${o.trump ?? ''}:${o.target}`)!;
      const b = w.get(`${options[best].type}:${options[best].trump ?? ''}:${options[best].target}`)!;
      if (v > b) best = i;
    });
    return legal[best];
  }

  // ---- discards ----

  private discard(view: TarockDealView, legal: Extract<TarockAction, { type: 'discard' }>[], rng: () => number): TarockAction | undefined {
    const k = tarockKnowledge(view);
    const trumps = [...new Set(legal.map((a) => a.trump))];
    const target = view.contract?.target ?? 61;
    const cands: { trump: TSuit | undefined; away: TCard[] }[] = [];
    // The two strongest suits it may name (with all 14 cards), three discard sets each.
    const named = trumps.filter((t): t is TSuit => t !== undefined);
    const shortlist = named.length > 2 ? rankedSuits(k.hand, named).slice(0, 2) : trumps;
    for (const t of shortlist) {
      const ti = T_SUITS.indexOf(t ?? view.contract!.trump!);
      for (const away of discardCandidates(k.hand, ti)) cands.push({ trump: t, away });
    }
    const wins = new Float64Array(cands.length);
    let worlds = 0;
    while (worlds < this.maxWorlds && (worlds < 2 || this.left() > 0)) {
      const w = sampleTarockWorld(k, rng);
      cands.forEach((c, i) => {
        const hands = w.hands.map((h) => [...h]);
        hands[k.me] = k.hand.filter((x) => !c.away.includes(x));
        const ti = T_SUITS.indexOf(c.trump ?? view.contract!.trump!);
        wins[i] += this.graded(
          { hands, declarer: k.me, trump: ti, bettel: false, leader: 0, trick: [] },
          target - tPointsOf(c.away),
          2 * Math.min(12, this.maxWorlds - worlds) * (cands.length - i),
        );
      });
      worlds++;
    }
    let best = 0;
    for (let i = 1; i < cands.length; i++) {
      if (wins[i] > wins[best] + 1e-9 || (Math.abs(wins[i] - wins[best]) < 1e-9 && tPointsOf(cands[i].away) > tPointsOf(cands[best].away))) best = i;
    }
    const names = new Set(cands[best].away.map(tCardName));
    return legal.find((a) => a.trump === cands[best].trump && a.cards.every((c) => names.has(c)));
  }

  // ---- card play ----

  private play(view: TarockDealView, legal: Extract<TarockAction, { type: 'play' }>[], rng: () => number): TarockAction | undefined {
    const k = tarockKnowledge(view);
    if (k.declarer === null) return undefined;
    const decl = k.declarer;
    const cards = legal.map((a) => k.hand.find((c) => tCardName(c) === a.card)!);
    const mine = k.me === decl;
    const test = (w: TarockWorld, c: TCard, threshold: number, tests: number): number => {
      const pos: TarockPosition = { hands: w.hands, declarer: decl, trump: k.trump, bettel: k.bettel, leader: k.leader, trick: k.trick };
      const v = this.solver.testMove(pos, c, threshold, this.nodeLimit(tests));
      return v === null ? 0.5 : v ? 1 : 0;
    };
    // P(declarer reaches `threshold` points in the end) per card, as the seat's utility.
    const pileFor = (w: TarockWorld) => tPointsOf(w.pile);
    const utility = (w: TarockWorld, c: TCard, total: number, tests: number): number => {
      if (k.bettel) {
        const takes = test(w, c, 1, tests);
        return mine ? 1 - takes : takes;
      }
      const need = total - k.declarerTaken - pileFor(w);
      const reach = need <= 0 ? 1 : test(w, c, need, tests);
      return mine ? reach : 1 - reach;
    };
    const score = new Float64Array(cards.length);
    let worlds = 0;
    const start = performance.now();
    const phase1 = start + (this.deadline - start) * 0.65;
    while (worlds < this.maxWorlds && (worlds < 2 || performance.now() < phase1)) {
      const w = sampleTarockWorld(k, rng);
      cards.forEach((c, i) => (score[i] += utility(w, c, k.target, Math.min(12, this.maxWorlds - worlds) * (cards.length - i))));
      worlds++;
    }
    let bestV = Math.max(...score);
    let top = cards.filter((_, i) => score[i] >= bestV - 1e-9 - worlds * 0.02);
    if (top.length > 1 && !k.bettel) {
      // Decided between these: play for more points (declarer mostly winning) or fewer lost.
      const declRate = mine ? bestV / worlds : 1 - bestV / worlds;
      const second = k.target + (declRate >= 0.5 ? 15 : -15);
      const s2 = new Float64Array(top.length);
      let n2 = 0;
      while (n2 < this.maxWorlds && (n2 < 1 || this.left() > 0)) {
        const w = sampleTarockWorld(k, rng);
        top.forEach((c, i) => (s2[i] += utility(w, c, second, Math.min(8, this.maxWorlds - n2) * (top.length - i))));
        n2++;
      }
      bestV = Math.max(...s2);
      top = top.filter((_, i) => s2[i] >= bestV - 1e-9 - n2 * 0.02);
    }
    if (top.length === 1) return legal[cards.indexOf(top[0])];
    // Still tied: the heuristic's card if it is among the best.
    const h = heuristicTarock(view, legal, () => Math.floor(rng() * 4294967296)) as Extract<TarockAction, { type: 'play' }>;
    return top.some((c) => tCardName(c) === h.card) ? h : legal[cards.indexOf(top[0])];
  }
}

function frageSuits(o: Option): readonly TSuit[] {
  return o.anySuit ? T_SUITS : ['E', 'G', 'S'];
}

/** Allowed suits, strongest first for this hand. */
function rankedSuits(hand: readonly TCard[], allowed: readonly TSuit[]): TSuit[] {
  return [...allowed].sort((a, b) => strength(hand, T_SUITS.indexOf(b)) - strength(hand, T_SUITS.indexOf(a)));
}

/** A hand worth testing for Bettel: few high cards (A K O) in all. */
function bettelish(hand: readonly TCard[]): boolean {
  return hand.filter((c) => rankOf(c) <= 3 && rankOf(c) !== 1).length <= 2;
}

/** The strong player as a TarockStrategy (one instance keeps its caches between decisions). */
export function createStrongTarock(opts: StrongTarockOptions = {}): TarockStrategy {
  const bot = new StrongTarock(opts);
  return (view, legal, next, budgetMs) => bot.choose(view, legal, next, budgetMs);
}
