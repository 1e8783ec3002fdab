// Players feature: registration of people and bots, API tokens (hash only, revocable) and
// resolving a bearer token to the caller for the GraphQL context.
import { Module } from '@nestjs/common';
import { PlayersRepository } from './players.repository.js';
import { PlayersResolver } from './players.resolver.js';
import { PlayersService } from './players.service.js';
import { TokenSockets } from './token-sockets.js';

@Module({
  providers: [PlayersRepository, PlayersService, PlayersResolver, TokenSockets],
  exports: [PlayersService, PlayersRepository, TokenSockets],
})
export class PlayersModule {}
