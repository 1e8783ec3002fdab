// simulate --game tarock: the deal records of RULES.md 10.5 as JSON lines, or a readable table.
import { run } from '../../src/cli/simulate';
import { captureCli } from '../support/cli';

const capture = (args: string[]) => captureCli(run, args);

describe('simulate --game tarock', () => {
  it.each([
    ['simple', '3', 'pot', []],
    ['simple', '4', 'fixed', ['--bettel']],
    ['simple', '3', 'pot', ['--no-heart-frage']],
    ['haferl', '3', 'haferl', ['--pickup-hearts-only']],
    ['haferl', '4', 'haferl', []],
  ] as const)('%s at %s players, settlement %s %j: one record per deal, then the balances', async (variant, players, settlement, extra) => {
    const args = [
      '--game',
      'tarock',
      '--variant',
      variant,
      '--players',
      players,
      '--rounds',
      '1',
      '--seed',
      '5',
      '--settlement',
      settlement,
      ...extra,
      '--json',
    ];
    const { code, out } = await capture(args);
    expect(code).toBe(0);
    const lines = out
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    const deals = lines.slice(0, -1);
    expect(deals.length).toBeGreaterThan(0);
    expect(deals.length).toBeLessThanOrEqual(Number(players));
    for (const d of deals) {
      for (const k of [
        'deal',
        'variant',
        'dealer',
        'sittingOut',
        'seats',
        'hands',
        'talon',
        'bids',
        'declarer',
        'contract',
        'discarded',
        'tricks',
        'declarerPoints',
        'result',
        'schneider',
        'durch',
        'payments',
        'pot',
        'balances',
        'potBalance',
      ])
        expect(d).toHaveProperty(k);
      expect(d.variant).toBe(variant);
      expect(d.hands.map((h: string[]) => h.length)).toEqual([11, 11, 11]);
      expect(d.payments).toHaveLength(Number(players));
      expect(d.pot === null).toBe(settlement === 'fixed');
    }
    expect(lines[lines.length - 1]).toEqual({ balances: deals[deals.length - 1].balances, potBalance: deals[deals.length - 1].potBalance });
    expect((await capture(args)).out).toBe(out);
  });
  it('prints a readable table without --json', async () => {
    const { code, out } = await capture(['--game', 'tarock', '--rounds', '1', '--seed', '5']);
    expect(code).toBe(0);
    expect(out).toContain('simulate: tarock simple, 3 players');
    expect(out).toMatch(/deal 1 {2}dealer P0/);
    expect(out).toContain('bids');
    expect(out).toContain('balances');
    expect(out).toContain('final:');
  });
  it('refuses unknown games, arguments and inconsistent options', async () => {
    expect((await capture(['--game', 'chess'])).code).toBe(2);
    expect((await capture(['--game', 'tarock', '--bogus'])).code).toBe(2);
    expect((await capture(['--game', 'tarock', '--variant', 'haferl', '--settlement', 'pot'])).code).toBe(2);
  });
  it('--game skat is the Skat simulator unchanged', async () => {
    const a = await capture(['--preset', 'club', '--seed', '42', '--json']);
    const b = await capture(['--game', 'skat', '--preset', 'club', '--seed', '42', '--json']);
    expect(b.code).toBe(0);
    expect(b.out).toBe(a.out);
  });
});
