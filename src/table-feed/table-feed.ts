// One subscriber's stream of a table: the caller's view first, then every log entry after
// `afterSeq` (or after the view) redacted for the caller, in seq order, each exactly once. One
// EVENTS message carries what one move wrote (so a move costs each subscriber one message).
// Live batches that arrive during the backfill are buffered; a gap (publishes may overtake
// each other after their commits) is filled from Postgres before delivering further.
// A live batch's message is made once per viewer and shared by the feeds of that viewer (all
// spectators, each seat; a seat that may not act shares the spectators' one when every entry is
// public), so the transports encode it once per group (jit-subscribe.ts, sse.ts, ws-frames.ts).
import { toLegalActions } from '../actions/actions.mappers.js';
import type { LegalAction } from '../actions/actions.models.js';
import { eventFor } from '../events/event.mappers.js';
import { isPublicEntry, PLAYER_JOINED, PLAYER_LEFT, type LogEntry } from '../events/log-entry.js';
import type { MatchAction, Viewer } from '../game/match-port.js';
import { sameForAll } from '../common/graphql/jit-subscribe.js';
import { FeedKind, type TableFeedMessage } from './feed.models.js';

/** A seat's legal actions as a feed message carries them: null when it may not act. */
export function feedLegalActions(actions: readonly MatchAction[] | undefined): LegalAction[] | null {
  return actions?.length ? toLegalActions(actions) : null;
}

/** Entries per EVENTS message when a backfill sends many at once. */
export const FEED_CHUNK = 100;

/** The messages of one live batch (the entries array every feed of the table receives), by viewer. */
const liveMessages = new WeakMap<LogEntry[], Map<string, TableFeedMessage>>();

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
      if (!this.deliverShared(entries, legal)) await this.deliver(entries, legal);
    });
  }

  /**
   * A live batch that follows the last delivered entry and leaves the viewer as it is: its
   * message is the one every feed of the same viewer gets (redacted and encoded once). False: not
   * such a batch (a hole, a replayed part, this player's own seat change), deliver() makes its own.
   */
  private deliverShared(entries: LogEntry[], legal?: Record<number, MatchAction[]>): boolean {
    if (this.lastSeq < 0 || entries[0]?.seq !== this.lastSeq + 1 || entries.length > FEED_CHUNK) return false;
    if (
      this.playerId &&
      entries.some((e) => (e.type === PLAYER_JOINED || e.type === PLAYER_LEFT) && (e.payload as { playerId?: string })?.playerId === this.playerId)
    )
      return false;
    let byViewer = liveMessages.get(entries);
    if (!byViewer) liveMessages.set(entries, (byViewer = new Map()));
    const mine = legal && typeof this.viewer === 'number' ? legal[this.viewer] : undefined;
    // A seat that may not act now, of a batch every viewer sees alike, gets the spectators' message.
    const key = !mine?.length && entries.every(isPublicEntry) ? 'spectator' : String(this.viewer);
    let m = byViewer.get(key);
    if (!m) {
      const seq = entries[entries.length - 1].seq;
      const viewer = this.viewer;
      m = sameForAll({ kind: FeedKind.EVENTS, seq, view: null, events: entries.map((e) => eventFor(e, viewer)), legalActions: feedLegalActions(mine) });
      byViewer.set(key, m);
    }
    this.lastSeq = m.seq;
    this.push(m);
    return true;
  }

  private enqueue(work: () => Promise<void>): void {
    this.chain = this.chain.then(work).catch((e: unknown) => this.fail(e));
  }

  /**
   * Queues `entries` (those after the last delivered) as EVENTS messages: one for a live batch,
   * chunks of FEED_CHUNK for a backfill. A hole before them is filled from the source first.
   */
  private async deliver(entries: LogEntry[], legal?: Record<number, MatchAction[]>): Promise<void> {
    let fresh = entries.filter((e) => e.seq > this.lastSeq);
    if (!fresh.length) return;
    if (this.lastSeq >= 0 && fresh[0].seq !== this.lastSeq + 1) {
      // Never deliver across a hole: what is missing goes first, in the same message.
      // The log's seqs are unique and a batch's are consecutive, so the two ends say it is whole.
      const missing = await this.source.list(this.lastSeq, fresh[0].seq - 1);
      if (missing[0]?.seq !== this.lastSeq + 1 || missing[missing.length - 1].seq !== fresh[0].seq - 1) throw new Error(`log gap before seq ${fresh[0].seq}`);
      fresh = [...missing, ...fresh];
    }
    for (let from = 0; from < fresh.length; from += FEED_CHUNK) {
      const chunk = fresh.slice(from, from + FEED_CHUNK);
      const events = chunk.map((e) => {
        // Redacted for the viewer as it was at that entry: a seat taken counts from its join on.
        this.trackSeat(e);
        return eventFor(e, this.viewer);
      });
      const seq = chunk[chunk.length - 1].seq;
      this.lastSeq = seq;
      const mine = from + FEED_CHUNK >= fresh.length && legal && typeof this.viewer === 'number' ? legal[this.viewer] : undefined;
      this.push({ kind: FeedKind.EVENTS, seq, view: null, events, legalActions: feedLegalActions(mine) });
    }
  }

  /** A spectator who takes a seat sees that seat's events from then on (and the reverse on leaving). */
  private trackSeat(e: LogEntry): void {
    if (!this.playerId || (e.type !== PLAYER_JOINED && e.type !== PLAYER_LEFT)) return;
    const p = e.payload as { playerId?: string; seat?: number };
    if (p?.playerId !== this.playerId) return;
    if (e.type === PLAYER_JOINED && typeof p.seat === 'number') this.viewer = p.seat;
    if (e.type === PLAYER_LEFT) this.viewer = 'spectator';
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
