// Live delivery of committed log entries. Behind the graphql-subscriptions PubSubEngine
// interface: in-memory for one instance; with REDIS_URL a RedisPubSub (one channel per
// table), so a subscriber on any instance sees the moves made on every other one. Channels are
// scoped by the deployment (its database), so deployments or test files sharing one Redis never
// hear each other's tables, tokens and tournaments.
// Only ever published AFTER the transaction that wrote the entries has committed.
import { EventEmitter } from 'node:events';
import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { RedisPubSub } from 'graphql-redis-subscriptions';
import { PubSub, type PubSubEngine } from 'graphql-subscriptions';
import { Redis } from 'ioredis';
import { deploymentScope, Env } from '../config/env.js';
import type { MatchAction } from '../game/match-port.js';
import type { LogEntry } from './log-entry.js';

export const PUB_SUB = Symbol('PUB_SUB');

/**
 * One instance's PubSub. A table's channel holds a listener per feed on it (its players and the
 * capped spectators), so Node's leak warning at 11 listeners would only fill the log.
 */
export function inMemoryPubSub(emitter = new EventEmitter()): PubSubEngine {
  return new PubSub({ eventEmitter: emitter.setMaxListeners(0) });
}

export const pubSubProvider = {
  provide: PUB_SUB,
  inject: [Env],
  useFactory: (env: Env): PubSubEngine => {
    if (!env.REDIS_URL) return inMemoryPubSub();
    // Two connections: a subscribed ioredis connection cannot publish.
    return new RedisPubSub({ publisher: new Redis(env.REDIS_URL), subscriber: new Redis(env.REDIS_URL) });
  },
};

export interface TableBatch {
  tableId: string;
  entries: LogEntry[];
  /**
   * After the batch's last entry: the legal actions of each seat that may act, so a subscriber
   * learns its options with the event (no legalActions query). Each feed passes on only its own seat's.
   */
  legal?: Record<number, MatchAction[]>;
}

export const tableTopic = (tableId: string) => `table.${tableId}`;

@Injectable()
export class TablePubSub implements OnApplicationShutdown {
  private readonly logger = new Logger(TablePubSub.name);
  private closed = false;
  private readonly scope: string;
  constructor(
    @Inject(PUB_SUB) private readonly pubSub: PubSubEngine,
    env: Env,
  ) {
    this.scope = `${deploymentScope(env)}|`;
  }

  /**
   * Never throws: the entries are committed already, so a failed publish must not turn an
   * accepted action into an error. Subscribers fill the hole from the log on the next batch.
   */
  publish(batch: TableBatch): void {
    if (!batch.entries.length) return;
    // Not awaited: with Redis down, ioredis holds commands while it reconnects, and a committed
    // move must not wait for that. One connection keeps this instance's publishes in order.
    this.send(tableTopic(batch.tableId), batch);
  }

  /** Returns an unsubscribe function. */
  async subscribe(tableId: string, onBatch: (b: TableBatch) => void): Promise<() => void> {
    return this.on(tableTopic(tableId), onBatch as (m: unknown) => void);
  }

  /** Any channel (also used by TableActivity); returns an unsubscribe function. */
  async on(channel: string, onMessage: (m: unknown) => void): Promise<() => void> {
    const id = await this.pubSub.subscribe(this.scope + channel, onMessage, {});
    return () => {
      // After close, Redis would reject the command unhandled: nothing left to unsubscribe anyway.
      if (!this.closed) this.pubSub.unsubscribe(id);
    };
  }

  /** Fire and forget on any channel; errors are logged, never thrown. */
  send(channel: string, message: unknown): void {
    if (this.closed) return;
    void this.pubSub.publish(this.scope + channel, message).catch((err: unknown) => this.logger.error({ err, channel }, 'publish failed'));
  }

  async onApplicationShutdown(): Promise<void> {
    this.closed = true;
    const closable = this.pubSub as PubSubEngine & { close?: () => Promise<unknown> };
    await closable.close?.();
  }
}
