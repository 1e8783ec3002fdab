// The subscriber stream on its own, with an in-memory log standing in for Postgres: live
// batches that overtake each other, duplicates and resumes must still come out as every seq
// exactly once, in order. (The e2e tests cover it end to end; here we force the orderings.)
import type { LogEntry } from '../../src/events/log-entry.js';
import { FeedKind, type TableFeedMessage } from '../../src/table-feed/feed.models.js';
import { TableFeed } from '../../src/table-feed/table-feed.js';

function entry(seq: number): LogEntry {
  return { seq, type: 'table.playerJoined', payload: { seat: seq % 3, playerId: `p${seq}`, name: `n${seq}` } };
}

function logOf(n: number) {
  const committed: LogEntry[] = Array.from({ length: n }, (_, i) => entry(i + 1));
  return {
    committed,
    source: { list: async (after: number, upTo?: number) => committed.filter((e) => e.seq > after && (upTo === undefined || e.seq <= upTo)) },
  };
}

async function take(feed: TableFeed, n: number): Promise<TableFeedMessage[]> {
  const out: TableFeedMessage[] = [];
  for (let i = 0; i < n; i++) out.push((await feed.next()).value as TableFeedMessage);
  return out;
}

const VIEW = (seq: number): TableFeedMessage => ({ kind: FeedKind.VIEW, seq, view: null, event: null });

describe('TableFeed', () => {
  it('delivers the view, the backfill, then live entries without duplicates', async () => {
    const { committed, source } = logOf(5);
    const feed = new TableFeed(source, 'spectator', undefined);
    feed.start(VIEW(5), 2);
    // A live batch that overlaps the backfill arrives while it runs.
    committed.push(entry(6));
    feed.onLive([entry(5), entry(6)]);
    const got = await take(feed, 5);
    expect(got.map((m) => [m.kind, m.seq])).toEqual([
      ['VIEW', 5],
      ['EVENT', 3],
      ['EVENT', 4],
      ['EVENT', 5],
      ['EVENT', 6],
    ]);
    await feed.return();
    expect((await feed.next()).done).toBe(true);
  });

  it('fills a gap from the log when a later publish overtakes an earlier one', async () => {
    const { committed, source } = logOf(3);
    const feed = new TableFeed(source, 'spectator', undefined);
    feed.start(VIEW(3), 3);
    committed.push(entry(4), entry(5), entry(6));
    feed.onLive([entry(6)]); // 4 and 5 are committed but their publish comes later
    feed.onLive([entry(4), entry(5)]);
    const got = await take(feed, 4);
    expect(got.map((m) => m.seq)).toEqual([3, 4, 5, 6]);
    await feed.return();
  });

  it('redacts from the seat a viewer takes while subscribed', async () => {
    const { source } = logOf(0);
    const feed = new TableFeed(source, 'spectator', 'me');
    feed.start(VIEW(0), 0);
    feed.onLive([{ seq: 1, type: 'table.playerJoined', payload: { seat: 2, playerId: 'me', name: 'Me' } }]);
    const [, joined] = await take(feed, 2);
    expect(joined.event?.data).toEqual({ seat: 2, playerId: 'me', name: 'Me' });
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
});
