// The simulate command: every preset plays a complete match through the CLI code path.
import { parseArgs, run } from '../../src/cli/simulate';
import { PRESET_NAMES } from '../../src/engine/rules';

async function capture(args: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const w1 = process.stdout.write.bind(process.stdout);
  const w2 = process.stderr.write.bind(process.stderr);
  process.stdout.write = ((s: string) => (out.push(String(s)), true)) as typeof process.stdout.write;
  process.stderr.write = ((s: string) => (err.push(String(s)), true)) as typeof process.stderr.write;
  try {
    const code = await run(args);
    return { code, out: out.join(''), err: err.join('') };
  } finally {
    process.stdout.write = w1;
    process.stderr.write = w2;
  }
}

describe('simulate CLI', () => {
  it.each(PRESET_NAMES.flatMap((p) => [[p, 3], [p, 4]]))('preset %s at %i players plays a complete match (--json)', async (preset, players) => {
    const { code, out } = await capture(['--preset', String(preset), '--players', String(players), '--rounds', '2', '--seed', '42', '--json']);
    expect(code).toBe(0);
    const lines = out.trim().split('\n').map((l) => JSON.parse(l));
    expect(lines).toHaveLength(2 * Number(players) + 1);
    const deals = lines.slice(0, -1);
    const sum = new Array(players).fill(0);
    deals.forEach((d, i) => {
      expect(d.deal).toBe(i + 1);
      for (const k of ['dealer', 'declarer', 'kind', 'game', 'hand', 'ouvert', 'schneiderAnnounced', 'schwarzAnnounced', 'tip', 'won', 'value', 'kontra', 're', 'bock', 'declarerPoints', 'cardPoints', 'jungfrau', 'durchmarsch', 'scores', 'totals']) {
        expect(d).toHaveProperty(k);
      }
      expect(['game', 'ramsch', 'passed']).toContain(d.kind);
      if (d.kind === 'game') expect(['C', 'S', 'H', 'D', 'G', 'N']).toContain(d.game);
      if (d.kind === 'ramsch') expect(d.cardPoints.filter((x: number | null) => x !== null).reduce((a: number, b: number) => a + b, 0)).toBe(120);
      d.scores.forEach((x: number, p: number) => (sum[p] += x));
      expect(d.totals).toEqual(sum);
    });
    expect(lines[lines.length - 1]).toEqual({ totals: sum });
  });
  it('prints the same output for the same seed and options, and a table by default', async () => {
    const a = await capture(['--preset', 'club', '--seed', '42']);
    const b = await capture(['--preset', 'club', '--seed', '42']);
    expect(a.code).toBe(0);
    expect(a.out).toBe(b.out);
    expect(a.out).toContain('totals:');
    expect(a.out.split('\n').filter((l) => /^\s+\d+\s/.test(l))).toHaveLength(9);
    const c = await capture(['--preset', 'club', '--seed', '43']);
    expect(c.out).not.toBe(a.out);
  });
  it('sets options one by one, on and off', () => {
    const p = parseArgs(['--preset', 'standard', '--kontra-re', '--ramsch', '--bock', '--tournament-scoring', '--no-concessions', '--tips']);
    expect(p).toMatchObject({ input: { preset: 'standard', kontraRe: true, ramsch: true, bock: true, tournamentScoring: true, concessions: false, tips: true } });
    expect(parseArgs(['--preset', 'pub', '--no-bock-ramsch-rounds', '--no-kontra-requires-bid'])).toMatchObject({ input: { bockRamschRounds: false, kontraRequiresBid: false } });
    expect(typeof parseArgs(['--frobnicate'])).toBe('string');
  });
  it('refuses an invalid combination with exit code 2', async () => {
    const r = await capture(['--preset', 'club', '--bock-ramsch-rounds']);
    expect(r.code).toBe(2);
    expect(r.err).toContain('BOCK_EXCLUSIVE');
  });
});
