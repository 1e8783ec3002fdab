// What a move writes besides itself: features that care (the webhooks' outbox, src/webhooks/)
// register here, so the move path knows none of them. A hook decides from what the move path
// already holds (the table as read, the log entries, the states before and after) and returns
// undefined for almost every move: then the move stays one autocommit statement. A write it
// returns runs in the move's transaction, committed only when the move is written.
import { Injectable } from '@nestjs/common';
import type { LogEntry } from '../events/log-entry.js';
import type { MatchState } from '../game/match-port.js';
import type { TableSeatEntity } from '../tables/table-seat.entity.js';
import type { TableEntity } from '../tables/table.entity.js';
import { inOrder, type MatchEndWrite } from './match-end-hooks.js';

/** A move as the hooks see it, before it is written. */
export interface MoveSeen {
  /** The table as read before the move. */
  table: TableEntity;
  seats: TableSeatEntity[];
  entries: LogEntry[];
  before: MatchState;
  after: MatchState;
}

export type MoveHook = (move: MoveSeen) => MatchEndWrite | undefined;

@Injectable()
export class MoveHooks {
  private readonly hooks: MoveHook[] = [];

  register(hook: MoveHook): void {
    this.hooks.push(hook);
  }

  /** The writes of every hook for this move, as one write (undefined when none). */
  writesFor(move: MoveSeen): MatchEndWrite | undefined {
    return inOrder(this.hooks.map((h) => h(move)));
  }
}
