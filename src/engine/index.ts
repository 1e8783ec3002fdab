// The Skat rules engine, importable on its own (no framework or Node I/O imports). This file is
// its front door: code outside src/engine imports the engine from here, ISS records from
// ./iss, the benchmark's mutable playout core from ./fast, another game from its own folder's
// index and the games (the one Game interface, core/game.ts, and its registry) from ./games. Everything else in the folder
// is internal and may change shape without notice.
//
// Layout: cards.ts and types.ts hold the data model; rules.ts the rule options, presets and
// match configs; deal/ one deal (deal.ts creates, applies and lists actions and hands each
// action to bidding.ts, declaring.ts or play.ts by phase; trick-rules.ts and values.ts are the
// trick and scoring rules; view.ts what a seat may see); match/ a whole match over many deals.
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
// Replaying the action log from `createDeal({ rules, seed, mode, scheme, entropy })` reproduces the state.
// Provably fair deals (deal/fair.ts, docs/fair-deals.md): with scheme skat-deal-v2 the deck is
// HMAC-SHA256 of the seed over the players' entropy, the seed's commitment is public from the
// start and the seed from the end; `verifyDealRecord` checks a finished deal's record.
// A match (createMatch / applyMatch) is the same contract over many deals; `replayMatch` and
// `finishedDeal` rebuild it, or one finished deal, from the seed and the action log.
// The card-set helpers, the hot-path trick rules (trump masks, follow and legal-play masks, trick
// winner, rank order) and the game values are exported for bots.
export { CARD_POINTS, JACKS, SUIT_MASK, SUITS, cardName, cardsOf, count, parseCard, pointsOf, setNames, setOf, type Card, type CardSet } from './cards';
export type {
  ActionBody,
  ActionType,
  ApplyResult,
  DealAction,
  DealResult,
  Declaration,
  EngineError,
  EngineErrorCode,
  GameEnd,
  GameResult,
  GameType,
  Level,
  MatchAction,
  MatchConfig,
  PlayerIndex,
  PresetName,
  RamschResult,
  RuleOptions,
  Seat,
} from './types';
export {
  OFFICIAL_RULES,
  PRESETS,
  PRESET_NAMES,
  RULE_OPTION_NAMES,
  isPresetName,
  matchConfig,
  resolveRules,
  validateMatchConfig,
  type MatchConfigInput,
  type MatchConfigResult,
  type Preset,
  type RuleConfigError,
  type RuleConfigErrorCode,
  type RulesResult,
} from './rules';
export {
  cardStrength,
  followMask,
  gameKind,
  legalPlayMask,
  rankOrder,
  skatTrickRules,
  trickWinner,
  trumpMask,
  type GameKind,
  type TrickRules,
} from './deal/trick-rules';
export { BASE_VALUE, BID_LADDER, matadors, nullValue, scoreGame, scoreRamsch, type GameOutcome } from './deal/values';
export { seededRandom } from './deal/rng';
export type { BidCall, BiddingState, DealEvent, DealMode, DealPhase, DealState, DealView, Trick, TrickView, Viewer } from './deal/state';
export { applyDeal, createDeal, dealResult, dealtEvent, isDealOver, legalDealActions, type CreateDealOptions } from './deal/deal';
export { isPublicDealEvent, redactDealEvent, viewDeal } from './deal/view';
export { actionsOfWeightedType, randomLegalAction } from './deal/random';
export { dealRecordJson, type DealRecordJson } from './deal/record';
export { engineValueOf, GAME_TYPE_OF_NAME } from './api-names';
export { DEAL_SCHEME_V1, DEAL_SCHEME_V2, ENTROPY_PATTERN, dealCommitment, fairDeck, matchCommitment, type DealScheme } from './deal/fair';
export { unwrapDealRecord, verifyDealRecord, type DealVerification } from './deal/verify';
export { hmacSha256, sha256Hex } from './sha256';
export {
  applyMatch,
  chooseRandomAction,
  createMatch,
  currentPlan,
  dealSeed,
  dealerOf,
  finishedDeal,
  isMatchOver,
  isPublicMatchEvent,
  legalMatchActions,
  matchStartEvents,
  matchTotals,
  playRandomMatch,
  redactMatchEvent,
  replayMatch,
  scoreSheet,
  seatsOf,
  viewMatch,
  type BockMark,
  type BockRound,
  type BockState,
  type BockTrigger,
  type CreateMatchOptions,
  type DealPlan,
  type DeckOverrides,
  type MatchEvent,
  type MatchState,
  type MatchView,
  type MatchViewer,
  type Multiplier,
  type RamschRoundMark,
  type RamschSheet,
  type ReplayResult,
  type ScoreSheetRow,
  type SimulatedMatch,
} from './match/index';
export { skatEventType, skatGame, type SkatFinishedDeal } from './skat/game';
