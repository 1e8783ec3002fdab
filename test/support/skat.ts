// GraphQL operations and a generic player for the e2e tests: it knows no rules, it only picks
// among legalActions and calls the mutation each one names.
import type { TestServer } from './app.js';

export const TABLE_VIEW = `
  seq yourSeat match dealNumber phase turn toAct hand
  table { id status seq players rounds preset visibility inviteCode
          rules { kontraRe ramsch bock bockRamschRounds tips tournamentScoring concessions kontraRequiresBid }
          seats { index player { id name kind serverBot } } }`;

export const ACTION_RESULT = `seq replayed events { seq type data } view { ${TABLE_VIEW} }`;

export const FEED = `
  subscription Feed($tableId: ID!, $afterSeq: Int) {
    tableEvents(tableId: $tableId, afterSeq: $afterSeq) {
      kind seq events { seq type data } view { ${TABLE_VIEW} }
    }
  }`;

/** Every entry the EVENTS messages of a feed carried, in order (a message holds what one move wrote). */
export function feedEntries(messages: { tableEvents: { events?: { seq: number; type: string; data?: any }[] } }[]): { seq: number; type: string; data?: any }[] {
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

export async function createTable(s: TestServer, token: string, input: Record<string, unknown>): Promise<any> {
  const d = await s.ok<{ createTable: any }>(`mutation($input: CreateTableInput!) { createTable(input: $input) { ${TABLE_VIEW} } }`, { input }, token);
  return d.createTable;
}

export async function joinTable(s: TestServer, token: string, input: Record<string, unknown>): Promise<any> {
  const d = await s.ok<{ joinTable: any }>(`mutation($input: JoinTableInput!) { joinTable(input: $input) { ${TABLE_VIEW} } }`, { input }, token);
  return d.joinTable;
}

export async function tableView(s: TestServer, tableId: string, token?: string): Promise<any> {
  return (await s.ok<{ table: any }>(`query($id: ID!) { table(tableId: $id) { ${TABLE_VIEW} } }`, { id: tableId }, token)).table;
}

export interface LegalAction {
  type: string;
  mutation: string;
  value?: number | null;
  card?: string | null;
  cards?: string[] | null;
  game?: string | null;
  ouvert?: boolean | null;
  schneiderAnnounced?: boolean | null;
  schwarzAnnounced?: boolean | null;
  tip?: boolean | null;
}

/** Every field of LegalAction: a bot needs them all to build the mutation. */
export const LEGAL_ACTION_FIELDS = 'type mutation value card cards game ouvert schneiderAnnounced schwarzAnnounced tip';

export async function legalActions(s: TestServer, tableId: string, token: string): Promise<{ seq: number; actions: LegalAction[] }> {
  const d = await s.ok<{ legalActions: { seq: number; actions: LegalAction[] } }>(
    `query($id: ID!) { legalActions(tableId: $id) { seq actions { ${LEGAL_ACTION_FIELDS} } } }`,
    { id: tableId },
    token,
  );
  return d.legalActions;
}

export const INPUT_TYPE: Record<string, string> = { bid: 'BidInput', playCard: 'PlayCardInput', discard: 'DiscardInput', declare: 'DeclareInput' };

/** The mutation document and input for a legal action, exactly as a generic bot would build it. */
export function actionRequest(tableId: string, a: LegalAction, extra: Record<string, unknown> = {}, selection = ACTION_RESULT): { query: string; variables: Record<string, unknown> } {
  const input: Record<string, unknown> = { tableId, ...extra };
  for (const k of ['value', 'card', 'cards', 'game', 'ouvert', 'schneiderAnnounced', 'schwarzAnnounced', 'tip'] as const) {
    if (a[k] !== undefined && a[k] !== null) input[k] = a[k];
  }
  const type = INPUT_TYPE[a.mutation] ?? 'ActionInput';
  return { query: `mutation($input: ${type}!) { ${a.mutation}(input: $input) { ${selection} } }`, variables: { input } };
}

export async function perform(s: TestServer, token: string, tableId: string, a: LegalAction, extra: Record<string, unknown> = {}): Promise<any> {
  const { query, variables } = actionRequest(tableId, a, extra);
  const d = await s.ok<Record<string, any>>(query, variables, token);
  return d[a.mutation];
}

/** A small seeded PRNG so test runs are reproducible. */
export function rng(seed: number): () => number {
  let t = seed >>> 0;
  return () => {
    t = (t + 0x6d2b79f5) >>> 0;
    let r = Math.imul(t ^ (t >>> 15), 1 | t);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

const OPTIONAL = new Set(['kontra', 're', 'giveUp', 'layOpen', 'concede']);

/** Type first, then variant; low bids preferred so deals are not all wildly overbid. */
export function pick(actions: LegalAction[], random: () => number): LegalAction | null {
  const required = actions.filter((a) => !OPTIONAL.has(a.type));
  if (!required.length) return null;
  const types = [...new Set(required.map((a) => a.type))];
  const type = types[Math.floor(random() * types.length)];
  const variants = required.filter((a) => a.type === type);
  if (type === 'bid') return variants[0];
  return variants[Math.floor(random() * variants.length)];
}

/**
 * Plays one move for whichever of `players` has to move (by the view's `toAct`).
 * Returns false when nobody at the table has a required move (match over or bots to move).
 */
export async function step(s: TestServer, tableId: string, players: Registered[], random: () => number, onStep?: (p: Registered, a: LegalAction, r: any) => void | Promise<void>): Promise<boolean> {
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
