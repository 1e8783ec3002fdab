// The strong bot: Perfect-Information Monte Carlo. For a decision it repeatedly samples the
// unseen cards consistently with what the seat has observed (sampler.ts), solves each sampled
// world with the double-dummy solver, and takes the option with the best average outcome,
// within a budget of work per move (solver nodes and sampled worlds, not wall-clock time: the same
// seed plays the same moves on a loaded machine; the default keeps a move under 500 ms).
//
// - Card play (suit, Grand): per world and candidate card, "does the declarer reach 61
//   (91 with Schneider announced)?" — one null-window search each. Null: "does the declarer
//   take a trick?". Ramsch: exact card points the seat is forced to take (last five tricks;
//   earlier the heuristic plays). Ties (e.g. all worlds won) go to the heuristic's choice.
// - Bidding: worlds of skat + other hands: pick up, discard and choose the game as the
//   heuristic would, solve from forehand's lead; the bid limit is the highest bid whose expected
//   Seeger-Fabian gain (calibrated win rate, value, Schneider, overbids) beats passing
//   (expected-sf.ts, calibration.ts).
// - Hand or pick-up, discards and the game: the candidates are compared by expected SF gain.
// - Kontra / Re: the declarer's win rate over sampled worlds at that moment.
// Everything else (answers to give-up proposals, the Grand Hand offer) is the heuristic's.
import {
  BASE_VALUE,
  BID_LADDER,
  type Card,
  cardName,
  type CardSet,
  count,
  type DealAction,
  type DealView,
  type GameType,
  JACKS,
  nullValue,
  parseCard,
  pointsOf,
  type Seat,
  SUIT_MASK,
} from '../engine/index.js';
import { chooseDiscardAndGame, ev, rankGames, suitGameValue, strength } from './evaluate.js';
import { declareAction, HeuristicStrategy } from './heuristic.js';
import { knowledge, maskOf, type Knowledge } from './knowledge.js';
import { bestNullDiscard, NULL_VALUES, nullCard, nullChanceKnown, nullChances, type NullChances, nullEv } from './null.js';
import { BID_CALIBRATION, DECLARE_CALIBRATION, SIDE_STRONG_BID_CALIBRATION } from './calibration.js';
import { type BidWorld, calibrate, type Calibration, expectedAtBid, expectedSf, PASS_VALUE, sfBidLimit } from './expected-sf.js';
import { biddingWeight } from './model/inference.js';
import { type BidModel, bidModel } from './model/model.js';
import { choiceFromModel, handOrPickup, limitBand } from './model/strong-model.js';
import { sampleWorld, specFromView, type SampleSpec, type World } from './sampler.js';
import { yieldToApi } from './api-busy.js';
import { gameTables, POINTS, type SolverGame } from './solver/rules.js';
import { Solver, type SolverPosition } from './solver/solver.js';
import { playableActions, type StrategyInput } from './strategy.js';

export interface StrongOptions {
  /** Scales the work budget: budgetMs / 350 of it (default 350; the server's scheduler lowers it under a queue). Not a clock. */
  budgetMs?: number;
  /** Work per decision in solver nodes, a sampled world counting WORLD_WORK nodes (default WORK_BUDGET). */
  workBudget?: number;
  /** A wall-clock cap per decision in ms, a safety net only (the server's workers: a starved machine must not run into the pool's timeout); default none, so the play depends on the seed alone. */
  maxMs?: number;
  /** Bid, Hand or pick-up and choose the game by expected Seeger-Fabian gain with calibrated win rates (default on; off: strong-v1's share of won worlds). */
  sfBidding?: boolean;
  /** With sfBidding: what passing is worth in SF points (default PASS_VALUE, −12). */
  passValue?: number;
  /** With sfBidding: the map from the bid worlds' double-dummy rate to a win probability (default BID_CALIBRATION). */
  bidCalibration?: Calibration;
  /** With sfBidding: the bid map for hands with a Jack, two aces and five trumps (default SIDE_STRONG_BID_CALIBRATION; null: bidCalibration for every hand). */
  sideStrongCalibration?: Calibration | null;
  /** With sfBidding: the same after the pick-up and for Hand games (default DECLARE_CALIBRATION). */
  declareCalibration?: Calibration;
  /** Cap on sampled worlds per decision (default 200). */
  maxWorlds?: number;
  /** Cap on worlds for the bid limit (default 60); Hand or pick-up and the discard get two thirds of it. */
  biddingWorlds?: number;
  /** Transposition table size as a power of two (default 18). */
  ttBits?: number;
  /** Bid up to the value v such that pick-up games worth at least v win in this share of the simulated worlds (default 0.45). */
  bidMinWin?: number;
  /** Bid limit: a simulated suit or Grand game counts as won only with this many card points above 60 (double-dummy play flatters the declarer; default 0). */
  limitMargin?: number;
  /** Bid a pick-up Null's value when the evaluator gives it this chance (default 0.7). */
  nullBidMin?: number;
  /** Bid limit: the pick-up Null's chance measured again on fresh worlds for its best discard (default off). */
  nullFresh?: boolean;
  /** After the pick-up: a Null the evaluator gives less than this chance counts as lost when games are compared (default 0). */
  nullChoiceMin?: number;
  /** The strategy's name (arena reports); default 'strong'. */
  name?: string;
  /** Null: bid, declare (Hand, Ouvert), discard and break ties in card play with null.ts (default on). */
  nullEvaluator?: boolean;
  /** Bid limits, Hand or pick-up and the game after the pick-up from the offline model (model/), PIMC checking close calls (default off: not ahead in the arena yet). */
  bidModel?: boolean;
  /** With bidModel: bid to games the model wins with at least this probability (Hand games 0.2 more; default 0.5). */
  modelMinWin?: number;
  /** Sample unseen cards weighted by what the bidding implies under the model (default off: not ahead in the arena yet). */
  modelInference?: boolean;
  /** With modelInference: the weight is raised to this power (below 1 trusts the bidding less; default 0.4, the best of 1 and 0.4 in the arena). */
  inferencePower?: number;
}

