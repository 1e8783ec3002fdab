// How much a rated match counted (docs/ratings.md, "Farming"): 1 for a match among players who
// have not met lately, less for a repeat of the same group, 0 for players registered from one
// address; `flag` says why ('repeat', 'same-address'), for whoever reviews the leaderboards.
import type { MigrationInterface, QueryRunner } from 'typeorm';

export class RatingWeight1765640002000 implements MigrationInterface {
  name = 'RatingWeight1765640002000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE rating_history ADD COLUMN weight double precision NOT NULL DEFAULT 1, ADD COLUMN flag text NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE rating_history DROP COLUMN flag, DROP COLUMN weight`);
  }
}
