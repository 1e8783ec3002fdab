// The subscriber stream on its own, with an in-memory log standing in for Postgres: live
// batches that overtake each other, duplicates and resumes must still come out as every seq
// exactly once, in order, one EVENTS message per batch. (The e2e tests cover it end to end; here
// we force the orderings.)
import type { LogEntry } from '../../src/events/log-entry.js';
import type { MatchAction } from '../../src/game/match-port.js';
import { FeedKind, type TableFeedMessage } from '../../src/table-feed/feed.models.js';
import { FEED_CHUNK, TableFeed } from '../../src/table-feed/table-feed.js';
// The legal actions are mapped by the table's game: the server's games register on import.
import '../../src/games/index.js';

function entry(seq: number): LogEntry {
  return { seq, type: 'table.playerJoined', payload: { seat: seq % 3, playerId: `p${seq}`, name: `n${seq}` } };
}

function logOf(n: number) {
  const committed: LogEntry[] = Array.from({ length: n }, (_, i) => entry(i + 1));
  /** Who may act after the last committed entry (what the table's state would say). */
  const now: { legal?: Record<number, MatchAction[]> } = {};
  const list = async (after: number, upTo?: number) => committed.filter((e) => e.seq > after && (upTo === undefined || e.seq <= upTo));
  return { committed, now, source: { list, tail: async (after: number) => ({ entries: await list(after), legal: now.legal }) } };
}

const bid = (player: number, value: number): MatchAction => ({ type: 'bid', player, value }) as MatchAction;

async function take(feed: TableFeed, n: number): Promise<TableFeedMessage[]> {
  const out: TableFeedMessage[] = [];
  for (let i = 0; i < n; i++) out.push((await feed.next()).value as TableFeedMessage);
  return out;
}

const VIEW = (seq: number): TableFeedMessage => ({ kind: FeedKind.VIEW, seq, view: null, events: [], legalActions: null });
/** kind, seq and the seqs of the entries a message carries. */
const shape = (m: TableFeedMessage) => [m.kind, m.seq, m.events.map((e) => e.seq)];

