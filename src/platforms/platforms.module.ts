// Platforms feature (docs/platforms.md): products that bring their own users. The registry
// (operator's admin mutations and the CLI), API keys, the JWTs of a platform's users, the one
// door for bearer credentials (BearerAuth), and the scope guard that keeps each platform's
// tables, players and tournaments to itself. Exported for the other features: PlatformsService
// (get, allowedOrigins, platformOfTable, authenticateApiKey), BearerAuth, and PlatformWebhooksPort
// (the webhooks feature writes the endpoints a platform is registered with).
import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { PlayersModule } from '../players/players.module.js';
import { TablesModule } from '../tables/tables.module.js';
import { TournamentsModule } from '../tournaments/tournaments.module.js';
import { PlatformTablesResolver } from './platform-tables.resolver.js';
import { PlatformTablesService } from './platform-tables.service.js';
import { BearerAuth } from './bearer-auth.js';
import { OperatorGuard } from './operator.guard.js';
import { PlatformsRepository } from './platforms.repository.js';
import { PlatformsResolver } from './platforms.resolver.js';
import { PlatformsService } from './platforms.service.js';
import { PlatformWebhooksPort } from './platform-webhooks-port.js';
import { PlatformScopeGuard } from './scope.guard.js';

@Module({
  imports: [PlayersModule, TablesModule, TournamentsModule],
  providers: [
    PlatformsRepository,
    PlatformsService,
    PlatformWebhooksPort,
    PlatformsResolver,
    PlatformTablesService,
    PlatformTablesResolver,
    BearerAuth,
    OperatorGuard,
    { provide: APP_GUARD, useClass: PlatformScopeGuard },
  ],
  exports: [PlatformsService, PlatformsRepository, PlatformWebhooksPort, BearerAuth],
})
export class PlatformsModule {}
