// The tables in play as this instance last wrote or read them, so that the next move of a
// table skips reading it back. Only the move path reads from it, and only as a guess: the
// move's statement is conditional on the seq, so a copy that another instance (or another
// writer) has overtaken writes nothing and the move reads the table afresh. Reads that answer
// clients never come from here.
import type { TableEntity } from './table.entity.js';

/**
 * Tables kept by an instance (its provider, tables.module.ts): a parsed row of bench:api's Skat
 * tables is about 6 KB, so some 60 MB at most. Sized for the busiest instance's tables in play:
 * with 2,000 human-paced tables a cap of 1,000 evicted every table before its next move, so
 * every move read its table back.
 */
export const RECENT_TABLES = 10_000;

export class RecentTables {
  private readonly byId = new Map<string, TableEntity>();

  constructor(private readonly max: number) {}

  /** The copy, unless the caller expects another seq (then the database decides). */
  get(id: string, expectedSeq?: number): TableEntity | undefined {
    const t = this.byId.get(id);
    return t && (expectedSeq === undefined || t.seq === expectedSeq) ? t : undefined;
  }

  /** The table as this instance just wrote it. */
  remember(t: TableEntity): void {
    this.byId.delete(t.id);
    if (t.status !== 'playing') return;
    if (this.byId.size >= this.max) this.byId.delete(this.byId.keys().next().value!);
    this.byId.set(t.id, t);
  }

  /**
   * The table as read for another purpose (a client's view, e.g. when its match starts): kept
   * unless a copy at a later seq is here already, so a read that ends after a move cannot undo
   * it. At the same seq the read wins: it is what the database holds now.
   */
  offer(t: TableEntity): void {
    const mine = this.byId.get(t.id);
    if (mine && mine.seq > t.seq) return;
    this.remember(t);
  }

  /**
   * Another writer committed the table up to `seq` (its live batch arrived here): a copy before
   * it is dropped now, so the next move reads the table instead of first losing its write.
   */
  seen(id: string, seq: number): void {
    const mine = this.byId.get(id);
    if (mine && mine.seq < seq) this.byId.delete(id);
  }

  forget(id: string): void {
    this.byId.delete(id);
  }
}
