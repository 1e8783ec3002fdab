import { Field, ID, InputType } from '@nestjs/graphql';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsEnum, IsOptional, IsString, MaxLength } from 'class-validator';
import { PlatformWebhookInput } from '../platforms/platforms.inputs.js';
import { WebhookEventTypeGql } from './webhooks.models.js';

export const URL_MAX_LENGTH = 2048;

/** The same fields as an endpoint given at the platform's registration. */
@InputType()
export class CreateWebhookEndpointInput extends PlatformWebhookInput {}

@InputType()
export class UpdateWebhookEndpointInput {
  @Field(() => ID) @IsString() endpointId: string;

  @Field(() => String, { nullable: true }) @IsOptional() @IsString() @MaxLength(URL_MAX_LENGTH) url?: string | null;

  @Field(() => [WebhookEventTypeGql], { nullable: true })
  @IsOptional()
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(10)
  @IsEnum(WebhookEventTypeGql, { each: true })
  events?: WebhookEventTypeGql[] | null;

  @Field(() => Boolean, { nullable: true, description: 'False stops deliveries to it (they wait); true resumes them.' })
  @IsOptional()
  @IsBoolean()
  enabled?: boolean | null;
}
