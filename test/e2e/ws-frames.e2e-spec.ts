// graphql-ws `next` messages of a feed event shared by a view: the payload is encoded once per
// view, not once per socket, and every socket still receives a correct message with its own
// subscription id (ids needing JSON escapes included); answers to queries keep their own.
import WebSocket from 'ws';
import { wsWork } from '../../src/transports/ws-frames.js';
import { useTestServer } from '../support/app.js';
import { createTable, joinTable, register, rng, step } from '../support/skat.js';

const FEED = `subscription($t: ID!) { tableEvents(tableId: $t) { kind seq events { seq type } legalActions { type } } }`;

interface Next {
  id: string;
  type: string;
  payload: {
    data?: { tableEvents: { kind: string; seq: number; events: { seq: number; type: string }[]; legalActions: { type: string }[] | null } };
    errors?: unknown[];
  };
}

/** A raw graphql-ws socket with one subscription of id `id`; keeps every message as received. */
class RawFeed {
  readonly raw: string[] = [];
  readonly ws: WebSocket;
  constructor(
    url: string,
    readonly id: string,
    variables: Record<string, unknown>,
    token?: string,
  ) {
    this.ws = new WebSocket(url, 'graphql-transport-ws');
    this.ws.on('open', () => this.ws.send(JSON.stringify({ type: 'connection_init', payload: token ? { authorization: `Bearer ${token}` } : {} })));
    this.ws.on('message', (m, binary) => {
      expect(binary).toBe(false);
      const text = String(m);
      this.raw.push(text);
      if (JSON.parse(text).type === 'connection_ack') this.ws.send(JSON.stringify({ id, type: 'subscribe', payload: { query: FEED, variables } }));
    });
  }
  get nexts(): Next[] {
    return this.raw.map((t) => JSON.parse(t) as Next).filter((m) => m.type === 'next');
  }
  lastSeq(): number {
    return this.nexts.at(-1)?.payload.data?.tableEvents.seq ?? -1;
  }
  async waitFor(pred: () => boolean): Promise<void> {
    for (let i = 0; i < 400 && !pred(); i++) await new Promise((r) => setTimeout(r, 25));
    expect(pred()).toBe(true);
  }
}

describe('graphql-ws messages of shared feed events', () => {
  // Twelve spectators from one address: more than its default share of connections without a token.
  const suite = useTestServer({ MAX_ANONYMOUS_CONNECTIONS_PER_ADDRESS: 20 });

  it('a live message is encoded once per distinct payload: twelve spectators share one, two sockets of one seat theirs', async () => {
    const [ann, ben, cid] = [await register(suite.s, 'Ann'), await register(suite.s, 'Ben'), await register(suite.s, 'Cid')];
    const table = (await createTable(suite.s, ann.token, { rounds: 1 })).table.id;
    for (const p of [ben, cid]) await joinTable(suite.s, p.token, { tableId: table });
    const ids = Array.from({ length: 12 }, (_, i) => (i === 0 ? 'q"\\\u00e9' : `s${i}`));
    const spectators = ids.map((id) => new RawFeed(suite.s.wsUrl, id, { t: table }));
    const seat = ['a1', 'a2'].map((id) => new RawFeed(suite.s.wsUrl, id, { t: table }, ann.token));
    const all = [...spectators, ...seat];
    await Promise.all(all.map((f) => f.waitFor(() => f.nexts.length >= 1)));
    const before = wsWork.payloadsEncoded;
    const streamedBefore = wsWork.streamed;
    let seq = 0;
    const random = rng(3);
    for (let i = 0; i < 3; i++) expect(await step(suite.s, table, [ann, ben, cid], random, (_p, _a, r) => void (seq = r.seq))).toBe(true);
    await Promise.all(all.map((f) => f.waitFor(() => f.lastSeq() >= seq)));
    const live = spectators[0].nexts.length - 1;
    expect(live).toBeGreaterThanOrEqual(3);
    expect(seat[0].nexts.length - 1).toBe(live);
    // Two views, one message when Ann may not act (these moves are public): each live message is
    // encoded once per distinct payload, not fourteen times.
    const payloads = (f: RawFeed) => f.nexts.map((m) => JSON.stringify(m.payload));
    const distinct = payloads(spectators[0])
      .slice(1)
      .reduce((n, p, i) => n + (p === payloads(seat[0])[i + 1] ? 1 : 2), 0);
    expect(distinct).toBeGreaterThan(live);
    expect(wsWork.payloadsEncoded - before).toBe(distinct);
    // Every live message went out from the feed's own loop (ws-frames.ts sendStreamed), not through graphql-ws's onNext.
    expect(wsWork.streamed - streamedBefore).toBe(all.length * live);
    for (const f of all) {
      for (const m of f.nexts) expect(m.id).toBe(f.id);
      expect(f.nexts[0].payload.data?.tableEvents.kind).toBe('VIEW');
      const entries = f.nexts.slice(1).flatMap((m) => m.payload.data!.tableEvents.events.map((e) => e.seq));
      expect(entries).toEqual(Array.from({ length: entries.length }, (_, k) => entries[0] + k));
      expect(entries.at(-1)).toBe(seq);
    }
    // Each spectator got the same payloads; each message is exactly graphql-ws's shape.
    for (const f of spectators) expect(payloads(f)).toEqual(payloads(spectators[0]));
    expect(payloads(seat[1])).toEqual(payloads(seat[0]));
    for (const t of spectators[0].raw.filter((r) => r.includes('"next"'))) expect(Object.keys(JSON.parse(t))).toEqual(['id', 'type', 'payload']);
    // A client's complete ends its stream: nothing more reaches it, the socket stays open, the others go on.
    const done = spectators[1];
    const kept = done.raw.length;
    done.ws.send(JSON.stringify({ id: done.id, type: 'complete' }));
    await new Promise((r) => setTimeout(r, 50));
    expect(await step(suite.s, table, [ann, ben, cid], random, (_p, _a, r) => void (seq = r.seq))).toBe(true);
    await spectators[0].waitFor(() => spectators[0].lastSeq() >= seq);
    await new Promise((r) => setTimeout(r, 100));
    expect(done.raw.length).toBe(kept);
    expect(done.ws.readyState).toBe(WebSocket.OPEN);
    for (const f of all) f.ws.close();
  });
});
