import { UseGuards } from '@nestjs/common';
import { Args, ID, Int, Mutation, Parent, Query, ResolveField, Resolver, Subscription } from '@nestjs/graphql';
import { AuthGuard, CurrentCaller, OptionalAuthGuard, PlatformScope, type Caller } from '../common/auth/auth.js';
import { AddTournamentBotsInput, CreateTournamentInput } from './tournaments.inputs.js';
import { Tournament, TournamentStanding } from './tournaments.models.js';
import { TournamentsService } from './tournaments.service.js';

/** For the complexity limit: a list of tournaments counts each one's fields once per tournament returned. */
const perTournament = ({ args, childComplexity }: { args: Record<string, unknown>; childComplexity: number }) =>
  childComplexity * Math.min(Math.max(Number(args.limit) || 20, 1), 50);

@Resolver(() => Tournament)
export class TournamentsResolver {
  constructor(private readonly service: TournamentsService) {}

  @Query(() => [Tournament], {
    description: "Tournaments, newest first: a platform's key and users see the platform's own, everyone else those of no platform.",
    complexity: perTournament,
  })
  tournaments(
    @PlatformScope() platformId: string | null,
    @Args('limit', { type: () => Int, defaultValue: 20, description: '1-50.' }) limit: number,
  ): Promise<Tournament[]> {
    return this.service.list(Math.max(1, Math.min(limit, 50)), platformId);
  }

  @Query(() => Tournament, { description: 'One tournament: its players, series, table assignments and standings now.' })
  tournament(@Args('tournamentId', { type: () => ID }) id: string): Promise<Tournament> {
    return this.service.tournament(id);
  }

  @ResolveField(() => [TournamentStanding], { description: 'The list now: finished deals of every table, running ones included (as tournamentStandings).' })
  standings(@Parent() t: Tournament): Promise<TournamentStanding[]> {
    return this.service.standings(t.id);
  }

  @Query(() => [TournamentStanding], {
    description:
      'The list: Seeger-Fabian points over every finished deal so far (running tables included), ranked with the tie-breaks of docs/tournaments.md; with `series`, that series alone.',
  })
  tournamentStandings(
    @Args('tournamentId', { type: () => ID }) id: string,
    @Args('series', { type: () => Int, nullable: true, description: 'Only this series (1-based).' }) series?: number | null,
  ): Promise<TournamentStanding[]> {
    return this.service.standings(id, series);
  }

  @Query(() => String, { description: 'The list as CSV (RFC 4180, CRLF): rank,name,player_id,series_1..series_n,points,won,lost,games,timeouts.' })
  tournamentStandingsCsv(@Args('tournamentId', { type: () => ID }) id: string): Promise<string> {
    return this.service.csv(id);
  }

  @Mutation(() => Tournament, {
    description: 'Creates a tournament taking registrations; the caller is its creator (the only one who may add bots and start it).',
  })
  @UseGuards(AuthGuard)
  createTournament(@CurrentCaller() caller: Caller, @Args('input') input: CreateTournamentInput): Promise<Tournament> {
    return this.service.create(caller, input);
  }

  @Mutation(() => Tournament, { description: 'Registers the caller (a person or a bot) until the tournament starts.' })
  @UseGuards(AuthGuard)
  registerTournament(@CurrentCaller() caller: Caller, @Args('tournamentId', { type: () => ID }) id: string): Promise<Tournament> {
    return this.service.register(caller, id);
  }

  @Mutation(() => Tournament, { description: "Withdraws the caller's registration (before the start)." })
  @UseGuards(AuthGuard)
  unregisterTournament(@CurrentCaller() caller: Caller, @Args('tournamentId', { type: () => ID }) id: string): Promise<Tournament> {
    return this.service.unregister(caller, id);
  }

  @Mutation(() => Tournament, { description: 'Registers server bots (the creator only, before the start).' })
  @UseGuards(AuthGuard)
  addTournamentBots(@CurrentCaller() caller: Caller, @Args('input') input: AddTournamentBotsInput): Promise<Tournament> {
    return this.service.addBots(caller, input);
  }

  @Mutation(() => Tournament, { description: 'Closes registration, draws the first series and starts its tables (the creator only).' })
  @UseGuards(AuthGuard)
  startTournament(@CurrentCaller() caller: Caller, @Args('tournamentId', { type: () => ID }) id: string): Promise<Tournament> {
    return this.service.start(caller, id);
  }

  @Subscription(() => Tournament, {
    description:
      'The tournament now, then again after each change: registrations, each draw (table assignments), finished deals (standings), the end. Completes when it is finished.',
    resolve: (t: Tournament) => t,
  })
  @UseGuards(OptionalAuthGuard)
  tournamentUpdated(@Args('tournamentId', { type: () => ID }) id: string): Promise<AsyncIterableIterator<Tournament>> {
    return this.service.updates(id);
  }
}
