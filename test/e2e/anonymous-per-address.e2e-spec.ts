// Connections without a token per address (issue 38, finding 3): one address holds at most
// MAX_ANONYMOUS_CONNECTIONS_PER_ADDRESS spectator connections, websockets and SSE streams together;
// beyond it an upgrade without a token is refused before its handshake, and a player who sends a
// token still gets in.
import WebSocket from 'ws';
import { useTestServer } from '../support/app.js';
import { createTable, joinTable, register, type Registered } from '../support/skat.js';
import { SseStream } from '../support/sse.js';

const FEED = `subscription($t: ID!) { tableEvents(tableId: $t) { kind seq } }`;

type Outcome = { ws?: WebSocket; outcome: 'streaming' | 'refused' | 'closed'; status?: number; code?: number };

/** A graphql-ws socket (with `header` as the upgrade's Authorization, `token` in connection_init) subscribing to the feed. */
function feedSocket(url: string, tableId: string, o: { token?: string; header?: string } = {}): Promise<Outcome> {
  return new Promise((resolve) => {
    const ws = new WebSocket(url, 'graphql-transport-ws', { headers: o.header ? { authorization: o.header } : {} });
    ws.once('unexpected-response', (_req, res) => {
      resolve({ outcome: 'refused', status: res.statusCode });
      ws.terminate();
    });
    ws.once('open', () => ws.send(JSON.stringify({ type: 'connection_init', payload: o.token ? { authorization: `Bearer ${o.token}` } : {} })));
    ws.on('message', (raw) => {
      const m = JSON.parse(String(raw)) as { type: string };
      if (m.type === 'connection_ack') ws.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query: FEED, variables: { t: tableId } } }));
      else if (m.type === 'next') resolve({ ws, outcome: 'streaming' });
    });
    ws.once('close', (code) => resolve({ outcome: 'closed', code }));
    ws.once('error', () => undefined);
  });
}

describe('connections without a token per address', () => {
  const suite = useTestServer({ MAX_ANONYMOUS_CONNECTIONS_PER_ADDRESS: 3 });
  let players: Registered[];
  let tableId: string;
  beforeAll(async () => {
    players = [await register(suite.s, 'Ann'), await register(suite.s, 'Ben'), await register(suite.s, 'Cid')];
    tableId = (await createTable(suite.s, players[0].token, { preset: 'STANDARD' })).table.id;
    await joinTable(suite.s, players[1].token, { tableId });
    await joinTable(suite.s, players[2].token, { tableId });
  });

  it('holds an address to its share of spectator streams and sockets, and lets its players in', async () => {
    const streams = await Promise.all([0, 1].map(() => SseStream.open(suite.s.httpUrl, FEED, { t: tableId })));
    expect(streams.map((s) => s.status)).toEqual([200, 200]);
    const third = await feedSocket(suite.s.wsUrl, tableId);
    expect(third.outcome).toBe('streaming');

    // The fourth without a token: an SSE stream is refused with 429, a websocket at its upgrade.
    const sse = await SseStream.open(suite.s.httpUrl, FEED, { t: tableId });
    expect(sse.status).toBe(429);
    expect(sse.body?.errors?.[0]?.extensions).toMatchObject({ code: 'LIMIT_EXCEEDED', limit: 'CONNECTIONS', max: 3 });
    expect(await feedSocket(suite.s.wsUrl, tableId)).toMatchObject({ outcome: 'refused', status: 429 });

    // A token in the upgrade's header gets through it; a socket that then inits without a token is closed with 4429.
    const mine = await feedSocket(suite.s.wsUrl, tableId, { header: `Bearer ${players[0].token}`, token: players[0].token });
    expect(mine.outcome).toBe('streaming');
    expect(await feedSocket(suite.s.wsUrl, tableId, { header: `Bearer ${players[1].token}` })).toMatchObject({ outcome: 'closed', code: 4429 });
    // An SSE stream with a token is a player's, not a spectator's.
    const own = await SseStream.open(suite.s.httpUrl, FEED, { t: tableId }, { token: players[1].token });
    expect(own.status).toBe(200);

    // A closed spectator connection frees its place.
    streams[0].close();
    await new Promise((r) => setTimeout(r, 200));
    const again = await feedSocket(suite.s.wsUrl, tableId);
    expect(again.outcome).toBe('streaming');

    for (const s of [streams[1], own]) s.close();
    for (const r of [third, mine, again]) r.ws!.terminate();
  });
});
