// Ratings and statistics: what a finishing move writes (finishWrite, run by TableStore.appendMove
// in the move's own transaction), and the reads behind the leaderboards, the rating history,
// the statistics and their CSV export.
import { Injectable, Logger } from '@nestjs/common';
import { Env } from '../config/env.js';
import type pg from 'pg';
import { BadUserInputError, NotFoundError } from '../common/errors/domain-errors.js';
import { GAMES } from '../engine/games.js';
import type { MatchState } from '../game/match-port.js';
import type { PlayerKind } from '../players/player.entity.js';
import { toPlayerModel } from '../players/players.mappers.js';
import type { PlayerKindGql } from '../players/players.models.js';
import { PlayersRepository } from '../players/players.repository.js';
import type { TableSeatEntity } from '../tables/table-seat.entity.js';
import type { TableEntity } from '../tables/table.entity.js';
import type { LeaderboardModel, PlayerStatisticsModel, RatingHistoryModel, RatingModel } from './ratings.models.js';
import { RatingsRepository, type HistoryRow, type RatedGame } from './ratings.repository.js';
import { conservative, NEW_SKILL, rateMatch, ranksOf, type Skill } from './rating.js';
import { damped, farmVerdict } from './farm-check.js';
import { matchCounters, type Counters } from './statistics.js';
import { rateOf, SERVED_GAMES } from '../game/served-game.js';

const BOARD_PREFIX = 'board:';
const HISTORY_PREFIX = 'history:';
const encode = (s: string): string => Buffer.from(s).toString('base64url');
const decode = (c: string, prefix: string): string | null => {
  const s = Buffer.from(c, 'base64url').toString();
  return s.startsWith(prefix) ? s.slice(prefix.length) : null;
};
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const ratingModel = (s: Skill): RatingModel => ({ rating: conservative(s), mu: s.mu, sigma: s.sigma });

/** A match's final totals by player index, as its game counts them (points, ledger balances). */
export function finalTotals(state: MatchState): number[] {
  return GAMES.ofState(state).totals(state);
}

@Injectable()
export class RatingsService {
  private readonly logger = new Logger(RatingsService.name);

  constructor(
    private readonly repo: RatingsRepository,
    private readonly players: PlayersRepository,
    private readonly env: Env,
  ) {}

  /**
   * What the move that finishes `table`'s match writes besides the move, on the same
   * transaction: every player's statistics of the match, and for a rated match each player's
   * new rating and its history row. One Plackett-Luce update over the final order, with each
   * player's current rating in their own pool (people or bots, by their kind).
   */
  finishWrite(table: TableEntity, seats: TableSeatEntity[], state: MatchState): (client: pg.PoolClient) => Promise<void> {
    const game = GAMES.ofState(state).name as RatedGame;
    const totals = finalTotals(state);
    const ranks = ranksOf(totals);
    const ids = [...seats].sort((a, b) => a.seat - b.seat).map((s) => s.playerId);
    return async (client) => {
      const kinds = await this.repo.kinds(client, ids);
      const players = ids.map((playerId) => ({ playerId, kind: kinds.get(playerId) ?? ('person' as PlayerKind) }));
      await this.repo.insertStatistics(
        client,
        table.id,
        game,
        table.rated,
        players.map((p, i) => ({ ...p, counters: matchCounters(state, i, ranks[i]) })),
      );
      if (!table.rated) return;
      const current = await this.repo.lockSkills(client, game, players, NEW_SKILL, conservative(NEW_SKILL));
      const before = ids.map((id) => current.get(id)!);
      // Farming: repeats of one group count less, players of one address not at all (farm-check.ts).
      const verdict = await farmVerdict(client, game, ids, this.env.RATING_REPEAT_WINDOW_DAYS);
      if (verdict.flag) this.logger.warn({ tableId: table.id, ...verdict }, 'rated match flagged: counted less');
      const after = rateMatch(before, totals).map((s, i) => damped(before[i], s, verdict.weight));
      const rows: HistoryRow[] = players.map((p, i) => ({
        tableId: table.id,
        playerId: p.playerId,
        game,
        kind: p.kind,
        rank: ranks[i],
        players: ids.length,
        total: totals[i],
        before: { mu: before[i].mu, sigma: before[i].sigma },
        after: after[i],
        weight: verdict.weight,
        flag: verdict.flag,
      }));
      await this.repo.writeRatings(client, rows, conservative);
    };
  }

