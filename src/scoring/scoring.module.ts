// Scoring feature: the match's score sheet (deal results with their breakdown, totals) and
// the records of finished deals as JSON and ISS, and their provably fair shuffle (commitments,
// verification).
import { Module } from '@nestjs/common';
import { ActionsModule } from '../actions/actions.module.js';
import { PlayersModule } from '../players/players.module.js';
import { TablesModule } from '../tables/tables.module.js';
import { DealRecordsService } from './deal-records.service.js';
import { DealRecordCommitmentResolver, FairDealsResolver } from './fair-deals.resolver.js';
import { FairDealsService } from './fair-deals.service.js';
import { ScoringResolver } from './scoring.resolver.js';
import { ScoringService } from './scoring.service.js';

@Module({
  imports: [TablesModule, PlayersModule, ActionsModule],
  providers: [ScoringService, DealRecordsService, ScoringResolver, FairDealsService, FairDealsResolver, DealRecordCommitmentResolver],
})
export class ScoringModule {}
