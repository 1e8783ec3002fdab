// The client address a player registered from: puppets registered from one address share the
// per-address limits (src/limits/address-limits.ts) of tables in the lobby, strong-bot tables,
// tournaments and the bots' fair scheduling, and ratings tell matches among them apart. Null for
// players registered before it and for the server's own bots.
import type { MigrationInterface, QueryRunner } from 'typeorm';

export class PlayerAddress1765640000000 implements MigrationInterface {
  name = 'PlayerAddress1765640000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE players ADD COLUMN registered_from text NULL`);
    await q.query(`CREATE INDEX players_registered_from ON players (registered_from) WHERE registered_from IS NOT NULL`);
    await q.query(`CREATE INDEX tournaments_registering ON tournaments (created_at) WHERE status = 'registering'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX tournaments_registering`);
    await q.query(`DROP INDEX players_registered_from`);
    await q.query(`ALTER TABLE players DROP COLUMN registered_from`);
  }
}
