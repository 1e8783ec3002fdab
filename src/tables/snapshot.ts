// How a match snapshot is stored, and the one door through which stored state comes back in.
// The state is stored without its score sheet, which is written only when it changes (a deal
// ended): the sheet (a row per finished deal) would make every state write grow with the match.
// The state itself is written in full only now and then (fullSnapshot); loading applies the
// accepted actions since (the table's tail) to it. Reading checks the state's
// version, so a state written by another version of the engine is a load error naming the
// table, never a silent cast.
import { GAMES } from '../engine/games.js';
import { apply, type MatchAction, type MatchConfig, type MatchState } from '../game/match-port.js';

/** The state version this server reads and writes, the same for every game (tied to the engines' types). */
export const STATE_VERSION = 1;

/** A table row this server cannot read. */
export class StoredStateError extends Error {
  constructor(
    readonly tableId: string,
    detail: string,
  ) {
    super(`Table ${tableId}: ${detail}`);
    this.name = 'StoredStateError';
  }
}

/** Whether `state` holds another score sheet than `previous`, the state before the move (the engine replaces the array when a deal ends). */
function sheetChanged(state: object, previous: object | null): boolean {
  return previous === null || (previous as { sheet?: unknown }).sheet !== (state as { sheet?: unknown }).sheet;
}

/** The two columns of a snapshot: `state` without the sheet, and the sheet, or null when `previous` (the state before the move) holds the same one. */
export function splitSheet(state: object, previous: object | null): { state: object; sheet: unknown[] | null } {
  const sheet = (state as { sheet?: unknown[] }).sheet;
  return { state: { ...state, sheet: undefined }, sheet: sheetChanged(state, previous) ? (sheet ?? null) : null };
}

/** The state as the engine knows it, from the two columns. */
export function joinSheet(state: object | null, sheet: object[] | null): object | null {
  if (!state || !sheet) return state;
  return { ...state, sheet };
}

/**
 * A move's snapshot is written in full when its seqs reach a multiple of this (so a row's tail
 * holds fewer moves than this), at a deal's end (the sheet changed) and when the match ends;
 * a move between writes only its seq (docs/benchmarks.md, "The state every tenth seq").
 */
export const SNAPSHOT_EVERY = 10;

/** Whether the move from `fromSeq` to `toSeq` writes the whole state (else loading applies its action). */
export function fullSnapshot(fromSeq: number, toSeq: number, sheetChanged: boolean, playing: boolean): boolean {
  return sheetChanged || !playing || Math.floor(toSeq / SNAPSHOT_EVERY) > Math.floor(fromSeq / SNAPSHOT_EVERY);
}

/**
 * What the move from `fromSeq` to `toSeq` writes of the match: both columns when it writes the
 * whole state (fullSnapshot), else neither (null, null: loading applies the move's action).
 */
export function moveSnapshot(
  state: object,
  previous: object,
  fromSeq: number,
  toSeq: number,
  playing: boolean,
): { state: object | null; sheet: unknown[] | null } {
  return fullSnapshot(fromSeq, toSeq, sheetChanged(state, previous), playing) ? splitSheet(state, previous) : { state: null, sheet: null };
}

/** The match state of table `tableId` from its stored columns (null before the match starts): the snapshot, its sheet, and the actions since. */
export function decodeState(tableId: string, state: unknown, sheet: unknown, tail: unknown = null): MatchState | null {
  if (state === null || state === undefined) return null;
  const s = state as { kind?: unknown; version?: unknown };
  if (typeof state !== 'object' || !GAMES.all().some((g) => g.stateKind === s.kind))
    throw new StoredStateError(tableId, 'the stored state is not a match state.');
  if (s.version !== STATE_VERSION) {
    throw new StoredStateError(tableId, `the stored match state has version ${JSON.stringify(s.version)}; this server reads version ${STATE_VERSION} only.`);
  }
  if (!Array.isArray(sheet)) throw new StoredStateError(tableId, 'the stored match state has no score sheet.');
  const match = joinSheet(state, sheet) as MatchState;
  if (tail === null || tail === undefined) return match;
  if (!Array.isArray(tail)) throw new StoredStateError(tableId, 'the stored actions after the snapshot are not a list.');
  return applyStored(tableId, match, tail as MatchAction[]);
}

/** `state` with stored (accepted) actions applied in order; one that does not apply means the store is corrupt. */
export function applyStored(tableId: string, state: MatchState, actions: readonly MatchAction[]): MatchState {
  let match = state;
  for (const action of actions) {
    const r = apply(match, action);
    if (!r.ok) throw new StoredStateError(tableId, `a stored action after the snapshot does not apply: ${r.message}`);
    match = r.state;
  }
  return match;
}

/** The match config of table `tableId` as stored (its game checks it). */
export function decodeConfig(tableId: string, config: unknown): MatchConfig {
  const problem = GAMES.ofTagged(config).checkStoredConfig(config);
  if (problem) throw new StoredStateError(tableId, problem);
  return config as MatchConfig;
}
