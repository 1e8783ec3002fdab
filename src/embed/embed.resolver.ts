import { UseGuards } from '@nestjs/common';
import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { CurrentPlatform, PlatformGuard, type PlatformCaller } from '../common/auth/auth.js';
import { CreateEmbedTicketInput, EmbedSession, EmbedTicket, RedeemEmbedTicketInput } from './embed.models.js';
import { EmbedService } from './embed.service.js';

@Resolver()
export class EmbedResolver {
  constructor(private readonly embed: EmbedService) {}

  @Mutation(() => EmbedTicket, {
    description:
      "With the platform's API key: a one-time ticket (EMBED_TICKET_SECONDS, 120 by default) that opens one of your tables for one of your players in a frame on your registered origins (docs/embed.md).",
  })
  @UseGuards(PlatformGuard)
  async createEmbedTicket(
    @CurrentPlatform() platform: PlatformCaller,
    @Args('input', { type: () => CreateEmbedTicketInput }) input: CreateEmbedTicketInput,
  ): Promise<EmbedTicket> {
    return this.embed.createTicket(platform.id, input.tableId, await this.embed.playerOf(platform.id, input));
  }

  @Mutation(() => EmbedSession, {
    description:
      'What the embed page calls with its ticket (no token needed): the ticket, once and before it expires, for a session of its player (UNAUTHENTICATED when it is unknown, used or expired).',
  })
  redeemEmbedTicket(@Args('input', { type: () => RedeemEmbedTicketInput }) input: RedeemEmbedTicketInput): Promise<EmbedSession> {
    return this.embed.redeem(input.ticket);
  }
}
