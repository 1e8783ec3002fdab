// The match layer: a whole Skat match on top of the single-deal engine (../deal).
//
// A match is `rounds × players` deals at a 3- or 4-player table. The dealer rotates one seat
// clockwise every deal (passed-in deals included); at four players the dealer sits out. Each
// deal is an ordinary deal state whose seats (forehand, middlehand, rearhand) are mapped to
// table players; its seed is derived from the match seed and the deal number, so a match
// replays from its seed and its action log. When a deal ends the match scores it (standard or
// Seeger-Fabian, × 2 in a Bock deal), appends a score-sheet row, books Bock / Bock-Ramsch
// rounds, and starts the next deal. The state is plain JSON; every function is pure.
//
//   createMatch(config, seed)       -> MatchState
//   applyMatch(state, action)       -> { ok, state, events } | { ok: false, error }
//   legalMatchActions(state)        -> MatchAction[] (player indices)
//   viewMatch(state, viewer)        -> MatchView (never leaks: the deal view is viewDeal's)
//   redactMatchEvent(event, viewer) -> the event as that viewer may see it
//   isPublicMatchEvent(event)       -> every viewer sees it alike (one copy may serve all)
//   scoreSheet / matchTotals / isMatchOver
//   replayMatch(config, seed, actions)              -> the match rebuilt from its log
//   finishedDeal(config, seed, actions, dealNumber) -> that deal's final DealState
export {
  applyMatch,
  createMatch,
  currentPlan,
  dealerOf,
  dealSeed,
  isMatchOver,
  matchStartEvents,
  legalMatchActions,
  matchTotals,
  isPublicMatchEvent,
  redactMatchEvent,
  scoreSheet,
  seatsOf,
  viewMatch,
  type CreateMatchOptions,
} from './match';
export type { DeckOverrides, MatchEvent, MatchState, MatchView, MatchViewer, RamschSheet, ScoreSheetRow } from './types';
export {
  finishDeal,
  initialBockState,
  planDeal,
  triggersOf,
  type BockMark,
  type BockRound,
  type BockState,
  type BockTrigger,
  type DealPlan,
  type RamschRoundMark,
} from './bock';
export { scoreDeal, type DealScore, type Multiplier } from './scoring';
export { chooseRandomAction, playRandomMatch, type SimulatedMatch } from './random';
export { finishedDeal, replayMatch, type ReplayResult } from './replay';
