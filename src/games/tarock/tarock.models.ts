// Bavarian Tarock's implementations of the game-generic types of the typed contract: the deal
// view (DealView), the contract (Contract), the ledger row (ScoreRow) and the deal record
// (DealRecordBody), each built only from what the caller may see (tarock.mappers.ts).
import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { LegalAction } from '../../actions/legal-action.models.js';
import { CardScalar } from '../../common/graphql/card.scalar.js';
import { ContractModel, CurrentTrickModel, ScoreRowModel, TrickModel } from '../../game/game.models.js';
import { addRecordMoveField, DealRecordBody, DealRecordFields, RecordMoveModel, RecordSeatModel, RecordTrickModel } from '../../scoring/deal-record.models.js';
import { DealRolesModel, DealViewFields, DealViewModel, MatchViewFields, MatchViewModel } from '../../tables/deal-view.models.js';
import {
  TarockCallGql,
  TarockContractTypeGql,
  TarockDealPhaseGql,
  TarockMatchModel,
  TarockOutcomeGql,
  TarockRulesModel,
  TarockSuitGql,
  TarockVariantGql,
} from '../../game/schema-vocabulary.js';

@ObjectType('TarockContract', { implements: () => [ContractModel], description: 'A Tarock contract: its type, trumps and target (RULES.md 10.2, 10.3).' })
export class TarockContractModel implements ContractModel {
  /** The GraphQL object type (not a field): Contract's resolveType reads it. */
  typename: 'TarockContract';
  label: string;
  @Field(() => TarockContractTypeGql, { description: 'The contract.' }) type: string;
  @Field(() => TarockSuitGql, {
    nullable: true,
    description: 'The trump suit; null for Bettel, and for a Frage or Pick-Up until the declarer names it with the discards.',
  })
  trump: string | null;
  @Field(() => Int, { nullable: true, description: 'Card points the declarer needs (61, or the Haferl Hand target); null for Bettel.' }) target: number | null;
}

@ObjectType('TarockBidCall', { description: 'One call of the Tarock bidding.' })
export class TarockBidCallModel {
  @Field(() => Int, { description: 'Deal seat.' }) seat: number;
  @Field(() => TarockCallGql, { description: 'Bid, hold or pass.' }) call: string;
  @Field(() => TarockContractTypeGql, { nullable: true, description: 'A bid: the contract level (simple Tarock) or PICK_UP (Haferl); null otherwise.' }) level:
    string | null;
  @Field(() => Int, { nullable: true, description: 'A Haferl bid for a Hand game: the target (61, 66, ... 116); null otherwise.' }) target: number | null;
}

@ObjectType('TarockDealView', { implements: () => [DealViewModel], description: 'A Bavarian Tarock deal as the caller may see it (RULES.md 10).' })
export class TarockDealViewModel extends DealViewFields {
  @Field(() => [Int], { description: 'Every deal seat that may act now.' }) toAct: number[];
  @Field(() => Int, { nullable: true, description: 'The declarer (deal seat); null before the bidding ends, and on a redeal.' }) declarer: number | null;
  @Field(() => [Int], { description: 'Card points of won tricks per deal seat (public; the talon and the discards not included).' }) trickPoints: number[];
  @Field(() => String, { description: 'How the deck came from the seed (docs/fair-deals.md): tarock-deal-v1.' }) scheme: string;
  @Field(() => TarockDealPhaseGql, {
    description: "Where the deal stands (named apart from SkatDealView's `phase`, whose enum differs, so one query can ask for both).",
  })
  tarockPhase: string;
  @Field(() => TarockVariantGql, { description: 'Simple Tarock or Haferltarock.' }) variant: string;
  @Field(() => DealRolesModel, { description: 'Forehand, middlehand, rearhand and the player sitting out (the dealer, four at the table), as player indices.' })
  roles: DealRolesModel;
  @Field(() => [TarockBidCallModel], { description: 'Every call of the bidding, in order.' }) bids: TarockBidCallModel[];
  @Field(() => Int, { nullable: true, description: 'The deal seat holding the highest bid so far (null before any bid).' }) holder: number | null;
  @Field(() => TarockContractModel, { nullable: true, description: 'The contract (the same as `contract`, typed for Tarock); null before the declaration.' })
  declaration: TarockContractModel | null;
  @Field(() => Boolean, { description: 'The declarer took up the talon (Frage, Heart Frage, Pick-Up).' }) pickedUp: boolean;
  @Field(() => [CardScalar], {
    nullable: true,
    description: 'The talon (3 cards): the declarer once it is taken up, everyone once the deal is over; null otherwise.',
  })
  talon: string[] | null;
  @Field(() => [CardScalar], { nullable: true, description: 'The 3 cards the declarer put away: the declarer only, everyone once the deal is over.' })
  discards: string[] | null;
  @Field(() => Int, { nullable: true, description: "The declarer's card points (talon or discards included), once the deal is over." }) declarerPoints:
    number | null;
  @Field(() => TarockOutcomeGql, { nullable: true, description: 'How the deal came out, once it is over.' }) outcome: string | null;
}

