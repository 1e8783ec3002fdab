// Provably fair deals at the API (docs/fair-deals.md): the current deal's commitment, taken
// from the engine's spectator view (so it shows the seed only once the deal is over), and the
// verification of a deal record, done by the engine.
import { Injectable } from '@nestjs/common';
import { BadUserInputError, NotFoundError } from '../common/errors/domain-errors.js';
import { matchCommitment, view } from '../game/match-port.js';
import { unwrapDealRecord } from '../engine/index.js';
import { GAMES } from '../engine/games.js';
import { TablesRepository } from '../tables/tables.repository.js';
import type { DealCommitment, DealVerification, EntropyShare, MatchCommitment } from './fair-deals.models.js';

/** A deal record is a few kilobytes; anything far larger is not one. */
export const MAX_RECORD_CHARS = 200_000;

@Injectable()
export class FairDealsService {
  constructor(private readonly tables: TablesRepository) {}

  /** The commitment of the table's current deal (null before the match starts). */
  async current(tableId: string, playerId?: string): Promise<DealCommitment | null> {
    const table = await this.tables.find(tableId);
    if (!table) throw new NotFoundError('No table with that id.');
    await this.tables.assertNotSealed(table, playerId);
    if (!table.state) return null;
    const v = view(table.state, 'spectator');
    return { deal: v.dealNumber, scheme: v.deal.scheme, commitment: v.deal.commitment, entropy: [...v.deal.entropy], seed: v.deal.seed };
  }

  /**
   * The table's commitment to its match seed: published from the table's creation; once the
   * match runs, only if it was (the config keeps it). The seed itself once the match is over, or
   * once the table is closed before its end (abandoned, unwatched, expired): no deal follows, and
   * the deals played can then be checked against it too.
   */
  async match(tableId: string): Promise<MatchCommitment> {
    const table = await this.tables.find(tableId);
    if (!table) throw new NotFoundError('No table with that id.');
    const commitment = !table.seed ? null : !table.state ? matchCommitment(table.seed) : (table.config.dealing?.matchCommitment ?? null);
    const closed = table.status === 'closed';
    // A duplicate series' tables share their seed: it is revealed with the series, not with one table.
    const revealed = (table.state?.over || closed) && !(await this.tables.sealed(table, undefined));
    if (!revealed) return { commitment, seed: null };
    return { commitment, seed: closed ? table.seed : table.state ? view(table.state, 'spectator').seed : null };
  }

  /** The commitment part of a finished deal's record (record.ts fields). */
  ofRecord(deal: number, json: unknown): DealCommitment {
    const r = json as { scheme: string; commitment: string | null; entropy: string[]; seed: string };
    return { deal, scheme: r.scheme, commitment: r.commitment, entropy: [...r.entropy], seed: r.seed };
  }

  verify(record: string, matchSeed?: string): DealVerification {
    if (record.length > MAX_RECORD_CHARS) throw new BadUserInputError(`A deal record has at most ${MAX_RECORD_CHARS} characters.`);
    let parsed: unknown;
    try {
      parsed = JSON.parse(record);
    } catch {
      throw new BadUserInputError('record must be a deal record as JSON text.');
    }
    // A record names its scheme; the game whose scheme it is checks it.
    const inner = unwrapDealRecord(parsed) as Record<string, unknown> | null;
    return { ...GAMES.ofRecord(inner).verify(parsed, matchSeed), entropy: entropyOf(inner) };
  }
}

/**
 * Whose entropy the record says went into the deck: one entry per player of the match, in
 * player order, with the name the record gives that player (null when it gives none). A server
 * bot never gives any: its entry is ''.
 */
function entropyOf(record: Record<string, unknown> | null): EntropyShare[] {
  const entropy = Array.isArray(record?.entropy) ? record.entropy : [];
  const names = new Map<number, string>();
  for (const p of Array.isArray(record?.players) ? (record.players as unknown[]) : []) {
    const seat = p as { player?: unknown; name?: unknown } | null;
    if (typeof seat?.player === 'number' && typeof seat.name === 'string') names.set(seat.player, seat.name);
  }
  return entropy.map((e, player) => {
    const text = typeof e === 'string' ? e : '';
    return { player, name: names.get(player) ?? null, entropy: text, given: text !== '' };
  });
}
