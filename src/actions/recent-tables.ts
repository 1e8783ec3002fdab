// The tables this instance moved lately, as its own last write left them, so that the next move
// of a busy table skips reading it back. Only the move path uses it, and only as a guess: the
// move's statement is conditional on the seq, so a copy that another instance (or another
// writer) has overtaken writes nothing and the move reads the table afresh. Reads that answer
// clients never come from here.
import type { TableEntity } from '../tables/table.entity.js';

export class RecentTables {
  private readonly byId = new Map<string, TableEntity>();

  constructor(private readonly max: number) {}

  /** The copy, unless the caller expects another seq (then the database decides). */
  get(id: string, expectedSeq?: number): TableEntity | undefined {
    const t = this.byId.get(id);
    return t && (expectedSeq === undefined || t.seq === expectedSeq) ? t : undefined;
  }

  remember(t: TableEntity): void {
    this.byId.delete(t.id);
    if (t.status !== 'playing') return;
    if (this.byId.size >= this.max) this.byId.delete(this.byId.keys().next().value!);
    this.byId.set(t.id, t);
  }

  forget(id: string): void {
    this.byId.delete(id);
  }
}
