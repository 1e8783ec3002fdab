// Slow refusals. A client over a rate limit (RATE_LIMITED) or over its share of connections gets
// its refusal after REFUSAL_DELAY_MS instead of at once. A client that waits for each answer, as
// scripts do, then sends a few requests a second instead of thousands, each of which would cost
// a parse and a run through the guards, and everyone else's moves would queue behind them.
// Holding answers must not become the next thing to exhaust: at most MAX_DELAYED_REFUSALS wait
// at a time, and one address holds at most MAX_CONNECTIONS_PER_ADDRESS of them; beyond either,
// the refusal goes out at once. Honest clients meet few refusals, and they wait anyway (retryAfter).
import { Injectable } from '@nestjs/common';
import { Env } from '../config/env.js';

@Injectable()
export class RefusalDelay {
  private readonly perAddress = new Map<string, number>();
  private total = 0;

  constructor(private readonly env: Env) {}

  /** Resolves once a refusal to `address` may be sent: after the delay, or at once when too many wait. */
  hold(address: string | undefined): Promise<void> {
    const { REFUSAL_DELAY_MS: ms, MAX_DELAYED_REFUSALS: max, MAX_CONNECTIONS_PER_ADDRESS: share } = this.env;
    const key = address ?? 'unknown';
    const held = this.perAddress.get(key) ?? 0;
    if (ms <= 0 || this.total >= max || held >= share) return Promise.resolve();
    this.total++;
    this.perAddress.set(key, held + 1);
    return new Promise((resolve) =>
      setTimeout(() => {
        this.total--;
        const left = (this.perAddress.get(key) ?? 1) - 1;
        if (left > 0) this.perAddress.set(key, left);
        else this.perAddress.delete(key);
        resolve();
      }, ms),
    );
  }
}
