// The tables in play as this instance last wrote or read them, so that the next move of a
// table skips reading it back. Only the move path reads from it, and only as a guess: the
// move's statement is conditional on the seq, so a copy that another instance (or another
// writer) has overtaken writes nothing. A copy known to be behind (the caller expects a later
// seq, or a live batch said so) is brought up to date with the actions after it
// (TablesRepository.catchUp) rather than read whole. Reads that answer clients never come from here.
import type { TableEntity } from './table.entity.js';

/**
 * Tables kept by an instance (its provider, tables.module.ts): a parsed row of bench:api's Skat
 * tables is about 6 KB, so some 60 MB at most. Sized for the busiest instance's tables in play:
 * with 2,000 human-paced tables a cap of 1,000 evicted every table before its next move, so
 * every move read its table back.
 */
export const RECENT_TABLES = 10_000;

export class RecentTables {
  /** Each table's copy, and the highest seq this instance knows the table has reached (a live batch may say more than the copy). */
  private readonly byId = new Map<string, { table: TableEntity; latest: number }>();

  constructor(private readonly max: number) {}

  /**
   * The copy, when it is at the seq the caller expects and not known to be behind (a copy that is
   * behind, or that a refusal or a lost write put in doubt, goes through catchUp instead).
   */
  get(id: string, expectedSeq?: number): TableEntity | undefined {
    const e = this.byId.get(id);
    return e && e.table.seq >= e.latest && (expectedSeq === undefined || e.table.seq === expectedSeq) ? e.table : undefined;
  }

  /** The copy at whatever seq it is: something to bring up to date (TablesRepository.catchUp) rather than read whole. */
  behind(id: string): TableEntity | undefined {
    return this.byId.get(id)?.table;
  }

  /** The table as this instance just wrote it. */
  remember(t: TableEntity): void {
    const latest = Math.max(t.seq, this.byId.get(t.id)?.latest ?? t.seq);
    this.byId.delete(t.id);
    if (t.status !== 'playing') return;
    if (this.byId.size >= this.max) this.byId.delete(this.byId.keys().next().value!);
    this.byId.set(t.id, { table: t, latest });
  }

  /**
   * The table as read for another purpose (a client's view, e.g. when its match starts): kept
   * unless a copy at a later seq is here already, so a read that ends after a move cannot undo
   * it. At the same seq the read wins: it is what the database holds now.
   */
  offer(t: TableEntity): void {
    const mine = this.byId.get(t.id);
    if (mine && mine.table.seq > t.seq) return;
    this.remember(t);
  }

  /**
   * A committed batch up to `seq` arrived (another instance may have written it): a copy before
   * it is behind, so a move without an expected seq brings it up to date instead of first
   * losing its write.
   */
  seen(id: string, seq: number): void {
    const e = this.byId.get(id);
    if (e && e.latest < seq) e.latest = seq;
  }

  /** A refusal or a lost write on the copy puts it in doubt: the next move brings it up to date first. */
  doubt(id: string): void {
    const e = this.byId.get(id);
    if (e) this.seen(id, e.table.seq + 1);
  }
}
