// The games the web table can draw, by their DealView type. Another game adds its module here.
import type { Deal, DealRecordBody, GameModule } from './types.js';
import { skat } from './skat.js';
import { tarock } from './tarock.js';

const GAMES: GameModule[] = [skat, tarock];

/** The module for a deal, or null for a game this page cannot draw yet. */
export function gameOf(deal: Deal): GameModule | null {
  return GAMES.find((g) => g.dealType === deal.__typename) ?? null;
}

/** The module for a deal record, or null. */
export function gameOfRecord(record: DealRecordBody): GameModule | null {
  return GAMES.find((g) => g.recordType === record.__typename) ?? null;
}
