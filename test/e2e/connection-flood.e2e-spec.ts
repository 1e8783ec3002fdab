// The caps on open connections (websockets and SSE streams) per client address and per instance,
// refused at the HTTP upgrade while plain HTTP still answers, the per-address cap behind a trusted
// proxy (X-Forwarded-For), and the close of websockets that hold no subscription.
import request from 'supertest';
import WebSocket from 'ws';
import { useTestServer } from '../support/app.js';
import { createTable, register } from '../support/skat.js';

type Opened = { ws: WebSocket; status?: undefined; body?: undefined } | { ws?: undefined; status: number; body: string };

/** Opens a graphql-ws socket; resolves with it, or with the status and body of a refused upgrade. */
function openWs(url: string, headers: Record<string, string> = {}): Promise<Opened> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, 'graphql-transport-ws', { headers });
    ws.once('open', () => resolve({ ws }));
    ws.once('unexpected-response', (_req, res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += String(c)));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    ws.once('error', reject);
  });
}

/** connection_init without a token; resolves once acknowledged. */
function init(ws: WebSocket): Promise<void> {
  return new Promise((resolve) => {
    ws.on('message', (raw) => {
      if (JSON.parse(String(raw)).type === 'connection_ack') resolve();
    });
    ws.send(JSON.stringify({ type: 'connection_init', payload: {} }));
  });
}

function closed(ws: WebSocket): Promise<{ code: number; reason: string }> {
  if (ws.readyState === WebSocket.CLOSED) return Promise.resolve({ code: -1, reason: '' });
  return new Promise((resolve) => ws.once('close', (code, reason) => resolve({ code, reason: String(reason) })));
}

async function closeAll(sockets: WebSocket[]): Promise<void> {
  await Promise.all(sockets.map((ws) => (ws.close(), closed(ws))));
}

const FEED = `subscription($t: ID!) { tableEvents(tableId: $t) { kind seq } }`;

describe('connection caps, one address', () => {
  const suite = useTestServer({ MAX_CONNECTIONS_PER_ADDRESS: 4, MAX_CONNECTIONS_TOTAL: 100, WS_IDLE_SECONDS: 1 });
  let tableId: string;
  beforeAll(async () => {
    const ann = await register(suite.s, 'Ann');
    tableId = (await createTable(suite.s, ann.token, { preset: 'STANDARD' })).table.id;
  });

  it('refuses websockets beyond the per-address cap at the upgrade, while /health and queries answer', async () => {
    const results = await Promise.all(Array.from({ length: 10 }, () => openWs(suite.s.wsUrl)));
    const open = results.flatMap((r) => (r.ws ? [r.ws] : []));
    const refused = results.filter((r) => !r.ws);
    expect(open.length).toBe(4);
    expect(refused).toHaveLength(6);
    for (const r of refused) {
      expect(r.status).toBe(429);
      expect(r.body).toMatch(/at most 4/);
    }
    // Plain HTTP is not a connection that counts: it still answers.
    expect((await request(suite.s.httpUrl).get('/health')).status).toBe(200);
    expect((await suite.s.gql(`{ __typename }`)).data).toEqual({ __typename: 'Query' });
    // So is an SSE stream: refused the same way, as a coded error.
    const sse = await request(suite.s.httpUrl)
      .get('/graphql/stream')
      .query({ query: FEED, variables: JSON.stringify({ t: tableId }) })
      .set('accept', 'text/event-stream');
    expect(sse.status).toBe(429);
    expect(sse.body.errors[0].extensions).toMatchObject({ code: 'LIMIT_EXCEEDED', limit: 'CONNECTIONS', max: 4 });
    // A closed socket frees its slot.
    await closeAll(open.slice(0, 1));
    const again = await openWs(suite.s.wsUrl);
    expect(again.ws).toBeDefined();
    await closeAll([...open.slice(1), again.ws!]);
  });

  it('closes a websocket that holds no subscription, and keeps one that does', async () => {
    const idle = (await openWs(suite.s.wsUrl)).ws!;
    const busy = (await openWs(suite.s.wsUrl)).ws!;
    await Promise.all([init(idle), init(busy)]);
    busy.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query: FEED, variables: { t: tableId } } }));
    const started = Date.now();
    expect(await closed(idle)).toEqual({ code: 4000, reason: 'idle: no subscription for 1 s' });
    expect(Date.now() - started).toBeLessThan(5000);
    await new Promise((r) => setTimeout(r, 1500));
    expect(busy.readyState).toBe(WebSocket.OPEN);
    // Once its last subscription completes, it is idle too.
    busy.send(JSON.stringify({ id: '1', type: 'complete' }));
    expect((await closed(busy)).code).toBe(4000);
  });
});

describe('connection caps behind a trusted proxy', () => {
  const suite = useTestServer({ TRUST_PROXY_HOPS: 1, MAX_CONNECTIONS_PER_ADDRESS: 2, MAX_CONNECTIONS_TOTAL: 5 });

  it('gives each forwarded address its own allowance, within the instance total', async () => {
    const from = (address: string) => openWs(suite.s.wsUrl, { 'x-forwarded-for': address });
    const a = [await from('203.0.113.1'), await from('203.0.113.1'), await from('203.0.113.1')];
    const b = [await from('203.0.113.2'), await from('203.0.113.2'), await from('203.0.113.2')];
    expect(a.map((r) => r.status ?? 'open')).toEqual(['open', 'open', 429]);
    expect(b.map((r) => r.status ?? 'open')).toEqual(['open', 'open', 429]);
    // The fifth connection fills the instance; the sixth is refused whatever its address.
    expect((await from('203.0.113.3')).ws).toBeDefined();
    const full = await from('203.0.113.4');
    expect(full.status).toBe(503);
    expect((await request(suite.s.httpUrl).get('/health')).status).toBe(200);
  });
});

describe('refused upgrades wait for the refusal delay, a bounded number at a time', () => {
  const suite = useTestServer({ MAX_CONNECTIONS_PER_ADDRESS: 1, REFUSAL_DELAY_MS: 1500, MAX_DELAYED_REFUSALS: 1 });

  it('answers the first surplus upgrade after the delay and the one beyond the bound at once', async () => {
    const first = await openWs(suite.s.wsUrl);
    expect(first.ws).toBeDefined();
    const t0 = Date.now();
    const order: string[] = [];
    const timed = (name: string) => openWs(suite.s.wsUrl).then((r) => (order.push(name), { ...r, ms: Date.now() - t0 }));
    const held = timed('held');
    // The held refusal has taken the one slot of MAX_DELAYED_REFUSALS by the time this one arrives.
    await new Promise((r) => setTimeout(r, 200));
    const [heldR, atOnce] = await Promise.all([held, timed('at once')]);
    expect([heldR.status, atOnce.status]).toEqual([429, 429]);
    expect(order).toEqual(['at once', 'held']);
    expect(heldR.ms).toBeGreaterThanOrEqual(1400);
    await closeAll([first.ws!]);
  });
});
