// The refusal door (src/limits/refusal-budget.ts): past REFUSALS_PER_ADDRESS shape refusals in a
// window, an address's big requests are turned away with 429 RATE_LIMITED (REFUSALS) before
// their body is read or parsed, over HTTP and websockets; small requests, and requests with a
// token seen valid, get their own answers; a token that keeps being refused is blocked alone.
import http from 'node:http';
import WebSocket from 'ws';
import { useTestServer, type TestServer } from '../support/app.js';
import { register } from '../support/skat.js';
import { API_BUSY } from '../../src/bots/api-busy.js';

/** 1,400 aliases: over MAX_QUERY_TOKENS (4,000), about 40 KB. */
const BIG = `query { ${Array.from({ length: 1400 }, (_, i) => `a${i}: __typename`).join(' ')} }`;

interface Answer {
  status: number;
  connection?: string;
  retryAfter?: string;
  code?: string;
  limit?: string;
}

/** One POST on a fresh connection (the door may close it). */
function post(s: TestServer, query: string, token?: string): Promise<Answer> {
  const body = JSON.stringify({ query });
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${s.httpUrl}/graphql`,
      {
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      },
      (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += String(c)));
        res.on('end', () => {
          const e = JSON.parse(text).errors?.[0]?.extensions;
          resolve({
            status: res.statusCode ?? 0,
            connection: res.headers.connection,
            retryAfter: res.headers['retry-after'] as string | undefined,
            code: e?.code,
            limit: e?.limit,
          });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** Runs one operation over a new graphql-ws socket; resolves with the first error's extensions, or null when it ran. */
function overWs(s: TestServer, query: string): Promise<Record<string, unknown> | null> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(s.wsUrl, 'graphql-transport-ws');
    ws.on('open', () => ws.send(JSON.stringify({ type: 'connection_init', payload: {} })));
    ws.on('message', (raw) => {
      const m = JSON.parse(String(raw));
      if (m.type === 'connection_ack') ws.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query } }));
      else if (m.type === 'error' || m.type === 'next') {
        ws.close();
        resolve(m.type === 'error' ? m.payload[0].extensions : (m.payload.errors?.[0]?.extensions ?? null));
      }
    });
    ws.on('error', reject);
  });
}

describe('the refusal door', () => {
  const suite = useTestServer({ REFUSALS_PER_ADDRESS: 3, RATE_LIMIT_WINDOW_SECONDS: 60 });

  it('turns an address away after its budget of shape refusals, before reading its big requests', async () => {
    const player = await register(suite.s, 'Ann');
    // The player's token is seen valid before the address is blocked.
    expect((await suite.s.gql(`{ me { name } }`, {}, player.token)).errors).toBeUndefined();

    for (let i = 0; i < 3; i++) {
      const a = await post(suite.s, BIG);
      expect(a).toMatchObject({ status: 400, code: 'LIMIT_EXCEEDED', limit: 'QUERY_TOKENS' });
    }
    const turned = await post(suite.s, BIG);
    expect(turned).toMatchObject({ status: 429, code: 'RATE_LIMITED', limit: 'REFUSALS', connection: 'close' });
    expect(Number(turned.retryAfter)).toBeGreaterThan(0);

    // Small requests still get their own answers, good and bad.
    expect((await suite.s.gql(`{ __typename }`)).data).toEqual({ __typename: 'Query' });
    expect((await suite.s.gql(`{ nope }`)).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    // So does a big request with a token seen valid: it spends the token's budget, not the address's.
    expect(await post(suite.s, BIG, player.token)).toMatchObject({ status: 400, code: 'LIMIT_EXCEEDED', limit: 'QUERY_TOKENS' });
    // A token nobody has seen valid is the address's.
    expect(await post(suite.s, BIG, 'made-up-token')).toMatchObject({ status: 429, code: 'RATE_LIMITED', limit: 'REFUSALS' });

    // Over a websocket: a big operation is refused before it is parsed; a small one runs.
    expect(await overWs(suite.s, BIG)).toMatchObject({ code: 'RATE_LIMITED', limit: 'REFUSALS' });
    expect(await overWs(suite.s, `{ __typename }`)).toBeNull();

    const health = await fetch(`${suite.s.httpUrl}/health`);
    expect(health.status).toBe(200);
  });

  it('blocks a token that keeps being refused, and only that token', async () => {
    const mallory = await register(suite.s, 'Mallory');
    const bob = await register(suite.s, 'Bob');
    for (const t of [mallory.token, bob.token]) expect((await suite.s.gql(`{ me { name } }`, {}, t)).errors).toBeUndefined();
    // Mallory's budget: the one refusal of the test above is Ann's, not hers.
    for (let i = 0; i < 3; i++) expect(await post(suite.s, BIG, mallory.token)).toMatchObject({ code: 'LIMIT_EXCEEDED' });
    expect(await post(suite.s, BIG, mallory.token)).toMatchObject({ status: 429, code: 'RATE_LIMITED', limit: 'REFUSALS' });
    expect(await post(suite.s, BIG, bob.token)).toMatchObject({ status: 400, code: 'LIMIT_EXCEEDED' });
  });
});

describe('the refusal door, turned off', () => {
  const suite = useTestServer({ REFUSALS_PER_ADDRESS: 0 });

  it('answers every big request with its own refusal', async () => {
    for (let i = 0; i < 30; i++) expect(await post(suite.s, BIG)).toMatchObject({ status: 400, code: 'LIMIT_EXCEEDED', limit: 'QUERY_TOKENS' });
  });
});

/** A big request (over the door's 4 KB: a comment pads it) whose body is sent only when `finish` is called; `answer` resolves with its status. */
function heldBig(s: TestServer, localAddress = '127.0.0.1', pad = 6000): { answer: Promise<number>; finish: () => void } {
  const body = JSON.stringify({ query: `{ __typename } # ${'x'.repeat(pad)}` });
  let finish = () => undefined as void;
  const answer = new Promise<number>((resolve, reject) => {
    const req = http.request(`${s.httpUrl}/graphql`, {
      method: 'POST',
      agent: false,
      localAddress,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.write(body.slice(0, 100));
    finish = () => void req.end(body.slice(100));
  });
  return { answer, finish };
}

describe('big requests, one per address at a time', () => {
  const suite = useTestServer();

  it("reads an address's next big request once the one before is answered; small ones and other addresses do not wait", async () => {
    const first = heldBig(suite.s);
    await new Promise((r) => setTimeout(r, 200)); // the first is in
    const second = heldBig(suite.s);
    second.finish();
    const other = heldBig(suite.s, '127.0.0.2');
    other.finish();
    let secondAnswered = false;
    void second.answer.then(() => (secondAnswered = true));
    expect(await other.answer).toBe(200);
    expect((await suite.s.gql(`{ __typename }`)).data).toEqual({ __typename: 'Query' });
    await new Promise((r) => setTimeout(r, 300));
    // Without the turns, the second was answered while the first's body was still on its way.
    expect(secondAnswered).toBe(false);
    first.finish();
    expect(await first.answer).toBe(200);
    expect(await second.answer).toBe(200);
  });

  it('does not count an open SSE stream with a long URL as a big request: it would hold the turn while open', async () => {
    const ann = await register(suite.s, 'Ann');
    const tableId = (await suite.s.gql(`mutation { createTable(input: {}) { table { id } } }`, {}, ann.token)).data!.createTable.table.id;
    const url = new URL('/graphql/stream', suite.s.httpUrl);
    url.searchParams.set('query', `subscription($t: ID!) { tableEvents(tableId: $t) { seq } } # ${'x'.repeat(5000)}`);
    url.searchParams.set('variables', JSON.stringify({ t: tableId }));
    const inFlight = Atomics.load(API_BUSY, 0);
    const stream = await new Promise<http.IncomingMessage>((resolve, reject) =>
      http.get(url, { agent: false, headers: { accept: 'text/event-stream' } }, resolve).on('error', reject),
    );
    try {
      expect(stream.statusCode).toBe(200);
      // Nor as a request in flight: the bot workers would give way to it as long as it is open.
      expect(Atomics.load(API_BUSY, 0)).toBe(inFlight);
      const big = heldBig(suite.s);
      big.finish();
      expect(await big.answer).toBe(200);
    } finally {
      stream.destroy();
    }
  });
});

describe('requests in flight, counted for the bot workers', () => {
  const suite = useTestServer();

  it('counts a request from its headers until its answer', async () => {
    const before = Atomics.load(API_BUSY, 0);
    const small = heldBig(suite.s, '127.0.0.1', 200);
    await new Promise((r) => setTimeout(r, 200));
    // Its body is on its way: the workers give way to it already.
    expect(Atomics.load(API_BUSY, 0)).toBe(before + 1);
    small.finish();
    expect(await small.answer).toBe(200);
    await new Promise((r) => setTimeout(r, 50));
    expect(Atomics.load(API_BUSY, 0)).toBe(before);
  });
});
