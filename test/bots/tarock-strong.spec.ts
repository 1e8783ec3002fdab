// Tarock's strong player: only legal actions, whole matches in every variant and at four
// players, a contract it declares when its hand is plainly worth one, and the lookup by name
// (registry, worker pool) that gives a Tarock seat a player.
import { seededRandom } from '../../src/engine/index';
import {
  applyTarockMatch,
  createTarockDeal,
  createTarockMatch,
  legalTarockActions,
  legalTarockMatchActions,
  parseTCard,
  tarockConfig,
  viewTarockDeal,
  viewTarockMatch,
  type TarockOptions,
} from '../../src/engine/tarock/index';
import { createTarockStrategy } from '../../src/games/tarock/bots/index';
import { STRATEGY_NAMES } from '../../src/bots/strategy';
import { BotWorkerPool } from '../../src/bots/worker-pool';
import { sourceFile } from '../../src/common/source-file';
import { createStrongTarock } from '../../src/games/tarock/bots/strong';
import type { TarockStrategy } from '../../src/games/tarock/bots/strategies';

function opts(input: Parameters<typeof tarockConfig>[0]): TarockOptions {
  const c = tarockConfig(input);
  if (!c.ok) throw new Error(c.errors.join());
  return c.options;
}

/** A whole match with `strategies[p]` for player p; every action checked against the legal list. */
function playMatch(o: TarockOptions, seed: string, strategies: TarockStrategy[]): { deals: number; declared: number } {
  const next = seededRandom(`strong:${seed}`);
  let m = createTarockMatch(o, seed);
  let declared = 0;
  while (!m.over) {
    const legal = legalTarockMatchActions(m);
    const player = m.seats[legal[0].seat];
    const a = strategies[player](viewTarockMatch(m, player).deal, legal, next);
    expect(legal).toContainEqual(a);
    if (a.type === 'declare') declared++;
    const r = applyTarockMatch(m, a);
    if (!r.ok) throw new Error(r.error.code);
    m = r.state;
  }
  return { deals: m.records.length, declared };
}

describe('strong Tarock player', () => {
  it.each([
    ['tarock', 3],
    ['tarock-bettel', 3],
    ['haferl', 3],
    ['tarock', 4],
  ] as const)('%s at %s players: plays whole matches with legal actions only', (preset, players) => {
    const strong = createStrongTarock({ budgetMs: 25, maxWorlds: 8 });
    const o = opts({ preset, players, rounds: 1 });
    let deals = 0;
    for (let i = 0; i < 2; i++) {
      const seats = Array.from({ length: players }, (_, p) => (p % 2 === 0 ? strong : createTarockStrategy('heuristic')));
      deals += playMatch(o, `${preset}-${players}-${i}`, seats).deals;
    }
    expect(deals).toBeGreaterThanOrEqual(2);
  });

  it('bids and declares a hand that wins whatever the others hold', () => {
    // Forehand: all nine Acorns and two Leaves Aces-Tens: Frage-level bidding at least, and a Solo in Acorns pays.
    const mine = ['EA', 'ET', 'EK', 'EO', 'EU', 'E9', 'E8', 'E7', 'E6', 'GA', 'GT'].map((n) => parseTCard(n)!);
    const rest = Array.from({ length: 36 }, (_, c) => c).filter((c) => !mine.includes(c));
    let s = createTarockDeal({ variant: 'simple', heartFrage: true, bettel: false, pickUpHeartsOnly: false }, 'sure', [...mine, ...rest]);
    const strong = createStrongTarock({ budgetMs: 200 });
    const next = seededRandom('sure');
    const first = strong(viewTarockDeal(s, 0), legalTarockActions(s), next);
    expect(first).toMatchObject({ type: 'bid' });
    expect((first as { bid: string }).bid).not.toBe('pass');
  });

  it('is given to a Tarock seat by name, on this thread and in the worker pool', async () => {
    for (const name of STRATEGY_NAMES) expect(typeof createTarockStrategy(name)).toBe('function');
    const s = createTarockDeal({ variant: 'haferl', heartFrage: false, bettel: false, pickUpHeartsOnly: false }, 'pool');
    const view = viewTarockDeal(s, 0);
    const legal = legalTarockActions(s);
    const pool = new BotWorkerPool({ size: 1, timeoutMs: 30000, modules: [sourceFile('games/tarock/bots/index')] });
    try {
      for (const name of STRATEGY_NAMES) {
        const a = await pool.choose('tarock', name, { view, legal, seed: 3, budgetMs: 50 }, 'tarock-table');
        expect(legal).toContainEqual(a);
      }
    } finally {
      await pool.close();
    }
  });
});
