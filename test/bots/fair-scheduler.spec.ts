// Bot work is served fairly (src/bots/fair-scheduler.ts): one owner's many queued choices do not
// hold up another owner's, in the scheduler alone (a fake pool that records the dispatch order)
// and through the server's bot seats on a real one-worker pool.
import { createMatch, legalMatchActions, PRESETS, viewMatch, type ActionBody, type DealAction } from '../../src/engine/index';
import { FairBotScheduler, type SlottedPool } from '../../src/bots/fair-scheduler';
import type { ChooseInput } from '../../src/bots/worker-pool';
import type { StrategyName } from '../../src/bots/strategy';
import type { Env } from '../../src/config/env';
import { ServerBotPool } from '../../src/server-bots/bot-pool';
import '../../src/games/index';

/** A pool whose choices finish when the test says so; records what was sent, in order. */
class FakePool implements SlottedPool {
  readonly sent: { affinity: string; name: StrategyName; budgetMs?: number; slot: number }[] = [];
  private readonly open: { slot: number; done: () => void }[] = [];
  readonly slots: number;
  /** `size` workers for affinity keys ('name:slot'), `quick` more. */
  constructor(
    readonly size: number,
    quick = 0,
  ) {
    this.slots = size + quick;
  }
  slotOf(affinity: string): number {
    return Number(affinity.split(':')[1] ?? 0) % this.size;
  }
  chooseOn<Action>(slot: number, game: string, name: StrategyName, input: ChooseInput<unknown, Action>): Promise<Action> {
    // The fake reads the choice's affinity key back from its seed's place in the input.
    const affinity = (input as { key?: string }).key ?? '';
    this.sent.push({ affinity: game === 'skat' ? affinity : `${game} ${affinity}`, name, budgetMs: input.budgetMs, slot });
    return new Promise((resolve) => this.open.push({ slot, done: () => resolve({ type: 'pass', seat: 0 } as Action) }));
  }
  /** Finishes the oldest running choice (or the one on `slot`) and lets the scheduler react. */
  async finish(slot?: number): Promise<void> {
    const i = slot === undefined ? 0 : this.open.findIndex((o) => o.slot === slot);
    this.open.splice(i, 1)[0].done();
    await new Promise((r) => setImmediate(r));
  }
}

const input = { view: {} as never, legal: [], rules: PRESETS.standard.rules } as ChooseInput;

/** `fair.choose`, with the affinity key also in the input, where the fake pool reads it back. */
function choose(fair: FairBotScheduler, owner: string, game: string, name: StrategyName, inp: ChooseInput, affinity: string): Promise<unknown> {
  return fair.choose(owner, game, name, { ...inp, key: affinity } as ChooseInput, affinity);
}

describe('fair scheduling of bot work', () => {
  it("serves another owner's single choice before the second of an owner with 20 queued", async () => {
    const pool = new FakePool(1);
    const fair = new FairBotScheduler(pool);
    const done: string[] = [];
    for (let i = 0; i < 20; i++) void choose(fair, 'A', 'skat', 'strong', input, `a${i}:0`).then(() => done.push(`A${i}`));
    void choose(fair, 'B', 'skat', 'heuristic', input, 'b:0').then(() => done.push('B'));
    expect(pool.sent.map((s) => s.affinity)).toEqual(['a0:0']); // one choice per idle worker, no backlog in the worker
    await pool.finish();
    await pool.finish();
    expect(done).toEqual(['A0', 'B']);
    expect(pool.sent.slice(0, 3).map((s) => s.affinity)).toEqual(['a0:0', 'b:0', 'a1:0']);
  });

  it("queues Tarock's choices with Skat's: one owner's Tarock tables do not hold up another's Skat table", async () => {
    const pool = new FakePool(1);
    const fair = new FairBotScheduler(pool);
    const tarockInput = { view: {} as never, legal: [] } as ChooseInput;
    for (let i = 0; i < 5; i++) void choose(fair, 'A', 'tarock', 'strong', tarockInput, `t${i}:0`);
    void choose(fair, 'B', 'skat', 'heuristic', input, 's:0');
    await pool.finish();
    await pool.finish();
    expect(pool.sent.slice(0, 3).map((s) => s.affinity)).toEqual(['tarock t0:0', 's:0', 'tarock t1:0']);
    expect(pool.sent[0].budgetMs).toBe(350); // the strong Tarock player's budget comes from the scheduler too
  });

  it('rotates owners round-robin and keeps each owner in order', async () => {
    const pool = new FakePool(1);
    const fair = new FairBotScheduler(pool);
    for (const owner of ['A', 'B', 'C']) for (let i = 0; i < 3; i++) void choose(fair, owner, 'skat', 'heuristic', input, `${owner}${i}:0`);
    for (let i = 0; i < 9; i++) await pool.finish();
    expect(pool.sent.map((s) => s.affinity)).toEqual(['A0:0', 'B0:0', 'C0:0', 'A1:0', 'B1:0', 'C1:0', 'A2:0', 'B2:0', 'C2:0']);
  });

  it('keeps every worker busy, each with at most one choice', async () => {
    const pool = new FakePool(2);
    const fair = new FairBotScheduler(pool);
    for (let i = 0; i < 4; i++) void choose(fair, 'A', 'skat', 'heuristic', input, `a${i}:0`); // all on worker 0
    void choose(fair, 'B', 'skat', 'heuristic', input, 'b:1');
    expect(pool.sent.map((s) => s.affinity)).toEqual(['a0:0', 'b:1']);
    expect(fair.backlog).toBe(3);
  });

  it('runs a quick choice whose worker thinks for a strong bot on the quick worker, never a strong one', async () => {
    const pool = new FakePool(1, 1);
    const fair = new FairBotScheduler(pool);
    void choose(fair, 'A', 'skat', 'strong', input, 'a0:0');
    void choose(fair, 'A', 'skat', 'strong', input, 'a1:0');
    const done: string[] = [];
    void choose(fair, 'B', 'skat', 'heuristic', input, 'b0:0').then(() => done.push('B0'));
    void choose(fair, 'B', 'skat', 'heuristic', input, 'b1:0').then(() => done.push('B1'));
    // a0 thinks on worker 0; a1 (strong) waits for it; b0 goes to the quick worker (1).
    expect(pool.sent.map((s) => [s.affinity, s.slot])).toEqual([
      ['a0:0', 0],
      ['b0:0', 1],
    ]);
    await pool.finish(1);
    expect(done).toEqual(['B0']);
    expect(pool.sent.map((s) => [s.affinity, s.slot])[2]).toEqual(['b1:0', 1]); // a1 still waits for worker 0
    await pool.finish(1);
    expect(done).toEqual(['B0', 'B1']);
    expect(fair.backlog).toBe(1);
    await pool.finish(0);
    expect(pool.sent.map((s) => [s.affinity, s.slot])[3]).toEqual(['a1:0', 0]);
  });

  it('gives the strong bot less time to think while choices wait', async () => {
    const pool = new FakePool(1);
    const fair = new FairBotScheduler(pool);
    void choose(fair, 'A', 'skat', 'strong', input, 'a:0');
    for (let i = 0; i < 10; i++) void choose(fair, `O${i}`, 'skat', 'strong', input, `o${i}:0`);
    await pool.finish();
    expect(pool.sent[0].budgetMs).toBe(350);
    expect(pool.sent[1].budgetMs).toBeLessThan(100);
  });

  it("thinks at most the configured budget (BOT_STRONG_BUDGET_MS), also below the queue's floor", async () => {
    const pool = new FakePool(1);
    const fair = new FairBotScheduler(pool, 40);
    void choose(fair, 'A', 'skat', 'strong', input, 'a:0');
    for (let i = 0; i < 10; i++) void choose(fair, `O${i}`, 'tarock', 'strong', input, `o${i}:0`);
    await pool.finish();
    expect(pool.sent.map((s) => s.budgetMs)).toEqual([40, 40]);
  });
});

