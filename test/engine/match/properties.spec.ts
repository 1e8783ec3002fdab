// Property tests over many random simulated matches (random legal players, all presets).
import fc from 'fast-check';
import { applyMatch, createMatch, playRandomMatch, redactMatchEvent } from '../../../src/engine/match';
import type { MatchState } from '../../../src/engine/match';
import { PRESET_NAMES } from '../../../src/engine/rules';
import type { PresetName } from '../../../src/engine/types';
import { configOf } from './helpers';

const arbMatch = fc.record({
  preset: fc.constantFrom(...(PRESET_NAMES as PresetName[])),
  players: fc.constantFrom(3, 4),
  rounds: fc.integer({ min: 1, max: 3 }),
  seed: fc.string({ minLength: 1, maxLength: 8 }),
  flip: fc.constantFrom('none', 'bock', 'bockRamschRounds', 'tips', 'tournamentScoring', 'noRamsch'),
});

function configFor(m: { preset: PresetName; players: number; rounds: number; flip: string }) {
  const extra: Record<string, boolean> = {};
  if (m.flip === 'bock') Object.assign(extra, { bock: true, bockRamschRounds: false, kontraRe: true });
  if (m.flip === 'bockRamschRounds') Object.assign(extra, { bock: false, bockRamschRounds: true, kontraRe: true, ramsch: true });
  if (m.flip === 'tips') extra.tips = true;
  if (m.flip === 'tournamentScoring') extra.tournamentScoring = true;
  if (m.flip === 'noRamsch') extra.ramsch = false;
  return configOf({ preset: m.preset, players: m.players, rounds: m.rounds, ...extra });
}

/** Upper bound of Bock deals the triggers allow: each triggering deal buys one round. */
function bockAllowance(s: MatchState): number {
  const triggering = s.sheet.filter((r) => r.triggers.length > 0).length;
  if (s.config.rules.bock) return triggering * s.config.players;
  if (s.config.rules.bockRamschRounds) return triggering * 3;
  return 0;
}

describe('match properties (random legal players)', () => {
  it('sum of deal scores = totals, deals = rounds × players, Bock deals within the triggers, replayable', () => {
    fc.assert(
      fc.property(arbMatch, (m) => {
        const config = configFor(m);
        const { state, actions } = playRandomMatch(config, m.seed);
        // Number of deals.
        expect(state.sheet).toHaveLength(config.rounds * config.players);
        expect(state.sheet.map((r) => r.deal)).toEqual(state.sheet.map((_, i) => i + 1));
        // Scores add up, row by row and in the end.
        const sum = new Array(config.players).fill(0);
        for (const row of state.sheet) {
          row.scores.forEach((x, p) => (sum[p] += x));
          expect(row.totals).toEqual(sum);
          if (row.kind === 'passed') expect(row.scores.every((x) => x === 0)).toBe(true);
          if (row.sittingOut !== null && !config.rules.tournamentScoring) expect(row.scores[row.sittingOut]).toBe(0);
        }
        expect(state.totals).toEqual(sum);
        // Bock deals never exceed what the triggers allow, and never come before a trigger.
        const bockDeals = state.sheet.filter((r) => r.bock !== null);
        expect(bockDeals.length).toBeLessThanOrEqual(bockAllowance(state));
        for (const r of bockDeals) {
          expect(r.bock!.triggerDeal).toBeLessThan(r.deal);
          expect(state.sheet[r.bock!.triggerDeal - 1].triggers.length).toBeGreaterThan(0);
        }
        if (config.rules.bock) {
          // An independent count: each triggering deal owes `players` more Bock deals, one used per deal.
          let owed = 0;
          for (const r of state.sheet) {
            expect(r.bock !== null).toBe(owed > 0);
            if (owed > 0) owed--;
            if (r.triggers.length > 0) owed += config.players;
          }
        }
        const ramschRoundDeals = state.sheet.filter((r) => r.ramschRound !== null);
        if (!config.rules.bockRamschRounds) expect(ramschRoundDeals).toHaveLength(0);
        // Plain JSON, and replayable from the seed and the action log.
        expect(JSON.parse(JSON.stringify(state))).toEqual(state);
        let replay = createMatch(config, m.seed);
        for (const a of actions) {
          const r = applyMatch(replay, a);
          if (!r.ok) throw new Error(r.error.message);
          replay = r.state;
        }
        expect(replay).toEqual(state);
      }),
      { numRuns: 60, seed: 20261130 },
    );
  });

  it('the dealer rotates one seat per deal and sits out at four players', () => {
    fc.assert(
      fc.property(arbMatch, (m) => {
        const config = configFor(m);
        const { state } = playRandomMatch(config, m.seed);
        state.sheet.forEach((row, i) => {
          expect(row.dealer).toBe((config.players - 1 + i) % config.players);
          expect(row.seats).toEqual([1, 2, 3].map((k) => (row.dealer + k) % config.players));
          expect(row.sittingOut).toBe(config.players === 4 ? row.dealer : null);
        });
      }),
      { numRuns: 20, seed: 7 },
    );
  });

  it('redacted events never show a player another seat\'s hand, skat or discards', () => {
    for (const seed of ['r1', 'r2', 'r3']) {
      const config = configOf({ preset: 'pub', players: 4, rounds: 1 });
      const { events } = playRandomMatch(config, seed, { keepEvents: true });
      for (const e of events) {
        if (e.type !== 'deal') continue;
        for (const viewer of [0, 1, 2, 3, 'spectator'] as const) {
          const r = redactMatchEvent(e, viewer);
          const seat = viewer === 'spectator' ? -1 : e.seats.indexOf(viewer);
          if (!r || r.type !== 'deal') continue;
          const ev = r.event;
          if (ev.type === 'dealt') ev.hands.forEach((h, i) => expect(h !== null).toBe(i === seat));
          if ((ev.type === 'skatPickedUp' || ev.type === 'discarded') && ev.seat !== seat) expect(ev.cards).toBeNull();
        }
      }
    }
  });
});
