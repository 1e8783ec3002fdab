// Thin: a platform's webhook operations, behind its API key (PlatformGuard); WebhooksService
// does the work and keeps each platform to its own endpoints and deliveries.
import { UseGuards } from '@nestjs/common';
import { Args, ID, Int, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { PlatformRegistrationResult } from '../platforms/platforms.models.js';
import { CurrentPlatform, PlatformGuard, type PlatformCaller } from '../common/auth/auth.js';
import { CreateWebhookEndpointInput, UpdateWebhookEndpointInput } from './webhooks.inputs.js';
import {
  WebhookDeliveryModel,
  WebhookDeliveryPageModel,
  WebhookDeliveryStatusGql,
  WebhookEndpointModel,
  WebhookEndpointSecretModel,
} from './webhooks.models.js';
import { WebhooksService } from './webhooks.service.js';

@Resolver()
@UseGuards(PlatformGuard)
export class WebhooksResolver {
  constructor(private readonly webhooks: WebhooksService) {}

  @Mutation(() => WebhookEndpointSecretModel, { description: 'Platform (API key): a webhook endpoint; its signing secret is shown only here.' })
  createWebhookEndpoint(
    @CurrentPlatform() platform: PlatformCaller,
    @Args('input', { type: () => CreateWebhookEndpointInput }) input: CreateWebhookEndpointInput,
  ): Promise<WebhookEndpointSecretModel> {
    return this.webhooks.create(platform.id, input.url, input.events);
  }

  @Mutation(() => WebhookEndpointModel, { description: 'Platform: changes an endpoint (only the fields given); enabled: false stops its deliveries.' })
  updateWebhookEndpoint(
    @CurrentPlatform() platform: PlatformCaller,
    @Args('input', { type: () => UpdateWebhookEndpointInput }) input: UpdateWebhookEndpointInput,
  ): Promise<WebhookEndpointModel> {
    return this.webhooks.update(platform.id, input.endpointId, input);
  }

  @Mutation(() => Boolean, { description: 'Platform: deletes an endpoint with its delivery log.' })
  async deleteWebhookEndpoint(@CurrentPlatform() platform: PlatformCaller, @Args('endpointId', { type: () => ID }) endpointId: string): Promise<boolean> {
    await this.webhooks.remove(platform.id, endpointId);
    return true;
  }

  @Mutation(() => WebhookEndpointSecretModel, {
    description: 'Platform: a new signing secret for the endpoint (shown only here); the old one signs nothing more.',
  })
  rotateWebhookSecret(
    @CurrentPlatform() platform: PlatformCaller,
    @Args('endpointId', { type: () => ID }) endpointId: string,
  ): Promise<WebhookEndpointSecretModel> {
    return this.webhooks.rotateSecret(platform.id, endpointId);
  }

  @Mutation(() => WebhookDeliveryModel, { description: 'Platform: sends a delivery again now (a new attempt, the same webhook-id), whatever its status.' })
  redeliverWebhook(@CurrentPlatform() platform: PlatformCaller, @Args('deliveryId', { type: () => ID }) deliveryId: string): Promise<WebhookDeliveryModel> {
    return this.webhooks.redeliver(platform.id, deliveryId);
  }

  @Mutation(() => WebhookDeliveryModel, { description: 'Platform: sends a webhook.ping delivery to the endpoint, whatever events it chose.' })
  pingWebhookEndpoint(@CurrentPlatform() platform: PlatformCaller, @Args('endpointId', { type: () => ID }) endpointId: string): Promise<WebhookDeliveryModel> {
    return this.webhooks.ping(platform.id, endpointId);
  }

  @Query(() => [WebhookEndpointModel], { description: 'Platform: its webhook endpoints (never their secrets).' })
  webhookEndpoints(@CurrentPlatform() platform: PlatformCaller): Promise<WebhookEndpointModel[]> {
    return this.webhooks.list(platform.id);
  }

  @Query(() => WebhookDeliveryPageModel, { description: "Platform: an endpoint's delivery log, newest first, with every attempt (status, latency, error)." })
  webhookDeliveries(
    @CurrentPlatform() platform: PlatformCaller,
    @Args('endpointId', { type: () => ID }) endpointId: string,
    @Args('status', { type: () => WebhookDeliveryStatusGql, nullable: true }) status: WebhookDeliveryStatusGql | null,
    @Args('first', { type: () => Int, defaultValue: 20, description: '1-100.' }) first: number,
    @Args('after', { type: () => String, nullable: true, description: 'The endCursor of the previous page.' }) after: string | null,
  ): Promise<WebhookDeliveryPageModel> {
    return this.webhooks.deliveries(platform.id, endpointId, status ?? null, first, after ?? null);
  }
}

/** The endpoints registerPlatform created (its answer's field; the type belongs to this feature). */
@Resolver(() => PlatformRegistrationResult)
export class PlatformRegistrationWebhooksResolver {
  @ResolveField('webhookEndpoints', () => [WebhookEndpointSecretModel], {
    description: 'The webhook endpoints the platform was registered with, each with its signing secret (shown only here).',
  })
  webhookEndpoints(@Parent() result: PlatformRegistrationResult): WebhookEndpointSecretModel[] {
    return result.webhookEndpoints;
  }
}
