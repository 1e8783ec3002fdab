import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import type { Caller } from '../common/auth/auth.js';
import { BadUserInputError, ForbiddenError, LimitExceededError, NotFoundError } from '../common/errors/domain-errors.js';
import { Env } from '../config/env.js';
import { TableEventsRepository } from '../events/table-events.repository.js';
import { TablePubSub } from '../events/table-pubsub.js';
import { RecentTables } from '../tables/recent-tables.js';
import { TableViewService } from '../tables/table-view.service.js';
import { TablesRepository } from '../tables/tables.repository.js';
import { legalActions, legalBySeat } from '../game/match-port.js';
import { PlayersService } from '../players/players.service.js';
import type { TableEntity } from '../tables/table.entity.js';
import type { TableSeatEntity } from '../tables/table-seat.entity.js';
import type { TableViewModel } from '../tables/tables.models.js';
import type { LogEntry } from '../events/log-entry.js';
import type { MatchAction } from '../game/match-port.js';
import { sameForAll } from '../common/graphql/jit-subscribe.js';
import { KeyCounts } from '../common/key-counts.js';
import { FeedKind, type StreamTicket, type TableFeedMessage } from './feed.models.js';
import { feedLegalActions, TableFeed } from './table-feed.js';

/** Reads and builds of stream starts (read by tests: anonymous starts at one seq share one). */
export const feedStartWork = { tableReads: 0, viewBuilds: 0, tailReads: 0 };

/** An anonymous start's table, seats and VIEW, shared by the starts at the same seq; its VIEW messages by event id. */
interface SpectatorStart {
  table: TableEntity;
  seats: TableSeatEntity[];
  view: TableViewModel;
  messages: Map<string, TableFeedMessage>;
}

/** Tables whose anonymous start is kept, and for how long (a live batch past its seq drops it at once). */
const SPECTATOR_STARTS = 1000;
const SPECTATOR_START_MS = 5000;

/** Where a stream resumes: after seq `after`, which `views` VIEWs were sent at before; `field` names its source in a refusal. */
export interface Resume {
  after: number;
  views: number;
  field: string;
}

