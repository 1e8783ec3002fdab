import { Field, InputType } from '@nestjs/graphql';
import { Matches } from 'class-validator';
import { ActionInput } from '../../actions/actions.inputs.js';

/** A Skat card as the inputs take it (the Card scalar's Skat letters). */
export const CARD_PATTERN = /^[CSHD][AKQJT987]$/;
export const CARD_MESSAGE = 'a card is suit C S H D + rank A T K Q J 9 8 7, e.g. CJ or HT';

@InputType()
export class SkatPlayCardInput extends ActionInput {
  @Field(() => String, { description: 'ISS card name, e.g. CJ, HT, D7.' })
  @Matches(CARD_PATTERN, { message: CARD_MESSAGE })
  card: string;
}
