// The worker pool answers with legal actions off the main thread (the worker runs the TS
// source through tsx here, compiled JS in production).
import { createDeal, viewDeal } from '../../src/engine/index';
import { PRESETS } from '../../src/engine/rules';
import { BotWorkerPool } from '../../src/bots/worker-pool';

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

  it('rejects an unknown strategy without killing the worker', async () => {
    const state = createDeal({ rules: PRESETS.standard.rules, seed: 'pool-2' });
    const view = viewDeal(state, 1);
    await expect(pool.choose('nope' as never, { view, legal: view.legalActions, rules: state.rules })).rejects.toThrow(/unknown strategy/);
    await expect(pool.choose('random', { view, legal: view.legalActions, rules: state.rules })).resolves.toHaveProperty('seat', 1);
  });
});
