// The one shape every game of the engine has (Skat, Bavarian Tarock, and whatever a test
// registers): the service drives a table through this interface only, as boardgame.io's Master
// drives any `Game`. A game owns its config, state, actions, events and views; the service
// sees them as plain JSON it stores, sends and hands back. Every function is pure: no I/O, no
// clock, no throwing on bad input (refusals are data with a stable code).

/** A player index at the table, or a spectator. */
export type Viewer = number | 'spectator';

/** A refusal: a stable code (NOT_YOUR_TURN, WRONG_PHASE, UNKNOWN_ACTION, ...) and a message for people. */
export interface GameError {
  code: string;
  message: string;
}

/** A checked config, or the first bad option by name (`field`, e.g. `rules.bettel`) with a message. */
export type ConfigResult<C> = { ok: true; config: C } | { ok: false; message: string; field?: string };

/** One applied action: the new state and the events it made, or the refusal (the state is unchanged). */
export type Applied<S, E> = { ok: true; state: S; events: E[] } | ({ ok: false } & GameError);

/** A match rebuilt from its seed and accepted actions; the first refused action stops it. */
export type Replayed<S> = { ok: true; state: S } | ({ ok: false; index: number } & GameError);

/** What a stored match state of any game has: the stored kind picks the game. */
export interface StoredState {
  kind: string;
  version: number;
}

/** The options a table is created with, as the service received them (validated by the game). */
export interface TableOptionsInput {
  /** The preset's name in the engine's spelling (lower case, '-' between words). */
  preset: string;
  players: number;
  rounds?: number;
  /** Rule options by name; names the game does not know are refused with their name. */
  rules: Record<string, unknown>;
}

/** A deal's verification, the same for every game (docs/fair-deals.md). */
export interface DealCheck {
  valid: boolean;
  scheme: string | null;
  commitmentMatches: boolean | null;
  dealMatches: boolean;
  resultMatches: boolean;
  matchSeedMatches: boolean | null;
  reason: string | null;
}

/** An action as stored and applied: the game's action body plus the acting player (table index). */
export interface PlayerAction {
  type: string;
  player: number;
}

/**
 * A game. `C` config, `S` state, `A` action (with the player), `E` log event, `V` a viewer's view,
 * `R` a finished deal's record. Names: `name` is the table's game ('skat'); `stateKind` the stored
 * state's `kind`; configs, events, views and legal actions of every game but the registry's default
 * carry `game: name`, so each can be taken back to its game without the table (GameRegistry.ofTagged).
 */
export interface Game<C = unknown, S extends StoredState = StoredState, A extends PlayerAction = PlayerAction, E = unknown, V = unknown, R = unknown> {
  readonly name: string;
  readonly stateKind: string;
  /** Seats a table of this game may have. */
  readonly playerCounts: readonly number[];
  /** The fair-deal scheme new matches deal by (docs/fair-deals.md). */
  readonly dealScheme: string;

  /** Validates and normalises a table's options; an unknown or bad option (or combination) is refused by name. */
  configure(input: TableOptionsInput): ConfigResult<C>;
  /** A stored config checked again on load (null: not one this server reads, with why). */
  checkStoredConfig(config: unknown): string | null;
  /** The config a match starts with: every seat's entropy ('' for none) and the match commitment, if any. */
  withDealing(config: C, entropy: readonly (string | null | undefined)[], matchCommitment: string | null): C;
  /** The match from its config and the table's secret seed, and the events that open it (beyond MatchStarted). */
  start(config: C, seed: string): { state: S; events: E[] };
  /** The legal actions of `player` (every player's without one). */
  legal(state: S, player?: number): A[];
  /** Applies an action; never throws, never mutates. */
  apply(state: S, action: A): Applied<S, E>;
  /** What `viewer` may know of the match. */
  view(state: S, viewer: Viewer): V;
  /** The event as `viewer` may see it; null when they may not see it at all. */
  redact(event: E, viewer: Viewer): E | null;
  /** True when redact gives every viewer the same event. */
  isPublic(event: E): boolean;
  /** The log's name of an event (table_events.type). */
  eventType(event: E): string;
  /** The current (or last) deal's number, from 1. */
  dealNumber(state: S): number;
  isOver(state: S): boolean;
  /** Running totals by player (points or ledger balances). */
  totals(state: S): number[];
  /** The score sheet or ledger: one row per finished deal. */
  scoreRows(state: S): readonly unknown[];
  /** Rebuilds a match from its config, seed and accepted actions. */
  replay(config: C, seed: string, actions: readonly A[]): Replayed<S>;
  /** Deal `dealNumber` as it ended (with its moves), from the match's accepted actions; null when the log does not finish it. */
  dealRecord(config: C, seed: string, actions: readonly A[], dealNumber: number, state: S | null): R | null;
  /** True when a deal record (as the API served it) is one of this game's. */
  ownsRecord(record: Record<string, unknown>): boolean;
  /** Recomputes a finished deal from its record as a client saved it (the record, or the API's answer around it) and the match seed, once revealed. */
  verify(input: unknown, matchSeed?: string): DealCheck;
}

/** A game of any types, as the registry holds it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGame = Game<any, any, any, any, any, any>;
