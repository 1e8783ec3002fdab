// What a platform does with its API key at the tables: creates a table for its players (every
// seat filled, so the match starts) and lists its tables. The tables are the ordinary ones
// (TablesService), tagged with the platform; its players are found or created by subject here.
import { Injectable } from '@nestjs/common';
import { BadUserInputError, NotFoundError } from '../common/errors/domain-errors.js';
import type { TableModel, TableViewModel } from '../tables/tables.models.js';
import { TablesService } from '../tables/tables.service.js';
import { nameFromClaim } from './claims.js';
import type { PlatformCreateTableInput } from './platform-tables.inputs.js';
import { PlatformsRepository } from './platforms.repository.js';

@Injectable()
export class PlatformTablesService {
  constructor(
    private readonly repo: PlatformsRepository,
    private readonly tables: TablesService,
  ) {}

  async createTable(platformId: string, input: PlatformCreateTableInput): Promise<TableViewModel> {
    input.seats.forEach((seat, i) => {
      const given = [seat.subject, seat.playerId, seat.bot].filter((v) => v !== undefined && v !== null).length;
      if (given !== 1) throw new BadUserInputError(`seats[${i}]: give exactly one of subject, playerId and bot.`, { field: `seats.${i}` });
    });
    return this.tables.createSeatedFor(platformId, input.table, async (em) => {
      const out: ({ playerId: string } | { bot: string })[] = [];
      for (const seat of input.seats) {
        if (seat.bot) out.push({ bot: seat.bot });
        else if (seat.playerId) {
          // Another platform's player (or a public one) is not found, as if it did not exist.
          if (!(await this.repo.isPlayerOf(em, platformId, seat.playerId))) throw new NotFoundError('No such player.');
          out.push({ playerId: seat.playerId });
        } else out.push({ playerId: await this.repo.ensureSubject(em, platformId, seat.subject!, nameFromClaim(seat.name)) });
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
