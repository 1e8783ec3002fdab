import { UseGuards } from '@nestjs/common';
import { Args, ID, Int, Query, Resolver } from '@nestjs/graphql';
import { CurrentCaller, OptionalAuthGuard, type Caller } from '../common/auth/auth.js';
import { DealRecord, ScoreSheet } from './scoring.models.js';
import { ScoringService } from './scoring.service.js';

@Resolver()
@UseGuards(OptionalAuthGuard)
export class ScoringResolver {
  constructor(private readonly scoring: ScoringService) {}

  @Query(() => ScoreSheet, { description: 'The score sheet of the match at a table: every finished deal with its breakdown, and the totals.' })
  scoreSheet(@CurrentCaller() caller: Caller | undefined, @Args('tableId', { type: () => ID }) tableId: string): Promise<ScoreSheet> {
    return this.scoring.sheet(tableId, caller?.playerId);
  }

  @Query(() => DealRecord, { description: 'The full record of a finished deal, as JSON and in ISS format (FORBIDDEN while the deal runs).' })
  dealRecord(
    @CurrentCaller() caller: Caller | undefined,
    @Args('tableId', { type: () => ID }) tableId: string,
    @Args('deal', { type: () => Int }) deal: number,
  ): Promise<DealRecord> {
    return this.scoring.record(tableId, deal, caller?.playerId);
  }
}
