// Bots: computer players for Skat, shared by the arena (offline evaluation), the remote bot
// kit (src/bots/kit) and the server's bot seats (the thinking ones through the worker pool, so
// a bot's thinking never blocks the event loop).
//
// - strategy.ts: the Strategy interface (view + legal actions in, one action out; no hidden info),
//   and the one rule of when a bot acts and what it may choose (mustAct, playableActions).
// - random.ts / heuristic.ts / strong.ts: the three strategies; registry.ts builds them by name.
// - tarock.ts: Tarock's `random` and `heuristic` strategies (view + legal actions in, one action out);
//   tarock/: Tarock's double-dummy solver, worlds, `strong` (PIMC) and arena; registry.ts's
//   createTarockStrategy gives each by name.
// - solver/: the double-dummy solver (all hands known), the core of `strong` (PIMC); docs/bots.md
// - knowledge.ts / sampler.ts: what a seat knows, and worlds consistent with it.
// - play.ts / arena.ts: deals through the engine with a strategy per seat; duplicate arena.
// - worker-pool.ts / worker.ts: strategies in worker threads, `choose(name, input) => Promise<DealAction>`.
// - tarock-player.ts: the same seam for Tarock (TarockBotPlayer: random on the calling thread, the
//   thinking ones in the worker pool behind the fair scheduler).
// - server-adapter.ts: the service's BotPlayer seam (match view + offered bodies in, one of them out):
//   LocalBotPlayer on the calling thread, PooledBotPlayer in the worker pool with a random fallback;
//   src/server-bots/ seats them.
// - kit/: the remote bot kit (typed GraphQL + graphql-ws client, table runner, `npm run bot`).
export { Solver, type SolverPosition, type SolveResult } from './solver/solver.js';
export { gameTables, type SolverGame } from './solver/rules.js';
export { mulberry32, shuffle } from './rng.js';
export type { Strategy, StrategyInput, StrategyName } from './strategy.js';
export { STRATEGY_NAMES, OPTIONAL_ACTIONS, mustAct, playableActions } from './strategy.js';
export { createStrategy, createTarockStrategy, isStrategyName } from './registry.js';
export { RandomStrategy } from './random.js';
export { HeuristicStrategy } from './heuristic.js';
export { StrongStrategy, type StrongOptions } from './strong.js';
export { TAROCK_STRATEGIES, heuristicTarock, randomTarock, type TarockStrategy } from './tarock.js';
export { createStrongTarock, type StrongTarockOptions } from './tarock/strong.js';
export { TarockSolver, type TarockPosition } from './tarock/solver.js';
export { playDeal, seatScores, type PlayedDeal } from './play.js';
export { BotWorkerPool, resolveWorkerFile, type ChooseInput, type PoolOptions, type TarockChooseInput } from './worker-pool.js';
export { TarockBotPlayer, type TarockBotView, type TarockOffer } from './tarock-player.js';
export { LocalBotPlayer, PooledBotPlayer, toBody, type BotPlayer, type BotPoolStats, type PooledBotOptions } from './server-adapter.js';
export { SkatClient, GqlError, type FeedMessage, type FeedHandle } from './kit/client.js';
export { playTable, decide } from './kit/bot.js';
