// Skat's mutable playout core for the engine benchmark and bot simulations (FastDeal; another
// game's is its folder's fast.ts). Not part of the engine's API (index.ts), since no caller outside
// the benchmark uses it. It plays with the same rules as the reference engine;
// test/engine/deal/fast.spec.ts holds it to that.
export { FastDeal, nthCard } from './deal/fast';
