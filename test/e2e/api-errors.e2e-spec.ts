// Refusals: each bad request gets its documented extensions.code, a human message, no stack
// trace, and leaves the table exactly as it was. Also: idempotent retries, racing actions,
// private tables, token revocation, and that the running schema is the committed schema.gql.
import { readFileSync } from 'node:fs';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { SCHEMA_HEADER } from '../../src/schema.js';
import { TestServer, type GqlResponse } from '../support/app.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { ACTION_RESULT, createTable, joinTable, legalActions, register, tableView, type Registered } from '../support/skat.js';

const BID = `mutation($input: BidInput!) { bid(input: $input) { ${ACTION_RESULT} } }`;
const PASS = `mutation($input: ActionInput!) { pass(input: $input) { ${ACTION_RESULT} } }`;
const PLAY = `mutation($input: PlayCardInput!) { playCard(input: $input) { ${ACTION_RESULT} } }`;

function expectError(res: GqlResponse, code: string, extra: Record<string, unknown> = {}): void {
  expect(res.errors).toBeDefined();
  const e = res.errors![0];
  expect(e.extensions?.code).toBe(code);
  for (const [k, v] of Object.entries(extra)) expect(e.extensions?.[k]).toEqual(v);
  expect(e.message.length).toBeGreaterThan(5);
  expect(JSON.stringify(res.errors)).not.toMatch(/stacktrace|\bat .*\.(js|ts):\d+/);
}

