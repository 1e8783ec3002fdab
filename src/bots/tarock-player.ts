// The service's bot seam for Tarock: a server bot seat gets its player's Tarock view and the
// action bodies offered to it, and answers with one of those bodies (as server-adapter.ts does
// for Skat). Tarock's strategies are cheap rules of thumb, so they think on the calling thread.
import type { TarockAction, TarockDealView } from '../engine/tarock/index.js';
import type { TarockStrategy } from './tarock.js';

/** What a Tarock bot sees: its seat's deal view and its legal actions (deal seats). */
export interface TarockBotView {
  deal: TarockDealView & { legalActions: TarockAction[] };
}

/** An offered body: an engine action without its seat. */
export type TarockOffer = { type: string } & Record<string, unknown>;

export class TarockBotPlayer {
  constructor(
    readonly strategy: string,
    private readonly impl: TarockStrategy,
    private readonly next: () => number = () => Math.floor(Math.random() * 2 ** 32),
  ) {}

  async choose(view: TarockBotView, legal: TarockOffer[]): Promise<TarockOffer> {
    const offered = view.deal.legalActions;
    if (!offered.length) return legal[0];
    const { seat: _seat, ...body } = this.impl(view.deal, offered, this.next) as TarockAction & Record<string, unknown>;
    const key = JSON.stringify(Object.entries(body).sort());
    const same = legal.find((l) => JSON.stringify(Object.entries(l).filter(([k]) => k !== 'game').sort()) === key);
    if (!same) throw new Error(`bot ${this.strategy} chose a Tarock action that was not offered: ${JSON.stringify(body)}`);
    return same;
  }
}