type Seat3 = [CardSet, CardSet, CardSet];

/** Which parts of the strong bot's bid limit set it: 'worlds', 'null', 'hand' joined by '+' when tied, or 'model', or 'none' (limit 0). */
export type LimitSource = string;

export class StrongStrategy extends HeuristicStrategy {
  override readonly name: string = 'strong';
  private readonly solver: Solver;
  private readonly budget: number;
  private readonly maxWorlds: number;
  private readonly biddingWorlds: number;
  /** Worlds for Hand or pick-up and for the discard: two thirds of biddingWorlds. */
  private readonly skatWorlds: number;
  private readonly bidMinWin: number;
  private readonly limitMargin: number;
  private readonly nullBidMin: number;
  private readonly nullFresh: boolean;
  private readonly nullChoiceMin: number;
  private readonly nullEval: boolean;
  private readonly model: BidModel | null;
  private readonly modelMinWin: number;
  private readonly inference: BidModel | null;
  private readonly inferencePower: number;
  private readonly workBudget: number;
  private readonly sfBidding: boolean;
  private readonly passValue: number;
  private readonly bidCal: Calibration;
  private readonly declareCal: Calibration;
  private readonly sideStrongCal: Calibration | null;
  /** Work allowed for the decision in progress, and spent on it (solver nodes + WORLD_WORK per world). */
  private workLimit = 0;
  private workUsed = 0;
  private readonly maxMs: number;
  /** performance.now() past which the decision stops searching (Infinity without maxMs). */
  private deadline = Infinity;
  // Caches for decisions that span several actions of one deal (keyed by the cards in hand).
  private readonly limitCache = new Map<string, number>();
  private readonly declareCache = new Map<string, GameType>();
  private readonly ouvertCache = new Set<string>();

  constructor(opts: StrongOptions = {}) {
    super();
    this.solver = new Solver(opts.ttBits ?? 18);
    this.budget = opts.budgetMs ?? 350;
    this.workBudget = opts.workBudget ?? WORK_BUDGET;
    this.maxMs = opts.maxMs ?? Infinity;
    this.sfBidding = opts.sfBidding ?? true;
    this.passValue = opts.passValue ?? PASS_VALUE;
    this.bidCal = opts.bidCalibration ?? BID_CALIBRATION;
    this.declareCal = opts.declareCalibration ?? DECLARE_CALIBRATION;
    this.sideStrongCal = opts.sideStrongCalibration === undefined ? SIDE_STRONG_BID_CALIBRATION : opts.sideStrongCalibration;
    this.maxWorlds = opts.maxWorlds ?? 200;
    this.biddingWorlds = opts.biddingWorlds ?? 60;
    this.skatWorlds = Math.round((this.biddingWorlds * 2) / 3);
    this.bidMinWin = opts.bidMinWin ?? 0.45;
    this.limitMargin = opts.limitMargin ?? 0;
    this.nullBidMin = opts.nullBidMin ?? NULL_BID_MIN;
    this.nullFresh = opts.nullFresh ?? false;
    this.nullChoiceMin = opts.nullChoiceMin ?? 0;
    if (opts.name) this.name = opts.name;
    this.nullEval = opts.nullEvaluator ?? true;
    this.model = (opts.bidModel ?? false) ? bidModel() : null;
    this.modelMinWin = opts.modelMinWin ?? 0.5;
    this.inference = (opts.modelInference ?? false) ? bidModel() : null;
    this.inferencePower = opts.inferencePower ?? 0.4;
  }

  /** The sampling problem for a view: hard facts, and the bidding as a weight (model) or a check. */
  private specFor(view: DealView, k: Knowledge): SampleSpec {
    const spec = specFromView(view, k);
    if (!this.inference) return spec;
    const weight = biddingWeight(view, k, this.inference, this.bidMinWin);
    const power = this.inferencePower;
    return { ...spec, plausible: undefined, weight: power === 1 ? weight : (w) => weight(w) ** power };
  }

  override chooseAction(input: StrategyInput): DealAction {
    // Work, not time: the input's budgetMs (the scheduler's, or the arena's --budget) scales it.
    const ms = input.budgetMs !== undefined && Number.isFinite(input.budgetMs) ? input.budgetMs : this.budget;
    this.workLimit = Math.max(MIN_WORK, (this.workBudget * ms) / 350);
    this.workUsed = 0;
    this.deadline = Number.isFinite(this.maxMs) ? performance.now() + this.maxMs : Infinity;
    if (this.limitCache.size > 64) this.limitCache.clear();
    if (this.bidWorldsCache.size > 64) this.bidWorldsCache.clear();
    if (this.declareCache.size > 64) this.declareCache.clear();
    if (this.ouvertCache.size > 64) this.ouvertCache.clear();
    return super.chooseAction(input);
  }

  /** Forgets the caches that span one deal's actions (the arena's paired mode: each play of a deck starts alike). */
  forgetDeal(): void {
    this.limitCache.clear();
    this.declareCache.clear();
    this.ouvertCache.clear();
    this.limitSourceCache.clear();
    this.nullCache.clear();
    this.bidWorldsCache.clear();
  }

  /** Whether the decision's work budget has room for another world. */
  private workLeft(): boolean {
    return this.workUsed < this.workLimit && !this.pastDeadline();
  }

  /** Only with maxMs: the safety net's clock has run out. */
  private pastDeadline(): boolean {
    return this.deadline !== Infinity && performance.now() > this.deadline;
  }

  /** A sampled world, its cost counted. */
  private world(spec: SampleSpec, rng: () => number): World {
    yieldToApi();
    this.workUsed += WORLD_WORK;
    this.workStats.worlds++;
    return sampleWorld(spec, rng);
  }

