// The worker pool answers with legal actions off the main thread (the worker runs the TS
// source through tsx here, compiled JS in production), and the bot seam the server seats
// (src/bots/server-adapter.ts, built by src/server-bots/bot-pool.ts) answers with one of the
// offered bodies, falling back to a random legal move when a worker fails.
import {
  type ActionBody,
  applyMatch,
  createDeal,
  createMatch,
  legalMatchActions,
  type MatchAction,
  PRESETS,
  viewDeal,
  viewMatch,
} from '../../src/engine/index';
import { BotWorkerPool } from '../../src/bots/worker-pool';
import { sourceFile } from '../../src/common/source-file';
import { PooledBotPlayer, type BotChooser, type BotPlayer, type BotPoolStats } from '../../src/bots/server-adapter';
import { RandomStrategy } from '../../src/bots/random';
import type { Env } from '../../src/config/env';
import { ServerBotPool } from '../../src/server-bots/bot-pool';
import { skatBots } from '../../src/games/skat/bots';
import { tarockBots } from '../../src/games/tarock/bots/index';
import '../../src/games/index';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { getPriority } from 'node:os';
import { execFileSync } from 'node:child_process';

/** Plays the first deal of a club match with `player` at every seat; returns every body it chose. */
async function playFirstDeal(player: BotPlayer, seed: string): Promise<ActionBody[]> {
  const chosen: ActionBody[] = [];
  let state = createMatch({ players: 3, rounds: 1, rules: PRESETS.club.rules }, seed);
  for (let i = 0; i < 60 && !state.over && state.sheet.length === 0; i++) {
    const legal = legalMatchActions(state);
    const who = state.deal.turn !== null && legal.some((a) => a.player === state.seats[state.deal.turn!]) ? state.seats[state.deal.turn!] : legal[0].player;
    const bodies: ActionBody[] = legal.filter((a) => a.player === who).map(({ player: _p, ...b }) => b as ActionBody);
    const body = await player.choose(viewMatch(state, who), bodies);
    expect(bodies.map((b) => JSON.stringify(b))).toContain(JSON.stringify(body));
    chosen.push(body);
    const r = applyMatch(state, { ...body, player: who } as MatchAction);
    if (!r.ok) throw new Error(r.error.message);
    state = r.state;
  }
  expect(state.sheet.length).toBe(1);
  return chosen;
}

/** The workers load Skat's bot module (it registers Skat's strategies). */
const SKAT = [sourceFile('games/skat/bots')];
/** Skat's strategies in a pool, as a Skat bot seat asks them. */
const skatOf = (pool: BotWorkerPool): BotChooser => ({ choose: (name, input, affinity) => pool.choose('skat', name, input, affinity) });

describe('BotWorkerPool', () => {
  const pool = new BotWorkerPool({ size: 1, timeoutMs: 20000, modules: SKAT });
  afterAll(() => pool.close());

  it('runs each strategy in a worker and returns one of the legal actions', async () => {
    const state = createDeal({ rules: PRESETS.standard.rules, seed: 'pool-1' });
    const view = viewDeal(state, 1);
    for (const name of ['random', 'heuristic', 'strong'] as const) {
      const action = await pool.choose('skat', name, { view, legal: view.legalActions, rules: state.rules, seed: 7, budgetMs: 20 }, 'table-1');
      expect(view.legalActions.map((a) => JSON.stringify(a))).toContain(JSON.stringify(action));
    }
  });

  it('answers the server-bot seam (MatchView + action bodies) with one of the offered bodies, through a whole deal', async () => {
    const stats: BotPoolStats = { pooled: 0, fallbacks: 0 };
    const player = new PooledBotPlayer(skatOf(pool), 'heuristic', { affinity: 'table-adapter', stats });
    const chosen = await playFirstDeal(player, 'adapter-1');
    // Every choice came from the worker: none fell back to the random move.
    expect(stats).toEqual({ pooled: chosen.length, fallbacks: 0 });
  });

  it('falls back to a random legal move when the worker fails, and counts and reports it', async () => {
    const closed = new BotWorkerPool({ size: 1 });
    await closed.close();
    const stats: BotPoolStats = { pooled: 0, fallbacks: 0 };
    const failures: unknown[] = [];
    const player = new PooledBotPlayer(skatOf(closed), 'strong', { stats, onFallback: (err) => failures.push(err) });
    const chosen = await playFirstDeal(player, 'fallback-1');
    expect(stats).toEqual({ pooled: 0, fallbacks: chosen.length });
    expect(failures).toHaveLength(chosen.length);
    expect(String(failures[0])).toMatch(/closed/);
  });
  it('treats an answer that was not offered as a failure: a random legal move instead', async () => {
    const stats: BotPoolStats = { pooled: 0, fallbacks: 0 };
    const failures: unknown[] = [];
    const liar = { choose: async () => ({ type: 'bid', value: 999, seat: 0 }) } as unknown as BotChooser;
    const chosen = await playFirstDeal(new PooledBotPlayer(liar, 'heuristic', { stats, onFallback: (err) => failures.push(err) }), 'liar-1');
    expect(stats).toEqual({ pooled: 0, fallbacks: chosen.length });
    expect(String(failures[0])).toMatch(/not offered/);
  });

  it('rejects an unknown strategy without killing the worker', async () => {
    const state = createDeal({ rules: PRESETS.standard.rules, seed: 'pool-2' });
    const view = viewDeal(state, 1);
    await expect(pool.choose('skat', 'nope' as never, { view, legal: view.legalActions, rules: state.rules })).rejects.toThrow(/unknown strategy/);
    await expect(pool.choose('skat', 'random', { view, legal: view.legalActions, rules: state.rules })).resolves.toHaveProperty('seat', 1);
  });
});

