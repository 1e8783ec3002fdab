// The list's order: points, then more games won, then fewer lost, then the lot.
import { standings, standingsCsv, type TableSheet } from '../../src/tournaments/standings.js';

const line = (declarer: number, won: boolean, scores: number[], seats = [0, 1, 2]) => ({ kind: 'game', declarer, won, scores, seats });

describe('standings', () => {
  it('sums Seeger-Fabian scores per player and series, counts games won, lost and played', () => {
    const sheets: TableSheet[] = [
      { series: 1, players: ['a', 'b', 'c'], timeouts: [0, 1, 0], lines: [line(0, true, [74, 0, 0]), line(1, false, [40, -98, 40])] },
      { series: 2, players: ['c', 'a', 'b', 'd'], timeouts: [0, 0, 0, 0], lines: [line(3, true, [0, 0, 0, 68], [1, 2, 3])] },
    ];
    const list = standings(['a', 'b', 'c', 'd'], sheets, 2, 'seed');
    const a = list.find((s) => s.playerId === 'a')!;
    expect(a).toMatchObject({ points: 114, won: 1, lost: 0, games: 3, seriesPoints: [114, 0] });
    const b = list.find((s) => s.playerId === 'b')!;
    expect(b).toMatchObject({ points: -98, won: 0, lost: 1, games: 3, timeouts: 1 });
    expect(list.find((s) => s.playerId === 'c')).toMatchObject({ points: 40, games: 2 });
    expect(list.map((s) => s.playerId)).toEqual(['a', 'd', 'c', 'b']);
    expect(list.map((s) => s.rank)).toEqual([1, 2, 3, 4]);
  });

  it('breaks ties by more games won, then fewer games lost, then the lot', () => {
    const sheets: TableSheet[] = [
      {
        series: 1,
        players: ['w', 'x', 'y'],
        timeouts: [0, 0, 0],
        // w: 100 from two wins; x: 100 from one win; y: 100 from one win and a loss.
        lines: [line(0, true, [60, 0, 0]), line(0, true, [40, 0, 0]), line(1, true, [0, 100, 0]), line(2, true, [0, 0, 140]), line(2, false, [0, 0, -40])],
      },
    ];
    const list = standings(['w', 'x', 'y'], sheets, 1, 'seed');
    expect(list.map((s) => s.playerId)).toEqual(['w', 'x', 'y']);
    // All equal: the lot decides, the same way for the same seed.
    const lot1 = standings(['p', 'q', 'r'], [], 1, 'seed-1').map((s) => s.playerId);
    expect(standings(['r', 'q', 'p'], [], 1, 'seed-1').map((s) => s.playerId)).toEqual(lot1);
  });

  it('writes the list as CSV', () => {
    const list = standings(['a', 'b'], [{ series: 1, players: ['a', 'b', 'c'], timeouts: [0, 0, 0], lines: [line(0, true, [74, 0, 0])] }], 1, 's');
    const csv = standingsCsv(
      list,
      new Map([
        ['a', 'Ann, Jr.'],
        ['b', 'Bo'],
        ['c', 'Cy'],
      ]),
      1,
    );
    expect(csv.split('\r\n')[0]).toBe('rank,name,player_id,series_1,points,won,lost,games,timeouts');
    expect(csv.split('\r\n')[1]).toBe('1,"Ann, Jr.",a,74,74,1,0,1,0');
  });
});

describe('duplicate comparison', () => {
  it("sets each deal's score against the mean of everyone who held the same cards", () => {
    // Two tables of 3 played the same deal 1: seat 0 won 74 at one table and lost 98 at the other.
    const sheets: TableSheet[] = [
      { series: 1, players: ['a', 'b', 'c'], timeouts: [0, 0, 0], lines: [line(0, true, [74, 0, 0])] },
      { series: 1, players: ['d', 'e', 'f'], timeouts: [0, 0, 0], lines: [line(0, false, [-98, 40, 40])] },
    ];
    const list = standings(['a', 'b', 'c', 'd', 'e', 'f'], sheets, 1, 's', true);
    const delta = (id: string) => list.find((s) => s.playerId === id)!.duplicateDelta;
    expect([delta('a'), delta('d'), delta('b'), delta('e')]).toEqual([86, -86, -20, 20]);
    expect(standings(['a'], sheets, 1, 's', false)[0].duplicateDelta).toBeNull();
  });
});
