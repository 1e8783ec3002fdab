import type { CreatedPlatformWebhook } from './platform-webhooks-port.js';
import { Field, ID, ObjectType } from '@nestjs/graphql';

@ObjectType('Platform')
export class PlatformModel {
  @Field(() => ID) id: string;
  @Field(() => String) name: string;
  @Field(() => String, { description: 'The "iss" of its users\' JWTs (one platform per issuer).' }) jwtIssuer: string;
  @Field(() => String, { description: 'The "aud" its users\' JWTs must carry.' }) jwtAudience: string;
  @Field(() => String, { nullable: true, description: 'Where its signing keys are published (JWKS); null when it has a static key.' }) jwksUrl: string | null;
  @Field(() => String, { nullable: true, description: 'Its static SPKI public key (PEM); null when it publishes a JWKS.' }) publicKeyPem: string | null;
  @Field(() => String, { description: "The claim its users' display names come from." }) nameClaim: string;
  @Field(() => [String], { description: 'The origins its pages are served from.' }) allowedOrigins: string[];
  @Field(() => Date) createdAt: Date;
  @Field(() => Date, { nullable: true, description: "Set: its keys and its users' tokens are refused." }) disabledAt: Date | null;
}

@ObjectType('PlatformApiKey')
export class PlatformApiKeyModel {
  @Field(() => ID) id: string;
  @Field(() => String, { description: 'The first characters of the key (skp_ and 6 more), to tell keys apart.' }) prefix: string;
  @Field(() => Date) createdAt: Date;
  @Field(() => Date, { nullable: true, description: 'A rotated-away key works until then.' }) expiresAt: Date | null;
  @Field(() => Date, { nullable: true }) revokedAt: Date | null;
}

@ObjectType()
export class IssuedPlatformKey {
  @Field(() => ID) keyId: string;
  @Field(() => String, { description: 'Shown once; send it as "Authorization: Bearer skp_…". Only its hash is stored.' }) key: string;
  @Field(() => String) prefix: string;
  @Field(() => Date, { nullable: true }) expiresAt: Date | null;
}

@ObjectType()
export class PlatformRegistrationResult {
  @Field(() => PlatformModel) platform: PlatformModel;
  @Field(() => IssuedPlatformKey) apiKey: IssuedPlatformKey;
  /** Resolved as the field `webhookEndpoints` by the webhooks feature (its type lives there). */
  webhookEndpoints: CreatedPlatformWebhook[];
}

@ObjectType('PlatformPlayer')
export class PlatformPlayerModel {
  @Field(() => ID) id: string;
  @Field(() => String) name: string;
  @Field(() => String, { description: 'The user\'s "sub" at the platform.' }) subject: string;
  @Field(() => Date) createdAt: Date;
}