/** The nice values of this process's threads (Linux: field 19 of /proc/self/task/<tid>/stat). */
function threadNiceness(): number[] {
  return readdirSync('/proc/self/task').map((tid) =>
    Number(
      readFileSync(`/proc/self/task/${tid}/stat`, 'utf8')
        .replace(/^.*\) /, '')
        .split(' ')[16],
    ),
  );
}

describe('worker priority', () => {
  const linux = existsSync('/proc/thread-self');
  (linux ? it : it.skip)('runs the workers at the nice value asked for, the calling thread unchanged', async () => {
    const before = threadNiceness();
    expect(before).not.toContain(7);
    const pool = new BotWorkerPool({ size: 1, timeoutMs: 20000, niceness: 7, modules: SKAT });
    try {
      const state = createDeal({ rules: PRESETS.standard.rules, seed: 'pool-nice' });
      const view = viewDeal(state, 1);
      await pool.choose('skat', 'random', { view, legal: view.legalActions, rules: state.rules, seed: 7 }, 'table-nice');
      expect(threadNiceness()).toContain(Math.min(19, before[0] + 7));
      expect(getPriority()).toBe(before[0]);
    } finally {
      await pool.close();
    }
  });

  (linux ? it : it.skip)('adds the niceness to the nice value the process runs at: the workers never run before the API', () => {
    // A process started at nice 12 (as on a shared machine): set as it is, 7 gave the bots the CPU first.
    const script = `
      const { readdirSync, readFileSync } = require('node:fs');
      const { BotWorkerPool } = require('./src/bots/worker-pool.ts');
      const nice = (tid) => Number(readFileSync('/proc/self/task/' + tid + '/stat', 'utf8').replace(/^.*\\) /, '').split(' ')[16]);
      const pool = new BotWorkerPool({ size: 1, niceness: 7, modules: [] });
      pool.start();
      // The worker sets its nice value once it has loaded: wait for it (30 s at most), not a fixed time.
      const started = Date.now();
      const look = async () => {
        const main = nice(process.pid), threads = readdirSync('/proc/self/task').map(nice);
        if (!threads.some((n) => n !== main) && Date.now() - started < 30000) return setTimeout(look, 100);
        console.log(JSON.stringify({ main, threads }));
        await pool.close();
      };
      look();
    `;
    const out = execFileSync('nice', ['-n', '12', process.execPath, '--import', 'tsx', '--input-type=commonjs', '-e', script], { encoding: 'utf8' });
    const { main, threads } = JSON.parse(out.trim().split('\n').pop()!) as { main: number; threads: number[] };
    expect(Math.min(...threads)).toBe(main);
    expect(threads).toContain(Math.min(19, main + 7));
  });
});

