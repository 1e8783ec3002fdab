// Amplification through a big field: one small request must not make the server read, build and
// send the same big view many times over. Against a real server with the default limits: the
// 1,400-alias `table { match }` request is refused before any work, a flood of different tables
// too, aliases of one table read it once, the response size is capped, and normal full views pass.
import { wsOnce } from '../support/ws.js';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import { Lexer, parse, Source, TokenKind } from 'graphql';
import { complexityOf } from '../../src/limits/query-limits.js';
import { TablesRepository } from '../../src/tables/tables.repository.js';
import { useTestServer, type TestServer } from '../support/app.js';
import { ACTION_RESULT, createTable, FEED, joinTable, MATCH_VIEW, register, TABLE_FIELDS, TABLE_VIEW, type Registered } from '../support/skat.js';

const UNKNOWN_TABLE = '00000000-0000-4000-8000-000000000000';

/** `n` aliases of `table(tableId) { selection }`, one table id per alias (`ids(i)`). */
function aliased(n: number, ids: (i: number) => string, selection: string): string {
  return `{${Array.from({ length: n }, (_, i) => `t${i}:table(tableId:"${ids(i)}"){${selection}}`).join(' ')}}`;
}

/** `n` aliases of one table's `selection`, as the attack sends them (a variable and a fragment keep it under the body limit). */
function sameTable(n: number, selection: string): string {
  return `query($id:ID!){${Array.from({ length: n }, (_, i) => `t${i}:table(tableId:$id){...V}`).join(' ')}} fragment V on TableView { ${selection} }`;
}

/** A table whose match has started. */
async function startedTable(s: TestServer): Promise<{ tableId: string; players: Registered[] }> {
  const players = [await register(s, 'Ann'), await register(s, 'Ben'), await register(s, 'Cid')];
  const tableId = (await createTable(s, players[0].token, { preset: 'STANDARD' })).table.id as string;
  await joinTable(s, players[1].token, { tableId }, TABLE_FIELDS);
  await joinTable(s, players[2].token, { tableId }, TABLE_FIELDS);
  return { tableId, players };
}

/** Counts TablesRepository.find calls while `run` runs. */
async function tableReads(s: TestServer, run: () => Promise<unknown>): Promise<number> {
  const repo = s.app.get(TablesRepository);
  const find = repo.find;
  let reads = 0;
  repo.find = (...args: Parameters<typeof find>) => (reads++, find.apply(repo, args));
  try {
    await run();
  } finally {
    repo.find = find;
  }
  return reads;
}

describe('amplification through a long document (default limits)', () => {
  const suite = useTestServer();

  it('refuses 1,400 aliases of table { match } while parsing: too many tokens, before validation and any read', async () => {
    const { tableId } = await startedTable(suite.s);
    const attack = sameTable(1400, `match { ${MATCH_VIEW} }`);
    let res: Awaited<ReturnType<TestServer['gql']>> | undefined;
    const reads = await tableReads(suite.s, async () => (res = await suite.s.gql(attack, { id: tableId })));
    expect(res!.errors?.[0]?.extensions).toMatchObject({ code: 'LIMIT_EXCEEDED', limit: 'QUERY_TOKENS', max: 4000 });
    expect(reads).toBe(0);
    // The fullest selection a client makes (an action's result: every event type and the whole view) stays under the cap.
    const lexer = new Lexer(new Source(`mutation($i: ActionInput!) { skatPass(input: $i) { ${ACTION_RESULT} } }`));
    let tokens = 0;
    while (lexer.advance().kind !== TokenKind.EOF) tokens++;
    expect(tokens).toBeLessThan(4000 / 2);
    const full = await suite.s.gql(`query($id: ID!) { table(tableId: $id) { ${TABLE_VIEW} } }`, { id: tableId });
    expect(full.errors).toBeUndefined();
  });
});

