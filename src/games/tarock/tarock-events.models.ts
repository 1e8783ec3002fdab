// Bavarian Tarock's entries of the table log as clients read them: implementations of the
// TableEvent interface beside Skat's. Cards played, finished tricks, DealScored (with a
// TarockScoreRow) and MatchEnded are the shared types; these are the ones Tarock adds.
import { Field, Int, ObjectType } from '@nestjs/graphql';
import { CardScalar } from '../../common/graphql/card.scalar.js';
import { DealEventBase, SeatEventBase, TableEvent } from '../../events/events.models.js';
import { TarockCallGql, TarockContractTypeGql, TarockOutcomeGql, TarockSuitGql } from '../../game/schema-vocabulary.js';
import { TarockContractModel } from './tarock.models.js';

const implementsEvent = { implements: () => [TableEvent] };

@ObjectType('TarockDealStarted', {
  ...implementsEvent,
  description: "A Tarock deal started: who deals, who sits where, and the commitment to the deal's seed.",
})
export class TarockDealStarted extends DealEventBase {
  @Field(() => Int, { description: 'The player who dealt.' }) dealer: number;
  @Field(() => Int, { nullable: true, description: 'The player sitting out (four at the table: the dealer).' }) sittingOut: number | null;
  @Field(() => String, {
    nullable: true,
    description: 'How the deck came from the seed (docs/fair-deals.md): tarock-deal-v1 (nullable as in DealStarted; never null here).',
  })
  scheme: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      "SHA-256 of \"tarock-deal-v1:\" and the deal's secret seed, published before the deal's first action (never null here). The seed comes with the deal's end.",
  })
  commitment: string | null;
}

@ObjectType('TarockCardsDealt', {
  ...implementsEvent,
  description: 'The cards were dealt, 11 to each deal seat and 3 to the talon: the caller sees only its own hand.',
})
export class TarockCardsDealt extends DealEventBase {
  @Field(() => [[CardScalar]], { nullable: 'items', description: 'Per deal seat: the hand, or null where the caller may not see it.' }) hands: (
    string[] | null
  )[];
}

@ObjectType('TarockBidMade', { ...implementsEvent, description: 'A seat bid, held or passed in the Tarock bidding.' })
export class TarockBidMade extends SeatEventBase {
  @Field(() => TarockCallGql, { description: 'Bid, hold or pass.' }) call: string;
  @Field(() => TarockContractTypeGql, { nullable: true, description: 'A bid: the contract level (simple) or PICK_UP (Haferl).' }) level: string | null;
  @Field(() => Int, { nullable: true, description: 'A Haferl bid for a Hand game: the target.' }) target: number | null;
}

@ObjectType('TarockContractDeclared', { ...implementsEvent, description: 'The declarer announced the contract.' })
export class TarockContractDeclared extends SeatEventBase {
  @Field(() => TarockContractModel, { description: 'The contract (trumps null while the declarer still has to name them with the discards).' })
  contract: TarockContractModel;
}

@ObjectType('TalonTakenUp', { ...implementsEvent, description: 'The declarer took up the talon (Frage, Heart Frage, Pick-Up).' })
export class TalonTakenUp extends SeatEventBase {
  @Field(() => [CardScalar], { nullable: true, description: 'The 3 cards of the talon: the declarer only.' }) talonCards: string[] | null;
}

@ObjectType('TarockDiscarded', { ...implementsEvent, description: 'The declarer put 3 cards away (and named trumps if the contract left them open).' })
export class TarockDiscarded extends SeatEventBase {
  @Field(() => [CardScalar], { nullable: true, description: 'The 3 cards put away: the declarer only.' }) discards: string[] | null;
  @Field(() => TarockSuitGql, { nullable: true, description: 'The trumps now (null for Bettel).' }) trump: string | null;
}

@ObjectType('TarockDealRevealed', { ...implementsEvent, description: 'The Tarock deal is over: its result, and every card and the seed, now public.' })
export class TarockDealRevealed extends DealEventBase {
  @Field(() => TarockOutcomeGql, { description: "Won, lost, draw or redeal (named apart from BiddingEnded's `outcome`, whose enum differs)." })
  tarockOutcome: string;
  @Field(() => Int, { nullable: true, description: 'The declarer (deal seat); null on a redeal.' }) declarer: number | null;
  @Field(() => TarockContractModel, { nullable: true, description: 'The contract played; null on a redeal.' }) declaration: TarockContractModel | null;
  @Field(() => Int, { nullable: true, description: "The declarer's card points (null for Bettel and on a redeal)." }) declarerPoints: number | null;
  @Field(() => Boolean, { description: 'Schneider: 91 or more, or 29 or fewer card points for the declarer.' }) schneider: boolean;
  @Field(() => Boolean, { description: 'Durch: the declarer took every trick.' }) durch: boolean;
  @Field(() => [[CardScalar]], { description: 'The hands as dealt, per deal seat.' }) dealt: string[][];
  @Field(() => [CardScalar], { description: 'The talon as dealt.' }) talon: string[];
  @Field(() => [CardScalar], { nullable: true, description: 'The 3 cards the declarer put away (null when the talon was not taken up).' }) discards:
    string[] | null;
  @Field(() => String, { description: "The deal's seed: it checks the commitment (TarockDealStarted) and recomputes the deck." }) seed: string;
}
