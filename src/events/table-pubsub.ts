// Live delivery of committed log entries. Behind the graphql-subscriptions PubSubEngine
// interface: in-memory for one instance now; a RedisPubSub is a drop-in for several.
// Only ever published AFTER the transaction that wrote the entries has committed.
import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { PubSub, type PubSubEngine } from 'graphql-subscriptions';
import type { LogEntry } from './log-entry.js';

export const PUB_SUB = Symbol('PUB_SUB');

export const pubSubProvider = { provide: PUB_SUB, useFactory: (): PubSubEngine => new PubSub() };

export interface TableBatch {
  tableId: string;
  entries: LogEntry[];
}

const topic = (tableId: string) => `table.${tableId}`;

@Injectable()
export class TablePubSub implements OnApplicationShutdown {
  private readonly logger = new Logger(TablePubSub.name);
  constructor(@Inject(PUB_SUB) private readonly pubSub: PubSubEngine) {}

  /**
   * Never throws: the entries are committed already, so a failed publish must not turn an
   * accepted action into an error. Subscribers fill the hole from the log on the next batch.
   */
  async publish(batch: TableBatch): Promise<void> {
    if (!batch.entries.length) return;
    try {
      await this.pubSub.publish(topic(batch.tableId), batch);
    } catch (err) {
      this.logger.error({ err, tableId: batch.tableId }, 'publish failed');
    }
  }

  /** Returns an unsubscribe function. */
  async subscribe(tableId: string, onBatch: (b: TableBatch) => void): Promise<() => void> {
    const id = await this.pubSub.subscribe(topic(tableId), onBatch as (m: unknown) => void, {});
    return () => this.pubSub.unsubscribe(id);
  }

  async onApplicationShutdown(): Promise<void> {
    const closable = this.pubSub as PubSubEngine & { close?: () => Promise<unknown> };
    await closable.close?.();
  }
}
