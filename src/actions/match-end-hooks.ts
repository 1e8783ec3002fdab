// What the move that finishes a match writes besides the move: features that care (ratings and
// statistics, src/ratings/) register here, so the move path knows none of them. Every hook's
// write runs in the finishing move's transaction, committed only when the move is written.
import { Injectable } from '@nestjs/common';
import type pg from 'pg';
import type { MatchState } from '../game/match-port.js';
import type { TableSeatEntity } from '../tables/table-seat.entity.js';
import type { TableEntity } from '../tables/table.entity.js';

/** A write on the finishing move's transaction. */
export type MatchEndWrite = (client: pg.PoolClient) => Promise<void>;
/** Given the table as read before the move, its seats and the finished match: the write, if any. */
export type MatchEndHook = (table: TableEntity, seats: TableSeatEntity[], state: MatchState) => MatchEndWrite | undefined;

@Injectable()
export class MatchEndHooks {
  private readonly hooks: MatchEndHook[] = [];

  register(hook: MatchEndHook): void {
    this.hooks.push(hook);
  }

  /** The writes of every hook for a finished match, as one write (undefined when none). */
  writesFor(table: TableEntity, seats: TableSeatEntity[], state: MatchState): MatchEndWrite | undefined {
    return inOrder(this.hooks.map((h) => h(table, seats, state)));
  }
}

/** Writes run one after the other on the same connection, as one write (undefined when there is none). */
export function inOrder(writes: (MatchEndWrite | undefined)[]): MatchEndWrite | undefined {
  const all = writes.filter((w): w is MatchEndWrite => w !== undefined);
  if (!all.length) return undefined;
  if (all.length === 1) return all[0];
  return async (client) => {
    for (const w of all) await w(client);
  };
}