describe("the server's bot seats under load", () => {
  const server = new ServerBotPool({ BOT_WORKERS: 1 } as Env);
  afterAll(() => server.onApplicationShutdown());

  it("one owner's strong tables do not hold up another owner's heuristic table", async () => {
    const match = createMatch({ players: 3, rounds: 1, rules: PRESETS.standard.rules }, 'fair-1');
    const legal = legalMatchActions(match);
    const who = legal[0].player;
    const bodies = legal.filter((a) => a.player === who).map(({ player: _p, ...b }) => b as ActionBody);
    const view = viewMatch(match, who);
    const done: string[] = [];
    const all: Promise<unknown>[] = [];
    for (let i = 0; i < 12; i++)
      all.push(
        server
          .player('skat', 'strong', `attack-${i}`, 'attacker')
          .choose(view, bodies as never)
          .then(() => done.push(`strong-${i}`)),
      );
    all.push(
      server
        .player('skat', 'heuristic', 'legit', 'someone')
        .choose(view, bodies as never)
        .then(() => done.push('heuristic')),
    );
    await Promise.all(all);
    expect(done.indexOf('heuristic')).toBeLessThanOrEqual(1);
    expect(server.stats.fallbacks).toBe(0);
  }, 60_000);
});

describe("the server's quick worker", () => {
  const server = new ServerBotPool({ BOT_WORKERS: 1, BOT_QUICK_WORKERS: 1 } as Env);
  afterAll(() => server.onApplicationShutdown());

  it('answers a heuristic table while the other worker thinks for strong ones', async () => {
    // Each choice on a deal of its own: the strong bot's caches in a worker know none of them.
    const choice = (strategy: 'strong' | 'heuristic', table: string, owner: string) => {
      const match = createMatch({ players: 3, rounds: 1, rules: PRESETS.standard.rules }, `quick-${table}`);
      const legal = legalMatchActions(match);
      const who = legal[0].player;
      const bodies = legal.filter((a) => a.player === who).map(({ player: _p, ...b }) => b as ActionBody);
      return server.player('skat', strategy, table, owner).choose(viewMatch(match, who), bodies as never);
    };
    // Both workers started and warm: the heuristic choice meets a busy first worker.
    await Promise.all([choice('strong', 'warm', 'attacker'), choice('heuristic', 'warm', 'someone')]);
    expect(server.runningWorkers).toBe(2);
    const done: string[] = [];
    const all = [0, 1, 2].map((i) => choice('strong', `attack-${i}`, 'attacker').then(() => done.push(`strong-${i}`)));
    all.push(choice('heuristic', 'legit', 'someone').then(() => done.push('heuristic')));
    await Promise.all(all);
    expect(done[0]).toBe('heuristic');
    expect(server.stats.fallbacks).toBe(0);
  }, 60_000);
});
