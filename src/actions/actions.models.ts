import { Field, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import type { Mirrors } from '../common/graphql/mirrors.js';
import { TableEvent } from '../events/events.models.js';
import type { ActionBody } from '../game/match-port.js';
import { TableViewModel } from '../tables/tables.models.js';

export enum GameTypeGql {
  CLUBS = 'C',
  SPADES = 'S',
  HEARTS = 'H',
  DIAMONDS = 'D',
  GRAND = 'G',
  NULL = 'N',
}
registerEnumType(GameTypeGql, { name: 'GameType', description: 'Suit games (trump suit), Grand or Null.' });
true satisfies Mirrors<`${GameTypeGql}`, Extract<ActionBody, { type: 'declare' }>['game']>;

export enum ActionTypeGql {
  bid = 'bid',
  hold = 'hold',
  pass = 'pass',
  pickUpSkat = 'pickUpSkat',
  discard = 'discard',
  declare = 'declare',
  play = 'play',
  kontra = 'kontra',
  re = 're',
  giveUp = 'giveUp',
  acceptGiveUp = 'acceptGiveUp',
  declineGiveUp = 'declineGiveUp',
  layOpen = 'layOpen',
  acceptLayOpen = 'acceptLayOpen',
  concede = 'concede',
  acceptGrandHand = 'acceptGrandHand',
  declineGrandHand = 'declineGrandHand',
}
registerEnumType(ActionTypeGql, { name: 'ActionType' });
true satisfies Mirrors<`${ActionTypeGql}`, ActionBody['type']>;

@ObjectType({ description: 'A legal action, in the vocabulary of the mutations: call `mutation` with these fields.' })
export class LegalAction {
  @Field(() => ActionTypeGql) type: ActionTypeGql;
  @Field(() => String, { description: 'The mutation that performs it, e.g. playCard.' }) mutation: string;
  @Field(() => Int, { nullable: true }) value?: number;
  @Field(() => String, { nullable: true }) card?: string;
  @Field(() => [String], { nullable: true }) cards?: string[];
  @Field(() => GameTypeGql, { nullable: true }) game?: GameTypeGql;
  @Field(() => Boolean, { nullable: true }) ouvert?: boolean;
  @Field(() => Boolean, { nullable: true }) schneiderAnnounced?: boolean;
  @Field(() => Boolean, { nullable: true }) schwarzAnnounced?: boolean;
  @Field(() => Boolean, { nullable: true }) tip?: boolean;
}

@ObjectType({ description: 'The outcome of an accepted action.' })
export class ActionResult {
  @Field(() => Int, { description: 'The seq of the last log entry this action produced.' }) seq: number;
  @Field(() => [TableEvent], { description: 'The events this action produced, redacted for the caller.' }) events: TableEvent[];
  /** events and view are built only when a caller selects them (view as a promise): server bots and lean clients never do. */
  @Field(() => TableViewModel, { description: 'The table as the caller sees it now.' }) view: TableViewModel | Promise<TableViewModel>;
  @Field(() => Boolean, { description: 'True when this is the stored result of an earlier call with the same clientActionId.' })
  replayed: boolean;
}
