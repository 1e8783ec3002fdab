// Skat's trick-play mutations (skat<Move>): thin, each one a call of the shared ActionService.
import { UseGuards } from '@nestjs/common';
import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { ActionInput } from '../../actions/actions.inputs.js';
import { ActionResult } from '../../actions/actions.models.js';
import { ActionService } from '../../actions/action.service.js';
import { AuthGuard, CurrentCaller, type Caller } from '../../common/auth/auth.js';
import type { ActionBody } from '../../game/match-port.js';
import { SkatPlayCardInput } from './play.inputs.js';

const req = ({ tableId, expectedSeq, clientActionId }: ActionInput) => ({ tableId, expectedSeq, clientActionId, game: 'skat' });

@Resolver()
@UseGuards(AuthGuard)
export class PlayResolver {
  constructor(private readonly actions: ActionService) {}

  private simple(c: Caller, i: ActionInput, type: ActionBody['type']): Promise<ActionResult> {
    return this.actions.act(c.playerId, req(i), { type } as ActionBody);
  }

  @Mutation(() => ActionResult, { description: 'Play a card to the trick.' })
  skatPlayCard(@CurrentCaller() c: Caller, @Args('input', { type: () => SkatPlayCardInput }) i: SkatPlayCardInput): Promise<ActionResult> {
    return this.actions.act(c.playerId, req(i), { type: 'play', card: i.card });
  }

  @Mutation(() => ActionResult, { description: 'Defender: Kontra (doubles the score), before playing your first card.' })
  skatKontra(@CurrentCaller() c: Caller, @Args('input', { type: () => ActionInput }) i: ActionInput): Promise<ActionResult> {
    return this.simple(c, i, 'kontra');
  }

  @Mutation(() => ActionResult, { description: 'Declarer: Re after a Kontra (doubles again).' })
  skatRe(@CurrentCaller() c: Caller, @Args('input', { type: () => ActionInput }) i: ActionInput): Promise<ActionResult> {
    return this.simple(c, i, 're');
  }

  @Mutation(() => ActionResult, { description: 'Defender: propose to give up (the partner accepts or declines).' })
  skatGiveUp(@CurrentCaller() c: Caller, @Args('input', { type: () => ActionInput }) i: ActionInput): Promise<ActionResult> {
    return this.simple(c, i, 'giveUp');
  }

  @Mutation(() => ActionResult)
  skatAcceptGiveUp(@CurrentCaller() c: Caller, @Args('input', { type: () => ActionInput }) i: ActionInput): Promise<ActionResult> {
    return this.simple(c, i, 'acceptGiveUp');
  }

  @Mutation(() => ActionResult)
  skatDeclineGiveUp(@CurrentCaller() c: Caller, @Args('input', { type: () => ActionInput }) i: ActionInput): Promise<ActionResult> {
    return this.simple(c, i, 'declineGiveUp');
  }

  @Mutation(() => ActionResult, { description: 'Declarer: lay the hand open as a claim for the rest.' })
  skatLayOpen(@CurrentCaller() c: Caller, @Args('input', { type: () => ActionInput }) i: ActionInput): Promise<ActionResult> {
    return this.simple(c, i, 'layOpen');
  }

  @Mutation(() => ActionResult, { description: "Defender: accept the declarer's claim." })
  skatAcceptLayOpen(@CurrentCaller() c: Caller, @Args('input', { type: () => ActionInput }) i: ActionInput): Promise<ActionResult> {
    return this.simple(c, i, 'acceptLayOpen');
  }

  @Mutation(() => ActionResult, { description: 'Declarer: concede (the game is lost).' })
  skatConcede(@CurrentCaller() c: Caller, @Args('input', { type: () => ActionInput }) i: ActionInput): Promise<ActionResult> {
    return this.simple(c, i, 'concede');
  }
}
