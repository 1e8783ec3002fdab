// Refusals: each bad request gets its documented extensions.code, a human message, no stack
// trace, and leaves the table exactly as it was. Also: idempotent retries, racing actions,
// private tables, token revocation, and that the running schema is the committed schema.gql.
import { readFileSync } from 'node:fs';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { SCHEMA_HEADER } from '../../src/schema.js';
import { type GqlResponse, useTestServer } from '../support/app.js';
import { ACTION_RESULT, createTable, joinTable, legalActions, register, tableView, type Registered } from '../support/skat.js';

const BID = `mutation($input: SkatBidInput!) { skatBid(input: $input) { ${ACTION_RESULT} } }`;
const PASS = `mutation($input: ActionInput!) { skatPass(input: $input) { ${ACTION_RESULT} } }`;
const PLAY = `mutation($input: SkatPlayCardInput!) { skatPlayCard(input: $input) { ${ACTION_RESULT} } }`;

function expectError(res: GqlResponse, code: string, extra: Record<string, unknown> = {}): void {
  expect(res.errors).toBeDefined();
  const e = res.errors![0];
  expect(e.extensions?.code).toBe(code);
  for (const [k, v] of Object.entries(extra)) expect(e.extensions?.[k]).toEqual(v);
  expect(e.message.length).toBeGreaterThan(5);
  expect(JSON.stringify(res.errors)).not.toMatch(/stacktrace|\bat .*\.(js|ts):\d+/);
}