describe("the server's bot seats", () => {
  const server = new ServerBotPool({ BOT_WORKERS: 1 } as Env);
  afterAll(() => server.onApplicationShutdown());

  it('seat the players of src/bots: random on the calling thread, heuristic and strong in the pool', () => {
    const random = server.player('skat', 'random', 't-1');
    expect(random.strategy).toBe(new RandomStrategy().name);
    for (const name of ['heuristic', 'strong'] as const) expect(server.player('skat', name, 't-1').strategy).toBe(name);
    expect(server.runningWorkers).toBe(0);
    expect(() => server.player('skat', 'nope', 't-1')).toThrow(/unknown bot strategy/);
    expect(() => server.player('chess', 'random', 't-1')).toThrow(/not served/);
  });

  it('a random seat plays a whole deal with offered bodies, on the calling thread', async () => {
    await playFirstDeal(server.player('skat', 'random', 't-2') as unknown as BotPlayer, 'random-seat-1');
    expect(server.stats).toEqual({ pooled: 0, fallbacks: 0 });
  });
});

describe('when the bot workers start (BOT_WORKERS_START)', () => {
  it('at boot: every worker runs before any bot has moved; on first use: none until then', async () => {
    const atBoot = new ServerBotPool({ BOT_WORKERS: 2, BOT_WORKERS_START: 'boot' } as Env);
    const lazy = new ServerBotPool({ BOT_WORKERS: 2, BOT_WORKERS_START: 'first-use' } as Env);
    try {
      atBoot.onApplicationBootstrap();
      lazy.onApplicationBootstrap();
      expect(atBoot.runningWorkers).toBe(2);
      expect(lazy.runningWorkers).toBe(0);
      const state = createMatch({ players: 3, rounds: 1, rules: PRESETS.club.rules }, 'lazy-1');
      const who = legalMatchActions(state)[0].player;
      const bodies = legalMatchActions(state)
        .filter((a) => a.player === who)
        .map(({ player: _p, ...b }) => b as ActionBody);
      await lazy.player('skat', 'heuristic', 't-lazy').choose(viewMatch(state, who), bodies as never);
      expect(lazy.runningWorkers).toBe(1);
    } finally {
      await atBoot.onApplicationShutdown();
      await lazy.onApplicationShutdown();
    }
  });
});

describe("a worker's warm-up at boot (GameBots.warmUp)", () => {
  it("plays a whole deal of each served game's strong bot, bidding, the skat and every trick", () => {
    // A played Skat deal: 30 cards, a pick-up or Hand decision, a bid or pass at least.
    expect(skatBots.warmUp!()).toBeGreaterThanOrEqual(32);
    // A Tarock deal to its end: the bidding and every trick.
    expect(tarockBots.warmUp!()).toBeGreaterThanOrEqual(37);
  }, 30_000);
});

describe('giving way to the API (src/bots/api-busy.ts)', () => {
  it('a worker watching the count pauses before each sampled world while requests are in flight, and goes on once none is', async () => {
    const count = new Int32Array(new SharedArrayBuffer(4));
    // A pause longer than the test: the choice waits for the count alone.
    const pool = new BotWorkerPool({ size: 1, timeoutMs: 60_000, modules: SKAT, apiBusy: { buffer: count.buffer as SharedArrayBuffer, pauseMs: 60_000 } });
    try {
      // Two deals: the bot keeps what it worked out for a hand.
      const input = (seed: string) => {
        const state = createDeal({ rules: PRESETS.standard.rules, seed });
        const view = viewDeal(state, 1);
        return { view, legal: view.legalActions, rules: state.rules, seed: 7, budgetMs: 50 };
      };
      await pool.choose('skat', 'strong', input('pool-api-1'), 'api'); // nothing in flight: at once
      Atomics.store(count, 0, 1);
      let done = false;
      const choice = pool.choose('skat', 'strong', input('pool-api-2'), 'api').then((a) => ((done = true), a));
      await new Promise((r) => setTimeout(r, 1500));
      // Without the pauses the strong bot had long answered (a budget of 50 ms).
      expect(done).toBe(false);
      Atomics.store(count, 0, 0);
      Atomics.notify(count, 0);
      await expect(choice).resolves.toHaveProperty('seat', 1);
    } finally {
      await pool.close();
    }
  });
});
