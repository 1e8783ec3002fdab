// The remote bot kit plays complete matches against the real server over HTTP + graphql-ws,
// and survives its websocket being killed in the middle of a deal (it resumes with afterSeq).
import { TestServer } from '../support/app.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { SkatClient, type FeedHandle } from '../../src/bots/kit/client';
import { playTable } from '../../src/bots/kit/bot';
import { createStrategy } from '../../src/bots/registry';

describe('remote bot kit', () => {
  let db: TestDatabase;
  let s: TestServer;
  beforeAll(async () => {
    db = await createTestDatabase();
    s = await TestServer.start(db);
  });
  afterAll(async () => {
    await s?.close();
    await db?.drop();
  });

  it('plays a match against server bots, with a forced socket drop mid-deal', async () => {
    const client = new SkatClient({ url: `${s.httpUrl}/graphql` });
    await client.register('kit-e2e');
    const created = await client.createTable({ preset: 'club', players: 3, rounds: 1 });
    const tableId = created.table.id;
    await client.addBots(tableId);
    let feed: FeedHandle | null = null;
    let dropped = false;
    const result = await playTable(client, tableId, createStrategy('heuristic'), {
      keepAliveMs: 2000,
      seed: 3,
      onFeed: (f) => (feed = f),
      onMove: (action) => {
        // Kill the socket right after our first card: the rest of the deal comes through a resumed feed.
        if (!dropped && action.type === 'play') {
          dropped = true;
          feed?.dropSocket();
        }
      },
    });
    expect(dropped).toBe(true);
    expect(result.finished).toBe(true);
    expect(result.moves).toBeGreaterThan(5);
    const view = await client.table(tableId);
    expect(view.table.status).toBe('FINISHED');
    expect(result.totals).toHaveLength(3);
  });
});
