// Abuse limits and token revocation, over real HTTP and real websockets: depth and complexity
// limits, the body size limit, the batch cap, malformed bodies, the websocket message limit,
// the cap on open subscriptions per token, rate limits per token and per address (with
// retryAfter), and revoked or rotated tokens refused on HTTP and on websockets. A server with
// low limits is used so that every limit is actually reached.
import { wsOnce } from '../support/ws.js';
import request from 'supertest';
import WebSocket from 'ws';
import { Subscriber, type GqlResponse, useTestServer } from '../support/app.js';
import { createTable, register, type Registered } from '../support/skat.js';
import { TablePubSub } from '../../src/events/table-pubsub.js';
import { PlayersRepository } from '../../src/players/players.repository.js';

/** A feed query within the low depth limit of this file's server. */
const FEED = `subscription($tableId: ID!) { tableEvents(tableId: $tableId) { kind seq events { seq type } } }`;

const LIMITS = {
  MAX_QUERY_DEPTH: 4,
  MAX_QUERY_COMPLEXITY: 150,
  MAX_BODY_BYTES: 4096,
  MAX_BATCH_OPERATIONS: 3,
  MAX_SUBSCRIPTIONS_PER_TOKEN: 2,
  // Above the 80 aliases the complexity test sends: there the complexity limit is what refuses (the alias cap: amplification.e2e-spec.ts).
  MAX_ALIASES_PER_FIELD: 100,
};

function expectCode(res: { errors?: { message: string; extensions?: Record<string, any> }[] }, code: string, extra: Record<string, unknown> = {}): void {
  expect(res.errors?.length).toBeGreaterThan(0);
  const e = res.errors![0];
  expect(e.extensions?.code).toBe(code);
  for (const [k, v] of Object.entries(extra)) expect(e.extensions?.[k]).toEqual(v);
  expect(e.message.length).toBeGreaterThan(10);
}

