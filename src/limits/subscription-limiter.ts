// The cap on open subscriptions per token, or per address for anonymous spectators, websocket
// operations and SSE streams together. The graphql-ws hooks and the SSE endpoint call `admit`
// once an operation has started streaming and `release` when it ends, however it ends
// (complete, error, connection closed).
import { Injectable } from '@nestjs/common';
import { GraphQLError } from 'graphql';
import { LimitExceededError } from '../common/errors/domain-errors.js';
import { Env } from '../config/env.js';
import { KeyCounts } from '../common/key-counts.js';

/** Anonymous spectators share their address's budget: this many tokens' worth. */
const ANONYMOUS_FACTOR = 5;

@Injectable()
export class SubscriptionLimiter {
  private readonly open = new KeyCounts();

  constructor(private readonly env: Env) {}

  maxFor(key: string): number {
    return this.env.MAX_SUBSCRIPTIONS_PER_TOKEN * (key.startsWith('ip:') ? ANONYMOUS_FACTOR : 1);
  }

  /** Counts one more open operation for `key`, or returns the error that refuses it. */
  admit(key: string): GraphQLError | null {
    const n = this.open.get(key);
    const max = this.maxFor(key);
    if (n >= max) {
      const who = key.startsWith('ip:') ? 'this address (without a token)' : 'this token';
      const domain = new LimitExceededError(`Too many open subscriptions for ${who}: at most ${max}. Complete one first.`, 'SUBSCRIPTIONS', max);
      return new GraphQLError(domain.message, { originalError: domain });
    }
    this.open.add(key);
    return null;
  }

  release(key: string): void {
    this.open.remove(key);
  }

  count(key: string): number {
    return this.open.get(key);
  }
}
