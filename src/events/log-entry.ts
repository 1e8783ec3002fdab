// A log entry as it moves inside the server (unredacted), and its redaction for one viewer.
import { isPublic, redact, view, type MatchEvent, type MatchState, type Viewer } from '../game/match-port.js';

export interface LogEntry {
  seq: number;
  /** 'table.*' for the service's own (public) events, otherwise an engine MatchEvent type. */
  type: string;
  payload: unknown;
}

export const TABLE_EVENT_PREFIX = 'table.';

export interface ClientEvent {
  seq: number;
  type: string;
  /** Null when the viewer may not see this event at all (the seq is still delivered, so clients can check for gaps). */
  data: unknown;
}

export const MATCH_STARTED = 'table.matchStarted';

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
