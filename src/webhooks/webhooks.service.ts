// A platform's side of its webhooks: endpoints (created with a secret shown once, changed,
// disabled, deleted, their secret rotated), the delivery log with every attempt, redelivery and
// a test ping. Everything is scoped by the platform of the API key: another platform's endpoint
// or delivery is NOT_FOUND, as if it did not exist.
import { Injectable } from '@nestjs/common';
import { Env } from '../config/env.js';
import { BadUserInputError, LimitExceededError, NotFoundError } from '../common/errors/domain-errors.js';
import { isUuid } from '../players/players.repository.js';
import type { PlatformWebhookWriter } from '../platforms/platform-webhooks-port.js';
import { newWebhookSecret } from './signing.js';
import { webhookBody, type WebhookEventType } from './webhook-events.js';
import { WebhookDispatcher } from './webhook-dispatcher.js';
import { checkedAddresses, urlProblem } from './webhook-http.js';
import {
  WebhookDeliveryStatusGql,
  WebhookEventTypeGql,
  type WebhookDeliveryModel,
  type WebhookDeliveryPageModel,
  type WebhookEndpointModel,
  type WebhookEndpointSecretModel,
} from './webhooks.models.js';
import { WebhooksRepository, type AttemptRow, type DeliveryRow, type DeliveryStatus, type EndpointRow } from './webhooks.repository.js';

/** Endpoints one platform may have. */
export const MAX_ENDPOINTS_PER_PLATFORM = 20;

const EVENT_NAMES: Record<WebhookEventTypeGql, WebhookEventType> = {
  TABLE_STARTED: 'table.started',
  DEAL_ENDED: 'deal.ended',
  MATCH_ENDED: 'match.ended',
  TOURNAMENT_FINISHED: 'tournament.finished',
  RATING_CHANGED: 'rating.changed',
};
const EVENT_ENUMS = new Map(Object.entries(EVENT_NAMES).map(([k, v]) => [v as string, k as WebhookEventTypeGql]));

const toEndpoint = (e: EndpointRow): WebhookEndpointModel => ({
  id: e.id,
  url: e.url,
  events: e.eventTypes.map((t) => EVENT_ENUMS.get(t)).filter((t): t is WebhookEventTypeGql => !!t),
  enabled: e.enabled,
  createdAt: e.createdAt,
});

function toDelivery(d: DeliveryRow, attempts: AttemptRow[]): WebhookDeliveryModel {
  return {
    id: d.id,
    endpointId: d.endpointId,
    eventType: d.eventType,
    body: JSON.stringify(d.payload),
    status: d.status.toUpperCase() as WebhookDeliveryStatusGql,
    attempts: d.attempts,
    nextAttemptAt: d.status === 'pending' ? d.nextAttemptAt : null,
    lastStatusCode: d.lastStatusCode,
    lastError: d.lastError,
    lastLatencyMs: d.lastLatencyMs,
    createdAt: d.createdAt,
    deliveredAt: d.deliveredAt,
    attemptLog: attempts.map((a) => ({ attempt: a.attempt, at: a.at, statusCode: a.statusCode, latencyMs: a.latencyMs, error: a.error })),
  };
}

@Injectable()
export class WebhooksService {
  constructor(
    private readonly repo: WebhooksRepository,
    private readonly dispatcher: WebhookDispatcher,
    private readonly env: Env,
  ) {}

  async create(platformId: string, url: string, events: WebhookEventTypeGql[]): Promise<WebhookEndpointSecretModel> {
    await checkUrl(url, this.allowPrivate());
    if ((await this.repo.endpoints(platformId)).length >= MAX_ENDPOINTS_PER_PLATFORM)
      throw new LimitExceededError(`A platform has at most ${MAX_ENDPOINTS_PER_PLATFORM} webhook endpoints.`, 'WEBHOOK_ENDPOINTS', MAX_ENDPOINTS_PER_PLATFORM);
    const secret = newWebhookSecret();
    const row = await this.repo.insertEndpoint(platformId, url, eventNames(events), secret);
    return { endpoint: toEndpoint(row), secret };
  }

  async list(platformId: string): Promise<WebhookEndpointModel[]> {
    return (await this.repo.endpoints(platformId)).map(toEndpoint);
  }

  async update(
    platformId: string,
    id: string,
    patch: { url?: string | null; events?: WebhookEventTypeGql[] | null; enabled?: boolean | null },
  ): Promise<WebhookEndpointModel> {
    await this.endpoint(platformId, id);
    if (patch.url != null) await checkUrl(patch.url, this.allowPrivate());
    const row = await this.repo.updateEndpoint(platformId, id, {
      url: patch.url ?? undefined,
      eventTypes: patch.events ? eventNames(patch.events) : undefined,
      enabled: patch.enabled ?? undefined,
    });
    if (!row) throw new NotFoundError('No webhook endpoint with that id.');
    // Enabled again: its waiting deliveries are due.
    if (patch.enabled) this.dispatcher.committed();
    return toEndpoint(row);
  }

