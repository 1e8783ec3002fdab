import { scoreDeal } from '../../../src/engine/match/scoring';
import type { BockMark } from '../../../src/engine/match/bock';
import { game, passed, ramsch } from './fixtures';

const BOCK: BockMark = { round: 1, triggerDeal: 1, triggers: ['split60'], index: 1, of: 3 };
const seats3 = [0, 1, 2];

describe('standard scoring', () => {
  it('won +value, lost -2×value, defenders 0', () => {
    expect(scoreDeal(game({ value: 24 }), seats3, 3, null, false).scores).toEqual([24, 0, 0]);
    expect(scoreDeal(game({ value: 24, won: false }), seats3, 3, null, false).scores).toEqual([-48, 0, 0]);
  });
  it('maps the declarer seat to the player', () => {
    expect(scoreDeal(game({ value: 36, declarer: 2 }), [1, 2, 3], 4, null, false).scores).toEqual([0, 0, 0, 36]);
  });
  it('Kontra ×2, Re ×4, Bock ×2 on top: Bock + Kontra + Re = ×8 (seeds/000 scoring row)', () => {
    const s = scoreDeal(game({ value: 24, kontra: true, re: true }), seats3, 3, BOCK, false);
    expect(s.scores).toEqual([24 * 8, 0, 0]);
    expect(s.multipliers.map((m) => m.kind)).toEqual(['kontra', 're', 'bock']);
    expect(scoreDeal(game({ value: 24, won: false, kontra: true, re: true }), seats3, 3, BOCK, false).scores).toEqual([-48 * 8, 0, 0]);
  });
  it('passed in scores nothing, even in a Bock deal', () => {
    expect(scoreDeal(passed, seats3, 3, BOCK, false).scores).toEqual([0, 0, 0]);
  });
});

describe('Ramsch scoring', () => {
  it('a tie for most makes both tied players lose', () => {
    expect(scoreDeal(ramsch([50, 50, 20]), seats3, 3, null, false).scores).toEqual([-50, -50, 0]);
  });
  it('Jungfrau doubles the loss, Bock doubles it again', () => {
    const r = ramsch([80, 40, 0], { jungfrau: true, tricks: [6, 4, 0] });
    expect(scoreDeal(r, seats3, 3, null, false).scores).toEqual([-160, 0, 0]);
    const b = scoreDeal(r, seats3, 3, BOCK, false);
    expect(b.scores).toEqual([-320, 0, 0]);
    expect(b.multipliers.map((m) => m.kind)).toEqual(['jungfrau', 'bock']);
  });
  it('Durchmarsch +120, ×2 in a Bock deal (seeds/000 Ramsch row)', () => {
    const r = ramsch([120, 0, 0], { durchmarsch: 0, tricks: [10, 0, 0] });
    expect(scoreDeal(r, seats3, 3, null, false).scores).toEqual([120, 0, 0]);
    expect(scoreDeal(r, seats3, 3, BOCK, false).scores).toEqual([240, 0, 0]);
  });
  it('a Ramsch loss in a Bock deal counts double', () => {
    expect(scoreDeal(ramsch([61, 39, 20]), [3, 0, 1], 4, BOCK, false).scores).toEqual([0, 0, 0, -122]);
  });
  it('tournament scoring leaves a Ramsch as it is', () => {
    expect(scoreDeal(ramsch([61, 39, 20]), seats3, 3, null, true).scores).toEqual([-61, 0, 0]);
  });
});

describe('Seeger-Fabian', () => {
  it('won +value+50', () => {
    expect(scoreDeal(game({ value: 24 }), seats3, 3, null, true).scores).toEqual([74, 0, 0]);
  });
  it('lost -2×value-50 and +40 to both others at three players', () => {
    expect(scoreDeal(game({ value: 24, won: false, declarer: 1 }), seats3, 3, null, true).scores).toEqual([40, -98, 40]);
  });
  it('at four players all three others get +30, the sitting-out dealer included', () => {
    // Dealer is player 0 (sits out); seats are players 1, 2, 3; declarer is forehand = player 1.
    expect(scoreDeal(game({ value: 24, won: false }), [1, 2, 3], 4, null, true).scores).toEqual([30, -98, 30, 30]);
  });
  it('passed-in deals score nothing: no 50, 40 or 30 either', () => {
    expect(scoreDeal(passed, seats3, 3, null, true).scores).toEqual([0, 0, 0]);
    expect(scoreDeal(passed, [1, 2, 3], 4, BOCK, true)).toMatchObject({ scores: [0, 0, 0, 0], valueScore: null });
  });
  it('multipliers apply to the value part only (seeds/000: only the game value is doubled)', () => {
    expect(scoreDeal(game({ value: 24, kontra: true, re: true }), seats3, 3, BOCK, true).scores).toEqual([24 * 8 + 50, 0, 0]);
    expect(scoreDeal(game({ value: 24, won: false, kontra: true }), seats3, 3, BOCK, true).scores).toEqual([-48 * 4 - 50, 40, 40]);
  });
});
