import { Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { BadUserInputError, NotFoundError, UnauthenticatedError } from '../common/errors/domain-errors.js';
import { Env } from '../config/env.js';
import { PlatformsRepository } from '../platforms/platforms.repository.js';
import { PlatformsService } from '../platforms/platforms.service.js';
import { isUuid } from '../players/players.repository.js';
import { hashToken, newToken } from '../players/tokens.js';
import type { EmbedSession, EmbedTicket } from './embed.models.js';
import { EmbedRepository } from './embed.repository.js';
import { cleanOrigins, frameAncestors } from './origins.js';

/** An embed ticket: 192 random bits, like a token, under its own prefix. */
export function newEmbedTicket(): string {
  return `emb_${randomBytes(24).toString('base64url')}`;
}

@Injectable()
export class EmbedService {
  constructor(
    private readonly repo: EmbedRepository,
    private readonly platforms: PlatformsService,
    private readonly platformRows: PlatformsRepository,
    private readonly env: Env,
  ) {}

  /** The player named by id or by the platform's subject (exactly one). */
  async playerOf(platformId: string, who: { playerId?: string | null; subject?: string | null }): Promise<string> {
    if (!who.playerId === !who.subject) throw new BadUserInputError('Name the player by playerId or by subject (one of them).', { field: 'playerId' });
    if (who.playerId) return who.playerId;
    const id = (await this.platformRows.playersBySubject(platformId, [who.subject!])).get(who.subject!);
    if (!id) throw new NotFoundError('Your platform has no player with that subject.');
    return id;
  }

  /** A ticket for one of the platform's players at one of its tables; anything else is unknown to it (NOT_FOUND). */
  async createTicket(platformId: string, tableId: string, playerId: string): Promise<EmbedTicket> {
    if ((await this.platforms.platformOfTable(tableId)) !== platformId) throw new NotFoundError('Your platform has no table with that id.');
    if ((await this.platforms.ownerOfRow('player', playerId)) !== platformId) throw new NotFoundError('Your platform has no player with that id.');
    const ticket = newEmbedTicket();
    const expiresAt = await this.repo.addTicket(hashToken(ticket), playerId, tableId, this.env.EMBED_TICKET_SECONDS);
    const path = `/embed/${tableId}?ticket=${ticket}`;
    const url = this.env.PUBLIC_URL ? this.env.PUBLIC_URL.replace(/\/+$/, '') + path : null;
    return { ticket, path, url, tableId, playerId, expiresAt };
  }

  /** The ticket, once, for a session of its player, and the origins the page may talk to. */
  async redeem(ticket: string): Promise<EmbedSession> {
    const token = newToken();
    const r = await this.repo.redeem(hashToken(ticket), hashToken(token), this.env.EMBED_SESSION_SECONDS);
    if (!r) throw new UnauthenticatedError('The embed ticket is unknown, used or expired: the host asks its platform for a new one.');
    return { token, expiresAt: r.expiresAt, tableId: r.tableId, playerId: r.playerId, name: r.name, allowedOrigins: await this.origins(r.tableId) };
  }

  /** The registered origins of the table's platform (none for a table of no platform). */
  async origins(tableId: string): Promise<string[]> {
    if (!isUuid(tableId)) return [];
    const platformId = await this.platforms.platformOfTable(tableId);
    return platformId ? cleanOrigins(await this.platforms.allowedOrigins(platformId)) : [];
  }

  /** The CSP frame-ancestors sources of `/embed/<tableId>`: its platform's origins, else 'none'. */
  async frameAncestors(tableId: string): Promise<string[]> {
    return frameAncestors(await this.origins(tableId));
  }
}