describe('API errors, idempotency and races', () => {
  let db: TestDatabase;
  let s: TestServer;
  let p: Registered[];
  let outsider: Registered;
  let tableId: string;

  beforeAll(async () => {
    db = await createTestDatabase();
    s = await TestServer.start(db);
    p = [await register(s, 'Ann'), await register(s, 'Ben'), await register(s, 'Cid')];
    outsider = await register(s, 'Otto');
    tableId = (await createTable(s, p[0].token, { preset: 'standard' })).table.id;
    await joinTable(s, p[1].token, { tableId });
    await joinTable(s, p[2].token, { tableId });
  });
  afterAll(async () => {
    await s?.close();
    await db?.drop();
  });

  /** Runs a refused request and checks that nobody's view of the table changed. */
  async function refused(run: () => Promise<GqlResponse>, code: string, extra: Record<string, unknown> = {}): Promise<GqlResponse> {
    const before = await Promise.all(p.map((x) => tableView(s, tableId, x.token)));
    const res = await run();
    expectError(res, code, extra);
    const after = await Promise.all(p.map((x) => tableView(s, tableId, x.token)));
    expect(after).toEqual(before);
    return res;
  }

  const turnPlayer = async () => (await tableView(s, tableId, p[0].token)).match.turn as number;

  it('serves exactly the committed schema.gql', () => {
    const live = SCHEMA_HEADER + printSchema(lexicographicSortSchema(s.app.get(GraphQLSchemaHost).schema)) + '\n';
    expect(live).toBe(readFileSync('schema.gql', 'utf8'));
  });

  it('refuses missing and wrong tokens with UNAUTHENTICATED', async () => {
    await refused(() => s.gql(BID, { input: { tableId, value: 18 } }), 'UNAUTHENTICATED');
    await refused(() => s.gql(BID, { input: { tableId, value: 18 } }, 'skat_not-a-real-token'), 'UNAUTHENTICATED');
    expectError(await s.gql('{ me { id } }', {}, 'nope'), 'UNAUTHENTICATED');
  });

  it('refuses unknown tables with NOT_FOUND and malformed ids with BAD_USER_INPUT', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expectError(await s.gql(`query($id: ID!) { table(tableId: $id) { seq } }`, { id: unknown }), 'NOT_FOUND');
    expectError(await s.gql(BID, { input: { tableId: unknown, value: 18 } }, p[0].token), 'NOT_FOUND');
    expectError(await s.gql(`mutation($i: JoinTableInput!) { joinTable(input: $i) { seq } }`, { i: { tableId: unknown } }, outsider.token), 'NOT_FOUND');
    expectError(await s.gql(BID, { input: { tableId: 'not-a-uuid', value: 18 } }, p[0].token), 'BAD_USER_INPUT');
  });

  it('refuses malformed cards, off-ladder bids and wrong types with BAD_USER_INPUT', async () => {
    const t = p[await turnPlayer()];
    await refused(() => s.gql(PLAY, { input: { tableId, card: 'XJ' } }, t.token), 'BAD_USER_INPUT');
    await refused(() => s.gql(PLAY, { input: { tableId, card: 'CJJ' } }, t.token), 'BAD_USER_INPUT');
    await refused(() => s.gql(BID, { input: { tableId, value: 19 } }, t.token), 'BAD_USER_INPUT');
    await refused(() => s.gql(BID, { input: { tableId, value: 1000 } }, t.token), 'BAD_USER_INPUT');
    await refused(() => s.gql(BID, { input: { tableId, value: 'eighteen' } }, t.token), 'BAD_USER_INPUT');
    await refused(() => s.gql(`mutation { discard(input: { tableId: "${tableId}", cards: ["CJ"] }) { seq } }`, {}, t.token), 'BAD_USER_INPUT');
    expectError(await s.gql('{ nonsense }'), 'BAD_USER_INPUT');
    expectError(await s.gql('{ lobby { id '), 'BAD_USER_INPUT');
  });

  it('refuses moves out of turn with ILLEGAL_ACTION and the engine code', async () => {
    const turn = await turnPlayer();
    const other = p[(turn + 1) % 3];
    await refused(() => s.gql(BID, { input: { tableId, value: 18 } }, other.token), 'ILLEGAL_ACTION', { engineCode: 'NOT_YOUR_TURN' });
    await refused(() => s.gql(PLAY, { input: { tableId, card: 'CJ' } }, p[turn].token), 'ILLEGAL_ACTION');
  });

  it('refuses actions from players without a seat at the table with FORBIDDEN', async () => {
    await refused(() => s.gql(BID, { input: { tableId, value: 18 } }, outsider.token), 'FORBIDDEN');
    await refused(() => s.gql(PASS, { input: { tableId } }, outsider.token), 'FORBIDDEN');
    // An outsider sees no legal actions (and so no hand) either.
    expect((await legalActions(s, tableId, outsider.token)).actions).toEqual([]);
  });

  it('serves no record of a deal that is still running (FORBIDDEN)', async () => {
    expectError(await s.gql(`query($id: ID!) { dealRecord(tableId: $id, deal: 1) { iss } }`, { id: tableId }, p[0].token), 'FORBIDDEN');
  });

  it('refuses joining a full table with CONFLICT', async () => {
    await refused(() => s.gql(`mutation($i: JoinTableInput!) { joinTable(input: $i) { seq } }`, { i: { tableId } }, outsider.token), 'CONFLICT', { reason: 'TABLE_FULL' });
  });

  it('refuses a stale expectedSeq with CONFLICT and the current seq', async () => {
    const view = await tableView(s, tableId, p[0].token);
    const t = p[view.match.turn];
    const legal = await legalActions(s, tableId, t.token);
    expect(legal.seq).toBe(view.seq);
    await refused(() => s.gql(PASS, { input: { tableId, expectedSeq: view.seq - 1 } }, t.token), 'CONFLICT', { reason: 'STALE', currentSeq: view.seq });
  });

  it('applies a retried action once (clientActionId) and returns the first result', async () => {
    const before = await tableView(s, tableId, p[0].token);
    const t = p[before.match.turn];
    const input = { tableId, value: 18, clientActionId: 'retry-1' };
    const first = (await s.ok<any>(BID, { input }, t.token)).bid;
    const second = (await s.ok<any>(BID, { input }, t.token)).bid;
    expect(first.replayed).toBe(false);
    expect(second.replayed).toBe(true);
    expect(second.seq).toBe(first.seq);
    expect(second.events).toEqual(first.events);
    const after = await tableView(s, tableId, t.token);
    expect(after.seq).toBe(first.seq);
    expect(after.match.deal).toEqual(first.view.match.deal);
  });

  it('lets exactly one of 20 simultaneous actions through', async () => {
    const view = await tableView(s, tableId, p[0].token);
    const turn: number = view.match.turn;
    const t = p[turn];
    const legal = await legalActions(s, tableId, t.token);
    const bids = legal.actions.filter((a) => a.type === 'bid').map((a) => a.value!);
    // Twenty different moves from the player to move, all based on the same seq.
    const requests = Array.from({ length: 20 }, (_, i) =>
      i % 2 === 0 || !bids.length
        ? s.gql(PASS, { input: { tableId, expectedSeq: legal.seq } }, t.token)
        : s.gql(BID, { input: { tableId, value: bids[i % bids.length], expectedSeq: legal.seq } }, t.token),
    );
    const results = await Promise.all(requests);
    const ok = results.filter((r) => !r.errors);
    expect(ok).toHaveLength(1);
    for (const r of results.filter((x) => x.errors)) {
      expect(r.errors![0].extensions?.code).toBe('CONFLICT');
      expect(r.errors![0].extensions?.reason).toBe('STALE');
    }
    const after = await tableView(s, tableId, p[0].token);
    const winner = Object.values(ok[0].data!)[0] as { seq: number };
    expect(after.seq).toBe(winner.seq);

    // Without expectedSeq the losers are refused by the engine instead (not their turn any more).
    const v2 = await tableView(s, tableId, p[0].token);
    const t2 = p[v2.match.turn];
    const racing = await Promise.all(Array.from({ length: 20 }, () => s.gql(PASS, { input: { tableId } }, t2.token)));
    expect(racing.filter((r) => !r.errors)).toHaveLength(1);
    for (const r of racing.filter((x) => x.errors)) expect(r.errors![0].extensions?.code).toBe('ILLEGAL_ACTION');
  });

  it('keeps private tables private and revokes tokens', async () => {
    const priv = await createTable(s, outsider.token, { preset: 'club', visibility: 'PRIVATE' });
    const code: string = priv.table.inviteCode;
    expect(code).toMatch(/^[0-9a-f]{12}$/);
    const lobby = await s.ok<{ lobby: { id: string }[] }>('{ lobby { id } }');
    expect(lobby.lobby.map((t) => t.id)).not.toContain(priv.table.id);
    const joinQ = `mutation($i: JoinTableInput!) { joinTable(input: $i) { yourSeat table { inviteCode } } }`;
    expectError(await s.gql(joinQ, { i: { tableId: priv.table.id } }, p[0].token), 'FORBIDDEN');
    expectError(await s.gql(joinQ, { i: { tableId: priv.table.id, inviteCode: 'wrong' } }, p[0].token), 'FORBIDDEN');
    const joined = await s.ok<any>(joinQ, { i: { tableId: priv.table.id, inviteCode: code } }, p[0].token);
    expect(joined.joinTable.yourSeat).toBe(1);
    // Spectators do not learn the code.
    expect((await tableView(s, priv.table.id)).table.inviteCode).toBeNull();
    const left = await s.ok<any>(`mutation($id: ID!) { leaveTable(tableId: $id) { yourSeat } }`, { id: priv.table.id }, p[0].token);
    expect(left.leaveTable.yourSeat).toBeNull();

    const extra = await s.ok<any>('mutation { issueToken { tokenId token } }', {}, outsider.token);
    expect((await s.ok<any>('{ me { name } }', {}, extra.issueToken.token)).me.name).toBe('Otto');
    await s.ok('mutation($id: ID!) { revokeToken(tokenId: $id) }', { id: extra.issueToken.tokenId }, outsider.token);
    expectError(await s.gql('{ me { name } }', {}, extra.issueToken.token), 'UNAUTHENTICATED');
    expect((await s.ok<any>('{ me { name } }', {}, outsider.token)).me.name).toBe('Otto');
  });

  it('closes subscriptions with a wrong token and refuses unknown tables there', async () => {
    const bad = s.wsClient('wrong-token');
    const closed = await new Promise<unknown>((resolve) => {
      bad.subscribe({ query: '{ __typename }' }, { next: () => undefined, error: resolve, complete: () => resolve('complete') });
    });
    expect(closed).not.toBe('complete');
    await bad.dispose();

    const anon = s.wsClient();
    const err = await new Promise<any>((resolve) => {
      anon.subscribe(
        { query: `subscription { tableEvents(tableId: "00000000-0000-4000-8000-000000000000") { seq } }` },
        { next: (v) => resolve(v.errors), error: resolve, complete: () => resolve('complete') },
      );
    });
    expect(JSON.stringify(err)).toContain('NOT_FOUND');
    await anon.dispose();
  });
});
