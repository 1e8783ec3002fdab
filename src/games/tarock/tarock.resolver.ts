// Bavarian Tarock's mutations (tarock<Move>): thin, each one a call of the shared ActionService.
// Every one takes expectedSeq and clientActionId.
import { UseGuards } from '@nestjs/common';
import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { ActionInput } from '../../actions/actions.inputs.js';
import { ActionResult } from '../../actions/actions.models.js';
import { ActionService } from '../../actions/action.service.js';
import { AuthGuard, CurrentCaller, type Caller } from '../../common/auth/auth.js';
import { BadUserInputError } from '../../common/errors/domain-errors.js';
import type { ActionBody } from '../../game/match-port.js';
import { TarockBidInput, TarockDeclareInput, TarockDiscardInput, TarockPlayCardInput } from './tarock.inputs.js';

const req = ({ tableId, expectedSeq, clientActionId }: ActionInput) => ({ tableId, expectedSeq, clientActionId, game: 'tarock' });
/** Marks a body as Tarock's, so a Skat table refuses it rather than misread it. */
const tarock = (body: object): ActionBody => ({ ...body, game: 'tarock' }) as unknown as ActionBody;

@Resolver()
@UseGuards(AuthGuard)
export class TarockResolver {
  constructor(private readonly actions: ActionService) {}

  @Mutation(() => ActionResult, {
    description: 'Tarock: bid a contract level (simple), PICK_UP or a Hand target (Haferl). Pass and hold with tarockPass and tarockHold.',
  })
  tarockBid(@CurrentCaller() c: Caller, @Args('input', { type: () => TarockBidInput }) i: TarockBidInput): Promise<ActionResult> {
    const hasContract = i.contract !== undefined && i.contract !== null;
    const hasTarget = i.target !== undefined && i.target !== null;
    if (hasContract === hasTarget) throw new BadUserInputError('tarockBid takes exactly one of contract and target.', { field: 'contract' });
    const bid = hasTarget ? i.target! : i.contract === 'PICK_UP' ? 'pickUp' : i.contract!;
    return this.actions.act(c.playerId, req(i), tarock({ type: 'bid', bid }));
  }

  @Mutation(() => ActionResult, { description: 'Tarock: pass (out of the bidding).' })
  tarockPass(@CurrentCaller() c: Caller, @Args('input', { type: () => ActionInput }) i: ActionInput): Promise<ActionResult> {
    return this.actions.act(c.playerId, req(i), tarock({ type: 'pass' }));
  }

  @Mutation(() => ActionResult, { description: 'Tarock: hold the bid just said to you (the earlier seat keeps its bid at the same level).' })
  tarockHold(@CurrentCaller() c: Caller, @Args('input', { type: () => ActionInput }) i: ActionInput): Promise<ActionResult> {
    return this.actions.act(c.playerId, req(i), tarock({ type: 'hold' }));
  }

  @Mutation(() => ActionResult, { description: 'Tarock declarer: announce the contract (and trumps for SOLO and HAND).' })
  tarockDeclare(@CurrentCaller() c: Caller, @Args('input', { type: () => TarockDeclareInput }) i: TarockDeclareInput): Promise<ActionResult> {
    return this.actions.act(c.playerId, req(i), tarock({ type: 'declare', contract: i.contract, ...(i.trump ? { trump: i.trump } : {}) }));
  }

  @Mutation(() => ActionResult, { description: 'Tarock declarer: put 3 cards away after taking up the talon (naming trumps for FRAGE and PICK_UP).' })
  tarockDiscard(@CurrentCaller() c: Caller, @Args('input', { type: () => TarockDiscardInput }) i: TarockDiscardInput): Promise<ActionResult> {
    return this.actions.act(c.playerId, req(i), tarock({ type: 'discard', cards: i.cards, ...(i.trump ? { trump: i.trump } : {}) }));
  }

  @Mutation(() => ActionResult, { description: 'Tarock: play a card to the trick.' })
  tarockPlayCard(@CurrentCaller() c: Caller, @Args('input', { type: () => TarockPlayCardInput }) i: TarockPlayCardInput): Promise<ActionResult> {
    return this.actions.act(c.playerId, req(i), tarock({ type: 'play', card: i.card }));
  }
}