// The layers behind the token cap, each on its own: the cap raised so that long documents reach them.
describe('amplification through a big field (token cap raised)', () => {
  const suite = useTestServer({ MAX_QUERY_TOKENS: 1_000_000 });
  let tableId: string;
  let players: Registered[];
  beforeAll(async () => {
    ({ tableId, players } = await startedTable(suite.s));
  });

  it('refuses 1,400 aliases of table { match } before reading any table, and fast', async () => {
    const attack = sameTable(1400, `match { ${MATCH_VIEW} }`);
    expect(attack.length).toBeLessThan(65536);
    const started = Date.now();
    let res: Awaited<ReturnType<TestServer['gql']>> | undefined;
    const reads = await tableReads(suite.s, async () => (res = await suite.s.gql(attack, { id: tableId })));
    expect(res!.errors?.[0]?.extensions).toMatchObject({ code: 'LIMIT_EXCEEDED', limit: 'ALIASES' });
    expect(res!.data ?? null).toBeNull();
    expect(reads).toBe(0);
    expect(Date.now() - started).toBeLessThan(5000); // generous on a shared machine; the attack took seconds of database work
    // Without the alias cap the weights alone refuse it: its complexity is far above the limit.
    const schema = suite.s.app.get(GraphQLSchemaHost).schema;
    expect(complexityOf(schema, parse(attack), { id: tableId })).toBeGreaterThan(3000 * 10);
  });

  it('weighs a full view well under the limit, and many aliases of different tables above it', async () => {
    const schema = suite.s.app.get(GraphQLSchemaHost).schema;
    const full = complexityOf(schema, parse(`query($id: ID!) { table(tableId: $id) { ${TABLE_VIEW} } }`), { id: tableId })!;
    const feed = complexityOf(schema, parse(FEED), { tableId })!;
    expect(full).toBeLessThan(1000);
    expect(feed).toBeLessThan(1500);
    // Under the alias cap, but 25 different tables with their match views are too much work for one request.
    const ids = Array.from({ length: 25 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    const many = await suite.s.gql(aliased(25, (i) => ids[i], `match { ${MATCH_VIEW} }`));
    expect(many.errors?.[0]?.extensions).toMatchObject({ code: 'LIMIT_EXCEEDED', limit: 'COMPLEXITY' });
    // And 800 different tables (as many as fit in a request), however little is asked of each: the alias cap.
    const flood = await suite.s.gql(aliased(800, (i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`, 'seq'));
    expect(flood.errors?.[0]?.extensions).toMatchObject({ code: 'LIMIT_EXCEEDED', limit: 'ALIASES' });
  });

  it('counts aliases through fragments, and over websockets', async () => {
    // Each fragment brings one more alias and spreads the next: 40 aliases of table in one selection.
    const chain = Array.from(
      { length: 40 },
      (_, i) => `fragment F${i} on Query { t${i}: table(tableId: "${tableId}") { seq } ${i < 39 ? `...F${i + 1}` : ''} }`,
    ).join(' ');
    const spread = await suite.s.gql(`{ ...F0 } ${chain}`);
    expect(spread.errors?.[0]?.extensions).toMatchObject({ code: 'LIMIT_EXCEEDED', limit: 'ALIASES' });
    // Each fragment spreads the next twice: 2^11 lookups under one name written in a few hundred bytes. GraphQL merges
    // them into one field, but the complexity estimator counts each and refuses the operation.
    const doubling = Array.from({ length: 11 }, (_, i) => `fragment D${i} on Query { ...D${i + 1} ...D${i + 1} }`).join(' ');
    const doubled = await suite.s.gql(`{ ...D0 } ${doubling} fragment D11 on Query { table(tableId: "${tableId}") { seq } }`);
    expect(doubled.errors?.[0]?.extensions).toMatchObject({ code: 'LIMIT_EXCEEDED' });
    const inFeed = `subscription($t: ID!) { tableEvents(tableId: $t) { view { ${Array.from({ length: 40 }, (_, i) => `s${i}: seq`).join(' ')} } } }`;
    expect((await wsOnce(suite.s.wsUrl, undefined, inFeed, { t: tableId })).errors?.[0]?.extensions).toMatchObject({
      code: 'LIMIT_EXCEEDED',
      limit: 'ALIASES',
    });
  });

  it('reads a table once for all the aliases of it in one request', async () => {
    let res: Awaited<ReturnType<TestServer['gql']>> | undefined;
    const reads = await tableReads(suite.s, async () => (res = await suite.s.gql(sameTable(20, 'seq turn'), { id: tableId }, players[0].token)));
    expect(res!.errors).toBeUndefined();
    expect(Object.keys(res!.data!)).toHaveLength(20);
    expect(reads).toBe(1);
    // Unknown tables too: one read, twenty refusals.
    const unknown = await tableReads(suite.s, () => suite.s.gql(aliased(20, () => UNKNOWN_TABLE, 'seq')));
    expect(unknown).toBe(1);
  });

  it('still serves full views, a batch of them, and the full feed', async () => {
    for (const p of [...players, undefined]) {
      const res = await suite.s.gql(`query($id: ID!) { table(tableId: $id) { ${TABLE_VIEW} } }`, { id: tableId }, p?.token);
      expect(res.errors).toBeUndefined();
      expect(res.data!.table.match.deal).toBeTruthy();
    }
    const feed = await wsOnce(suite.s.wsUrl, undefined, FEED, { tableId });
    expect(feed.errors).toBeUndefined();
    expect(feed.data.tableEvents.view.match).toBeTruthy();
  });
});

describe('the response size cap', () => {
  // Complexity high enough that the size cap is what refuses.
  const suite = useTestServer({ MAX_RESPONSE_BYTES: 65536, MAX_QUERY_COMPLEXITY: 100_000 });

  it('refuses an answer above MAX_RESPONSE_BYTES with LIMIT_EXCEEDED instead of sending it, over HTTP and websockets', async () => {
    const { tableId, players } = await startedTable(suite.s);
    const one = await suite.s.gql(`query($id: ID!) { table(tableId: $id) { ${TABLE_VIEW} } }`, { id: tableId }, players[0].token);
    expect(one.errors).toBeUndefined();
    const bytes = JSON.stringify(one).length;
    const n = Math.ceil(70_000 / bytes);
    expect(n).toBeLessThanOrEqual(30); // within the alias cap
    const big = await suite.s.gql(sameTable(n, TABLE_VIEW), { id: tableId }, players[0].token);
    expect(big.status).toBe(400);
    expect(big.data ?? null).toBeNull();
    expect(big.errors?.[0]?.extensions).toMatchObject({ code: 'LIMIT_EXCEEDED', limit: 'RESPONSE_SIZE', max: 65536 });
    // The same query over a websocket: the same refusal, no data.
    const overSocket = await wsOnce(suite.s.wsUrl, players[0].token, sameTable(n, TABLE_VIEW), { id: tableId });
    expect(overSocket.data ?? null).toBeNull();
    expect(overSocket.errors?.[0]?.extensions).toMatchObject({ code: 'LIMIT_EXCEEDED', limit: 'RESPONSE_SIZE', max: 65536 });
    // One table's view over the socket still fits.
    expect(
      (await wsOnce(suite.s.wsUrl, players[0].token, `query($id: ID!) { table(tableId: $id) { ${TABLE_VIEW} } }`, { id: tableId })).errors,
    ).toBeUndefined();
  });
});
