import { Injectable } from '@nestjs/common';
import type { Caller } from '../common/auth/auth.js';
import { NotFoundError } from '../common/errors/domain-errors.js';
import type { PlayerEntity, PlayerKind } from './player.entity.js';
import { PlayersRepository } from './players.repository.js';
import { hashToken, newToken } from './tokens.js';

@Injectable()
export class PlayersService {
  constructor(private readonly players: PlayersRepository) {}

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
