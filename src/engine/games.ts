// The engine's games, by name: the one registry (an entry point of the engine, like index.ts).
// A game is a module implementing core/game.ts's `Game`; adding one is one line here (or, for
// a game that lives elsewhere, such as a test's, one `GAMES.register(game)` call).
import { GameRegistry } from './core/registry';
import { skatGame } from './skat/game';
import { tarockGame } from './tarock/game';

/** Skat is the default: configs and events stored before there was a second game name none. */
export const GAMES = new GameRegistry([skatGame, tarockGame], 'skat');

export { GameRegistry };
export type { AnyGame, Applied, ConfigResult, DealCheck, Game, GameError, PlayerAction, Replayed, StoredState, TableOptionsInput, Viewer } from './core/game';
