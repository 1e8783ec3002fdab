// One door for every bearer credential, over HTTP, graphql-ws connectionParams and SSE: a
// platform's API key (`skp_…`), a platform user's JWT (three dot-separated parts), or a
// player's API token (anything else, as before).
import { Injectable } from '@nestjs/common';
import { bearerToken, type GqlContext } from '../common/auth/auth.js';
import { PlayersService } from '../players/players.service.js';
import { looksLikeJwt, looksLikePlatformKey } from './platform-keys.js';
import { PlatformsService } from './platforms.service.js';

export type BearerContext = Pick<GqlContext, 'caller' | 'platform' | 'badToken' | 'authError'>;

@Injectable()
export class BearerAuth {
  constructor(
    private readonly players: PlayersService,
    private readonly platforms: PlatformsService,
  ) {}

  /** No header: anonymous; a valid credential: its caller or platform; anything else: a bad token (the guards refuse it). */
  async resolve(header: unknown): Promise<BearerContext> {
    if (header === undefined || header === null || header === '') return {};
    const token = bearerToken(header);
    if (!token) return { badToken: true };
    if (looksLikePlatformKey(token)) {
      const platform = await this.platforms.authenticateApiKey(token);
      return platform
        ? { platform }
        : { badToken: true, authError: { reason: 'UNKNOWN_KEY', message: 'The platform API key is unknown, revoked or expired.' } };
    }
    if (looksLikeJwt(token)) {
      const r = await this.platforms.authenticateJwt(token);
      return 'caller' in r ? { caller: r.caller } : { badToken: true, authError: r.refusal };
    }
    const caller = await this.players.authenticate(token);
    return caller ? { caller } : { badToken: true };
  }
}
