// The mutable playout core (FastDeal) for the engine benchmark: not part of the engine's API
// (index.ts), since no caller outside the benchmark uses it. It plays with the same rule
// functions as applyDeal; test/engine/deal/fast.spec.ts holds it to the engine's results.
export { FastDeal, nthCard } from './deal/fast';
