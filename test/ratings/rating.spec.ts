// The rating update against values computed here from the published Plackett-Luce formulas
// (Weng and Lin 2011, Algorithm 4, one player per team, as openskill implements them with its
// defaults: beta 25/6, tau 25/300 added to sigma before the update, gamma = sigma / c,
// kappa 1e-4), never by calling the library; the first two matches also against numbers
// computed once outside it (Python, the same formulas).
import { conservative, NEW_SKILL, rateMatch, ranksOf, type Skill } from '../../src/ratings/rating.js';

const BETA = 25 / 6;
const TAU = 25 / 300;
const KAPPA = 1e-4;

/** Plackett-Luce by hand: ranks 1 = first, equal ranks are a tie. */
function byHand(players: Skill[], ranks: number[]): Skill[] {
  const ps = players.map((p) => ({ mu: p.mu, sigma: Math.sqrt(p.sigma ** 2 + TAU ** 2) }));
  const c = Math.sqrt(ps.reduce((s, p) => s + p.sigma ** 2 + BETA ** 2, 0));
  const n = ps.length;
  const e = ps.map((p) => Math.exp(p.mu / c));
  // sumQ[q]: over everyone ranked like q or worse; a[q]: how many share q's rank.
  const sumQ = ps.map((_, q) => ps.reduce((s, _p, i) => (ranks[i] >= ranks[q] ? s + e[i] : s), 0));
  const a = ps.map((_, q) => ranks.filter((r) => r === ranks[q]).length);
  return ps.map((p, i) => {
    let omega = 0;
    let delta = 0;
    for (let q = 0; q < n; q++) {
      if (ranks[q] > ranks[i]) continue;
      const share = e[i] / sumQ[q];
      omega += ((i === q ? 1 : 0) - share) / a[q];
      delta += (share * (1 - share)) / a[q];
    }
    const gamma = p.sigma / c;
    return { mu: p.mu + (p.sigma ** 2 / c) * omega, sigma: p.sigma * Math.sqrt(Math.max(1 - gamma * (p.sigma ** 2 / c ** 2) * delta, KAPPA)) };
  });
}

const close = (got: Skill[], want: Skill[]) =>
  got.forEach((g, i) => {
    expect(g.mu).toBeCloseTo(want[i].mu, 10);
    expect(g.sigma).toBeCloseTo(want[i].sigma, 10);
  });

describe('ratings: openskill Plackett-Luce over the final order', () => {
  it('ranks by totals, higher first, equal totals sharing the better rank', () => {
    expect(ranksOf([120, 30, -50])).toEqual([1, 2, 3]);
    expect(ranksOf([10, 40, 10])).toEqual([2, 1, 2]);
    expect(ranksOf([0, 0, 0, 0])).toEqual([1, 1, 1, 1]);
    expect(ranksOf([5, -7, 5, 9])).toEqual([2, 4, 2, 1]);
  });

  it('a known sequence of three-player matches agrees with the formulas', () => {
    const fresh = [NEW_SKILL, NEW_SKILL, NEW_SKILL];
    const m1 = rateMatch(fresh, [120, 30, -50]);
    close(m1, byHand(fresh, [1, 2, 3]));
    close(m1, [
      { mu: 27.869048680749426, sigma: 8.205243377397993 },
      { mu: 25.717262170187357, sigma: 8.058224222802378 },
      { mu: 21.413689149063217, sigma: 8.058224222802378 },
    ]);
    // A tie for second: the first two share rank 2 behind the third player.
    const m2 = rateMatch(m1, [10, 10, 40]);
    close(m2, byHand(m1, [2, 2, 1]));
    close(m2, [
      { mu: 26.04307328880515, sigma: 7.919859866805867 },
      { mu: 24.44251076881609, sigma: 7.800321427449359 },
      { mu: 24.449574261850003, sigma: 7.95442491443045 },
    ]);
    const m3 = rateMatch(m2, [-20, 75, 0]);
    close(m3, byHand(m2, [3, 1, 2]));
    // Winning raises mu, and every match makes sigma smaller (tau is far below what a match removes).
    expect(m3[1].mu).toBeGreaterThan(m2[1].mu);
    expect(m3[0].mu).toBeLessThan(m2[0].mu);
    m3.forEach((s, i) => expect(s.sigma).toBeLessThan(m2[i].sigma));
  });

  it('a four-player match and an all-tied one agree with the formulas', () => {
    const players = [
      { mu: 30, sigma: 5 },
      { mu: 22, sigma: 7 },
      { mu: 25, sigma: 25 / 3 },
      { mu: 18, sigma: 3 },
    ];
    close(rateMatch(players, [12, 80, 12, -40]), byHand(players, [2, 1, 2, 4]));
    const tied = rateMatch(players, [0, 0, 0, 0]);
    close(tied, byHand(players, [1, 1, 1, 1]));
    // A draw moves the weaker player up and the stronger down.
    expect(tied[3].mu).toBeGreaterThan(18);
    expect(tied[0].mu).toBeLessThan(30);
  });

  it('the shown rating is mu - 3 sigma, 0 for a new player', () => {
    expect(conservative(NEW_SKILL)).toBeCloseTo(0, 12);
    expect(conservative({ mu: 30, sigma: 2 })).toBe(24);
  });
});
