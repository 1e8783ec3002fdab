// The random bot: any legal action. It picks an action type first (weighted), then an action
// of that type, so the many bid values do not swamp passing; it never proposes a concession.
import type { DealAction } from '../engine/types.js';
import { playableActions, type Strategy, type StrategyInput } from './strategy.js';

const TYPE_WEIGHT: Partial<Record<DealAction['type'], number>> = { play: 1, bid: 1, hold: 1, pass: 1, kontra: 0.2, re: 0.2 };

export class RandomStrategy implements Strategy {
  readonly name = 'random';

  chooseAction({ legal, rng }: StrategyInput): DealAction {
    const pool = playableActions(legal);
    const byType = new Map<string, DealAction[]>();
    for (const a of pool) byType.set(a.type, [...(byType.get(a.type) ?? []), a]);
    const types = [...byType.keys()];
    const w = types.map((t) => TYPE_WEIGHT[t as DealAction['type']] ?? 1);
    let r = rng() * w.reduce((s, x) => s + x, 0);
    let type = types[types.length - 1];
    for (let i = 0; i < types.length; i++) {
      r -= w[i];
      if (r < 0) {
        type = types[i];
        break;
      }
    }
    const list = byType.get(type)!;
    return list[Math.floor(rng() * list.length)];
  }
}
