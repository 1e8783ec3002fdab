import { UseGuards, UseInterceptors } from '@nestjs/common';
import { Args, ID, Int, Resolver, Subscription } from '@nestjs/graphql';
import { ClientAddress, CurrentCaller, OptionalAuthGuard, ResumeAfter, type Caller } from '../common/auth/auth.js';
import { OnePerAddress } from '../limits/one-per-address.js';
import { ReplayBudget } from '../limits/replay-budget.js';
import { TableFeedMessage } from './feed.models.js';
import { TableFeedService } from './table-feed.service.js';

@Resolver()
export class TableFeedResolver {
  constructor(
    private readonly feeds: TableFeedService,
    private readonly replay: ReplayBudget,
  ) {}

  @Subscription(() => TableFeedMessage, {
    description: 'First the caller\'s view of the table, then every later log entry redacted for the caller, in seq order. With afterSeq: entries after that seq (resume with no gap and no duplicate).',
    resolve: (m: TableFeedMessage) => m,
  })
  @UseGuards(OptionalAuthGuard)
  // A stream's start reads the table, its seats and its tail: an address's starts run one at a time.
  @UseInterceptors(OnePerAddress)
  tableEvents(
    @CurrentCaller() caller: Caller | undefined,
    @Args('tableId', { type: () => ID }) tableId: string,
    @Args('afterSeq', { type: () => Int, nullable: true }) afterSeq?: number,
    @ResumeAfter() lastEventId?: number,
    @ClientAddress() address?: string,
  ) {
    // Over SSE, a reconnect's Last-Event-ID is the seq to resume after: it wins over afterSeq.
    // What the start replays counts against the address (limits/replay-budget.ts).
    return this.feeds.subscribe(tableId, caller?.playerId, lastEventId ?? afterSeq ?? undefined, (n) => this.replay.charge(address, n));
  }
}