  /** `platformId`: a platform's own players (docs/platforms.md); null: the players of no platform. */
  async leaderboard(
    game: RatedGame,
    kind: PlayerKindGql,
    first: number,
    after: string | null | undefined,
    platformId: string | null = null,
  ): Promise<LeaderboardModel> {
    let from: { rating: number; playerId: string } | null = null;
    if (after) {
      const [rating, playerId] = (decode(after, BOARD_PREFIX) ?? '').split('|');
      if (!UUID.test(playerId ?? '') || !Number.isFinite(Number(rating)) || rating === '')
        throw new BadUserInputError('after is not a leaderboard cursor.', { field: 'after' });
      from = { rating: Number(rating), playerId };
    }
    const rows = await this.repo.board(game, kind as PlayerKind, first, from, platformId);
    const page = rows.slice(0, first);
    const cursorOf = (r: { rating: number; playerId: string }) => encode(`${BOARD_PREFIX}${r.rating}|${r.playerId}`);
    let rank = 0;
    let position = 0;
    if (page.length) {
      const place = await this.repo.placeOf(game, kind as PlayerKind, page[0].rating, page[0].playerId, platformId);
      rank = place.above + 1;
      position = place.above + place.tiedBefore + 1;
    }
    const nodes = page.map((r, i) => {
      // Equal ratings share a rank; below a lower rating the rank is the position.
      if (i > 0) rank = r.rating === page[i - 1].rating ? rank : position + i;
      return {
        player: toPlayerModel({ id: r.playerId, name: r.name, kind: r.kind, serverStrategy: r.serverStrategy, createdAt: r.createdAt }),
        rank,
        rating: r.rating,
        mu: r.mu,
        sigma: r.sigma,
        matches: r.matches,
      };
    });
    return {
      game,
      nodes,
      edges: nodes.map((node, i) => ({ cursor: cursorOf(page[i]), node })),
      pageInfo: { endCursor: page.length ? cursorOf(page.at(-1)!) : null, hasNextPage: rows.length > first },
    };
  }

  async history(playerId: string, game: RatedGame, first: number, after: string | null | undefined): Promise<RatingHistoryModel> {
    let afterTable: string | null = null;
    if (after) {
      afterTable = decode(after, HISTORY_PREFIX);
      if (!afterTable || !UUID.test(afterTable)) throw new BadUserInputError('after is not a rating history cursor.', { field: 'after' });
    }
    await this.player(playerId);
    const rows = await this.repo.history(playerId, game, first, afterTable);
    const page = rows.slice(0, first);
    const current = await this.repo.skill(playerId, game);
    return {
      playerId,
      game,
      current: current ? ratingModel(current) : null,
      changes: page.map((h) => {
        const before = ratingModel({ mu: h.muBefore, sigma: h.sigmaBefore });
        const afterRating = ratingModel({ mu: h.muAfter, sigma: h.sigmaAfter });
        return {
          tableId: h.tableId,
          finishedAt: h.finishedAt,
          rank: h.rank,
          players: h.players,
          total: h.total,
          before,
          after: afterRating,
          change: afterRating.rating - before.rating,
        };
      }),
      pageInfo: { endCursor: page.length ? encode(HISTORY_PREFIX + page.at(-1)!.tableId) : null, hasNextPage: rows.length > first },
    };
  }