  async remove(platformId: string, id: string): Promise<void> {
    if (!isUuid(id) || !(await this.repo.deleteEndpoint(platformId, id))) throw new NotFoundError('No webhook endpoint with that id.');
  }

  /** A new secret at once; the old one no longer signs anything (attempts under way finish with it). */
  async rotateSecret(platformId: string, id: string): Promise<WebhookEndpointSecretModel> {
    await this.endpoint(platformId, id);
    const secret = newWebhookSecret();
    const row = await this.repo.updateEndpoint(platformId, id, { secret });
    if (!row) throw new NotFoundError('No webhook endpoint with that id.');
    return { endpoint: toEndpoint(row), secret };
  }

  async deliveries(
    platformId: string,
    endpointId: string,
    status: WebhookDeliveryStatusGql | null,
    first: number,
    after: string | null,
  ): Promise<WebhookDeliveryPageModel> {
    await this.endpoint(platformId, endpointId);
    if (first < 1 || first > 100) throw new BadUserInputError('first must be 1 to 100.', { field: 'first' });
    if (after !== null && !/^[1-9]\d{0,18}$/.test(after)) throw new BadUserInputError('after must be the endCursor of a previous page.', { field: 'after' });
    const rows = await this.repo.deliveries(endpointId, status ? (status.toLowerCase() as DeliveryStatus) : null, first + 1, after);
    const page = rows.slice(0, first);
    const attempts = await this.repo.attempts(page.map((d) => d.id));
    return {
      nodes: page.map((d) =>
        toDelivery(
          d,
          attempts.filter((a) => a.deliveryId === d.id),
        ),
      ),
      endCursor: rows.length > first ? page[page.length - 1].n : null,
    };
  }

  /** Sends the delivery again (a new attempt with the same webhook-id, due now), whatever its status. */
  async redeliver(platformId: string, deliveryId: string): Promise<WebhookDeliveryModel> {
    const row = await this.repo.redeliver(platformId, deliveryId);
    if (!row) throw new NotFoundError('No webhook delivery with that id.');
    this.dispatcher.committed();
    return toDelivery(row, await this.repo.attempts([row.id]));
  }

  /** A `webhook.ping` delivery to the endpoint, whatever events it chose: a receiver's check. */
  async ping(platformId: string, endpointId: string): Promise<WebhookDeliveryModel> {
    await this.endpoint(platformId, endpointId);
    const id = await this.repo.enqueueTo(endpointId, webhookBody('webhook.ping', { endpointId }));
    this.dispatcher.committed();
    const row = await this.repo.delivery(platformId, id);
    return toDelivery(row!, []);
  }

  private async endpoint(platformId: string, id: string): Promise<EndpointRow> {
    const row = isUuid(id) ? await this.repo.endpoint(platformId, id) : null;
    if (!row) throw new NotFoundError('No webhook endpoint with that id.');
    return row;
  }

  private allowPrivate(): boolean {
    return this.env.WEBHOOK_ALLOW_PRIVATE === 'true';
  }
}

function eventNames(events: WebhookEventTypeGql[]): string[] {
  return [...new Set(events.map((e) => EVENT_NAMES[e]))];
}

/** The URL's form, and the addresses its host has now (checked again before every request: DNS may change). */
async function checkUrl(url: string, allowPrivate: boolean, field = 'url'): Promise<void> {
  const problem = urlProblem(url);
  if (problem) throw new BadUserInputError(`The webhook URL is refused: ${problem}.`, { field });
  const host = new URL(url).hostname;
  try {
    await checkedAddresses(host, allowPrivate);
  } catch (e) {
    const message = (e as Error).message;
    // A name that does not resolve now may later; an address the policy refuses never will.
    if (message.startsWith('refused')) throw new BadUserInputError(`The webhook URL is ${message}.`, { field });
  }
}

/** Writes the endpoints a platform is registered with (registerPlatform and the CLI), through PlatformWebhooksPort. */
export function platformWebhookWriter(repo: WebhooksRepository, allowPrivate: boolean): PlatformWebhookWriter {
  return {
    async check(specs) {
      if (specs.length > MAX_ENDPOINTS_PER_PLATFORM)
        throw new BadUserInputError(`A platform has at most ${MAX_ENDPOINTS_PER_PLATFORM} webhook endpoints.`, { field: 'webhooks' });
      for (const [i, spec] of specs.entries()) {
        if (!spec.events.length) throw new BadUserInputError('An endpoint needs at least one event.', { field: `webhooks.${i}.events` });
        await checkUrl(spec.url, allowPrivate, `webhooks.${i}.url`);
      }
    },
    async create(em, platformId, specs) {
      const created = [];
      for (const spec of specs) {
        const secret = newWebhookSecret();
        created.push({ endpoint: toEndpoint(await repo.insertEndpoint(platformId, spec.url, eventNames(spec.events), secret, em)), secret });
      }
      return created;
    },
  };
}