describe('API errors, idempotency and races', () => {
  const suite = useTestServer();
  let p: Registered[];
  let outsider: Registered;
  let tableId: string;

  beforeAll(async () => {
    p = [await register(suite.s, 'Ann'), await register(suite.s, 'Ben'), await register(suite.s, 'Cid')];
    outsider = await register(suite.s, 'Otto');
    tableId = (await createTable(suite.s, p[0].token, { preset: 'STANDARD' })).table.id;
    await joinTable(suite.s, p[1].token, { tableId });
    await joinTable(suite.s, p[2].token, { tableId });
  });

  /** Runs a refused request and checks that nobody's view of the table changed. */
  async function refused(run: () => Promise<GqlResponse>, code: string, extra: Record<string, unknown> = {}): Promise<GqlResponse> {
    const before = await Promise.all(p.map((x) => tableView(suite.s, tableId, x.token)));
    const res = await run();
    expectError(res, code, extra);
    const after = await Promise.all(p.map((x) => tableView(suite.s, tableId, x.token)));
    expect(after).toEqual(before);
    return res;
  }

  const turnPlayer = async () => (await tableView(suite.s, tableId, p[0].token)).match.turn as number;

  it('serves exactly the committed schema.gql', () => {
    const live = SCHEMA_HEADER + printSchema(lexicographicSortSchema(suite.s.app.get(GraphQLSchemaHost).schema)) + '\n';
    expect(live).toBe(readFileSync('schema.gql', 'utf8'));
  });

  it('refuses missing and wrong tokens with UNAUTHENTICATED', async () => {
    await refused(() => suite.s.gql(BID, { input: { tableId, value: 18 } }), 'UNAUTHENTICATED');
    await refused(() => suite.s.gql(BID, { input: { tableId, value: 18 } }, 'skat_not-a-real-token'), 'UNAUTHENTICATED');
    expectError(await suite.s.gql('{ me { id } }', {}, 'nope'), 'UNAUTHENTICATED');
  });

  it('refuses unknown tables with NOT_FOUND and malformed ids with BAD_USER_INPUT', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expectError(await suite.s.gql(`query($id: ID!) { table(tableId: $id) { seq } }`, { id: unknown }), 'NOT_FOUND');
    expectError(await suite.s.gql(BID, { input: { tableId: unknown, value: 18 } }, p[0].token), 'NOT_FOUND');
    expectError(await suite.s.gql(`mutation($i: JoinTableInput!) { joinTable(input: $i) { seq } }`, { i: { tableId: unknown } }, outsider.token), 'NOT_FOUND');
    expectError(await suite.s.gql(BID, { input: { tableId: 'not-a-uuid', value: 18 } }, p[0].token), 'BAD_USER_INPUT');
  });

  it('refuses malformed cards, off-ladder bids and wrong types with BAD_USER_INPUT', async () => {
    const t = p[await turnPlayer()];
    await refused(() => suite.s.gql(PLAY, { input: { tableId, card: 'XJ' } }, t.token), 'BAD_USER_INPUT');
    await refused(() => suite.s.gql(PLAY, { input: { tableId, card: 'CJJ' } }, t.token), 'BAD_USER_INPUT');
    await refused(() => suite.s.gql(BID, { input: { tableId, value: 19 } }, t.token), 'BAD_USER_INPUT');
    await refused(() => suite.s.gql(BID, { input: { tableId, value: 1000 } }, t.token), 'BAD_USER_INPUT');
    await refused(() => suite.s.gql(BID, { input: { tableId, value: 'eighteen' } }, t.token), 'BAD_USER_INPUT');
    await refused(() => suite.s.gql(`mutation { skatDiscard(input: { tableId: "${tableId}", cards: ["CJ"] }) { seq } }`, {}, t.token), 'BAD_USER_INPUT');
    expectError(await suite.s.gql('{ nonsense }'), 'BAD_USER_INPUT');
    expectError(await suite.s.gql('{ lobby { id '), 'BAD_USER_INPUT');
  });

  it('refuses moves out of turn with ILLEGAL_ACTION and the engine code', async () => {
    const turn = await turnPlayer();
    const other = p[(turn + 1) % 3];
    await refused(() => suite.s.gql(BID, { input: { tableId, value: 18 } }, other.token), 'ILLEGAL_ACTION', { engineCode: 'NOT_YOUR_TURN' });
    await refused(() => suite.s.gql(PLAY, { input: { tableId, card: 'CJ' } }, p[turn].token), 'ILLEGAL_ACTION');
  });

  it('refuses actions from players without a seat at the table with FORBIDDEN', async () => {
    await refused(() => suite.s.gql(BID, { input: { tableId, value: 18 } }, outsider.token), 'FORBIDDEN');
    await refused(() => suite.s.gql(PASS, { input: { tableId } }, outsider.token), 'FORBIDDEN');
    // An outsider sees no legal actions (and so no hand) either.
    expect((await legalActions(suite.s, tableId, outsider.token)).actions).toEqual([]);
  });

  it('serves no record of a deal that is still running (FORBIDDEN)', async () => {
    expectError(await suite.s.gql(`query($id: ID!) { dealRecord(tableId: $id, deal: 1) { iss } }`, { id: tableId }, p[0].token), 'FORBIDDEN');
  });

  it('refuses joining a full table with CONFLICT', async () => {
    await refused(() => suite.s.gql(`mutation($i: JoinTableInput!) { joinTable(input: $i) { seq } }`, { i: { tableId } }, outsider.token), 'CONFLICT', {
      reason: 'TABLE_FULL',
    });
  });

  it('refuses a stale expectedSeq with CONFLICT and the current seq', async () => {
    const view = await tableView(suite.s, tableId, p[0].token);
    const t = p[view.match.turn];
    const legal = await legalActions(suite.s, tableId, t.token);
    expect(legal.seq).toBe(view.seq);
    await refused(() => suite.s.gql(PASS, { input: { tableId, expectedSeq: view.seq - 1 } }, t.token), 'CONFLICT', { reason: 'STALE', currentSeq: view.seq });
  });

  it('applies a retried action once (clientActionId) and returns the first result', async () => {
    const before = await tableView(suite.s, tableId, p[0].token);
    const t = p[before.match.turn];
    const input = { tableId, value: 18, clientActionId: 'retry-1' };
    const first = (await suite.s.ok<any>(BID, { input }, t.token)).skatBid;
    const second = (await suite.s.ok<any>(BID, { input }, t.token)).skatBid;
    expect(first.replayed).toBe(false);
    expect(second.replayed).toBe(true);
    expect(second.seq).toBe(first.seq);
    expect(second.events).toEqual(first.events);
    const after = await tableView(suite.s, tableId, t.token);
    expect(after.seq).toBe(first.seq);
    expect(after.match.deal).toEqual(first.view.match.deal);
  });

  it('applies one action sent twice at once with one clientActionId once; both get its seq', async () => {
    // A table of its own: the tests here share one table's bidding.
    const own: string = (await createTable(suite.s, p[0].token, { preset: 'CLUB' })).table.id;
    for (const x of p.slice(1)) await joinTable(suite.s, x.token, { tableId: own });
    const before = await tableView(suite.s, own, p[0].token);
    const t = p[before.match.turn];
    const input = { tableId: own, clientActionId: 'twice-at-once' };
    const [a, b] = await Promise.all([suite.s.ok<any>(PASS, { input }, t.token), suite.s.ok<any>(PASS, { input }, t.token)]);
    expect([a.skatPass.replayed, b.skatPass.replayed].sort()).toEqual([false, true]);
    expect(a.skatPass.seq).toBe(b.skatPass.seq);
    expect(a.skatPass.events).toEqual(b.skatPass.events);
    const after = await tableView(suite.s, own, t.token);
    expect(after.seq).toBe(a.skatPass.seq);
  });

  it('lets exactly one of 20 simultaneous actions through', async () => {
    const view = await tableView(suite.s, tableId, p[0].token);
    const turn: number = view.match.turn;
    const t = p[turn];
    const legal = await legalActions(suite.s, tableId, t.token);
    const bids = legal.actions.filter((a) => a.type === 'bid').map((a) => a.value!);
    // Twenty different moves from the player to move, all based on the same seq.
    const requests = Array.from({ length: 20 }, (_, i) =>
      i % 2 === 0 || !bids.length
        ? suite.s.gql(PASS, { input: { tableId, expectedSeq: legal.seq } }, t.token)
        : suite.s.gql(BID, { input: { tableId, value: bids[i % bids.length], expectedSeq: legal.seq } }, t.token),
    );
    const results = await Promise.all(requests);
    const ok = results.filter((r) => !r.errors);
    expect(ok).toHaveLength(1);
    for (const r of results.filter((x) => x.errors)) {
      expect(r.errors![0].extensions?.code).toBe('CONFLICT');
      expect(r.errors![0].extensions?.reason).toBe('STALE');
    }
    const after = await tableView(suite.s, tableId, p[0].token);
    const winner = Object.values(ok[0].data!)[0] as { seq: number };
    expect(after.seq).toBe(winner.seq);

    // Without expectedSeq the losers are refused by the engine instead (not their turn any more).
    const v2 = await tableView(suite.s, tableId, p[0].token);
    const t2 = p[v2.match.turn];
    const racing = await Promise.all(Array.from({ length: 20 }, () => suite.s.gql(PASS, { input: { tableId } }, t2.token)));
    expect(racing.filter((r) => !r.errors)).toHaveLength(1);
    for (const r of racing.filter((x) => x.errors)) expect(r.errors![0].extensions?.code).toBe('ILLEGAL_ACTION');
  });

  it('keeps private tables private and revokes tokens', async () => {
    const priv = await createTable(suite.s, outsider.token, { preset: 'CLUB', visibility: 'PRIVATE' });
    const code: string = priv.table.inviteCode;
    expect(code).toMatch(/^[0-9a-f]{12}$/);
    const lobby = await suite.s.ok<{ lobby: { id: string }[] }>('{ lobby { id } }');
    expect(lobby.lobby.map((t) => t.id)).not.toContain(priv.table.id);
    const joinQ = `mutation($i: JoinTableInput!) { joinTable(input: $i) { yourSeat table { inviteCode } } }`;
    expectError(await suite.s.gql(joinQ, { i: { tableId: priv.table.id } }, p[0].token), 'FORBIDDEN');
    expectError(await suite.s.gql(joinQ, { i: { tableId: priv.table.id, inviteCode: 'wrong' } }, p[0].token), 'FORBIDDEN');
    const joined = await suite.s.ok<any>(joinQ, { i: { tableId: priv.table.id, inviteCode: code } }, p[0].token);
    expect(joined.joinTable.yourSeat).toBe(1);
    // Spectators do not learn the code.
    expect((await tableView(suite.s, priv.table.id)).table.inviteCode).toBeNull();
    const left = await suite.s.ok<any>(`mutation($id: ID!) { leaveTable(tableId: $id) { yourSeat } }`, { id: priv.table.id }, p[0].token);
    expect(left.leaveTable.yourSeat).toBeNull();

    const extra = await suite.s.ok<any>('mutation { issueToken { tokenId token } }', {}, outsider.token);
    expect((await suite.s.ok<any>('{ me { name } }', {}, extra.issueToken.token)).me.name).toBe('Otto');
    await suite.s.ok('mutation($id: ID!) { revokeToken(tokenId: $id) }', { id: extra.issueToken.tokenId }, outsider.token);
    expectError(await suite.s.gql('{ me { name } }', {}, extra.issueToken.token), 'UNAUTHENTICATED');
    expect((await suite.s.ok<any>('{ me { name } }', {}, outsider.token)).me.name).toBe('Otto');
  });

  it('closes subscriptions with a wrong token and refuses unknown tables there', async () => {
    const bad = suite.s.wsClient('wrong-token');
    const closed = await new Promise<unknown>((resolve) => {
      bad.subscribe({ query: '{ __typename }' }, { next: () => undefined, error: resolve, complete: () => resolve('complete') });
    });
    expect(closed).not.toBe('complete');
    await bad.dispose();

    const anon = suite.s.wsClient();
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
