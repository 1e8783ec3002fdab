// The SQL of ratings, rating history and match statistics. What a finishing move writes runs
// on the move's own transaction (the pg client TableStore.appendMove passes); reads use the pool.
import { Injectable } from '@nestjs/common';
import type pg from 'pg';
import { DataSource } from 'typeorm';
import type { PlayerKind } from '../players/player.entity.js';
import type { Counters } from './statistics.js';
import type { Skill } from './rating.js';

export type RatedGame = 'skat' | 'tarock';

export interface StoredSkill extends Skill {
  playerId: string;
  matches: number;
}

export interface HistoryRow {
  tableId: string;
  playerId: string;
  game: RatedGame;
  kind: PlayerKind;
  rank: number;
  players: number;
  total: number;
  before: Skill;
  after: Skill;
  /** How much the match counted, and why less than 1 (farm-check.ts). */
  weight?: number;
  flag?: string | null;
}

export interface BoardRow {
  playerId: string;
  name: string;
  kind: PlayerKind;
  serverStrategy: string | null;
  mu: number;
  sigma: number;
  rating: number;
  matches: number;
  createdAt: Date;
}

export interface StoredHistory {
  tableId: string;
  rank: number;
  players: number;
  total: number;
  muBefore: number;
  sigmaBefore: number;
  muAfter: number;
  sigmaAfter: number;
  finishedAt: Date;
}

const num = (v: unknown): number => Number(v);

@Injectable()
export class RatingsRepository {
  constructor(private readonly ds: DataSource) {}

  // ---- written in the finishing move's transaction ----

  async kinds(client: pg.PoolClient, playerIds: string[]): Promise<Map<string, PlayerKind>> {
    const r = await client.query<{ id: string; kind: PlayerKind }>(`SELECT id, kind FROM players WHERE id = ANY($1::uuid[])`, [playerIds]);
    return new Map(r.rows.map((p) => [p.id, p.kind]));
  }

  async insertStatistics(
    client: pg.PoolClient,
    tableId: string,
    game: RatedGame,
    rated: boolean,
    rows: { playerId: string; kind: PlayerKind; counters: Counters }[],
  ): Promise<void> {
    await client.query(
      `INSERT INTO match_statistics (table_id, player_id, game, kind, rated, counters)
       SELECT $1, p.player_id, $2, p.kind, $3, p.counters
         FROM jsonb_to_recordset($4::jsonb) AS p(player_id uuid, kind text, counters jsonb)`,
      [tableId, game, rated, JSON.stringify(rows.map((r) => ({ player_id: r.playerId, kind: r.kind, counters: r.counters })))],
    );
  }

  /**
   * The players' current skills in `game`, their rows locked until the transaction ends (a new
   * player's row is created first with `fresh`). Locked in player-id order, so two matches
   * finishing at once with players in common queue instead of deadlocking.
   */
  async lockSkills(
    client: pg.PoolClient,
    game: RatedGame,
    players: { playerId: string; kind: PlayerKind }[],
    fresh: Skill,
    freshRating: number,
  ): Promise<Map<string, StoredSkill>> {
    const sorted = [...players].sort((a, b) => (a.playerId < b.playerId ? -1 : a.playerId > b.playerId ? 1 : 0));
    await client.query(
      `INSERT INTO ratings (player_id, game, kind, mu, sigma, rating)
       SELECT p.id, $2, p.kind, $3, $4, $5 FROM unnest($1::uuid[], $6::text[]) WITH ORDINALITY AS p(id, kind, n) ORDER BY p.n
       ON CONFLICT (player_id, game) DO NOTHING`,
      [sorted.map((p) => p.playerId), game, fresh.mu, fresh.sigma, freshRating, sorted.map((p) => p.kind)],
    );
    const r = await client.query<{ player_id: string; mu: number; sigma: number; matches: number }>(
      `SELECT player_id, mu, sigma, matches FROM ratings WHERE game = $1 AND player_id = ANY($2::uuid[]) ORDER BY player_id FOR UPDATE`,
      [game, sorted.map((p) => p.playerId)],
    );
    return new Map(r.rows.map((x) => [x.player_id, { playerId: x.player_id, mu: num(x.mu), sigma: num(x.sigma), matches: x.matches }]));
  }

