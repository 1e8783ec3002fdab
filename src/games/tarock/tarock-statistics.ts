// Tarock's counters of one finished match for per-player statistics (docs/ratings.md).
import type { TarockTableState } from '../../engine/tarock/index.js';

type Counters = Record<string, number>;
const add = (c: Counters, key: string, n = 1): void => {
  if (n) c[key] = (c[key] ?? 0) + n;
};

/** Player `p`'s counters over a finished Tarock match (beside matches and matchesWon). */
export function tarockCounters(state: TarockTableState, p: number): Counters {
  const c: Counters = {};
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
