// Thin: the operator's mutations (behind OperatorGuard) and a platform's view of itself
// (behind PlatformGuard); PlatformsService does the work.
import { UseGuards } from '@nestjs/common';
import { Args, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CurrentPlatform, PlatformGuard, type PlatformCaller } from '../common/auth/auth.js';
import { OperatorGuard } from './operator.guard.js';
import type { PlatformEntity } from './platform.entity.js';
import { RegisterPlatformInput, RotatePlatformKeyInput, UpdatePlatformInput } from './platforms.inputs.js';
import { IssuedPlatformKey, PlatformApiKeyModel, PlatformModel, PlatformPlayerModel, PlatformRegistrationResult } from './platforms.models.js';
import { PlatformsService } from './platforms.service.js';

const toModel = (p: PlatformEntity): PlatformModel => ({
  id: p.id,
  name: p.name,
  jwtIssuer: p.jwtIssuer,
  jwtAudience: p.jwtAudience,
  jwksUrl: p.jwksUrl,
  publicKeyPem: p.publicKeyPem,
  nameClaim: p.nameClaim,
  allowedOrigins: p.allowedOrigins,
  createdAt: p.createdAt,
  disabledAt: p.disabledAt,
});

/** Only the fields given (null and absent alike leave a field as it is), with the key source switched as a whole. */
function patchOf(input: UpdatePlatformInput, publicKeyPem: string | null | undefined) {
  const { platformId: _, ...rest } = input;
  const patch: Record<string, unknown> = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined && v !== null));
  if (input.jwksUrl) patch.publicKeyPem = null;
  if (publicKeyPem) Object.assign(patch, { publicKeyPem, jwksUrl: null });
  return patch;
}

/** The PEM is its own argument: its line breaks pass the string-input rule under this name (app.module.ts). */
const PEM_ARG = {
  type: () => String,
  nullable: true,
  description: 'A static SPKI public key in PEM ("-----BEGIN PUBLIC KEY-----"), instead of a JWKS URL.',
} as const;

@Resolver()
export class PlatformsResolver {
  constructor(private readonly service: PlatformsService) {}

  @Mutation(() => PlatformRegistrationResult, {
    description: "Operator (X-Operator-Secret): registers a platform with its webhook endpoints; its first API key and the endpoints' secrets are shown once.",
  })
  @UseGuards(OperatorGuard)
  async registerPlatform(
    @Args('input', { type: () => RegisterPlatformInput }) input: RegisterPlatformInput,
    @Args('publicKeyPem', PEM_ARG) publicKeyPem?: string | null,
  ): Promise<PlatformRegistrationResult> {
    const { platform, apiKey, webhookEndpoints } = await this.service.register({
      name: input.name,
      jwtIssuer: input.jwtIssuer,
      jwtAudience: input.jwtAudience,
      jwksUrl: input.jwksUrl ?? null,
      publicKeyPem: publicKeyPem ?? null,
      nameClaim: input.nameClaim ?? undefined,
      allowedOrigins: input.allowedOrigins ?? undefined,
      webhooks: input.webhooks ?? undefined,
    });
    return { platform: toModel(platform), apiKey, webhookEndpoints };
  }

  @Mutation(() => PlatformModel, { description: 'Operator: changes a platform (only the fields given).' })
  @UseGuards(OperatorGuard)
  async updatePlatform(
    @Args('input', { type: () => UpdatePlatformInput }) input: UpdatePlatformInput,
    @Args('publicKeyPem', PEM_ARG) publicKeyPem?: string | null,
  ): Promise<PlatformModel> {
    return toModel(await this.service.update(input.platformId, patchOf(input, publicKeyPem)));
  }

  @Mutation(() => IssuedPlatformKey, {
    description: 'Operator: a new API key for the platform (shown once); its other live keys keep working for overlapSeconds, then expire.',
  })
  @UseGuards(OperatorGuard)
  rotatePlatformKey(@Args('input', { type: () => RotatePlatformKeyInput }) input: RotatePlatformKeyInput): Promise<IssuedPlatformKey> {
    return this.service.rotateKey(input.platformId, input.overlapSeconds);
  }

  @Mutation(() => Boolean, { description: 'Operator: revokes one API key of the platform at once.' })
  @UseGuards(OperatorGuard)
  async revokePlatformKey(@Args('platformId', { type: () => ID }) platformId: string, @Args('keyId', { type: () => ID }) keyId: string): Promise<boolean> {
    await this.service.revokeKey(platformId, keyId);
    return true;
  }

  @Mutation(() => PlatformModel, { description: "Operator: disables the platform: its keys are revoked and its users' tokens refused; its data stays." })
  @UseGuards(OperatorGuard)
  async disablePlatform(@Args('platformId', { type: () => ID }) platformId: string): Promise<PlatformModel> {
    return toModel(await this.service.disable(platformId));
  }

  @Query(() => [PlatformModel], { description: 'Operator: every platform.' })
  @UseGuards(OperatorGuard)
  async platforms(): Promise<PlatformModel[]> {
    return (await this.service.list()).map(toModel);
  }

  @Query(() => [PlatformApiKeyModel], { description: "Operator: a platform's API keys (prefixes and dates; never the keys)." })
  @UseGuards(OperatorGuard)
  platformApiKeys(@Args('platformId', { type: () => ID }) platformId: string): Promise<PlatformApiKeyModel[]> {
    return this.service.apiKeys(platformId);
  }

  @Query(() => PlatformModel, { description: 'The platform of the API key sent.' })
  @UseGuards(PlatformGuard)
  async platform(@CurrentPlatform() platform: PlatformCaller): Promise<PlatformModel> {
    return toModel(await this.service.get(platform.id));
  }

  @Query(() => [PlatformPlayerModel], { description: "The platform's players (its users who have signed in, and those it seated), oldest first." })
  @UseGuards(PlatformGuard)
  platformPlayers(
    @CurrentPlatform() platform: PlatformCaller,
    @Args('first', { type: () => Int, defaultValue: 50, description: '1-200.' }) first: number,
    @Args('after', { type: () => ID, nullable: true, description: 'The id of the last player of the previous page.' }) after?: string | null,
  ): Promise<PlatformPlayerModel[]> {
    return this.service.players(platform.id, Math.max(1, Math.min(first, 200)), after ?? undefined);
  }
}
