// A seated player's own randomness for the shuffle (skat-deal-v2, docs/fair-deals.md). When the
// last seat is taken the match config takes every seat's entropy, so replays read it from there.
import type { MigrationInterface, QueryRunner } from 'typeorm';

export class SeatEntropy1764900000000 implements MigrationInterface {
  name = 'SeatEntropy1764900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE table_seats ADD COLUMN entropy text`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE table_seats DROP COLUMN entropy`);
  }
}
