// Webhooks feature (docs/webhooks.md): a platform's endpoints and their Standard Webhooks
// secrets, the outbox its events are written to in the transaction of the change that causes
// them (WebhookOutbox, through the move, match-end and table-change hooks), the delivery worker
// of every instance (WebhookDispatcher: leases, signatures, retries with backoff, the SSRF guard
// of webhook-http.ts), and the platform's API (delivery log, redelivery, ping).
import { Module, OnApplicationBootstrap } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { Env } from '../config/env.js';
import { PlatformWebhooksPort } from '../platforms/platform-webhooks-port.js';
import { ActionsModule } from '../actions/actions.module.js';
import { TablesModule } from '../tables/tables.module.js';
import { WebhookDispatcher } from './webhook-dispatcher.js';
import { WebhookOutbox } from './webhook-outbox.js';
import { WebhooksRepository } from './webhooks.repository.js';
import { PlatformRegistrationWebhooksResolver, WebhooksResolver } from './webhooks.resolver.js';
import { platformWebhookWriter, WebhooksService } from './webhooks.service.js';

@Module({
  imports: [TablesModule, ActionsModule],
  providers: [WebhooksRepository, WebhookDispatcher, WebhookOutbox, WebhooksService, WebhooksResolver, PlatformRegistrationWebhooksResolver],
  exports: [WebhookOutbox],
})
export class WebhooksModule implements OnApplicationBootstrap {
  constructor(
    private readonly outbox: WebhookOutbox,
    private readonly repo: WebhooksRepository,
    private readonly env: Env,
    private readonly moduleRef: ModuleRef,
  ) {}

  /** After every module's init: the match-end hook then runs after the ratings' one, whose rows it reads. */
  onApplicationBootstrap(): void {
    this.outbox.register();
    // Looked up, not imported as a module: the platforms module already reaches this one through the tournaments.
    this.moduleRef.get(PlatformWebhooksPort, { strict: false }).set(platformWebhookWriter(this.repo, this.env.WEBHOOK_ALLOW_PRIVATE === 'true'));
  }
}
