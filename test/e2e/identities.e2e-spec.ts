// Identities are not free: registrations and token issues are rate-limited per address, a player
// holds a capped number of live tokens, and a table serves a capped number of spectators (its
// seated players always get their feed), over websockets and SSE.
import request from 'supertest';
import WebSocket from 'ws';
import { TableFeedService } from '../../src/table-feed/table-feed.service.js';
import { useTestServer } from '../support/app.js';
import { createTable, register } from '../support/skat.js';

const REGISTER = `mutation($i: RegisterInput!) { register(input: $i) { apiToken { token } } }`;
const ISSUE = 'mutation { issueToken { tokenId token } }';
const FEED = `subscription($t: ID!) { tableEvents(tableId: $t) { kind seq } }`;

/** A tableEvents feed over a raw graphql-ws socket: resolves with the first payload (or error), the socket left open. */
function feed(url: string, tableId: string, token?: string): Promise<{ ws: WebSocket; data?: any; errors?: any[] }> {
  return new Promise((resolve) => {
    const ws = new WebSocket(url, 'graphql-transport-ws');
    ws.on('open', () => ws.send(JSON.stringify({ type: 'connection_init', payload: token ? { authorization: `Bearer ${token}` } : {} })));
    ws.on('message', (raw) => {
      const m = JSON.parse(String(raw));
      if (m.type === 'connection_ack') ws.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query: FEED, variables: { t: tableId } } }));
      if (m.type === 'error') resolve({ ws, errors: m.payload });
      if (m.type === 'next') resolve({ ws, ...m.payload });
    });
  });
}

describe('registrations and token issues per address, tokens per player', () => {
  const suite = useTestServer({ REGISTRATIONS_PER_ADDRESS: 3, TOKEN_ISSUES_PER_ADDRESS: 4, MAX_TOKENS_PER_PLAYER: 3 });
  let token: string;
  // The first of the address's three registrations.
  beforeAll(async () => {
    token = (await register(suite.s, 'Ann')).token;
  });

  it('refuses registrations beyond the budget of the address with RATE_LIMITED', async () => {
    for (let i = 0; i < 2; i++) expect((await suite.s.gql(REGISTER, { i: { name: `p${i}`, kind: 'PERSON' } })).errors).toBeUndefined();
    const refused = await suite.s.gql(REGISTER, { i: { name: 'p2', kind: 'PERSON' } });
    expect(refused.errors?.[0].extensions).toMatchObject({ code: 'RATE_LIMITED', limit: 'REGISTER' });
    expect(refused.errors?.[0].extensions?.retryAfter).toBeGreaterThan(0);
    // Other operations of the address are not affected.
    expect((await suite.s.gql('{ lobby { id } }')).errors).toBeUndefined();
  });

  it('caps live tokens per player and rate-limits token issues per address', async () => {
    const one = await suite.s.ok<any>(ISSUE, {}, token);
    await suite.s.ok(ISSUE, {}, token);
    const over = await suite.s.gql(ISSUE, {}, token);
    expect(over.errors?.[0].extensions).toMatchObject({ code: 'LIMIT_EXCEEDED', limit: 'TOKENS', max: 3 });
    // A revoked token frees its place.
    await suite.s.ok('mutation($id: ID!) { revokeToken(tokenId: $id) }', { id: one.issueToken.tokenId }, token);
    await suite.s.ok(ISSUE, {}, token);
    // The fifth issue or rotation from this address within the window is refused.
    const limited = await suite.s.gql('mutation { rotateToken { token } }', {}, token);
    expect(limited.errors?.[0].extensions).toMatchObject({ code: 'RATE_LIMITED', limit: 'TOKEN_ISSUE' });
  });
});

describe('refusals for rate limits wait for the refusal delay', () => {
  const suite = useTestServer({ REGISTRATIONS_PER_ADDRESS: 1, REFUSAL_DELAY_MS: 1500 });

  it('holds a RATE_LIMITED answer back, and nothing else', async () => {
    expect((await suite.s.gql(REGISTER, { i: { name: 'first', kind: 'PERSON' } })).errors).toBeUndefined();
    const t0 = Date.now();
    const order: string[] = [];
    const [refused] = await Promise.all([
      suite.s.gql(REGISTER, { i: { name: 'second', kind: 'PERSON' } }).then((r) => (order.push('refused'), { r, ms: Date.now() - t0 })),
      suite.s.gql('{ lobby { id } }').then((r) => (order.push('lobby'), r)),
    ]);
    expect(refused.r.errors?.[0].extensions).toMatchObject({ code: 'RATE_LIMITED', limit: 'REGISTER' });
    expect(refused.ms).toBeGreaterThanOrEqual(1400);
    // The address's other requests are not held behind it.
    expect(order).toEqual(['lobby', 'refused']);
  });
});

