// What a browser needs to follow a table over SSE (docs/sse.md, "Following a table over plain
// HTTP"), over real HTTP: a player's stream ticket (single use, one table, short-lived, refused
// once its token is revoked, never in the request log); ids unique per stream (a resumed VIEW has
// an id of its own); afterSeq and Last-Event-ID validated alike (negative or beyond the table's
// seq: BAD_USER_INPUT).
import { createHash } from 'node:crypto';
import { TablesRepository } from '../../src/tables/tables.repository.js';
import { Subscriber, useTestServer, type TestServer } from '../support/app.js';
import { useChildServer } from '../support/child-server.js';
import { GqlEndpoint } from '../support/app.js';
import { createTable, joinTable, register, rng, step, type Registered } from '../support/skat.js';
import { SseStream, type SseEvent } from '../support/sse.js';

const FEED = `subscription($t: ID!, $after: Int) { tableEvents(tableId: $t, afterSeq: $after) { kind seq events { seq type } view { seq yourSeat hand } } }`;
const TICKET = `mutation($t: ID!) { streamTicket(input: { tableId: $t }) { ticket tableId seat expiresAt } }`;

const feedMessages = (events: SseEvent[]) => events.filter((e) => e.event === 'next' && e.data?.data).map((e) => ({ id: e.id, m: e.data.data.tableEvents }));
const firstError = (s: SseStream) => s.events.find((e) => e.data?.errors)?.data.errors[0];

async function ticketFor(s: TestServer, token: string, tableId: string): Promise<string> {
  return (await s.ok<{ streamTicket: { ticket: string } }>(TICKET, { t: tableId }, token)).streamTicket.ticket;
}

