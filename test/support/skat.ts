// GraphQL operations and a generic player for the e2e tests: it knows no rules, it only picks
// among legalActions and calls the mutation each one names. The player's half that the API
// benchmark shares lives in support/generic-player.ts.
import { engineValue } from '../../src/bots/kit/view.js';
import {
  actionRequest,
  EVENT_FIELDS,
  GAMES_EVENT_FIELDS,
  GAMES_TABLE_VIEW,
  LEGAL_ACTION_FIELDS,
  pick,
  TABLE_FIELDS,
  TABLE_VIEW,
  type LegalAction,
} from '../../support/generic-player.js';
import type { TestServer } from './app.js';

export {
  GAMES_ACTION_RESULT,
  GAMES_TABLE_FIELDS,
  GAMES_DEAL_RECORD,
  GAMES_EVENT_FIELDS,
  GAMES_MATCH_VIEW,
  GAMES_TABLE_VIEW,
} from '../../support/generic-player.js';
export {
  ACTION_RESULT,
  actionRequest,
  DEAL_RECORD,
  DEAL_VIEW,
  EVENT_FIELDS,
  LEGAL_ACTION_FIELDS,
  MATCH_VIEW,
  pick,
  rng,
  SCORE_ROW,
  TABLE_FIELDS,
  TABLE_VIEW,
  type LegalAction,
} from '../../support/generic-player.js';

export const FEED = `
  subscription Feed($tableId: ID!, $afterSeq: Int) {
    tableEvents(tableId: $tableId, afterSeq: $afterSeq) {
      kind seq events { ${EVENT_FIELDS} } view { ${TABLE_VIEW} }
    }
  }`;

/** The feed with every type of both games (Skat's and Bavarian Tarock's). */
export const GAMES_FEED = `
  subscription Feed($tableId: ID!, $afterSeq: Int) {
    tableEvents(tableId: $tableId, afterSeq: $afterSeq) {
      kind seq events { ${GAMES_EVENT_FIELDS} } view { ${GAMES_TABLE_VIEW} }
    }
  }`;

/** GraphQL GameType -> the engine's game letter. */
export { GAME_TYPE_OF_NAME as GAME_LETTER } from '../../src/engine/index.js';
import { GAME_TYPE_OF_NAME as GAME_LETTER } from '../../src/engine/index.js';

/** A typed record move (RecordMove) as the engine's action: the fields it has, the game as a letter. */
export function engineMove(m: Record<string, unknown>): Record<string, unknown> {
  const out = Object.fromEntries(Object.entries(m).filter(([, v]) => v !== null));
  if (typeof out.game === 'string') out.game = GAME_LETTER[out.game];
  if (typeof out.type === 'string') out.type = engineValue(out.type);
  return out;
}

/** Every entry the EVENTS messages of a feed carried, in order (a message holds what one move wrote). */
export function feedEntries(
  messages: { tableEvents: { events?: { seq: number; type: string; [field: string]: any }[] } }[],
): { seq: number; type: string; [field: string]: any }[] {
  return messages.flatMap((m) => m.tableEvents.events ?? []);
}

export interface Registered {
  token: string;
  playerId: string;
  name: string;
}

export async function register(s: TestServer, name: string, kind: 'PERSON' | 'BOT' = 'PERSON'): Promise<Registered> {
  const d = await s.ok<{ register: { player: { id: string }; apiToken: { token: string } } }>(
    `mutation($input: RegisterInput!) { register(input: $input) { player { id } apiToken { token tokenId } } }`,
    { input: { name, kind } },
  );
  return { token: d.register.apiToken.token, playerId: d.register.player.id, name };
}

export async function createTable(s: TestServer, token: string, input: Record<string, unknown>, selection = TABLE_FIELDS): Promise<any> {
  // A new table has no match yet: the view without it.
  const d = await s.ok<{ createTable: any }>(`mutation($input: CreateTableInput!) { createTable(input: $input) { ${selection} } }`, { input }, token);
  return d.createTable;
}

/** `selection`: what of the TableView to ask for (the full view by default). */
export async function joinTable(s: TestServer, token: string, input: Record<string, unknown>, selection = TABLE_VIEW): Promise<any> {
  const d = await s.ok<{ joinTable: any }>(`mutation($input: JoinTableInput!) { joinTable(input: $input) { ${selection} } }`, { input }, token);
  return d.joinTable;
}

export async function tableView(s: TestServer, tableId: string, token?: string, selection = TABLE_VIEW): Promise<any> {
  return (await s.ok<{ table: any }>(`query($id: ID!) { table(tableId: $id) { ${selection} } }`, { id: tableId }, token)).table;
}

export async function legalActions(s: TestServer, tableId: string, token: string): Promise<{ seq: number; actions: LegalAction[] }> {
  const d = await s.ok<{ legalActions: { seq: number; actions: LegalAction[] } }>(
    `query($id: ID!) { legalActions(tableId: $id) { seq actions { ${LEGAL_ACTION_FIELDS} } } }`,
    { id: tableId },
    token,
  );
  return d.legalActions;
}

export async function perform(
  s: TestServer,
  token: string,
  tableId: string,
  a: LegalAction,
  extra: Record<string, unknown> = {},
  selection?: string,
): Promise<any> {
  const { query, variables } = actionRequest(tableId, a, extra, selection);
  const d = await s.ok<Record<string, any>>(query, variables, token);
  return d[a.mutation];
}

/**
 * Plays one move for whichever of `players` has to move (by the view's `toAct`).
 * Returns false when nobody at the table has a required move (match over or bots to move).
 */
export async function step(
  s: TestServer,
  tableId: string,
  players: Registered[],
  random: () => number,
  onStep?: (p: Registered, a: LegalAction, r: any) => void | Promise<void>,
): Promise<boolean> {
  for (const p of players) {
    const { seq, actions } = await legalActions(s, tableId, p.token);
    const a = pick(actions, random);
    if (!a) continue;
    const r = await perform(s, p.token, tableId, a, { expectedSeq: seq });
    await onStep?.(p, a, r);
    return true;
  }
  return false;
}
