import { Field, InputType } from '@nestjs/graphql';
import { Matches } from 'class-validator';
import { ActionInput, CARD_MESSAGE, CARD_PATTERN } from '../../actions/actions.inputs.js';

@InputType()
export class SkatPlayCardInput extends ActionInput {
  @Field(() => String, { description: 'ISS card name, e.g. CJ, HT, D7.' })
  @Matches(CARD_PATTERN, { message: CARD_MESSAGE })
  card: string;
}
