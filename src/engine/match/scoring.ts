// Match scoring of one finished deal: standard or Seeger-Fabian, with the Bock doubling, per
// player at the table. The deal engine's GameResult.score already holds Kontra/Re and the
// RamschResult scores already hold Jungfrau; this layer adds Bock and Seeger-Fabian.
import type { DealResult, PlayerIndex } from '../types';
import type { BockMark } from './bock';

export type Multiplier =
  | { kind: 'kontra'; factor: 2; by: PlayerIndex | null }
  | { kind: 're'; factor: 2; by: PlayerIndex }
  | { kind: 'bock'; factor: 2; reason: BockMark }
  | { kind: 'jungfrau'; factor: 2 };

export interface DealScore {
  /** One per player at the table (the sitting-out dealer included). */
  scores: number[];
  multipliers: Multiplier[];
  /** The declarer's score before Seeger-Fabian extras, after all multipliers; null without a game. */
  valueScore: number | null;
}

/**
 * Scores a finished deal.
 * - Game, standard: declarer +value or -2×value, × Kontra × Re (from the deal) × 2 in a Bock deal.
 * - Game, Seeger-Fabian: the value part as above, then +50 won / -50 lost, and on a loss
 *   +40 (3 players) or +30 (4 players) to every other player at the table. Multipliers never
 *   touch the 50/40/30 (RULES.md 5).
 * - Ramsch: each seat's score (Jungfrau included) × 2 in a Bock deal. Under tournament
 *   scoring a Ramsch scores the same (RULES.md is silent: Seeger-Fabian knows no Ramsch, and
 *   nobody declared, so there is nothing to add 50/40/30 to).
 * - Passed in: zero for everyone.
 */
export function scoreDeal(result: DealResult, seats: readonly PlayerIndex[], players: 3 | 4, bock: BockMark | null, tournamentScoring: boolean): DealScore {
  const scores = new Array<number>(players).fill(0);
  const multipliers: Multiplier[] = [];
  const bockFactor = bock ? 2 : 1;
  if (result.kind === 'passed') {
    if (bock) multipliers.push({ kind: 'bock', factor: 2, reason: bock });
    return { scores, multipliers, valueScore: null };
  }
  if (result.kind === 'ramsch') {
    const r = result.ramsch;
    if (r.jungfrau && r.losers.length > 0) multipliers.push({ kind: 'jungfrau', factor: 2 });
    if (bock) multipliers.push({ kind: 'bock', factor: 2, reason: bock });
    for (let seat = 0; seat < 3; seat++) scores[seats[seat]] = r.scores[seat] * bockFactor + 0;
    return { scores, multipliers, valueScore: null };
  }
  const g = result.game;
  const declarer = seats[g.declarer];
  if (g.kontra) multipliers.push({ kind: 'kontra', factor: 2, by: g.kontraBy === null ? null : seats[g.kontraBy] });
  if (g.re) multipliers.push({ kind: 're', factor: 2, by: declarer });
  if (bock) multipliers.push({ kind: 'bock', factor: 2, reason: bock });
  // g.score is ±value × Kontra × Re: the value part.
  const valueScore = g.score * bockFactor;
  if (!tournamentScoring) {
    scores[declarer] = valueScore;
    return { scores, multipliers, valueScore };
  }
  scores[declarer] = valueScore + (g.won ? 50 : -50);
  if (!g.won) {
    const bonus = players === 3 ? 40 : 30;
    for (let p = 0; p < players; p++) if (p !== declarer) scores[p] = bonus;
  }
  return { scores, multipliers, valueScore };
}
