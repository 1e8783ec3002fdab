// The service's bot seam for Tarock: a server bot seat gets its player's Tarock view and the
// action bodies offered to it, and answers with one of those bodies (as server-adapter.ts does
// for Skat). `random` thinks on the calling thread; `heuristic` and `strong` think in the worker
// pool, behind the fair scheduler, and a failed or late worker's choice falls back to a random
// legal move (counted in the pool's stats), as for Skat.
import type { TarockAction, TarockDealView } from '../../../engine/tarock/index.js';
import type { BotPoolStats } from '../../../bots/server-adapter.js';
import { randomTarock, type TarockStrategy } from './strategies.js';

/** What a Tarock bot sees: its seat's deal view and its legal actions (deal seats). */
export interface TarockBotView {
  deal: TarockDealView & { legalActions: TarockAction[] };
}

/** An offered body: an engine action without its seat. */
export type TarockOffer = { type: string } & Record<string, unknown>;

/** How a Tarock bot thinks: on this thread, or asking the worker pool. */
export type TarockThinker = (deal: TarockDealView, legal: TarockAction[]) => Promise<TarockAction>;

const random32 = () => Math.floor(Math.random() * 2 ** 32);

/** A strategy run on the calling thread. */
export function localTarockThinker(impl: TarockStrategy, next: () => number = random32): TarockThinker {
  return (deal, legal) => Promise.resolve(impl(deal, legal, next));
}

export interface TarockBotOptions {
  /** Counts choices that fell back to a random legal move. */
  stats?: BotPoolStats;
  onFallback?: (err: unknown) => void;
}

export class TarockBotPlayer {
  constructor(
    readonly strategy: string,
    private readonly think: TarockThinker,
    private readonly opts: TarockBotOptions = {},
  ) {}

  async choose(view: TarockBotView, legal: TarockOffer[]): Promise<TarockOffer> {
    const offered = view.deal.legalActions;
    if (!offered.length) return legal[0];
    try {
      const body = this.offeredBody(await this.think(view.deal, offered), legal);
      if (this.opts.stats) this.opts.stats.pooled++;
      return body;
    } catch (err) {
      if (!this.opts.onFallback) throw err;
      if (this.opts.stats) this.opts.stats.fallbacks++;
      this.opts.onFallback(err);
      return this.offeredBody(randomTarock(view.deal, offered, random32), legal);
    }
  }

  /** The offered body equal to `action` (without its seat): a bot answers only with what it was offered. */
  private offeredBody(action: TarockAction, legal: TarockOffer[]): TarockOffer {
    const { seat: _seat, ...body } = action as TarockAction & Record<string, unknown>;
    const key = JSON.stringify(Object.entries(body).sort());
    const same = legal.find(
      (l) =>
        JSON.stringify(
          Object.entries(l)
            .filter(([k]) => k !== 'game')
            .sort(),
        ) === key,
    );
    if (!same) throw new Error(`bot ${this.strategy} chose a Tarock action that was not offered: ${JSON.stringify(body)}`);
    return same;
  }
}