describe('TableFeed', () => {
  it('delivers the view, the backfill, then live entries without duplicates', async () => {
    const { committed, source } = logOf(5);
    const feed = new TableFeed(source, 'spectator', undefined);
    feed.start(VIEW(5), 2);
    // A live batch that overlaps the backfill arrives while it runs.
    committed.push(entry(6));
    feed.onLive([entry(5), entry(6)]);
    const got = await take(feed, 2);
    expect(got.map(shape)).toEqual([
      ['VIEW', 5, []],
      ['EVENTS', 6, [3, 4, 5, 6]],
    ]);
    committed.push(entry(7));
    feed.onLive([entry(7)]);
    expect((await take(feed, 1)).map(shape)).toEqual([['EVENTS', 7, [7]]]);
    await feed.return();
    expect((await feed.next()).done).toBe(true);
  });

  it('fills a gap from the log when a later publish overtakes an earlier one', async () => {
    const { committed, source } = logOf(3);
    const feed = new TableFeed(source, 'spectator', undefined);
    feed.start(VIEW(3), 3);
    await new Promise((r) => setImmediate(r)); // the backfill (empty) has run
    committed.push(entry(4), entry(5), entry(6));
    feed.onLive([entry(6)]); // 4 and 5 are committed but their publish comes later
    feed.onLive([entry(4), entry(5)]);
    const got = await take(feed, 2);
    expect(got.map(shape)).toEqual([
      ['VIEW', 3, []],
      ['EVENTS', 6, [4, 5, 6]],
    ]);
    committed.push(entry(7));
    feed.onLive([entry(7)]);
    expect((await take(feed, 1)).map(shape)).toEqual([['EVENTS', 7, [7]]]);
    await feed.return();
  });

  it('redacts from the seat a viewer takes while subscribed', async () => {
    const { source } = logOf(0);
    const feed = new TableFeed(source, 'spectator', 'me');
    feed.start(VIEW(0), 0);
    feed.onLive([{ seq: 1, type: 'table.playerJoined', payload: { seat: 2, playerId: 'me', name: 'Me' } }]);
    const [, joined] = await take(feed, 2);
    expect(joined.events).toEqual([{ seq: 1, type: 'playerJoined', typename: 'PlayerJoined', seat: 2, playerId: 'me', name: 'Me' }]);
    expect((feed as unknown as { viewer: unknown }).viewer).toBe(2);
    await feed.return();
  });

  it('ends a pending next() when the client goes away', async () => {
    const { source } = logOf(0);
    const feed = new TableFeed(source, 'spectator', undefined);
    feed.start(VIEW(0), 0);
    await take(feed, 1);
    const pending = feed.next();
    await feed.return();
    expect((await pending).done).toBe(true);
  });

  it('never delivers a live batch that arrives before the view ahead of it', async () => {
    const { committed, source } = logOf(2);
    const feed = new TableFeed(source, 'spectator', undefined);
    // Published between the subscription and the view's read.
    committed.push(entry(3));
    feed.onLive([entry(3)]);
    await new Promise((r) => setImmediate(r)); // the view's read takes a while
    feed.start(VIEW(3), 3);
    const got = await take(feed, 1);
    expect(got.map((m) => [m.kind, m.seq])).toEqual([['VIEW', 3]]);
    committed.push(entry(4));
    feed.onLive([entry(4)]);
    expect((await take(feed, 1)).map(shape)).toEqual([['EVENTS', 4, [4]]]);
    await feed.return();
  });

  it('tells a seat its legal actions on the message of the move after which it acts, and no other seat', async () => {
    const { committed, source } = logOf(1);
    const seat1 = new TableFeed(source, 1, undefined);
    const seat2 = new TableFeed(source, 2, undefined);
    for (const f of [seat1, seat2]) f.start(VIEW(1), 1);
    await new Promise((r) => setImmediate(r)); // the backfill (empty) has run
    committed.push(entry(2), entry(3));
    for (const f of [seat1, seat2]) f.onLive([entry(2), entry(3)], { 1: [bid(1, 18)] });
    const [, a] = await take(seat1, 2);
    expect(shape(a)).toEqual(['EVENTS', 3, [2, 3]]);
    expect(a.legalActions).toEqual([{ typename: 'SkatLegalAction', type: 'bid', mutation: 'skatBid', value: 18 }]);
    const [, b] = await take(seat2, 2);
    expect(shape(b)).toEqual(['EVENTS', 3, [2, 3]]);
    expect(b.legalActions).toBeNull();
    await seat1.return();
    await seat2.return();
  });

  it('tells the legal actions when the backfill read wins the race against the live batch', async () => {
    const { committed, now, source } = logOf(1);
    const feed = new TableFeed(source, 1, undefined);
    // The view was read at 1; the move (2, 3) commits before the backfill reads, its publish comes after.
    committed.push(entry(2), entry(3));
    now.legal = { 1: [bid(1, 20)] };
    feed.start(VIEW(1), 1);
    const [, e] = await take(feed, 2);
    expect(shape(e)).toEqual(['EVENTS', 3, [2, 3]]);
    expect(e.legalActions).toEqual([{ typename: 'SkatLegalAction', type: 'bid', mutation: 'skatBid', value: 20 }]);
    feed.onLive([entry(2), entry(3)], { 1: [bid(1, 20)] }); // a duplicate now: nothing more
    committed.push(entry(4));
    feed.onLive([entry(4)]);
    expect((await take(feed, 1))[0].seq).toBe(4);
    await feed.return();
  });

  it('redacts for the seat the view says, when the seat was taken between the subscription and the view', async () => {
    const { source } = logOf(3);
    const feed = new TableFeed(source, 'spectator', 'me');
    feed.start({ ...VIEW(3), view: { yourSeat: 2 } as never }, 3);
    expect((feed as unknown as { viewer: unknown }).viewer).toBe(2);
    await feed.return();
  });

  it('splits a long backfill into messages of FEED_CHUNK entries, the legal actions on the last', async () => {
    const n = 2 * FEED_CHUNK + 50;
    const { now, source } = logOf(n);
    now.legal = { 1: [bid(1, 18)] };
    const feed = new TableFeed(source, 1, undefined);
    feed.start(VIEW(n), 0);
    const [, ...chunks] = await take(feed, 4);
    expect(chunks.map((m) => [m.seq, m.events.length, m.events[0].seq])).toEqual([
      [FEED_CHUNK, FEED_CHUNK, 1],
      [2 * FEED_CHUNK, FEED_CHUNK, FEED_CHUNK + 1],
      [n, 50, 2 * FEED_CHUNK + 1],
    ]);
    expect(chunks.map((m) => m.legalActions?.length ?? 0)).toEqual([0, 0, 1]);
    await feed.return();
  });
});
