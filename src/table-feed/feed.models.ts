import { Field, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { LegalAction } from '../actions/actions.models.js';
import { TableEvent } from '../events/events.models.js';
import { TableViewModel } from '../tables/tables.models.js';

export enum FeedKind {
  VIEW = 'VIEW',
  EVENT = 'EVENT',
}
registerEnumType(FeedKind, { name: 'FeedKind', description: 'VIEW: the full table as the caller sees it (always first). EVENT: one log entry.' });

@ObjectType({ description: 'One message of tableEvents: first a VIEW, then EVENTs in seq order.' })
export class TableFeedMessage {
  @Field(() => FeedKind) kind: FeedKind;
  @Field(() => Int, { description: 'VIEW: the seq the view is at; EVENT: the entry seq.' }) seq: number;
  @Field(() => TableViewModel, { nullable: true }) view: TableViewModel | null;
  @Field(() => TableEvent, { nullable: true }) event: TableEvent | null;
  @Field(() => [LegalAction], {
    nullable: true,
    description:
      'Your legal actions at this seq, when you may act now: on the VIEW, and on the last EVENT of each move (pass `seq` as expectedSeq). Null otherwise; the legalActions query says the same.',
  })
  legalActions: LegalAction[] | null;
}
