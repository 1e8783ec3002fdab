import { apply, buildMatchConfig, isOver, legalActions, newMatch, type MatchState } from '../../src/game/match-port.js';
import { joinSheet, splitSheet } from '../../src/tables/snapshot.js';

describe('snapshot columns: the state without its score sheet, and the sheet when it changed', () => {
  const sheet = [{ deal: 1, scores: [0, 24, 0] }];
  const state = { dealNumber: 2, sheet, totals: [0, 24, 0] };

  it('stores the state without the sheet and puts it back on load', () => {
    const { state: stored, sheet: storedSheet } = splitSheet(state, null);
    expect(JSON.parse(JSON.stringify(stored))).toEqual({ dealNumber: 2, totals: [0, 24, 0] });
    expect(storedSheet).toEqual(sheet);
    expect(joinSheet(JSON.parse(JSON.stringify(stored)), storedSheet as object[])).toEqual(state);
  });

  it('writes the sheet only when the move changed it (the engine replaces the array when a deal ends)', () => {
    const before = { ...state, dealNumber: 1 };
    expect(splitSheet(state, before).sheet).toBeNull();
    const after = { ...state, sheet: [...sheet, { deal: 2, scores: [-36, 0, 0] }] };
    expect(splitSheet(after, state).sheet).toHaveLength(2);
  });

  it("with the engine's own moves, writes the sheet once per finished deal and at no other move", () => {
    // splitSheet tells a changed sheet by identity: this holds only while the engine keeps the
    // array between moves and replaces it when a deal ends.
    const config = buildMatchConfig('club', 3, 1, {});
    if (!config.ok) throw new Error(config.message);
    let s: MatchState = newMatch(config.config, 'sheet-identity');
    let writes = 0;
    let dealsEnded = 0;
    for (let moves = 0; !isOver(s) && moves < 2000; moves++) {
      const r = apply(s, legalActions(s)[0]);
      if (!r.ok) throw new Error(r.message);
      if (splitSheet(r.state, s).sheet !== null) writes++;
      dealsEnded += r.events.filter((e) => (e as { type: string }).type === 'dealEnded').length;
      s = r.state;
    }
    expect(isOver(s)).toBe(true);
    expect(dealsEnded).toBe(3);
    expect(writes).toBe(dealsEnded);
  });

  it('leaves a state without a sheet (before a match starts) alone', () => {
    expect(joinSheet(null, null)).toBeNull();
    expect(joinSheet({ a: 1 }, null)).toEqual({ a: 1 });
  });
});
