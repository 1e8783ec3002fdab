// Rated matches (game_tables.rated), each player's rating per game (Skat, Tarock), the rating
// history (one row per rated match and player) and each finished match's statistics per player.
// All three are written in the transaction of the move that finishes the match; the primary
// keys (table_id, player_id) make a second write of the same match impossible.
import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Ratings1765200000000 implements MigrationInterface {
  name = 'Ratings1765200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE game_tables ADD COLUMN rated boolean NOT NULL DEFAULT false`);
    await q.query(`
      CREATE TABLE ratings (
        player_id uuid NOT NULL REFERENCES players(id),
        game text NOT NULL CHECK (game IN ('skat', 'tarock')),
        -- the player's kind (players.kind, which never changes): the pool it is ranked in
        kind text NOT NULL CHECK (kind IN ('person', 'bot')),
        mu double precision NOT NULL,
        sigma double precision NOT NULL,
        -- mu - 3 sigma, stored so the leaderboard is an index scan
        rating double precision NOT NULL,
        matches integer NOT NULL DEFAULT 0,
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (player_id, game)
      )`);
    await q.query(`CREATE INDEX ratings_board ON ratings (game, kind, rating DESC, player_id)`);
    await q.query(`
      CREATE TABLE rating_history (
        table_id uuid NOT NULL REFERENCES game_tables(id),
        player_id uuid NOT NULL REFERENCES players(id),
        game text NOT NULL,
        kind text NOT NULL,
        -- 1 = first; players with equal totals share a rank
        rank integer NOT NULL,
        players integer NOT NULL,
        total integer NOT NULL,
        mu_before double precision NOT NULL,
        sigma_before double precision NOT NULL,
        mu_after double precision NOT NULL,
        sigma_after double precision NOT NULL,
        finished_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (table_id, player_id)
      )`);
    await q.query(`CREATE INDEX rating_history_player ON rating_history (player_id, game, finished_at)`);
    await q.query(`
      CREATE TABLE match_statistics (
        table_id uuid NOT NULL REFERENCES game_tables(id),
        player_id uuid NOT NULL REFERENCES players(id),
        game text NOT NULL,
        kind text NOT NULL,
        rated boolean NOT NULL,
        -- flat counters (name -> integer), summed per player by key (src/ratings/statistics.ts)
        counters jsonb NOT NULL,
        finished_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (table_id, player_id)
      )`);
    await q.query(`CREATE INDEX match_statistics_player ON match_statistics (player_id, game)`);
    await q.query(`CREATE INDEX match_statistics_game ON match_statistics (game, player_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE match_statistics`);
    await q.query(`DROP TABLE rating_history`);
    await q.query(`DROP TABLE ratings`);
    await q.query(`ALTER TABLE game_tables DROP COLUMN rated`);
  }
}
