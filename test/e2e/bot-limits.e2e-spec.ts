// Server bots are shared by everyone (docs/limits.md): a player's bot seats and tables with
// strong bots are capped (LIMIT_EXCEEDED, kinds BOT_SEATS and STRONG_BOT_TABLES), and a table
// of server bots only that nobody watches is closed (TableClosed, reason UNWATCHED),
// while one followed by a feed or by its creator's queries plays on. Short limits via env overrides.
import { Subscriber, useTestServer } from '../support/app.js';
import { createTable, FEED, feedEntries, register, tableView } from '../support/skat.js';

const ADD_BOTS = `mutation($i: AddBotsInput!) { addBots(input: $i) { table { status seats { player { serverBot } } } } }`;
const UNWATCHED_SECONDS = 2;

describe('server bot limits', () => {
  const suite = useTestServer({
    MAX_BOT_SEATS_PER_PLAYER: 6,
    MAX_STRONG_BOT_TABLES_PER_PLAYER: 1,
    UNWATCHED_BOT_TABLE_SECONDS: UNWATCHED_SECONDS,
    LEASE_TTL_MS: 2000,
    LEASE_RENEW_MS: 300,
  });
  const addBots = (tableId: string, strategy: string, token: string) => suite.s.gql(ADD_BOTS, { i: { tableId, strategy } }, token);
  /** A table with the player seated at seat 0, so it is never all bots. */
  const seatedTable = async (token: string) => (await createTable(suite.s, token, { preset: 'STANDARD', rounds: 1 })).table.id as string;

  it('caps bot seats and strong-bot tables per player, with a clear refusal', async () => {
    const me = await register(suite.s, 'Bot Collector');
    const first = await seatedTable(me.token);
    expect((await addBots(first, 'STRONG', me.token)).errors).toBeUndefined(); // 2 bot seats, 1 strong table

    const second = await seatedTable(me.token);
    const strong = await addBots(second, 'STRONG', me.token);
    expect(strong.errors?.[0].extensions).toMatchObject({ code: 'LIMIT_EXCEEDED', limit: 'STRONG_BOT_TABLES', max: 1 });
    expect(strong.errors?.[0].message).toMatch(/strong bots.*at most 1/);
    expect((await tableView(suite.s, second, me.token)).table.status).toBe('OPEN'); // refused: nothing seated
    expect((await addBots(second, 'HEURISTIC', me.token)).errors).toBeUndefined(); // 4 bot seats
    expect((await addBots(await seatedTable(me.token), 'RANDOM', me.token)).errors).toBeUndefined(); // 6

    const fourth = await seatedTable(me.token);
    const seats = await addBots(fourth, 'RANDOM', me.token);
    expect(seats.errors?.[0].extensions).toMatchObject({ code: 'LIMIT_EXCEEDED', limit: 'BOT_SEATS', max: 6 });
    expect(seats.errors?.[0].message).toMatch(/server bots.*at most 6/);

    // Another player's share is their own.
    const other = await register(suite.s, 'Someone Else');
    expect((await addBots(await seatedTable(other.token), 'STRONG', other.token)).errors).toBeUndefined();
  });

  it("closes a table of bots nobody watches, keeps those followed by a feed or the creator's queries", async () => {
    // One host per table: three tables of three bots are over this server's cap of 6 seats.
    const allBots = async (host: { token: string }) => {
      const id = (await createTable(suite.s, host.token, { preset: 'STANDARD', rounds: 50, takeSeat: false })).table.id as string;
      expect((await addBots(id, 'RANDOM', host.token)).errors).toBeUndefined();
      return id;
    };
    const client = suite.s.wsClient();
    try {
      const followed = await allBots(await register(suite.s, 'Feed Host'));
      const feed = new Subscriber<any>(client, FEED, { tableId: followed });
      await feed.waitFor((m) => m.length >= 1);
      const host = await register(suite.s, 'Polling Host');
      const polled = await allBots(host);
      const unwatched = await allBots(await register(suite.s, 'Absent Host'));
      let polling = true;
      const poll = (async () => {
        while (polling) {
          await tableView(suite.s, polled, host.token);
          await new Promise((r) => setTimeout(r, 200));
        }
      })();

      // Looked at by an anonymous spectator only: that is not watching by its creator.
      const started = Date.now();
      for (;;) {
        const v = await tableView(suite.s, unwatched);
        if (v.table.status === 'CLOSED') break;
        expect(v.table.status).toBe('PLAYING'); // 50 rounds of bots outlast the limit
        if (Date.now() - started > 60_000) throw new Error('the unwatched table was not closed');
        await new Promise((r) => setTimeout(r, 200));
      }
      const last = (await tableView(suite.s, unwatched)).seq as number;
      const tail = new Subscriber<any>(client, FEED, { tableId: unwatched, afterSeq: last - 1 });
      await tail.waitFor((m) => feedEntries(m).some((e) => e.type === 'tableClosed'));
      expect(feedEntries(tail.messages).find((e) => e.type === 'tableClosed')).toMatchObject({ reason: 'UNWATCHED', silentSeconds: UNWATCHED_SECONDS });
      tail.close();

      // Twice the limit later, the watched ones still play (or finished on their own), never closed.
      await new Promise((r) => setTimeout(r, UNWATCHED_SECONDS * 2000));
      polling = false;
      await poll;
      for (const id of [followed, polled]) expect(['PLAYING', 'FINISHED']).toContain((await tableView(suite.s, id)).table.status);
      expect(feedEntries(feed.messages).some((e) => e.type === 'tableClosed')).toBe(false);
      feed.close();
    } finally {
      await client.dispose();
    }
  }, 120_000);
});
