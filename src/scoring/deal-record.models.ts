// The typed record of a finished deal (engine deal/record.ts DealRecordJson plus the table's
// seating). DealRecordBody is an interface so another game's record is another implementation.
import { Field, ID, Int, InterfaceType, ObjectType, type FieldOptions, type ReturnTypeFunc } from '@nestjs/graphql';
import { ActionTypeGql } from '../game/schema-vocabulary.js';
import { GameTypeGql } from '../game/game.models.js';
import { CardScalar } from '../common/graphql/card.scalar.js';
import { DealModeGql, SkatContractModel, SkatDealResultModel } from '../game/game.models.js';
import { BidCallModel, RulesModel } from '../game/game.models.js';

@ObjectType('RecordSeat', { description: 'Who sat at a deal seat.' })
export class RecordSeatModel {
  @Field(() => Int, { description: 'Deal seat: 0 forehand, 1 middlehand, 2 rearhand.' }) seat: number;
  @Field(() => Int, { description: "The player's index at the table." }) player: number;
  @Field(() => String, { description: "The player's name." }) name: string;
}

@ObjectType('RecordMove', { description: 'One accepted action of the deal, in the vocabulary of the mutations (fields the action does not have are null).' })
export class RecordMoveModel {
  @Field(() => Int, { description: 'The deal seat that acted.' }) seat: number;
  @Field(() => ActionTypeGql, { description: 'The kind of action.' }) type: string;
  @Field(() => Int, { nullable: true, description: 'bid: the value said.' }) value: number | null;
  @Field(() => CardScalar, { nullable: true, description: 'play: the card.' }) card: string | null;
  @Field(() => [CardScalar], { nullable: true, description: 'discard: the two cards.' }) cards: string[] | null;
  @Field(() => GameTypeGql, { nullable: true, description: 'declare: the game type.' }) game: GameTypeGql | null;
  @Field(() => Boolean, { nullable: true, description: 'declare: Ouvert.' }) ouvert: boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'declare: Schneider announced.' }) schneiderAnnounced: boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'declare: Schwarz announced.' }) schwarzAnnounced: boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'declare: tip announced.' }) tip: boolean | null;
  /** Fields another game's moves have: its module declares them (addRecordMoveField). */
  [field: string]: unknown;
}

/** Adds a game's own field to RecordMove (nullable: the other games' moves leave it null). */
export function addRecordMoveField(name: string, type: ReturnTypeFunc, options: Omit<FieldOptions, 'nullable'>): void {
  Field(type, { ...options, nullable: true })(RecordMoveModel.prototype, name);
}

@ObjectType('RecordTrick', { description: 'A trick of the record: every trick played, the last one also when a concession cut it short.' })
export class RecordTrickModel {
  @Field(() => Int, { description: 'The deal seat that led.' }) leader: number;
  @Field(() => Int, { nullable: true, description: 'The deal seat that took it; null for a trick cut short (complete false).' }) winner: number | null;
  @Field(() => Boolean, { description: 'False for the trick a concession cut short (fewer cards, nobody took it).' }) complete: boolean;
  @Field(() => Int, { description: 'Card points in the trick.' }) points: number;
  @Field(() => [CardScalar], { description: 'The cards in play order, leader first.' }) cards: string[];
}

@InterfaceType('DealRecordBody', {
  description: 'The record of a finished deal, in any game. Switch on __typename (SkatDealRecord).',
  // The game's mapper names its record's object type.
  resolveType: (r: { typename?: string }) => r.typename ?? 'SkatDealRecord',
})
export abstract class DealRecordBody {
  @Field(() => ID, { description: 'The table the deal was played at.' }) tableId: string;
  @Field(() => Int, { description: 'The deal (1-based).' }) deal: number;
  @Field(() => String, { description: "The deal's seed: with the rules and the moves it replays the deal." }) seed: string;
  @Field(() => String, { description: "How the deck came from the seed: the game's fair-deal scheme (docs/fair-deals.md)." }) scheme: string;
  @Field(() => String, {
    nullable: true,
    description: "SHA-256 of the scheme and the seed, published before the deal's first action (null: the scheme makes none).",
  })
  commitment: string | null;
  @Field(() => [String], { description: "The players' entropy mixed into the shuffle, in player order ('' for a player who gave none)." }) entropy: string[];
  @Field(() => String, {
    nullable: true,
    description: "The match commitment published when the table was created: with the match seed (revealed at the match's end) it checks this deal's seed.",
  })
  matchCommitment: string | null;
  @Field(() => [RecordSeatModel], { description: 'Who sat where.' }) players: RecordSeatModel[];
  @Field(() => [[CardScalar]], { description: "The cards each deal seat was dealt, in the order dealt (the scheme's deck order, docs/fair-deals.md)." })
  hands: string[][];
  @Field(() => [RecordMoveModel], { description: 'Every accepted action, in order.' }) moves: RecordMoveModel[];
  @Field(() => [RecordTrickModel], { description: 'Every trick played, in order, with the one a concession cut short last (complete false).' })
  tricks: RecordTrickModel[];
}

/**
 * The interface's fields as plain properties, for each game's record to extend: GraphQL takes their
 * types and descriptions from DealRecordBody, so they are declared once here, without decorators.
 */
export abstract class DealRecordFields implements Omit<DealRecordBody, 'scheme' | 'commitment'> {
  /** The GraphQL object type (not a field): the game's mapper sets it, resolveType reads it. */
  typename: string;
  tableId: string;
  deal: number;
  seed: string;
  entropy: string[];
  matchCommitment: string | null;
  players: RecordSeatModel[];
  hands: string[][];
  moves: RecordMoveModel[];
  tricks: RecordTrickModel[];
}

@ObjectType('SkatDealRecord', { implements: () => [DealRecordBody], description: 'A finished Skat deal: everything needed to replay and check it.' })
export class SkatDealRecordModel extends DealRecordFields {
  @Field(() => String, {
    description: 'How the deck came from the seed (docs/fair-deals.md): skat-deal-v2, or skat-deal-v1 for matches started before commitments.',
  })
  scheme: string;
  @Field(() => String, {
    nullable: true,
    description: "SHA-256 of the scheme and the seed, published before the deal's first action (null under skat-deal-v1).",
  })
  commitment: string | null;
  @Field(() => DealModeGql, { description: 'How the deal was played.' }) mode: string;
  @Field(() => RulesModel, { description: 'The rule options the deal was played with.' }) rules: RulesModel;
  @Field(() => [CardScalar], { description: 'The skat as dealt.' }) skat: string[];
  @Field(() => [CardScalar], { nullable: true, description: 'The two cards the declarer put away; null when nothing was put away (the skat not picked up).' })
  discards: string[] | null;
  @Field(() => Int, { nullable: true, description: 'The declarer (deal seat).' }) declarer: number | null;
  @Field(() => Int, { description: 'The value the declarer had to reach (the highest bid, 0 without bidding).' }) bid: number;
  @Field(() => [BidCallModel], { description: 'Every bid, hold and pass in order; `value` is the bid said, held, or standing at the pass.' })
  bidding: BidCallModel[];
  @Field(() => SkatContractModel, { nullable: true, description: 'The game declared (null in a Ramsch or when passed in).' })
  declaration: SkatContractModel | null;
  @Field(() => SkatDealResultModel, { nullable: true, description: 'The result.' }) result: SkatDealResultModel | null;
}
