// Connections from many addresses (issue 38, findings 2 and 3): a share of the instance's
// connections is kept for players with a token, so anonymous websockets and SSE streams from many
// addresses cannot take them all; one address holds at most MAX_ANONYMOUS_CONNECTIONS_PER_ADDRESS
// of them, and once it does its upgrades without a token are refused; a websocket that starts nothing is closed
// within seconds; and a feed's start costs its address the entries it replays.
import WebSocket from 'ws';
import { useTestServer, type TestServer } from '../support/app.js';
import { createTable, joinTable, register, type Registered } from '../support/skat.js';
import { SseStream } from '../support/sse.js';

const FEED = `subscription($t: ID!) { tableEvents(tableId: $t) { kind seq } }`;

/**
 * A graphql-ws socket from `from` (X-Forwarded-For) that inits with `token` and subscribes to the
 * feed, with `header` as its upgrade's Authorization; what became of it.
 */
function feedSocket(
  url: string,
  from: string,
  tableId: string,
  token?: string,
  header?: string,
): Promise<{ ws?: WebSocket; outcome: 'streaming' | 'refused' | 'closed'; code?: number; status?: number }> {
  return new Promise((resolve) => {
    const ws = new WebSocket(url, 'graphql-transport-ws', { headers: { 'x-forwarded-for': from, ...(header ? { authorization: header } : {}) } });
    ws.once('unexpected-response', (_req, res) => {
      resolve({ outcome: 'refused', status: res.statusCode });
      ws.terminate();
    });
    ws.once('error', () => resolve({ outcome: 'refused' }));
    ws.once('open', () => ws.send(JSON.stringify({ type: 'connection_init', payload: token ? { authorization: `Bearer ${token}` } : {} })));
    ws.on('message', (raw) => {
      const m = JSON.parse(String(raw)) as { type: string };
      if (m.type === 'connection_ack') ws.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query: FEED, variables: { t: tableId } } }));
      else if (m.type === 'next') resolve({ ws, outcome: 'streaming' });
    });
    ws.once('close', (code) => resolve({ outcome: 'closed', code }));
  });
}

/** Three players at a table of `s`. */
async function seatedTable(s: TestServer): Promise<{ players: Registered[]; tableId: string }> {
  const players = [await register(s, 'Ann'), await register(s, 'Ben'), await register(s, 'Cid')];
  const tableId = (await createTable(s, players[0].token, { preset: 'STANDARD' })).table.id as string;
  await joinTable(s, players[1].token, { tableId });
  await joinTable(s, players[2].token, { tableId });
  return { players, tableId };
}