  /**
   * P(value >= t) as 1 or 0, or 0.5 when the search does not fit the work left (at least
   * MIN_SEARCH nodes), so one hard world cannot blow the budget. Nodes, not time: a loaded
   * machine searches the same tree.
   */
  private test(p: SolverPosition, t: number): number {
    const r = this.solver.tryTestAtLeast(p, t, Math.max(MIN_SEARCH, this.workLimit - this.workUsed), this.deadline);
    this.workUsed += this.solver.nodes;
    this.workStats.nodes += this.solver.nodes;
    return r === null ? 0.5 : r ? 1 : 0;
  }

  /** testAtLeast within at most `cap` nodes of the work left: 1, 0, or 0.5 when it does not fit. */
  private testCapped(p: SolverPosition, t: number, cap: number): number {
    const r = this.solver.tryTestAtLeast(p, t, Math.min(cap, Math.max(MIN_SEARCH, this.workLimit - this.workUsed)), this.deadline);
    this.workUsed += this.solver.nodes;
    this.workStats.nodes += this.solver.nodes;
    return r === null ? 0.5 : r ? 1 : 0;
  }

  /** Work done over all decisions: solver nodes and sampled worlds (the arena prints nodes per ms). */
  readonly workStats = { nodes: 0, worlds: 0 };

  protected override decide(input: StrategyInput, legal: DealAction[]): DealAction | undefined {
    try {
      return this.think(input, legal);
    } catch (e) {
      // A bot seat must never stall a table: fall back to the heuristic (and say why once).
      if (!this.warned) {
        this.warned = true;
        process.stderr.write(`strong bot fell back to the heuristic: ${e instanceof Error ? e.message : String(e)}\n`);
      }
      return this.plain.chooseAction({ ...input, legal });
    }
  }

  private warned = false;
  private readonly plain = new HeuristicStrategy();
  /** Card decisions searched by sampling and the worlds solved for them (the arena prints worlds per decision). */
  readonly playStats = { decisions: 0, worlds: 0 };
  /** The Null evaluator's win chance of the last Null this strategy chose to declare (null: it chose another game); the arena reads it. */
  lastNullChance: number | null = null;
  /** After its last pick-up: the best simulated chance of a game other than Null that reaches the bid (0: none does); the arena reads it. */
  lastOtherChance: number | null = null;
  /** By seat: which part set its last bid limit (the arena reads the declarer's): the simulated pick-up worlds, the Null evaluator, a sure Hand game, the model; 'none' when the limit is 0. */
  readonly limitSource: (LimitSource | null)[] = [null, null, null];
  private readonly limitSourceCache = new Map<string, LimitSource>();
  /** The bid worlds of the last limit per hand (Hand or pick-up reads the pick-up's expected gain from them). */
  private readonly bidWorldsCache = new Map<string, BidWorld[]>();
  /** By seat: the worlds of its last bid limit (the arena's calibration bins read the declarer's). */
  readonly lastBidWorlds: (BidWorld[] | null)[] = [null, null, null];
  /** The raw double-dummy rate behind the declarer's last game choice (after the pick-up or for a Hand game; null: Null by the evaluator); the arena reads it. */
  lastDeclareRaw: number | null = null;

  private think(input: StrategyInput, legal: DealAction[]): DealAction | undefined {
    const types = new Set(legal.map((a) => a.type));
    if (types.has('discard')) return this.discard(input, legal);
    if (types.has('declare') && !types.has('pickUpSkat')) return this.declare(input, legal);
    if (types.has('play')) {
      const plays = legal.filter((a) => a.type === 'play');
      if (types.has('re') && this.wantsRe(input)) return legal.find((a) => a.type === 're');
      if (types.has('kontra') && this.wantsKontra(input)) return legal.find((a) => a.type === 'kontra');
      if (plays.length === 1) return plays[0];
      const card = this.playCard(input, plays);
      if (card !== undefined) return plays.find((a) => a.type === 'play' && a.card === cardName(card));
    }
    return super.decide(input, legal);
  }

  // ------------------------------------------------------------------ card play

  private playCard(input: StrategyInput, plays: DealAction[]): Card | undefined {
    const view = input.view;
    const k = knowledge(view);
    if (!k.game) return undefined;
    const t = gameTables(k.game);
    const legal = plays.map((a) => parseCard((a as { card: string }).card) as Card);
    const cands = reduceEquivalent(t, k, legal);
    const fallback = k.game === 'N' && this.nullEval ? nullCard(k, legal) : this.chooseCard(k, legal, k.me);
    if (cands.length === 1) return cands[0];
    const tricksLeft = 10 - k.tricksDone;
    if (k.game === 'R' && tricksLeft > 5) return fallback;
    const spec = this.specFor(view, k);
    const score = new Float64Array(cands.length);
    const phase1End = this.workUsed + (this.workLimit - this.workUsed) * 0.65;
    let worlds = 0;
    const topSet = () => {
      let best = -Infinity;
      for (let i = 0; i < cands.length; i++) best = Math.max(best, score[i]);
      const eps = 1e-9 + worlds * 0.02; // within 2% of the best counts as a tie
      return { best, top: cands.filter((_, i) => score[i] >= best - eps) };
    };
    while (worlds < this.maxWorlds && (worlds < 1 || (this.workUsed < phase1End && !this.pastDeadline()))) {
      const w = this.world(spec, input.rng);
      for (let i = 0; i < cands.length; i++) score[i] += this.outcome(k, view, w, cands[i]);
      worlds++;
    }
    let { best, top } = topSet();
    if (top.length > 1 && k.game !== 'N' && k.game !== 'R') {
      // The game looks decided between these cards: play for Schneider (declarer winning) or
      // against it (declarer losing) with the rest of the time.
      const declRate = k.declarer === k.me ? best / worlds : 1 - best / worlds;
      const target = declRate >= 0.5 ? 91 : 31;
      const second = new Float64Array(top.length);
      let n2 = 0;
      while (n2 < this.maxWorlds && this.workLeft()) {
        const w = this.world(spec, input.rng);
        for (let i = 0; i < top.length; i++) second[i] += this.outcome(k, view, w, top[i], target);
        n2++;
      }
      this.playStats.worlds += n2;
      if (n2 > 0) {
        let b2 = -Infinity;
        for (let i = 0; i < top.length; i++) b2 = Math.max(b2, second[i]);
        top = top.filter((_, i) => second[i] >= b2 - 1e-9 - n2 * 0.02);
      }
    } else {
      while (worlds < this.maxWorlds && this.workLeft()) {
        const w = this.world(spec, input.rng);
        for (let i = 0; i < cands.length; i++) score[i] += this.outcome(k, view, w, cands[i]);
        worlds++;
      }
      ({ best, top } = topSet());
    }
    this.playStats.decisions++;
    this.playStats.worlds += worlds;
    const fb = equivalentTo(t, k, fallback, top);
    return fb ?? top[0];
  }

