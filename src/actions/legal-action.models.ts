// Legal actions as the API offers them, and the action enum (a file of its own: the deal view
// lists the caller's legal actions, and actions.models.ts, which re-exports these, refers to the views).
import { Field, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { CardScalar } from '../common/graphql/card.scalar.js';
import { GameTypeGql } from '../game/game.models.js';
import { TarockContractTypeGql, TarockSuitGql } from '../game/schema-vocabulary.js';

export { GameTypeGql };

export enum ActionTypeGql {
  BID = 'bid',
  HOLD = 'hold',
  PASS = 'pass',
  PICK_UP_SKAT = 'pickUpSkat',
  DISCARD = 'discard',
  DECLARE = 'declare',
  PLAY = 'play',
  KONTRA = 'kontra',
  RE = 're',
  GIVE_UP = 'giveUp',
  ACCEPT_GIVE_UP = 'acceptGiveUp',
  DECLINE_GIVE_UP = 'declineGiveUp',
  LAY_OPEN = 'layOpen',
  ACCEPT_LAY_OPEN = 'acceptLayOpen',
  CONCEDE = 'concede',
  ACCEPT_GRAND_HAND = 'acceptGrandHand',
  DECLINE_GRAND_HAND = 'declineGrandHand',
}
registerEnumType(ActionTypeGql, { name: 'ActionType' });

@ObjectType({ description: 'A legal action, in the vocabulary of the mutations: call `mutation` with these fields.' })
export class LegalAction {
  @Field(() => ActionTypeGql, { description: 'The kind of action.' }) type: ActionTypeGql;
  @Field(() => String, { description: 'The mutation that performs it, e.g. playCard.' }) mutation: string;
  @Field(() => Int, { nullable: true, description: 'bid: the value to say.' }) value?: number;
  @Field(() => CardScalar, { nullable: true, description: 'playCard (tarockPlayCard): the card.' }) card?: string;
  @Field(() => [CardScalar], { nullable: true, description: 'discard: the two cards (tarockDiscard: the whole hand, see `choose`).' }) cards?: string[];
  @Field(() => GameTypeGql, { nullable: true, description: 'declare: the game type.' }) game?: GameTypeGql;
  @Field(() => Boolean, { nullable: true, description: 'declare: Ouvert.' }) ouvert?: boolean;
  @Field(() => Boolean, { nullable: true, description: 'declare: Schneider announced.' }) schneiderAnnounced?: boolean;
  @Field(() => Boolean, { nullable: true, description: 'declare: Schwarz announced.' }) schwarzAnnounced?: boolean;
  @Field(() => Boolean, { nullable: true, description: 'declare: tip announced.' }) tip?: boolean;
  @Field(() => TarockContractTypeGql, {
    nullable: true,
    description: 'Tarock: tarockBid with this contract level (or PICK_UP), or tarockDeclare with this contract.',
  })
  contract?: string;
  @Field(() => Int, { nullable: true, description: 'Tarock: tarockBid with this target (a Haferl Hand game).' }) target?: number;
  @Field(() => TarockSuitGql, { nullable: true, description: 'Tarock: tarockDeclare or tarockDiscard naming these trumps.' }) trump?: string;
  @Field(() => Int, {
    nullable: true,
    description: 'tarockDiscard: choose this many of `cards` (the whole hand) to put away; one entry per trump choice instead of one per combination.',
  })
  choose?: number;
}
