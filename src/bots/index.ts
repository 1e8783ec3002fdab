// Bots: computer players for Skat, shared by the arena (offline evaluation), the remote bot
// kit (src/bots/kit) and the server's bot seats (the thinking ones through the worker pool, so
// a bot's thinking never blocks the event loop), and the generic machinery every game's bots use
// (another game's strategies live in its module, src/games/<game>/bots, and register here).
//
// - strategy.ts: the Strategy interface (view + legal actions in, one action out; no hidden info),
//   and the one rule of when a bot acts and what it may choose (mustAct, playableActions).
// - random.ts / heuristic.ts / strong.ts: the three strategies; registry.ts builds them by name,
//   and holds GAME_BOTS, every game's strategies as the worker threads run them, by game.
// - solver/: the double-dummy solver (all hands known), the core of `strong` (PIMC); docs/bots.md.
// - knowledge.ts / sampler.ts: what a seat knows, and worlds consistent with it.
// - play.ts / arena.ts: deals through the engine with a strategy per seat; duplicate arena.
// - worker-pool.ts / worker.ts: strategies in worker threads, `choose(game, name, input) => Promise<action>`;
//   fair-scheduler.ts: the owners' fair queues in front of it.
// - server-adapter.ts: the service's BotPlayer seam (match view + offered bodies in, one of them out):
//   LocalBotPlayer on the calling thread, PooledBotPlayer in the worker pool with a random fallback;
//   src/server-bots/ seats them.
// - kit/: the remote bot kit (typed GraphQL + graphql-ws client, table runner, `npm run bot`;
//   another game's kit module registers with it: kit/bot.ts's KitGame).
export { Solver, type SolverPosition, type SolveResult } from './solver/solver.js';
export { gameTables, type SolverGame } from './solver/rules.js';
export { mulberry32, shuffle } from './rng.js';
export type { Strategy, StrategyInput, StrategyName } from './strategy.js';
export { STRATEGY_NAMES, OPTIONAL_ACTIONS, mustAct, playableActions } from './strategy.js';
export { createStrategy, isStrategyName, registerGameBots, GAME_BOTS, type GameBots } from './registry.js';
export { RandomStrategy } from './random.js';
export { HeuristicStrategy } from './heuristic.js';
export { StrongStrategy, type StrongOptions } from './strong.js';
export { playDeal, seatScores, type PlayedDeal } from './play.js';
export { BotWorkerPool, resolveWorkerFile, type ChooseInput, type PoolOptions } from './worker-pool.js';
export { sourceFile } from '../common/source-file.js';
export { LocalBotPlayer, PooledBotPlayer, toBody, type BotPlayer, type BotPoolStats, type PooledBotOptions } from './server-adapter.js';
export { SkatClient, GqlError, type FeedMessage, type FeedHandle } from './kit/client.js';
export { playTable, decide, registerKitGame, type KitGame } from './kit/bot.js';
