// Plugs the strategies into the service's server-bot seam (src/server-bots/bot-player.ts:
// `choose(view: MatchView, legal: ActionBody[]): Promise<ActionBody>`), thinking in the
// worker pool so the event loop stays free:
//
//   const pool = new BotWorkerPool({ size: 2 });
//   const player = new PooledBotPlayer(pool, 'strong');   // structurally a BotPlayer
//   const body = await player.choose(matchView, legalBodies, tableId);
import type { ActionBody, DealAction, MatchView } from '../engine/index.js';
import type { StrategyName } from './strategy.js';
import type { BotWorkerPool } from './worker-pool.js';

/** The body of a deal action (the match layer adds the player). */
export function toBody(a: DealAction): ActionBody {
  const { seat: _seat, ...body } = a;
  return body as ActionBody;
}

export class PooledBotPlayer {
  constructor(
    private readonly pool: BotWorkerPool,
    readonly strategy: StrategyName,
  ) {}

  /** The strategy's move among `legal`, from the bot seat's own view (`view.deal`). */
  async choose(view: MatchView, legal: ActionBody[], affinity?: string): Promise<ActionBody> {
    const deal = view.deal;
    if (deal.legalActions.length === 0) return legal[0];
    const action = await this.pool.choose(this.strategy, { view: deal, legal: deal.legalActions, rules: view.config.rules }, affinity);
    const body = toBody(action);
    const key = JSON.stringify(body);
    // Defensive: only ever answer with one of the offered actions.
    return legal.find((l) => JSON.stringify(l) === key) ?? legal.find((l) => l.type === body.type && sameFields(l, body)) ?? legal[0];
  }
}

function sameFields(a: ActionBody, b: ActionBody): boolean {
  const ka = Object.keys(a).sort();
  return ka.every((k) => JSON.stringify((a as Record<string, unknown>)[k]) === JSON.stringify((b as Record<string, unknown>)[k]));
}
