import { ArgsType, Field, ID, Int } from '@nestjs/graphql';
import { IsBoolean, IsEnum, IsIn, IsInt, IsOptional, IsString, IsUUID, Length, Max, Min } from 'class-validator';
import { PlayerKindGql } from '../players/players.models.js';
import { GameGql } from '../tarock/tarock-enums.js';

const GAME_MESSAGE = 'game must be SKAT or TAROCK';

@ArgsType()
export class LeaderboardArgs {
  @Field(() => GameGql) @IsIn(['skat', 'tarock'], { message: GAME_MESSAGE }) game: 'skat' | 'tarock';
  @Field(() => PlayerKindGql, { description: 'The pool: PERSON, or BOT for the bot ladder.' }) @IsEnum(PlayerKindGql, { message: 'kind must be PERSON or BOT' }) kind: PlayerKindGql;
  @Field(() => Int, { defaultValue: 20, description: 'Entries per page (1-100).' })
  @IsInt()
  @Min(1, { message: 'first must be between 1 and 100' })
  @Max(100, { message: 'first must be between 1 and 100' })
  first: number;
  @Field(() => String, { nullable: true, description: 'The `endCursor` (or an edge `cursor`) of the previous page; omitted: the first page.' })
  @IsOptional()
  @IsString()
  @Length(1, 200)
  after?: string | null;
}

@ArgsType()
export class RatingHistoryArgs {
  @Field(() => ID) @IsUUID('all', { message: 'playerId must be a player id' }) playerId: string;
  @Field(() => GameGql) @IsIn(['skat', 'tarock'], { message: GAME_MESSAGE }) game: 'skat' | 'tarock';
  @Field(() => Int, { defaultValue: 50, description: 'Changes per page (1-100), oldest first.' })
  @IsInt()
  @Min(1, { message: 'first must be between 1 and 100' })
  @Max(100, { message: 'first must be between 1 and 100' })
  first: number;
  @Field(() => String, { nullable: true, description: 'The `endCursor` of the previous page.' })
  @IsOptional()
  @IsString()
  @Length(1, 200)
  after?: string | null;
}

@ArgsType()
export class PlayerStatisticsArgs {
  @Field(() => ID) @IsUUID('all', { message: 'playerId must be a player id' }) playerId: string;
  @Field(() => GameGql) @IsIn(['skat', 'tarock'], { message: GAME_MESSAGE }) game: 'skat' | 'tarock';
  @Field(() => Boolean, { defaultValue: false, description: 'Only rated matches (default: every finished match).' }) @IsBoolean() ratedOnly: boolean;
}
