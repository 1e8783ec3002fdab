// The mutable playout cores for the engine benchmark and bot simulations: Skat's FastDeal and
// Tarock's FastTarock. Not part of the engine's API (index.ts), since no caller outside the
// benchmark uses them. Each plays with the same rules as its game's reference engine;
// test/engine/deal/fast.spec.ts and test/engine/tarock/fast.spec.ts hold them to it.
export { FastDeal, nthCard } from './deal/fast';
export { BID_HOLD, BID_PASS, CONTRACT_TYPES, FastTarock } from './tarock/fast';
