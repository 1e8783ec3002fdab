// Rate limits per token and per client address, counted per root field of every operation
// (so aliases and the operations of a batch count one by one), in fixed windows. Refusals
// are RATE_LIMITED with `retryAfter` in seconds. Hand-written rather than @nestjs/throttler:
// that package is CommonJS requiring the ESM-only @nestjs/common 12, which Node 20.19 loads
// but Jest's ESM runtime cannot, so the e2e tests could not start the app with it.
import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import type { GqlContext } from '../common/auth/auth.js';
import { RateLimitedError } from '../common/errors/domain-errors.js';
import { Env } from '../config/env.js';

interface Window {
  resetAt: number;
  count: number;
}

/** Counts hits per key in fixed windows of `windowMs`; in memory, per instance. */
export class FixedWindowCounter {
  private readonly windows = new Map<string, Window>();
  private nextSweep = 0;

  constructor(private readonly windowMs: number) {}

  /** Counts a hit; returns 0 when within `limit`, else the seconds until the window resets. */
  hit(key: string, limit: number, now = Date.now()): number {
    if (now >= this.nextSweep) this.sweep(now);
    let w = this.windows.get(key);
    if (!w || now >= w.resetAt) this.windows.set(key, (w = { resetAt: now + this.windowMs, count: 0 }));
    w.count++;
    return w.count > limit ? Math.max(1, Math.ceil((w.resetAt - now) / 1000)) : 0;
  }

  /** Drops finished windows, so keys of callers who went away do not pile up. */
  private sweep(now: number): void {
    for (const [k, w] of this.windows) if (now >= w.resetAt) this.windows.delete(k);
    this.nextSweep = now + this.windowMs;
  }
}

@Injectable()
export class RateLimitGuard implements CanActivate {
  private readonly counter: FixedWindowCounter;

  constructor(private readonly env: Env) {
    this.counter = new FixedWindowCounter(env.RATE_LIMIT_WINDOW_SECONDS * 1000);
  }

  canActivate(ctx: ExecutionContext): boolean {
    // GET /health and other plain HTTP routes are not GraphQL operations.
    if (ctx.getType<string>() !== 'graphql') return true;
    const c = GqlExecutionContext.create(ctx).getContext<GqlContext>();
    const { RATE_LIMIT_PER_TOKEN: perToken, RATE_LIMIT_PER_IP: perIp, RATE_LIMIT_WINDOW_SECONDS: window } = this.env;
    if (perIp > 0) {
      const wait = this.counter.hit(`ip:${c.ip ?? 'unknown'}`, perIp);
      if (wait) throw new RateLimitedError(`Too many requests from this address (at most ${perIp} per ${window} s): retry after ${wait} s.`, 'IP', wait);
    }
    if (perToken > 0 && c.caller) {
      const wait = this.counter.hit(`token:${c.caller.tokenId}`, perToken);
      if (wait) throw new RateLimitedError(`Too many requests with this token (at most ${perToken} per ${window} s): retry after ${wait} s.`, 'TOKEN', wait);
    }
    return true;
  }
}
