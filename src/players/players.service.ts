import { Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import type { Caller } from '../common/auth/auth.js';
import { ForbiddenError, LimitExceededError, NotFoundError, UnauthenticatedError } from '../common/errors/domain-errors.js';
import type { PlayerEntity, PlayerKind } from './player.entity.js';
import { Env } from '../config/env.js';
import { TablePubSub } from '../events/table-pubsub.js';
import { PlayersRepository } from './players.repository.js';
import { TokenCache } from './token-cache.js';
import { TokenSockets } from './token-sockets.js';
import { hashToken, newStreamTicket, newToken } from './tokens.js';

/** How long a stream ticket may wait for its stream: long enough to open an EventSource, short enough not to matter in a log. */
export const STREAM_TICKET_SECONDS = 60;

/** Revoked token ids, to every instance: each drops its cached caller and closes its sockets. */
const REVOKED_CHANNEL = 'tokens.revoked';

@Injectable()
export class PlayersService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(PlayersService.name);
  private readonly cache: TokenCache;
  private readonly maxTokens: number;
  private unsubscribe?: () => void;
  private confirmTimer?: NodeJS.Timeout;
  private confirming = false;

  constructor(
    private readonly players: PlayersRepository,
    private readonly sockets: TokenSockets,
    private readonly pubSub: TablePubSub,
    env: Env,
  ) {
    this.cache = new TokenCache(env.TOKEN_CACHE_MS, 100_000);
    this.maxTokens = env.MAX_TOKENS_PER_PLAYER;
  }

  async onModuleInit(): Promise<void> {
    this.unsubscribe = await this.pubSub.on(REVOKED_CHANNEL, (m) => this.forget((m as { tokenId: string }).tokenId));
    const ttl = this.cache.ttlMs;
    if (ttl > 0) this.confirmTimer = setInterval(() => void this.confirmCached(), ttl / 3).unref();
  }

  onModuleDestroy(): void {
    this.unsubscribe?.();
    clearInterval(this.confirmTimer);
  }

  /**
   * Every third of TOKEN_CACHE_MS: the cached tokens in use, checked in one query, so their
   * entries do not run out (each would cost a lookup: one query per token and time-to-live);
   * a token found revoked is forgotten here as a lost notice would have done.
   */
  async confirmCached(): Promise<void> {
    if (this.confirming) return;
    this.confirming = true;
    try {
      const due = this.cache.due();
      if (!due.length) return;
      const at = Date.now();
      const live = await this.players.liveTokenIds(due);
      this.cache.confirm(live, at);
      for (const id of due) if (!live.has(id)) this.forget(id);
    } catch (err) {
      // The entries run out as before and are looked up one by one.
      this.logger.warn({ err }, 'confirming the cached tokens failed');
    } finally {
      this.confirming = false;
    }
  }

  private forget(tokenId: string): void {
    this.cache.drop(tokenId);
    this.sockets.revoked(tokenId);
  }

  /** After the commit: here at once, elsewhere as soon as the message arrives. */
  private revoked(tokenId: string): void {
    this.forget(tokenId);
    this.pubSub.send(REVOKED_CHANNEL, { tokenId });
  }

  /** `from`: the client address, kept for the per-address limits. */
  async register(name: string, kind: PlayerKind, from?: string): Promise<{ player: PlayerEntity; token: string; tokenId: string }> {
    const token = newToken();
    const { player, tokenId } = await this.players.createWithToken(name, kind, hashToken(token), null, undefined, from ?? null);
    return { player, token, tokenId: tokenId! };
  }

  /** An embed session holds a short-lived token for one page: it may not turn it into a lasting one. */
  private refuseSession(caller: Caller): void {
    if (caller.sessionUntil !== undefined) throw new ForbiddenError('An embed session cannot issue or rotate API tokens.', { reason: 'EMBED_SESSION' });
  }

  /**
   * A platform's user signs in with the platform's JWT, never with a token of ours: no tokens
   * are issued or rotated for one, and a stream ticket (which hangs on a token) is not taken.
   */
  private assertTokenCaller(caller: Caller, what: string): void {
    if (caller.tokenId.startsWith('jwt:'))
      throw new ForbiddenError(`A platform's user signs in with the platform's JWT: ${what} needs a player's own API token.`, { reason: 'PLATFORM_USER' });
  }

  async issueToken(caller: Caller): Promise<{ token: string; tokenId: string }> {
    this.assertTokenCaller(caller, 'issueToken');
    this.refuseSession(caller);
    const token = newToken();
    const row = await this.players.addToken(caller.playerId, hashToken(token), this.maxTokens);
    if (!row) throw new LimitExceededError(`You hold ${this.maxTokens} live API tokens, the most a player may: revoke one first.`, 'TOKENS', this.maxTokens);
    return { token, tokenId: row.id };
  }

  async revokeToken(caller: Caller, tokenId: string): Promise<void> {
    if (!(await this.players.revokeToken(caller.playerId, tokenId))) {
      throw new NotFoundError('No live token with that id belongs to you.');
    }
    this.revoked(tokenId);
  }

  /** A new token for the caller; the one used for this call stops working at once. */
  async rotateToken(caller: Caller): Promise<{ token: string; tokenId: string }> {
    this.assertTokenCaller(caller, 'rotateToken');
    this.refuseSession(caller);
    const token = newToken();
    const row = await this.players.rotateToken(caller.playerId, caller.tokenId, hashToken(token));
    if (!row) throw new UnauthenticatedError('The API token is unknown or revoked.');
    this.revoked(caller.tokenId);
    return { token, tokenId: row.id };
  }

  async authenticate(token: string): Promise<Caller | null> {
    const hash = hashToken(token);
    const hit = this.cache.get(hash);
    // An embed session's cached caller ends with its token.
    if (hit && (hit.sessionUntil === undefined || hit.sessionUntil > Date.now())) return hit;
    const found = await this.players.findByTokenHash(hash);
    if (!found) return null;
    const caller: Caller = { playerId: found.player.id, name: found.player.name, kind: found.player.kind, tokenId: found.tokenId };
    if (found.expiresAt) caller.sessionUntil = found.expiresAt.getTime();
    // A platform's player (an embed session) sees what the platform's users see.
    if (found.player.platformId) caller.platformId = found.player.platformId;
    this.cache.set(hash, caller);
    return caller;
  }

  /** A single-use ticket that opens one SSE stream of `tableId` as the caller (who sits at `seat`). */
  async issueStreamTicket(caller: Caller, tableId: string, seat: number): Promise<{ ticket: string; expiresAt: Date }> {
    this.assertTokenCaller(caller, 'streamTicket');
    const ticket = newStreamTicket();
    const expiresAt = await this.players.addStreamTicket(hashToken(ticket), caller.tokenId, tableId, seat, STREAM_TICKET_SECONDS);
    return { ticket, expiresAt };
  }

  /** The caller and table of a ticket, once: null when it is unknown, used, expired or its token revoked. */
  async redeemStreamTicket(ticket: string): Promise<{ caller: Caller; tableId: string; seat: number } | null> {
    if (!/^sst_[A-Za-z0-9_-]{32}$/.test(ticket)) return null;
    const r = await this.players.redeemStreamTicket(hashToken(ticket));
    if (!r) return null;
    const caller: Caller = { playerId: r.player.id, name: r.player.name, kind: r.player.kind, tokenId: r.tokenId };
    if (r.tokenExpiresAt) caller.sessionUntil = r.tokenExpiresAt.getTime();
    if (r.player.platformId) caller.platformId = r.player.platformId;
    return { caller, tableId: r.tableId, seat: r.seat };
  }

  async get(id: string): Promise<PlayerEntity> {
    const p = await this.players.findById(id);
    if (!p) throw new NotFoundError('No such player.');
    return p;
  }
}
