// Tournaments feature: series of tables drawn, created and started by the service, scored
// Seeger-Fabian, with standings live and per series (docs/tournaments.md).
import { Module } from '@nestjs/common';
import { ActionsModule } from '../actions/actions.module.js';
import { PlayersModule } from '../players/players.module.js';
import { SchedulerModule } from '../scheduler/scheduler.module.js';
import { TablesModule } from '../tables/tables.module.js';
import { TournamentsRepository } from './tournaments.repository.js';
import { TournamentsResolver } from './tournaments.resolver.js';
import { TournamentsService } from './tournaments.service.js';

@Module({
  imports: [TablesModule, PlayersModule, ActionsModule, SchedulerModule],
  providers: [TournamentsRepository, TournamentsService, TournamentsResolver],
  // For a platform's tournaments (src/platforms).
  exports: [TournamentsService],
})
export class TournamentsModule {}
