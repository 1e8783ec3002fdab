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
import { FeedKind, type StreamTicket } from './feed.models.js';
import { feedLegalActions, TableFeed } from './table-feed.js';

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
  private readonly spectators = new Map<string, number>();

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
    const source = {
      list: (after: number, upTo?: number) => this.log.listAfter(tableId, after, upTo),
      tail: async (after: number) => {
        const { entries, state } = await this.tables.listTail(tableId, after);
        return { entries, legal: state ? legalBySeat(state) : undefined };
      },
    };
    // The viewer is set from the view (start), which is read after subscribing; nothing is delivered before it.
    const feed = new TableFeed(source, 'spectator', playerId);
    // Subscribe before reading the view: whatever commits in between is buffered, not lost.
    const unsubscribe = await this.pubSub.subscribe(tableId, (b) => {
      // A move made on another instance: this one's copy of the table is behind from now on.
      this.recent.seen(tableId, b.entries[b.entries.length - 1].seq);
      feed.onLive(b.entries, b.legal);
    });
    feed.unsubscribe = () => {
      unsubscribe();
      this.open.delete(feed);
    };
    this.open.set(feed, tableId);
    try {
      const table = await this.tables.find(tableId);
      if (!table) throw new NotFoundError('No table with that id.');
      await this.tables.assertNotSealed(table, playerId);
      const seats = await this.tables.seatsOf(table);
      const seat = this.views.seatOf(seats, playerId);
      // Seated players always get their feed; spectators share a capped number of slots per table,
      // taken before the view is built, so a refused spectator costs two reads at most.
      if (seat === null) this.admitSpectator(tableId, feed);
      if (table.status === 'playing' && this.feedsHere(tableId) === 1) await this.tables.watched([tableId]);
      const view = await this.views.tableView(table, seats, playerId);
      // A resume point the table has not reached is a client's mistake (another table's seq, say): refused, not clamped.
      if (resume && resume.after > view.seq) {
        throw new BadUserInputError(`${resume.field} ${resume.after} is beyond the table's seq ${view.seq}.`, { field: resume.field, currentSeq: view.seq });
      }
      const from = resume ? resume.after : view.seq;
      await onReplay?.(view.seq - from);
      const mine = seat !== null && table.status === 'playing' && table.state ? legalActions(table.state, seat) : [];
      const eventId = `${from}:v${(resume?.views ?? 0) + 1}`;
      feed.start({ kind: FeedKind.VIEW, seq: view.seq, view, events: [], legalActions: feedLegalActions(mine), eventId }, from);
    } catch (e) {
      feed.unsubscribe();
      throw e;
    }
    return feed;
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

  private admitSpectator(tableId: string, feed: TableFeed): void {
    const max = this.env.MAX_SPECTATORS_PER_TABLE;
    const n = this.spectators.get(tableId) ?? 0;
    if (n >= max) {
      throw new LimitExceededError(`This table has its maximum of ${max} spectators: watch it later, or take a seat.`, 'SPECTATORS', max);
    }
    this.spectators.set(tableId, n + 1);
    const unsubscribe = feed.unsubscribe;
    feed.unsubscribe = () => {
      unsubscribe();
      const left = (this.spectators.get(tableId) ?? 1) - 1;
      if (left > 0) this.spectators.set(tableId, left);
      else this.spectators.delete(tableId);
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
