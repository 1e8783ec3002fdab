// The draw: every player seated at tables of 3 and 4, and no pair together again while a
// seating without a repeat exists.
import { drawSeries, pairsOf, repeatedPairs, tableSizes, tournamentRandom } from '../../src/tournaments/draw.js';

const ids = (n: number) => Array.from({ length: n }, (_, i) => `p${String(i).padStart(2, '0')}`);

/** Series after series, as the service draws them (each draw avoiding every earlier pair). */
function series(players: string[], count: number, seed: string): string[][][] {
  const out: string[][][] = [];
  for (let s = 1; s <= count; s++) out.push(drawSeries(players, pairsOf(out.flat()), tournamentRandom(seed, `draw:${s}`)));
  return out;
}

describe('tableSizes', () => {
  it('seats everyone, with as many tables of 3 as the count allows', () => {
    expect(tableSizes(13)).toEqual([4, 3, 3, 3]);
    expect(tableSizes(14)).toEqual([4, 4, 3, 3]);
    expect(tableSizes(12)).toEqual([3, 3, 3, 3]);
    expect(tableSizes(4)).toEqual([4]);
    expect(tableSizes(5)).toBeNull();
    expect(tableSizes(2)).toBeNull();
    for (let n = 6; n <= 100; n++) expect(tableSizes(n)!.reduce((a, b) => a + b, 0)).toBe(n);
  });
});

describe('drawSeries', () => {
  it('seats every player exactly once, at the sizes tableSizes gives', () => {
    const players = ids(13);
    const draw = drawSeries(players, new Set(), tournamentRandom('s', 'draw:1'));
    expect(draw.map((t) => t.length).sort()).toEqual([3, 3, 3, 4]);
    expect(draw.flat().sort()).toEqual(players);
  });

  it('never seats a pair twice when it can be avoided: 9 players, 4 series of three tables of 3 (a resolvable design exists)', () => {
    const all = series(ids(9), 4, 'nine');
    for (let s = 1; s < all.length; s++) expect(repeatedPairs(all[s], pairsOf(all.slice(0, s).flat()))).toBe(0);
    // Every one of the 36 pairs met exactly once.
    expect(pairsOf(all.flat()).size).toBe(36);
  });

  it('13 players over 3 series and 22 players over 4: no pair twice', () => {
    for (const [n, count] of [
      [13, 3],
      [22, 4],
    ] as const) {
      const all = series(ids(n), count, `n${n}`);
      for (let s = 1; s < all.length; s++) expect(repeatedPairs(all[s], pairsOf(all.slice(0, s).flat()))).toBe(0);
    }
  });

  it('when a repeat cannot be avoided it takes the fewest: 6 players at two tables of 3 must repeat 2 pairs in series 2', () => {
    // Any split of 6 into two triples repeats at least one pair per table after {0,1,2},{3,4,5}.
    const players = ids(6);
    const first = [players.slice(0, 3), players.slice(3)];
    const second = drawSeries(players, pairsOf(first), tournamentRandom('six', 'draw:2'));
    expect(repeatedPairs(second, pairsOf(first))).toBe(2);
  });

  it('is deterministic for a seed', () => {
    const a = drawSeries(ids(17), new Set(), tournamentRandom('x', 'draw:1'));
    const b = drawSeries(ids(17), new Set(), tournamentRandom('x', 'draw:1'));
    expect(a).toEqual(b);
  });
});
