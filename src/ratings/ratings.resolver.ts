// Thin: arguments are checked by their classes (ratings.inputs.ts), the service does the rest.
import { UseGuards } from '@nestjs/common';
import { Args, Query, Resolver } from '@nestjs/graphql';
import { OptionalAuthGuard, PlatformScope } from '../common/auth/auth.js';
import { LeaderboardArgs, PlayerStatisticsArgs, RatingHistoryArgs } from './ratings.inputs.js';
import { LeaderboardModel, PlayerStatisticsModel, RatingHistoryModel } from './ratings.models.js';
import { RatingsService } from './ratings.service.js';

/** Lists cost their child selection once per entry they may return. */
const perEntry =
  (max: number, dflt: number) =>
  ({ args, childComplexity }: { args: Record<string, unknown>; childComplexity: number }) =>
    childComplexity * Math.min(Math.max(Number(args.first) || dflt, 1), max);

@Resolver()
@UseGuards(OptionalAuthGuard)
export class RatingsResolver {
  constructor(private readonly ratings: RatingsService) {}

  @Query(() => LeaderboardModel, {
    description:
      "One rating pool in pages, best first: a game (SKAT, TAROCK) and a kind of player (PERSON; BOT is the bot ladder). Only players with a rated match are listed; a platform's key and users see its own players, everyone else the players of no platform.",
    complexity: perEntry(100, 20),
  })
  leaderboard(@PlatformScope() platformId: string | null, @Args() a: LeaderboardArgs): Promise<LeaderboardModel> {
    return this.ratings.leaderboard(a.game, a.kind, a.first, a.after, platformId);
  }

  @Query(() => RatingHistoryModel, {
    description: "A player's rated matches in one game, oldest first: the rating before and after each.",
    complexity: perEntry(100, 50),
  })
  ratingHistory(@Args() a: RatingHistoryArgs): Promise<RatingHistoryModel> {
    return this.ratings.history(a.playerId, a.game, a.first, a.after);
  }

  @Query(() => PlayerStatisticsModel, {
    description: "A player's statistics in one game over finished matches (all, or only rated ones with ratedOnly); docs/ratings.md defines each field.",
  })
  playerStatistics(@Args() a: PlayerStatisticsArgs): Promise<PlayerStatisticsModel> {
    return this.ratings.statistics(a.playerId, a.game, a.ratedOnly);
  }
}
