import { PageArgs } from '../common/graphql/page-args.js';
import { ArgsType, Field, ID, InputType, Int } from '@nestjs/graphql';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsBoolean,
  IsEnum,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  Length,
  Matches,
  Max,
  Min,
  ValidateNested,
} from 'class-validator';
import { Type } from 'class-transformer';
import { ENTROPY_PATTERN } from '../game/match-port.js';
import { GAME_MESSAGE, GAME_NAMES, GameGql, RuleOverridesInput, VARIANT_MESSAGE, VARIANT_NAMES, VariantGql } from '../game/schema-vocabulary.js';
import { BotStrategy, Preset, Visibility } from './tables.models.js';

export { RuleOverridesInput };

const ENTROPY_DESCRIPTION =
  'Your own randomness for the shuffle (docs/fair-deals.md): 1-128 characters of A-Z a-z 0-9 _ -. Every deal of the match mixes it into the deck, and the deal record shows it. Optional.';
const ENTROPY_MESSAGE = 'entropy must be 1-128 characters of A-Z a-z 0-9 _ -';

@InputType()
export class CreateTableInput {
  @Field(() => GameGql, { nullable: true, description: 'The game (RULES.md). Omitted: the game of the preset.' })
  @IsOptional()
  @IsIn(GAME_NAMES, { message: GAME_MESSAGE })
  game?: (typeof GAME_NAMES)[number];
  @Field(() => VariantGql, { nullable: true, description: "The game's variant, for a game that has variants (omitted: the preset's)." })
  @IsOptional()
  @IsIn(VARIANT_NAMES, { message: VARIANT_MESSAGE })
  variant?: (typeof VARIANT_NAMES)[number];
  @Field(() => Preset, { defaultValue: Preset.STANDARD }) @IsEnum(Preset) preset: Preset;
  @Field(() => Int, { defaultValue: 3 }) @IsIn([3, 4], { message: 'players must be 3 or 4' }) players: number;
  @Field(() => Int, { nullable: true, description: "Defaults to the preset's rounds." })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(50)
  rounds?: number;
  @Field(() => RuleOverridesInput, { nullable: true })
  @IsOptional()
  @ValidateNested()
  @Type(() => RuleOverridesInput)
  rules?: RuleOverridesInput;
  @Field(() => Visibility, { defaultValue: Visibility.PUBLIC }) @IsEnum(Visibility) visibility: Visibility;
  @Field(() => Boolean, { defaultValue: true, description: 'Seat the creator at seat 0.' }) @IsBoolean() takeSeat: boolean;
  @Field(() => Boolean, { defaultValue: false, description: "A rated match: when it finishes, every player's rating in this game changes (docs/ratings.md)." })
  @IsBoolean()
  rated: boolean;
  @Field(() => String, { nullable: true, description: `With takeSeat. ${ENTROPY_DESCRIPTION}` })
  @IsOptional()
  @Matches(ENTROPY_PATTERN, { message: ENTROPY_MESSAGE })
  entropy?: string;
  @Field(() => Int, {
    nullable: true,
    description:
      "Turn timer: seconds per action. When they run out the server acts for the silent seat (a pass in bidding, a bot's choice otherwise) and the score sheet marks it. Null: no timer.",
  })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(3600)
  turnSeconds?: number;
}

@InputType()
export class JoinTableInput {
  @Field(() => ID) @IsUUID('all', { message: 'tableId must be a table id' }) tableId: string;
  @Field(() => String, { nullable: true, description: 'Required for private tables.' }) @IsOptional() @IsString() @Length(1, 64) inviteCode?: string;
  @Field(() => Int, { nullable: true, description: 'A particular seat; the lowest free one otherwise.' }) @IsOptional() @IsInt() @Min(0) @Max(3) seat?: number;
  @Field(() => String, { nullable: true, description: ENTROPY_DESCRIPTION })
  @IsOptional()
  @Matches(ENTROPY_PATTERN, { message: ENTROPY_MESSAGE })
  entropy?: string;
}

@InputType()
export class AddBotsInput {
  @Field(() => ID) @IsUUID('all', { message: 'tableId must be a table id' }) tableId: string;
  @Field(() => BotStrategy, { defaultValue: BotStrategy.RANDOM }) @IsEnum(BotStrategy) strategy: BotStrategy;
}

@ArgsType()
export class LobbyPageArgs extends PageArgs(
  20,
  'Tables per page (1-100).',
  'The `endCursor` (or an edge `cursor`) of the previous page; omitted: the first page.',
) {
  @Field(() => Preset, { nullable: true, description: 'Only tables of this preset.' }) @IsOptional() @IsEnum(Preset) preset?: Preset | null;
  @Field(() => GameGql, { nullable: true, description: 'Only tables of this game.' })
  @IsOptional()
  @IsIn(GAME_NAMES, { message: GAME_MESSAGE })
  game?: string | null;
  @Field(() => VariantGql, { nullable: true, description: 'Only tables of this variant.' })
  @IsOptional()
  @IsIn(VARIANT_NAMES, { message: VARIANT_MESSAGE })
  variant?: string | null;
  @Field(() => Int, { nullable: true, description: 'Only tables of this size (3 or 4).' })
  @IsOptional()
  @IsIn([3, 4], { message: 'players must be 3 or 4' })
  players?: number | null;
  @Field(() => Int, { nullable: true, description: 'Only tables with at least this many empty seats (1-4).' })
  @IsOptional()
  @IsInt()
  @Min(1, { message: 'minFreeSeats must be between 1 and 4' })
  @Max(4, { message: 'minFreeSeats must be between 1 and 4' })
  minFreeSeats?: number | null;
}
