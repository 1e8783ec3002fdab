// A caller's match view -> the typed MatchView, by the table's game (src/games/*). Only the
// caller's view goes in, so the typed view holds exactly what the caller may see.
import { SERVED_GAMES } from '../game/served-game.js';
import type { MatchView } from '../game/match-port.js';
import type { MatchViewModel } from './deal-view.models.js';

export function toMatchView(m: MatchView): MatchViewModel {
  return SERVED_GAMES.ofTagged(m).matchView(m) as MatchViewModel;
}
