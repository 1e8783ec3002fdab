// Every preset completes a match (one person against server bots), a four-player table
// completes, and a table of server bots alone plays itself to the end.
import { BotRunner } from '../../src/server-bots/bot-runner.service.js';
import { Subscriber, useTestServer } from '../support/app.js';
import { createTable, DEAL_RECORD, FEED, feedEntries, register, rng, step, tableView, type Registered } from '../support/skat.js';

const ADD_BOTS = `mutation($i: AddBotsInput!) { addBots(input: $i) { seq yourSeat table { status seats { index player { name serverBot kind } } } } }`;

describe('presets, four players and server bots', () => {
  const suite = useTestServer();
  let bots: BotRunner;
  beforeAll(async () => {
    bots = suite.s.app.get(BotRunner);
  });

  /** The person plays whenever it is their move; otherwise we wait until the bots are idle. */
  async function playOut(tableId: string, people: Registered[], seed: number): Promise<any> {
    const random = rng(seed);
    for (let i = 0; i < 5000; i++) {
      if (await step(suite.s, tableId, people, random)) continue;
      await bots.idle();
      const v = await tableView(suite.s, tableId, people[0]?.token);
      if (v.table.status === 'FINISHED') return v;
      if (people.length === 0 || !(await step(suite.s, tableId, people, random))) {
        // Nobody could move and the bots are idle: only acceptable once the match is over.
        await bots.idle();
        const again = await tableView(suite.s, tableId, people[0]?.token);
        if (again.table.status === 'FINISHED') return again;
        throw new Error(`stuck at seq ${again.seq}: ${JSON.stringify(again.match?.toAct)}`);
      }
    }
    throw new Error('match did not end');
  }

  it.each([
    ['STANDARD', 3],
    ['CLUB', 3],
    ['PUB', 3],
    ['TOURNAMENT', 3],
    ['CLUB', 4],
    ['TOURNAMENT', 4],
  ])('%s with %i players: a person and server bots complete a match', async (preset, players) => {
    const me = await register(suite.s, `P-${preset}-${players}`);
    const created = await createTable(suite.s, me.token, { preset, players, rounds: 1 });
    const tableId = created.table.id;
    const filled = await suite.s.ok<any>(ADD_BOTS, { i: { tableId } }, me.token);
    expect(filled.addBots.table.status).toBe('PLAYING');
    expect(filled.addBots.table.seats.filter((x: any) => x.player.serverBot)).toHaveLength(players - 1);
    const final = await playOut(tableId, [me], players * 7);
    expect(final.match.over).toBe(true);
    expect(final.match.sheet.length).toBeGreaterThanOrEqual(players);
    const sheet = (await suite.s.ok<any>(`query($id: ID!) { scoreSheet(tableId: $id) { totals deals { totals } } }`, { id: tableId })).scoreSheet;
    expect(sheet.totals).toHaveLength(players);
    expect(sheet.deals[sheet.deals.length - 1].totals).toEqual(sheet.totals);
    // Every finished deal has a record (passed-in deals and Ramsch too), as JSON and ISS.
    for (const { deal } of final.match.sheet as { deal: number }[]) {
      const rec = (
        await suite.s.ok<any>(`query($id: ID!, $d: Int!) { dealRecord(tableId: $id, deal: $d) { deal record { ${DEAL_RECORD} } iss } }`, {
          id: tableId,
          d: deal,
        })
      ).dealRecord;
      expect(rec.record.hands).toHaveLength(3);
      expect(rec.iss).toMatch(/^\(;GM\[Skat\]/);
    }
  });

  it('a table of server bots plays itself to the end, watched by a spectator', async () => {
    const host = await register(suite.s, 'Host');
    const created = await createTable(suite.s, host.token, { preset: 'CLUB', players: 3, rounds: 1, takeSeat: false });
    const tableId = created.table.id;
    const watcher = suite.s.wsClient();
    const sub = new Subscriber<any>(watcher, FEED, { tableId });
    await sub.waitFor((m) => m.length >= 1);
    await suite.s.ok(ADD_BOTS, { i: { tableId } }, host.token);
    const final = await playOut(tableId, [], 1);
    expect(final.yourSeat).toBeNull();
    await sub.waitFor((m) => m[m.length - 1].tableEvents.seq === final.seq);
    const types = feedEntries(sub.messages).map((e) => e.type);
    expect(types).toContain('matchStarted');
    expect(types).toContain('matchEnded');
    sub.close();
    await watcher.dispose();
  });
});
