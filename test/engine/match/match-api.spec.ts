// The match API contract: errors as data, no mutation, events, views and redaction.
import {
  applyMatch,
  createMatch,
  dealSeed,
  isMatchOver,
  legalMatchActions,
  matchStartEvents,
  matchTotals,
  redactMatchEvent,
  scoreSheet,
  viewMatch,
} from '../../../src/engine/match';
import type { MatchEvent, MatchState } from '../../../src/engine/match';
import { STRONG_F } from './decks';
import { bidFor, configOf, declareHand, newMatch, tryAct } from './helpers';

const deepFreeze = <T>(o: T): T => {
  if (o && typeof o === 'object') {
    Object.freeze(o);
    for (const v of Object.values(o)) deepFreeze(v);
  }
  return o;
};

describe('createMatch', () => {
  it('starts deal 1 with player 0 as forehand, totals at zero, plain JSON', () => {
    const s = createMatch(configOf({ preset: 'club' }), 'seed-1');
    expect(s).toMatchObject({ dealNumber: 1, dealer: 2, seats: [0, 1, 2], totalDeals: 9, totals: [0, 0, 0], over: false, sheet: [] });
    expect(JSON.parse(JSON.stringify(s))).toEqual(s);
    expect(isMatchOver(s)).toBe(false);
    expect(matchTotals(s)).toEqual([0, 0, 0]);
    expect(scoreSheet(s)).toEqual([]);
  });
  it('derives each deal seed from the match seed without revealing it', () => {
    const a = dealSeed('secret', 1);
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(a).not.toContain('secret');
    expect(dealSeed('secret', 2)).not.toBe(a);
    expect(createMatch(configOf({ preset: 'club' }), 'secret').deal.seed).toBe(a);
  });
  it('the same seed deals the same cards; another seed other cards', () => {
    const c = configOf({ preset: 'club' });
    expect(createMatch(c, 'x').deal.hands).toEqual(createMatch(c, 'x').deal.hands);
    expect(createMatch(c, 'x').deal.hands).not.toEqual(createMatch(c, 'y').deal.hands);
  });
});

describe('applyMatch', () => {
  it('never mutates its input and refuses out-of-turn actions as data', () => {
    const s = deepFreeze(createMatch(configOf({ preset: 'club' }), 'freeze'));
    const before = JSON.stringify(s);
    // Middlehand (player 1) speaks first; forehand (player 0) is not to act.
    expect(applyMatch(s, { type: 'pass', player: 0 })).toMatchObject({ ok: false, error: { code: 'NOT_YOUR_TURN' } });
    expect(applyMatch(s, { type: 'pass', player: 7 })).toMatchObject({ ok: false, error: { code: 'NOT_YOUR_TURN' } });
    expect(applyMatch(s, { type: 'nonsense', player: 1 } as never)).toMatchObject({ ok: false });
    expect(applyMatch(s, null as never)).toMatchObject({ ok: false, error: { code: 'UNKNOWN_ACTION' } });
    const r = applyMatch(s, { type: 'pass', player: 1 });
    expect(r.ok).toBe(true);
    expect(JSON.stringify(s)).toBe(before);
  });
  it('a player sitting out gets NOT_YOUR_TURN', () => {
    const s = createMatch(configOf({ preset: 'club', players: 4 }), 'four');
    expect(s.dealer).toBe(3);
    expect(applyMatch(s, { type: 'bid', value: 18, player: 3 })).toMatchObject({ ok: false, error: { code: 'NOT_YOUR_TURN' } });
  });
  it('lists legal actions with player indices', () => {
    const s = createMatch(configOf({ preset: 'club', players: 4 }), 'four');
    const legal = legalMatchActions(s);
    expect(new Set(legal.map((a) => a.player))).toEqual(new Set([s.seats[1]]));
    for (const a of legal.slice(0, 5)) expect(applyMatch(s, a).ok).toBe(true);
  });
  it('at the end of a deal: dealEnded, dealScored, dealStarted and the new dealt hands, in order', () => {
    let s = declareHand(bidFor(newMatch({ preset: 'club' }, { '1': STRONG_F }), 0), 'C');
    let events: MatchEvent[] = [];
    while (s.dealNumber === 1) {
      const a = legalMatchActions(s).find((x) => x.type === 'play')!;
      const r = applyMatch(s, a);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
      events = r.events;
    }
    expect(events.map((e) => (e.type === 'deal' ? `deal.${e.event.type}` : e.type))).toEqual([
      'deal.cardPlayed',
      'deal.trickCompleted',
      'deal.dealEnded',
      'dealEnded',
      'dealScored',
      'dealStarted',
      'deal.dealt',
    ]);
    expect(events[4]).toMatchObject({ type: 'dealScored', deal: 1, row: { scores: [120, 0, 0], totals: [120, 0, 0] } });
    expect(events[5]).toMatchObject({ type: 'dealStarted', deal: 2, dealer: 0, seats: [1, 2, 0], mode: 'normal', bock: null });
  });
  it('the last deal ends the match: matchEnded with the totals, then MATCH_OVER', () => {
    let s = newMatch({ preset: 'standard' });
    let last: MatchEvent[] = [];
    while (!s.over) {
      const r = applyMatch(
        s,
        legalMatchActions(s).find((a) => a.type === 'pass')!,
      );
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
      last = r.events;
    }
    expect(s.sheet).toHaveLength(3);
    expect(last[last.length - 1]).toEqual({ type: 'matchEnded', totals: [0, 0, 0], seed: 'test' });
    expect(tryAct(s, 0, { type: 'pass' })).toMatchObject({ ok: false, error: { code: 'MATCH_OVER' } });
  });
});

