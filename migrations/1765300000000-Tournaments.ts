// Tournaments (docs/tournaments.md): the tournament, its registrations, its series and the
// tables drawn for each series. The unique keys make every step idempotent: a series is drawn
// once (tournament_id, number), a table belongs to one tournament seat of one series.
import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Tournaments1765300000000 implements MigrationInterface {
  name = 'Tournaments1765300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE tournaments (
      id uuid PRIMARY KEY,
      name text NOT NULL,
      created_by uuid NOT NULL REFERENCES players(id),
      status text NOT NULL,
      series_count integer NOT NULL,
      games_per_player integer NOT NULL,
      turn_seconds integer NOT NULL,
      duplicate boolean NOT NULL,
      seed text NOT NULL,
      current_series integer NOT NULL DEFAULT 0,
      version integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX tournaments_created_at ON tournaments (created_at DESC, id DESC)`);
    await q.query(`CREATE TABLE tournament_players (
      tournament_id uuid NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
      player_id uuid NOT NULL REFERENCES players(id),
      registered_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (tournament_id, player_id)
    )`);
    await q.query(`CREATE TABLE tournament_series (
      tournament_id uuid NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
      number integer NOT NULL,
      status text NOT NULL,
      started_at timestamptz NOT NULL DEFAULT now(),
      ended_at timestamptz,
      PRIMARY KEY (tournament_id, number)
    )`);
    await q.query(`CREATE TABLE tournament_tables (
      tournament_id uuid NOT NULL,
      series integer NOT NULL,
      table_no integer NOT NULL,
      table_id uuid NOT NULL UNIQUE REFERENCES game_tables(id),
      PRIMARY KEY (tournament_id, series, table_no),
      FOREIGN KEY (tournament_id, series) REFERENCES tournament_series(tournament_id, number) ON DELETE CASCADE
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE tournament_tables`);
    await q.query(`DROP TABLE tournament_series`);
    await q.query(`DROP TABLE tournament_players`);
    await q.query(`DROP TABLE tournaments`);
  }
}
