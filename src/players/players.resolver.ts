import { UseGuards, UseInterceptors } from '@nestjs/common';
import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { AuthGuard, ClientAddress, CurrentCaller, type Caller } from '../common/auth/auth.js';
import { OnePerAddress } from '../limits/one-per-address.js';
import { IdentityRateGuard } from '../limits/rate-limit.guard.js';
import { toPlayerModel } from './players.mappers.js';
import { IssuedToken, PlayerModel, Registration } from './players.models.js';
import { RegisterInput } from './players.inputs.js';
import { PlayersService } from './players.service.js';

@Resolver(() => PlayerModel)
export class PlayersResolver {
  constructor(private readonly players: PlayersService) {}

  @Mutation(() => Registration, { description: 'Register a person or a bot; returns its first API token.' })
  @UseGuards(IdentityRateGuard('REGISTER'))
  @UseInterceptors(OnePerAddress)
  async register(@Args('input', { type: () => RegisterInput }) input: RegisterInput, @ClientAddress() from?: string): Promise<Registration> {
    const { player, token, tokenId } = await this.players.register(input.name, input.kind, from);
    return { player: toPlayerModel(player), apiToken: { token, tokenId } };
  }

  @Query(() => PlayerModel, { description: 'The caller.' })
  @UseGuards(AuthGuard)
  async me(@CurrentCaller() caller: Caller): Promise<PlayerModel> {
    return toPlayerModel(await this.players.get(caller.playerId));
  }

  @Mutation(() => IssuedToken, { description: 'A further API token for the caller.' })
  @UseGuards(AuthGuard, IdentityRateGuard('TOKEN_ISSUE'))
  @UseInterceptors(OnePerAddress)
  issueToken(@CurrentCaller() caller: Caller): Promise<IssuedToken> {
    return this.players.issueToken(caller);
  }

  @Mutation(() => IssuedToken, { description: 'Rotate the token of this call: returns a new token and revokes this one at once (its open websockets close).' })
  @UseGuards(AuthGuard, IdentityRateGuard('TOKEN_ISSUE'))
  @UseInterceptors(OnePerAddress)
  rotateToken(@CurrentCaller() caller: Caller): Promise<IssuedToken> {
    return this.players.rotateToken(caller);
  }

  @Mutation(() => Boolean, { description: "Revoke one of the caller's tokens (it stops working at once, its open websockets close)." })
  @UseGuards(AuthGuard)
  async revokeToken(@CurrentCaller() caller: Caller, @Args('tokenId', { type: () => ID }) tokenId: string): Promise<boolean> {
    await this.players.revokeToken(caller, tokenId);
    return true;
  }
}
