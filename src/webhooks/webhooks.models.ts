import { Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';

export { WebhookEventTypeGql } from '../platforms/webhook-event-types.js';
import { WebhookEventTypeGql } from '../platforms/webhook-event-types.js';

export enum WebhookDeliveryStatusGql {
  PENDING = 'PENDING',
  DELIVERED = 'DELIVERED',
  FAILED = 'FAILED',
}
registerEnumType(WebhookDeliveryStatusGql, {
  name: 'WebhookDeliveryStatus',
  description:
    'PENDING: not yet answered with a 2xx (its next attempt is due at nextAttemptAt); DELIVERED: answered with a 2xx; FAILED: its last scheduled attempt failed.',
});

@ObjectType('WebhookEndpoint')
export class WebhookEndpointModel {
  @Field(() => ID, { description: "The endpoint's id." }) id: string;
  @Field(() => String, { description: 'Where deliveries are POSTed (http or https).' }) url: string;
  @Field(() => [WebhookEventTypeGql], { description: 'The events it is sent.' }) events: WebhookEventTypeGql[];
  @Field(() => Boolean, { description: 'False: nothing is sent to it; its pending deliveries wait until it is enabled again.' }) enabled: boolean;
  @Field(() => Date, { description: 'When it was created.' }) createdAt: Date;
}

@ObjectType('WebhookEndpointSecret')
export class WebhookEndpointSecretModel {
  @Field(() => WebhookEndpointModel, { description: 'The endpoint.' }) endpoint: WebhookEndpointModel;
  @Field(() => String, { description: 'Its Standard Webhooks signing secret (whsec_…): shown only here, when created or rotated.' }) secret: string;
}

@ObjectType('WebhookAttempt')
export class WebhookAttemptModel {
  @Field(() => Int, { description: '1 for the first attempt; a redelivery counts on.' }) attempt: number;
  @Field(() => Date, { description: 'When its outcome was recorded.' }) at: Date;
  @Field(() => Int, { nullable: true, description: "The receiver's HTTP status; null when no answer came (refused, timed out, unreachable)." })
  statusCode: number | null;
  @Field(() => Int, { description: 'Milliseconds from the start of the request to its outcome.' }) latencyMs: number;
  @Field(() => String, { nullable: true, description: 'Why it failed; null for a 2xx.' }) error: string | null;
}

@ObjectType('WebhookDelivery')
export class WebhookDeliveryModel {
  @Field(() => ID, { description: 'The webhook-id header (msg_…): the same for every attempt of this delivery.' }) id: string;
  @Field(() => ID, { description: 'The endpoint it goes to.' }) endpointId: string;
  @Field(() => String, { description: 'The event type as in the body (table.started, deal.ended, …, webhook.ping).' }) eventType: string;
  @Field(() => String, { description: 'The JSON body every attempt sends: { type, timestamp, data }.' }) body: string;
  @Field(() => WebhookDeliveryStatusGql, { description: 'Where it stands.' }) status: WebhookDeliveryStatusGql;
  @Field(() => Int, { description: 'Attempts made (or under way).' }) attempts: number;
  @Field(() => Date, { nullable: true, description: 'When the next attempt is due; null unless PENDING.' }) nextAttemptAt: Date | null;
  @Field(() => Int, { nullable: true, description: "The last attempt's HTTP status." }) lastStatusCode: number | null;
  @Field(() => String, { nullable: true, description: "The last attempt's error." }) lastError: string | null;
  @Field(() => Int, { nullable: true, description: "The last attempt's latency in milliseconds." }) lastLatencyMs: number | null;
  @Field(() => Date, { description: 'When the event happened (its outbox row was committed).' }) createdAt: Date;
  @Field(() => Date, { nullable: true, description: 'When a 2xx answered it.' }) deliveredAt: Date | null;
  @Field(() => [WebhookAttemptModel], { description: 'Every recorded attempt, the first first.' }) attemptLog: WebhookAttemptModel[];
}

@ObjectType('WebhookDeliveryPage')
export class WebhookDeliveryPageModel {
  @Field(() => [WebhookDeliveryModel], { description: 'Newest first.' }) nodes: WebhookDeliveryModel[];
  @Field(() => String, { nullable: true, description: 'Pass as `after` for the next page; null on the last one.' }) endCursor: string | null;
}
