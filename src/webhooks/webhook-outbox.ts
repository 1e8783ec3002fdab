// Where webhook events are written: into the outbox (webhook_deliveries), in the transaction of
// the change that causes them, through the hooks the move path and the tables offer (so neither
// learns of webhooks) and one call of the tournaments. Only a table or tournament of a platform
// (its platform_id, already in the row the change read) produces events, so every other table's
// moves cost nothing here: no query, and their move stays one autocommit statement.
import { Injectable } from '@nestjs/common';
import type pg from 'pg';
import type { EntityManager } from 'typeorm';
import { MatchEndHooks } from '../actions/match-end-hooks.js';
import { MoveHooks, type MoveSeen } from '../actions/move-hooks.js';
import { MATCH_STARTED, type MatchStartedPayload } from '../events/log-entry.js';
import { view, type MatchState } from '../game/match-port.js';
import { SERVED_GAMES } from '../game/served-game.js';
import { conservative } from '../ratings/rating.js';
import { TableChangeHooks, type TableChangeSeen } from '../tables/table-change-hooks.js';
import type { TableSeatEntity } from '../tables/table-seat.entity.js';
import type { TableEntity } from '../tables/table.entity.js';
import { webhookBody, type WebhookEventType } from './webhook-events.js';
import { WebhookDispatcher } from './webhook-dispatcher.js';
import { WebhooksRepository, type Queryable } from './webhooks.repository.js';

/** The score sheet as the API's ScoreSheet gives it to a spectator (totals, over, pot, deals), with the timed-out moves. */
function scoreSheetOf(table: TableEntity, state: MatchState, timeouts: { deal: number; player: number }[]) {
  const game = SERVED_GAMES.ofTagged(table.config);
  return { game: game.engine.name, ...game.scoreSheet(view(state, 'spectator'), timeouts) };
}

async function timeoutsOf(q: pg.PoolClient, tableId: string): Promise<{ deal: number; player: number }[]> {
  const r = await q.query<{ deal: number; player: number }>(
    `SELECT (action->>'player')::int AS player, timeout_deal AS deal FROM table_actions WHERE table_id = $1 AND timeout_deal IS NOT NULL ORDER BY seq_from`,
    [tableId],
  );
  return r.rows;
}

@Injectable()
export class WebhookOutbox {
  constructor(
    private readonly repo: WebhooksRepository,
    private readonly dispatcher: WebhookDispatcher,
    private readonly moves: MoveHooks,
    private readonly matchEnd: MatchEndHooks,
    private readonly tableChanges: TableChangeHooks,
  ) {}

  /**
   * Hooks itself into the moves, the match ends and the table changes. Called once all modules
   * are initialised, so its match-end hook runs after the ratings' one (it reads what that wrote).
   */
  register(): void {
    this.tableChanges.register((em, change) => this.tableStarted(em, change));
    this.moves.register((move) => this.dealEnded(move));
    this.matchEnd.register((table, seats, state) => this.matchEnded(table, seats, state));
  }

  /** Writes one event of a platform on `q` (the caller's transaction); `tableId`: whose committed change then wakes the delivery. */
  async emit(q: Queryable, platformId: string, type: WebhookEventType, data: Record<string, unknown>, tableId?: string): Promise<void> {
    await this.repo.enqueue(q, platformId, webhookBody(type, data));
    if (tableId) this.dispatcher.afterCommitOf(tableId);
  }

  /** After a commit that emitted without a table (a tournament's end): deliver now. */
  committed(): void {
    this.dispatcher.committed();
  }

  /**
   * On the transaction that finishes tournament `id`: its tournament.finished event, with the final
   * standings (as the tournamentStandings query), when it is a platform's. Returns whether it wrote one.
   */
  async tournamentFinished(em: EntityManager, id: string, standings: readonly object[]): Promise<boolean> {
    const [t] = (await em.query(`SELECT platform_id AS "platformId", name, series_count AS "seriesCount" FROM tournaments WHERE id = $1`, [id])) as {
      platformId: string | null;
      name: string;
      seriesCount: number;
    }[];
    if (!t?.platformId) return false;
    await this.emit(em, t.platformId, 'tournament.finished', { tournamentId: id, name: t.name, seriesCount: t.seriesCount, standings });
    return true;
  }

  private async tableStarted(em: EntityManager, { table, entries, started }: TableChangeSeen): Promise<void> {
    if (!table.platformId || !started) return;
    const start = entries.find((e) => e.type === MATCH_STARTED)?.payload as MatchStartedPayload | undefined;
    await this.emit(
      em,
      table.platformId,
      'table.started',
      { tableId: table.id, game: table.game, rated: table.rated, players: start?.players ?? [], deals: start?.initialState.totalDeals ?? null },
      table.id,
    );
  }

  /** A move that ended a deal (the score sheet grew): the deal's row of the sheet. */
  private dealEnded({ table, before, after }: MoveSeen): ((client: pg.PoolClient) => Promise<void>) | undefined {
    const platformId = table.platformId;
    if (!platformId || after.sheet === before.sheet || after.sheet.length <= before.sheet.length) return undefined;
    return async (client) => {
      const sheet = scoreSheetOf(table, after, await timeoutsOf(client, table.id));
      const row = sheet.deals[sheet.deals.length - 1] as { deal?: number } | undefined;
      await this.emit(
        client,
        platformId,
        'deal.ended',
        { tableId: table.id, game: sheet.game, deal: row?.deal ?? after.sheet.length, row, totals: sheet.totals },
        table.id,
      );
    };
  }

  /** The match's end with its score sheet, and for a rated match the ratings it changed (written by the ratings' hook before this one). */
  private matchEnded(table: TableEntity, seats: TableSeatEntity[], state: MatchState): ((client: pg.PoolClient) => Promise<void>) | undefined {
    const platformId = table.platformId;
    if (!platformId) return undefined;
    return async (client) => {
      const ids = [...seats].sort((a, b) => a.seat - b.seat).map((s) => s.playerId);
      const names = new Map(
        (await client.query<{ id: string; name: string }>(`SELECT id, name FROM players WHERE id = ANY ($1)`, [ids])).rows.map((p) => [p.id, p.name]),
      );
      const sheet = scoreSheetOf(table, state, await timeoutsOf(client, table.id));
      const players = ids.map((playerId, seat) => ({ seat, playerId, name: names.get(playerId) ?? '' }));
      await this.emit(client, platformId, 'match.ended', { tableId: table.id, game: sheet.game, rated: table.rated, players, scoreSheet: sheet }, table.id);
      if (!table.rated) return;
      const changes = await client.query<{ playerId: string; rank: number; total: number; mb: number; sb: number; ma: number; sa: number }>(
        `SELECT player_id AS "playerId", rank, total, mu_before AS mb, sigma_before AS sb, mu_after AS ma, sigma_after AS sa
           FROM rating_history WHERE table_id = $1`,
        [table.id],
      );
      if (!changes.rows.length) return;
      const skill = (mu: number, sigma: number) => ({ rating: conservative({ mu, sigma }), mu, sigma });
      await this.emit(
        client,
        platformId,
        'rating.changed',
        {
          tableId: table.id,
          game: sheet.game,
          changes: changes.rows
            .sort((a, b) => ids.indexOf(a.playerId) - ids.indexOf(b.playerId))
            .map((r) => ({ playerId: r.playerId, rank: r.rank, total: r.total, before: skill(r.mb, r.sb), after: skill(r.ma, r.sa) })),
        },
        table.id,
      );
    };
  }
}
