// The worker pool answers with legal actions off the main thread (the worker runs the TS
// source through tsx here, compiled JS in production).
import { type ActionBody, applyMatch, createDeal, createMatch, legalMatchActions, type MatchAction, PRESETS, viewDeal, viewMatch } from '../../src/engine/index';
import { BotWorkerPool } from '../../src/bots/worker-pool';
import { PooledBotPlayer } from '../../src/bots/server-adapter';

describe('BotWorkerPool', () => {
  const pool = new BotWorkerPool({ size: 1, timeoutMs: 20000 });
  afterAll(() => pool.close());

  it('runs each strategy in a worker and returns one of the legal actions', async () => {
    const state = createDeal({ rules: PRESETS.standard.rules, seed: 'pool-1' });
    const view = viewDeal(state, 1);
    for (const name of ['random', 'heuristic', 'strong'] as const) {
      const action = await pool.choose(name, { view, legal: view.legalActions, rules: state.rules, seed: 7, budgetMs: 20 }, 'table-1');
      expect(view.legalActions.map((a) => JSON.stringify(a))).toContain(JSON.stringify(action));
    }
  });

  it('answers the server-bot seam (MatchView + action bodies) with one of the offered bodies, through a whole deal', async () => {
    const player = new PooledBotPlayer(pool, 'heuristic');
    let state = createMatch({ players: 3, rounds: 1, rules: PRESETS.club.rules }, 'adapter-1');
    for (let i = 0; i < 60 && !state.over && state.sheet.length === 0; i++) {
      const legal = legalMatchActions(state);
      const who = state.deal.turn !== null && legal.some((a) => a.player === state.seats[state.deal.turn!]) ? state.seats[state.deal.turn!] : legal[0].player;
      const bodies: ActionBody[] = legal.filter((a) => a.player === who).map(({ player: _p, ...b }) => b as ActionBody);
      const body = await player.choose(viewMatch(state, who), bodies, 'table-adapter');
      expect(bodies.map((b) => JSON.stringify(b))).toContain(JSON.stringify(body));
      const r = applyMatch(state, { ...body, player: who } as MatchAction);
      if (!r.ok) throw new Error(r.error.message);
      state = r.state;
    }
  });

  it('rejects an unknown strategy without killing the worker', async () => {
    const state = createDeal({ rules: PRESETS.standard.rules, seed: 'pool-2' });
    const view = viewDeal(state, 1);
    await expect(pool.choose('nope' as never, { view, legal: view.legalActions, rules: state.rules })).rejects.toThrow(/unknown strategy/);
    await expect(pool.choose('random', { view, legal: view.legalActions, rules: state.rules })).resolves.toHaveProperty('seat', 1);
  });
});
