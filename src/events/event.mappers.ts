// A redacted log entry (redactEntry's output for one viewer) -> its typed GraphQL event. Only
// the redacted entry goes in, so an event holds exactly what the viewer may see.
import type { MatchView } from '../game/match-port.js';
import { SERVED_GAMES } from '../game/served-game.js';
import { toMatchView } from '../tables/deal-view.mappers.js';
import type { TableEvent } from './events.models.js';
import type { Viewer } from '../game/match-port.js';
import {
  ACTED,
  isPublicEntry,
  MATCH_STARTED,
  PLAYER_JOINED,
  PLAYER_LEFT,
  redactEntry,
  TABLE_CLOSED,
  TURN_TIMED_OUT,
  type ClientEvent,
  type LogEntry,
} from './log-entry.js';

/** Service ('table.*') entry type -> GraphQL type name. */
const TABLE_TYPES: Record<string, string> = {
  [PLAYER_JOINED]: 'PlayerJoined',
  [PLAYER_LEFT]: 'PlayerLeft',
  [MATCH_STARTED]: 'MatchStarted',
  [TABLE_CLOSED]: 'TableClosed',
  [TURN_TIMED_OUT]: 'TurnTimedOut',
  [ACTED]: 'ActionRecorded',
};

type Fields = Record<string, unknown>;

/** An event's `type`: its GraphQL type name with a lower-case first letter, the one scheme for every event (CardPlayed -> cardPlayed). */
export const eventTypeName = (typename: string): string => typename[0].toLowerCase() + typename.slice(1);

/** The typed event for a redacted entry. */
export function toEventModel(e: ClientEvent): TableEvent {
  const head = (typename: string) => ({ seq: e.seq, type: eventTypeName(typename), typename });
  if (e.data === null || e.type === 'hidden') return head('HiddenEvent') as TableEvent;
  const tableType = TABLE_TYPES[e.type];
  if (tableType) {
    const data = e.data as Fields;
    if (e.type === MATCH_STARTED) {
      const d = data as { players: { seat: number; playerId: string; name: string }[]; view: MatchView };
      return { ...head(tableType), players: d.players.map((p) => ({ ...p })), view: toMatchView(d.view) } as TableEvent;
    }
    return { ...data, ...head(tableType) } as TableEvent;
  }
  const { typename, fields } = SERVED_GAMES.ofTagged(e.data).event(e.data);
  return { ...fields, ...head(typename) } as TableEvent;
}

/** Typed events of public entries, shared by every viewer: a move's event is mapped once, not once per subscriber. */
const publicEvents = new WeakMap<LogEntry, TableEvent>();

/**
 * The typed event of `entry` as `viewer` may see it. An entry every viewer sees alike is mapped
 * once and the same object is handed to all of them (GraphQL only reads it); any other is
 * redacted and mapped for this viewer.
 */
export function eventFor(entry: LogEntry, viewer: Viewer): TableEvent {
  if (!isPublicEntry(entry)) return toEventModel(redactEntry(entry, viewer));
  let event = publicEvents.get(entry);
  if (!event) publicEvents.set(entry, (event = toEventModel(redactEntry(entry, 'spectator'))));
  return event;
}
