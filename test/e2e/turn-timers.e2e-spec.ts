// Turn timeouts and abandoned tables (implemented in src/server-bots/ with PostgreSQL leases).
// A table option gives the seconds per action: when they run out the server acts for the
// silent seat (a pass in bidding, a bot's choice in play) and the score sheet marks it. A
// table whose people have all been silent for ABANDONED_TABLE_SECONDS is closed. The test
// waits for the server's events; it asserts nothing about how long anything took.
import { Subscriber, useTestServer } from '../support/app.js';
import { createTable, EVENT_FIELDS, feedEntries, joinTable, legalActions, register, rng, step, tableView, type Registered } from '../support/skat.js';

const FEED = `subscription($tableId: ID!) { tableEvents(tableId: $tableId) { kind seq events { ${EVENT_FIELDS} } } }`;

describe('turn timeouts and abandoned tables', () => {
  const suite = useTestServer({ LEASE_TTL_MS: 2000, LEASE_RENEW_MS: 300, ABANDONED_TABLE_SECONDS: 5 });

  async function seated(
    names: string[],
    input: Record<string, unknown>,
  ): Promise<{ people: Registered[]; tableId: string; feed: Subscriber<any>; close: () => Promise<void> }> {
    const people: Registered[] = [];
    for (const n of names) people.push(await register(suite.s, n));
    const tableId = (await createTable(suite.s, people[0].token, input)).table.id;
    const client = suite.s.wsClient();
    const feed = new Subscriber<any>(client, FEED, { tableId });
    await feed.waitFor((m) => m.length >= 1);
    for (const p of people.slice(1)) await joinTable(suite.s, p.token, { tableId });
    return { people, tableId, feed, close: async () => (feed.close(), await client.dispose()) };
  }
  const events = (feed: Subscriber<any>) => feedEntries(feed.messages) as any[];
  const closedEvent = (m: any[]) => feedEntries(m).some((e) => e.type === 'tableClosed');

  it('acts for silent seats (passes in bidding, a bot move in play), marks the score sheet, and closes the abandoned tables', async () => {
    // Table A: nobody ever moves. Table B: its people bid and declare, then fall silent in play.
    const a = await seated(['TA0', 'TA1', 'TA2'], { preset: 'STANDARD', rounds: 1, turnSeconds: 1 });
    const b = await seated(['TB0', 'TB1', 'TB2'], { preset: 'STANDARD', rounds: 1, turnSeconds: 2 });
    const random = rng(5);
    for (let i = 0; i < 200; i++) {
      const v = await tableView(suite.s, b.tableId, b.people[0].token);
      if (v.phase === 'PLAYING') break;
      try {
        await step(suite.s, b.tableId, b.people, random);
      } catch {
        // A timeout acted first (STALE): look again.
      }
    }
    await Promise.all([a.feed.waitFor(closedEvent), b.feed.waitFor(closedEvent)]);

    // A: the three silent seats passed on timeouts; the passed-in deal's row names all three.
    const ea = events(a.feed);
    const timeoutsA = ea.filter((e) => e.type === 'turnTimedOut');
    expect(timeoutsA.length).toBeGreaterThanOrEqual(3);
    expect(timeoutsA.slice(0, 3).map((e) => e.action)).toEqual(['PASS', 'PASS', 'PASS']);
    for (const t of timeoutsA) {
      // The timed-out move itself directly follows its mark in the log.
      const next = ea[ea.findIndex((e) => e.seq === t.seq) + 1];
      expect(next.seq).toBe(t.seq + 1);
      // A game's event, not one of the service's own.
      expect(['playerJoined', 'playerLeft', 'matchStarted', 'tableClosed', 'turnTimedOut', 'actionRecorded', 'hiddenEvent']).not.toContain(next.type);
    }
    const sheet = (await suite.s.ok<any>(`query($t: ID!) { scoreSheet(tableId: $t) { deals { deal kind timedOut } } }`, { t: a.tableId })).scoreSheet;
    expect(sheet.deals[0].kind).toBe('PASSED');
    expect([...sheet.deals[0].timedOut].sort()).toEqual([0, 1, 2]);

    // B: in play the server chose a card for the silent seat.
    const eb = events(b.feed);
    const playTimeout = eb.find((e) => e.type === 'turnTimedOut' && e.action === 'PLAY');
    expect(playTimeout).toBeDefined();
    expect(eb.find((e) => e.seq === playTimeout.seq + 1)?.type).toBe('cardPlayed');

    // Both are closed: no more moves, and a refused move changes nothing.
    for (const t of [a, b]) {
      const before = await tableView(suite.s, t.tableId, t.people[0].token);
      expect(before.table.status).toBe('CLOSED');
      expect(closedEvent(t.feed.messages)).toBe(true);
      for (const p of t.people) expect((await legalActions(suite.s, t.tableId, p.token)).actions).toEqual([]);
      const res = await suite.s.gql(`mutation($i: ActionInput!) { skatPass(input: $i) { seq } }`, { i: { tableId: t.tableId } }, t.people[1].token);
      expect(res.errors?.[0].extensions?.code).toBe('ILLEGAL_ACTION');
      expect(await tableView(suite.s, t.tableId, t.people[0].token)).toEqual(before);
      await t.close();
    }
  });
});
