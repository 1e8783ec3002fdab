import { UseGuards } from '@nestjs/common';
import { Args, ID, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { CurrentCaller, OptionalAuthGuard, type Caller } from '../common/auth/auth.js';
import { DealCommitment, DealVerification, MatchCommitment } from './fair-deals.models.js';
import { FairDealsService } from './fair-deals.service.js';
import { DealRecord } from './scoring.models.js';

@Resolver()
@UseGuards(OptionalAuthGuard)
export class FairDealsResolver {
  constructor(private readonly fair: FairDealsService) {}

  @Query(() => DealCommitment, {
    nullable: true,
    description:
      "The current deal's commitment to its secret seed, public from before its first action (null before the match starts). See docs/fair-deals.md.",
  })
  dealCommitment(@CurrentCaller() caller: Caller | undefined, @Args('tableId', { type: () => ID }) tableId: string): Promise<DealCommitment | null> {
    return this.fair.current(tableId, caller?.playerId);
  }

  @Query(() => MatchCommitment, {
    description: "The table's commitment to its match seed, public from the table's creation, and the seed once the match is over. See docs/fair-deals.md.",
  })
  matchCommitment(@Args('tableId', { type: () => ID }) tableId: string): Promise<MatchCommitment> {
    return this.fair.match(tableId);
  }

  @Query(() => DealVerification, {
    description:
      'Recomputes the commitment, the cards and the play of a finished deal from its record and says whether they match. The record as `dealRecord { record { ... } }` serves it (with at least the fields docs/fair-deals.md lists), alone, as `{ record }` or as the whole response.',
  })
  verifyDeal(
    @Args('record', { type: () => String, description: 'The deal record as JSON text (the typed `record`, or the whole GraphQL response that fetched it).' })
    record: string,
    @Args('matchSeed', {
      type: () => String,
      nullable: true,
      description: "The match seed (revealed when the match is over): also check the deal's seed against it.",
    })
    matchSeed?: string | null,
  ): DealVerification {
    return this.fair.verify(record, matchSeed ?? undefined);
  }
}

@Resolver(() => DealRecord)
export class DealRecordCommitmentResolver {
  constructor(private readonly fair: FairDealsService) {}

  @ResolveField(() => DealCommitment, { description: "The deal's commitment, scheme, players' entropy and revealed seed (docs/fair-deals.md)." })
  commitment(@Parent() record: DealRecord): DealCommitment {
    return this.fair.ofRecord(record.deal, record.rawRecord);
  }
}