describe('spectators per table', () => {
  const suite = useTestServer({ MAX_SPECTATORS_PER_TABLE: 2 });

  it('refuses spectators beyond the cap with LIMIT_EXCEEDED, over websockets and SSE, and always serves seated players', async () => {
    const ann = await register(suite.s, 'Ann');
    const tableId: string = (await createTable(suite.s, ann.token, { preset: 'STANDARD' })).table.id;
    const watchers = [await feed(suite.s.wsUrl, tableId), await feed(suite.s.wsUrl, tableId)];
    for (const w of watchers) expect(w.data?.tableEvents.kind).toBe('VIEW');
    const third = await feed(suite.s.wsUrl, tableId);
    expect(third.errors?.[0].extensions).toMatchObject({ code: 'LIMIT_EXCEEDED', limit: 'SPECTATORS', max: 2 });
    expect(third.errors?.[0].message).toMatch(/maximum of 2 spectators/);
    const sse = await request(suite.s.httpUrl)
      .get('/graphql/stream')
      .query({ query: FEED, variables: JSON.stringify({ t: tableId }) })
      .set('accept', 'text/event-stream')
      .buffer(true)
      .parse((res, cb) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += String(c)));
        res.on('end', () => cb(null, body));
      });
    expect(String(sse.body)).toMatch(/"limit":"SPECTATORS"/);
    // The seated player is served whatever the spectators hold.
    const seated = await feed(suite.s.wsUrl, tableId, ann.token);
    expect(seated.data?.tableEvents.kind).toBe('VIEW');
    // A spectator who leaves frees a slot.
    watchers[0].ws.close();
    await new Promise((r) => watchers[0].ws.once('close', r));
    let next = await feed(suite.s.wsUrl, tableId);
    for (let i = 0; i < 20 && next.errors; i++) {
      next.ws.close();
      await new Promise((r) => setTimeout(r, 50));
      next = await feed(suite.s.wsUrl, tableId);
    }
    expect(next.data?.tableEvents.kind).toBe('VIEW');
    for (const ws of [watchers[1].ws, third.ws, seated.ws, next.ws]) ws.close();
  });

  it('starts the streams of one address one at a time: a burst of subscriptions does not crowd out other players', async () => {
    const ann = await register(suite.s, 'Bea');
    const tableId: string = (await createTable(suite.s, ann.token, { preset: 'STANDARD' })).table.id;
    const feeds = suite.s.app.get(TableFeedService);
    const subscribe = feeds.subscribe.bind(feeds);
    let running = 0;
    let most = 0;
    feeds.subscribe = async (...args) => {
      most = Math.max(most, ++running);
      try {
        return await subscribe(...args);
      } finally {
        running--;
      }
    };
    try {
      // Twenty subscriptions sent at once on one socket: each is answered (a VIEW, or a refusal over the spectator cap).
      const ws = new WebSocket(suite.s.wsUrl, 'graphql-transport-ws');
      const answers = await new Promise<string[]>((resolve) => {
        const got: string[] = [];
        ws.on('open', () => ws.send(JSON.stringify({ type: 'connection_init', payload: {} })));
        ws.on('message', (raw) => {
          const m = JSON.parse(String(raw));
          if (m.type === 'connection_ack') {
            for (let k = 0; k < 20; k++) ws.send(JSON.stringify({ id: String(k), type: 'subscribe', payload: { query: FEED, variables: { t: tableId } } }));
          }
          if (m.type === 'next' && !got.includes(m.id)) got.push(m.id);
          if (m.type === 'error' && !got.includes(m.id)) got.push(m.id);
          if (got.length === 20) resolve(got);
        });
      });
      ws.close();
      expect(answers).toHaveLength(20);
      expect(most).toBe(1);
    } finally {
      feeds.subscribe = subscribe;
    }
  });
});
