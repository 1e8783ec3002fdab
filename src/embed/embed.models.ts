import { Field, ID, InputType, ObjectType } from '@nestjs/graphql';
import { IsOptional, IsString, IsUUID, Length, Matches } from 'class-validator';

@InputType()
export class CreateEmbedTicketInput {
  @Field(() => ID) @IsUUID('all', { message: 'tableId must be a table id' }) tableId: string;
  @Field(() => ID, { nullable: true, description: 'The player of your platform who sees the table (or give subject).' })
  @IsOptional()
  @IsUUID('all', { message: 'playerId must be a player id' })
  playerId?: string | null;
  @Field(() => String, { nullable: true, description: 'Or the player by your user\'s "sub" (a user you seated or who signed in).' })
  @IsOptional()
  @IsString()
  @Length(1, 255)
  subject?: string | null;
}

@InputType()
export class RedeemEmbedTicketInput {
  @Field(() => String, { description: 'The `ticket` parameter of the embed URL.' })
  @IsString()
  @Matches(/^emb_[A-Za-z0-9_-]{32}$/, { message: 'ticket must be an embed ticket (emb_...)' })
  ticket: string;
}

@ObjectType({ description: 'A one-time ticket that opens one table for one player in a frame (`/embed/<tableId>?ticket=...`, docs/embed.md).' })
export class EmbedTicket {
  @Field(() => String, { description: 'Opens the page once; after `expiresAt` or one use it is refused.' }) ticket: string;
  @Field(() => String, {
    description: 'The page to put in the frame: `/embed/<tableId>?ticket=...` (add `lang`, `accent`, `background`, `felt`, `ink` as you like).',
  })
  path: string;
  @Field(() => String, { nullable: true, description: 'PUBLIC_URL followed by `path`; null when PUBLIC_URL is not set.' }) url: string | null;
  @Field(() => ID) tableId: string;
  @Field(() => ID) playerId: string;
  @Field(() => Date, { description: 'After this an unused ticket is refused (EMBED_TICKET_SECONDS after it was taken).' }) expiresAt: Date;
}

@ObjectType({ description: "What the embed page holds in memory: a short-lived token of the ticket's player, and where it may tell its host what happens." })
export class EmbedSession {
  @Field(() => String, {
    description: "The player's token for this embedded table (Authorization: Bearer); it stops working at `expiresAt` and cannot issue or rotate tokens.",
  })
  token: string;
  @Field(() => Date) expiresAt: Date;
  @Field(() => ID) tableId: string;
  @Field(() => ID) playerId: string;
  @Field(() => String) name: string;
  @Field(() => [String], { description: "The origins registered for the table's platform: the only ones the page sends messages to and takes messages from." })
  allowedOrigins: string[];
}
