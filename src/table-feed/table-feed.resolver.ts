import { UseGuards, UseInterceptors } from '@nestjs/common';
import { Args, ID, Int, Resolver, Subscription } from '@nestjs/graphql';
import { CurrentCaller, OptionalAuthGuard, ResumeAfter, type Caller } from '../common/auth/auth.js';
import { OnePerAddress } from '../limits/one-per-address.js';
import { TableFeedMessage } from './feed.models.js';
import { TableFeedService } from './table-feed.service.js';

@Resolver()
export class TableFeedResolver {
  constructor(private readonly feeds: TableFeedService) {}

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
  ) {
    // Over SSE, a reconnect's Last-Event-ID is the seq to resume after: it wins over afterSeq.
    return this.feeds.subscribe(tableId, caller?.playerId, lastEventId ?? afterSeq ?? undefined);
  }
}
