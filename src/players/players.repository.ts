import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager, In, IsNull } from 'typeorm';
import { ApiTokenEntity } from './api-token.entity.js';
import { PlayerEntity, type PlayerKind } from './player.entity.js';

/** Ids from clients are checked before they reach SQL (a malformed uuid is simply unknown). */
export function isUuid(s: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(s);
}

@Injectable()
export class PlayersRepository {
  constructor(private readonly ds: DataSource) {}

  async createWithToken(
    name: string,
    kind: PlayerKind,
    tokenHash: string | null,
    serverStrategy: string | null = null,
    em: EntityManager = this.ds.manager,
    registeredFrom: string | null = null,
  ): Promise<{ player: PlayerEntity; tokenId: string | null }> {
    return em.transaction(async (tx) => {
      const player = await tx.save(tx.create(PlayerEntity, { id: randomUUID(), name, kind, serverStrategy, registeredFrom }));
      if (!tokenHash) return { player, tokenId: null };
      const token = await tx.save(tx.create(ApiTokenEntity, { id: randomUUID(), playerId: player.id, tokenHash, revokedAt: null }));
      return { player, tokenId: token.id };
    });
  }

  /** A bot the server plays itself: no token, so nobody can act for it over the API. */
  async createServerBot(em: EntityManager, name: string, strategy: string): Promise<PlayerEntity> {
    return em.save(em.create(PlayerEntity, { id: randomUUID(), name, kind: 'bot', serverStrategy: strategy }));
  }

  /** A further token, unless the player holds `max` live ones already (then null). */
  async addToken(playerId: string, tokenHash: string, max: number): Promise<ApiTokenEntity | null> {
    return this.ds.manager.transaction(async (tx) => {
      // The player's row is the lock: parallel issues cannot both slip under the cap.
      await tx.createQueryBuilder(PlayerEntity, 'p').setLock('pessimistic_write').where('p.id = :playerId', { playerId }).getOne();
      // Embed sessions (with an expiry) do not count: they are not the player's own tokens.
      const live = await tx.count(ApiTokenEntity, { where: { playerId, revokedAt: IsNull(), expiresAt: IsNull() } });
      if (live >= max) return null;
      return tx.save(tx.create(ApiTokenEntity, { id: randomUUID(), playerId, tokenHash, revokedAt: null }));
    });
  }

  /** Every request with a token comes here: one query (token and player joined). */
  async findByTokenHash(tokenHash: string): Promise<{ player: PlayerEntity; tokenId: string; expiresAt: Date | null } | null> {
    const { entities, raw } = await this.ds.manager
      .createQueryBuilder(PlayerEntity, 'p')
      .innerJoin(ApiTokenEntity, 't', 't.player_id = p.id')
      .addSelect('t.id', 'token_id')
      .addSelect('t.expires_at', 'token_expires_at')
      .where('t.token_hash = :tokenHash AND t.revoked_at IS NULL AND (t.expires_at IS NULL OR t.expires_at > now())', { tokenHash })
      // An embed session ends with its platform: a disabled platform's sessions are refused.
      .andWhere('(t.expires_at IS NULL OR NOT EXISTS (SELECT 1 FROM platforms pl WHERE pl.id = p.platform_id AND pl.disabled_at IS NOT NULL))')
      .getRawAndEntities<{ token_id: string; token_expires_at: Date | string | null }>();
    if (!entities.length) return null;
    const until = raw[0].token_expires_at;
    return { player: entities[0], tokenId: raw[0].token_id, expiresAt: until === null ? null : new Date(until) };
  }

  /** Which of these token ids are live (not revoked, not expired), in one query per 5,000. */
  async liveTokenIds(ids: string[]): Promise<Set<string>> {
    const live = new Set<string>();
    for (let i = 0; i < ids.length; i += 5000) {
      const rows: { id: string }[] = await this.ds.query(
        'SELECT id FROM api_tokens WHERE id = ANY($1::uuid[]) AND revoked_at IS NULL AND (expires_at IS NULL OR expires_at > now())',
        [ids.slice(i, i + 5000)],
      );
      for (const r of rows) live.add(r.id);
    }
    return live;
  }

