// Skat's legal action (the LegalAction interface): the fields of the mutation that performs it.
import { Field, Int, ObjectType } from '@nestjs/graphql';
import { LegalAction } from '../../actions/legal-action.models.js';
import { CardScalar } from '../../common/graphql/card.scalar.js';
import { GameTypeGql } from '../../game/game.models.js';

@ObjectType('SkatLegalAction', {
  implements: () => [LegalAction],
  description: 'A legal Skat action: call `mutation` with its non-null fields (the input fields of that mutation).',
})
export class SkatLegalAction extends LegalAction {
  @Field(() => Int, { nullable: true, description: 'skatBid: the value to say.' }) value?: number;
  @Field(() => CardScalar, { nullable: true, description: 'skatPlayCard: the card.' }) card?: string;
  @Field(() => [CardScalar], { nullable: true, description: 'skatDiscard: the two cards.' }) cards?: string[];
  @Field(() => GameTypeGql, { nullable: true, description: 'skatDeclare: the game type.' }) game?: GameTypeGql;
  @Field(() => Boolean, { nullable: true, description: 'skatDeclare: Ouvert.' }) ouvert?: boolean;
  @Field(() => Boolean, { nullable: true, description: 'skatDeclare: Schneider announced.' }) schneiderAnnounced?: boolean;
  @Field(() => Boolean, { nullable: true, description: 'skatDeclare: Schwarz announced.' }) schwarzAnnounced?: boolean;
  @Field(() => Boolean, { nullable: true, description: 'skatDeclare: tip announced.' }) tip?: boolean;
}
