// The fast core plays complete random deals with the same rule functions as applyDeal.
import { count, legalPlayMask, parseCard, seededRandom, setOf, type GameResult, type RamschResult } from '../../src/engine/index';
import { FastDeal, nthCard } from '../../src/engine/fast';
import { trickWinnerSeat } from '../../src/engine/deal/trick-rules';
import { HOUSE, OFFICIAL } from './helpers';

describe('FastDeal', () => {
  it('plays thousands of complete deals with consistent results', () => {
    const next = seededRandom('fast-test');
    for (const rules of [OFFICIAL, HOUSE]) {
      const f = new FastDeal(rules);
      let games = 0, ramsch = 0, passed = 0;
      for (let i = 0; i < 5000; i++) {
        const score = f.runRandom(next);
        const r = f.lastResult;
        if (r === null) {
          passed++;
          expect(score).toBe(0);
        } else if ('losers' in r) {
          ramsch++;
          const rr = r as RamschResult;
          expect(rr.cardPoints.reduce((a, b) => a + b)).toBe(120);
          expect(rr.tricks.reduce((a, b) => a + b)).toBe(10);
        } else {
          games++;
          const g = r as GameResult;
          expect(g.declarerPoints + g.defenderPoints).toBe(120);
          expect(g.score).toBe(g.won ? g.value : -2 * g.value);
          expect(g.bid).toBeGreaterThanOrEqual(18);
        }
        // All cards are accounted for: hands empty unless a Null ended early.
        expect(count((f.taken[0] | f.taken[1] | f.taken[2] | f.hands[0] | f.hands[1] | f.hands[2]) >>> 0)).toBeGreaterThanOrEqual(30);
      }
      expect(games).toBeGreaterThan(1000);
      if (rules.ramsch) expect(ramsch).toBeGreaterThan(50);
      else expect(passed).toBeGreaterThan(50);
    }
  });

  it('nthCard and trickWinnerSeat', () => {
    const m = setOf(['CA', 'HT', 'D7'].map((n) => parseCard(n)!));
    expect([nthCard(m, 0), nthCard(m, 1), nthCard(m, 2)]).toEqual(['CA', 'HT', 'D7'].map((n) => parseCard(n)!));
    expect(trickWinnerSeat('G', 2, parseCard('HA')!, parseCard('H7')!, parseCard('CJ')!)).toBe(1);
    expect(legalPlayMask(4, m, parseCard('H9')!)).toBe(setOf([parseCard('HT')!]));
  });
});
