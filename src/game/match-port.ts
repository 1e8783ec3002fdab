// The generic service's door to the engine: a table's match in whatever game it plays, through
// the engine's one Game interface (src/engine/core/game.ts) and its registry (src/engine/games.ts):
// the stored state's `kind` (a config's or event's `game`) picks the game. The types here are
// what the generic service reads of any game; the rest of a state, view or event is the game's.
import * as engine from '../engine/index.js';
import type { DealState, EngineErrorCode, PresetName, RuleOptions } from '../engine/index.js';
import { writeIssRecord } from '../engine/iss/index.js';
import { GAMES, type PlayerAction, type StoredState, type Viewer } from '../engine/games.js';

export type { DealState, EngineErrorCode, PresetName, RuleOptions };
export type SkatMatchState = engine.MatchState;
export type SkatMatchView = engine.MatchView;
export type SkatMatchConfig = engine.MatchConfig;
export type SkatMatchAction = engine.MatchAction;
export type SkatActionBody = engine.ActionBody;
export type { Viewer };

/** A table's match config, in any game: what the generic service reads of it. */
export interface MatchConfig {
  /** Absent in the default game's configs (Skat's, stored before there was a second game). */
  game?: string;
  players: number;
  rounds: number;
  /** Set when the match starts: the fair-deal scheme, every seat's entropy and the match commitment. */
  dealing?: { scheme: string; entropy: string[]; matchCommitment?: string };
}

/** A table's match, in any game: what the generic service reads of it (the rest is the game's). */
export interface MatchState extends StoredState {
  config: MatchConfig;
  dealNumber: number;
  totalDeals: number;
  over: boolean;
  /** The score sheet (or ledger): stored in a column of its own, written when it changes. */
  sheet: object[];
}

/** What one viewer may know of a match, in any game: what the generic service reads of it. */
export interface MatchView {
  dealNumber: number;
  turn: number | null;
  toAct: number[];
  /** The match seed, once the match is over. */
  seed: string | null;
  deal: { phase: string; hand?: readonly string[] | null; scheme: string; commitment: string | null; entropy: readonly string[]; seed: string | null };
}

/** A log event of any game (the game's own shape; `game` names it, but for the default game's). */
export type MatchEvent = object;
/** An action as stored and applied: the game's action and the acting player. */
export type MatchAction = PlayerAction & Record<string, unknown>;
/** An action as a client sends it (the player is the caller). */
export type ActionBody = { type: string } & Record<string, unknown>;

export const PRESET_NAMES: readonly PresetName[] = engine.PRESET_NAMES;
export const RULE_OPTION_NAMES: readonly (keyof RuleOptions)[] = engine.RULE_OPTION_NAMES;

/** Every legal bid value (RULES.md 2). */
export const BID_LADDER: readonly number[] = engine.BID_LADDER;

export type ConfigResult = { ok: true; config: MatchConfig } | { ok: false; message: string; field?: string };

export function buildMatchConfig(preset: PresetName, players: 3 | 4, rounds: number | undefined, overrides: Partial<RuleOptions>): ConfigResult {
  const res = engine.matchConfig({ preset, players, ...(rounds === undefined ? {} : { rounds }), ...overrides });
  if (res.ok) return { ok: true, config: res.config };
  return { ok: false, message: res.errors.map((e) => e.message).join('; '), field: res.error.field };
}

/** A player's entropy for the shuffle: 1-128 characters of A-Z a-z 0-9 _ - (docs/fair-deals.md). */
export const ENTROPY_PATTERN: RegExp = engine.ENTROPY_PATTERN;

/**
 * The config a match starts with: deals by skat-deal-v2 with every seat's entropy ('' for none),
 * in seat order, and the match commitment published before the seats were taken (if any).
 */
export function fairConfig(config: SkatMatchConfig, entropy: readonly (string | null | undefined)[], matchCommitment: string | null): MatchConfig {
  const dealing = { scheme: engine.DEAL_SCHEME_V2, entropy: Array.from({ length: config.players }, (_, i) => entropy[i] ?? '') };
  return { ...config, dealing: matchCommitment ? { ...dealing, matchCommitment } : dealing };
}

/** The commitment to a match seed (docs/fair-deals.md). */
export function matchCommitment(matchSeed: string): string {
  return engine.matchCommitment(matchSeed);
}

export type DealVerification = engine.DealVerification;

/** Checks a finished deal's record against its revealed seed (docs/fair-deals.md). */
export function verifyDealRecord(record: unknown, matchSeed?: string): DealVerification {
  return engine.verifyDealRecord(record, matchSeed === undefined ? {} : { matchSeed });
}

export function newMatch(config: MatchConfig, seed: string): MatchState {
  return GAMES.ofTagged(config).start(config, seed).state as MatchState;
}

/** A refusal carries the game's code (NOT_YOUR_TURN, WRONG_PHASE, UNKNOWN_ACTION, ...). */
export type Applied = { ok: true; state: MatchState; events: MatchEvent[] } | { ok: false; code: string; message: string };

export function apply(state: MatchState, action: MatchAction): Applied {
  return GAMES.ofState(state).apply(state, action);
}

export function legalActions(state: MatchState, player?: number): MatchAction[] {
  return GAMES.ofState(state).legal(state, player);
}

/** The legal actions of every player who has any, by player (= seat): what the feed tells each seat after a move. */
export function legalBySeat(state: MatchState): Record<number, MatchAction[]> {
  const out: Record<number, MatchAction[]> = {};
  for (const a of legalActions(state)) (out[a.player] ??= []).push(a);
  return out;
}

export function view(state: MatchState, viewer: Viewer): MatchView {
  return GAMES.ofState(state).view(state, viewer);
}

export function redact(event: MatchEvent, viewer: Viewer): MatchEvent | null {
  return GAMES.ofTagged(event).redact(event, viewer);
}

/** True when redact gives every viewer the same event, so one mapping of it may serve them all. */
export function isPublic(event: MatchEvent): boolean {
  return GAMES.ofTagged(event).isPublic(event);
}

export function isOver(state: MatchState): boolean {
  return GAMES.ofState(state).isOver(state);
}

export function eventType(event: MatchEvent): string {
  return GAMES.ofTagged(event).eventType(event);
}

export type Replayed = { ok: true; state: MatchState } | { ok: false; index: number; code: string; message: string };

/** The match rebuilt from its seed and accepted actions; the first refused action stops it. */
export function replay(config: MatchConfig, seed: string, actions: MatchAction[]): Replayed {
  return GAMES.ofTagged(config).replay(config, seed, actions);
}

/** Deal `dealNumber` of a Skat match as it ended, or null when the log does not finish it. */
export function finishedDeal(config: SkatMatchConfig, seed: string, actions: SkatMatchAction[], dealNumber: number): DealState | null {
  return engine.finishedDeal(config, seed, actions, dealNumber);
}

/** A finished deal for people and tools: hands, skat, every move, the result (cards by name). */
export function dealRecordJson(deal: DealState): engine.DealRecordJson {
  return engine.dealRecordJson(deal);
}

export function issRecord(deal: DealState, meta: { id: string; players: [string, string, string] }): string {
  return writeIssRecord(deal, meta);
}
