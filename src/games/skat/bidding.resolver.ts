// Skat's bidding mutations (skat<Move>): thin, each one a call of the shared ActionService.
import { UseGuards } from '@nestjs/common';
import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { ActionInput } from '../../actions/actions.inputs.js';
import { ActionResult } from '../../actions/actions.models.js';
import { ActionService } from '../../actions/action.service.js';
import { AuthGuard, CurrentCaller, type Caller } from '../../common/auth/auth.js';
import { SkatBidInput, SkatDeclareInput, SkatDiscardInput } from './bidding.inputs.js';

const req = ({ tableId, expectedSeq, clientActionId }: ActionInput) => ({ tableId, expectedSeq, clientActionId, game: 'skat' });

@Resolver()
@UseGuards(AuthGuard)
export class BiddingResolver {
  constructor(private readonly actions: ActionService) {}

  @Mutation(() => ActionResult, { description: 'Say a bid (middlehand to forehand, then rearhand to the survivor).' })
  skatBid(@CurrentCaller() c: Caller, @Args('input', { type: () => SkatBidInput }) i: SkatBidInput): Promise<ActionResult> {
    return this.actions.act(c.playerId, req(i), { type: 'bid', value: i.value });
  }

  @Mutation(() => ActionResult, { description: 'Hold the bid just said to you.' })
  skatHold(@CurrentCaller() c: Caller, @Args('input', { type: () => ActionInput }) i: ActionInput): Promise<ActionResult> {
    return this.actions.act(c.playerId, req(i), { type: 'hold' });
  }

  @Mutation(() => ActionResult, { description: 'Pass.' })
  skatPass(@CurrentCaller() c: Caller, @Args('input', { type: () => ActionInput }) i: ActionInput): Promise<ActionResult> {
    return this.actions.act(c.playerId, req(i), { type: 'pass' });
  }

  @Mutation(() => ActionResult, { description: 'Declarer: pick up the skat (then discard two cards).' })
  skatPickUpSkat(@CurrentCaller() c: Caller, @Args('input', { type: () => ActionInput }) i: ActionInput): Promise<ActionResult> {
    return this.actions.act(c.playerId, req(i), { type: 'pickUpSkat' });
  }

  @Mutation(() => ActionResult, { description: 'Declarer: put two cards away after picking up the skat.' })
  skatDiscard(@CurrentCaller() c: Caller, @Args('input', { type: () => SkatDiscardInput }) i: SkatDiscardInput): Promise<ActionResult> {
    return this.actions.act(c.playerId, req(i), { type: 'discard', cards: i.cards });
  }

  @Mutation(() => ActionResult, { description: 'Declarer: declare the game with its announcements (before skatPickUpSkat: a Hand game).' })
  skatDeclare(@CurrentCaller() c: Caller, @Args('input', { type: () => SkatDeclareInput }) i: SkatDeclareInput): Promise<ActionResult> {
    const { game, ouvert, schneiderAnnounced, schwarzAnnounced, tip } = i;
    const flags = Object.fromEntries(Object.entries({ ouvert, schneiderAnnounced, schwarzAnnounced, tip }).filter(([, v]) => v !== undefined && v !== null));
    return this.actions.act(c.playerId, req(i), { type: 'declare', game, ...flags });
  }

  @Mutation(() => ActionResult, { description: 'Bock/Ramsch rounds: accept the Grand Hand offered before a Ramsch deal.' })
  skatAcceptGrandHand(@CurrentCaller() c: Caller, @Args('input', { type: () => ActionInput }) i: ActionInput): Promise<ActionResult> {
    return this.actions.act(c.playerId, req(i), { type: 'acceptGrandHand' });
  }

  @Mutation(() => ActionResult, { description: 'Bock/Ramsch rounds: decline the Grand Hand offered before a Ramsch deal.' })
  skatDeclineGrandHand(@CurrentCaller() c: Caller, @Args('input', { type: () => ActionInput }) i: ActionInput): Promise<ActionResult> {
    return this.actions.act(c.playerId, req(i), { type: 'declineGrandHand' });
  }
}
