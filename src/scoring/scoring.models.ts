import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { JSONScalar } from '../common/graphql/json.scalar.js';
import { DealResultKindGql, ScoreRowModel } from '../game/game.models.js';
import { DealRecordBody } from './deal-record.models.js';
import { GameGql } from '../game/schema-vocabulary.js';

@ObjectType({ description: "One deal's line on the score sheet." })
export class DealScore {
  @Field(() => Int, { description: '1-based deal number.' }) deal: number;
  @Field(() => Int) dealer: number;
  @Field(() => [Int], { description: 'Deal seat -> player: [forehand, middlehand, rearhand].' }) seats: number[];
  @Field(() => Int, { nullable: true }) sittingOut: number | null;
  @Field(() => DealResultKindGql, { description: 'What the deal came to: a game, passed in (or redealt, where the game redeals), or a Ramsch.' }) kind: string;
  @Field(() => Int, { nullable: true, description: 'The declarer (deal seat; `seats[declarer]` is the player); null without one.' }) declarer: number | null;
  @Field(() => Boolean, { nullable: true }) won: boolean | null;
  @Field(() => Int, { nullable: true, description: 'The value the game was scored at.' }) value: number | null;
  @Field(() => [Int], { description: "This deal's score per player." }) scores: number[];
  @Field(() => [Int], { description: 'Running totals per player after this deal.' }) totals: number[];
  @Field(() => [Int], { description: 'Players for whom the server acted in this deal because their turn timer ran out (once per timeout).' })
  timedOut: number[];
  @Field(() => ScoreRowModel, {
    description:
      'The full row: the game with its breakdown (matadors, levels, base, value, overbid, Schneider/Schwarz), the Ramsch, Bock, the multipliers and the Seeger-Fabian columns. Switch on __typename (SkatScoreRow).',
  })
  breakdown: ScoreRowModel;
}

@ObjectType()
export class ScoreSheet {
  @Field(() => ID) tableId: string;
  @Field(() => [String], { description: 'Player names by index.' }) players: string[];
  @Field(() => [Int]) totals: number[];
  @Field(() => Boolean) over: boolean;
  @Field(() => [DealScore]) deals: DealScore[];
  @Field(() => GameGql, { description: 'The game the match plays.' }) game: string;
  @Field(() => Int, { nullable: true, description: "A match with a pot: the pot's balance now (the match ends when it is empty); null otherwise." }) pot:
    number | null;
}

@ObjectType({ description: 'The complete record of a finished deal.' })
export class DealRecord {
  @Field(() => Int) deal: number;
  @Field(() => DealRecordBody, { description: 'Seed, seating, hands, skat, the bidding, every action, the tricks and the result.' }) record: DealRecordBody;
  @Field(() => JSONScalar, {
    description:
      'Debugging only; not part of the contract: the same record as the engine writes it (simulate --json), whose shape may change without notice. Use `record`.',
  })
  rawRecord: unknown;
  @Field(() => String, { nullable: true, description: 'The same deal in ISS game-record format (null if the deal was not played).' }) iss: string | null;
}
