// A finished deal's record as a client gets it from `dealRecord { record { ... } }` with the full
// selection (support/generic-player.ts DEAL_RECORD): the service's typed record (its mapper),
// then what GraphQL does to it on the way out: enums by their SCREAMING_CASE names, `__typename`
// where a client asked for it, plain JSON. Built without the verifier's code, so the tests
// check its inverse mapping against an independent one.
import { toDealRecord } from '../../src/games/skat/skat-record.mappers.js';
import type { DealRecordJson } from '../../src/engine/index.js';

const GAME_NAMES: Record<string, string> = { C: 'CLUBS', S: 'SPADES', H: 'HEARTS', D: 'DIAMONDS', G: 'GRAND', N: 'NULL' };
const screaming = (v: string): string =>
  v
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([a-zA-Z])([0-9])/g, '$1_$2')
    .toUpperCase();

type Any = Record<string, any>;

/**
 * `actionTypes`: how the move types are named: `screaming` (ACCEPT_GIVE_UP, the API's ActionType)
 * or `camel` (acceptGiveUp, as records saved before ActionType was SCREAMING_CASE have them).
 */
export function clientRecord(json: DealRecordJson & { deal?: number; matchCommitment?: string | null }, actionTypes: 'camel' | 'screaming' = 'screaming'): Any {
  const players = [0, 1, 2].map((seat) => ({ seat, player: seat, name: `P${seat}` }));
  const r = JSON.parse(JSON.stringify(toDealRecord('t-1', json.deal ?? 1, players, json, json.matchCommitment ?? null))) as Any;
  const contract = (c: Any | null) => c && { __typename: 'SkatContract', ...c, game: GAME_NAMES[c.game] };
  r.__typename = 'SkatDealRecord';
  r.mode = screaming(r.mode);
  r.moves = r.moves.map((m: Any) => ({ ...m, type: actionTypes === 'camel' ? m.type : screaming(m.type), game: m.game && GAME_NAMES[m.game] }));
  r.bidding = r.bidding.map((b: Any) => ({ ...b, call: screaming(b.call) }));
  r.declaration = contract(r.declaration);
  if (r.result) {
    r.result = { __typename: 'SkatDealResult', ...r.result, kind: screaming(r.result.kind) };
    const g = r.result.game;
    if (g)
      r.result.game = { ...g, contract: contract(g.contract), end: screaming(g.end), levels: g.levels.map((l: Any) => ({ ...l, name: screaming(l.name) })) };
  }
  return r;
}
