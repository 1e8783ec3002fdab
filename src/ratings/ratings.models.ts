// GraphQL types of ratings, leaderboards, rating history and player statistics (docs/ratings.md).
import { Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';
import { PlayerModel } from '../players/players.models.js';
import { PageInfoModel } from '../tables/tables.models.js';
import { GameGql } from '../game/schema-vocabulary.js';

@ObjectType('Rating', { description: "A player's skill in one game: openskill's Plackett-Luce mu and sigma, and the conservative rating mu - 3 sigma." })
export class RatingModel {
  @Field(() => Float, { description: 'mu - 3 sigma: what leaderboards rank by. A new player starts at 0 (mu 25, sigma 25/3).' }) rating: number;
  @Field(() => Float) mu: number;
  @Field(() => Float) sigma: number;
}

@ObjectType('LeaderboardEntry')
export class LeaderboardEntryModel {
  @Field(() => PlayerModel) player: PlayerModel;
  @Field(() => Int, { description: 'Place in the pool: 1 + the number of players rated higher (equal ratings share a rank).' }) rank: number;
  @Field(() => Float, { description: 'mu - 3 sigma.' }) rating: number;
  @Field(() => Float) mu: number;
  @Field(() => Float) sigma: number;
  @Field(() => Int, { description: 'Rated matches played in this game.' }) matches: number;
}

@ObjectType('LeaderboardEdge')
export class LeaderboardEdgeModel {
  @Field(() => String, { description: 'Opaque: pass it as `after` to continue after this entry.' }) cursor: string;
  @Field(() => LeaderboardEntryModel) node: LeaderboardEntryModel;
}

@ObjectType('Leaderboard', { description: 'A page of one pool (a game and a kind of player), best rating first.' })
export class LeaderboardModel {
  @Field(() => GameGql) game: string;
  @Field(() => [LeaderboardEntryModel]) nodes: LeaderboardEntryModel[];
  @Field(() => [LeaderboardEdgeModel]) edges: LeaderboardEdgeModel[];
  @Field(() => PageInfoModel) pageInfo: PageInfoModel;
}

@ObjectType('RatingChange', { description: 'One rated match of a player: the rating before and after it.' })
export class RatingChangeModel {
  @Field(() => ID) tableId: string;
  @Field(() => Date) finishedAt: Date;
  @Field(() => Int, { description: "The player's place by the match's final totals (1 = first; equal totals share a place)." }) rank: number;
  @Field(() => Int, { description: 'Players in the match.' }) players: number;
  @Field(() => Int, { description: "The player's final total as the game scores it (points, or the ledger's balance)." }) total: number;
  @Field(() => RatingModel) before: RatingModel;
  @Field(() => RatingModel) after: RatingModel;
  @Field(() => Float, { description: 'after.rating - before.rating.' }) change: number;
}

@ObjectType('RatingHistory')
export class RatingHistoryModel {
  @Field(() => ID) playerId: string;
  @Field(() => GameGql) game: string;
  @Field(() => RatingModel, { nullable: true, description: 'The current rating; null before the first rated match.' }) current: RatingModel | null;
  @Field(() => [RatingChangeModel], { description: 'Oldest first.' }) changes: RatingChangeModel[];
  @Field(() => PageInfoModel) pageInfo: PageInfoModel;
}

@ObjectType('SuccessCount', { description: 'How often something was tried and how often it succeeded.' })
export class SuccessCountModel {
  @Field(() => Int) count: number;
  @Field(() => Int) won: number;
  @Field(() => Float, { nullable: true, description: 'won / count; null when count is 0.' }) rate: number | null;
}

@ObjectType('PlayerStatistics', { description: "A player's statistics in one game over finished matches (all, or only rated ones): docs/ratings.md." })
export class PlayerStatisticsModel {
  @Field(() => PlayerModel) player: PlayerModel;
  @Field(() => GameGql) game: string;
  @Field(() => Boolean) ratedOnly: boolean;
  @Field(() => RatingModel, { nullable: true, description: 'The current rating in this game; null before the first rated match.' }) rating: RatingModel | null;
  @Field(() => Int, { description: 'Finished matches counted.' }) matches: number;
  @Field(() => Int, { description: 'Of them finished first (alone or tied).' }) matchesWon: number;
  @Field(() => Int, { description: 'Deals played (not sitting out).' }) deals: number;
  @Field(() => Int, { description: 'Deals with a game this player declared.' }) asDeclarer: number;
  @Field(() => Int, { description: 'Deals with a game another player declared.' }) asDefender: number;
  @Field(() => SuccessCountModel, { description: 'Games as declarer and how many were won.' }) declarer: SuccessCountModel;
  @Field(() => SuccessCountModel, { description: 'Games as defender and how many the defenders won.' }) defender: SuccessCountModel;
  /** The game's own part (ServedGame.statistics), served by the game module's field of this type. */
  gameStatistics: object | null;
}
