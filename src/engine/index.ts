// The Skat rules engine, importable on its own (no framework or Node I/O imports).
//
// Model: a deal is a plain-JSON `DealState` (cards as uint32 bitmasks, the seed, the phase,
// the action log). The only way forward is `applyDeal(state, action)`, which never throws
// and never mutates: it returns `{ ok: true, state, events }` with a new state, or
// `{ ok: false, error: { code, message } }` with a stable EngineErrorCode.
// `legalDealActions(state)` is the single authority on what may happen next (all seats).
// `viewDeal(state, seat | 'spectator')` is exactly what one seat may know, and
// `redactDealEvent(event, viewer)` strips events the same way before they are published:
// events are produced complete and every subscriber gets its own redacted copy (hands in
// `dealt`, the skat at pick-up and the discards become null for those who may not see them).
// createDeal returns only a state; `dealtEvent(state)` is the opening event to publish.
// Replaying the action log from `createDeal({ rules, seed, mode })` reproduces the state.
// The hot-path trick rules (trump masks, legal-play masks, trick winner, rank order) are
// exported for bots; the fast mutable core (`FastDeal`) uses the same functions.
export * from './cards';
export * from './types';
export * from './deal/trick-rules';
export * from './deal/values';
export * from './deal/rng';
export * from './deal/state';
export {
  createDeal,
  applyDeal,
  legalDealActions,
  legalDeclarations,
  legalPlays,
  isDealOver,
  dealResult,
  dealtEvent,
  mayKontra,
  mayRe,
  playKind,
  checkDeclaration,
  type CreateDealOptions,
} from './deal/deal';
export { viewDeal, redactDealEvent } from './deal/view';
export { FastDeal, nthCard } from './deal/fast';
export { actionsOfWeightedType, randomLegalAction } from './deal/random';
export { dealRecordJson, type DealRecordJson } from './deal/record';
export * from './match/index';
export * from './rules';
