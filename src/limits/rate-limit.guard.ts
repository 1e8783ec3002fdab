// Rate limits per token, per platform (its API keys) and per client address, counted per root field of every operation
// (so aliases and the operations of a batch count one by one), in fixed windows (rate-limits.ts:
// shared by all instances through Redis when REDIS_URL is set). Refusals are RATE_LIMITED with
// `retryAfter` in seconds.
import { CanActivate, ExecutionContext, Injectable, mixin, type Type } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import type { GqlContext } from '../common/auth/auth.js';
import { RateLimitedError } from '../common/errors/domain-errors.js';
import { Env } from '../config/env.js';
import { RateLimits } from './rate-limits.js';

@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly env: Env,
    private readonly limits: RateLimits,
  ) {}

  async canActivate(ctx: ExecutionContext): Promise<boolean> {
    // GET /health and other plain HTTP routes are not GraphQL operations.
    if (ctx.getType<string>() !== 'graphql') return true;
    const c = GqlExecutionContext.create(ctx).getContext<GqlContext>();
    const { RATE_LIMIT_PER_TOKEN: perToken, RATE_LIMIT_PER_IP: perIp, RATE_LIMIT_WINDOW_SECONDS: window } = this.env;
    if (perIp > 0) {
      const wait = await this.limits.hit('IP', c.ip ?? 'unknown');
      if (wait) throw new RateLimitedError(`Too many requests from this address (at most ${perIp} per ${window} s): retry after ${wait} s.`, 'IP', wait);
    }
    // A platform's API keys share one budget (a rotated key and its successor included).
    if (c.platform && this.env.RATE_LIMIT_PER_PLATFORM > 0) {
      const wait = await this.limits.hit('PLATFORM', c.platform.id);
      if (wait)
        throw new RateLimitedError(
          `Too many requests with this platform's API keys (at most ${this.env.RATE_LIMIT_PER_PLATFORM} per ${window} s): retry after ${wait} s.`,
          'PLATFORM',
          wait,
        );
    }
    if (perToken > 0 && c.caller) {
      const wait = await this.limits.hit('TOKEN', c.caller.tokenId);
      if (wait) throw new RateLimitedError(`Too many requests with this token (at most ${perToken} per ${window} s): retry after ${wait} s.`, 'TOKEN', wait);
    }
    return true;
  }
}

/**
 * Identities are not free: `register` (REGISTER) and `issueToken`/`rotateToken` (TOKEN_ISSUE)
 * count per client address in their own, longer window, so the per-token limits cannot be
 * sidestepped by minting more tokens. Used with @UseGuards on those mutations.
 */
export function IdentityRateGuard(kind: 'REGISTER' | 'TOKEN_ISSUE'): Type<CanActivate> {
  @Injectable()
  class Guard implements CanActivate {
    constructor(
      private readonly env: Env,
      private readonly limits: RateLimits,
    ) {}

    async canActivate(ctx: ExecutionContext): Promise<boolean> {
      const c = GqlExecutionContext.create(ctx).getContext<GqlContext>();
      const wait = await this.limits.hit(kind, c.ip ?? 'unknown');
      if (!wait) return true;
      const max = kind === 'REGISTER' ? this.env.REGISTRATIONS_PER_ADDRESS : this.env.TOKEN_ISSUES_PER_ADDRESS;
      const what = kind === 'REGISTER' ? 'registrations' : 'token issues';
      throw new RateLimitedError(
        `Too many ${what} from this address (at most ${max} per ${this.env.IDENTITY_RATE_WINDOW_SECONDS} s): retry after ${wait} s.`,
        kind,
        wait,
      );
    }
  }
  return mixin(Guard);
}
