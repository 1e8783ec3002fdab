import { Field, ID, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { IsUUID } from 'class-validator';
import { LegalAction } from '../actions/actions.models.js';
import { TableEvent } from '../events/events.models.js';
import { TableViewModel } from '../tables/tables.models.js';

export enum FeedKind {
  VIEW = 'VIEW',
  EVENTS = 'EVENTS',
}
registerEnumType(FeedKind, {
  name: 'FeedKind',
  description: 'VIEW: the full table as the caller sees it (always first). EVENTS: log entries written together (one move), in seq order.',
});

@ObjectType({ description: 'One message of tableEvents: first a VIEW, then EVENTS messages in seq order, each entry exactly once.' })
export class TableFeedMessage {
  @Field(() => FeedKind) kind: FeedKind;
  @Field(() => Int, { description: 'VIEW: the seq the view is at; EVENTS: the seq of its last entry.' }) seq: number;
  @Field(() => TableViewModel, { nullable: true }) view: TableViewModel | null;
  @Field(() => [TableEvent], {
    description:
      'EVENTS: the entries one move (or join, leave, timeout) wrote, in seq order; after a resume or a gap, the entries missed (at most 100 per message). Empty on the VIEW.',
  })
  events: TableEvent[];
  @Field(() => [LegalAction], {
    nullable: true,
    description:
      'Your legal actions after this message, when you may act now: on the VIEW, and on each EVENTS message after which it is your move (pass `seq` as expectedSeq). Null otherwise; the legalActions query says the same.',
  })
  legalActions: LegalAction[] | null;
  /**
   * Not in the schema: the SSE event id, where a client resumes after this message. A VIEW is
   * followed by the entries after its resume point, so its id is that point and the count of
   * VIEWs sent there (`42:v1`, `42:v2`, ...): never the id of the EVENTS message before it.
   * Unset: `seq`.
   */
  eventId?: string;
}

@InputType()
export class StreamTicketInput {
  @Field(() => ID) @IsUUID('all', { message: 'tableId must be a table id' }) tableId: string;
}

@ObjectType({
  description:
    "A single-use ticket to follow one table over SSE as the player who took it, for clients that cannot send an Authorization header (a browser's EventSource): `/graphql/stream?ticket=...`.",
})
export class StreamTicket {
  @Field(() => String, {
    description: 'Pass it as the `ticket` URL parameter of /graphql/stream; it opens one stream, of this table only, and expires at `expiresAt`.',
  })
  ticket: string;
  @Field(() => ID) tableId: string;
  @Field(() => Int, { description: 'Your seat at the table when the ticket was taken.' }) seat: number;
  @Field(() => Date, { description: 'After this an unused ticket is refused (60 seconds after it was taken).' }) expiresAt: Date;
}
