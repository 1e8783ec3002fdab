// Bidding by expected Seeger-Fabian gain (src/bots/expected-sf.ts), the calibration map, and the
// strong bot's work budget: the same seed plays the same deal however slow the clock runs.
import { jest } from '@jest/globals';
import { applyDeal, createDeal, type DealAction, PRESETS } from '../../src/engine/index';
import { BID_CALIBRATION, DECLARE_CALIBRATION, SIDE_STRONG_BID_CALIBRATION } from '../../src/bots/calibration';
import { type BidWorld, calibrate, expectedAtBid, expectedSf, fitCalibration, fitPlatt, IDENTITY, sfBidLimit, sfLost, sfWon } from '../../src/bots/expected-sf';
import { nextTurn, playDeal } from '../../src/bots/play';
import { createArenaStrategy } from '../../src/bots/registry';
import { mulberry32 } from '../../src/bots/rng';
import { sideStrongHand } from '../../src/bots/strong';
import { maskOf } from '../../src/bots/knowledge';
import type { Strategy } from '../../src/bots/strategy';

const worlds = (n: number, value: number, wins: number, base = 9): BidWorld[] =>
  Array.from({ length: n }, (_, i) => ({ value, base, win: i < wins ? 1 : 0, schneider: 0 }));

describe('expected Seeger-Fabian gain', () => {
  it('counts a won game value + 50 and a lost one −(2 × value + 50) and the defenders’ 40', () => {
    expect(sfWon(18)).toBe(68);
    expect(sfLost(18)).toBe(-126);
    expect(expectedSf(1, 24)).toBe(74);
    expect(expectedSf(0.5, 18)).toBeCloseTo((68 - 126) / 2);
    // Break-even for a Diamonds game at 18: p = 126 / 194.
    expect(expectedSf(126 / 194, 18)).toBeCloseTo(0);
  });

  it('bids up to the highest value the worlds reach while declaring beats passing', () => {
    // Clubs with one, 24, won in every world: bid 24, not 27 (that would be an overbid everywhere).
    expect(sfBidLimit(worlds(20, 24, 20, 12), IDENTITY)).toBe(24);
    // Half the worlds reach 36 and all win: 36 is still worth it (half the time lost at 36 costs more).
    const mixed = [...worlds(10, 36, 10, 12), ...worlds(10, 24, 10, 12)];
    expect(expectedAtBid(mixed, 36, IDENTITY).reach).toBe(0.5);
    expect(sfBidLimit(mixed, IDENTITY)).toBe(24);
    // A game lost in every second world: pass.
    expect(sfBidLimit(worlds(20, 18, 10), IDENTITY)).toBe(0);
    // Won in 14 of 20 (raw 0.7): declaring pays at face value, not once the calibration shaves it.
    expect(sfBidLimit(worlds(20, 18, 14), IDENTITY)).toBe(18);
    const shave = [
      [0, 0],
      [1, 0.8],
    ] as const;
    expect(sfBidLimit(worlds(20, 18, 14), shave)).toBe(0);
    // Passing worth more than the game: pass.
    expect(sfBidLimit(worlds(20, 18, 20), IDENTITY, 70)).toBe(0);
  });

  it('counts Schneider seen in a world as half its extra level', () => {
    const plain = worlds(10, 24, 10, 12);
    const schneider = plain.map((w) => ({ ...w, schneider: 1 }));
    expect(expectedAtBid(schneider, 18, IDENTITY).e - expectedAtBid(plain, 18, IDENTITY).e).toBeCloseTo(6);
  });
});

describe('calibration map', () => {
  it('interpolates between its points and clamps outside them', () => {
    const m = [
      [0, 0],
      [0.5, 0.4],
      [1, 0.9],
    ] as const;
    expect(calibrate(m, 0.25)).toBeCloseTo(0.2);
    expect(calibrate(m, 0.75)).toBeCloseTo(0.65);
    expect(calibrate(m, 1.2)).toBe(0.9);
    expect(calibrate(m, -1)).toBe(0);
  });

  it('is fitted monotone from (raw, won) pairs, pooling bins that go the wrong way', () => {
    const rng = mulberry32(7);
    const pairs: { raw: number; won: boolean }[] = [];
    // Realised rate = 0.8 × raw, except one noisy bin (0.6-0.7) made to look better than the next.
    for (let i = 0; i < 4000; i++) {
      const raw = rng();
      const p = raw >= 0.6 && raw < 0.7 ? 0.75 : 0.8 * raw;
      pairs.push({ raw, won: rng() < p });
    }
    const fit = fitCalibration(pairs);
    for (let i = 1; i < fit.length; i++) {
      expect(fit[i][0]).toBeGreaterThan(fit[i - 1][0]);
      expect(fit[i][1]).toBeGreaterThanOrEqual(fit[i - 1][1]);
    }
    expect(calibrate(fit, 0.35)).toBeCloseTo(0.28, 1);
    expect(calibrate(fit, 0.95)).toBeCloseTo(0.76, 1);
    expect(fit[0]).toEqual([0, 0]);
    expect(fit[fit.length - 1][0]).toBe(1);
  });

  it('is fitted Platt-like: recovers σ(a + b · logit(raw)) from enough games, stays near the identity with few', () => {
    const rng = mulberry32(11);
    const logit = (p: number) => Math.log(p / (1 - p));
    const pairs = Array.from({ length: 6000 }, () => {
      const raw = 0.05 + 0.9 * rng();
      return { raw, won: rng() < 1 / (1 + Math.exp(-(0.8 + 1.3 * logit(raw)))) };
    });
    const fit = fitPlatt(pairs);
    expect(fit.a).toBeCloseTo(0.8, 0);
    expect(fit.b).toBeCloseTo(1.3, 0);
    for (let i = 1; i < fit.map.length; i++) expect(fit.map[i][1]).toBeGreaterThan(fit.map[i - 1][1]);
    // Three games all won: pulled up a little, not to certainty.
    const few = fitPlatt([0.5, 0.5, 0.5].map((raw) => ({ raw, won: true })));
    expect(calibrate(few.map, 0.5)).toBeGreaterThan(0.5);
    expect(calibrate(few.map, 0.5)).toBeLessThan(0.85);
  });

  it('has committed maps that are monotone from 0 to 1', () => {
    for (const m of [BID_CALIBRATION, SIDE_STRONG_BID_CALIBRATION, DECLARE_CALIBRATION]) {
      expect(m[0][0]).toBe(0);
      expect(m[m.length - 1][0]).toBe(1);
      for (let i = 1; i < m.length; i++) expect(m[i][1]).toBeGreaterThanOrEqual(m[i - 1][1]);
    }
  });
});

