// The simulate command: every preset plays a complete match through the CLI code path.
import { parseArgs, run } from '../../src/cli/simulate';
import { captureCli } from '../support/cli';
import { applyDeal, CARD_POINTS, createDeal, dealRecordJson, parseCard, PRESET_NAMES, type DealAction, type DealRecordJson } from '../../src/engine/index';

const capture = (args: string[]) => captureCli(run, args);

describe('simulate CLI', () => {
  it.each(
    PRESET_NAMES.flatMap((p) => [
      [p, 3],
      [p, 4],
    ]),
  )('preset %s at %i players plays a complete match (--json)', async (preset, players) => {
    const { code, out } = await capture(['--preset', String(preset), '--players', String(players), '--rounds', '2', '--seed', '42', '--json']);
    expect(code).toBe(0);
    const lines = out
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines).toHaveLength(2 * Number(players) + 1);
    const deals = lines.slice(0, -1);
    const sum = new Array(players).fill(0);
    deals.forEach((d, i) => {
      expect(d.deal).toBe(i + 1);
      for (const k of [
        'dealer',
        'declarer',
        'kind',
        'game',
        'hand',
        'ouvert',
        'schneiderAnnounced',
        'schwarzAnnounced',
        'tip',
        'won',
        'value',
        'kontra',
        're',
        'bock',
        'declarerPoints',
        'cardPoints',
        'jungfrau',
        'durchmarsch',
        'scores',
        'totals',
      ]) {
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
  it('each deal line carries the deal record: bid, bidding, skat, discards and tricks, enough to check the sheet', async () => {
    const { code, out } = await capture(['--preset', 'pub', '--players', '4', '--rounds', '3', '--seed', '2', '--json']);
    expect(code).toBe(0);
    const deals = out
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l))
      .slice(0, -1);
    expect(deals).toHaveLength(12);
    const kinds = new Set<string>();
    for (const d of deals) {
      const rec = d.record as DealRecordJson;
      kinds.add(d.kind);
      // The record is the deal's own: its seed, rules and moves replay to exactly this record.
      let s = createDeal({ rules: rec.rules, seed: rec.seed, mode: rec.mode });
      for (const a of rec.moves) {
        const r = applyDeal(s, a as DealAction);
        if (!r.ok) throw new Error(r.error.message);
        s = r.state;
      }
      expect(JSON.parse(JSON.stringify(dealRecordJson(s)))).toEqual(rec);
      // Seats map to the sheet's players; the tricks tell who took none (Jungfrau) and the points.
      expect(d.seats).toHaveLength(3);
      expect(rec.skat).toHaveLength(2);
      // Every trick played; only the last may be one a concession cut short (no winner, fewer cards).
      for (const [i, t] of rec.tricks.entries()) {
        if (t.winner === null) expect(i).toBe(rec.tricks.length - 1);
        if (t.winner === null) expect(t.cards.length).toBeLessThan(3);
        else expect(t.cards).toHaveLength(3);
      }
      if (d.kind === 'game') {
        expect(d.seats[rec.declarer!]).toBe(d.declarer);
        if (rec.mode === 'normal') expect(rec.bid).toBe(Math.max(...rec.bidding.map((b) => b.value)));
        const g = rec.result!.kind === 'game' ? rec.result!.game : null;
        expect(g?.won).toBe(d.won);
        expect(rec.discards).toHaveLength(d.hand ? 0 : 2);
        if (g?.end === 'played' && g.declaration.game !== 'N') {
          // The declarer's points: the tricks taken plus the discards (or the untouched skat).
          const points = (cards: string[]): number => cards.reduce((n, c) => n + CARD_POINTS[parseCard(c)!], 0);
          const taken = rec.tricks.filter((t) => t.winner === rec.declarer).reduce((n, t) => n + points(t.cards), 0);
          expect(taken + points(d.hand ? rec.skat : rec.discards)).toBe(g.declarerPoints);
        }
      }
      if (d.kind === 'ramsch') {
        const tookNone = [0, 1, 2].some((seat) => !rec.tricks.some((t) => t.winner === seat));
        expect(d.jungfrau).toBe(tookNone);
        expect(rec.bidding.every((b) => b.type === 'pass')).toBe(rec.mode === 'normal');
      }
    }
    expect([...kinds].sort()).toEqual(['game', 'ramsch']);
    expect(new Set(deals.map((d) => d.record.result?.game?.end))).toEqual(new Set([undefined, 'played', 'nullTrick', 'layOpenBroken', 'givenUp']));
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
    expect(p).toMatchObject({
      input: { preset: 'standard', kontraRe: true, ramsch: true, bock: true, tournamentScoring: true, concessions: false, tips: true },
    });
    expect(parseArgs(['--preset', 'pub', '--no-bock-ramsch-rounds', '--no-kontra-requires-bid'])).toMatchObject({
      input: { bockRamschRounds: false, kontraRequiresBid: false },
    });
    expect(typeof parseArgs(['--frobnicate'])).toBe('string');
  });
  it('refuses an invalid combination with exit code 2', async () => {
    const r = await capture(['--preset', 'club', '--bock-ramsch-rounds']);
    expect(r.code).toBe(2);
    expect(r.err).toContain('BOCK_EXCLUSIVE');
  });
});
