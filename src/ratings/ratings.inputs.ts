import { ArgsType, Field, ID } from '@nestjs/graphql';
import { PageArgs } from '../common/graphql/page-args.js';
import { IsBoolean, IsEnum, IsIn, IsUUID } from 'class-validator';
import { PlayerKindGql } from '../players/players.models.js';
import { GAME_MESSAGE, GAME_NAMES, GameGql } from '../game/schema-vocabulary.js';

type GameName = (typeof GAME_NAMES)[number];

@ArgsType()
export class LeaderboardArgs extends PageArgs(
  20,
  'Entries per page (1-100).',
  'The `endCursor` (or an edge `cursor`) of the previous page; omitted: the first page.',
) {
  @Field(() => GameGql) @IsIn(GAME_NAMES, { message: GAME_MESSAGE }) game: GameName;
  @Field(() => PlayerKindGql, { description: 'The pool: PERSON, or BOT for the bot ladder.' })
  @IsEnum(PlayerKindGql, { message: 'kind must be PERSON or BOT' })
  kind: PlayerKindGql;
}

@ArgsType()
export class RatingHistoryArgs extends PageArgs(50, 'Changes per page (1-100), oldest first.', 'The `endCursor` of the previous page.') {
  @Field(() => ID) @IsUUID('all', { message: 'playerId must be a player id' }) playerId: string;
  @Field(() => GameGql) @IsIn(GAME_NAMES, { message: GAME_MESSAGE }) game: GameName;
}

@ArgsType()
export class PlayerStatisticsArgs {
  @Field(() => ID) @IsUUID('all', { message: 'playerId must be a player id' }) playerId: string;
  @Field(() => GameGql) @IsIn(GAME_NAMES, { message: GAME_MESSAGE }) game: GameName;
  @Field(() => Boolean, { defaultValue: false, description: 'Only rated matches (default: every finished match).' }) @IsBoolean() ratedOnly: boolean;
}