describe('abuse limits', () => {
  const suite = useTestServer(LIMITS);
  let ann: Registered;
  let tableId: string;
  beforeAll(async () => {
    ann = await register(suite.s, 'Ann');
    tableId = (await createTable(suite.s, ann.token, { preset: 'STANDARD' })).table.id;
  });

  it('refuses operations nested deeper than MAX_QUERY_DEPTH, over HTTP and websockets', async () => {
    // Depth 5 is refused before it runs (the bid would be illegal anyway); depth 4 is served.
    const deep = `mutation($t: ID!) { skatPass(input: { tableId: $t }) { view { table { seats { player { id } } } } } }`;
    const ok = `query($t: ID!) { table(tableId: $t) { table { seats { player { id } } } } }`;
    expect((await suite.s.gql(ok, { t: tableId })).errors).toBeUndefined();
    expectCode(await suite.s.gql(deep, { t: tableId }, ann.token), 'LIMIT_EXCEEDED', { limit: 'DEPTH', max: 4 });
    // The same depth hidden in fragments is found too.
    const viaFragments = `mutation($t: ID!) { skatPass(input: { tableId: $t }) { ...A } } fragment A on ActionResult { view { ...B } } fragment B on TableView { table { seats { player { id } } } }`;
    expectCode(await suite.s.gql(viaFragments, { t: tableId }, ann.token), 'LIMIT_EXCEEDED', { limit: 'DEPTH' });
    // Broken fragments (unknown, cyclic) are ordinary validation errors, never a crash.
    expectCode(await suite.s.gql(`{ lobby { ...Nope } }`), 'BAD_USER_INPUT');
    expectCode(await suite.s.gql(`{ lobby { ...A } } fragment A on Table { seats { index } ...B } fragment B on Table { ...A }`), 'BAD_USER_INPUT');
    // Introspection does not count (its own nesting is fixed and bounded).
    expect((await suite.s.gql(`{ __schema { types { fields { type { ofType { ofType { name } } } } } } }`)).errors).toBeUndefined();
    // Twice over websockets: a refused document is never kept as a valid one.
    for (let i = 0; i < 2; i++) {
      const ws = await wsOnce(suite.s.wsUrl, undefined, `subscription($t: ID!) { tableEvents(tableId: $t) { view { table { seats { player { id } } } } } }`, {
        t: tableId,
      });
      expectCode(ws, 'LIMIT_EXCEEDED', { limit: 'DEPTH' });
    }
  });

  it('refuses operations above MAX_QUERY_COMPLEXITY (aliases and list sizes count), over HTTP and websockets', async () => {
    const aliases = `{ ${Array.from({ length: 80 }, (_, i) => `m${i}: me { id }`).join(' ')} }`;
    // Twice: the second time its complexity is remembered (the same document), and still refused.
    for (let i = 0; i < 2; i++) expectCode(await suite.s.gql(aliases, {}, ann.token), 'LIMIT_EXCEEDED', { limit: 'COMPLEXITY', max: 150 });
    // The lobby's size comes from a variable: never remembered, each request counts its own.
    const lobby = `query($n: Int!) { lobby(limit: $n) { id seats { index } } }`;
    expect((await suite.s.gql(lobby, { n: 10 })).errors).toBeUndefined();
    const big = await suite.s.gql(lobby, { n: 200 });
    expect((await suite.s.gql(lobby, { n: 10 })).errors).toBeUndefined();
    expect(big.status).toBe(400);
    expectCode(big, 'LIMIT_EXCEEDED', { limit: 'COMPLEXITY' });
    expectCode(await wsOnce(suite.s.wsUrl, undefined, lobby, { n: 200 }), 'LIMIT_EXCEEDED', { limit: 'COMPLEXITY' });
    // Variables that do not coerce are the client's error over websockets too (found by the fuzz).
    expectCode(await wsOnce(suite.s.wsUrl, undefined, lobby, { n: 'ten' }), 'BAD_USER_INPUT');
  });

  it('refuses bodies above MAX_BODY_BYTES, malformed JSON and other content types with a code', async () => {
    const huge = await request(suite.s.httpUrl)
      .post('/graphql')
      .set('content-type', 'application/json')
      .send({ query: '{ lobby { id } }', variables: { x: 'y'.repeat(5000) } });
    expect(huge.status).toBe(413);
    expectCode(huge.body, 'LIMIT_EXCEEDED', { limit: 'BODY_SIZE', max: 4096 });
    const broken = await request(suite.s.httpUrl).post('/graphql').set('content-type', 'application/json').send('{"query": "{ lobby { id } }"');
    expect(broken.status).toBe(400);
    expectCode(broken.body, 'BAD_USER_INPUT');
    const text = await request(suite.s.httpUrl).post('/graphql').set('content-type', 'text/plain').send('{ lobby { id } }');
    expect(text.status).toBe(415);
    expectCode(text.body, 'BAD_USER_INPUT');
  });

  it('answers batches up to MAX_BATCH_OPERATIONS and refuses bigger ones', async () => {
    const op = { query: '{ lobby { id } }' };
    const three = await request(suite.s.httpUrl).post('/graphql').set('content-type', 'application/json').send([op, op, op]);
    expect(three.status).toBe(200);
    expect(three.body).toHaveLength(3);
    for (const r of three.body as GqlResponse[]) expect(r.errors).toBeUndefined();
    const four = await request(suite.s.httpUrl).post('/graphql').set('content-type', 'application/json').send([op, op, op, op]);
    expect(four.status).toBe(400);
    expectCode(four.body, 'LIMIT_EXCEEDED', { limit: 'BATCH', max: 3 });
    const empty = await request(suite.s.httpUrl).post('/graphql').set('content-type', 'application/json').send([]);
    expectCode(empty.body, 'BAD_USER_INPUT');
  });

  it('closes a websocket whose message is above MAX_BODY_BYTES (1009)', async () => {
    const res = await wsOnce(suite.s.wsUrl, undefined, `{ lobby { id } } # ${'x'.repeat(5000)}`);
    expect(res.close?.code).toBe(1009);
  });

  it('caps open subscriptions per token; a finished one frees its place', async () => {
    const ben = await register(suite.s, 'Ben');
    const client = suite.s.wsClient(ben.token);
    const subs = [new Subscriber<any>(client, FEED, { tableId }), new Subscriber<any>(client, FEED, { tableId })];
    await Promise.all(subs.map((x) => x.waitFor((m) => m.length >= 1)));
    const third = new Subscriber<any>(client, FEED, { tableId });
    await third.waitFor((m) => m.length > 0 || third.errors.length > 0 || third.completed).catch(() => undefined);
    expect(third.messages).toEqual([]);
    expect(JSON.stringify(third.errors)).toContain('"code":"LIMIT_EXCEEDED"');
    expect(JSON.stringify(third.errors)).toContain('"limit":"SUBSCRIPTIONS"');
    // Another token is not affected; and once one of Ben's ends, Ben may open another.
    const other = suite.s.wsClient(ann.token);
    const annSub = new Subscriber<any>(other, FEED, { tableId });
    await annSub.waitFor((m) => m.length >= 1);
    subs[0].close();
    // The cap frees asynchronously (the server sees the complete message): wait until a new one is admitted.
    let again: Subscriber<any>;
    for (;;) {
      again = new Subscriber<any>(client, FEED, { tableId });
      await again.waitFor((m) => m.length >= 1 || again.errors.length > 0).catch(() => undefined);
      if (again.messages.length) break;
      again.close();
    }
    expect(again.messages[0].tableEvents.kind).toBe('VIEW');
    again.close();
    subs[1].close();
    annSub.close();
    await client.dispose();
    await other.dispose();
  });

  it('refuses a revoked or rotated token on HTTP and on websockets, and closes its open sockets', async () => {
    const cid = await register(suite.s, 'Cid');
    const second = (await suite.s.ok<any>('mutation { issueToken { tokenId token } }', {}, cid.token)).issueToken;
    // A live subscription on the second token ...
    const raw = new WebSocket(suite.s.wsUrl, 'graphql-transport-ws');
    const closed = new Promise<{ code: number; reason: string }>((resolve) => raw.on('close', (code, reason) => resolve({ code, reason: String(reason) })));
    const acked = new Promise<void>((resolve) =>
      raw.on('message', (m) => {
        const msg = JSON.parse(String(m));
        if (msg.type === 'connection_ack') {
          raw.send(JSON.stringify({ id: 'f', type: 'subscribe', payload: { query: FEED, variables: { tableId } } }));
        }
        if (msg.type === 'next') resolve();
      }),
    );
    raw.on('open', () => raw.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${second.token}` } })));
    await acked;
    // ... is closed when the token is revoked.
    await suite.s.ok('mutation($id: ID!) { revokeToken(tokenId: $id) }', { id: second.tokenId }, cid.token);
    expect(await closed).toEqual({ code: 4401, reason: expect.stringContaining('UNAUTHENTICATED') });
    expectCode(await suite.s.gql('{ me { id } }', {}, second.token), 'UNAUTHENTICATED');
    expect((await wsOnce(suite.s.wsUrl, second.token, '{ me { id } }')).close).toEqual({ code: 4401, reason: expect.stringContaining('UNAUTHENTICATED') });

    // Rotation: the new token works, the old one is refused everywhere.
    const rotated = (await suite.s.ok<any>('mutation { rotateToken { tokenId token } }', {}, cid.token)).rotateToken;
    expect(rotated.token).toMatch(/^skat_[A-Za-z0-9_-]{32}$/);
    expect((await suite.s.ok<any>('{ me { name } }', {}, rotated.token)).me.name).toBe('Cid');
    expectCode(await suite.s.gql('{ me { id } }', {}, cid.token), 'UNAUTHENTICATED');
    expect((await wsOnce(suite.s.wsUrl, cid.token, '{ me { id } }')).close?.code).toBe(4401);
    // Someone else's token cannot be revoked.
    expectCode(await suite.s.gql('mutation($id: ID!) { revokeToken(tokenId: $id) }', { id: rotated.tokenId }, ann.token), 'NOT_FOUND');
    expect((await suite.s.ok<any>('{ me { name } }', {}, rotated.token)).me.name).toBe('Cid');
  });

  it('closes the sockets of a token revoked on another instance, and refuses it at once (the revocation message)', async () => {
    const dan = await register(suite.s, 'Dan');
    const second = (await suite.s.ok<any>('mutation { issueToken { tokenId token } }', {}, dan.token)).issueToken;
    // This instance has looked the token up, so it is cached here.
    expect((await suite.s.ok<any>('{ me { name } }', {}, second.token)).me.name).toBe('Dan');
    const client = suite.s.wsClient(second.token);
    const closed = new Promise<number>((resolve) => client.on('closed', (e) => resolve((e as { code: number }).code)));
    const first = new Subscriber<any>(client, FEED, { tableId });
    await first.waitFor((m) => m.length >= 1);
    // What another instance's revokeToken does: the database row, then the message to every instance.
    await suite.s.app.get(PlayersRepository).revokeToken(dan.playerId, second.tokenId);
    suite.s.app.get(TablePubSub).send('tokens.revoked', { tokenId: second.tokenId });
    expect(await closed).toBe(4401);
    expectCode(await suite.s.gql('{ me { name } }', {}, second.token), 'UNAUTHENTICATED');
    await client.dispose();
  });
});

describe('rate limits', () => {
  const suite = useTestServer({ RATE_LIMIT_PER_TOKEN: 5, RATE_LIMIT_PER_IP: 12, RATE_LIMIT_WINDOW_SECONDS: 600 });

  it('refuses a token above its budget and then the address, with retryAfter in seconds', async () => {
    const a = await register(suite.s, 'Ann'); // 1 hit for the address
    const b = await register(suite.s, 'Ben'); // 2
    for (let i = 0; i < 5; i++) expect((await suite.s.gql('{ me { id } }', {}, a.token)).errors).toBeUndefined(); // 7
    const limited = await suite.s.gql('{ me { id } }', {}, a.token); // 8: Ann's sixth
    expectCode(limited, 'RATE_LIMITED', { limit: 'TOKEN' });
    const retryAfter = limited.errors![0].extensions!.retryAfter;
    expect(Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 600).toBe(true);
    // Ben has his own token budget, but all share the address's 12.
    for (let i = 0; i < 4; i++) expect((await suite.s.gql('{ me { id } }', {}, b.token)).errors).toBeUndefined(); // 12
    const byIp = await suite.s.gql('{ me { id } }', {}, b.token);
    expectCode(byIp, 'RATE_LIMITED', { limit: 'IP' });
    expect(byIp.errors![0].extensions!.retryAfter).toBeGreaterThanOrEqual(1);
    // Aliases count one by one: no way around the budget inside one request.
    expectCode(await suite.s.gql('{ x: lobby { id } y: lobby { id } }'), 'RATE_LIMITED');
  });
});

describe('rate limits behind a load balancer (TRUST_PROXY_HOPS)', () => {
  const suite = useTestServer({ RATE_LIMIT_PER_IP: 3, RATE_LIMIT_WINDOW_SECONDS: 600, TRUST_PROXY_HOPS: 1 });

  const lobby = (forwardedFor: string) =>
    request(suite.s.httpUrl).post('/graphql').set('content-type', 'application/json').set('x-forwarded-for', forwardedFor).send({ query: '{ lobby { id } }' });

  it('counts each client address from X-Forwarded-For, over HTTP and websockets', async () => {
    for (let i = 0; i < 3; i++) expect((await lobby('203.0.113.7')).body.errors).toBeUndefined();
    expectCode((await lobby('203.0.113.7')).body, 'RATE_LIMITED', { limit: 'IP' });
    expectCode(await wsOnce(suite.s.wsUrl, undefined, '{ lobby { id } }', {}, { 'x-forwarded-for': '203.0.113.7' }), 'RATE_LIMITED', { limit: 'IP' });
    // Another client behind the same proxy has its own budget; a spoofed hop further back does not help.
    expect((await lobby('198.51.100.2')).body.errors).toBeUndefined();
    expectCode((await lobby('198.51.100.9, 203.0.113.7')).body, 'RATE_LIMITED', { limit: 'IP' });
    const ws = await wsOnce(suite.s.wsUrl, undefined, '{ lobby { id } }', {}, { 'x-forwarded-for': '198.51.100.3' });
    expect(ws.errors).toBeUndefined();
    expect(ws.data.lobby).toEqual([]);
  });
});
