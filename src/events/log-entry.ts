// The table log's entries as they move inside the server (unredacted): one typed union, the
// service's own entries and the games' events, with their constructors; and their redaction for one viewer.
import { isPublic, redact, view, type MatchEvent, type MatchState, type Viewer } from '../game/match-port.js';

export const TABLE_EVENT_PREFIX = 'table.';
export const MATCH_STARTED = 'table.matchStarted';
export const PLAYER_JOINED = 'table.playerJoined';
export const PLAYER_LEFT = 'table.playerLeft';
export const TABLE_CLOSED = 'table.closed';
export const TURN_TIMED_OUT = 'table.turnTimedOut';
export const ACTED = 'table.acted';

/** The service's own entries ('table.*', public but the start) and their payloads. */
export interface TableEntryPayloads {
  [PLAYER_JOINED]: { seat: number; playerId: string; name: string };
  [PLAYER_LEFT]: { seat: number; playerId: string };
  [MATCH_STARTED]: MatchStartedPayload;
  [TABLE_CLOSED]: { reason: string; silentSeconds: number };
  /** The server acted for a silent seat (the next entries say how). */
  [TURN_TIMED_OUT]: { player: number; deal: number; action: string };
  /** An accepted action that made no other entry. */
  [ACTED]: { player: number; action: string };
}
export type TableEntryType = keyof TableEntryPayloads;
/** One of the service's own entries, before it has a seq. */
export type TableEntry = { [K in TableEntryType]: { type: K; payload: TableEntryPayloads[K] } }[TableEntryType];
/** A game's event, before it has a seq: its type is the game's log name (Game.eventType). */
export interface GameEntry {
  type: string;
  payload: MatchEvent;
}
/** An entry before it has a seq: what a service or the game appends. */
export type PendingEntry = TableEntry | GameEntry;
/** A log entry as it moves inside the server (unredacted). */
export type LogEntry = PendingEntry & { seq: number };

/** The constructors of entries: the one place that spells their types. */
export const Entry = {
  playerJoined: (payload: TableEntryPayloads[typeof PLAYER_JOINED]): TableEntry => ({ type: PLAYER_JOINED, payload }),
  playerLeft: (payload: TableEntryPayloads[typeof PLAYER_LEFT]): TableEntry => ({ type: PLAYER_LEFT, payload }),
  matchStarted: (payload: MatchStartedPayload): TableEntry => ({ type: MATCH_STARTED, payload }),
  closed: (payload: TableEntryPayloads[typeof TABLE_CLOSED]): TableEntry => ({ type: TABLE_CLOSED, payload }),
  turnTimedOut: (payload: TableEntryPayloads[typeof TURN_TIMED_OUT]): TableEntry => ({ type: TURN_TIMED_OUT, payload }),
  acted: (payload: TableEntryPayloads[typeof ACTED]): TableEntry => ({ type: ACTED, payload }),
  /** A game's event under its log name. */
  game: (type: string, payload: MatchEvent): GameEntry => ({ type, payload }),
};

/** True for the service's own entries. */
export function isTableEntry(e: PendingEntry): e is TableEntry {
  return e.type.startsWith(TABLE_EVENT_PREFIX);
}

export interface ClientEvent {
  seq: number;
  type: string;
  /** Null when the viewer may not see this event at all (the seq is still delivered, so clients can check for gaps). */
  data: unknown;
}

/** The server-side payload of MATCH_STARTED: the first deal is dealt inside createMatch, so the start carries the initial state. */
export interface MatchStartedPayload {
  players: { seat: number; playerId: string; name: string }[];
  initialState: MatchState;
}

/** The only way a log entry leaves the server: service events are public, engine events go through the engine's redaction. */
export function redactEntry(entry: LogEntry, viewer: Viewer): ClientEvent {
  if (entry.type === MATCH_STARTED) {
    // Each viewer gets the start as the engine's view of the initial state for them.
    const p = entry.payload as MatchStartedPayload;
    return { seq: entry.seq, type: entry.type, data: { players: p.players, view: view(p.initialState, viewer) } };
  }
  if (entry.type.startsWith(TABLE_EVENT_PREFIX)) return { seq: entry.seq, type: entry.type, data: entry.payload };
  const data = redact(entry.payload as MatchEvent, viewer);
  return { seq: entry.seq, type: data ? entry.type : 'hidden', data };
}

/** True when redactEntry gives every viewer the same event: service events (but the start) and the engines' public events. */
export function isPublicEntry(entry: LogEntry): boolean {
  if (entry.type === MATCH_STARTED) return false;
  return entry.type.startsWith(TABLE_EVENT_PREFIX) || isPublic(entry.payload as MatchEvent);
}
