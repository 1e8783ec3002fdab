// Limits per address beside the per-player ones, wherever one person can act through puppets
// (players registered from one address): tournaments taking registrations, open tables in the
// lobby (tables.repository.ts), strong-bot tables and the bots' fair scheduling (server-bots/),
// and the ratings' farm check (ratings/). A player's address is the one it registered from
// (players.registered_from); players without one (older players, the server's bots) count per
// player only. Counts are made under a transaction-scoped advisory lock on the address, so
// parallel calls from several puppets cannot slip past a cap together.
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { LimitExceededError } from '../common/errors/domain-errors.js';
import { Env } from '../config/env.js';
import { RefusalDelay } from './refusal-delay.js';

/** Tournament caps counted in the database (read by tests). */
export const addressLimitWork = { tournamentCounts: 0 };

/** How long a player's refused tournament is answered again without the database. */
const TOURNAMENT_REFUSAL_MS = 2000;

@Injectable()
export class AddressLimits {
  /** Recent tournament refusals per player: a flood of creates past the cap costs no transaction each. */
  private readonly tournamentRefusals = new Map<string, { message: string; max: number; until: number; address: string | null }>();

  constructor(
    private readonly env: Env,
    private readonly delay: RefusalDelay,
  ) {}

  /**
   * Before the transaction of a new tournament: the player's refusal of the last
   * TOURNAMENT_REFUSAL_MS again, if any, answered after REFUSAL_DELAY_MS like a rate limit's: a
   * script repeating a refused create waits for each answer instead of sending thousands a second,
   * which on the embedded database took the whole CPU from everyone's moves (tournament-flood).
   */
  async recentTournamentRefusal(playerId: string): Promise<void> {
    const r = this.tournamentRefusals.get(playerId);
    if (!r) return;
    if (r.until <= Date.now()) {
      this.tournamentRefusals.delete(playerId);
      return;
    }
    await this.holdRefusal(playerId, r.address);
    throw new LimitExceededError(r.message, 'TOURNAMENTS', r.max);
  }

  private rememberTournamentRefusal(playerId: string, address: string | null, message: string, max: number): LimitExceededError {
    const now = Date.now();
    if (this.tournamentRefusals.size >= 10_000) for (const [k, v] of this.tournamentRefusals) if (v.until <= now) this.tournamentRefusals.delete(k);
    this.tournamentRefusals.set(playerId, { message, max, until: now + TOURNAMENT_REFUSAL_MS, address });
    return new LimitExceededError(message, 'TOURNAMENTS', max);
  }

  /** The address `playerId` registered from, or null. */
  async addressOf(em: EntityManager, playerId: string): Promise<string | null> {
    const rows: { registered_from: string | null }[] = await em.query(`SELECT registered_from FROM players WHERE id = $1`, [playerId]);
    return rows[0]?.registered_from ?? null;
  }

