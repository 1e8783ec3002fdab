// One subscriber's stream of a table: the caller's view first, then every log entry after
// `afterSeq` (or after the view) redacted for the caller, in seq order, each exactly once.
// Live batches that arrive during the backfill are buffered; a gap (publishes may overtake
// each other after their commits) is filled from Postgres before delivering further.
import { toLegalAction, type LegalAction } from '../actions/actions.models.js';
import { redactEntry, type LogEntry } from '../events/log-entry.js';
import type { MatchAction, Viewer } from '../game/engine.js';
import { FeedKind, type TableFeedMessage } from './feed.models.js';

/** A seat's legal actions as a feed message carries them: null when it may not act. */
export function feedLegalActions(actions: readonly MatchAction[] | undefined): LegalAction[] | null {
  return actions?.length ? actions.map(toLegalAction) : null;
}

export interface FeedSource {
  /** Committed entries with seq > afterSeq (optionally up to upToSeq), in order. */
  list(afterSeq: number, upToSeq?: number): Promise<LogEntry[]>;
  /** Every committed entry after afterSeq, and who may do what after the last of them (by seat). */
  tail(afterSeq: number): Promise<{ entries: LogEntry[]; legal?: Record<number, MatchAction[]> }>;
}

export class TableFeed implements AsyncIterableIterator<TableFeedMessage> {
  private readonly ready: TableFeedMessage[] = [];
  private waiter: ((r: IteratorResult<TableFeedMessage>) => void) | null = null;
  private failure: ((e: unknown) => void) | null = null;
  private closed = false;
  private lastSeq = -1;
  /** Live batches that arrive before start(): delivered after the view, never before it. */
  private early: { entries: LogEntry[]; legal?: Record<number, MatchAction[]> }[] | null = [];
  /** Serialises backfill and live delivery. */
  private chain: Promise<void> = Promise.resolve();
  unsubscribe: () => void = () => undefined;

  constructor(
    private readonly source: FeedSource,
    private viewer: Viewer,
    private readonly playerId: string | undefined,
  ) {}

  [Symbol.asyncIterator](): this {
    return this;
  }

  /** Queues the view, then the entries after `afterSeq`. */
  start(view: TableFeedMessage, afterSeq: number): void {
    // The view is read after the subscription: a seat taken in between counts from here on.
    if (view.view) this.viewer = view.view.yourSeat ?? 'spectator';
    this.push(view);
    this.lastSeq = afterSeq;
    const early = this.early ?? [];
    this.early = null;
    this.enqueue(async () => {
      // With the state after the last entry: a move whose live batch lost the race against this
      // read still tells the seat to act its options.
      const tail = await this.source.tail(afterSeq);
      await this.deliver(tail.entries, tail.legal);
    });
    for (const b of early) this.onLive(b.entries, b.legal);
  }

  /** A committed batch; `legal` (by seat) holds after its last entry. */
  onLive(entries: LogEntry[], legal?: Record<number, MatchAction[]>): void {
    if (this.early) {
      this.early.push({ entries, legal });
      return;
    }
    this.enqueue(async () => {
      const fresh = entries.filter((e) => e.seq > this.lastSeq);
      if (!fresh.length) return;
      if (fresh[0].seq > this.lastSeq + 1) await this.deliver(await this.source.list(this.lastSeq, fresh[0].seq - 1));
      await this.deliver(fresh, legal);
    });
  }

  private enqueue(work: () => Promise<void>): void {
    this.chain = this.chain.then(work).catch((e: unknown) => this.fail(e));
  }

  private async deliver(entries: LogEntry[], legal?: Record<number, MatchAction[]>): Promise<void> {
    const last = entries[entries.length - 1];
    for (const e of entries) {
      if (e.seq <= this.lastSeq) continue;
      if (e.seq !== this.lastSeq + 1 && this.lastSeq >= 0) {
        // Never deliver across a hole: fetch what is missing first.
        const missing = await this.source.list(this.lastSeq, e.seq - 1);
        if (!missing.length || missing[0].seq !== this.lastSeq + 1) throw new Error(`log gap before seq ${e.seq}`);
        await this.deliver(missing);
      }
      this.trackSeat(e);
      this.lastSeq = e.seq;
      const mine = e === last && legal && typeof this.viewer === 'number' ? legal[this.viewer] : undefined;
      this.push({ kind: FeedKind.EVENT, seq: e.seq, view: null, event: redactEntry(e, this.viewer), legalActions: feedLegalActions(mine) });
    }
  }

  /** A spectator who takes a seat sees that seat's events from then on (and the reverse on leaving). */
  private trackSeat(e: LogEntry): void {
    const p = e.payload as { playerId?: string; seat?: number };
    if (!this.playerId || p?.playerId !== this.playerId) return;
    if (e.type === 'table.playerJoined' && typeof p.seat === 'number') this.viewer = p.seat;
    if (e.type === 'table.playerLeft') this.viewer = 'spectator';
  }

  private push(m: TableFeedMessage): void {
    if (this.closed) return;
    if (this.waiter) {
      const w = this.waiter;
      this.waiter = this.failure = null;
      w({ value: m, done: false });
    } else this.ready.push(m);
  }

  private fail(e: unknown): void {
    if (this.failure) {
      const f = this.failure;
      this.waiter = this.failure = null;
      f(e);
    }
    void this.return();
  }

  next(): Promise<IteratorResult<TableFeedMessage>> {
    const m = this.ready.shift();
    if (m) return Promise.resolve({ value: m, done: false });
    if (this.closed) return Promise.resolve({ value: undefined, done: true });
    return new Promise((resolve, reject) => {
      this.waiter = resolve;
      this.failure = reject;
    });
  }

  return(): Promise<IteratorResult<TableFeedMessage>> {
    if (!this.closed) {
      this.closed = true;
      this.unsubscribe();
      this.ready.length = 0;
      const w = this.waiter;
      this.waiter = this.failure = null;
      w?.({ value: undefined, done: true });
    }
    return Promise.resolve({ value: undefined, done: true });
  }

  throw(e?: unknown): Promise<IteratorResult<TableFeedMessage>> {
    void this.return();
    return Promise.reject(e);
  }
}