@Injectable()
export class TableFeedService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(TableFeedService.name);
  /** Open feeds and their tables. */
  private readonly open = new Map<TableFeed, string>();
  private watchTimer: NodeJS.Timeout | null = null;
  /** Open feeds per table of callers not seated there (each fans out every move of the table). */
  private readonly spectators = new KeyCounts();
  /**
   * Anonymous starts by table: concurrent starts make one read and one VIEW. A VIEW a little
   * behind is still a correct start (the tail read after it brings every later entry).
   */
  private readonly starts = new Map<string, { seq: number | null; latest: number; until: number; start: Promise<SpectatorStart> }>();
  /** Tail reads in flight by table and resume point; `at`: the tick it began, joined only by feeds subscribed before. */
  private readonly tails = new Map<string, { at: number; read: Promise<{ entries: LogEntry[]; legal?: Record<number, MatchAction[]> }> }>();
  private tick = 0;

  constructor(
    private readonly tables: TablesRepository,
    private readonly log: TableEventsRepository,
    private readonly pubSub: TablePubSub,
    private readonly views: TableViewService,
    private readonly env: Env,
    private readonly recent: RecentTables,
    private readonly players: PlayersService,
  ) {}

  /** `onReplay`: told how many entries the start will replay, before it sends any (it may refuse: limits/replay-budget.ts). */
  async subscribe(
    tableId: string,
    playerId: string | undefined,
    resume: Resume | undefined,
    onReplay?: (entries: number) => Promise<void>,
  ): Promise<TableFeed> {
    // A caller without a player is never seated: refused before any read when the table's spectators are full.
    if (playerId === undefined) this.spectatorsUnderCap(tableId);
    let since = Infinity;
    const source = {
      list: (after: number, upTo?: number) => this.log.listAfter(tableId, after, upTo),
      tail: (after: number) => this.tail(tableId, after, since),
    };
    // The viewer is set from the view (start), which is read after subscribing; nothing is delivered before it.
    const feed = new TableFeed(source, 'spectator', playerId);
    // Subscribe before reading the view: whatever commits in between is buffered, not lost.
    const unsubscribe = await this.pubSub.subscribe(tableId, (b) => {
      // A move made on another instance: this one's copy of the table is behind from now on.
      const seq = b.entries[b.entries.length - 1].seq;
      this.recent.seen(tableId, seq);
      this.passed(tableId, seq);
      feed.onLive(b.entries, b.legal);
    });
    since = ++this.tick;
    feed.unsubscribe = () => {
      unsubscribe();
      this.open.delete(feed);
    };
    this.open.set(feed, tableId);
    try {
      let shared = playerId === undefined ? await this.spectatorStart(tableId, false) : undefined;
      // A resume point past the shared VIEW may be one the table has reached since: read it again.
      if (shared && resume && resume.after > shared.view.seq) shared = await this.spectatorStart(tableId, true);
      const table = shared ? shared.table : await this.readTable(tableId, playerId);
      const seats = shared ? shared.seats : await this.tables.seatsOf(table);
      const seat = this.views.seatOf(seats, playerId);
      // Seated players always get their feed; spectators share a capped number of slots per table,
      // taken before the view is built, so a refused spectator costs two reads at most.
      if (seat === null) this.admitSpectator(tableId, feed);
      if (table.status === 'playing' && this.feedsHere(tableId) === 1) await this.tables.watched([tableId]);
      const view = shared ? shared.view : await this.buildView(table, seats, playerId);
      // A resume point the table has not reached is a client's mistake (another table's seq, say): refused, not clamped.
      if (resume && resume.after > view.seq) {
        throw new BadUserInputError(`${resume.field} ${resume.after} is beyond the table's seq ${view.seq}.`, { field: resume.field, currentSeq: view.seq });
      }
      const from = resume ? resume.after : view.seq;
      await onReplay?.(view.seq - from);
      const mine = seat !== null && table.status === 'playing' && table.state ? legalActions(table.state, seat) : [];
      const eventId = `${from}:v${(resume?.views ?? 0) + 1}`;
      let message = shared?.messages.get(eventId);
      if (!message) {
        message = { kind: FeedKind.VIEW, seq: view.seq, view, events: [], legalActions: feedLegalActions(mine), eventId };
        // The same object for every anonymous start here: executed and encoded once (jit-subscribe.ts, sse.ts).
        if (shared) shared.messages.set(eventId, sameForAll(message));
      }
      feed.start(message, from);
    } catch (e) {
      feed.unsubscribe();
      throw e;
    }
    return feed;
  }

  private async readTable(tableId: string, playerId: string | undefined): Promise<TableEntity> {
    feedStartWork.tableReads++;
    const table = await this.tables.find(tableId);
    if (!table) throw new NotFoundError('No table with that id.');
    await this.tables.assertNotSealed(table, playerId);
    return table;
  }

  private buildView(table: TableEntity, seats: TableSeatEntity[], playerId: string | undefined): Promise<TableViewModel> {
    feedStartWork.viewBuilds++;
    return this.views.tableView(table, seats, playerId);
  }

  /** The shared anonymous start of the table (`fresh`: a new read, whatever is kept). */
  private spectatorStart(tableId: string, fresh: boolean): Promise<SpectatorStart> {
    const kept = this.starts.get(tableId);
    if (kept && !fresh && (kept.seq === null || Date.now() < kept.until)) return kept.start;
    const start = (async (): Promise<SpectatorStart> => {
      const table = await this.readTable(tableId, undefined);
      const seats = await this.tables.seatsOf(table);
      return { table, seats, view: await this.buildView(table, seats, undefined), messages: new Map() };
    })();
    const entry = { seq: null as number | null, latest: -1, until: 0, start };
    this.starts.delete(tableId);
    if (this.starts.size >= SPECTATOR_STARTS) this.starts.delete(this.starts.keys().next().value!);
    this.starts.set(tableId, entry);
    start.then(
      (s) => {
        entry.seq = s.view.seq;
        entry.until = Date.now() + SPECTATOR_START_MS;
        if (entry.latest > entry.seq) this.passed(tableId, entry.latest);
      },
      // A refusal (no such table, sealed) is shared by the starts in flight only: it may not hold for long.
      () => {
        if (this.starts.get(tableId) === entry) this.starts.delete(tableId);
      },
    );
    return start;
  }

  /** A batch up to `seq` committed: a kept start before it is dropped (one in flight is dropped once it is read). */
  private passed(tableId: string, seq: number): void {
    const kept = this.starts.get(tableId);
    if (!kept) return;
    if (kept.seq === null) kept.latest = Math.max(kept.latest, seq);
    else if (kept.seq < seq) this.starts.delete(tableId);
  }

  /**
   * The entries after `after` and the legal actions after them. A read in flight that began after
   * the feed subscribed (tick `since`) is shared: anything it misses reaches the feed live.
   */
  private tail(tableId: string, after: number, since: number): Promise<{ entries: LogEntry[]; legal?: Record<number, MatchAction[]> }> {
    const key = `${tableId}:${after}`;
    const running = this.tails.get(key);
    if (running && running.at > since) return running.read;
    feedStartWork.tailReads++;
    const read = this.tables.listTail(tableId, after).then(({ entries, state }) => ({ entries, legal: state ? legalBySeat(state) : undefined }));
    const entry = { at: ++this.tick, read };
    this.tails.set(key, entry);
    const done = () => {
      if (this.tails.get(key) === entry) this.tails.delete(key);
    };
    read.then(done, done);
    return read;
  }

  /** A stream ticket for a player seated at the table (players.service.ts keeps it). */
  async streamTicket(caller: Caller, tableId: string): Promise<StreamTicket> {
    const table = await this.tables.find(tableId);
    if (!table) throw new NotFoundError('No table with that id.');
    const seat = this.views.seatOf(await this.tables.seatsOf(table), caller.playerId);
    if (seat === null) throw new ForbiddenError('Only a player seated at the table takes a stream ticket; spectators follow it without one.');
    const { ticket, expiresAt } = await this.players.issueStreamTicket(caller, tableId, seat);
    return { ticket, tableId, seat, expiresAt };
  }

  /** Feeds open on this instance for the table: the first one marks an all-bot table watched at once, the timer keeps it so. */
  private feedsHere(tableId: string): number {
    let n = 0;
    for (const t of this.open.values()) if (t === tableId) n++;
    return n;
  }

  /** Refused when the table's spectators here are at the cap. */
  private spectatorsUnderCap(tableId: string): void {
    const max = this.env.MAX_SPECTATORS_PER_TABLE;
    if (this.spectators.get(tableId) >= max) {
      throw new LimitExceededError(`This table has its maximum of ${max} spectators: watch it later, or take a seat.`, 'SPECTATORS', max);
    }
  }

  private admitSpectator(tableId: string, feed: TableFeed): void {
    this.spectatorsUnderCap(tableId);
    this.spectators.add(tableId);
    const unsubscribe = feed.unsubscribe;
    feed.unsubscribe = () => {
      unsubscribe();
      this.spectators.remove(tableId);
    };
  }

  /**
   * Tables with a feed open here are watched: marked so a few times per UNWATCHED_BOT_TABLE_SECONDS,
   * so the instance that closes unwatched tables of bots (any instance) keeps them.
   */
  onApplicationBootstrap(): void {
    const every = Math.min(60_000, Math.max(1000, (this.env.UNWATCHED_BOT_TABLE_SECONDS * 1000) / 4));
    this.watchTimer = setInterval(() => {
      this.tables.watched([...new Set(this.open.values())]).catch((err: unknown) => this.logger.warn({ err }, 'marking watched tables failed'));
    }, every);
    this.watchTimer.unref();
  }

  /** Ends every open stream so sockets can close on shutdown. */
  async onApplicationShutdown(): Promise<void> {
    if (this.watchTimer) clearInterval(this.watchTimer);
    await Promise.all([...this.open.keys()].map((f) => f.return()));
  }
}