  /** Utility for the viewer of playing `c` in world `w` (higher is better). */
  private outcome(k: Knowledge, view: DealView, w: World, c: Card, targetOverride?: number): number {
    const me = k.me;
    const game = k.game as SolverGame;
    const pos: SolverPosition = { game, hands: w.hands, leader: k.leader, trick: k.trick, maxSeats: 0 };
    const step = playCard(pos, c);
    if (game === 'R') {
      // Ramsch: card points forced on me; others are assumed to load me (pessimistic).
      const others = 7 & ~(1 << me);
      const bonus = pointsOf(w.skat);
      let mine = step.winner === me ? step.points + (step.next ? 0 : bonus) : 0;
      if (step.next) mine += this.solver.solve({ ...step.next, maxSeats: others, countSeats: 1 << me, lastTrickBonus: bonus }).value;
      const total = k.taken[me] + mine;
      return -total / 120;
    }
    const decl = k.declarer as Seat;
    const declWins = ((): number => {
      if (game === 'N') {
        if (step.winner === decl) return 0;
        if (!step.next) return 1;
        const defenders = 7 & ~(1 << decl);
        return 1 - this.test({ ...step.next, maxSeats: defenders, countSeats: 1 << decl, scoring: 'tricks' }, 1);
      }
      const skatPts = decl === me && view.pickedUp ? pointsOf(k.knownSkat) : pointsOf(w.skat);
      const target = targetOverride ?? (view.declaration?.schneiderAnnounced ? 91 : 61);
      const need = target - k.taken[decl] - skatPts - (step.winner === decl ? step.points : 0);
      if (need <= 0) return 1;
      if (!step.next) return 0;
      return this.test({ ...step.next, maxSeats: 1 << decl, countSeats: 1 << decl }, need);
    })();
    return decl === me ? declWins : 1 - declWins;
  }

  // ------------------------------------------------------------------ Kontra / Re

  /** The declarer's win rate at this moment over sampled worlds (null when unknown). */
  private declarerWinRate(input: StrategyInput, maxWorlds = 40): number | null {
    const view = input.view;
    const k = knowledge(view);
    if (!k.game || k.game === 'R' || k.declarer === null) return null;
    const decl = k.declarer;
    const spec = this.specFor(view, k);
    let wins = 0;
    let n = 0;
    const stop = this.workUsed + (this.workLimit - this.workUsed) * 0.4;
    while (n < maxWorlds && (n < 2 || (this.workUsed < stop && !this.pastDeadline()))) {
      const w = this.world(spec, input.rng);
      const pos: SolverPosition = { game: k.game, hands: w.hands, leader: k.leader, trick: k.trick, maxSeats: 1 << decl };
      if (k.game === 'N') {
        wins += 1 - this.test({ ...pos, maxSeats: 7 & ~(1 << decl), countSeats: 1 << decl, scoring: 'tricks' }, 1);
      } else {
        const skatPts = decl === k.me && view.pickedUp ? pointsOf(k.knownSkat) : pointsOf(w.skat);
        wins += this.test(pos, 61 - k.taken[decl] - skatPts);
      }
      n++;
    }
    return wins / n;
  }

  protected override wantsKontra(input: StrategyInput): boolean {
    // Doubling helps the defenders when the declarer is more likely to lose than win 2:1.
    const p = this.declarerWinRate(input);
    return p !== null && p < 0.35;
  }

  protected override wantsRe(input: StrategyInput): boolean {
    const p = this.declarerWinRate(input);
    return p !== null && p > 0.8;
  }

  // ------------------------------------------------------------------ bidding

