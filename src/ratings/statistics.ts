// A player's statistics: counters of one finished match (from its score sheet, the same rows the
// deal records and scoreSheet serve), stored per (match, player) when the match finishes and
// summed per player on a query. Flat names -> integers, so SQL sums them by key without knowing
// them (docs/ratings.md defines each).
import { isTarockState, type MatchState } from '../game/match-port.js';

export type Counters = Record<string, number>;

export const SKAT_GAME_TYPES = ['C', 'S', 'H', 'D', 'G', 'N'] as const;
export const TAROCK_CONTRACTS = ['FRAGE', 'HEART_FRAGE', 'SOLO', 'HEART_SOLO', 'BETTEL', 'PICK_UP', 'HAND'] as const;

const add = (c: Counters, key: string, n = 1): void => {
  if (n) c[key] = (c[key] ?? 0) + n;
};

/** Player `p`'s counters over a finished match; `rank` is their place by totals (1 = first, ties share). */
export function matchCounters(state: MatchState, p: number, rank: number): Counters {
  const c: Counters = { matches: 1 };
  if (rank === 1) add(c, 'matchesWon');
  if (isTarockState(state)) {
    for (const r of state.sheet) {
      if (r.sittingOut === p) continue;
      add(c, 'deals');
      if (r.result === 'redeal' || r.declarer === null || !r.contract) {
        add(c, 'redeals');
        continue;
      }
      const won = r.result === 'won';
      if (r.seats[r.declarer] === p) {
        add(c, 'declarer');
        add(c, `contract.${r.contract.type}`);
        if (won) add(c, `contractWon.${r.contract.type}`);
        if (won) add(c, 'declarerWon');
        if (won && r.durch) add(c, 'durch');
      } else {
        add(c, 'defender');
        if (r.result === 'lost') add(c, 'defenderWon');
      }
    }
    add(c, 'ledger', state.balances[p] ?? 0);
    return c;
  }
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
