// Rebuilding a match from its log: the seed and config in the tables row plus every accepted
// action, in seq order. The snapshot in game_tables is only a cache of this.
import { replay, type MatchAction, type MatchConfig, type MatchState } from '../game/match-port.js';

export function replayMatch(config: MatchConfig, seed: string, actions: MatchAction[]): MatchState {
  const r = replay(config, seed, actions);
  if (!r.ok) throw new Error(`log replay failed at action ${r.index} (${actions[r.index].type}): ${r.code}`);
  return r.state;
}