  protected override limit(input: StrategyInput): number {
    const view = input.view;
    const me = view.viewer as Seat;
    const hand = maskOf(view.hand);
    const key = `${me}:${hand}`;
    const cached = this.limitCache.get(key);
    if (cached !== undefined) {
      this.limitSource[me] = this.limitSourceCache.get(key) ?? null;
      this.lastBidWorlds[me] = this.bidWorldsCache.get(key) ?? null;
      return cached;
    }
    let band: { low: number; high: number } | null = null;
    if (this.model) {
      // The model proposes; only a close call (the limit moves within ±0.1 of the threshold) is simulated.
      band = limitBand(this.model, hand, me, this.modelMinWin, 0.1);
      if (band.low === band.high) {
        this.limitCache.set(key, band.low);
        this.noteLimitSource(me, key, band.low > 0 ? 'model' : 'none');
        return band.low;
      }
    }
    const heuristic = super.limit(input);
    // Before the simulation, so that its time comes out of the budget.
    const nullLimit = this.nullEval ? nullBidLimit(this.nullChancesFor(hand, me, input.rng), this.nullBidMin) : 0;
    // Worlds: the 22 unseen cards split 10/10/2; as declarer, pick up, discard, choose the game, play.
    const spec = ownHandSpec(hand, me);
    const worlds: BidWorld[] = [];
    let n = 0;
    while (n < this.biddingWorlds && (n < 2 || this.workLeft())) {
      const w = this.world(spec, input.rng);
      const hand12 = (hand | w.skat) >>> 0;
      const choice = chooseDiscardAndGame(hand12, hand12, 18);
      const d = ((1 << choice.discard[0]) | (1 << choice.discard[1])) >>> 0;
      const hands = [...w.hands] as Seat3;
      hands[me] = (hand12 & ~d) >>> 0;
      const value = choice.game === 'N' ? nullValue(false, false) : suitGameValue(choice.game, hand12, false);
      const win = this.declarerWins(choice.game, hands, me, pointsOf(d), this.sfBidding ? 0 : this.limitMargin);
      // Schneider (90 card points) only where the game is won, on a small search of its own.
      const schneider =
        this.sfBidding && win === 1 && choice.game !== 'N'
          ? this.testCapped({ game: choice.game, hands, leader: 0, maxSeats: 1 << me }, 90 - pointsOf(d), SCHNEIDER_SEARCH)
          : 0;
      worlds.push({ value, base: choice.game === 'N' ? value : BASE_VALUE[choice.game], win, schneider: schneider === 1 ? 1 : 0 });
      n++;
    }
    this.bidWorldsCache.set(key, worlds);
    this.lastBidWorlds[me] = worlds;
    let limit = 0;
    if (this.sfBidding) limit = sfBidLimit(worlds, this.sideStrongCal && sideStrongHand(hand) ? this.sideStrongCal : this.bidCal, this.passValue);
    else {
      // The highest value v such that "win with a game worth at least v" holds in bidMinWin of the worlds.
      const sorted = [...worlds].sort((a, b) => b.value - a.value);
      let acc = 0;
      for (const w of sorted) {
        acc += w.win;
        if (acc / n >= this.bidMinWin) {
          for (const b of BID_LADDER) if (b <= w.value) limit = b;
          break;
        }
      }
    }
    // Hand games and Null Hand the simulation above does not try: keep the heuristic's view of them.
    const handBest = rankGames(hand, false)[0];
    const fromWorlds = limit;
    const fromHand = handBest.p >= 0.8 ? Math.min(heuristic, handBest.value) : 0;
    limit = Math.max(limit, fromHand, nullLimit);
    if (band) limit = Math.min(band.high, Math.max(band.low, limit));
    this.limitCache.set(key, limit);
    // Every part that reaches the limit (a tie names both); none of them: the model's band set it.
    const parts = Object.entries({ worlds: fromWorlds, null: nullLimit, hand: fromHand })
      .filter(([, v]) => v === limit)
      .map(([k]) => k);
    this.noteLimitSource(me, key, limit === 0 ? 'none' : parts.length ? parts.join('+') : 'model');
    return limit;
  }

  private noteLimitSource(me: Seat, key: string, source: LimitSource): void {
    if (this.limitSourceCache.size > 64) this.limitSourceCache.clear();
    this.limitSourceCache.set(key, source);
    this.limitSource[me] = source;
  }

  /** 1 / 0 (0.5 when out of time): does the declarer win from the first lead? */
  private declarerWins(game: GameType, hands: Seat3, decl: Seat, skatPts: number, margin = 0): number {
    if (game === 'N') return 1 - this.test({ game, hands, leader: 0, maxSeats: 7 & ~(1 << decl), countSeats: 1 << decl, scoring: 'tricks' }, 1);
    return this.test({ game, hands, leader: 0, maxSeats: 1 << decl }, 61 + margin - skatPts);
  }

  private readonly nullCache = new Map<string, NullChances>();

  private nullChancesFor(hand: CardSet, me: Seat, rng: () => number): NullChances {
    const key = `${me}:${hand}`;
    let c = this.nullCache.get(key);
    if (!c) {
      if (this.nullCache.size > 64) this.nullCache.clear();
      c = nullChances(hand, me === 0, rng, undefined, { fresh: this.nullFresh });
      this.nullCache.set(key, c);
    }
    return c;
  }

  // ------------------------------------------------------------------ Hand or pick-up

  /** Null Hand or Null Ouvert Hand when it beats every pick-up game in expectation (null.ts). */
  private nullHandDecision(input: StrategyInput, legal: DealAction[]): DealAction | undefined {
    const view = input.view;
    const me = view.viewer as Seat;
    const hand = maskOf(view.hand);
    const nc = this.nullChancesFor(hand, me, input.rng);
    const opts = [
      { ouvert: false, p: nc.hand, value: NULL_VALUES.hand },
      { ouvert: true, p: nc.ouvertHand, value: NULL_VALUES.ouvertHand },
    ].filter((o) => o.value >= view.bid && o.p >= NULL_HAND_MIN);
    if (opts.length === 0) return undefined;
    const nev = (p: number, value: number) => (this.sfBidding ? expectedSf(p, value) : nullEv(p, value));
    const best = opts.reduce((a, b) => (nev(b.p, b.value) > nev(a.p, a.value) ? b : a));
    let pickEv = this.pickupEv(hand, me, view.bid);
    if (NULL_VALUES.plain >= view.bid) pickEv = Math.max(pickEv, nev(nc.pickup, NULL_VALUES.plain));
    if (NULL_VALUES.ouvert >= view.bid) pickEv = Math.max(pickEv, nev(nc.ouvert, NULL_VALUES.ouvert));
    if (nev(best.p, best.value) <= pickEv) return undefined;
    this.lastNullChance = best.p;
    this.lastDeclareRaw = null;
    this.lastOtherChance = null;
    return nullDeclareAction(legal, best.ouvert);
  }

