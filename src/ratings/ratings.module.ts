// Ratings feature: rated matches' ratings (openskill, Plackett-Luce), leaderboards per game and
// kind of player, rating history, per-player statistics and their CSV export (docs/ratings.md).
// What a finishing move writes is RatingsService.finishWrite, a match-end hook of the actions
// feature (src/actions/match-end-hooks.ts) that RatingsService registers.
import { Module, type OnModuleInit } from '@nestjs/common';
import { ActionsModule } from '../actions/actions.module.js';
import { MatchEndHooks } from '../actions/match-end-hooks.js';
import { PlayersModule } from '../players/players.module.js';
import { RatingsExportController } from './ratings.controller.js';
import { RatingsRepository } from './ratings.repository.js';
import { RatingsResolver } from './ratings.resolver.js';
import { RatingsService } from './ratings.service.js';

@Module({
  imports: [PlayersModule, ActionsModule],
  controllers: [RatingsExportController],
  providers: [RatingsRepository, RatingsService, RatingsResolver],
  exports: [RatingsService],
})
export class RatingsModule implements OnModuleInit {
  constructor(
    private readonly matchEnd: MatchEndHooks,
    private readonly ratings: RatingsService,
  ) {}

  onModuleInit(): void {
    this.matchEnd.register((table, seats, state) => this.ratings.finishWrite(table, seats, state));
  }
}
