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
  readonly sent: { affinity: string; name: StrategyName; budgetMs?: number }[] = [];
  private readonly open: (() => void)[] = [];
  constructor(readonly size: number) {}
  slotOf(affinity: string): number {
    return Number(affinity.split(':')[1] ?? 0) % this.size;
  }
  choose<Action>(game: string, name: StrategyName, input: ChooseInput<unknown, Action>, affinity?: string): Promise<Action> {
    this.sent.push({ affinity: game === 'skat' ? affinity! : `${game} ${affinity!}`, name, budgetMs: input.budgetMs });
    return new Promise((resolve) => this.open.push(() => resolve({ type: 'pass', seat: 0 } as Action)));
  }
  /** Finishes the oldest running choice and lets the scheduler react. */
  async finish(): Promise<void> {
    this.open.shift()!();
    await new Promise((r) => setImmediate(r));
  }
}

const input = { view: {} as never, legal: [], rules: PRESETS.standard.rules } as ChooseInput;

describe('fair scheduling of bot work', () => {
  it("serves another owner's single choice before the second of an owner with 20 queued", async () => {
    const pool = new FakePool(1);
    const fair = new FairBotScheduler(pool);
    const done: string[] = [];
    for (let i = 0; i < 20; i++) void fair.choose('A', 'skat', 'strong', input, `a${i}:0`).then(() => done.push(`A${i}`));
    void fair.choose('B', 'skat', 'heuristic', input, 'b:0').then(() => done.push('B'));
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
    for (let i = 0; i < 5; i++) void fair.choose('A', 'tarock', 'strong', tarockInput, `t${i}:0`);
    void fair.choose('B', 'skat', 'heuristic', input, 's:0');
    await pool.finish();
    await pool.finish();
    expect(pool.sent.slice(0, 3).map((s) => s.affinity)).toEqual(['tarock t0:0', 's:0', 'tarock t1:0']);
    expect(pool.sent[0].budgetMs).toBe(350); // the strong Tarock player's budget comes from the scheduler too
  });

  it('rotates owners round-robin and keeps each owner in order', async () => {
    const pool = new FakePool(1);
    const fair = new FairBotScheduler(pool);
    for (const owner of ['A', 'B', 'C']) for (let i = 0; i < 3; i++) void fair.choose(owner, 'skat', 'heuristic', input, `${owner}${i}:0`);
    for (let i = 0; i < 9; i++) await pool.finish();
    expect(pool.sent.map((s) => s.affinity)).toEqual(['A0:0', 'B0:0', 'C0:0', 'A1:0', 'B1:0', 'C1:0', 'A2:0', 'B2:0', 'C2:0']);
  });

  it('keeps every worker busy, each with at most one choice', async () => {
    const pool = new FakePool(2);
    const fair = new FairBotScheduler(pool);
    for (let i = 0; i < 4; i++) void fair.choose('A', 'skat', 'heuristic', input, `a${i}:0`); // all on worker 0
    void fair.choose('B', 'skat', 'heuristic', input, 'b:1');
    expect(pool.sent.map((s) => s.affinity)).toEqual(['a0:0', 'b:1']);
    expect(fair.backlog).toBe(3);
  });

  it('gives the strong bot less time to think while choices wait', async () => {
    const pool = new FakePool(1);
    const fair = new FairBotScheduler(pool);
    void fair.choose('A', 'skat', 'strong', input, 'a:0');
    for (let i = 0; i < 10; i++) void fair.choose(`O${i}`, 'skat', 'strong', input, `o${i}:0`);
    await pool.finish();
    expect(pool.sent[0].budgetMs).toBe(350);
    expect(pool.sent[1].budgetMs).toBeLessThan(100);
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
