// What a change of a table's life (seat, start, close: TableStore.appendEntries) writes besides
// itself: features that care (the webhooks' outbox, src/webhooks/) register here, so the tables
// know none of them. A hook runs in the change's transaction, on its manager, after the entries
// were appended; it looks at what it is given and writes nothing for almost every change.
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { LogEntry } from '../events/log-entry.js';
import type { TableEntity } from './table.entity.js';

/** The table as locked before the change, the entries it appended, and whether it started the match. */
export interface TableChangeSeen {
  table: TableEntity;
  entries: LogEntry[];
  started: boolean;
}

export type TableChangeHook = (em: EntityManager, change: TableChangeSeen) => Promise<void>;

@Injectable()
export class TableChangeHooks {
  private readonly hooks: TableChangeHook[] = [];

  register(hook: TableChangeHook): void {
    this.hooks.push(hook);
  }

  async run(em: EntityManager, change: TableChangeSeen): Promise<void> {
    for (const h of this.hooks) await h(em, change);
  }
}
