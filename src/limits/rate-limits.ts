// The counters behind the rate limits (rate-limiter-flexible, fixed windows). Without REDIS_URL
// they live in memory, per instance. With it they live in Redis and every instance of a
// deployment counts into the same keys, so N instances do not hand out N budgets. Keys are scoped
// by the deployment's database: the instances of one deployment share it, and test runs that share
// one Redis do not count into each other. While Redis is not reachable each instance falls back to
// counting in memory on its own (a limit that is too generous rather than no service at all).
import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { deploymentScope, Env } from '../config/env.js';

/** Operations per token, address and platform (its API keys together); registrations and token issues per address (their own window). */
export type RateLimitKind = 'IP' | 'TOKEN' | 'REGISTER' | 'TOKEN_ISSUE' | 'REPLAY' | 'PLATFORM';

@Injectable()
export class RateLimits implements OnApplicationShutdown {
  private readonly logger = new Logger(RateLimits.name);
  private readonly limiters: Partial<Record<RateLimitKind, RateLimiterAbstract>> = {};
  private readonly redis?: Redis;

  constructor(env: Env) {
    const budgets: Record<RateLimitKind, number> = {
      IP: env.RATE_LIMIT_PER_IP,
      TOKEN: env.RATE_LIMIT_PER_TOKEN,
      REGISTER: env.REGISTRATIONS_PER_ADDRESS,
      TOKEN_ISSUE: env.TOKEN_ISSUES_PER_ADDRESS,
      REPLAY: env.REPLAY_ENTRIES_PER_ADDRESS,
      PLATFORM: env.RATE_LIMIT_PER_PLATFORM,
    };
    const windows: Record<RateLimitKind, number> = {
      IP: env.RATE_LIMIT_WINDOW_SECONDS,
      TOKEN: env.RATE_LIMIT_WINDOW_SECONDS,
      REGISTER: env.IDENTITY_RATE_WINDOW_SECONDS,
      TOKEN_ISSUE: env.IDENTITY_RATE_WINDOW_SECONDS,
      REPLAY: env.RATE_LIMIT_WINDOW_SECONDS,
      PLATFORM: env.RATE_LIMIT_WINDOW_SECONDS,
    };
    const active = (Object.keys(budgets) as RateLimitKind[]).filter((k) => budgets[k] > 0);
    if (env.REDIS_URL && active.length) {
      // No offline queue: a hit must not wait for a reconnect; it goes to the in-memory fallback.
      this.redis = new Redis(env.REDIS_URL, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
      // Once per outage, not once per reconnect attempt.
      let down = false;
      this.redis.on('ready', () => (down = false));
      this.redis.on('error', (err: Error) => {
        if (!down) this.logger.warn({ err: err.message }, 'rate limit store unreachable: counting in memory until it is back');
        down = true;
      });
    }
    const scope = deploymentScope(env);
    for (const kind of active) {
      const opts = { points: budgets[kind], duration: windows[kind], keyPrefix: `rl:${scope}:${kind}` };
      const memory = new RateLimiterMemory(opts);
      this.limiters[kind] = this.redis
        ? new RateLimiterRedis({ ...opts, storeClient: this.redis, rejectIfRedisNotReady: true, insuranceLimiter: memory })
        : memory;
    }
  }

  /** Counts `points` hits for `key` (at most a whole budget): 0 when within the budget, else the seconds until the window resets. */
  async hit(kind: RateLimitKind, key: string, points = 1): Promise<number> {
    const limiter = this.limiters[kind];
    if (!limiter) return 0;
    try {
      await limiter.consume(key, Math.max(1, Math.min(points, limiter.points)));
      return 0;
    } catch (res) {
      if (res instanceof RateLimiterRes) return Math.max(1, Math.ceil(res.msBeforeNext / 1000));
      throw res;
    }
  }

  async onApplicationShutdown(): Promise<void> {
    this.redis?.disconnect();
  }
}