@ObjectType('TarockScoreRow', {
  implements: () => [ScoreRowModel],
  description: 'A Tarock deal on the ledger: the contract, the result, the payments and the pot.',
})
export class TarockScoreRowModel implements ScoreRowModel {
  /** The GraphQL object type (not a field): ScoreRow's resolveType reads it. */
  typename: 'TarockScoreRow';
  deal: number;
  dealer: number;
  seats: number[];
  sittingOut: number | null;
  scores: number[];
  totals: number[];
  seed: string;
  @Field(() => TarockVariantGql, { description: 'Simple Tarock or Haferltarock.' }) variant: string;
  @Field(() => Int, {
    nullable: true,
    description: 'The declarer (deal seat, as in the record and the view; `seats` maps it to the player); null on a redeal.',
  })
  declarer: number | null;
  @Field(() => TarockContractModel, { nullable: true, description: 'The contract played; null on a redeal.' }) contract: TarockContractModel | null;
  @Field(() => TarockOutcomeGql, { description: 'Won, lost, draw or redeal.' }) outcome: string;
  @Field(() => Int, { nullable: true, description: "The declarer's card points (null for Bettel and on a redeal)." }) declarerPoints: number | null;
  @Field(() => Boolean, { description: 'Schneider: 91 or more, or 29 or fewer card points for the declarer.' }) schneider: boolean;
  @Field(() => Boolean, { description: 'Durch: the declarer took every trick.' }) durch: boolean;
  @Field(() => Int, { nullable: true, description: "The pot's change in this deal (+ paid in, - paid out); null without a pot." }) potChange: number | null;
  @Field(() => Int, { nullable: true, description: "The pot's balance after this deal; null without a pot." }) potBalance: number | null;
}

// Tarock's fields of the shared RecordMove: its bids, declarations and named trumps.
addRecordMoveField('contract', () => TarockContractTypeGql, { description: 'Tarock bid: the contract level or PICK_UP; Tarock declare: the contract.' });
addRecordMoveField('target', () => Int, { description: 'Tarock bid (Haferl Hand game): the target.' });
addRecordMoveField('trump', () => TarockSuitGql, { description: 'Tarock declare or discard: the trumps named.' });

@ObjectType('TarockDealRecord', {
  implements: () => [DealRecordBody],
  description: 'A finished Tarock deal (RULES.md 10.5, 10.6): everything needed to replay and check it.',
})
export class TarockDealRecordModel extends DealRecordFields {
  @Field(() => String, { description: 'How the deck came from the seed (docs/fair-deals.md): tarock-deal-v1.' }) scheme: string;
  @Field(() => String, { nullable: true, description: 'SHA-256 of "tarock-deal-v1:" and the seed, published before the deal\'s first action.' })
  commitment: string | null;
  @Field(() => TarockVariantGql, { description: 'Simple Tarock or Haferltarock.' }) variant: string;
  @Field(() => TarockRulesModel, { description: 'The table options the deal was played with.' }) rules: TarockRulesModel;
  @Field(() => Int, { description: 'The player who dealt.' }) dealer: number;
  @Field(() => Int, { nullable: true, description: 'The player sitting out (four at the table: the dealer).' }) sittingOut: number | null;
  @Field(() => [CardScalar], { description: 'The talon as dealt.' }) talon: string[];
  @Field(() => [TarockBidCallModel], { description: 'Every call of the bidding, in order.' }) bids: TarockBidCallModel[];
  @Field(() => Int, { nullable: true, description: 'The declarer (deal seat); null on a redeal.' }) declarer: number | null;
  @Field(() => TarockContractModel, { nullable: true, description: 'The contract played; null on a redeal.' }) contract: TarockContractModel | null;
  @Field(() => [CardScalar], {
    nullable: true,
    description:
      'The 3 cards the declarer put away; null when nothing was put away (Bettel, a Hand or Solo, a redeal), as RULES.md 10.5 and TarockDealRevealed have it.',
  })
  discards: string[] | null;
  @Field(() => Int, { nullable: true, description: "The declarer's card points (null for Bettel and on a redeal)." }) declarerPoints: number | null;
  @Field(() => TarockOutcomeGql, { description: 'Won, lost, draw or redeal.' }) outcome: string;
  @Field(() => Boolean, { description: 'Schneider: 91 or more, or 29 or fewer card points for the declarer.' }) schneider: boolean;
  @Field(() => Boolean, { description: 'Durch: the declarer took every trick.' }) durch: boolean;
  @Field(() => [Int], { description: 'What each player paid (-) or received (+), by player index.' }) payments: number[];
  @Field(() => Int, { nullable: true, description: "The pot's change (+ paid in, - paid out); null without a pot." }) potChange: number | null;
  @Field(() => [Int], { description: 'Balances per player after this deal.' }) balances: number[];
  @Field(() => Int, { nullable: true, description: "The pot's balance after this deal; null without a pot." }) potBalance: number | null;
}

@ObjectType('TarockLegalAction', {
  implements: () => [LegalAction],
  description: 'A legal Tarock action: call `mutation` with its non-null fields but `choose` (the input fields of that mutation).',
})
export class TarockLegalAction extends LegalAction {
  @Field(() => TarockContractTypeGql, { nullable: true, description: 'tarockBid with this contract level (or PICK_UP), or tarockDeclare with this contract.' })
  contract?: string;
  @Field(() => Int, { nullable: true, description: 'tarockBid with this target (a Haferl Hand game).' }) target?: number;
  @Field(() => TarockSuitGql, { nullable: true, description: 'tarockDeclare or tarockDiscard naming these trumps.' }) trump?: string;
  @Field(() => CardScalar, { nullable: true, description: 'tarockPlayCard: the card.' }) card?: string;
  @Field(() => [CardScalar], { nullable: true, description: 'tarockDiscard: the cards (with `choose`: the cards to choose from).' }) cards?: string[];
  @Field(() => Int, {
    nullable: true,
    description: 'tarockDiscard: choose this many of `cards` (the whole hand) to put away; one entry per trump choice instead of one per combination.',
  })
  choose?: number;
}

@ObjectType('TarockMatchView', { implements: () => [MatchViewModel], description: 'A Tarock match as the caller sees it.' })
export class TarockMatchViewModel extends MatchViewFields {
  @Field(() => TarockMatchModel, { description: 'Its options, the pot and the balances.' }) tarock: TarockMatchModel;
}
