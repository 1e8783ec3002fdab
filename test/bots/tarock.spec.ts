// The Tarock strategies: legal in every variant, and heuristic ahead of random at a table.
import { seededRandom } from '../../src/engine/index';
import { applyTarockMatch, createTarockMatch, legalTarockMatchActions, tarockConfig, viewTarockMatch, type TarockOptions } from '../../src/engine/tarock/index';
import { TAROCK_STRATEGIES, type TarockStrategy } from '../../src/games/tarock/bots/strategies';

/** One match: player p plays strategies[p]; returns the final balances. */
function playMatch(o: TarockOptions, seed: string, strategies: TarockStrategy[]): number[] {
  const next = seededRandom(`bots:${seed}`);
  let m = createTarockMatch(o, seed);
  while (!m.over) {
    const legal = legalTarockMatchActions(m);
    const player = m.seats[legal[0].seat];
    const a = strategies[player](viewTarockMatch(m, player).deal, legal, next);
    expect(legal).toContainEqual(a);
    const r = applyTarockMatch(m, a);
    if (!r.ok) throw new Error(r.error.code);
    m = r.state;
  }
  return m.balances;
}

function opts(input: Parameters<typeof tarockConfig>[0]): TarockOptions {
  const c = tarockConfig(input);
  if (!c.ok) throw new Error(c.errors.join());
  return c.options;
}

describe('Tarock strategies', () => {
  it.each(['tarock', 'tarock-bettel', 'haferl'] as const)('%s: heuristic and random play legal matches; heuristic ends ahead', (preset) => {
    const o = opts({ preset, rounds: 2 });
    let diff = 0;
    for (let i = 0; i < 30; i++) {
      // Player 0 heuristic against two random players, then the other way round on the same seed.
      const h = playMatch(o, `${preset}-${i}`, [TAROCK_STRATEGIES.heuristic, TAROCK_STRATEGIES.random, TAROCK_STRATEGIES.random]);
      const r = playMatch(o, `${preset}-${i}`, [TAROCK_STRATEGIES.random, TAROCK_STRATEGIES.random, TAROCK_STRATEGIES.random]);
      diff += h[0] - r[0];
    }
    expect(diff).toBeGreaterThan(0);
  });
});
