// The events a platform's webhook endpoints subscribe to. Here, below the webhooks feature, because
// a platform is registered with its endpoints (registerPlatform) as well as given them later.
import { registerEnumType } from '@nestjs/graphql';

/** The events an endpoint subscribes to; their wire names (`type` in a delivery's body) are in WEBHOOK_EVENT_NAMES. */
export enum WebhookEventTypeGql {
  TABLE_STARTED = 'TABLE_STARTED',
  DEAL_ENDED = 'DEAL_ENDED',
  MATCH_ENDED = 'MATCH_ENDED',
  TOURNAMENT_FINISHED = 'TOURNAMENT_FINISHED',
  RATING_CHANGED = 'RATING_CHANGED',
}
registerEnumType(WebhookEventTypeGql, {
  name: 'WebhookEventType',
  description:
    "What an endpoint is sent (docs/webhooks.md): table.started, deal.ended, match.ended (with the score sheet), tournament.finished, rating.changed; only for the platform's own tables and tournaments.",
});
