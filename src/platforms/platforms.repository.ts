// SQL of platforms, their API keys, and the players and tables that belong to one.
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { isUuid } from '../players/players.repository.js';
import { PlatformApiKeyEntity, PlatformEntity } from './platform.entity.js';

/** The owner of a row every scope sees (a server bot). */
export const EVERYONE = '*';

export type PlatformFields = Pick<PlatformEntity, 'name' | 'jwtIssuer' | 'jwtAudience' | 'jwksUrl' | 'publicKeyPem' | 'nameClaim' | 'allowedOrigins'>;

/** A platform's player as a platform sees it. */
export interface PlatformPlayerRow {
  id: string;
  name: string;
  subject: string;
  createdAt: Date;
}

@Injectable()
export class PlatformsRepository {
  constructor(private readonly ds: DataSource) {}

  transaction<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
    return this.ds.manager.transaction(work);
  }

  async insert(em: EntityManager, fields: PlatformFields): Promise<PlatformEntity> {
    const id = randomUUID();
    await em.insert(PlatformEntity, { id, ...fields, disabledAt: null });
    return (await em.findOne(PlatformEntity, { where: { id } }))!;
  }

  async find(id: string, em: EntityManager = this.ds.manager): Promise<PlatformEntity | null> {
    return isUuid(id) ? em.findOne(PlatformEntity, { where: { id } }) : null;
  }

  async findByIssuer(issuer: string): Promise<PlatformEntity | null> {
    return this.ds.manager.findOne(PlatformEntity, { where: { jwtIssuer: issuer } });
  }

  async issuerTaken(issuer: string, except?: string): Promise<boolean> {
    const rows: unknown[] = await this.ds.query(`SELECT 1 FROM platforms WHERE jwt_issuer = $1 AND ($2::uuid IS NULL OR id <> $2::uuid)`, [
      issuer,
      except ?? null,
    ]);
    return rows.length > 0;
  }

  async list(): Promise<PlatformEntity[]> {
    return this.ds.manager.find(PlatformEntity, { order: { createdAt: 'ASC', id: 'ASC' } });
  }

  async update(em: EntityManager, id: string, fields: Partial<PlatformFields>): Promise<void> {
    if (Object.keys(fields).length) await em.update(PlatformEntity, { id }, fields);
  }

  /** Disables the platform and revokes its live keys; returns whether it was enabled. */
  async disable(id: string): Promise<boolean> {
    return this.ds.manager.transaction(async (tx) => {
      const res = await tx.query(`UPDATE platforms SET disabled_at = now() WHERE id = $1 AND disabled_at IS NULL RETURNING id`, [id]);
      if (!(res as unknown[]).length) return false;
      await tx.query(`UPDATE platform_api_keys SET revoked_at = now() WHERE platform_id = $1 AND revoked_at IS NULL`, [id]);
      return true;
    });
  }

  async insertKey(em: EntityManager, platformId: string, hash: string, prefix: string): Promise<PlatformApiKeyEntity> {
    const id = randomUUID();
    await em.insert(PlatformApiKeyEntity, { id, platformId, keyHash: hash, prefix, expiresAt: null, revokedAt: null });
    return (await em.findOne(PlatformApiKeyEntity, { where: { id } }))!;
  }

  /** The live keys of the platform other than `except` now expire `seconds` from now (unless they expire sooner). */
  async expireOtherKeys(em: EntityManager, platformId: string, except: string, seconds: number): Promise<void> {
    await em.query(
      `UPDATE platform_api_keys SET expires_at = LEAST(COALESCE(expires_at, 'infinity'), now() + make_interval(secs => $3))
        WHERE platform_id = $1 AND id <> $2 AND revoked_at IS NULL`,
      [platformId, except, seconds],
    );
  }

  /** Revokes one key of the platform; returns whether it was live. */
  async revokeKey(platformId: string, keyId: string): Promise<boolean> {
    if (!isUuid(keyId)) return false;
    const rows: unknown[] = await this.ds.query(
      `UPDATE platform_api_keys SET revoked_at = now() WHERE id = $1 AND platform_id = $2 AND revoked_at IS NULL RETURNING id`,
      [keyId, platformId],
    );
    return rows.length > 0;
  }

  async keys(platformId: string): Promise<PlatformApiKeyEntity[]> {
    return this.ds.manager.find(PlatformApiKeyEntity, { where: { platformId }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  /** The platform of a live key (unrevoked, unexpired) of an enabled platform; one query. `until`: when the key expires. */
  async findByKeyHash(hash: string): Promise<{ id: string; name: string; until: Date | null } | null> {
    const rows: { id: string; name: string; expires_at: Date | null }[] = await this.ds.query(
      `SELECT p.id, p.name, k.expires_at FROM platform_api_keys k JOIN platforms p ON p.id = k.platform_id
        WHERE k.key_hash = $1 AND k.revoked_at IS NULL AND (k.expires_at IS NULL OR k.expires_at > now()) AND p.disabled_at IS NULL`,
      [hash],
    );
    const r = rows[0];
    return r ? { id: r.id, name: r.name, until: r.expires_at ? new Date(r.expires_at) : null } : null;
  }

  /**
   * The player of the platform's user `subject`, created on first use (one statement, so two first
   * requests at once make one player); the name follows the latest token's claim.
   */
  async upsertSubject(platformId: string, subject: string, name: string): Promise<{ id: string; name: string; created: boolean }> {
    const rows: { id: string; name: string; created: boolean }[] = await this.ds.query(
      `INSERT INTO players (id, name, kind, platform_id, external_subject) VALUES ($1, $2, 'person', $3, $4)
       ON CONFLICT (platform_id, external_subject) DO UPDATE SET name = EXCLUDED.name
       RETURNING id, name, (xmax = 0) AS created`,
      [randomUUID(), name, platformId, subject],
    );
    return rows[0];
  }

  /** The player of the platform's user `subject`, created (named `name`) if the platform names it before the user signs in. */
  async ensureSubject(em: EntityManager, platformId: string, subject: string, name: string): Promise<string> {
    const rows: { id: string }[] = await em.query(
      `WITH ins AS (
         INSERT INTO players (id, name, kind, platform_id, external_subject) VALUES ($1, $2, 'person', $3, $4)
         ON CONFLICT (platform_id, external_subject) DO NOTHING RETURNING id)
       SELECT id FROM ins UNION ALL SELECT id FROM players WHERE platform_id = $3 AND external_subject = $4`,
      [randomUUID(), name, platformId, subject],
    );
    return rows[0].id;
  }

  /** Whether the player is one of the platform's. */
  async isPlayerOf(em: EntityManager, platformId: string, playerId: string): Promise<boolean> {
    if (!isUuid(playerId)) return false;
    const rows: unknown[] = await em.query(`SELECT 1 FROM players WHERE id = $1 AND platform_id = $2`, [playerId, platformId]);
    return rows.length > 0;
  }

  /** The players of the platform for these subjects (those that exist). */
  async playersBySubject(platformId: string, subjects: string[], em: EntityManager = this.ds.manager): Promise<Map<string, string>> {
    if (!subjects.length) return new Map();
    const rows: { id: string; external_subject: string }[] = await em.query(
      `SELECT id, external_subject FROM players WHERE platform_id = $1 AND external_subject = ANY($2::text[])`,
      [platformId, subjects],
    );
    return new Map(rows.map((r) => [r.external_subject, r.id]));
  }

  async players(platformId: string, first: number, after?: string): Promise<PlatformPlayerRow[]> {
    return this.ds.query(
      `SELECT id, name, external_subject AS subject, created_at AS "createdAt" FROM players
        WHERE platform_id = $1 AND ($3::uuid IS NULL OR (created_at, id) > (SELECT created_at, id FROM players WHERE id = $3::uuid))
        ORDER BY created_at, id LIMIT $2`,
      [platformId, first, after ?? null],
    );
  }

  /**
   * The platform a table, player or tournament belongs to: undefined when there is no such row,
   * null when it is public, EVERYONE for a server bot (the server's own players sit at every
   * platform's tables).
   */
  async platformOf(kind: 'table' | 'player' | 'tournament', id: string): Promise<string | null | undefined> {
    if (!isUuid(id)) return undefined;
    const from = kind === 'table' ? 'game_tables' : kind === 'player' ? 'players' : 'tournaments';
    const owner = kind === 'player' ? `CASE WHEN server_strategy IS NOT NULL THEN '${EVERYONE}' ELSE platform_id::text END` : 'platform_id::text';
    const rows: { owner: string | null }[] = await this.ds.query(`SELECT ${owner} AS owner FROM ${from} WHERE id = $1`, [id]);
    return rows.length ? rows[0].owner : undefined;
  }
}
