// The door through which a platform is registered with its webhook endpoints: the webhooks
// feature (above this one) fills it in at bootstrap, so registering knows no webhook code and
// the endpoints are written in the registration's own transaction.
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { WebhookEventTypeGql } from './webhook-event-types.js';

/** One endpoint the platform is registered with. */
export interface PlatformWebhookSpec {
  url: string;
  events: WebhookEventTypeGql[];
}

/** A created endpoint with its signing secret (shown once), as the WebhookEndpointSecret type. */
export interface CreatedPlatformWebhook {
  endpoint: { id: string; url: string; events: WebhookEventTypeGql[]; enabled: boolean; createdAt: Date };
  secret: string;
}

export interface PlatformWebhookWriter {
  /** Refuses a bad endpoint (BAD_USER_INPUT, field `webhooks.<i>.url`) before anything is written. */
  check(specs: PlatformWebhookSpec[]): Promise<void>;
  /** Writes the endpoints on the registration's transaction. */
  create(em: EntityManager, platformId: string, specs: PlatformWebhookSpec[]): Promise<CreatedPlatformWebhook[]>;
}

@Injectable()
export class PlatformWebhooksPort {
  private writer?: PlatformWebhookWriter;

  set(writer: PlatformWebhookWriter): void {
    this.writer = writer;
  }

  get(): PlatformWebhookWriter | undefined {
    return this.writer;
  }
}
