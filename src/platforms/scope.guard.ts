// A platform's tables, players and tournaments are seen only by its API key and its users;
// the public ones only by callers outside every platform. Every root operation that names a
// table (tableId, input.tableId), a player (playerId) or a tournament (tournamentId,
// input.tournamentId) is checked here once, before its resolver runs, so no feature has to
// remember it; one outside the caller's scope is NOT_FOUND, as if it did not exist.
import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import { scopeOf, type GqlContext } from '../common/auth/auth.js';
import { NotFoundError, UnauthenticatedError } from '../common/errors/domain-errors.js';
import { stringInputPipe, type StringInputPipe } from '../common/string-inputs.js';
import { Env } from '../config/env.js';
import { EVERYONE } from './platforms.repository.js';
import { PlatformsService } from './platforms.service.js';

const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

const NOT_FOUND = { table: 'No table with that id.', player: 'No such player.', tournament: 'No tournament with that id.' };

@Injectable()
export class PlatformScopeGuard implements CanActivate {
  /** Guards run before pipes: bad strings are refused as the pipe would (BAD_USER_INPUT), before an id is looked up. */
  private readonly strings: StringInputPipe;

  constructor(
    private readonly platforms: PlatformsService,
    env: Env,
  ) {
    this.strings = stringInputPipe({ maxString: env.MAX_STRING_LENGTH, maxBody: env.MAX_BODY_BYTES });
  }

  async canActivate(ctx: ExecutionContext): Promise<boolean> {
    if (ctx.getType<string>() !== 'graphql') return true;
    const g = GqlExecutionContext.create(ctx);
    const args = g.getArgs<Record<string, unknown>>();
    const input = (args.input && typeof args.input === 'object' ? args.input : {}) as Record<string, unknown>;
    const named: ['table' | 'player' | 'tournament', string | undefined][] = [
      ['table', str(args.tableId) ?? str(input.tableId)],
      ['player', str(args.playerId) ?? str(input.playerId)],
      ['tournament', str(args.tournamentId) ?? str(input.tournamentId)],
    ];
    if (!named.some(([, id]) => id)) return true;
    this.strings.checkArgs(args);
    const c = g.getContext<GqlContext>();
    const scope = scopeOf(c);
    for (const [kind, id] of named) {
      if (!id) continue;
      const owner = await this.platforms.ownerOfRow(kind, id);
      // No such row: the resolver says so in its own words.
      if (owner === undefined || owner === scope || owner === EVERYONE) continue;
      // A refused credential falls back to no scope: say why rather than "not found".
      if (c.badToken)
        throw new UnauthenticatedError(c.authError?.message ?? 'The API token is unknown or revoked.', { reason: c.authError?.reason ?? 'UNKNOWN_TOKEN' });
      throw new NotFoundError(NOT_FOUND[kind]);
    }
    return true;
  }
}