  /** Revokes one of the player's own tokens; returns whether it existed and was live. */
  async revokeToken(playerId: string, tokenId: string): Promise<boolean> {
    if (!isUuid(tokenId)) return false;
    const res = await this.ds.manager
      .createQueryBuilder()
      .update(ApiTokenEntity)
      .set({ revokedAt: () => 'now()' })
      .where('id = :tokenId AND player_id = :playerId AND revoked_at IS NULL', { tokenId, playerId })
      .execute();
    return (res.affected ?? 0) === 1;
  }

  /** Rotation: a new token for the player and the old one revoked, in one transaction. */
  async rotateToken(playerId: string, oldTokenId: string, newHash: string): Promise<ApiTokenEntity | null> {
    return this.ds.manager.transaction(async (tx) => {
      const res = await tx
        .createQueryBuilder()
        .update(ApiTokenEntity)
        .set({ revokedAt: () => 'now()' })
        .where('id = :oldTokenId AND player_id = :playerId AND revoked_at IS NULL', { oldTokenId, playerId })
        .execute();
      if ((res.affected ?? 0) !== 1) return null;
      return tx.save(tx.create(ApiTokenEntity, { id: randomUUID(), playerId, tokenHash: newHash, revokedAt: null }));
    });
  }

  /** Stores a stream ticket's hash; expired tickets go in the same statement (found by their index). */
  async addStreamTicket(ticketHash: string, tokenId: string, tableId: string, seat: number, seconds: number): Promise<Date> {
    const rows: { expires_at: Date }[] = await this.ds.query(
      `WITH gone AS (DELETE FROM stream_tickets WHERE expires_at < now())
       INSERT INTO stream_tickets (ticket_hash, token_id, table_id, seat, expires_at)
       VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5)) RETURNING expires_at`,
      [ticketHash, tokenId, tableId, seat, seconds],
    );
    return new Date(rows[0].expires_at);
  }

  /**
   * Redeems a stream ticket: deletes its row (single use, also when two redeem at once: one
   * statement) and returns its table, seat and caller while it is unexpired and its token live.
   */
  async redeemStreamTicket(ticketHash: string): Promise<{
    tableId: string;
    seat: number;
    player: Pick<PlayerEntity, 'id' | 'name' | 'kind' | 'platformId'>;
    tokenId: string;
    tokenExpiresAt: Date | null;
  } | null> {
    const rows: {
      table_id: string;
      seat: number;
      player_id: string;
      name: string;
      kind: PlayerKind;
      platform_id: string | null;
      token_id: string;
      token_expires_at: Date | null;
    }[] = await this.ds.query(
      `WITH t AS (DELETE FROM stream_tickets WHERE ticket_hash = $1 RETURNING token_id, table_id, seat, expires_at)
       SELECT t.table_id, t.seat, p.id AS player_id, p.name, p.kind, p.platform_id, k.id AS token_id, k.expires_at AS token_expires_at
         FROM t JOIN api_tokens k ON k.id = t.token_id AND k.revoked_at IS NULL AND (k.expires_at IS NULL OR k.expires_at > now())
         JOIN players p ON p.id = k.player_id
        WHERE t.expires_at > now()`,
      [ticketHash],
    );
    const r = rows[0];
    return r
      ? {
          tableId: r.table_id,
          seat: r.seat,
          player: { id: r.player_id, name: r.name, kind: r.kind, platformId: r.platform_id },
          tokenId: r.token_id,
          tokenExpiresAt: r.token_expires_at && new Date(r.token_expires_at),
        }
      : null;
  }

  async findById(id: string, em: EntityManager = this.ds.manager): Promise<PlayerEntity | null> {
    return em.findOne(PlayerEntity, { where: { id } });
  }

  async findByIds(ids: string[], em: EntityManager = this.ds.manager): Promise<PlayerEntity[]> {
    return ids.length ? em.find(PlayerEntity, { where: { id: In(ids) } }) : [];
  }
}
