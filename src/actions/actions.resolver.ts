import { UseGuards } from '@nestjs/common';
import { Args, Field, ID, Int, ObjectType, Query, Resolver } from '@nestjs/graphql';
import { AuthGuard, CurrentCaller, type Caller } from '../common/auth/auth.js';
import { toLegalActions } from './actions.mappers.js';
import { LegalAction } from './actions.models.js';
import { ActionService } from './action.service.js';

@ObjectType()
export class LegalActions {
  @Field(() => Int, { description: 'Pass it as expectedSeq to act on exactly this state.' }) seq: number;
  @Field(() => [LegalAction]) actions: LegalAction[];
}

@Resolver()
export class ActionsResolver {
  constructor(private readonly actions: ActionService) {}

  @Query(() => LegalActions, { description: "The caller's legal actions at a table (empty when it is not the caller's move)." })
  @UseGuards(AuthGuard)
  async legalActions(@CurrentCaller() caller: Caller, @Args('tableId', { type: () => ID }) tableId: string): Promise<LegalActions> {
    const { seq, actions } = await this.actions.legalFor(caller.playerId, tableId);
    return { seq, actions: toLegalActions(actions) };
  }
}
