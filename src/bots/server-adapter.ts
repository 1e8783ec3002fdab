// The service's bot seam: a server bot seat gets its player's match view and the action bodies
// the engine offers it, and answers with one of those bodies. The strategies speak the deal
// engine's language (a deal view, deal actions with a seat); the players here translate, and
// only ever answer with an offered body. src/server-bots/ builds them per seat:
//
//   new LocalBotPlayer(new RandomStrategy())                       // on the calling thread
//   new PooledBotPlayer(pool, 'strong', { affinity: tableId, stats, onFallback })
//   const body = await player.choose(matchView, legalBodies);
//
// A pooled player thinks in the worker pool (worker-pool.ts), so the event loop stays free; when
// its worker fails or times out, or answers with something not offered, it plays a random legal
// move instead, so a broken worker never stalls a table.
import type { ActionBody, DealAction, DealView, MatchView } from '../engine/index.js';
import { RandomStrategy } from './random.js';
import type { Strategy, StrategyName } from './strategy.js';
import type { ChooseInput } from './worker-pool.js';

/** What a pooled player asks: Skat's strategies in the worker pool, or a scheduler in front of it. */
export interface BotChooser {
  choose(name: StrategyName, input: ChooseInput<DealView, DealAction>, affinity?: string): Promise<DealAction>;
}

export interface BotPlayer {
  readonly strategy: string;
  /** One of `legal`, from the bot seat's own view (`view.deal`). */
  choose(view: MatchView, legal: ActionBody[]): Promise<ActionBody>;
}

/** The body of a deal action (the match layer adds the player). */
export function toBody(a: DealAction): ActionBody {
  const { seat: _seat, ...body } = a;
  return body as ActionBody;
}

/** The offered body equal to the strategy's action, or null when it was not offered. */
function offered(action: DealAction, legal: ActionBody[]): ActionBody | null {
  const body = toBody(action);
  const key = JSON.stringify(body);
  return legal.find((l) => JSON.stringify(l) === key) ?? legal.find((l) => sameFields(l, body)) ?? null;
}

/** Field by field, so that key order and fields left undefined do not matter. */
function sameFields(a: ActionBody, b: ActionBody): boolean {
  const fields = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...fields].every((k) => JSON.stringify((a as Record<string, unknown>)[k]) === JSON.stringify((b as Record<string, unknown>)[k]));
}

/** A strategy run on the calling thread: for one with nothing to think about (random). */
export class LocalBotPlayer implements BotPlayer {
  readonly strategy: string;

  constructor(
    private readonly impl: Strategy,
    private readonly rng: () => number = Math.random,
  ) {
    this.strategy = impl.name;
  }

  async choose(view: MatchView, legal: ActionBody[]): Promise<ActionBody> {
    const deal = view.deal;
    if (deal.legalActions.length === 0) return legal[0];
    const action = this.impl.chooseAction({ view: deal, legal: deal.legalActions, rules: deal.rules, rng: this.rng });
    const body = offered(action, legal);
    if (!body) throw new Error(`bot ${this.strategy} chose an action that was not offered: ${JSON.stringify(action)}`);
    return body;
  }
}

/** Choices made in the workers, and those that fell back to a random legal move. */
export interface BotPoolStats {
  pooled: number;
  fallbacks: number;
}

export interface PooledBotOptions {
  /** Keeps one table on one worker (e.g. the table id), so the strong bot's caches stay warm. */
  affinity?: string;
  /** Counted into on every choice. */
  stats?: BotPoolStats;
  /** Told why a choice fell back to a random legal move. */
  onFallback?: (err: unknown) => void;
}

/** A strategy run in the worker pool. */
export class PooledBotPlayer implements BotPlayer {
  private readonly fallback = new LocalBotPlayer(new RandomStrategy());

  constructor(
    private readonly pool: BotChooser,
    readonly strategy: StrategyName,
    private readonly opts: PooledBotOptions = {},
  ) {}

  async choose(view: MatchView, legal: ActionBody[]): Promise<ActionBody> {
    const deal = view.deal;
    if (deal.legalActions.length === 0) return legal[0];
    try {
      const action = await this.pool.choose(this.strategy, { view: deal, legal: deal.legalActions, rules: deal.rules }, this.opts.affinity);
      const body = offered(action, legal);
      if (!body) throw new Error(`bot ${this.strategy} chose an action that was not offered: ${JSON.stringify(action)}`);
      if (this.opts.stats) this.opts.stats.pooled++;
      return body;
    } catch (err) {
      if (this.opts.stats) this.opts.stats.fallbacks++;
      this.opts.onFallback?.(err);
      return this.fallback.choose(view, legal);
    }
  }
}
