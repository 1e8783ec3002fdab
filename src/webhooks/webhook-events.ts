// The events a platform's endpoints may subscribe to, and the body every delivery carries:
// { type, timestamp, data } (the Standard Webhooks convention). docs/webhooks.md describes
// each event's data.

export const WEBHOOK_EVENT_TYPES = ['table.started', 'deal.ended', 'match.ended', 'tournament.finished', 'rating.changed', 'webhook.ping'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
/** What an endpoint may subscribe to (the ping goes to the one endpoint asked, whatever it chose). */
export const SUBSCRIBABLE_EVENT_TYPES: readonly WebhookEventType[] = WEBHOOK_EVENT_TYPES.filter((t) => t !== 'webhook.ping');

export interface WebhookBody {
  type: WebhookEventType;
  /** When the event happened (ISO 8601). */
  timestamp: string;
  data: Record<string, unknown>;
}

export function webhookBody(type: WebhookEventType, data: Record<string, unknown>, at = new Date()): WebhookBody {
  return { type, timestamp: at.toISOString(), data };
}
