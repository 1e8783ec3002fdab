// Rate limits per token and per client address, counted per root field of every operation
// (so aliases and the operations of a batch count one by one), in fixed windows (rate-limits.ts:
// shared by all instances through Redis when REDIS_URL is set). Refusals are RATE_LIMITED with
// `retryAfter` in seconds. A guard of our own rather than @nestjs/throttler: that package is
// CommonJS requiring the ESM-only @nestjs/common 12, which Node 20.19 loads but Jest's ESM runtime
// cannot, so the e2e tests could not start the app with it.
import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
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
    if (perToken > 0 && c.caller) {
      const wait = await this.limits.hit('TOKEN', c.caller.tokenId);
      if (wait) throw new RateLimitedError(`Too many requests with this token (at most ${perToken} per ${window} s): retry after ${wait} s.`, 'TOKEN', wait);
    }
    return true;
  }
}
