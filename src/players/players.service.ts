import { Injectable } from '@nestjs/common';
import type { Caller } from '../common/auth/auth.js';
import { NotFoundError, UnauthenticatedError } from '../common/errors/domain-errors.js';
import type { PlayerEntity, PlayerKind } from './player.entity.js';
import { PlayersRepository } from './players.repository.js';
import { TokenSockets } from './token-sockets.js';
import { hashToken, newToken } from './tokens.js';

@Injectable()
export class PlayersService {
  constructor(
    private readonly players: PlayersRepository,
    private readonly sockets: TokenSockets,
  ) {}

  async register(name: string, kind: PlayerKind): Promise<{ player: PlayerEntity; token: string; tokenId: string }> {
    const token = newToken();
    const { player, tokenId } = await this.players.createWithToken(name, kind, hashToken(token));
    return { player, token, tokenId: tokenId! };
  }

  async issueToken(caller: Caller): Promise<{ token: string; tokenId: string }> {
    const token = newToken();
    const row = await this.players.addToken(caller.playerId, hashToken(token));
    return { token, tokenId: row.id };
  }

  async revokeToken(caller: Caller, tokenId: string): Promise<void> {
    if (!(await this.players.revokeToken(caller.playerId, tokenId))) {
      throw new NotFoundError('No live token with that id belongs to you.');
    }
    // After the commit: this process's sockets of the token close now.
    this.sockets.revoked(tokenId);
  }

  /** A new token for the caller; the one used for this call stops working at once. */
  async rotateToken(caller: Caller): Promise<{ token: string; tokenId: string }> {
    const token = newToken();
    const row = await this.players.rotateToken(caller.playerId, caller.tokenId, hashToken(token));
    if (!row) throw new UnauthenticatedError('The API token is unknown or revoked.');
    this.sockets.revoked(caller.tokenId);
    return { token, tokenId: row.id };
  }

  async authenticate(token: string): Promise<Caller | null> {
    const found = await this.players.findByTokenHash(hashToken(token));
    if (!found) return null;
    return { playerId: found.player.id, name: found.player.name, kind: found.player.kind, tokenId: found.tokenId };
  }

  async get(id: string): Promise<PlayerEntity> {
    const p = await this.players.findById(id);
    if (!p) throw new NotFoundError('No such player.');
    return p;
  }
}
