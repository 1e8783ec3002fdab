// A player's statistics: counters of one finished match (from its score sheet, the same rows the
// deal records and scoreSheet serve), stored per (match, player) when the match finishes and
// summed per player on a query. Flat names -> integers, so SQL sums them by key without knowing
// them (docs/ratings.md defines each).
import type { MatchState } from '../game/match-port.js';
import { SERVED_GAMES } from '../game/served-game.js';

export type Counters = Record<string, number>;

const add = (c: Counters, key: string, n = 1): void => {
  if (n) c[key] = (c[key] ?? 0) + n;
};

/** Player `p`'s counters over a finished match; `rank` is their place by totals (1 = first, ties share). */
export function matchCounters(state: MatchState, p: number, rank: number): Counters {
  const c: Counters = { matches: 1 };
  if (rank === 1) add(c, 'matchesWon');
  // The game's own counters (docs/ratings.md names them per game).
  for (const [k, n] of Object.entries(SERVED_GAMES.ofState(state).counters?.(state, p) ?? {})) add(c, k, n);
  return c;
}
