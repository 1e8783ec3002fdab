import { Injectable, OnApplicationShutdown } from '@nestjs/common';
import { LimitExceededError, NotFoundError } from '../common/errors/domain-errors.js';
import { Env } from '../config/env.js';
import { TableEventsRepository } from '../events/table-events.repository.js';
import { TablePubSub } from '../events/table-pubsub.js';
import { TableViewService } from '../tables/table-view.service.js';
import { TablesRepository } from '../tables/tables.repository.js';
import { legalActions, legalBySeat } from '../game/match-port.js';
import { FeedKind } from './feed.models.js';
import { feedLegalActions, TableFeed } from './table-feed.js';

@Injectable()
export class TableFeedService implements OnApplicationShutdown {
  private readonly open = new Set<TableFeed>();
  /** Open feeds per table of callers not seated there (each fans out every move of the table). */
  private readonly spectators = new Map<string, number>();

  constructor(
    private readonly tables: TablesRepository,
    private readonly log: TableEventsRepository,
    private readonly pubSub: TablePubSub,
    private readonly views: TableViewService,
    private readonly env: Env,
  ) {}

  async subscribe(tableId: string, playerId: string | undefined, afterSeq: number | undefined): Promise<TableFeed> {
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
    const unsubscribe = await this.pubSub.subscribe(tableId, (b) => feed.onLive(b.entries, b.legal));
    feed.unsubscribe = () => {
      unsubscribe();
      this.open.delete(feed);
    };
    this.open.add(feed);
    const table = await this.tables.find(tableId);
    if (!table) {
      feed.unsubscribe();
      throw new NotFoundError('No table with that id.');
    }
    const view = await this.views.tableView(table, await this.tables.seatsOf(table), playerId);
    const from = afterSeq === undefined ? view.seq : Math.max(0, Math.min(afterSeq, view.seq));
    const seat = view.yourSeat;
    // Seated players always get their feed; spectators share a capped number of slots per table.
    if (seat === null) this.admitSpectator(tableId, feed);
    const mine = seat !== null && table.status === 'playing' && table.state ? legalActions(table.state, seat) : [];
    feed.start({ kind: FeedKind.VIEW, seq: view.seq, view, events: [], legalActions: feedLegalActions(mine) }, from);
    return feed;
  }

  private admitSpectator(tableId: string, feed: TableFeed): void {
    const max = this.env.MAX_SPECTATORS_PER_TABLE;
    const n = this.spectators.get(tableId) ?? 0;
    if (n >= max) {
      feed.unsubscribe();
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

  /** Ends every open stream so sockets can close on shutdown. */
  async onApplicationShutdown(): Promise<void> {
    await Promise.all([...this.open].map((f) => f.return()));
  }
}