  protected override skatDecision(input: StrategyInput, legal: DealAction[]): DealAction | undefined {
    const view = input.view;
    const me = view.viewer as Seat;
    const hand = maskOf(view.hand);
    if (this.nullEval) {
      const a = this.nullHandDecision(input, legal);
      if (a) return a;
    }
    if (this.model) {
      const game = handOrPickup(this.model, hand, me, view.bid, (g, worlds) => this.handWins(input, hand, me, g, worlds));
      return (game && declareAction(legal, game)) || legal.find((a) => a.type === 'pickUpSkat');
    }
    const cands = rankGames(hand, false)
      .filter((g) => g.game !== 'N' || !this.nullEval)
      .filter((g) => g.value >= view.bid && g.p >= 0.5)
      .slice(0, 2);
    if (cands.length === 0) return legal.find((a) => a.type === 'pickUpSkat');
    const spec = ownHandSpec(hand, me);
    const wins = cands.map(() => 0);
    let n = 0;
    while (n < this.skatWorlds && (n < 2 || this.workLeft())) {
      const w = this.world(spec, input.rng);
      const hands = [...w.hands] as Seat3;
      hands[me] = hand;
      cands.forEach((g, i) => {
        wins[i] += this.declarerWins(g.game, hands, me, pointsOf(w.skat));
      });
      n++;
    }
    let best = -1;
    let bestEv = -Infinity;
    cands.forEach((g, i) => {
      const e = this.sfBidding ? expectedSf(calibrate(this.declareCal, wins[i] / n), g.value) : ev({ p: wins[i] / n, value: g.value });
      if (e > bestEv) {
        bestEv = e;
        best = i;
      }
    });
    const pickEv = this.pickupEv(hand, me, view.bid);
    const minRate = this.sfBidding ? 0 : 0.7;
    if (best >= 0 && wins[best] / n >= minRate && bestEv > pickEv) {
      const a = declareAction(legal, cands[best].game);
      if (a) {
        this.lastDeclareRaw = wins[best] / n;
        this.lastNullChance = null;
        return a;
      }
    }
    return legal.find((a) => a.type === 'pickUpSkat');
  }

  /** What picking up is expected to bring at this bid: the bid worlds' SF gain (sfBidding), else the heuristic's best pick-up game by standard score. */
  private pickupEv(hand: CardSet, me: Seat, bid: number): number {
    const worlds = this.sfBidding ? this.bidWorldsCache.get(`${me}:${hand}`) : undefined;
    if (worlds) return expectedAtBid(worlds, bid, this.bidCal).e;
    const pick = rankGames(hand, true)[0];
    const value = Math.max(pick.value, bid);
    return this.sfBidding ? expectedSf(pick.p, value) : ev({ p: pick.p, value });
  }

  /** Hand game `game` over sampled worlds while time allows (at most `maxWorlds`): wins and worlds. */
  private handWins(input: StrategyInput, hand: CardSet, me: Seat, game: GameType, maxWorlds: number): { wins: number; n: number } {
    const spec = ownHandSpec(hand, me);
    let wins = 0;
    let n = 0;
    while (n < maxWorlds && this.workLeft()) {
      const w = this.world(spec, input.rng);
      const hands = [...w.hands] as Seat3;
      hands[me] = hand;
      wins += this.declarerWins(game, hands, me, pointsOf(w.skat));
      n++;
    }
    return { wins, n };
  }

  // ------------------------------------------------------------------ discard and declare

  /** Compare the heuristic's best discard for each game by simulation; remember the game. */
  private chooseAfterPickup(input: StrategyInput, hand12: CardSet, fixedDiscard: CardSet | null): { discard: CardSet; game: GameType; ouvert: boolean } {
    const view = input.view;
    const me = view.viewer as Seat;
    const bid = view.bid;
    // nullP: the Null evaluator's win chance (then no simulation); ouvert: a sure Null, played open.
    type Cand = { game: GameType; discard: CardSet; value: number; prior: number; nullP?: number; ouvert?: boolean };
    const cands: Cand[] = [];
    for (const game of ['C', 'S', 'H', 'D', 'G', 'N'] as GameType[]) {
      if (game === 'N' && this.nullEval) {
        const nc = this.nullCandidate(input, hand12, fixedDiscard);
        if (nc) cands.push(nc);
        continue;
      }
      let discard: CardSet;
      if (fixedDiscard !== null) discard = fixedDiscard;
      else discard = bestDiscardFor(game, hand12);
      const value = game === 'N' ? nullValue(false, false) : suitGameValue(game, hand12, false);
      if (game === 'N' && value < bid) continue;
      const rest = (hand12 & ~discard) >>> 0;
      const prior = game === 'N' ? 0 : strength(rest, 'CSHDG'.indexOf(game));
      cands.push({ game, discard, value: Math.max(value, bid), prior: game === 'N' ? (count(rest) === 10 ? -1 : -1) : prior });
    }
    // Keep the most promising few (Null only when the heuristic likes it, or from the evaluator below).
    const heur = chooseDiscardAndGame(hand12, hand12, bid);
    const fromModel = this.model ? choiceFromModel(this.model, hand12, me, bid, cands) : null;
    const shortlist = fromModel
      ? fromModel.shortlist
      : cands
          .filter((c) => c.game !== 'N' || heur.game === 'N')
          .sort((a, b) => b.prior - a.prior)
          .slice(0, 3);
    if (!fromModel && !shortlist.some((c) => c.game === heur.game)) {
      const h = cands.find((c) => c.game === heur.game);
      if (h) shortlist.push(h);
    }
    // Grand is worth about twice a suit game: always weigh it.
    const grand = cands.find((c) => c.game === 'G');
    if (this.sfBidding && grand && !shortlist.includes(grand)) shortlist.push(grand);
    // The evaluator's Null costs no simulation: always weigh it (it may be the only game not overbid).
    const evaluated = cands.find((c) => c.nullP !== undefined);
    if (evaluated && !shortlist.includes(evaluated)) shortlist.push(evaluated);
    const unknown = (~hand12 >>> 0) as CardSet;
    const need: [number, number, number, number] = [10, 10, 10, 0];
    need[me] = 0;
    const known: Seat3 = [0, 0, 0];
    const spec = { unknown, known, knownSkat: 0, need, cannotHold: [0, 0, 0] as Seat3 };
    const wins = shortlist.map(() => 0);
    let n = 0;
    while (n < this.skatWorlds && (n < 2 || this.workLeft())) {
      const w = this.world(spec, input.rng);
      shortlist.forEach((c, i) => {
        if (c.nullP !== undefined) return;
        const hands = [...w.hands] as Seat3;
        hands[me] = (hand12 & ~c.discard) >>> 0;
        wins[i] += this.declarerWins(c.game, hands, me, pointsOf(c.discard));
      });
      n++;
    }
    let best = 0;
    let bestEv = -Infinity;
    let other = 0;
    const overbids = shortlist.map((c) => c.game !== 'N' && suitGameValue(c.game as Exclude<GameType, 'N'>, hand12, false) < bid);
    shortlist.forEach((c, i) => {
      const overbid = overbids[i];
      // With the model, its estimate counts as a few worlds of its own (few worlds fit the budget).
      const p = c.nullP !== undefined ? (c.nullP < this.nullChoiceMin ? 0 : c.nullP) : fromModel ? (wins[i] + fromModel.prior[i] * 6) / (n + 6) : wins[i] / n;
      if (c.game !== 'N' && !overbid) other = Math.max(other, p);
      const q = overbid ? 0 : c.nullP === undefined && this.sfBidding ? calibrate(this.declareCal, p) : p;
      const e = this.sfBidding ? expectedSf(q, c.value) : ev({ p: q, value: c.value });
      if (e > bestEv) {
        bestEv = e;
        best = i;
      }
    });
    // Every game but Null lost in (nearly) every world: the worlds' defenders see all cards, so
    // they tell these games apart no better than by value (the lowest would lose least), while
    // the real defence often lets the better one through: the heuristic's game, as ties go in
    // card play (arena against XSkat, docs/bots.md#calibration).
    if (other < HOPELESS_RATE && shortlist[best].nullP === undefined) {
      const h = shortlist.findIndex((c, i) => c.game === heur.game && c.game !== 'N' && !overbids[i]);
      if (h >= 0) best = h;
    }
    this.lastNullChance = shortlist[best].nullP ?? null;
    this.lastDeclareRaw = shortlist[best].nullP === undefined ? wins[best] / n : null;
    this.lastOtherChance = other;
    return { discard: shortlist[best].discard, game: shortlist[best].game, ouvert: shortlist[best].ouvert ?? false };
  }

