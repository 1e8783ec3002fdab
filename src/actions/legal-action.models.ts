// A legal action as the API offers it: an interface each game implements in its module (its
// action's own fields), so a client acts on any of them the same way: call `mutation` with the
// implementation's other non-null fields. A file of its own: the deal view lists the caller's
// legal actions, and actions.models.ts, which re-exports it, refers to the views.
import { Field, InterfaceType } from '@nestjs/graphql';
import { ActionTypeGql } from '../game/schema-vocabulary.js';

export { ActionTypeGql };

@InterfaceType('LegalAction', {
  description:
    "A legal action of the caller, in any game: call `mutation` (every action mutation is named <game><Move>) with the action's other non-null fields (all but `type`, `choose` and `__typename`) beside tableId, expectedSeq and clientActionId. Switch on __typename for a game's fields.",
  resolveType: (a: LegalAction) => a.typename,
})
export abstract class LegalAction {
  /** The GraphQL object type (not a field): the game's mapper sets it, resolveType reads it. */
  typename: string;
  @Field(() => ActionTypeGql, { description: 'The kind of action.' }) type: string;
  @Field(() => String, { description: 'The mutation that performs it (<game><Move>), e.g. skatPlayCard.' }) mutation: string;
}
