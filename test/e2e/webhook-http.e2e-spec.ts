// The guard of outgoing webhook requests over real sockets: loopback and private targets are
// refused before any connection unless allowed (and the API refuses such an endpoint URL); an
// answer over the size cap is dropped; a receiver that answers too slowly or not at all times
// out; a redirect is not followed; only http and https go out.
import { createServer, type Server } from 'node:http';
import { createServer as createTcpServer, type Server as TcpServer, type Socket } from 'node:net';
import { useTestServer } from '../support/app.js';
import { OPERATOR_SECRET, platformFor, WebhookReceiver } from '../support/webhooks.js';
import { postWebhook, type WebhookHttpOptions } from '../../src/webhooks/webhook-http.js';

const OPTS: WebhookHttpOptions = { allowPrivate: true, connectTimeoutMs: 1000, timeoutMs: 1500, maxResponseBytes: 64 * 1024 };
const HEADERS = { 'webhook-id': 'msg_test', 'webhook-timestamp': '0', 'webhook-signature': 'v1,x' };

describe('webhook requests: the SSRF guard, timeouts and the size cap', () => {
  let receiver: WebhookReceiver;
  beforeAll(async () => {
    receiver = await WebhookReceiver.start();
  });
  afterAll(() => receiver.close());

  it('refuses loopback, private and link-local targets without connecting unless allowed', async () => {
    const before = receiver.received.length;
    const loopback = await postWebhook(receiver.url, HEADERS, '{}', { ...OPTS, allowPrivate: false });
    expect(loopback.statusCode).toBeNull();
    expect(loopback.error).toMatch(/^refused: 127\.0\.0\.1 resolves to 127\.0\.0\.1 \(IPv4 loopback address\)/);
    // By name too: every address the name resolves to is checked.
    const byName = await postWebhook(receiver.url.replace('127.0.0.1', 'localhost'), HEADERS, '{}', { ...OPTS, allowPrivate: false });
    expect(byName.error).toMatch(/^refused: localhost resolves to .*loopback/);
    for (const url of [
      'http://10.0.0.1/x',
      'http://192.168.0.1/',
      'http://169.254.169.254/latest/meta-data',
      'http://[::1]:9/',
      'http://[::ffff:127.0.0.1]/',
      'http://0.0.0.0/',
    ]) {
      expect((await postWebhook(url, HEADERS, '{}', { ...OPTS, allowPrivate: false })).error).toMatch(/^refused: /);
    }
    expect(receiver.received.length).toBe(before);
    const allowed = await postWebhook(receiver.url, HEADERS, '{"a":1}', OPTS);
    expect(allowed).toMatchObject({ statusCode: 204, error: null });
    expect(receiver.received.length).toBe(before + 1);
    expect(receiver.received[before].body).toBe('{"a":1}');
  });

  it('sends only http and https', async () => {
    expect((await postWebhook('file:///etc/passwd', HEADERS, '{}', OPTS)).error).toMatch(/http and https/);
    expect((await postWebhook('gopher://127.0.0.1/', HEADERS, '{}', OPTS)).error).toMatch(/http and https/);
  });

  it('reads at most the size cap of an answer, then drops it as a failure', async () => {
    receiver.answer = () => ({ status: 200, bodyBytes: 10 * 1024 * 1024 });
    try {
      const r = await postWebhook(receiver.url, HEADERS, '{}', { ...OPTS, maxResponseBytes: 16 * 1024 });
      expect(r.statusCode).toBe(200);
      expect(r.error).toBe(`response larger than ${16 * 1024} bytes: dropped`);
      // Within the cap it is read to its end.
      receiver.answer = () => ({ status: 200, bodyBytes: 1000 });
      expect(await postWebhook(receiver.url, HEADERS, '{}', OPTS)).toMatchObject({ statusCode: 200, error: null });
    } finally {
      receiver.answer = () => ({ status: 204 });
    }
  });

  it('gives up on a receiver that answers too late', async () => {
    receiver.answer = () => ({ status: 200, delayMs: 3000 });
    try {
      const r = await postWebhook(receiver.url, HEADERS, '{}', { ...OPTS, timeoutMs: 300 });
      expect(r).toMatchObject({ statusCode: null, error: 'no complete answer within 300 ms' });
      expect(r.latencyMs).toBeGreaterThanOrEqual(290);
    } finally {
      receiver.answer = () => ({ status: 204 });
    }
  });

  it('gives up on a server that accepts the connection and never answers', async () => {
    const sockets: Socket[] = [];
    const silent: TcpServer = createTcpServer((s) => sockets.push(s));
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
    try {
      const { port } = silent.address() as { port: number };
      const r = await postWebhook(`http://127.0.0.1:${port}/`, HEADERS, '{}', { ...OPTS, timeoutMs: 300 });
      expect(r).toMatchObject({ statusCode: null, error: 'no complete answer within 300 ms' });
    } finally {
      for (const s of sockets) s.destroy();
      await new Promise((r) => silent.close(r));
    }
  });

  it('does not follow a redirect', async () => {
    const redirecting: Server = createServer((_req, res) => res.writeHead(307, { location: receiver.url }).end());
    await new Promise<void>((r) => redirecting.listen(0, '127.0.0.1', r));
    try {
      const before = receiver.received.length;
      const { port } = redirecting.address() as { port: number };
      const r = await postWebhook(`http://127.0.0.1:${port}/`, HEADERS, '{}', OPTS);
      expect(r).toMatchObject({ statusCode: 307, error: null });
      expect(receiver.received.length).toBe(before);
    } finally {
      await new Promise((r) => redirecting.close(r));
    }
  });

  describe('on a server that does not allow private targets', () => {
    const suite = useTestServer({ OPERATOR_SECRET });

    it('refuses an endpoint URL that reaches a private or loopback address', async () => {
      const p = await platformFor(suite.s, 'Guarded');
      const create = `mutation($i: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $i) { secret } }`;
      for (const url of [receiver.url, 'http://localhost:8080/', 'http://[::1]/', 'http://10.1.2.3/', 'http://169.254.169.254/', 'https://192.168.1.1/']) {
        const res = await suite.s.gql(create, { i: { url, events: ['MATCH_ENDED'] } }, p.apiKey);
        expect(res.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'url' } });
        expect(res.errors?.[0].message).toMatch(/refused/);
      }
      expect((await suite.s.ok<any>(`{ webhookEndpoints { id } }`, {}, p.apiKey)).webhookEndpoints).toEqual([]);
    });
  });
});
