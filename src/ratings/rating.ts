// The rating model: openskill's Plackett-Luce over a match's final order (docs/ratings.md).
// Every player is a team of one; the order is by the match's totals (higher first) and equal
// totals share a rank. Pure: the repository reads and writes the numbers around it.
import { rate } from 'openskill';

export interface Skill {
  mu: number;
  sigma: number;
}

/** openskill's defaults: mu 25, sigma 25/3 (beta 25/6, tau 25/300 are its defaults too). */
export const NEW_SKILL: Skill = { mu: 25, sigma: 25 / 3 };

/** The conservative rating shown and ranked on: mu - 3 sigma (openskill's ordinal). */
export const conservative = (s: Skill): number => s.mu - 3 * s.sigma;

/** 1-based ranks from totals, higher total first; equal totals share the better rank ([10, 30, 10] -> [2, 1, 2]). */
export function ranksOf(totals: readonly number[]): number[] {
  return totals.map((t) => 1 + totals.filter((o) => o > t).length);
}

/** Each player's skill after the match, in the order given. */
export function rateMatch(before: readonly Skill[], totals: readonly number[]): Skill[] {
  if (before.length !== totals.length || before.length < 2) throw new Error('rateMatch: one skill and one total per player, at least two players');
  const after = rate(
    before.map((s) => [{ mu: s.mu, sigma: s.sigma }]),
    { rank: ranksOf(totals) },
  );
  return after.map(([s]) => ({ mu: s.mu, sigma: s.sigma }));
}
