import { buildMatchConfig, newMatch, apply, legalActions, isOver, type MatchState } from '../../src/game/match-port.js';
import { decodeConfig, decodeState, fullSnapshot, moveSnapshot, SNAPSHOT_EVERY, splitSheet, StoredStateError } from '../../src/tables/snapshot.js';
import { TableSheetSubscriber } from '../../src/tables/table-sheet.subscriber.js';
import type { TableEntity } from '../../src/tables/table.entity.js';

const TABLE = '3f1c2a4e-0000-4000-8000-000000000001';

function config() {
  const c = buildMatchConfig('club', 3, 1, {});
  if (!c.ok) throw new Error(c.message);
  return c.config;
}

/** A match a few deals in, so its sheet has rows. */
function playedMatch(deals: number): MatchState {
  let s = newMatch(config(), 'stored-state');
  while (!isOver(s) && s.dealNumber <= deals) {
    const r = apply(s, legalActions(s)[0]);
    if (!r.ok) throw new Error(r.message);
    s = r.state;
  }
  return s;
}

/** The two columns as PostgreSQL gives them back (JSON text, parsed). */
function stored(state: MatchState): { state: unknown; sheet: unknown } {
  const { state: s, sheet } = splitSheet(state, null);
  return { state: JSON.parse(JSON.stringify(s)), sheet: JSON.parse(JSON.stringify(sheet)) };
}

describe('the stored-state door: every stored match state is read through decodeState', () => {
  it('round-trips a state with its sheet column', () => {
    const state = playedMatch(2);
    expect(state.sheet.length).toBeGreaterThan(0);
    const { state: s, sheet } = stored(state);
    expect(decodeState(TABLE, s, sheet)).toEqual(JSON.parse(JSON.stringify(state)));
  });

  it('applies the actions stored after the snapshot (its tail), and refuses one that does not apply', () => {
    let s = playedMatch(1);
    const snapshot = stored(s);
    const tail: unknown[] = [];
    for (let i = 0; i < SNAPSHOT_EVERY - 1; i++) {
      const action = legalActions(s)[0];
      tail.push(JSON.parse(JSON.stringify(action)));
      const r = apply(s, action);
      if (!r.ok) throw new Error(r.message);
      s = r.state;
    }
    expect(decodeState(TABLE, snapshot.state, snapshot.sheet, tail)).toEqual(JSON.parse(JSON.stringify(s)));
    // The snapshot alone is the match before those moves.
    expect(decodeState(TABLE, snapshot.state, snapshot.sheet, null)).not.toEqual(JSON.parse(JSON.stringify(s)));
    expect(() => decodeState(TABLE, snapshot.state, snapshot.sheet, [...tail, tail[0]])).toThrow(StoredStateError);
    expect(() => decodeState(TABLE, snapshot.state, snapshot.sheet, { not: 'a list' })).toThrow(/not a list/);
  });

  it('writes the whole state when the seq reaches a multiple of SNAPSHOT_EVERY, at a deal end and when the match stops', () => {
    const n = SNAPSHOT_EVERY;
    expect(fullSnapshot(n + 1, n + 2, false, true)).toBe(false);
    expect(fullSnapshot(2 * n - 1, 2 * n, false, true)).toBe(true);
    // A move of several seqs that steps over the multiple.
    expect(fullSnapshot(2 * n - 1, 2 * n + 2, false, true)).toBe(true);
    expect(fullSnapshot(n + 1, n + 2, true, true)).toBe(true);
    expect(fullSnapshot(n + 1, n + 2, false, false)).toBe(true);
    // A move between writes neither column; a deal's end (a new sheet array) writes both.
    const before = playedMatch(1);
    const mid = { ...before };
    expect(moveSnapshot(mid, before, n + 1, n + 2, true)).toEqual({ state: null, sheet: null });
    const ended = { ...before, sheet: [...before.sheet] };
    expect(moveSnapshot(ended, before, n + 1, n + 2, true)).toEqual(splitSheet(ended, before));
    expect(moveSnapshot(ended, before, n + 1, n + 2, true).sheet).toEqual(before.sheet);
  });

  it('refuses a state of an unknown version with an error naming the table and the version', () => {
    const { state: s, sheet } = stored(playedMatch(1));
    const decode = () => decodeState(TABLE, { ...(s as object), version: 2 }, sheet);
    expect(decode).toThrow(StoredStateError);
    expect(decode).toThrow(`Table ${TABLE}: the stored match state has version 2; this server reads version 1 only.`);
  });

  it('refuses what is not a match state, and a state without its sheet column', () => {
    const { state: s } = stored(playedMatch(1));
    expect(() => decodeState(TABLE, { version: 1 }, [])).toThrow(`Table ${TABLE}: the stored state is not a match state.`);
    expect(() => decodeState(TABLE, s, null)).toThrow(`Table ${TABLE}: the stored match state has no score sheet.`);
    expect(decodeState(TABLE, null, null)).toBeNull();
  });

  it('refuses a config this server does not read', () => {
    expect(decodeConfig(TABLE, JSON.parse(JSON.stringify(config())))).toEqual(config());
    expect(() => decodeConfig(TABLE, { players: 5, rounds: 1, rules: {} })).toThrow(`Table ${TABLE}: the stored match config is not one this server reads.`);
  });

  it('reads a config with the skat-deal-v2 scheme and one without (stored before schemes); refuses an unknown scheme', () => {
    const fair = { ...config(), dealing: { scheme: 'skat-deal-v2' as const, entropy: ['a', '', 'b'] } };
    expect(decodeConfig(TABLE, JSON.parse(JSON.stringify(fair)))).toEqual(fair);
    const unknown = { ...config(), dealing: { scheme: 'skat-deal-v9', entropy: ['', '', ''] } };
    expect(() => decodeConfig(TABLE, unknown)).toThrow(`Table ${TABLE}: the stored match config names a deal scheme this server does not read.`);
    expect(() => decodeConfig(TABLE, { ...fair, dealing: { scheme: 'skat-deal-v2', entropy: ['a'] } })).toThrow(StoredStateError);
  });

  it('a loaded table passes the door: the sheet goes back into the state, and an unknown version fails the load', () => {
    const subscriber = new TableSheetSubscriber();
    const { state: s, sheet } = stored(playedMatch(1));
    const row = () => ({ id: TABLE, config: JSON.parse(JSON.stringify(config())), state: s, sheet }) as unknown as TableEntity;
    const ok = row();
    subscriber.afterLoad(ok);
    expect(ok.state!.sheet).toEqual(sheet);
    expect(ok.sheet).toBeUndefined();
    const newer = { ...row(), state: { ...(s as object), version: 2 } } as unknown as TableEntity;
    expect(() => subscriber.afterLoad(newer)).toThrow(`Table ${TABLE}: the stored match state has version 2`);
    // A state behind the table's seq, loaded without the actions since: refused, never taken for the current one.
    const behind = { ...row(), seq: 12, stateSeq: 10 } as unknown as TableEntity;
    expect(() => subscriber.afterLoad(behind)).toThrow(/without the actions after it/);
    const withTail = { ...row(), seq: 12, stateSeq: 10, tail: null } as unknown as TableEntity;
    subscriber.afterLoad(withTail);
    expect(withTail.state!.sheet).toEqual(sheet);
  });
});
