// The duplicate schedule every game's arena plays: each deck six times, the two strategies in
// every arrangement of three seats, so the cards cancel out of the difference; and the mean with
// its 95% interval that the arenas print.

/** The six seatings of strategies A and B over three seats (two of one, one of the other). */
export const ASSIGNMENTS: readonly (readonly ('A' | 'B')[])[] = [
  ['A', 'A', 'B'],
  ['A', 'B', 'A'],
  ['B', 'A', 'A'],
  ['A', 'B', 'B'],
  ['B', 'A', 'B'],
  ['B', 'B', 'A'],
];

/** Mean and normal 95% interval of per-deck figures. */
export function meanCi(xs: number[]): { mean: number; lo: number; hi: number } {
  const n = xs.length;
  const mean = xs.reduce((s, x) => s + x, 0) / n;
  const v = n > 1 ? xs.reduce((s, x) => s + (x - mean) ** 2, 0) / (n - 1) : 0;
  const half = 1.96 * Math.sqrt(v / n);
  return { mean, lo: mean - half, hi: mean + half };
}
