import { Field, ID, InputType, Int } from '@nestjs/graphql';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsEnum, IsInt, IsOptional, IsString, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { WebhookEventTypeGql } from './webhook-event-types.js';

/** An endpoint the platform is registered with (as createWebhookEndpoint's input). */
@InputType()
export class PlatformWebhookInput {
  @Field(() => String, {
    description: 'An absolute http or https URL (at most 2048 characters); public addresses only unless the operator allows private ones.',
  })
  @IsString()
  @MaxLength(2048)
  url: string;
  @Field(() => [WebhookEventTypeGql], { description: 'At least one event.' })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(10)
  @IsEnum(WebhookEventTypeGql, { each: true })
  events: WebhookEventTypeGql[];
}

/** The fields are checked together by checkFields (platforms.service.ts), shared with the CLI. */
@InputType()
export class RegisterPlatformInput {
  @Field(() => String) @IsString() name: string;
  @Field(() => String, { description: 'The "iss" of its users\' JWTs.' }) @IsString() jwtIssuer: string;
  @Field(() => String, { description: 'The "aud" its users\' JWTs must carry.' }) @IsString() jwtAudience: string;
  @Field(() => String, { nullable: true, description: 'Its JWKS (https; http only on loopback). Exactly one of jwksUrl and the publicKeyPem argument.' })
  @IsOptional()
  @IsString()
  jwksUrl?: string | null;
  @Field(() => String, { nullable: true, description: 'The claim display names come from (default "name"; a dotted name reads a nested claim).' })
  @IsOptional()
  @IsString()
  nameClaim?: string | null;
  @Field(() => [String], { nullable: true, description: 'Origins its pages are served from (scheme://host[:port]).' })
  @IsOptional()
  @IsArray()
  @IsString({ each: true })
  allowedOrigins?: string[] | null;
  @Field(() => [PlatformWebhookInput], {
    nullable: true,
    description: "Its webhook endpoints, created with the platform (each one's secret is in the answer, once).",
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(20)
  @ValidateNested({ each: true })
  @Type(() => PlatformWebhookInput)
  webhooks?: PlatformWebhookInput[] | null;
}

@InputType()
export class UpdatePlatformInput {
  @Field(() => ID) @IsString() platformId: string;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() name?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() jwtIssuer?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() jwtAudience?: string | null;
  @Field(() => String, { nullable: true, description: 'Setting it clears the static public key.' }) @IsOptional() @IsString() jwksUrl?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() nameClaim?: string | null;
  @Field(() => [String], { nullable: true }) @IsOptional() @IsArray() @IsString({ each: true }) allowedOrigins?: string[] | null;
}

@InputType()
export class RotatePlatformKeyInput {
  @Field(() => ID) @IsString() platformId: string;
  @Field(() => Int, { defaultValue: 86400, description: "How long the platform's other live keys keep working (seconds, 0 to 2592000)." })
  @IsInt()
  @Min(0)
  @Max(30 * 24 * 3600)
  overlapSeconds: number;
}