  async writeRatings(client: pg.PoolClient, rows: HistoryRow[], ratingOf: (s: Skill) => number): Promise<void> {
    const json = JSON.stringify(
      rows.map((r) => ({
        table_id: r.tableId,
        player_id: r.playerId,
        game: r.game,
        kind: r.kind,
        rank: r.rank,
        players: r.players,
        total: r.total,
        mu_before: r.before.mu,
        sigma_before: r.before.sigma,
        mu_after: r.after.mu,
        sigma_after: r.after.sigma,
        rating: ratingOf(r.after),
        weight: r.weight ?? 1,
        flag: r.flag ?? null,
      })),
    );
    // The history row first: its key (table_id, player_id) refuses a second rating of the same match.
    await client.query(
      `INSERT INTO rating_history (table_id, player_id, game, kind, rank, players, total, mu_before, sigma_before, mu_after, sigma_after, weight, flag)
       SELECT table_id, player_id, game, kind, rank, players, total, mu_before, sigma_before, mu_after, sigma_after, weight, flag
         FROM jsonb_to_recordset($1::jsonb) AS h(table_id uuid, player_id uuid, game text, kind text, rank int, players int, total int,
              mu_before float8, sigma_before float8, mu_after float8, sigma_after float8, weight float8, flag text)`,
      [json],
    );
    await client.query(
      `UPDATE ratings r SET mu = h.mu_after, sigma = h.sigma_after, rating = h.rating, matches = r.matches + 1, updated_at = now()
         FROM jsonb_to_recordset($1::jsonb) AS h(player_id uuid, game text, mu_after float8, sigma_after float8, rating float8)
        WHERE r.player_id = h.player_id AND r.game = h.game`,
      [json],
    );
  }

  // ---- reads ----

  /**
   * A page of one pool (game, kind), best first (rating, then player id), after the row
   * (rating, playerId) when given; one row more than `first` tells whether another page follows.
   */
  async board(
    game: RatedGame,
    kind: PlayerKind,
    first: number,
    after: { rating: number; playerId: string } | null,
    platformId: string | null = null,
  ): Promise<BoardRow[]> {
    const rows: Record<string, unknown>[] = await this.ds.query(
      `SELECT r.player_id, p.name, p.kind, p.server_strategy, p.created_at, r.mu, r.sigma, r.rating, r.matches
         FROM ratings r JOIN players p ON p.id = r.player_id
        WHERE r.game = $1 AND r.kind = $2 AND ${platformScope('p', 6)}
          AND ($3::float8 IS NULL OR r.rating < $3 OR (r.rating = $3 AND r.player_id > $4::uuid))
        ORDER BY r.rating DESC, r.player_id
        LIMIT $5`,
      [game, kind, after?.rating ?? null, after?.playerId ?? null, first + 1, platformId],
    );
    return rows.map((x) => ({
      playerId: x.player_id as string,
      name: x.name as string,
      kind: x.kind as PlayerKind,
      serverStrategy: x.server_strategy as string | null,
      mu: num(x.mu),
      sigma: num(x.sigma),
      rating: num(x.rating),
      matches: x.matches as number,
      createdAt: x.created_at as Date,
    }));
  }

  /** How many of the pool rank above `rating`, and how many with the same rating come before `playerId`. */
  async placeOf(
    game: RatedGame,
    kind: PlayerKind,
    rating: number,
    playerId: string,
    platformId: string | null = null,
  ): Promise<{ above: number; tiedBefore: number }> {
    const [r]: { above: number; tied: number }[] = await this.ds.query(
      `SELECT count(*) FILTER (WHERE r.rating > $3)::int AS above, count(*) FILTER (WHERE r.rating = $3 AND r.player_id < $4::uuid)::int AS tied
         FROM ratings r JOIN players p ON p.id = r.player_id WHERE r.game = $1 AND r.kind = $2 AND r.rating >= $3 AND ${platformScope('p', 5)}`,
      [game, kind, rating, playerId, platformId],
    );
    return { above: r.above, tiedBefore: r.tied };
  }

