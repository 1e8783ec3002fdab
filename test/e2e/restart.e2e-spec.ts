// Restart: the app is closed in the middle of a match and a new one starts on the same
// database. The match goes on where it stopped, a subscriber resuming with afterSeq sees no
// gap and no duplicate, and a table of server bots picks up again by itself.
import { BotRunner } from '../../src/server-bots/bot-runner.service.js';
import { Subscriber, TestServer, useTestServer } from '../support/app.js';
import { createTable, FEED, feedEntries, joinTable, register, rng, step, tableView, type Registered } from '../support/skat.js';

describe('restart in the middle of a match', () => {
  const suite = useTestServer({}, { start: false });

  it('goes on after a restart, and afterSeq resumes without gap or duplicate', async () => {
    suite.s = await TestServer.start(suite.db);
    const people: Registered[] = [await register(suite.s, 'R1'), await register(suite.s, 'R2'), await register(suite.s, 'R3')];
    const tableId = (await createTable(suite.s, people[0].token, { preset: 'CLUB', rounds: 1 })).table.id;
    for (const p of people.slice(1)) await joinTable(suite.s, p.token, { tableId });
    const botTable = (await createTable(suite.s, people[0].token, { preset: 'STANDARD', rounds: 1, takeSeat: false })).table.id;

    const c1 = suite.s.wsClient(people[1].token);
    const before = new Subscriber<any>(c1, FEED, { tableId });
    await before.waitFor((m) => m.length >= 1);
    const random = rng(7);
    for (let i = 0; i < 25; i++) expect(await step(suite.s, tableId, people, random)).toBe(true);
    const mid = await tableView(suite.s, tableId, people[1].token);
    await before.waitFor((m) => m[m.length - 1].tableEvents.seq === mid.seq);
    const seen = feedEntries(before.messages);
    const lastSeen: number = seen[seen.length - 1].seq;
    // Start the bot table right before the shutdown, so bots are busy while the app closes.
    await suite.s.ok(`mutation($i: AddBotsInput!) { addBots(input: $i) { seq } }`, { i: { tableId: botTable } }, people[0].token);
    before.close();
    await c1.dispose();
    await suite.s.close();

    suite.s = await TestServer.start(suite.db);
    const resumedView = await tableView(suite.s, tableId, people[1].token);
    expect(resumedView.seq).toBe(mid.seq);
    expect(resumedView.match).toEqual(mid.match);

    // Resume from a few entries back: the backfill and live entries must join up exactly.
    const from = lastSeen - 5;
    const c2 = suite.s.wsClient(people[1].token);
    const after = new Subscriber<any>(c2, FEED, { tableId, afterSeq: from });
    await after.waitFor((m) => m.length >= 1);
    let steps = 0;
    while (await step(suite.s, tableId, people, random)) if (++steps > 2000) throw new Error('match did not end');
    const final = await tableView(suite.s, tableId, people[1].token);
    expect(final.table.status).toBe('FINISHED');
    await after.waitFor((m) => m[m.length - 1].tableEvents.seq === final.seq);
    expect(after.messages[0].tableEvents.kind).toBe('VIEW');
    const events = feedEntries(after.messages.slice(1));
    expect(events.map((e) => e.seq)).toEqual(Array.from({ length: final.seq - from }, (_, i) => from + 1 + i));
    // The overlap is the same entries as before the restart.
    expect(events.slice(0, 5)).toEqual(seen.slice(-5));
    after.close();
    await c2.dispose();

    // The bot table resumed by itself after the restart.
    await suite.s.app.get(BotRunner).idle();
    expect((await tableView(suite.s, botTable)).table.status).toBe('FINISHED');
  });
});
