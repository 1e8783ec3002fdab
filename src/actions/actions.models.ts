import { Field, Int, ObjectType } from '@nestjs/graphql';
import { TableEvent } from '../events/events.models.js';
import { TableViewModel } from '../tables/tables.models.js';

export { ActionTypeGql, LegalAction } from './legal-action.models.js';

@ObjectType({ description: 'The outcome of an accepted action.' })
export class ActionResult {
  @Field(() => Int, { description: 'The seq of the last log entry this action produced.' }) seq: number;
  @Field(() => [TableEvent], { description: 'The events this action produced, redacted for the caller.' }) events: TableEvent[];
  /** events and view are built only when a caller selects them (view as a promise): server bots and lean clients never do. */
  @Field(() => TableViewModel, { description: 'The table as the caller sees it now.' }) view: TableViewModel | Promise<TableViewModel>;
  @Field(() => Boolean, { description: 'True when this is the stored result of an earlier call with the same clientActionId.' })
  replayed: boolean;
}