  async skill(playerId: string, game: RatedGame): Promise<(StoredSkill & { rating: number; kind: PlayerKind }) | null> {
    const [r]: Record<string, unknown>[] = await this.ds.query(
      `SELECT player_id, kind, mu, sigma, rating, matches FROM ratings WHERE player_id = $1 AND game = $2`,
      [playerId, game],
    );
    return r ? { playerId, kind: r.kind as PlayerKind, mu: num(r.mu), sigma: num(r.sigma), rating: num(r.rating), matches: r.matches as number } : null;
  }

  /** The current skills in `game` of the players given. */
  async skills(game: RatedGame, playerIds: string[]): Promise<Map<string, Skill>> {
    const rows: { player_id: string; mu: number; sigma: number }[] = playerIds.length
      ? await this.ds.query(`SELECT player_id, mu, sigma FROM ratings WHERE game = $1 AND player_id = ANY($2::uuid[])`, [game, playerIds])
      : [];
    return new Map(rows.map((r) => [r.player_id, { mu: num(r.mu), sigma: num(r.sigma) }]));
  }

  /** A player's rated matches in `game`, oldest first, after the match `afterTableId` when given. */
  async history(playerId: string, game: RatedGame, first: number, afterTableId: string | null): Promise<StoredHistory[]> {
    const rows: Record<string, unknown>[] = await this.ds.query(
      `SELECT table_id, rank, players, total, mu_before, sigma_before, mu_after, sigma_after, finished_at
         FROM rating_history h
        WHERE player_id = $1 AND game = $2
          AND ($3::uuid IS NULL OR (finished_at, table_id) > (SELECT c.finished_at, c.table_id FROM rating_history c WHERE c.player_id = $1 AND c.table_id = $3::uuid))
        ORDER BY finished_at, table_id
        LIMIT $4`,
      [playerId, game, afterTableId, first + 1],
    );
    return rows.map((x) => ({
      tableId: x.table_id as string,
      rank: x.rank as number,
      players: x.players as number,
      total: x.total as number,
      muBefore: num(x.mu_before),
      sigmaBefore: num(x.sigma_before),
      muAfter: num(x.mu_after),
      sigmaAfter: num(x.sigma_after),
      finishedAt: x.finished_at as Date,
    }));
  }

  /** Summed counters of `game`'s finished matches, per player (one player, or every player of `kind`). */
  async counters(game: RatedGame, ratedOnly: boolean, who: { playerId: string } | { kind: PlayerKind | null }): Promise<Map<string, Counters>> {
    const one = 'playerId' in who;
    const rows: { player_id: string; key: string; n: string }[] = await this.ds.query(
      `SELECT s.player_id, c.key, sum(c.value::bigint)::text AS n
         FROM match_statistics s, jsonb_each_text(s.counters) AS c(key, value)
        WHERE s.game = $1 AND (NOT $2 OR s.rated)
          AND ($3::uuid IS NULL OR s.player_id = $3::uuid) AND ($4::text IS NULL OR s.kind = $4)
        GROUP BY s.player_id, c.key`,
      [game, ratedOnly, one ? who.playerId : null, one ? null : who.kind],
    );
    const out = new Map<string, Counters>();
    for (const r of rows) {
      let c = out.get(r.player_id);
      if (!c) out.set(r.player_id, (c = {}));
      c[r.key] = Number(r.n);
    }
    return out;
  }
}

/** A platform's players (docs/platforms.md), or, for null, the players of no platform: parameter $n is the platform id. */
function platformScope(players: string, n: number): string {
  return `(${players}.platform_id = $${n}::uuid OR ($${n}::uuid IS NULL AND ${players}.platform_id IS NULL))`;
}
