// Slow refusals. A client over a rate limit (RATE_LIMITED) or over its share of connections gets
// its refusal after REFUSAL_DELAY_MS instead of at once. A client that waits for each answer, as
// scripts do, then sends a few requests a second instead of thousands, each of which would cost
// a parse and a run through the guards, and everyone else's moves would queue behind them.
// Holding answers must not become the next thing to exhaust: at most MAX_DELAYED_REFUSALS wait
// at a time, and one address holds at most MAX_CONNECTIONS_PER_ADDRESS of them; beyond either,
// the refusal goes out at once. Honest clients meet few refusals, and they wait anyway (retryAfter).
// Refusals go out at most REFUSALS_PER_TURN per turn of the event loop: a wave of thousands of
// upgrades from many addresses (docs/reliability.md, ws-many-addresses) is held by timers that
// expire in the same turn; paced, a player's answers are served between each few refusals.
import { Injectable } from '@nestjs/common';
import { Env } from '../config/env.js';
import { TurnPacer } from './turn-pacer.js';
import { KeyCounts } from '../common/key-counts.js';

/** Refusals sent per turn of the event loop. */
export const REFUSALS_PER_TURN = 16;

@Injectable()
export class RefusalDelay {
  private readonly perAddress = new KeyCounts();
  private total = 0;
  private readonly pacer = new TurnPacer(REFUSALS_PER_TURN);

  constructor(private readonly env: Env) {}

  /** Resolves once a refusal to `address` may be sent: after the delay, or at once when too many wait. */
  hold(address: string | undefined): Promise<void> {
    const { REFUSAL_DELAY_MS: ms, MAX_DELAYED_REFUSALS: max, MAX_CONNECTIONS_PER_ADDRESS: share } = this.env;
    const key = address ?? 'unknown';
    if (ms <= 0 || this.total >= max || this.perAddress.get(key) >= share) return this.pacer.turn() ?? Promise.resolve();
    this.total++;
    this.perAddress.add(key);
    return new Promise((resolve) =>
      setTimeout(() => {
        this.total--;
        this.perAddress.remove(key);
        const wait = this.pacer.turn();
        if (wait) void wait.then(resolve);
        else resolve();
      }, ms),
    );
  }
}