  /** The Null candidate after picking up: the evaluator's discard and chance; Ouvert when sure and the bid allows. */
  private nullCandidate(
    input: StrategyInput,
    hand12: CardSet,
    fixedDiscard: CardSet | null,
  ): { game: GameType; discard: CardSet; value: number; prior: number; nullP: number; ouvert: boolean } | null {
    const me = input.view.viewer as Seat;
    const bid = input.view.bid;
    const outstanding = (~hand12 >>> 0) as CardSet;
    if (NULL_VALUES.ouvert < bid) return null;
    // Above 23 only Ouvert is allowed: then the chance of the open game (the defenders see the cards).
    const open = NULL_VALUES.plain < bid;
    const nd =
      fixedDiscard !== null
        ? { discard: fixedDiscard, ...nullChanceKnown((hand12 & ~fixedDiscard) >>> 0, outstanding, me === 0, input.rng, 48, open) }
        : bestNullDiscard(hand12, me === 0, input.rng, 48, open);
    const ouvert = open || nd.sure;
    return { game: 'N', discard: nd.discard, value: ouvert ? NULL_VALUES.ouvert : NULL_VALUES.plain, prior: -1, nullP: nd.p, ouvert };
  }

  private discard(input: StrategyInput, legal: DealAction[]): DealAction | undefined {
    const hand12 = maskOf(input.view.hand);
    const { discard, game, ouvert } = this.chooseAfterPickup(input, hand12, null);
    this.declareCache.set(`${input.view.viewer}:${hand12}`, game);
    if (ouvert) this.ouvertCache.add(`${input.view.viewer}:${hand12}`);
    const names = [...Array(32).keys()].filter((c) => (discard >>> c) & 1).map(cardName);
    return legal.find((a) => a.type === 'discard' && a.cards.includes(names[0]) && a.cards.includes(names[1]));
  }

  private declare(input: StrategyInput, legal: DealAction[]): DealAction | undefined {
    const view = input.view;
    const hand10 = maskOf(view.hand);
    const discards = maskOf(view.discards);
    const hand12 = (hand10 | discards) >>> 0;
    const key = `${view.viewer}:${hand12}`;
    let game = this.declareCache.get(key);
    let ouvert = this.ouvertCache.has(key);
    if (!game) ({ game, ouvert } = this.chooseAfterPickup(input, hand12, discards));
    this.ouvertCache.delete(key);
    if (game === 'N' && ouvert) {
      const a = nullDeclareAction(legal, true);
      if (a) return a;
    }
    return declareAction(legal, game) ?? declareAction(legal, 'G') ?? playableActions(legal)[0];
  }
}

/** Default work per decision in solver nodes (with WORLD_WORK per sampled world): see docs/bots.md for its time. */
export const WORK_BUDGET = 2_240_000;
/** What sampling a world and the bookkeeping around it count, in solver nodes. */
const WORLD_WORK = 1_000;
/** The least work a decision gets, and the least one search may take even when the budget is spent. */
const MIN_WORK = 20_000;
const MIN_SEARCH = 2_000;
/** The Schneider test of a bid world: at most this many nodes. */
const SCHNEIDER_SEARCH = 30_000;

