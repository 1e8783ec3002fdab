import { UseGuards } from '@nestjs/common';
import { Args, Field, ID, Int, ObjectType, Query, Resolver } from '@nestjs/graphql';
import { AuthGuard, CurrentCaller, type Caller } from '../common/auth/auth.js';
import type { MatchAction } from '../game/engine.js';
import { ActionTypeGql, GameTypeGql, LegalAction } from './actions.models.js';
import { ActionService } from './action.service.js';

/** Engine action type -> the mutation that performs it. */
export const MUTATION_OF: Record<ActionTypeGql, string> = {
  bid: 'bid',
  hold: 'hold',
  pass: 'pass',
  pickUpSkat: 'pickUpSkat',
  discard: 'discard',
  declare: 'declare',
  play: 'playCard',
  kontra: 'kontra',
  re: 're',
  giveUp: 'giveUp',
  acceptGiveUp: 'acceptGiveUp',
  declineGiveUp: 'declineGiveUp',
  layOpen: 'layOpen',
  acceptLayOpen: 'acceptLayOpen',
  concede: 'concede',
  acceptGrandHand: 'acceptGrandHand',
  declineGrandHand: 'declineGrandHand',
};

export function toLegalAction(a: MatchAction): LegalAction {
  const { player: _player, type, ...rest } = a as MatchAction & Record<string, unknown>;
  const out: LegalAction = { type: type as ActionTypeGql, mutation: MUTATION_OF[type as ActionTypeGql] };
  const r = rest as { value?: number; card?: string; cards?: string[]; game?: GameTypeGql; ouvert?: boolean; schneiderAnnounced?: boolean; schwarzAnnounced?: boolean; tip?: boolean };
  if (r.value !== undefined) out.value = r.value;
  if (r.card !== undefined) out.card = r.card;
  if (r.cards !== undefined) out.cards = r.cards;
  if (r.game !== undefined) out.game = r.game;
  for (const k of ['ouvert', 'schneiderAnnounced', 'schwarzAnnounced', 'tip'] as const) if (r[k] !== undefined) out[k] = r[k];
  return out;
}

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
    return { seq, actions: actions.map(toLegalAction) };
  }
}