  /** Serialises, until the transaction ends, the calls that count for this player's address (or the player, without one). */
  async lock(em: EntityManager, scope: string, playerId: string): Promise<string | null> {
    const address = await this.addressOf(em, playerId);
    await em.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`${scope}:${address ?? playerId}`]);
    return address;
  }

  /**
   * Before a new tournament: the creator's tournaments still taking registrations, and those of
   * every player registered from the same address, under their caps (MAX_REGISTERING_TOURNAMENTS_PER_PLAYER,
   * _PER_ADDRESS). Call inside the creating transaction.
   */
  async tournamentRoom(em: EntityManager, playerId: string): Promise<void> {
    const perPlayer = this.env.MAX_REGISTERING_TOURNAMENTS_PER_PLAYER;
    const perAddress = this.env.MAX_REGISTERING_TOURNAMENTS_PER_ADDRESS;
    const address = await this.lock(em, 'tournaments', playerId);
    addressLimitWork.tournamentCounts++;
    const [row]: { mine: number; address: number }[] = await em.query(
      `SELECT count(*) FILTER (WHERE t.created_by = $1)::int AS mine,
              count(*) FILTER (WHERE $2::text IS NOT NULL AND p.registered_from = $2)::int AS address
         FROM tournaments t JOIN players p ON p.id = t.created_by
        WHERE t.status = 'registering' AND (t.created_by = $1 OR ($2::text IS NOT NULL AND p.registered_from = $2))`,
      [playerId, address],
    );
    if (perPlayer > 0 && row.mine >= perPlayer) {
      throw this.rememberTournamentRefusal(
        playerId,
        address,
        `You have ${row.mine} tournaments taking registrations, the most a player may: start or finish one first.`,
        perPlayer,
      );
    }
    if (perAddress > 0 && row.address >= perAddress) {
      throw this.rememberTournamentRefusal(
        playerId,
        address,
        `Players from your address have ${row.address} tournaments taking registrations, the most an address may.`,
        perAddress,
      );
    }
  }

  /**
   * Before a new table: the open tables created by players registered from the creator's
   * `address` (from `lock(em, 'tables', …)`) under MAX_OPEN_TABLES_PER_ADDRESS. Inside the creating transaction.
   */
  async openTableRoom(em: EntityManager, address: string | null): Promise<void> {
    const max = this.env.MAX_OPEN_TABLES_PER_ADDRESS;
    if (!address || max <= 0) return;
    const [row]: { n: number }[] = await em.query(`SELECT count(*)::int AS n FROM game_tables WHERE created_from = $1 AND status = 'open'`, [address]);
    if (row.n >= max) {
      throw new LimitExceededError(
        `Players from your address have ${row.n} open tables, the most an address may: start one or wait for one to expire.`,
        'OPEN_TABLES',
        max,
      );
    }
  }

  /**
   * Before a cap's refusal (tournaments, OPEN_TABLES) goes out: held REFUSAL_DELAY_MS, as rate
   * limits are, under the player's registered address (`player:<id>` without one), so an address's
   * puppets share one address's part of the held refusals. A script repeating a refused create
   * waits for each answer instead of sending hundreds of counting transactions a second, which on
   * the embedded database delayed everyone's moves (tournament-flood, table-flood).
   */
  holdRefusal(playerId: string, address: string | null): Promise<void> {
    return this.delay.hold(address ?? `player:${playerId}`);
  }

  /** Copies the creator's address onto the new table (the lobby and the count above read it). */
  async markTable(em: EntityManager, tableId: string, address: string | null): Promise<void> {
    if (address) await em.query(`UPDATE game_tables SET created_from = $2 WHERE id = $1`, [tableId, address]);
  }

  /**
   * Before strong bots sit down at a table: the open or playing tables with strong bots created
   * by players of the creator's address under MAX_STRONG_BOT_TABLES_PER_ADDRESS. Inside the transaction.
   */
  async strongBotRoom(em: EntityManager, playerId: string): Promise<void> {
    const max = this.env.MAX_STRONG_BOT_TABLES_PER_ADDRESS;
    if (max <= 0) return;
    const address = await this.lock(em, 'strong-bots', playerId);
    if (!address) return;
    const [row]: { n: number }[] = await em.query(
      `SELECT count(DISTINCT t.id)::int AS n FROM game_tables t
         JOIN table_seats s ON s.table_id = t.id JOIN players p ON p.id = s.player_id
        WHERE t.created_from = $1 AND t.status IN ('open', 'playing') AND p.server_strategy = 'strong'`,
      [address],
    );
    if (row.n + 1 > max) {
      throw new LimitExceededError(
        `Players from your address have ${row.n} tables with strong bots open or playing, the most an address may: finish one first or choose another strategy.`,
        'STRONG_BOT_TABLES',
        max,
      );
    }
  }
}

/** The key the bots' fair scheduler queues a table's choices under: its creator's address, else the creator. */
export function schedulingOwner(table: { createdBy: string; createdFrom?: string | null }): string {
  return table.createdFrom ? `address:${table.createdFrom}` : table.createdBy;
}
