// Bavarian Tarock (RULES.md §10), the engine's second game, entered from here. Same contract as
// Skat: plain-JSON states, `applyTarock` / `applyTarockMatch` that never throw and never mutate
// (errors as data with stable codes), `legalTarockActions` the only authority, per-seat views.
//
// Layout: cards.ts the 36 German-suited cards; options.ts table options and presets; types.ts
// the data model; deal.ts one deal (bidding, declaring, discarding, play); view.ts what a seat
// may see; settle.ts the three settlements; record.ts the deal record of §10.5; match.ts the
// match and its ledger; table.ts the match at a table (players, the log's events, views,
// replay, record checks); game.ts Tarock as a Game (../core/game.ts); fast.ts the mutable
// random-playout core (an entry point of its own, src/engine/tarock/fast, for the benchmark). Shared with Skat: the seeded PRNG (deal/rng.ts), SHA-256 for deal
// seeds and the seat order (match/match.ts). Not shared: Skat's uint32 card masks (36 cards do
// not fit), its dealer rotation (§10.6 has player 0 deal first, Skat the last player), and its
// scoring and match modes (Bock, Ramsch), which Tarock has no use for.
export { T_RANKS, T_SUITS, parseTCard, tCardName, tPoints, tPointsOf, tRankOf, tSuitOf, type TCard, type TSuit } from './cards';
export {
  TAROCK_DEFAULTS,
  TAROCK_PRESETS,
  TAROCK_PRESET_NAMES,
  hasPot,
  tarockConfig,
  type TarockConfigResult,
  type TarockOptions,
  type TarockPresetName,
  type TarockSettlement,
  type TarockVariant,
} from './options';
export type {
  ContractType,
  DealOutcome,
  SimpleContract,
  TBid,
  TContract,
  TSeat,
  TTrick,
  TarockAction,
  TarockDealRules,
  TarockDealState,
  TarockError,
  TarockErrorCode,
  TarockPhase,
  TarockResult,
} from './types';
export { applyTarock, bidLadder, createTarockDeal, legalTarockActions, playableCards, replayTarockDeal, tarockDeck, trickWinnerIndex } from './deal';
export { viewTarockDeal, type TarockDealView, type TarockViewer } from './view';
export { ceil5, haferlLoss, haferlWin, settleDeal, type Settlement } from './settle';
export { tarockDealRecord, type DealPlace, type TarockDealRecord } from './record';
export {
  advanceTarockMatch,
  applyTarockMatch,
  createTarockMatch,
  legalTarockMatchActions,
  playRandomTarockMatch,
  replayTarockMatch,
  tarockDealSeed,
  tarockDealerOf,
  viewTarockMatch,
  type TarockMatchState,
  type TarockMatchView,
} from './match';
export { TAROCK_DEAL_SCHEME, tarockDealCommitment, tarockMatchSeed, verifyTarockDeal, type TarockDealCheck } from './fair';
export * from './table';
export { tarockGame, type TarockFinishedDeal } from './game';
