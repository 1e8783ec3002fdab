// Ratings feature: rated matches' ratings (openskill, Plackett-Luce), leaderboards per game and
// kind of player, rating history, per-player statistics and their CSV export (docs/ratings.md).
// What a finishing move writes is RatingsService.finishWrite, run by ActionService's move.
import { Module } from '@nestjs/common';
import { PlayersModule } from '../players/players.module.js';
import { RatingsExportController } from './ratings.controller.js';
import { RatingsRepository } from './ratings.repository.js';
import { RatingsResolver } from './ratings.resolver.js';
import { RatingsService } from './ratings.service.js';

@Module({
  imports: [PlayersModule],
  controllers: [RatingsExportController],
  providers: [RatingsRepository, RatingsService, RatingsResolver],
  exports: [RatingsService],
})
export class RatingsModule {}