describe('following a table from a browser over SSE', () => {
  const suite = useTestServer();
  let players: Registered[];
  let tableId: string;
  let seq: number;

  beforeAll(async () => {
    players = [await register(suite.s, 'Ann'), await register(suite.s, 'Ben'), await register(suite.s, 'Cid')];
    tableId = (await createTable(suite.s, players[0].token, { rounds: 1 })).table.id;
    for (const p of players.slice(1)) await joinTable(suite.s, p.token, { tableId });
    const random = rng(5);
    for (let i = 0; i < 6; i++) expect(await step(suite.s, tableId, players, random, (_p, _a, r) => void (seq = r.seq))).toBe(true);
  });

  it('a seated player follows the table with a stream ticket in the URL, once', async () => {
    const taken = await suite.s.ok<{ streamTicket: { ticket: string; tableId: string; seat: number; expiresAt: string } }>(
      TICKET,
      { t: tableId },
      players[1].token,
    );
    expect(taken.streamTicket).toMatchObject({ tableId, seat: 1 });
    const ttl = Date.parse(taken.streamTicket.expiresAt) - Date.now();
    expect(ttl).toBeGreaterThan(30_000);
    expect(ttl).toBeLessThanOrEqual(61_000);
    const { ticket } = taken.streamTicket;
    // Only its hash is stored.
    const rows: { ticket_hash: string }[] = await suite.s.app.get(TablesRepository).manager.query('SELECT ticket_hash FROM stream_tickets');
    expect(rows.map((r) => r.ticket_hash)).toContain(createHash('sha256').update(ticket).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(ticket);

    // As an EventSource does it: GET, no Authorization header; the stream is Ben's, with his hand.
    const stream = await SseStream.open(suite.s.httpUrl, FEED, { t: tableId }, { params: { ticket } });
    expect(stream.status).toBe(200);
    await stream.waitFor((e) => feedMessages(e).length >= 1);
    const view = feedMessages(stream.events)[0].m.view;
    expect(view.yourSeat).toBe(1);
    expect(view.hand.length).toBeGreaterThan(0);
    stream.close();

    // Single use: the same URL again (an EventSource's own reconnect) is refused.
    const again = await SseStream.open(suite.s.httpUrl, FEED, { t: tableId }, { params: { ticket } });
    await again.waitEnd();
    expect([again.status, again.body.errors[0].extensions.code]).toEqual([401, 'UNAUTHENTICATED']);
  });

  it('a ticket opens its own table only, never with a token beside it, and not once expired or its token revoked', async () => {
    const ann = players[0];
    const other = (await createTable(suite.s, ann.token, { rounds: 1 })).table.id;
    const elsewhere = await SseStream.open(suite.s.httpUrl, FEED, { t: other }, { params: { ticket: await ticketFor(suite.s, ann.token, tableId) } });
    await elsewhere.waitEnd();
    expect(firstError(elsewhere).extensions.code).toBe('FORBIDDEN');

    const tournament = await SseStream.open(
      suite.s.httpUrl,
      `subscription($id: ID!) { tournamentUpdated(tournamentId: $id) { id } }`,
      { id: tableId },
      { params: { ticket: await ticketFor(suite.s, ann.token, tableId) } },
    );
    await tournament.waitEnd();
    expect([tournament.status, tournament.body.errors[0].extensions.code]).toEqual([400, 'BAD_USER_INPUT']);

    const both = await SseStream.open(
      suite.s.httpUrl,
      FEED,
      { t: tableId },
      { token: ann.token, params: { ticket: await ticketFor(suite.s, ann.token, tableId) } },
    );
    await both.waitEnd();
    expect([both.status, both.body.errors[0].extensions]).toEqual([400, { code: 'BAD_USER_INPUT', field: 'ticket' }]);

    const expired = await ticketFor(suite.s, ann.token, tableId);
    await suite.s.app.get(TablesRepository).manager.query(`UPDATE stream_tickets SET expires_at = now() - interval '1 second'`);
    const late = await SseStream.open(suite.s.httpUrl, FEED, { t: tableId }, { params: { ticket: expired } });
    await late.waitEnd();
    expect([late.status, late.body.errors[0].extensions.code]).toEqual([401, 'UNAUTHENTICATED']);

    const cid = players[2];
    const beforeRevoke = await ticketFor(suite.s, cid.token, tableId);
    const rotated = await suite.s.ok<{ rotateToken: { token: string } }>(`mutation { rotateToken { token } }`, {}, cid.token);
    cid.token = rotated.rotateToken.token;
    const revoked = await SseStream.open(suite.s.httpUrl, FEED, { t: tableId }, { params: { ticket: beforeRevoke } });
    await revoked.waitEnd();
    expect([revoked.status, revoked.body.errors[0].extensions.code]).toEqual([401, 'UNAUTHENTICATED']);
    const made = await SseStream.open(suite.s.httpUrl, FEED, { t: tableId }, { params: { ticket: 'sst_' + 'A'.repeat(32) } });
    await made.waitEnd();
    expect(made.status).toBe(401);
  });

  it('only a seated player with a token takes a ticket', async () => {
    const dan = await register(suite.s, 'Dan');
    const spectator = await suite.s.gql(TICKET, { t: tableId }, dan.token);
    expect(spectator.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const anonymous = await suite.s.gql(TICKET, { t: tableId });
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const unknown = await suite.s.gql(TICKET, { t: '00000000-0000-4000-8000-000000000000' }, dan.token);
    expect(unknown.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('ids are unique per stream: a resumed VIEW never carries the id of the message before it', async () => {
    const first = await SseStream.open(suite.s.httpUrl, FEED, { t: tableId, after: 0 });
    await first.waitFor((e) => feedMessages(e).some((x) => x.m.kind === 'EVENTS' && x.m.seq >= seq));
    first.close();
    const ids = feedMessages(first.events).map((x) => x.id!);
    // The client drops after the EVENTS message at the table's seq and resumes from its id.
    const resumeFrom = ids.at(-1)!;
    expect(resumeFrom).toBe(String(seq));

    const second = await SseStream.open(suite.s.httpUrl, FEED, { t: tableId }, { lastEventId: resumeFrom });
    await second.waitFor((e) => feedMessages(e).length >= 1);
    second.close();
    const view2 = feedMessages(second.events)[0];
    expect(view2).toMatchObject({ id: `${resumeFrom}:v1`, m: { kind: 'VIEW' } });
    ids.push(view2.id!);
    // It drops right after that VIEW and resumes from the VIEW's id: after the same seq, under a new VIEW id.
    const third = await SseStream.open(suite.s.httpUrl, FEED, { t: tableId }, { lastEventId: view2.id });
    await third.waitFor((e) => feedMessages(e).length >= 1);
    expect(feedMessages(third.events)[0]).toMatchObject({ id: `${resumeFrom}:v2`, m: { kind: 'VIEW' } });
    await step(suite.s, tableId, players, rng(6), (_p, _a, r) => void (seq = r.seq));
    await third.waitFor((e) => feedMessages(e).some((x) => x.m.seq >= seq));
    third.close();
    const rest = feedMessages(third.events).slice(1);
    expect(rest[0].m.events[0].seq).toBe(Number(resumeFrom) + 1);
    ids.push(...feedMessages(third.events).map((x) => x.id!));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('validates afterSeq and Last-Event-ID alike: negative or beyond the table refused with BAD_USER_INPUT', async () => {
    // Over SSE: afterSeq is the operation's own refusal, as one event.
    for (const after of [-3, seq + 1]) {
      const s = await SseStream.open(suite.s.httpUrl, FEED, { t: tableId, after });
      await s.waitEnd();
      expect(firstError(s).extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'afterSeq' });
    }
    const beyond = await SseStream.open(suite.s.httpUrl, FEED, { t: tableId }, { lastEventId: seq + 1 });
    await beyond.waitEnd();
    expect(firstError(beyond).extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'Last-Event-ID', currentSeq: seq });
    const negative = await SseStream.open(suite.s.httpUrl, FEED, { t: tableId }, { lastEventId: -5 });
    await negative.waitEnd();
    expect([negative.status, negative.body.errors[0].extensions]).toEqual([400, { code: 'BAD_USER_INPUT', field: 'Last-Event-ID' }]);
    // The table's own seq is fine: the VIEW, then nothing missed.
    const atEnd = await SseStream.open(suite.s.httpUrl, FEED, { t: tableId, after: seq });
    await atEnd.waitFor((e) => feedMessages(e).length >= 1);
    expect(feedMessages(atEnd.events)[0]).toMatchObject({ id: `${seq}:v1`, m: { kind: 'VIEW', seq } });
    atEnd.close();

    // Over websockets: the same refusals.
    const client = suite.s.wsClient();
    for (const after of [-3, seq + 1]) {
      const sub = new Subscriber(client, FEED, { t: tableId, after });
      await sub.waitFor(() => false).catch(() => undefined);
      expect(JSON.stringify(sub.errors)).toContain('"field":"afterSeq"');
      expect(JSON.stringify(sub.errors)).toContain('"code":"BAD_USER_INPUT"');
    }
    await client.dispose();
  });
});

describe('stream tickets and the request log', () => {
  const suite = useChildServer();

  it('never writes a ticket to the log, in an SSE URL or any other', async () => {
    const server = await suite.start({ LOG_LEVEL: 'debug' });
    let out = '';
    server.proc.stdout!.on('data', (d: Buffer) => (out += d.toString()));
    const s = new GqlEndpoint(server.httpUrl) as unknown as TestServer;
    const ann = await register(s, 'Ann');
    const tableId = (await createTable(s, ann.token, {})).table.id as string;
    const used = await ticketFor(s, ann.token, tableId);
    const stream = await SseStream.open(server.httpUrl, FEED, { t: tableId }, { params: { ticket: used } });
    await stream.waitFor((e) => feedMessages(e).length >= 1);
    stream.close();
    // A ticket sent where it does not belong (to /graphql) is logged with that request: redacted too.
    const misplaced = await ticketFor(s, ann.token, tableId);
    const res = await fetch(`${server.httpUrl}/graphql?ticket=${misplaced}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ lobby { id } }' }),
    });
    expect(res.status).toBe(200);
    const logged = () => out.split('\n').filter((l) => l.includes('"/graphql?'));
    for (let i = 0; i < 100 && !logged().length; i++) await new Promise((r) => setTimeout(r, 50));
    // The check is not vacuous: the request with the ticket is in the log.
    expect(logged().length).toBeGreaterThan(0);
    expect(logged()[0]).toContain('ticket=[Redacted]');
    expect(out).not.toContain(used);
    expect(out).not.toContain(misplaced);
  });
});
