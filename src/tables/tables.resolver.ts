import { UseGuards, UseInterceptors } from '@nestjs/common';
import { Args, Context, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { AuthGuard, CurrentCaller, OptionalAuthGuard, PlatformScope, type Caller } from '../common/auth/auth.js';
import { OnePerAddress } from '../limits/one-per-address.js';
import { TABLE_VIEW_COST } from '../limits/query-limits.js';
import { AddBotsInput, CreateTableInput, JoinTableInput, LobbyPageArgs } from './tables.inputs.js';
import { TableConnectionModel, TableModel, TableViewModel } from './tables.models.js';
import { GameGql, VariantGql } from '../game/schema-vocabulary.js';
import { TablesService } from './tables.service.js';

/** For the complexity limit: a list of tables counts each table's fields once per table returned. */
const perTableReturned = ({ args, childComplexity }: { args: Record<string, unknown>; childComplexity: number }) =>
  childComplexity * Math.min(Math.max(Number(args.limit) || 50, 1), 200);
/** The same for a page: its nodes and edges count once per table of the page. */
const perTableOfPage = ({ args, childComplexity }: { args: Record<string, unknown>; childComplexity: number }) =>
  childComplexity * Math.min(Math.max(Number(args.first) || 20, 1), 100);

/**
 * Views of one request, by table id: aliases of `table` for the same table read it and build
 * its view once (the request's context is the key, so nothing outlives the request).
 */
const requestViews = new WeakMap<object, Map<string, Promise<TableViewModel>>>();

@Resolver(() => TableModel)
export class TablesResolver {
  constructor(private readonly tables: TablesService) {}

  @Query(() => [TableModel], {
    description:
      "The lobby: public tables with free seats, newest first; of one player's open tables only the newest few are listed. The first page of `lobbyPage` without filters, as a list. A platform's key and users see the platform's own lobby (docs/platforms.md); everyone else the tables of no platform.",
    complexity: perTableReturned,
  })
  @UseGuards(OptionalAuthGuard)
  lobby(
    @CurrentCaller() caller: Caller | undefined,
    @PlatformScope() platformId: string | null,
    @Args('limit', { type: () => Int, defaultValue: 50 }) limit: number,
  ): Promise<TableModel[]> {
    return this.tables.lobby(caller?.playerId, Math.max(1, Math.min(limit, 200)), platformId);
  }

  @Query(() => TableConnectionModel, {
    description:
      "The lobby in pages: public tables with free seats, newest first, filtered by preset, size and empty seats; of one player's open tables only the newest few are listed (LOBBY_TABLES_PER_PLAYER), so a flood cannot bury the others.",
    complexity: perTableOfPage,
  })
  @UseGuards(OptionalAuthGuard)
  lobbyPage(
    @CurrentCaller() caller: Caller | undefined,
    @PlatformScope() platformId: string | null,
    @Args() args: LobbyPageArgs,
  ): Promise<TableConnectionModel> {
    return this.tables.lobbyPage(caller?.playerId, args, platformId);
  }

  @Query(() => [TableModel], {
    description:
      "The caller's own tables: those where the caller is seated and the match is not over (open or in play), newest first. A bot that restarts finds its tables here.",
    complexity: perTableReturned,
  })
  @UseGuards(AuthGuard)
  myTables(
    @CurrentCaller() caller: Caller,
    @Args('limit', { type: () => Int, defaultValue: 50 }) limit: number,
    @Args('game', { type: () => GameGql, nullable: true, description: 'Only tables of this game.' }) game?: string | null,
    @Args('variant', { type: () => VariantGql, nullable: true, description: 'Only tables of this variant.' }) variant?: string | null,
  ): Promise<TableModel[]> {
    return this.tables.seatedAt(caller.playerId, Math.max(1, Math.min(limit, 200)), { game: game ?? undefined, variant: variant ?? undefined });
  }

  @Query(() => TableViewModel, {
    description: 'A table as the caller sees it (spectators without a token see public information only).',
    complexity: TABLE_VIEW_COST,
  })
  @UseGuards(OptionalAuthGuard)
  table(
    @CurrentCaller() caller: Caller | undefined,
    @Args('tableId', { type: () => ID }) tableId: string,
    @Context() context: object,
  ): Promise<TableViewModel> {
    let views = requestViews.get(context);
    if (!views) requestViews.set(context, (views = new Map()));
    let view = views.get(tableId);
    if (!view) views.set(tableId, (view = this.tables.view(tableId, caller?.playerId)));
    return view;
  }

  @Mutation(() => TableViewModel, {
    description: 'Create a table from a preset plus option overrides; the creator takes seat 0 unless takeSeat is false.',
    complexity: TABLE_VIEW_COST,
  })
  @UseGuards(AuthGuard)
  @UseInterceptors(OnePerAddress)
  createTable(@CurrentCaller() caller: Caller, @Args('input', { type: () => CreateTableInput }) input: CreateTableInput): Promise<TableViewModel> {
    return this.tables.create(caller, input);
  }

  @Mutation(() => TableViewModel, {
    description: 'Take a seat (the lowest free one unless given). The match starts when the last seat is taken.',
    complexity: TABLE_VIEW_COST,
  })
  @UseGuards(AuthGuard)
  joinTable(@CurrentCaller() caller: Caller, @Args('input', { type: () => JoinTableInput }) input: JoinTableInput): Promise<TableViewModel> {
    return this.tables.join(caller, input);
  }

  @Mutation(() => TableViewModel, { description: 'Leave your seat (before the match starts).', complexity: TABLE_VIEW_COST })
  @UseGuards(AuthGuard)
  leaveTable(@CurrentCaller() caller: Caller, @Args('tableId', { type: () => ID }) tableId: string): Promise<TableViewModel> {
    return this.tables.leave(caller, tableId);
  }

  @Mutation(() => TableViewModel, { description: 'Fill every empty seat with a server bot; the match starts.', complexity: TABLE_VIEW_COST })
  @UseGuards(AuthGuard)
  @UseInterceptors(OnePerAddress)
  addBots(@CurrentCaller() caller: Caller, @Args('input', { type: () => AddBotsInput }) input: AddBotsInput): Promise<TableViewModel> {
    return this.tables.addBots(caller, input);
  }
}