describe('the share kept for players, and sockets that start nothing', () => {
  const suite = useTestServer({ TRUST_PROXY_HOPS: 1, MAX_CONNECTIONS_TOTAL: 30, CONNECTIONS_RESERVED_PERCENT: 34, WS_FIRST_OPERATION_SECONDS: 1 });
  let players: Registered[];
  let tableId: string;
  beforeAll(async () => ({ players, tableId } = await seatedTable(suite.s)));

  it('lets anonymous sockets from many addresses take only their share; a player still gets the feed', async () => {
    const results = await Promise.all(Array.from({ length: 40 }, (_, i) => feedSocket(suite.s.wsUrl, `10.1.${i % 8}.1`, tableId)));
    const streaming = results.filter((r) => r.outcome === 'streaming');
    expect(streaming).toHaveLength(20);
    for (const r of results.filter((x) => x.outcome === 'closed')) expect(r.code).toBe(4503);
    // More anonymous attempts from the same addresses are refused at the upgrade now.
    expect((await feedSocket(suite.s.wsUrl, '10.1.0.1', tableId)).outcome).toBe('refused');
    // Players with their tokens, from fresh addresses, get their feeds.
    const mine = await Promise.all(players.map((p, i) => feedSocket(suite.s.wsUrl, `10.2.0.${i}`, tableId, p.token)));
    expect(mine.map((r) => r.outcome)).toEqual(['streaming', 'streaming', 'streaming']);
    // An anonymous SSE stream is refused too while the share is full.
    const sse = await SseStream.open(suite.s.httpUrl, FEED, { t: tableId });
    expect(sse.status).toBe(503);
    expect(sse.body?.errors?.[0]?.extensions).toMatchObject({ code: 'LIMIT_EXCEEDED', limit: 'CONNECTIONS', max: 20 });
    for (const r of [...streaming, ...mine]) r.ws!.terminate();
  });

  it('closes a socket that starts nothing within WS_FIRST_OPERATION_SECONDS', async () => {
    const ws = new WebSocket(suite.s.wsUrl, 'graphql-transport-ws', { headers: { 'x-forwarded-for': '10.3.0.1' } });
    const code = await new Promise<number>((resolve) => {
      ws.once('open', () => ws.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${players[0].token}` } })));
      ws.once('close', (c) => resolve(c));
    });
    expect(code).toBe(4000);
  });
});

describe('connections without a token per address', () => {
  // Refusals at once: a refused upgrade is told apart from one that waits.
  const suite = useTestServer({ TRUST_PROXY_HOPS: 1, MAX_ANONYMOUS_CONNECTIONS_PER_ADDRESS: 3, REFUSAL_DELAY_MS: 0 });
  const from = '10.4.0.1';

  it('holds an address to its share of spectator streams and sockets, and lets its players in', async () => {
    const { players, tableId } = await seatedTable(suite.s);
    const sse = (token?: string) => SseStream.open(suite.s.httpUrl, FEED, { t: tableId }, { token, headers: { 'x-forwarded-for': from } });
    const streams = [await sse(), await sse()];
    expect(streams.map((s) => s.status)).toEqual([200, 200]);
    const third = await feedSocket(suite.s.wsUrl, from, tableId);
    expect(third.outcome).toBe('streaming');

    // The fourth without a token: an SSE stream is refused with 429, a websocket at its upgrade.
    const fourth = await sse();
    expect(fourth.status).toBe(429);
    expect(fourth.body?.errors?.[0]?.extensions).toMatchObject({ code: 'LIMIT_EXCEEDED', limit: 'CONNECTIONS', max: 3 });
    expect(await feedSocket(suite.s.wsUrl, from, tableId)).toMatchObject({ outcome: 'refused', status: 429 });
    // Another address is not held to it.
    const other = await feedSocket(suite.s.wsUrl, '10.4.0.2', tableId);
    expect(other.outcome).toBe('streaming');

    // A token in the upgrade's header gets through it; a socket that then inits without a token is closed with 4429.
    const mine = await feedSocket(suite.s.wsUrl, from, tableId, players[0].token, `Bearer ${players[0].token}`);
    expect(mine.outcome).toBe('streaming');
    expect(await feedSocket(suite.s.wsUrl, from, tableId, undefined, `Bearer ${players[1].token}`)).toMatchObject({ outcome: 'closed', code: 4429 });
    // An SSE stream with a token is a player's, not a spectator's.
    const own = await sse(players[1].token);
    expect(own.status).toBe(200);

    // A closed spectator connection frees its place.
    streams[0].close();
    await new Promise((r) => setTimeout(r, 200));
    const again = await feedSocket(suite.s.wsUrl, from, tableId);
    expect(again.outcome).toBe('streaming');

    for (const s of [streams[1], own]) s.close();
    for (const r of [third, other, mine, again]) r.ws!.terminate();
  });

  it('holds a burst of upgrades without a token beyond the share until the first settle: spectators are refused, players go through', async () => {
    const { players } = await seatedTable(suite.s);
    /** A socket from `from` (connection_init with `token` on open when `init`): its upgrade's outcome and its acknowledgement. */
    const upgrade = (from: string, init: boolean, token?: string) => {
      const ws = new WebSocket(suite.s.wsUrl, 'graphql-transport-ws', { headers: { 'x-forwarded-for': from } });
      // undefined: upgraded; else the refusal's status (0: no answer).
      const outcome = new Promise<number | undefined>((resolve) => {
        ws.once('unexpected-response', (_req, res) => resolve(res.statusCode));
        ws.once('open', () => resolve(undefined));
        ws.once('error', () => resolve(0));
      });
      const acked = new Promise<boolean>((resolve) => {
        ws.on('message', (m) => (JSON.parse(String(m)) as { type: string }).type === 'connection_ack' && resolve(true));
        ws.once('close', () => resolve(false));
      });
      const sendInit = () => ws.send(JSON.stringify({ type: 'connection_init', payload: token ? { authorization: `Bearer ${token}` } : {} }));
      if (init) ws.once('open', sendInit);
      return { ws, outcome, acked, sendInit };
    };
    const within = <T>(p: Promise<T>, ms: number): Promise<T | 'waiting'> =>
      Promise.race([p, new Promise<'waiting'>((r) => setTimeout(() => r('waiting'), ms))]);
    // Six spectators at once with a share of 3, none initialised yet: the first three to be
    // answered are upgraded, and the other three still wait half a second later.
    const spectators = Array.from({ length: 6 }, () => upgrade('10.4.0.9', false));
    const answered: number[] = [];
    await new Promise<void>((three) => spectators.forEach((x, i) => void x.outcome.then(() => answered.push(i) === 3 && three())));
    const early = await Promise.all(spectators.map((x, i) => (answered.slice(0, 3).includes(i) ? x.outcome : within(x.outcome, 500))));
    expect(early.filter((o) => o === undefined)).toHaveLength(3);
    expect(early.filter((o) => o === 'waiting')).toHaveLength(3);
    // The three initialise without a token: the share is full, and the waiting three are refused at their upgrade.
    for (const [i, x] of spectators.entries()) if (early[i] === undefined) x.sendInit();
    const statuses = await Promise.all(spectators.map((x) => x.outcome));
    expect(statuses.filter((st) => st === 429)).toHaveLength(3);
    expect(statuses.filter((st) => st === undefined)).toHaveLength(3);

    // Players from another address, their tokens in connection_init: three upgraded and not yet
    // initialised hold the next three; once the first three initialise, those go through too.
    const first = Array.from({ length: 3 }, (_, i) => upgrade('10.4.0.10', false, players[i].token));
    expect(await Promise.all(first.map((x) => x.outcome))).toEqual([undefined, undefined, undefined]);
    const next = Array.from({ length: 3 }, (_, i) => upgrade('10.4.0.10', true, players[i].token));
    expect(await Promise.all(next.map((x) => within(x.outcome, 1000)))).toEqual(['waiting', 'waiting', 'waiting']);
    for (const x of first) x.sendInit();
    const mine = [...first, ...next];
    expect(await Promise.all(mine.map((x) => x.acked))).toEqual([true, true, true, true, true, true]);
    for (const x of [...spectators, ...mine]) x.ws.terminate();
  });
});

describe('a feed start costs the entries it replays', () => {
  const suite = useTestServer({ REPLAY_ENTRIES_PER_ADDRESS: 10, RATE_LIMIT_WINDOW_SECONDS: 600 });

  it('refuses an address whose resumes from seq 0 replay more than REPLAY_ENTRIES_PER_ADDRESS, before sending them', async () => {
    const players = [await register(suite.s, 'Ann'), await register(suite.s, 'Ben'), await register(suite.s, 'Cid')];
    const tableId = (await createTable(suite.s, players[0].token, { preset: 'STANDARD' })).table.id as string;
    await joinTable(suite.s, players[1].token, { tableId });
    await joinTable(suite.s, players[2].token, { tableId });
    const first = await SseStream.open(suite.s.httpUrl, FEED, { t: tableId }, { lastEventId: 0 });
    await first.waitFor((e) => e.filter((x) => x.event === 'next').length >= 2);
    const entries = Math.max(...first.events.filter((e) => e.id !== undefined).map((e) => Number(String(e.id).split(':')[0])));
    first.close();
    expect(entries).toBeGreaterThanOrEqual(3);
    let refused: SseStream | undefined;
    for (let i = 0; i < Math.ceil(10 / entries) + 2 && !refused; i++) {
      const s = await SseStream.open(suite.s.httpUrl, FEED, { t: tableId }, { lastEventId: 0 });
      await s.waitFor((e) => e.length >= 1);
      const errors = s.events.flatMap((e) => (e.event === 'next' ? ((e.data as { errors?: { extensions?: Record<string, unknown> }[] }).errors ?? []) : []));
      if (errors.length) {
        expect(errors[0].extensions).toMatchObject({ code: 'RATE_LIMITED', limit: 'REPLAY' });
        refused = s;
      }
      s.close();
    }
    expect(refused).toBeDefined();
    // A start that replays nothing costs nothing: a seated player's live feed from the same address still starts.
    const live = await feedSocket(suite.s.wsUrl, '127.0.0.1', tableId, players[0].token);
    expect(live.outcome).toBe('streaming');
    live.ws!.terminate();
  });
});
