// A seat's legal actions as the API offers them (legalActions, the feed), by the table's game:
// in the vocabulary of that game's mutations (src/games/*).
import type { PlayerAction } from '../engine/games.js';
import { SERVED_GAMES } from '../game/served-game.js';
import type { LegalAction } from './actions.models.js';

export function toLegalActions(list: readonly PlayerAction[]): LegalAction[] {
  if (!list.length) return [];
  return SERVED_GAMES.ofTagged(list[0]).legalActions(list) as LegalAction[];
}
