// Rebuilding a match from its log: the seed and config in the tables row plus every accepted
// action, in seq order. The snapshot in game_tables is only a cache of this.
import { apply, newMatch, type MatchAction, type MatchConfig, type MatchState } from '../game/engine.js';

export function replayMatch(config: MatchConfig, seed: string, actions: MatchAction[]): MatchState {
  let state = newMatch(config, seed);
  for (const [i, action] of actions.entries()) {
    const r = apply(state, action);
    if (!r.ok) throw new Error(`log replay failed at action ${i} (${action.type}): ${r.code}`);
    state = r.state;
  }
  return state;
}
