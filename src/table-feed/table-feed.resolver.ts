import { UseGuards, UseInterceptors } from '@nestjs/common';
import { Args, ID, Int, Mutation, Resolver, Subscription } from '@nestjs/graphql';
import { AuthGuard, ClientAddress, CurrentCaller, OptionalAuthGuard, ResumeAfter, TicketTable, type Caller, type ResumePoint } from '../common/auth/auth.js';
import { BadUserInputError, ForbiddenError } from '../common/errors/domain-errors.js';
import { OnePerAddress } from '../limits/one-per-address.js';
import { ReplayBudget } from '../limits/replay-budget.js';
import { StreamTicket, StreamTicketInput, TableFeedMessage } from './feed.models.js';
import { TableFeedService } from './table-feed.service.js';

@Resolver()
export class TableFeedResolver {
  constructor(
    private readonly feeds: TableFeedService,
    private readonly replay: ReplayBudget,
  ) {}

  @Subscription(() => TableFeedMessage, {
    description:
      "First the caller's view of the table, then every later log entry redacted for the caller, in seq order. With afterSeq: entries after that seq (resume with no gap and no duplicate); a negative afterSeq, or one beyond the table's seq, is BAD_USER_INPUT.",
    resolve: (m: TableFeedMessage) => m,
  })
  @UseGuards(OptionalAuthGuard)
  // A stream's start reads the table, its seats and its tail: an address's starts run one at a time.
  @UseInterceptors(OnePerAddress)
  tableEvents(
    @CurrentCaller() caller: Caller | undefined,
    @Args('tableId', { type: () => ID }) tableId: string,
    @Args('afterSeq', { type: () => Int, nullable: true }) afterSeq?: number | null,
    @ResumeAfter() lastEventId?: ResumePoint,
    @TicketTable() ticketTable?: string,
    @ClientAddress() address?: string,
  ) {
    if (ticketTable !== undefined && ticketTable !== tableId) throw new ForbiddenError('This stream ticket is for another table.');
    if (afterSeq !== undefined && afterSeq !== null && afterSeq < 0)
      throw new BadUserInputError('afterSeq must be a seq: a non-negative integer.', { field: 'afterSeq' });
    // Over SSE, a reconnect's Last-Event-ID is the point to resume after: it wins over afterSeq.
    const resume = lastEventId
      ? { after: lastEventId.seq, views: lastEventId.views, field: 'Last-Event-ID' }
      : afterSeq === undefined || afterSeq === null
        ? undefined
        : { after: afterSeq, views: 0, field: 'afterSeq' };
    // What the start replays counts against the address (limits/replay-budget.ts).
    return this.feeds.subscribe(tableId, caller?.playerId, resume, (n) => this.replay.charge(address, n));
  }

  @Mutation(() => StreamTicket, {
    description:
      'A single-use ticket, valid for 60 seconds, to follow this table over SSE as yourself without a token in the URL: `GET /graphql/stream?ticket=...&query=...` (docs/api.md). Only a player seated at the table takes one (FORBIDDEN otherwise; spectators need none).',
  })
  @UseGuards(AuthGuard)
  streamTicket(@CurrentCaller() caller: Caller, @Args('input', { type: () => StreamTicketInput }) input: StreamTicketInput): Promise<StreamTicket> {
    return this.feeds.streamTicket(caller, input.tableId);
  }
}
