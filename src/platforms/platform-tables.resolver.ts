// Thin: a platform's table operations with its API key (PlatformGuard).
import { UseGuards } from '@nestjs/common';
import { Args, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { CurrentPlatform, PlatformGuard, type PlatformCaller } from '../common/auth/auth.js';
import { TABLE_VIEW_COST } from '../limits/query-limits.js';
import { TableModel, TableStatusGql, TableViewModel } from '../tables/tables.models.js';
import { Tournament } from '../tournaments/tournaments.models.js';
import { PlatformCreateTableInput, PlatformCreateTournamentInput } from './platform-tables.inputs.js';
import { PlatformTablesService } from './platform-tables.service.js';

const perTable = ({ args, childComplexity }: { args: Record<string, unknown>; childComplexity: number }) =>
  childComplexity * Math.min(Math.max(Number(args.first) || 50, 1), 200);

@Resolver()
@UseGuards(PlatformGuard)
export class PlatformTablesResolver {
  constructor(private readonly service: PlatformTablesService) {}

  @Mutation(() => TableViewModel, {
    description:
      "Platform key: a table of the platform with every seat given (its users by subject or player id, or server bots); the match starts at once. The table is the platform's: only its key and users see it.",
    complexity: TABLE_VIEW_COST,
  })
  platformCreateTable(
    @CurrentPlatform() platform: PlatformCaller,
    @Args('input', { type: () => PlatformCreateTableInput }) input: PlatformCreateTableInput,
  ): Promise<TableViewModel> {
    return this.service.createTable(platform.id, input);
  }

  @Mutation(() => Tournament, {
    description:
      'Platform key: a tournament of the platform with its players registered (by subject or player id; the first is its creator) and, with start, its first series started.',
  })
  platformCreateTournament(
    @CurrentPlatform() platform: PlatformCaller,
    @Args('input', { type: () => PlatformCreateTournamentInput }) input: PlatformCreateTournamentInput,
  ): Promise<Tournament> {
    return this.service.createTournament(platform.id, input);
  }

  @Query(() => [TableModel], { description: "Platform key: the platform's tables (its matches), newest first.", complexity: perTable })
  platformTables(
    @CurrentPlatform() platform: PlatformCaller,
    @Args('first', { type: () => Int, defaultValue: 50, description: '1-200.' }) first: number,
    @Args('status', { type: () => TableStatusGql, nullable: true, description: 'Only tables of this status (FINISHED: the finished matches).' })
    status?: TableStatusGql | null,
    @Args('after', { type: () => ID, nullable: true, description: 'The id of the last table of the previous page.' }) after?: string | null,
  ): Promise<TableModel[]> {
    return this.service.tablesOf(platform.id, Math.max(1, Math.min(first, 200)), status ?? undefined, after ?? undefined);
  }
}
