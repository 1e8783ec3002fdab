// Graceful shutdown while server bots are in the middle of moves and a subscriber is
// connected: close() returns, the socket is closed, and on the next start the log and the
// snapshot agree (every committed move is complete: events, action and snapshot together).
import { ActionService } from '../../src/actions/action.service.js';
import { BotRunner } from '../../src/server-bots/bot-runner.service.js';
import { TablesRepository } from '../../src/tables/tables.repository.js';
import { Subscriber, TestServer, useTestServer } from '../support/app.js';
import { createTable, FEED, register } from '../support/skat.js';

describe('graceful shutdown', () => {
  const suite = useTestServer({}, { start: false });

  it('finishes in-flight moves, closes sockets, and leaves a consistent log', async () => {
    suite.s = await TestServer.start(suite.db);
    const host = await register(suite.s, 'Host');
    const tableIds: string[] = [];
    for (let i = 0; i < 3; i++) tableIds.push((await createTable(suite.s, host.token, { preset: 'CLUB', rounds: 1, takeSeat: false })).table.id);
    const client = suite.s.wsClient();
    const sub = new Subscriber<any>(client, FEED, { tableId: tableIds[0] });
    await sub.waitFor((m) => m.length >= 1);
    for (const tableId of tableIds) await suite.s.ok(`mutation($i: AddBotsInput!) { addBots(input: $i) { seq } }`, { i: { tableId } }, host.token);
    // Bots are now playing three tables; close as soon as the subscriber has seen some moves.
    await sub.waitFor((m) => m.length >= 20);
    await suite.s.close();
    await sub.waitFor(() => sub.completed || sub.errors.length > 0).catch(() => undefined);
    expect(sub.completed || sub.errors.length > 0).toBe(true);
    await client.dispose();

    // The new instance resumes the bot tables by itself. A move torn by the shutdown would show
    // up as a seq collision (the bots would stop) or as a log that disagrees with the snapshot.
    suite.s = await TestServer.start(suite.db);
    await suite.s.app.get(BotRunner).idle();
    const repo = suite.s.app.get(TablesRepository);
    for (const tableId of tableIds) {
      const row = (await repo.find(tableId))!;
      expect(row.status).toBe('finished');
      const rebuilt = await suite.s.app.get(ActionService).rebuild(tableId);
      expect(rebuilt.state).toEqual(row.state);
      const [{ max }] = (await repo.manager.query(`SELECT max(seq)::int AS max FROM table_events WHERE table_id = $1`, [tableId])) as { max: number }[];
      expect(max).toBe(row.seq);
    }
  });
});