  async statistics(playerId: string, game: RatedGame, ratedOnly: boolean): Promise<PlayerStatisticsModel> {
    const player = await this.player(playerId);
    const counters = (await this.repo.counters(game, ratedOnly, { playerId })).get(playerId) ?? {};
    const skill = await this.repo.skill(playerId, game);
    return { ...typedStatistics(counters, game), player: toPlayerModel(player), game, ratedOnly, rating: skill ? ratingModel(skill) : null };
  }

  /** Every player of `game` (of `kind`, when given) with a counted match, as CSV: one line per player (docs/ratings.md). */
  async csv(game: RatedGame, ratedOnly: boolean, kind: PlayerKind | null): Promise<string> {
    const all = await this.repo.counters(game, ratedOnly, { kind });
    const players = new Map((await this.players.findByIds([...all.keys()])).map((p) => [p.id, p]));
    const skills = await this.repo.skills(game, [...all.keys()]);
    const lines = [csvHeader(game).join(',')];
    const sorted = [...all.entries()].sort(([a], [b]) => (a < b ? -1 : 1));
    for (const [id, c] of sorted) {
      const p = players.get(id);
      // A platform's players are its own (docs/platforms.md): not in the public export.
      if (!p || p.platformId) continue;
      const skill = skills.get(id);
      lines.push(
        csvLine(game, toPlayerModel(p), skill ? ratingModel(skill) : null, typedStatistics(c, game))
          .map(csvCell)
          .join(','),
      );
    }
    return lines.join('\r\n') + '\r\n';
  }

  private async player(playerId: string) {
    const [p] = await this.players.findByIds([playerId]);
    if (!p) throw new NotFoundError('No player with that id.');
    return p;
  }
}

type Typed = Omit<PlayerStatisticsModel, 'player' | 'game' | 'ratedOnly' | 'rating'>;

/** Summed counters as the typed statistics (the definitions are in docs/ratings.md). */
export function typedStatistics(c: Counters, game: RatedGame): Typed {
  const n = (k: string) => c[k] ?? 0;
  const matches = n('matches');
  const base = {
    matches,
    matchesWon: n('matchesWon'),
    deals: n('deals'),
    asDeclarer: n('declarer'),
    asDefender: n('defender'),
    declarer: rateOf(n('declarer'), n('declarerWon')),
    defender: rateOf(n('defender'), n('defenderWon')),
  };
  const own = SERVED_GAMES.named(game)?.statistics;
  return { ...base, gameStatistics: own ? own.of(n, matches) : null };
}

function csvHeader(game: RatedGame): string[] {
  const head = [
    'player_id',
    'name',
    'handle',
    'kind',
    'rating',
    'mu',
    'sigma',
    'matches',
    'matches_won',
    'deals',
    'as_declarer',
    'declarer_won',
    'as_defender',
    'defender_won',
  ];
  return [...head, ...(SERVED_GAMES.named(game)?.statistics?.csvHeader ?? [])];
}

function csvLine(game: RatedGame, p: { id: string; name: string; handle: string; kind: string }, r: RatingModel | null, s: Typed): (string | number | null)[] {
  const head = [
    p.id,
    p.name,
    p.handle,
    p.kind.toUpperCase(),
    r?.rating ?? null,
    r?.mu ?? null,
    r?.sigma ?? null,
    s.matches,
    s.matchesWon,
    s.deals,
    s.asDeclarer,
    s.declarer.won,
    s.asDefender,
    s.defender.won,
  ];
  const own = SERVED_GAMES.named(game)?.statistics;
  return [...head, ...(own && s.gameStatistics ? own.csvRow(s.gameStatistics) : [])];
}

/** RFC 4180: quoted when needed; a leading = + - @ is prefixed with ' so a spreadsheet does not run a name as a formula. */
function csvCell(v: string | number | null): string {
  if (v === null) return '';
  if (typeof v === 'number') return String(v);
  const safe = /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
