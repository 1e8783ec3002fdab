import { ArgsType, Field, ID, InputType, Int } from '@nestjs/graphql';
import { IsBoolean, IsEnum, IsIn, IsInt, IsOptional, IsString, IsUUID, Length, Matches, Max, Min, ValidateNested } from 'class-validator';
import { Type } from 'class-transformer';
import type { Mirrors } from '../common/graphql/mirrors.js';
import { ENTROPY_PATTERN, type RuleOptions } from '../game/match-port.js';
import { BotStrategy, Preset, Visibility } from './tables.models.js';

@InputType({ description: 'Rule options to override on top of the preset; omitted ones keep the preset value.' })
export class RuleOverridesInput {
  @Field(() => Boolean, { nullable: true }) @IsOptional() @IsBoolean() kontraRe?: boolean;
  @Field(() => Boolean, { nullable: true }) @IsOptional() @IsBoolean() kontraRequiresBid?: boolean;
  @Field(() => Boolean, { nullable: true }) @IsOptional() @IsBoolean() ramsch?: boolean;
  @Field(() => Boolean, { nullable: true }) @IsOptional() @IsBoolean() bock?: boolean;
  @Field(() => Boolean, { nullable: true }) @IsOptional() @IsBoolean() bockRamschRounds?: boolean;
  @Field(() => Boolean, { nullable: true }) @IsOptional() @IsBoolean() tips?: boolean;
  @Field(() => Boolean, { nullable: true }) @IsOptional() @IsBoolean() tournamentScoring?: boolean;
  @Field(() => Boolean, { nullable: true }) @IsOptional() @IsBoolean() concessions?: boolean;
}
true satisfies Mirrors<keyof RuleOverridesInput, keyof RuleOptions>;

const ENTROPY_DESCRIPTION =
  'Your own randomness for the shuffle (docs/fair-deals.md): 1-128 characters of A-Z a-z 0-9 _ -. Every deal of the match mixes it into the deck, and the deal record shows it. Optional.';
const ENTROPY_MESSAGE = 'entropy must be 1-128 characters of A-Z a-z 0-9 _ -';

@InputType()
export class CreateTableInput {
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
  @Field(() => String, { nullable: true, description: `With takeSeat. ${ENTROPY_DESCRIPTION}` })
  @IsOptional()
  @Matches(ENTROPY_PATTERN, { message: ENTROPY_MESSAGE })
  entropy?: string;
  @Field(() => Int, {
    nullable: true,
    description: 'Turn timer: seconds per action. When they run out the server acts for the silent seat (a pass in bidding, a bot\'s choice otherwise) and the score sheet marks it. Null: no timer.',
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
export class LobbyPageArgs {
  @Field(() => Int, { defaultValue: 20, description: 'Tables per page (1-100).' })
  @IsInt()
  @Min(1, { message: 'first must be between 1 and 100' })
  @Max(100, { message: 'first must be between 1 and 100' })
  first: number;
  @Field(() => String, { nullable: true, description: 'The `endCursor` (or an edge `cursor`) of the previous page; omitted: the first page.' })
  @IsOptional()
  @IsString()
  @Length(1, 200)
  after?: string | null;
  @Field(() => Preset, { nullable: true, description: 'Only tables of this preset.' }) @IsOptional() @IsEnum(Preset) preset?: Preset | null;
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
