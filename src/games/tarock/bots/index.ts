// Bavarian Tarock's bots by name (random, heuristic: strategies.ts; strong: strong.ts), and as the
// bot worker threads run them: loading this module registers them (src/bots/registry.ts's
// registerGameBots). Without NestJS, so a worker thread can load it.
import { isStrategyName, registerGameBots, type GameBots } from '../../../bots/registry.js';
import { mulberry32 } from '../../../bots/rng.js';
import type { StrategyName } from '../../../bots/strategy.js';
import {
  applyTarock,
  createTarockDeal,
  legalTarockActions,
  viewTarockDeal,
  TAROCK_DEFAULTS,
  type TarockAction,
  type TarockDealView,
} from '../../../engine/tarock/index.js';
import { TAROCK_STRATEGIES, type TarockStrategy } from './strategies.js';
import { createStrongTarock, type StrongTarockOptions } from './strong.js';

/** A Tarock player by name; `strong` keeps its caches in the returned closure, so make one per worker or table. */
export function createTarockStrategy(name: StrategyName, strong?: StrongTarockOptions): TarockStrategy {
  return name === 'strong' ? createStrongTarock(strong) : TAROCK_STRATEGIES[name];
}

/** A name without a Tarock strategy of its own plays Tarock's heuristic. */
export const tarockStrategyNamed = (name: string): TarockStrategy => createTarockStrategy(isStrategyName(name) ? name : 'heuristic');

export const tarockBots: GameBots = {
  game: 'tarock',
  strategy(name) {
    const t = createTarockStrategy(name);
    return ({ view, legal, seed, budgetMs }) => {
      const rng = mulberry32(seed ?? Date.now());
      return t(view as TarockDealView, legal as TarockAction[], () => Math.floor(rng() * 4294967296), budgetMs);
    };
  },
  warmUp() {
    const strong = createTarockStrategy('strong');
    const rng = mulberry32(1);
    const { variant, heartFrage, bettel, pickUpHeartsOnly } = TAROCK_DEFAULTS;
    let s = createTarockDeal({ variant, heartFrage, bettel, pickUpHeartsOnly }, 'worker-warm-up');
    // A tenth of the usual work per decision (budgetMs 30 of 300).
    let decisions = 0;
    for (; s.phase !== 'over' && decisions < 200; decisions++) {
      const a = strong(viewTarockDeal(s, s.turn!), legalTarockActions(s), () => Math.floor(rng() * 4294967296), 30);
      const r = applyTarock(s, a);
      if (!r.ok) break;
      s = r.state;
    }
    return s.phase === 'over' ? decisions : 0;
  },
};

registerGameBots(tarockBots);
