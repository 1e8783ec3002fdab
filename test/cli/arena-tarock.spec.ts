// `npm run arena -- --game tarock ...`: parses its options, plays duplicate deals and prints the
// per-deal ledger units with their intervals and the mean_diff / ci95 lines; bad options are refused.
import { arenaMain } from '../../src/cli/arena';
import { captureCli } from '../support/cli';

describe('arena --game tarock', () => {
  it.each(['simple', 'haferl'])('%s: prints units per deal and the interval lines on a tiny run', async (variant) => {
    const { code, out } = await captureCli(arenaMain, [
      '--game',
      'tarock',
      '--variant',
      variant,
      '--a',
      'heuristic',
      '--b',
      'random',
      '--deals',
      '12',
      '--seed',
      '3',
      '--quiet',
    ]);
    expect(code).toBe(0);
    expect(out).toMatch(
      new RegExp(`^arena: game=tarock variant=${variant} settlement=${variant === 'simple' ? 'pot' : 'haferl'} A=heuristic B=random decks=2 deals=12 seed=3`),
    );
    expect(out).toMatch(/^A heuristic: ledger units per deal -?\d+\.\d\d \(95% CI -?\d+\.\d\d \.\. -?\d+\.\d\d\)/m);
    expect(out).toMatch(/^B random: ledger units per deal /m);
    const value = (k: string) => Number(out.match(new RegExp(`^${k}=(-?\\d+\\.\\d+)$`, 'm'))![1]);
    expect(value('ci95_low')).toBeLessThanOrEqual(value('mean_diff'));
    expect(value('mean_diff')).toBeLessThanOrEqual(value('ci95_high'));
  });

  it('the same seed gives the same figures', async () => {
    const args = ['--game', 'tarock', '--variant', 'simple', '--a', 'heuristic', '--b', 'random', '--deals', '6', '--seed', '9', '--quiet'];
    const strip = (s: string) => s.replace(/\(\d+\.\d s\)/, '').replace(/[\d.]+ ms per decision \(max \d+\)/g, '');
    expect(strip((await captureCli(arenaMain, args)).out)).toBe(strip((await captureCli(arenaMain, args)).out));
  });

  it.each([
    [['--variant', 'triple'], /--variant/],
    [['--a', 'clever'], /strategies/],
    [['--deals', '0'], /--deals/],
    [['--variant', 'haferl', '--settlement', 'pot'], /haferl/],
  ])('refuses %j', async (extra, msg) => {
    const { code, err, out } = await captureCli(arenaMain, ['--game', 'tarock', '--b', 'random', ...extra]);
    expect(code).toBe(2);
    expect(err).toMatch(msg);
    expect(out).toBe('');
  });
});
