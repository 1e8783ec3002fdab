// Ratings that resist farming (docs/ratings.md, "Farming"). A farmer plays rated matches against
// puppets that lose on purpose; what gives it away is who sits at the table. A rated match counts:
//   - not at all (weight 0, flag 'same-address') when two of its players registered from the
//     same address (players.registered_from; the server's own bots have none);
//   - 1 / (1 + k) (flag 'repeat' when k > 0) when the same players, all of them, finished k rated
//     matches of the game together within RATING_REPEAT_WINDOW_DAYS before this one.
// The match is still recorded (its history row, with the weight and the flag); its rating change
// is the full change times the weight, for mu and sigma alike.
import type pg from 'pg';
import type { Skill } from './rating.js';

export interface FarmVerdict {
  weight: number;
  flag: 'same-address' | 'repeat' | null;
  /** Earlier rated matches of the same group in the window. */
  repeats: number;
}

export async function farmVerdict(client: pg.PoolClient, game: string, playerIds: string[], windowDays: number): Promise<FarmVerdict> {
  const addresses = await client.query<{ registered_from: string }>(
    `SELECT registered_from FROM players WHERE id = ANY($1::uuid[]) AND registered_from IS NOT NULL AND server_strategy IS NULL`,
    [playerIds],
  );
  const seen = new Set<string>();
  const shared = addresses.rows.some((r) => seen.size === seen.add(r.registered_from).size);
  const repeats = (
    await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM (
         SELECT h.table_id FROM rating_history h
          WHERE h.game = $1 AND h.player_id = ANY($2::uuid[]) AND h.finished_at > now() - make_interval(days => $3)
          GROUP BY h.table_id HAVING count(*) = $4 AND max(h.players) = $4) same`,
      [game, playerIds, windowDays, playerIds.length],
    )
  ).rows[0].n;
  if (shared) return { weight: 0, flag: 'same-address', repeats };
  return { weight: 1 / (1 + repeats), flag: repeats > 0 ? 'repeat' : null, repeats };
}

/** The skill after a match that counted `weight` of its full change. */
export function damped(before: Skill, after: Skill, weight: number): Skill {
  return { mu: before.mu + (after.mu - before.mu) * weight, sigma: before.sigma + (after.sigma - before.sigma) * weight };
}
