// Bots: computer players for Skat, shared by the arena (offline evaluation), the remote bot
// kit (src/bots/kit) and the server's bot seats (through the worker pool, so a bot's thinking
// never blocks the event loop).
//
// - solver/: the double-dummy solver (all hands known), the core of the `strong` bot.
export { Solver, type SolverPosition, type SolveResult } from './solver/solver.js';
export { gameTables, type SolverGame } from './solver/rules.js';
export { mulberry32, shuffle } from './rng.js';
