// String inputs (issue 16, finding 7): a control character or an over-long string in any
// argument is BAD_USER_INPUT naming the field, over HTTP, websockets and SSE, never an
// internal error (PostgreSQL refuses NUL in text); verifyDeal's record may be long JSON text.
import { Subscriber, useTestServer, type GqlResponse } from '../support/app.js';
import { createTable, joinTable, register, tableView, type Registered } from '../support/skat.js';
import { SseStream } from '../support/sse.js';

const PASS = `mutation($input: ActionInput!) { skatPass(input: $input) { seq } }`;

function badInput(res: GqlResponse, field: RegExp): void {
  expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  expect(res.errors![0].message).toMatch(field);
}

describe('string inputs', () => {
  const suite = useTestServer({ MAX_STRING_LENGTH: 200 });
  let p: Registered[];
  let tableId: string;

  beforeAll(async () => {
    p = [await register(suite.s, 'Ann'), await register(suite.s, 'Ben'), await register(suite.s, 'Cid')];
    tableId = (await createTable(suite.s, p[0].token, { preset: 'STANDARD' })).table.id;
    await joinTable(suite.s, p[1].token, { tableId });
    await joinTable(suite.s, p[2].token, { tableId });
  });

  it('refuses NUL and other control characters in an action input, for the player to move too', async () => {
    const view = await tableView(suite.s, tableId, p[0].token);
    const mover = p[view.match.turn as number];
    for (const id of ['a\u0000b', 'a\u001bb', 'a\u0085b', 'a\u007fb']) {
      badInput(await suite.s.gql(PASS, { input: { tableId, clientActionId: id } }, mover.token), /input\.clientActionId contains a control character/);
    }
    // As a literal in the document too.
    badInput(
      await suite.s.gql(`mutation { skatPass(input: { tableId: "${tableId}", clientActionId: "a\\u0000b" }) { seq } }`, {}, mover.token),
      /clientActionId/,
    );
    // Plain arguments and list elements.
    badInput(await suite.s.gql(`query($t: ID!) { table(tableId: $t) { seq } }`, { t: 'x\u0000' }), /tableId contains a control character/);
    badInput(
      await suite.s.gql(`mutation($i: SkatDiscardInput!) { skatDiscard(input: $i) { seq } }`, { i: { tableId, cards: ['CJ', 'S\u0000J'] } }, mover.token),
      /input\.cards\[1\]/,
    );
    expect(await tableView(suite.s, tableId, p[0].token)).toEqual(view);
  });

  it('refuses strings over MAX_STRING_LENGTH, and lets a long deal record through', async () => {
    badInput(await suite.s.gql(`query($t: ID!) { table(tableId: $t) { seq } }`, { t: 'x'.repeat(201) }), /tableId is too long \(201 characters, at most 200\)/);
    badInput(
      await suite.s.gql(`query($r: String!, $s: String) { verifyDeal(record: $r, matchSeed: $s) { dealMatches } }`, { r: '{}', s: 'x'.repeat(201) }),
      /matchSeed is too long/,
    );
    // The record is JSON text: longer than the cap, with its whitespace; it is judged, not refused as input.
    const record = JSON.stringify({ record: { padding: 'x'.repeat(1000) } }, null, 2);
    const res = await suite.s.gql(`query($r: String!) { verifyDeal(record: $r) { dealMatches } }`, { r: record });
    expect(res.errors?.[0]?.message ?? '').not.toMatch(/too long|control character/);
    badInput(
      await suite.s.gql(`query($r: String!) { verifyDeal(record: $r) { dealMatches } }`, { r: '{"a":"\u0000"}' }),
      /record contains a control character/,
    );
  });

  it('refuses control characters over websockets and SSE the same way', async () => {
    const client = suite.s.wsClient(p[0].token);
    const sub = new Subscriber<any>(client, `subscription($t: ID!) { tableEvents(tableId: $t) { seq } }`, { t: 'a\u0000b' });
    await expect(sub.waitFor((m) => m.length > 0)).rejects.toBeDefined();
    expect(JSON.stringify(sub.errors)).toMatch(/tableId contains a control character/);
    await client.dispose();

    const sse = await SseStream.open(suite.s.httpUrl, `subscription($t: ID!) { tableEvents(tableId: $t) { seq } }`, { t: 'a\u0000b' }, { token: p[0].token });
    await sse.waitFor((e) => e.some((x) => x.event === 'next' || x.event === 'complete')).catch(() => undefined);
    const said = JSON.stringify(sse.body ?? sse.events);
    expect(said).toMatch(/BAD_USER_INPUT/);
    expect(said).toMatch(/tableId contains a control character/);
    expect(said).not.toMatch(/INTERNAL_SERVER_ERROR/);
    sse.close();
  });
});
