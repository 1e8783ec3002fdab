// `npm run arena` (Skat): the summary lines, the breakdown per game type and role, overbids and
// decision times per side, and the comparison strategy strong-v1 among the accepted names.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { arenaMain } from '../../src/bots/arena';
import { captureCli, type CliRun } from '../support/cli';

/** `npm run arena -- <args>`. */
const arena = (args: string[]): Promise<CliRun> => captureCli(arenaMain, args);

describe('arena (Skat)', () => {
  it('breaks the games down by type and role, consistently with the summary lines', async () => {
    const { code, out } = await arena(['--a', 'heuristic', '--b', 'random', '--deals', '60', '--seed', '3', '--quiet']);
    expect(code).toBe(0);
    const declared = (side: string) => Number(out.match(new RegExp(`^${side} \\w+: score per deal .*, declarer (\\d+) games`, 'm'))![1]);
    const rows = [...out.matchAll(/^(suit|grand|null|ramsch)\s+(declarer|defender|player)\s+(\d+)\s+(\d+)\s+(-?[\d.]+)\s+(\d+)\s+(\d+)\s+(-?[\d.]+)$/gm)];
    expect(rows.length).toBeGreaterThan(2);
    const sum = (col: number, role: string) => rows.filter((r) => r[2] === role).reduce((a, r) => a + Number(r[col]), 0);
    expect(sum(3, 'declarer')).toBe(declared('A'));
    expect(sum(6, 'declarer')).toBe(declared('B'));
    // Two defender seats per game.
    expect(sum(3, 'defender') + sum(6, 'defender')).toBe(2 * (declared('A') + declared('B')));
    for (const r of rows) {
      expect(Number(r[4])).toBeLessThanOrEqual(Number(r[3]));
      expect(Number(r[7])).toBeLessThanOrEqual(Number(r[6]));
    }
    // Random overbids; the heuristic does not at these seeds.
    const [, oa, ob] = out.match(/^overbid_a=(\d+) overbid_b=(\d+)$/m)!.map(Number);
    expect(ob).toBeGreaterThan(oa);
    // Suit games as declarer by trump suit add up to the suit row.
    for (const [i, side] of [
      [3, 'a'],
      [6, 'b'],
    ] as const) {
      const t = out
        .match(new RegExp(`^suit_by_trump_${side}: C (\\d+) won of (\\d+), S (\\d+) won of (\\d+), H (\\d+) won of (\\d+), D (\\d+) won of (\\d+)$`, 'm'))!
        .slice(1)
        .map(Number);
      const suitRow = rows.find((r) => r[1] === 'suit' && r[2] === 'declarer')!;
      expect(t[1] + t[3] + t[5] + t[7]).toBe(Number(suitRow[i]));
      expect(t[0] + t[2] + t[4] + t[6]).toBe(Number(suitRow[i + 1]));
    }
    expect(out).toMatch(/^a_decision_ms_mean=[\d.]+ a_decision_ms_max=\d+$/m);
    expect(out).toMatch(/^b_decision_ms_mean=[\d.]+ b_decision_ms_max=\d+$/m);
    const value = (k: string) => Number(out.match(new RegExp(`^${k}=(-?\\d+\\.\\d+)$`, 'm'))![1]);
    expect(value('ci95_low')).toBeLessThanOrEqual(value('mean_diff'));
    expect(value('mean_diff')).toBeLessThanOrEqual(value('ci95_high'));
  });

  it('--null-decks plays only decks dealing someone a Null candidate, and Null games show up', async () => {
    const { code, out } = await arena(['--a', 'heuristic', '--b', 'random', '--deals', '60', '--seed', '5', '--null-decks', '--quiet']);
    expect(code).toBe(0);
    expect(out).toMatch(/^arena: A=heuristic B=random rules=standard decks=10 deals=60 seed=5 null-decks/m);
    expect(out).toMatch(/^null\s+declarer\s+[1-9]/m);
  });

  it('prints worlds per sampled card decision for a strong bot, not for the others', async () => {
    const opts = JSON.stringify({ maxWorlds: 3, budgetMs: 20 });
    const { code, out } = await arena(['--a', 'strong', '--a-options', opts, '--b', 'heuristic', '--deals', '6', '--seed', '3', '--quiet']);
    expect(code).toBe(0);
    const m = out.match(/^A strong: ([\d.]+) worlds per sampled card decision \((\d+) decisions\)$/m);
    expect(m).not.toBeNull();
    expect(Number(m![2])).toBeGreaterThan(0);
    // At least one world per decision; at most the cap twice (the Schneider phase samples again).
    expect(Number(m![1])).toBeGreaterThanOrEqual(1);
    expect(Number(m![1])).toBeLessThanOrEqual(6);
    expect(out).not.toMatch(/^B heuristic: .*worlds per sampled/m);
  });

  it("counts the strong bot's Null games as declarer by the chance its Null evaluator gave them", async () => {
    // Two decks: at this seed the strong side declares three Null games in them.
    const opts = JSON.stringify({ maxWorlds: 3, budgetMs: 20 });
    const { code, out } = await arena(['--a', 'strong', '--a-options', opts, '--b', 'heuristic', '--deals', '12', '--seed', '6', '--null-decks', '--quiet']);
    expect(code).toBe(0);
    const declared = Number(out.match(/^null\s+declarer\s+(\d+)/m)![1]);
    expect(declared).toBeGreaterThan(0);
    const m = out.match(/^null_by_chance_a: chance >= 2\/3 (\d+) won of (\d+), below (\d+) won of (\d+)$/m);
    expect(m).not.toBeNull();
    const [, sureWon, sure, belowWon, below] = m!.map(Number);
    // Every Null the strong bot declares comes through the evaluator, so each is counted once.
    expect(sure + below).toBe(declared);
    expect(sureWon).toBeLessThanOrEqual(sure);
    expect(belowWon).toBeLessThanOrEqual(below);
    expect(out).not.toMatch(/^null_by_chance_b/m);
  });

  it('--paired: a strategy against itself differs by exactly 0', async () => {
    // A small work budget: the pairing, not the bot's strength, is what is checked.
    const opts = JSON.stringify({ maxWorlds: 3, biddingWorlds: 3, workBudget: 40_000 });
    const run = async (extra: string[]) => {
      const { code, out } = await arena([
        '--a',
        'strong',
        '--a-options',
        opts,
        '--b',
        'strong',
        '--b-options',
        opts,
        '--deals',
        '12',
        '--seed',
        '4',
        '--quiet',
        ...extra,
      ]);
      expect(code).toBe(0);
      const value = (k: string) => Number(out.match(new RegExp(`^${k}=(-?\\d+\\.\\d+)$`, 'm'))![1]);
      return { out, diff: value('mean_diff'), lo: value('ci95_low'), hi: value('ci95_high') };
    };
    const paired = await run(['--paired']);
    expect(paired.out).toMatch(/^arena: .* seed=4 paired /m);
    expect([paired.diff, paired.lo, paired.hi]).toEqual([0, 0, 0]);
    // Without --paired the six plays of a deck draw other worlds: the same bot scores differently.
    const unpaired = await run([]);
    expect(unpaired.hi - unpaired.lo).toBeGreaterThan(0);
  });

  it('prints the declarer table, the work per decision and the calibration bins, and writes the calibration pairs', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'arena-cal-'));
    try {
      const file = join(dir, 'cal.jsonl');
      const opts = JSON.stringify({ workBudget: 40_000, maxWorlds: 3 });
      const args = ['--a', 'strong', '--a-options', opts, '--b', 'heuristic', '--deals', '24', '--seed', '4', '--rules', 'tournament', '--quiet'];
      const { code, out } = await arena([...args, '--calibration-out', file]);
      expect(code).toBe(0);
      const declared = (side: string) => Number(out.match(new RegExp(`^${side} \\w+: score per deal .*, declarer (\\d+) games`, 'm'))![1]);
      const all = (name: string) => Number(out.match(new RegExp(`^all\\s+${name}\\s+(\\d+)\\s+(\\d+)`, 'm'))?.[1] ?? 0);
      expect(all('strong')).toBe(declared('A'));
      expect(all('heuristic')).toBe(declared('B'));
      expect(out).toMatch(/^a_nodes_per_decision=\d+ a_worlds_per_decision=[\d.]+ a_nodes_per_ms=\d+$/m);
      // One pair per stage for each suit game or Grand the strong side declared, in the bins as in the file.
      const pairs = readFileSync(file, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as { stage: string; raw: number; won: boolean; strategy: string });
      expect(pairs.length).toBeGreaterThan(0);
      for (const p of pairs) {
        expect(p.strategy).toBe('strong');
        expect(p.raw).toBeGreaterThanOrEqual(0);
        expect(p.raw).toBeLessThanOrEqual(1);
      }
      for (const stage of ['bid', 'declare']) {
        const line = out.match(new RegExp(`^calibration_${stage}_a: raw rate -> won/games: (.*)$`, 'm'));
        const mine = pairs.filter((p) => p.stage === stage);
        if (!mine.length) continue;
        const cells = [...line![1].matchAll(/(\d+)\/(\d+)/g)];
        expect(cells.reduce((n, c) => n + Number(c[2]), 0)).toBe(mine.length);
        expect(cells.reduce((n, c) => n + Number(c[1]), 0)).toBe(mine.filter((p) => p.won).length);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('names strong-v1 among the strategies and refuses unknown ones', async () => {
    const { code, err } = await arena(['--a', 'clever', '--b', 'random']);
    expect(code).toBe(2);
    expect(err).toMatch(/strategies: random, heuristic, strong, strong-v1/);
  });
});
