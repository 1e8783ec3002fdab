import { Field, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
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
   * Not in the schema: the seq a client resumes after once it holds this message (the SSE event
   * id). A VIEW sent on a resume is followed by the entries after the resume point, so its
   * cursor is that point, not its seq. Unset: `seq`.
   */
  cursor?: number;
}
