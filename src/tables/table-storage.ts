// The move path's storage: one port, load and append. The service reads a table for a move and
// appends the move; how is the implementation's business: this instance's copies of its tables
// in play (RecentTables), the stored state's snapshots and the actions after them (snapshot.ts,
// TablesRepository.catchUp), and the group commit of the conditional statement
// (TableStore.appendMove: the unique (table_id, seq) and idempotency keys decide races).
import { Injectable } from '@nestjs/common';
import { RecentTables } from './recent-tables.js';
import type { TableEntity } from './table.entity.js';
import { TableStore, type AcceptedMove } from './table-store.js';
import { TablesRepository } from './tables.repository.js';

export interface LoadedTable {
  table: TableEntity;
  /** True when it is this instance's copy, which may be behind: a refusal read off it is checked by loading again with `fresh`. */
  guess: boolean;
}

export interface LoadOptions {
  /** The seq the caller expects: a copy at another seq is not taken. */
  expectedSeq?: number;
  /** Not this instance's copy: the table as stored (after a refusal or a lost write on the copy). */
  fresh?: boolean;
}

export abstract class TableStorage {
  /** A table for a move, or null when there is none. */
  abstract load(tableId: string, opts?: LoadOptions): Promise<LoadedTable | null>;
  /**
   * Appends a move made on the table as loaded (`move.fromSeq`), `after` being the table it
   * leaves; true when written (committed), false when the table had moved on, the idempotency
   * key was taken or the lease was lost: then nothing was written.
   */
  abstract append(move: AcceptedMove, after: TableEntity): Promise<boolean>;
}

/** The storage of PostgreSQL (or PGlite) behind this instance's copies of its tables. */
@Injectable()
export class StoredTables extends TableStorage {
  constructor(
    private readonly tables: TablesRepository,
    private readonly store: TableStore,
    private readonly recent: RecentTables,
  ) {
    super();
  }

  async load(tableId: string, opts: LoadOptions = {}): Promise<LoadedTable | null> {
    if (opts.fresh) this.recent.doubt(tableId);
    else {
      const copy = this.recent.get(tableId, opts.expectedSeq);
      if (copy) return { table: copy, guess: true };
    }
    // An older copy (a move made on another instance) is brought up to date with the actions after it, else the table is read whole.
    const old = this.recent.behind(tableId);
    const table = (old && (await this.tables.catchUp(old))) ?? (await this.tables.find(tableId));
    return table && { table, guess: false };
  }

  async append(move: AcceptedMove, after: TableEntity): Promise<boolean> {
    const written = await this.store.appendMove(move);
    if (written) this.recent.remember(after);
    else this.recent.doubt(after.id);
    return written;
  }
}
