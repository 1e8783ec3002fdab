import { parseCard, setOf, type Declaration } from '../../../src/engine/index';
import { BID_LADDER, matadors, nullValue, scoreGame, scoreRamsch, type GameOutcome } from '../../../src/engine/deal/values';

const set = (s: string): number => setOf(s.split(' ').map((n) => parseCard(n)!));
const decl = (game: Declaration['game'], f: Partial<Declaration> = {}): Declaration => ({
  game,
  hand: false,
  ouvert: false,
  schneiderAnnounced: false,
  schwarzAnnounced: false,
  tip: false,
  ...f,
});
const outcome = (o: Partial<GameOutcome> & { declaration: Declaration }): GameOutcome => ({
  declarer: 0,
  bid: 18,
  end: 'played',
  matadorCards: set('CJ D7'),
  declarerPoints: 61,
  declarerTricks: 5,
  declarerTookTrick: true,
  tipMade: null,
  kontraBy: null,
  re: false,
  ...o,
});

describe('bid ladder (RULES.md 2)', () => {
  it('lists the values a game can have', () => {
    expect(BID_LADDER.slice(0, 10)).toEqual([18, 20, 22, 23, 24, 27, 30, 33, 35, 36]);
    expect(BID_LADDER[BID_LADDER.length - 1]).toBe(264);
    expect(BID_LADDER).toHaveLength(44);
  });
});

describe('matadors (RULES.md 5), counted over ten dealt cards plus the skat', () => {
  it('with and without', () => {
    expect(matadors('G', set('CJ SJ D7'))).toBe(2);
    expect(matadors('G', set('HJ DJ'))).toBe(-2);
    expect(matadors('G', set('CJ SJ HJ DJ'))).toBe(4);
    expect(matadors('G', set('SA'))).toBe(-4);
  });
  it('suit games continue the run with the trump suit A T K Q 9 8 7', () => {
    expect(matadors('C', set('CJ SJ HJ DJ CA CT CK CQ C9 C8 C7'))).toBe(11);
    expect(matadors('C', set('CJ SJ HJ DJ CA CK'))).toBe(5);
    expect(matadors('H', set('HQ H7'))).toBe(-7); // without CJ SJ HJ DJ HA HT HK
    expect(matadors('N', set('CJ'))).toBe(0);
  });
});

describe('game values and scores (RULES.md 3, 5)', () => {
  it('all four Null values', () => {
    expect([nullValue(false, false), nullValue(true, false), nullValue(false, true), nullValue(true, true)]).toEqual([23, 35, 46, 59]);
    const r = scoreGame(outcome({ declaration: decl('N', { hand: true, ouvert: true }), declarerTookTrick: false, declarerPoints: 0 }));
    expect([r.won, r.gameValue, r.score, r.matadors, r.levels]).toEqual([true, 59, 59, 0, []]);
    const lost = scoreGame(outcome({ declaration: decl('N'), end: 'nullTrick' }));
    expect([lost.won, lost.score]).toEqual([false, -46]);
  });
  it('61 wins, 60 loses (60-60 is lost)', () => {
    const won = scoreGame(outcome({ declaration: decl('S'), declarerPoints: 61 }));
    expect([won.won, won.gameValue, won.score]).toEqual([true, 22, 22]); // with 1, game 2 x 11
    const lost = scoreGame(outcome({ declaration: decl('S'), declarerPoints: 60 }));
    expect([lost.won, lost.score, lost.defenderPoints]).toEqual([false, -44, 60]);
  });
  it('Schneider and Schwarz count either way', () => {
    const r = scoreGame(outcome({ declaration: decl('G'), declarerPoints: 90, declarerTricks: 8 }));
    expect([r.schneider, r.gameValue]).toEqual([true, 72]); // with 1, game, Schneider
    const l = scoreGame(outcome({ declaration: decl('G'), declarerPoints: 30, declarerTricks: 2 }));
    expect([l.won, l.schneider, l.gameValue, l.score]).toEqual([false, true, 72, -144]);
    const z = scoreGame(outcome({ declaration: decl('G'), declarerPoints: 120, declarerTricks: 10 }));
    expect([z.schwarz, z.gameValue]).toEqual([true, 96]);
  });
  it('Schneider threshold: a side with 30 or fewer, either way; 31 is not Schneider', () => {
    const at = (declarerPoints: number) => scoreGame(outcome({ declaration: decl('C'), declarerPoints, declarerTricks: 5 }));
    // with 1 (CJ), game = 2 levels; Schneider makes 3.
    expect([at(31).won, at(31).schneider, at(31).gameValue, at(31).score]).toEqual([false, false, 24, -48]);
    expect([at(30).won, at(30).schneider, at(30).gameValue, at(30).score]).toEqual([false, true, 36, -72]);
    expect([at(89).won, at(89).schneider, at(89).gameValue]).toEqual([true, false, 24]);
    expect([at(90).won, at(90).schneider, at(90).gameValue]).toEqual([true, true, 36]);
  });
  it('Schwarz reached by the defenders: a declarer without a trick is Schwarz (and Schneider), skat points notwithstanding', () => {
    const r = scoreGame(outcome({ declaration: decl('G', { hand: true }), matadorCards: set('SJ HJ DJ'), declarerPoints: 21, declarerTricks: 0 }));
    // without 1, game, Hand, Schneider, Schwarz = 5 x 24, lost: -240
    expect([r.won, r.matadors, r.schneider, r.schwarz, r.gameValue, r.score]).toEqual([false, -1, true, true, 120, -240]);
  });
  it('Schneider announced and missed by one point: lost, announcement counted', () => {
    const r = scoreGame(outcome({ declaration: decl('C', { hand: true, schneiderAnnounced: true }), declarerPoints: 89, declarerTricks: 8 }));
    // with 1, game, hand, Schneider, Schneider announced = 5 x 12
    expect([r.won, r.schneider, r.gameValue, r.score]).toEqual([false, false, 60, -120]);
    const made = scoreGame(outcome({ declaration: decl('C', { hand: true, schneiderAnnounced: true }), declarerPoints: 90, declarerTricks: 8 }));
    expect([made.won, made.score]).toEqual([true, 60]);
  });
  it('Schwarz announced counts Schneider, both announcements and Schwarz; missed loses', () => {
    const r = scoreGame(
      outcome({ declaration: decl('G', { hand: true, schneiderAnnounced: true, schwarzAnnounced: true }), declarerPoints: 115, declarerTricks: 9 }),
    );
    expect(r.levels.map((l) => l.name)).toEqual(['matadors', 'game', 'hand', 'schneider', 'schneiderAnnounced', 'schwarz', 'schwarzAnnounced']);
    expect([r.won, r.gameValue]).toEqual([false, 24 * 7]);
  });
  it('Ouvert (Hand, Schwarz announced) adds one more level', () => {
    const r = scoreGame(
      outcome({
        declaration: decl('G', { hand: true, ouvert: true, schneiderAnnounced: true, schwarzAnnounced: true }),
        declarerPoints: 120,
        declarerTricks: 10,
      }),
    );
    expect([r.won, r.gameValue]).toEqual([true, 24 * 8]);
  });
  it('overbid: lost at the smallest multiple of the base reaching the bid', () => {
    const r = scoreGame(outcome({ declaration: decl('D'), bid: 30, declarerPoints: 80 })); // 2 x 9 = 18 < 30
    expect([r.won, r.overbid, r.gameValue, r.value, r.score]).toEqual([false, true, 18, 36, -72]);
  });
  it('Kontra doubles, Re doubles again; tips add two levels and a missed tip loses', () => {
    expect(scoreGame(outcome({ declaration: decl('G'), kontraBy: 1 })).score).toBe(96);
    expect(scoreGame(outcome({ declaration: decl('G'), kontraBy: 1, re: true, declarerPoints: 50 })).score).toBe(-384);
    const tip = scoreGame(outcome({ declaration: decl('G', { tip: true }), tipMade: true }));
    expect([tip.won, tip.gameValue, tip.tipMade]).toEqual([true, 96, true]);
    const missed = scoreGame(outcome({ declaration: decl('G', { tip: true }), tipMade: false, declarerPoints: 100 }));
    expect([missed.won, missed.score]).toEqual([false, -2 * 24 * 5]); // with 1, game, Schneider, tip 2
  });
});

