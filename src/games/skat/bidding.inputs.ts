import { Field, InputType, Int } from '@nestjs/graphql';
import { ArrayMaxSize, ArrayMinSize, ArrayUnique, IsBoolean, IsEnum, IsIn, IsInt, IsOptional, Matches } from 'class-validator';
import { ActionInput } from '../../actions/actions.inputs.js';
import { CARD_MESSAGE, CARD_PATTERN } from './play.inputs.js';
import { GameTypeGql } from '../../game/game.models.js';
import { BID_LADDER } from '../../game/match-port.js';

@InputType()
export class SkatBidInput extends ActionInput {
  @Field(() => Int, { description: 'A value on the bid ladder (18, 20, 22, 23, ... 264), above the current bid.' })
  @IsInt()
  @IsIn(BID_LADDER as number[], { message: 'value must be on the bid ladder: 18, 20, 22, 23, 24, 27, 30, ... 264' })
  value: number;
}

@InputType()
export class SkatDiscardInput extends ActionInput {
  @Field(() => [String], { description: 'Exactly two cards to put away after picking up the skat.' })
  @ArrayMinSize(2, { message: 'discard exactly two cards' })
  @ArrayMaxSize(2, { message: 'discard exactly two cards' })
  @ArrayUnique({ message: 'discard two different cards' })
  @Matches(CARD_PATTERN, { each: true, message: CARD_MESSAGE })
  cards: string[];
}

@InputType({ description: 'Declaring before skatPickUpSkat is a Hand game.' })
export class SkatDeclareInput extends ActionInput {
  @Field(() => GameTypeGql) @IsEnum(GameTypeGql) game: GameTypeGql;
  @Field(() => Boolean, { nullable: true }) @IsOptional() @IsBoolean() ouvert?: boolean;
  @Field(() => Boolean, { nullable: true }) @IsOptional() @IsBoolean() schneiderAnnounced?: boolean;
  @Field(() => Boolean, { nullable: true }) @IsOptional() @IsBoolean() schwarzAnnounced?: boolean;
  @Field(() => Boolean, { nullable: true, description: 'Tips option: last trick with the trump 7 (DJ in Grand).' }) @IsOptional() @IsBoolean() tip?: boolean;
}
