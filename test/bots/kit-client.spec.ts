// The kit's client against scripted servers: it waits as a RATE_LIMITED error asks, backs off
// while the server is unreachable, maps engine actions to the API's mutations, and its feed
// watchdog reconnects (resuming after the last seq) when the socket goes silent.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';
import { SkatClient, GqlError, mutationFor } from '../../src/bots/kit/client';
import { actionDocument } from '../../sdk/src/index';

function scripted(answers: ((body: any) => { status?: number; json: unknown })[]): Promise<{ server: Server; url: string; calls: number[] }> {
  const calls: number[] = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (d) => (raw += d));
    req.on('end', () => {
      calls.push(Date.now());
      const a = answers[Math.min(calls.length - 1, answers.length - 1)](JSON.parse(raw));
      res.writeHead(a.status ?? 200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(a.json));
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`, calls })),
  );
}

describe('kit client', () => {
  it('waits retryAfter seconds on RATE_LIMITED, then succeeds', async () => {
    const { server, url, calls } = await scripted([
      () => ({ json: { errors: [{ message: 'slow down', extensions: { code: 'RATE_LIMITED', retryAfter: 0.3 } }] } }),
      () => ({ json: { data: { me: { id: '1', name: 'kit' } } } }),
    ]);
    try {
      const c = new SkatClient({ url, token: 't' });
      const me = await c.me();
      expect(me.name).toBe('kit');
      expect(calls).toHaveLength(2);
      expect(calls[1] - calls[0]).toBeGreaterThanOrEqual(280);
    } finally {
      server.close();
    }
  });

  it('surfaces other errors with their code', async () => {
    const { server, url } = await scripted([
      () => ({ json: { errors: [{ message: 'no', extensions: { code: 'CONFLICT', reason: 'STALE', currentSeq: 9 } }] } }),
    ]);
    try {
      const err = await new SkatClient({ url }).me().catch((e) => e);
      expect(err).toBeInstanceOf(GqlError);
      expect(err.code).toBe('CONFLICT');
      expect(err.extensions.currentSeq).toBe(9);
    } finally {
      server.close();
    }
  });

  it('backs off while the server is down and gives up after maxAttempts', async () => {
    const c = new SkatClient({ url: 'http://127.0.0.1:1/graphql', maxAttempts: 3 });
    const t0 = Date.now();
    await expect(c.me()).rejects.toThrow();
    expect(Date.now() - t0).toBeGreaterThanOrEqual(250 + 500 - 50);
  });

  it('maps actions to mutations', () => {
    expect(mutationFor({ type: 'play', seat: 0, card: 'CJ' })).toEqual({ mutation: 'skatPlayCard', extra: { card: 'CJ' } });
    expect(String(actionDocument('skatPlayCard'))).toMatch(/\(\$input: SkatPlayCardInput!\)[^]*result: skatPlayCard\(input: \$input\)/);
    expect(mutationFor({ type: 'declare', seat: 2, game: 'N' }).extra).toMatchObject({ game: 'NULL', ouvert: false });
    expect(mutationFor({ type: 'bid', seat: 1, value: 18 }).extra).toEqual({ value: 18 });
    expect(mutationFor({ type: 'kontra', seat: 1 }).mutation).toBe('skatKontra');
    expect(String(actionDocument('skatKontra'))).toContain('($input: ActionInput!)');
  });
});

describe('kit feed watchdog', () => {
  it('reconnects when the server goes silent (no pong, no message) for three keep-alive intervals', async () => {
    const wss = new WebSocketServer({ port: 0, host: '127.0.0.1', handleProtocols: () => 'graphql-transport-ws' });
    const connections: number[] = [];
    const subscribedAfter: (number | null)[] = [];
    wss.on('connection', (ws) => {
      connections.push(Date.now());
      ws.on('message', (raw) => {
        const msg = JSON.parse(String(raw));
        if (msg.type === 'connection_init') ws.send(JSON.stringify({ type: 'connection_ack' }));
        if (msg.type === 'subscribe') {
          subscribedAfter.push(msg.payload.variables.afterSeq);
          // One event, then silence: pings go unanswered.
          if (connections.length === 1)
            ws.send(
              JSON.stringify({
                type: 'next',
                id: msg.id,
                payload: { data: { tableEvents: { kind: 'EVENTS', seq: 41, view: null, events: [{ seq: 41, type: 'cardPlayed', data: {} }] } } },
              }),
            );
        }
      });
    });
    await new Promise((r) => wss.once('listening', r));
    const port = (wss.address() as AddressInfo).port;
    const client = new SkatClient({ url: `http://127.0.0.1:${port}/graphql` });
    const seen: number[] = [];
    const feed = client.follow('t1', (m) => void seen.push(m.seq), { keepAliveMs: 150 });
    try {
      const t0 = Date.now();
      while (connections.length < 2 && Date.now() - t0 < 5000) await new Promise((r) => setTimeout(r, 50));
      expect(connections.length).toBeGreaterThanOrEqual(2);
      expect(seen).toEqual([41]);
      // The new subscription resumes after the last seq seen.
      while (subscribedAfter.length < 2 && Date.now() - t0 < 5000) await new Promise((r) => setTimeout(r, 50));
      expect(subscribedAfter.slice(0, 2)).toEqual([null, 41]);
    } finally {
      feed.stop();
      for (const c of wss.clients) c.terminate();
      await new Promise((r) => wss.close(r));
    }
  });
});
