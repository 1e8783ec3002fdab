// Skat's strategies (src/bots: random, heuristic, strong) as the bot worker threads run them:
// loading this module registers them (src/bots/registry.ts's registerGameBots). Without NestJS,
// so a worker thread can load it.
import { createStrategy, registerGameBots, type GameBots } from '../../bots/registry.js';
import { mulberry32 } from '../../bots/rng.js';
import { playDeal } from '../../bots/play.js';
import { PRESETS, type DealAction, type DealView, type RuleOptions } from '../../engine/index.js';

/** The strong bot's wall-clock safety net per decision in a server worker (the pool gives up after 5 s). */
const SERVER_MAX_MS = 1500;

export const skatBots: GameBots = {
  game: 'skat',
  strategy(name) {
    // The strong bot decides by work; the cap only keeps a starved machine inside the pool's timeout.
    const s = createStrategy(name, { maxMs: SERVER_MAX_MS });
    return ({ view, legal, rules, seed, budgetMs }) =>
      s.chooseAction({ view: view as DealView, legal: legal as DealAction[], rules: rules as RuleOptions, budgetMs, rng: mulberry32(seed ?? Date.now()) });
  },
  warmUp() {
    // A tenth of the usual work per decision (budgetMs 35 of 350): every phase of a deal, cheaply.
    const strong = createStrategy('strong', { maxMs: SERVER_MAX_MS });
    const played = playDeal({ rules: PRESETS.standard.rules, seed: 'worker-warm-up', strategies: [strong, strong, strong], budgetMs: 35 });
    return played.decisions.reduce((a, b) => a + b, 0);
  },
};

registerGameBots(skatBots);
