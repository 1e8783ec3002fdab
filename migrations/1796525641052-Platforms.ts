// Platforms (docs/platforms.md): products that bring their own users. A platform is registered
// by the operator with its JWT issuer and key (a JWKS URL or a static SPKI key) and gets API keys
// (only their SHA-256 stored; an expiry lets a rotated key overlap its successor). Its users become
// players of that platform, one per `sub` (unique per platform, so two platforms never collide),
// and the tables and tournaments they or the platform create carry the platform's id: the scope
// nobody outside the platform reads or acts in.
import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Platforms1796525641052 implements MigrationInterface {
  name = 'Platforms1796525641052';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE platforms (
        id uuid PRIMARY KEY,
        name text NOT NULL,
        jwt_issuer text NOT NULL,
        jwt_audience text NOT NULL,
        jwks_url text NULL,
        public_key_pem text NULL,
        name_claim text NOT NULL DEFAULT 'name',
        allowed_origins text[] NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL DEFAULT now(),
        disabled_at timestamptz NULL,
        CONSTRAINT platforms_one_key CHECK ((jwks_url IS NULL) <> (public_key_pem IS NULL))
      )`);
    // A token's issuer names its platform: one platform per issuer.
    await q.query(`CREATE UNIQUE INDEX platforms_issuer ON platforms (jwt_issuer)`);
    await q.query(`
      CREATE TABLE platform_api_keys (
        id uuid PRIMARY KEY,
        platform_id uuid NOT NULL REFERENCES platforms(id),
        key_hash char(64) NOT NULL UNIQUE,
        prefix text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NULL,
        revoked_at timestamptz NULL
      )`);
    await q.query(`CREATE INDEX platform_api_keys_platform ON platform_api_keys (platform_id)`);
    await q.query(`ALTER TABLE players ADD COLUMN platform_id uuid NULL REFERENCES platforms(id), ADD COLUMN external_subject text NULL`);
    // NULLs are distinct: players outside any platform are not constrained.
    await q.query(`CREATE UNIQUE INDEX players_platform_subject ON players (platform_id, external_subject)`);
    await q.query(`ALTER TABLE game_tables ADD COLUMN platform_id uuid NULL REFERENCES platforms(id)`);
    await q.query(`CREATE INDEX game_tables_platform ON game_tables (platform_id, created_at DESC, id DESC) WHERE platform_id IS NOT NULL`);
    await q.query(`ALTER TABLE tournaments ADD COLUMN platform_id uuid NULL REFERENCES platforms(id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE tournaments DROP COLUMN platform_id`);
    await q.query(`DROP INDEX game_tables_platform`);
    await q.query(`ALTER TABLE game_tables DROP COLUMN platform_id`);
    await q.query(`DROP INDEX players_platform_subject`);
    await q.query(`ALTER TABLE players DROP COLUMN external_subject, DROP COLUMN platform_id`);
    await q.query(`DROP TABLE platform_api_keys`);
    await q.query(`DROP TABLE platforms`);
  }
}
