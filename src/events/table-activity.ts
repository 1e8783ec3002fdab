// Notice "table X changed" for background workers (server bots, turn timers). Delivered at
// once in this process; with REDIS_URL also relayed to every other instance, because the
// instance that holds a table's lease is often not the one that served the move. Kept apart
// from the table feeds so background work never depends on subscribers.
import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { Env } from '../config/env.js';
import { TablePubSub } from './table-pubsub.js';

const CHANNEL = 'tables.activity';

interface ActivityMessage {
  tableId: string;
  origin: string;
}

@Injectable()
export class TableActivity implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly emitter = new EventEmitter().setMaxListeners(0);
  /** Tells this process's own relayed messages apart from other instances'. */
  private readonly origin = randomUUID();
  private readonly relay: boolean;
  private stopRelay: () => void = () => undefined;
  private closed = false;
  private readonly logger = new Logger(TableActivity.name);

  constructor(
    private readonly pubSub: TablePubSub,
    env: Env,
  ) {
    this.relay = !!env.REDIS_URL;
  }

  onApplicationBootstrap(): void {
    if (!this.relay) return;
    // Not awaited: with Redis still unreachable the subscription waits for it, the start does not
    // (the lease sweep keeps tables moving meanwhile).
    this.pubSub
      .on(CHANNEL, (m) => {
        const msg = m as ActivityMessage;
        if (msg && msg.origin !== this.origin && typeof msg.tableId === 'string') this.emitter.emit('changed', msg.tableId);
      })
      .then((stop) => (this.closed ? stop() : (this.stopRelay = stop)))
      .catch((err: unknown) => this.logger.error({ err }, 'activity relay subscription failed'));
  }

  onApplicationShutdown(): void {
    this.closed = true;
    this.stopRelay();
  }

  changed(tableId: string): void {
    this.emitter.emit('changed', tableId);
    if (this.relay) this.pubSub.send(CHANNEL, { tableId, origin: this.origin } satisfies ActivityMessage);
  }

  onChanged(listener: (tableId: string) => void): () => void {
    this.emitter.on('changed', listener);
    return () => this.emitter.off('changed', listener);
  }
}
