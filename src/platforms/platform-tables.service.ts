// What a platform does with its API key at the tables: creates a table for its players (every
// seat filled, so the match starts) or a tournament of them, and lists its tables. The tables are the ordinary ones
// (TablesService), tagged with the platform; its players are found or created by subject here.
import { Injectable } from '@nestjs/common';
import { BadUserInputError, NotFoundError } from '../common/errors/domain-errors.js';
import type { TableModel, TableViewModel } from '../tables/tables.models.js';
import { TablesService } from '../tables/tables.service.js';
import { nameFromClaim } from './claims.js';
import type { EntityManager } from 'typeorm';
import type { Tournament } from '../tournaments/tournaments.models.js';
import { TournamentsService } from '../tournaments/tournaments.service.js';
import type { PlatformCreateTableInput, PlatformCreateTournamentInput } from './platform-tables.inputs.js';
import { PlatformsRepository } from './platforms.repository.js';

@Injectable()
export class PlatformTablesService {
  constructor(
    private readonly repo: PlatformsRepository,
    private readonly tables: TablesService,
    private readonly tournaments: TournamentsService,
  ) {}

  /** A tournament of the platform with its players registered (and, with `start`, its first series started). */
  async createTournament(platformId: string, input: PlatformCreateTournamentInput): Promise<Tournament> {
    input.players.forEach((p, i) => {
      if ((p.subject ? 1 : 0) + (p.playerId ? 1 : 0) !== 1)
        throw new BadUserInputError(`players[${i}]: give exactly one of subject and playerId.`, { field: `players.${i}` });
    });
    return this.tournaments.createFor(
      platformId,
      input.tournament,
      async (em) => {
        const ids: string[] = [];
        for (const p of input.players) ids.push(await this.playerOf(em, platformId, p));
        if (new Set(ids).size !== ids.length) throw new BadUserInputError('A player is registered once only.', { field: 'players' });
        return ids;
      },
      input.start,
    );
  }

  /** The platform's player by id (NOT_FOUND for anyone else's) or by subject (created on first use). */
  private async playerOf(
    em: EntityManager,
    platformId: string,
    p: { subject?: string | null; name?: string | null; playerId?: string | null },
  ): Promise<string> {
    if (p.playerId) {
      // Another platform's player (or a public one) is not found, as if it did not exist.
      if (!(await this.repo.isPlayerOf(em, platformId, p.playerId))) throw new NotFoundError('No such player.');
      return p.playerId;
    }
    return this.repo.ensureSubject(em, platformId, p.subject!, nameFromClaim(p.name));
  }

  async createTable(platformId: string, input: PlatformCreateTableInput): Promise<TableViewModel> {
    input.seats.forEach((seat, i) => {
      const given = [seat.subject, seat.playerId, seat.bot].filter((v) => v !== undefined && v !== null).length;
      if (given !== 1) throw new BadUserInputError(`seats[${i}]: give exactly one of subject, playerId and bot.`, { field: `seats.${i}` });
    });
    return this.tables.createSeatedFor(platformId, input.table, async (em) => {
      const out: ({ playerId: string } | { bot: string })[] = [];
      for (const seat of input.seats) {
        out.push(seat.bot ? { bot: seat.bot } : { playerId: await this.playerOf(em, platformId, seat) });
      }
      const ids = out.flatMap((s) => ('playerId' in s ? [s.playerId] : []));
      if (new Set(ids).size !== ids.length) throw new BadUserInputError('A player takes one seat only.', { field: 'seats' });
      return out;
    });
  }

  tablesOf(platformId: string, first: number, status?: string, after?: string): Promise<TableModel[]> {
    return this.tables.ofPlatform(platformId, first, status, after);
  }
}
