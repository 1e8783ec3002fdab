import { Field, Int, ObjectType } from '@nestjs/graphql';
import { JSONScalar } from '../common/graphql/json.scalar.js';

@ObjectType({ description: 'One entry of the table log, as the caller may see it.' })
export class TableEvent {
  @Field(() => Int) seq: number;
  @Field(() => String, { description: "'table.*' (seating), engine event types ('dealStarted', 'deal.cardPlayed', ...), or 'hidden'" })
  type: string;
  @Field(() => JSONScalar, { nullable: true, description: 'The event redacted for the caller; null when hidden from the caller.' })
  data: unknown;
}
