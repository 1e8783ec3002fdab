import { Field, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { TableEvent } from '../events/events.models.js';
import { TableViewModel } from '../tables/tables.models.js';
import type { MatchAction } from '../game/match-port.js';

export enum GameTypeGql {
  CLUBS = 'C',
  SPADES = 'S',
  HEARTS = 'H',
  DIAMONDS = 'D',
  GRAND = 'G',
  NULL = 'N',
}
registerEnumType(GameTypeGql, { name: 'GameType', description: 'Suit games (trump suit), Grand or Null.' });

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