describe('viewMatch and redactMatchEvent', () => {
  it('a player sees their own hand, whose turn it is as a player index, and no seed', () => {
    const s = createMatch(configOf({ preset: 'club', players: 4 }), 'view');
    const v = viewMatch(s, 1);
    expect(v).toMatchObject({ seat: 1, dealer: 3, sittingOut: 3, seats: [0, 1, 2], turn: 1, toAct: [1], seed: null, dealNumber: 1, totalDeals: 12 });
    expect(v.deal.hand).toHaveLength(10);
    expect(v.deal.hand).toEqual(viewMatch(s, 1).deal.hand);
    expect(viewMatch(s, 2).deal.hand).not.toEqual(v.deal.hand);
    const spectator = viewMatch(s, 'spectator');
    expect(spectator.deal.hand).toBeNull();
    expect(viewMatch(s, 3).deal).toEqual({ ...spectator.deal });
    expect(JSON.stringify(spectator)).not.toContain('"view"');
  });
  it('the dealt event shows each player only their own hand; the sitting-out dealer and spectators see none', () => {
    const s = createMatch(configOf({ preset: 'club', players: 4 }), 'redact');
    const [started, dealt] = matchStartEvents(s);
    expect(started).toMatchObject({ type: 'dealStarted', deal: 1, sittingOut: 3 });
    const hands = (viewer: number | 'spectator') => {
      const e = redactMatchEvent(dealt, viewer);
      return e && e.type === 'deal' && e.event.type === 'dealt' ? e.event.hands : null;
    };
    expect(hands(0)![0]).toHaveLength(10);
    expect(hands(0)!.slice(1)).toEqual([null, null]);
    expect(hands(2)!.map((h) => h !== null)).toEqual([false, false, true]);
    expect(hands(3)).toEqual([null, null, null]);
    expect(hands('spectator')).toEqual([null, null, null]);
    expect(redactMatchEvent(started, 0)).not.toBe(started);
  });
  it('reveals the match seed once the match is over', () => {
    let s = newMatch({ preset: 'standard', rounds: 1 });
    while (!s.over)
      s = (
        applyMatch(
          s,
          legalMatchActions(s).find((a) => a.type === 'pass')!,
        ) as { state: MatchState }
      ).state;
    expect(viewMatch(s, 'spectator')).toMatchObject({ over: true, seed: 'test', turn: null, toAct: [] });
  });
});
