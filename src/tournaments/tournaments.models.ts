import { Field, Float, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import type { Mirrors } from '../common/graphql/mirrors.js';
import { TableStatusGql } from '../tables/tables.models.js';
import type { TournamentStatus } from './tournaments.repository.js';

export enum TournamentStatusGql {
  REGISTERING = 'registering',
  RUNNING = 'running',
  FINISHED = 'finished',
}
registerEnumType(TournamentStatusGql, {
  name: 'TournamentStatus',
  description: 'REGISTERING: players register until the creator starts it; RUNNING: a series is in play; FINISHED: every series is over.',
});
true satisfies Mirrors<`${TournamentStatusGql}`, TournamentStatus>;

export enum SeriesStatusGql {
  PLAYING = 'playing',
  DONE = 'done',
}
registerEnumType(SeriesStatusGql, { name: 'SeriesStatus', description: 'PLAYING: some table of the series is in play; DONE: every table of it is over.' });

@ObjectType({ description: 'A registered player.' })
export class TournamentPlayer {
  @Field(() => ID) playerId: string;
  @Field(() => String) name: string;
}

@ObjectType({ description: 'A seat at a tournament table.' })
export class TournamentSeat {
  @Field(() => Int) seat: number;
  @Field(() => ID) playerId: string;
  @Field(() => String) name: string;
}

@ObjectType({ description: 'A table drawn for a series.' })
export class TournamentTable {
  @Field(() => Int, { description: '1-based within the series.' }) tableNo: number;
  @Field(() => ID, { description: 'The table: play it, watch it, read its sheet and deal records with the table API.' }) tableId: string;
  @Field(() => TableStatusGql) status: TableStatusGql;
  @Field(() => [TournamentSeat], { description: 'Its players by seat.' }) players: TournamentSeat[];
}

@ObjectType({ description: 'One series: its tables, and its seed once every table of it is over.' })
export class TournamentSeries {
  @Field(() => Int) number: number;
  @Field(() => SeriesStatusGql) status: SeriesStatusGql;
  @Field(() => String, {
    nullable: true,
    description:
      'The series seed (docs/tournaments.md#fair-deals), null until the series is done. A duplicate tournament\'s tables use it as their match seed; otherwise table k\'s match seed is SHA-256 of "skat-tournament-table:" + seed + ":" + k.',
  })
  seed: string | null;
  @Field(() => [TournamentTable]) tables: TournamentTable[];
}

@ObjectType({ description: 'A line of the list: Seeger-Fabian points and the tie-break columns (docs/tournaments.md#tie-breaks).' })
export class TournamentStanding {
  @Field(() => Int) rank: number;
  @Field(() => ID) playerId: string;
  @Field(() => String) name: string;
  @Field(() => Int, { description: 'Seeger-Fabian points over every finished deal so far.' }) points: number;
  @Field(() => Int, { description: 'Games won as declarer.' }) won: number;
  @Field(() => Int, { description: 'Games lost as declarer.' }) lost: number;
  @Field(() => Int, { description: 'Deals taken part in (not sitting out).' }) games: number;
  @Field(() => Int, { description: 'Moves the server made for the player because the turn timer ran out.' }) timeouts: number;
  @Field(() => [Int], { description: 'Points per series, series 1 first.' }) seriesPoints: number[];
  @Field(() => Float, {
    nullable: true,
    description:
      'Duplicate tournaments: the sum over the deals the player took part in of their score minus the mean score of everyone who held the same cards (same series, table size, deal and seat); null otherwise.',
  })
  duplicateDelta: number | null;
}

@ObjectType({ description: 'A tournament: series of tables drawn by the service, scored Seeger-Fabian (docs/tournaments.md).' })
export class Tournament {
  @Field(() => ID) id: string;
  @Field(() => String) name: string;
  @Field(() => TournamentStatusGql) status: TournamentStatusGql;
  @Field(() => ID, { description: 'The creator: the only one who may add bots and start it.' }) createdBy: string;
  @Field(() => Int) seriesCount: number;
  @Field(() => Int, { description: 'Games per player in a series: deals per table are this many at a 3-player table and 4/3 of it at a 4-player table.' })
  gamesPerPlayer: number;
  @Field(() => Int) turnSeconds: number;
  @Field(() => Boolean, { description: 'Every table of a series plays the same deals from the same seats.' }) duplicate: boolean;
  @Field(() => String, { description: 'SHA-256 of "skat-tournament-v1:" + the tournament seed, public from the creation.' }) commitment: string;
  @Field(() => String, { nullable: true, description: 'The tournament seed: null until the tournament is finished.' }) seed: string | null;
  @Field(() => Int, { description: 'The series in play (or the last one); 0 before the start.' }) currentSeries: number;
  @Field(() => Int, { description: 'Grows with every change of the tournament itself (registrations, draws, series ends).' }) version: number;
  @Field(() => [TournamentPlayer]) players: TournamentPlayer[];
  @Field(() => [TournamentSeries], { description: 'The series drawn so far, with their table assignments.' }) series: TournamentSeries[];
  // standings: a resolved field (TournamentsResolver), computed only when asked for.
}