describe('Ramsch scoring (RULES.md 7)', () => {
  const all = set('CA CT CK CQ CJ C9 C8 C7 SA ST SK SQ SJ S9 S8 S7 HA HT HK HQ HJ H9 H8 H7 DA DT DK DQ DJ D9 D8 D7');
  it('the most points loses them', () => {
    const a = set('CA CT CK CQ'); // 28
    const b = set('SA ST SK SQ HA'); // 39
    const c = (all & ~a & ~b) >>> 0; // 53
    const r = scoreRamsch([a, b, c], [3, 3, 4]);
    expect(r.cardPoints).toEqual([28, 39, 53]);
    expect([r.losers, r.scores, r.jungfrau]).toEqual([[2], [0, 0, -53], false]);
  });
  it('a tie for most: every tied player loses', () => {
    const a = set('CA CT HA HT'); // 42
    const b = set('SA ST DA DT'); // 42
    const c = (all & ~a & ~b) >>> 0; // 36
    const r = scoreRamsch([a, b, c], [3, 3, 4]);
    expect([r.losers, r.scores]).toEqual([
      [0, 1],
      [-42, -42, 0],
    ]);
  });
  it('Jungfrau doubles the loss', () => {
    const a = 0;
    const b = set('CA CT HA HT SA'); // 53
    const c = (all & ~b) >>> 0; // 67
    const r = scoreRamsch([a, b, c], [0, 4, 6]);
    expect([r.jungfrau, r.losers, r.scores]).toEqual([true, [2], [0, 0, -134]]);
  });
  it('a three-way tie: all three lose; a tie with a Jungfrau: every tied loser is doubled', () => {
    const a = set('CA SA CT CK CJ SJ'); // 40
    const b = set('HA DA HT HK HJ DJ'); // 40
    const c = (all & ~a & ~b) >>> 0; // 40
    const r3 = scoreRamsch([a, b, c], [3, 4, 3]);
    expect([r3.cardPoints, r3.losers, r3.scores]).toEqual([
      [40, 40, 40],
      [0, 1, 2],
      [-40, -40, -40],
    ]);
    const x = set('CA CT CK CQ SA ST SK SQ CJ SJ'); // 60
    const y = set('HA HT HK HQ DA DT DK DQ HJ DJ'); // 60
    const z = (all & ~x & ~y) >>> 0; // 0: no trick
    const r = scoreRamsch([x, y, z], [5, 5, 0]);
    expect([r.cardPoints, r.losers, r.jungfrau, r.scores]).toEqual([[60, 60, 0], [0, 1], true, [-120, -120, 0]]);
  });
  it('Durchmarsch scores +120 and nobody loses', () => {
    const r = scoreRamsch([all, 0, 0], [10, 0, 0]);
    expect([r.durchmarsch, r.losers, r.scores]).toEqual([0, [], [120, 0, 0]]);
  });
});