describe('hands with a Jack, two aces and five trumps', () => {
  it('are told apart by Jacks, aces and the longest suit', () => {
    expect(sideStrongHand(maskOf(['CJ', 'SA', 'S9', 'S8', 'S7', 'HA', 'H7', 'D8', 'D7', 'DK']))).toBe(true);
    // Four trumps, one ace, no Jack: not in the class.
    expect(sideStrongHand(maskOf(['CJ', 'SA', 'S9', 'S8', 'HT', 'HA', 'H7', 'D8', 'D7', 'CK']))).toBe(false);
    expect(sideStrongHand(maskOf(['CJ', 'SA', 'S9', 'S8', 'S7', 'HK', 'H7', 'D8', 'D7', 'DK']))).toBe(false);
    expect(sideStrongHand(maskOf(['CA', 'SA', 'S9', 'S8', 'S7', 'ST', 'H7', 'D8', 'D7', 'DK']))).toBe(false);
  });

  it('bid a Spades game at 18 won in a quarter of the worlds, which the general map passes', () => {
    const w = worlds(20, 22, 5, 11);
    expect(sfBidLimit(w, BID_CALIBRATION)).toBe(0);
    expect(sfBidLimit(w, SIDE_STRONG_BID_CALIBRATION)).toBe(22);
    // Under raw 0.1 the lift does not apply.
    expect(sfBidLimit(worlds(20, 22, 1, 11), SIDE_STRONG_BID_CALIBRATION)).toBe(0);
  });
});

describe('the strong bot’s work budget', () => {
  const rules = PRESETS.tournament.rules;
  const options = { workBudget: 40_000, maxWorlds: 6, biddingWorlds: 8, ttBits: 16 };
  const play = (seed: number) => {
    const strong = (): Strategy => createArenaStrategy('strong', options);
    const played = playDeal({ rules, seed: `budget-${seed}`, strategies: [strong(), strong(), strong()], rngSeed: seed });
    return played.state.log;
  };

  it('plays the same deal move for move when the clock runs a thousand times slower', () => {
    const seeds = [1, 2];
    const normal = seeds.map(play);
    const realNow = performance.now.bind(performance);
    let skew = 0;
    const slow = jest.spyOn(performance, 'now').mockImplementation(() => {
      skew += 1000; // every look at the clock: a second gone
      return realNow() + skew;
    });
    try {
      const loaded = seeds.map(play);
      expect(slow).toHaveBeenCalled();
      expect(loaded).toEqual(normal);
    } finally {
      slow.mockRestore();
    }
    // And the deals are real games: somebody declared in at least one of them.
    expect(normal.some((log) => log.some((a) => a.type === 'declare'))).toBe(true);
  });
});

describe('after the pick-up, when every game but Null is lost in the worlds', () => {
  it('plays the heuristic’s game, not the one of lowest value (arena deck 396: Hearts with six trumps, not Diamonds with five)', () => {
    const rules = PRESETS.tournament.rules;
    // Forehand holds SQ HA HK HJ H9 H8 DT DK DJ D7 and takes the game at 18; the skat is C8 S9.
    let state = createDeal({ rules, seed: 'arena-11-396' });
    const strong = createArenaStrategy('strong');
    let declared: string | undefined;
    for (let i = 0; i < 12 && !declared; i++) {
      const turn = nextTurn(state);
      if (!turn) break;
      let action: DealAction | undefined;
      if (turn.view.phase === 'bidding')
        action = turn.legal.find((a) => a.type === (turn.seat === 0 ? 'hold' : 'pass')) ?? turn.legal.find((a) => a.type === 'bid');
      else if (turn.legal.some((a) => a.type === 'pickUpSkat')) action = turn.legal.find((a) => a.type === 'pickUpSkat');
      else action = strong.chooseAction({ view: turn.view, legal: turn.legal, rules, rng: mulberry32(396) });
      if (action?.type === 'declare') declared = action.game;
      const r = applyDeal(state, action as DealAction);
      if (!r.ok) throw new Error(r.error.message);
      state = r.state;
    }
    expect(state.declarer).toBe(0);
    expect(declared).toBe('H');
  });
});
