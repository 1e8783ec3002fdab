// Skat's counters of one finished match for per-player statistics (docs/ratings.md).
import type { SkatMatchState } from '../../game/match-port.js';

type Counters = Record<string, number>;
const add = (c: Counters, key: string, n = 1): void => {
  if (n) c[key] = (c[key] ?? 0) + n;
};

/** Player `p`'s counters over a finished Skat match (beside matches and matchesWon). */
export function skatCounters(state: SkatMatchState, p: number): Counters {
  const c: Counters = {};
  const players = state.config.players;
  for (const r of state.sheet) {
    // Seeger-Fabian points of the deal, whatever the table scored by: the game's score (Kontra
    // and Re included, no Bock) +50 won / -50 lost for the declarer, and on a loss 40 (3 players)
    // or 30 (4 players) to every other player at the table, the one sitting out included.
    const g = r.game;
    if (r.kind === 'game' && g && r.declarer !== null) {
      if (r.declarer === p) add(c, 'sf', g.score + (g.won ? 50 : -50));
      else if (!g.won) add(c, 'sf', players === 3 ? 40 : 30);
    }
    if (r.sittingOut === p) continue;
    add(c, 'deals');
    if (r.kind === 'passed') {
      add(c, 'passed');
    } else if (r.kind === 'ramsch' && r.ramsch) {
      add(c, 'ramsch');
      if (r.ramsch.losers.includes(p)) add(c, 'ramschLost');
      if (r.ramsch.durchmarsch === p) add(c, 'durchmarsch');
    } else if (g && r.declarer !== null) {
      const type = g.declaration.game;
      if (r.declarer === p) {
        add(c, 'declarer');
        add(c, `declared.${type}`);
        if (g.won) add(c, `won.${type}`);
        if (g.won) add(c, 'declarerWon');
        if (g.overbid) add(c, 'overbid');
        if (g.re) add(c, 're');
        if (g.re && g.won) add(c, 'reWon');
        if (g.schneider) add(c, g.won ? 'schneiderWon' : 'schneiderLost');
        if (g.schwarz) add(c, g.won ? 'schwarzWon' : 'schwarzLost');
      } else {
        add(c, 'defender');
        if (!g.won) add(c, 'defenderWon');
        if (g.kontra && g.kontraBy !== null && r.seats[g.kontraBy] === p) {
          add(c, 'kontra');
          if (!g.won) add(c, 'kontraWon');
        }
      }
    }
  }
  return c;
}
