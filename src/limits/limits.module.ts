// Abuse limits: query depth and complexity (query-limits.ts), body size and batch cap
// (http-limits.ts, applied in app.factory.ts), rate limits per token and per address
// (rate-limit.guard.ts, a global guard; its counters in rate-limits.ts, in Redis when REDIS_URL
// is set) and the cap on open subscriptions per token (subscription-limiter.ts, used by the
// graphql-ws hooks in transports/ws-hooks.ts and the SSE endpoint in transports/sse.ts),
// and the cap on open connections per address and instance (connection-limits.ts, at the websocket
// upgrade and the SSE endpoint), and the door that turns away an address whose requests keep being
// refused for their shape (refusal-budget.ts), and the delay before such refusals go out
// (refusal-delay.ts), and the limits per address of players registered from one address
// (address-limits.ts). All limits come from Env.
import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { RateLimitGuard } from './rate-limit.guard.js';
import { RateLimits } from './rate-limits.js';
import { SubscriptionLimiter } from './subscription-limiter.js';
import { ConnectionLimiter } from './connection-limits.js';
import { RefusalBudget } from './refusal-budget.js';
import { RefusalDelay } from './refusal-delay.js';
import { AddressLimits } from './address-limits.js';
import { ReplayBudget } from './replay-budget.js';

@Global()
@Module({
  providers: [
    SubscriptionLimiter,
    ConnectionLimiter,
    RateLimits,
    RefusalBudget,
    RefusalDelay,
    AddressLimits,
    ReplayBudget,
    { provide: APP_GUARD, useClass: RateLimitGuard },
  ],
  exports: [SubscriptionLimiter, ConnectionLimiter, RateLimits, RefusalBudget, RefusalDelay, AddressLimits, ReplayBudget],
})
export class LimitsModule {}
