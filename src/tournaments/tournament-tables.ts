// The one place a tournament table's options are built: every table of every series is created
// from this input (tournaments.service.ts), so an option all tournament tables share is one line here.
import { CreateTableInput } from '../tables/tables.inputs.js';
import { Preset, Visibility } from '../tables/tables.models.js';

/**
 * A series of `gamesPerPlayer` games is `gamesPerPlayer / 3` rounds: every player deals that
 * many times, so a 3-player table plays gamesPerPlayer deals and a 4-player table 4/3 of that
 * (36 and 48 for a series of 36), and every player is in gamesPerPlayer deals at either size
 * (at four the dealer sits out: RULES.md 1).
 */
export function tournamentTableInput(t: { gamesPerPlayer: number; turnSeconds: number }, players: 3 | 4): CreateTableInput {
  return Object.assign(new CreateTableInput(), {
    preset: Preset.TOURNAMENT,
    players,
    rounds: t.gamesPerPlayer / 3,
    visibility: Visibility.PUBLIC,
    takeSeat: false,
    turnSeconds: t.turnSeconds,
    // Tournament matches are rated (docs/ratings.md).
    rated: true,
  });
}
