// Server bot seats with the bots of src/bots: 'heuristic' and 'strong' think in the worker
// pool (never on the server's event loop) and their moves go through the same action path and
// log as a person's. The pool counts its choices and its fallbacks to a random legal move (a
// worker that failed or timed out): a broken wiring would show up as fallbacks, not as a pass.
import { ActionService } from '../../src/actions/action.service.js';
import { BotRunner } from '../../src/server-bots/bot-runner.service.js';
import { ServerBotPool } from '../../src/server-bots/bot-pool.js';
import { TablesRepository } from '../../src/tables/tables.repository.js';
import { useTestServer } from '../support/app.js';
import { createTable, register, rng, step, tableView } from '../support/skat.js';

describe('heuristic and strong server bots', () => {
  const suite = useTestServer();

  const addBots = (tableId: string, strategy: string, token: string) =>
    suite.s.ok(`mutation($i: AddBotsInput!) { addBots(input: $i) { table { seats { player { kind serverBot } } } } }`, { i: { tableId, strategy } }, token);

  it('a table of three heuristic bots plays a whole match through the worker pool', async () => {
    const host = await register(suite.s, 'Host');
    const tableId = (await createTable(suite.s, host.token, { preset: 'CLUB', rounds: 1, takeSeat: false })).table.id;
    const added = await addBots(tableId, 'HEURISTIC', host.token);
    expect(added.addBots.table.seats.every((x: any) => x.player.serverBot && x.player.kind === 'BOT')).toBe(true);
    await suite.s.app.get(BotRunner).idle();
    const end = await tableView(suite.s, tableId);
    expect(end.table.status).toBe('FINISHED');
    const { stats } = suite.s.app.get(ServerBotPool);
    expect(stats.fallbacks).toBe(0);
    expect(stats.pooled).toBeGreaterThan(20);
    // Same action path: the log replays to the stored state.
    const rebuilt = await suite.s.app.get(ActionService).rebuild(tableId);
    expect(rebuilt.state).toEqual((await suite.s.app.get(TablesRepository).find(tableId))!.state);
    expect(rebuilt.seq).toBe(end.seq);
    expect(end.match.over).toBe(true);
  }, 120_000);

  it('a person plays a deal against two strong bots', async () => {
    const person = await register(suite.s, 'Solo');
    const tableId = (await createTable(suite.s, person.token, { preset: 'STANDARD', rounds: 1 })).table.id;
    const before = suite.s.app.get(ServerBotPool).stats.pooled;
    await addBots(tableId, 'STRONG', person.token);
    const runner = suite.s.app.get(BotRunner);
    const random = rng(9);
    // Until the first deal is over: the person moves, the bots answer (idle() waits for them).
    for (let i = 0; i < 200; i++) {
      await runner.idle();
      const v = await tableView(suite.s, tableId, person.token);
      if (v.dealNumber > 1 || v.table.status !== 'PLAYING') break;
      if (!(await step(suite.s, tableId, [person], random))) throw new Error(`nobody moves at seq ${v.seq}`);
    }
    const v = await tableView(suite.s, tableId, person.token);
    expect(v.dealNumber).toBeGreaterThan(1);
    const { stats } = suite.s.app.get(ServerBotPool);
    expect(stats.fallbacks).toBe(0);
    expect(stats.pooled).toBeGreaterThan(before);
  }, 120_000);
});
