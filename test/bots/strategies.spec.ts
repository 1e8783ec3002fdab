// Every strategy only ever plays legal actions: complete deals through the engine under every
// preset, with random seat assignments (fast-check). `strong` runs with a tiny budget here.
import fc from 'fast-check';
import { type PresetName, PRESETS } from '../../src/engine/index';
import { playDeal } from '../../src/bots/play';
import { createArenaStrategy, createStrategy } from '../../src/bots/registry';
import { mustAct, playableActions, type Strategy } from '../../src/bots/strategy';

const strategies: Record<string, Strategy> = {
  random: createStrategy('random'),
  heuristic: createStrategy('heuristic'),
  strong: createStrategy('strong', { budgetMs: 4, maxWorlds: 3, ttBits: 16 }),
  'strong-v1': createArenaStrategy('strong-v1', { budgetMs: 4, maxWorlds: 3, ttBits: 16 }),
};

const sameAction = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

describe('strategies', () => {
  it('only choose legal actions over random deals, seatings and rule presets', () => {
    const names = ['random', 'heuristic', 'strong', 'strong-v1'] as const;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.constantFrom<PresetName>('standard', 'club', 'pub', 'tournament'),
        fc.tuple(fc.constantFrom(...names), fc.constantFrom(...names), fc.constantFrom(...names)),
        (seed, preset, seats) => {
          const played = playDeal({
            rules: PRESETS[preset].rules,
            seed: `prop-${seed}`,
            strategies: seats.map((n) => strategies[n]) as [Strategy, Strategy, Strategy],
            rngSeed: seed,
            budgetMs: 4,
            onAction: (_state, action, legal) => {
              if (!legal.some((l) => sameAction(l, action))) throw new Error(`not among the legal actions: ${JSON.stringify(action)}`);
            },
          });
          expect(played.state.phase).toBe('over');
        },
      ),
      { numRuns: 60, seed: 424242 },
    );
  });

  it('play Ramsch legally (all pass under the club rules)', () => {
    // Random bidders pass often enough; force Ramsch by a deck where nobody bids: use seeds until one is a Ramsch.
    let ramsch = 0;
    for (let i = 0; i < 40 && ramsch < 3; i++) {
      const played = playDeal({
        rules: PRESETS.club.rules,
        seed: `ramsch-${i}`,
        strategies: [strategies.strong, strategies.heuristic, strategies.strong],
        rngSeed: i,
        budgetMs: 4,
      });
      if (played.result.kind === 'ramsch') ramsch++;
    }
    expect(ramsch).toBeGreaterThan(0);
  });

  it('act only when the seat must (Kontra, Re and the proposals are optional), and never propose a concession', () => {
    const a = (...types: string[]) => types.map((type) => ({ type }));
    expect(mustAct(a('kontra', 're', 'giveUp', 'layOpen', 'concede'))).toBe(false);
    expect(mustAct(a('kontra', 'play'))).toBe(true);
    expect(mustAct(a('acceptGiveUp', 'declineGiveUp'))).toBe(true);
    expect(playableActions(a('giveUp', 'layOpen', 'concede', 'kontra', 'play'))).toEqual(a('kontra', 'play'));
    expect(playableActions(a('giveUp'))).toEqual(a('giveUp'));
  });
});
