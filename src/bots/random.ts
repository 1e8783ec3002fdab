// The random bot: any legal action. It picks an action type first (weighted), then an action
// of that type, so the many bid values do not swamp passing; it never proposes a concession.
import { actionsOfWeightedType, type DealAction } from '../engine/index.js';
import { playableActions, type Strategy, type StrategyInput } from './strategy.js';

const TYPE_WEIGHT: Partial<Record<DealAction['type'], number>> = { play: 1, bid: 1, hold: 1, pass: 1, kontra: 0.2, re: 0.2 };

export class RandomStrategy implements Strategy {
  readonly name = 'random';

  chooseAction({ legal, rng }: StrategyInput): DealAction {
    const pool = playableActions(legal);
    const list = actionsOfWeightedType(pool, (t) => TYPE_WEIGHT[t as DealAction['type']] ?? 1, rng());
    return list[Math.floor(rng() * list.length)];
  }
}