/** After the pick-up: below this raw rate for every game but Null, the heuristic chooses among them. */
const HOPELESS_RATE = 0.15;
/** A Null Hand game needs this win chance before it is preferred to picking up. */
const NULL_HAND_MIN = 0.75;
/** The Null games' chance needed to bid their value. */
const NULL_BID_MIN = 0.7;

/** The highest bid a Null game justifies (0: none): each of the four at its own chance. */
function nullBidLimit(nc: NullChances, pickupMin = NULL_BID_MIN): number {
  let v = 0;
  if (nc.pickup >= pickupMin) v = Math.max(v, NULL_VALUES.plain);
  if (nc.hand >= NULL_HAND_MIN) v = Math.max(v, NULL_VALUES.hand);
  if (nc.ouvert >= pickupMin) v = Math.max(v, NULL_VALUES.ouvert);
  if (nc.ouvertHand >= NULL_HAND_MIN) v = Math.max(v, NULL_VALUES.ouvertHand);
  let b = 0;
  for (const x of BID_LADDER) if (x <= v) b = x;
  return b;
}

/** The Null declaration (Hand when before pick-up), open or not, if legal now. */
function nullDeclareAction(legal: DealAction[], ouvert: boolean): DealAction | undefined {
  return legal.find((a) => a.type === 'declare' && a.game === 'N' && a.ouvert === ouvert && !a.schneiderAnnounced && !a.schwarzAnnounced && !a.tip);
}

/** Worlds seen from one hand before the skat: the 22 other cards split 10/10/2 among the other two seats and the skat. */
function ownHandSpec(hand: CardSet, me: Seat): SampleSpec {
  const unknown = (~hand >>> 0) as CardSet;
  const need: [number, number, number, number] = [10, 10, 10, 2];
  need[me] = 0;
  const known: Seat3 = [0, 0, 0];
  known[me] = hand;
  return { unknown, known, knownSkat: 0, need, cannotHold: [0, 0, 0] as Seat3 };
}

/** The heuristic's best two cards to put away for one given game. */
/** At least one Jack, two aces, and Jacks plus the longest suit (without its Jack) at least five: the class the side-strong bid map covers. */
export function sideStrongHand(hand: CardSet): boolean {
  const jacks = count(hand & JACKS);
  let aces = 0;
  let longest = 0;
  for (let s = 0; s < 4; s++) {
    if (((hand >>> (s * 8)) & 1) === 1) aces++;
    longest = Math.max(longest, count(hand & SUIT_MASK[s] & ~JACKS));
  }
  return jacks >= 1 && aces >= 2 && jacks + longest >= 5;
}

export function bestDiscardFor(game: GameType, hand12: CardSet): CardSet {
  const cards = [...Array(32).keys()].filter((c) => (hand12 >>> c) & 1);
  let best = 0;
  let bestScore = -Infinity;
  const si = 'CSHDG'.indexOf(game);
  for (let i = 0; i < cards.length; i++) {
    for (let j = i + 1; j < cards.length; j++) {
      const d = ((1 << cards[i]) | (1 << cards[j])) >>> 0;
      const rest = (hand12 & ~d) >>> 0;
      let s: number;
      if (game === 'N') {
        // Put away the most dangerous cards: highest Null ranks.
        const t = gameTables('N');
        s = t.power[cards[i]] + t.power[cards[j]];
      } else {
        s = strength(rest, si) + pointsOf(d) / 12 - (d & JACKS ? 1.5 : 0) - (game !== 'G' && (d & SUIT_MASK[si]) !== 0 ? 0.8 : 0);
      }
      if (s > bestScore) {
        bestScore = s;
        best = d;
      }
    }
  }
  return best;
}

/** Plays one card on a solver position; resolves a completed trick. */
export function playCard(p: SolverPosition, c: Card): { next: SolverPosition | null; winner: Seat | -1; points: number } {
  const trick = [...(p.trick ?? []), c];
  const mover = (p.leader + trick.length - 1) % 3;
  const hands = [p.hands[0], p.hands[1], p.hands[2]] as Seat3;
  hands[mover] = (hands[mover] & ~(1 << c)) >>> 0;
  if (trick.length < 3) return { next: { ...p, hands, trick }, winner: -1, points: 0 };
  const t = gameTables(p.game);
  let w = 0;
  for (let i = 1; i < 3; i++) if (t.beats[trick[w] * 32 + trick[i]]) w = i;
  const winner = ((p.leader + w) % 3) as Seat;
  const points = POINTS[trick[0]] + POINTS[trick[1]] + POINTS[trick[2]];
  const over = (hands[0] | hands[1] | hands[2]) === 0;
  return { next: over ? null : { ...p, hands, trick: [], leader: winner }, winner, points };
}

/** Drops cards equivalent to a stronger own card (same points, nothing alive between). */
function reduceEquivalent(t: ReturnType<typeof gameTables>, k: Knowledge, legal: Card[]): Card[] {
  let trickMask = 0;
  for (const c of k.trick) trickMask |= 1 << c;
  const alive = ~(k.played & ~trickMask) | 0;
  let legalMask = 0;
  for (const c of legal) legalMask |= 1 << c;
  return legal.filter((c) => {
    let eq = legalMask & t.higher[c];
    while (eq !== 0) {
      const low = eq & -eq;
      eq ^= low;
      const c2 = 31 - Math.clz32(low);
      if (POINTS[c2] === POINTS[c] && (t.between[c * 32 + c2] & alive) === 0) return false;
    }
    return true;
  });
}

/** The candidate standing for `c` (c itself or the stronger equivalent card kept for it). */
function equivalentTo(t: ReturnType<typeof gameTables>, k: Knowledge, c: Card, cands: Card[]): Card | undefined {
  if (cands.includes(c)) return c;
  const alive = ~(k.played & ~k.trick.reduce((m, x) => m | (1 << x), 0)) | 0;
  return cands.find((x) => t.effSuit[x] === t.effSuit[c] && POINTS[x] === POINTS[c] && (t.between[c * 32 + x] & alive) === 0);
}
