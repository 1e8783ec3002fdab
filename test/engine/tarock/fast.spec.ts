// The fast core against the reference engine: the same deck and the same random players (the
// same generator outputs, read in the same order) must give the same deal through applyTarock:
// bids, declarer, contract, discards, every trick, points, result and settlement.
import fc from 'fast-check';
import { seededRandom } from '../../../src/engine/index';
import {
  applyTarock,
  bidLadder,
  createTarockDeal,
  legalTarockActions,
  settleDeal,
  T_SUITS,
  tarockConfig,
  tarockDeck,
  tCardName,
  type TarockAction,
  type TarockDealRules,
  type TarockDealState,
  type TarockOptions,
  type TSuit,
} from '../../../src/engine/tarock/index';
import { BID_HOLD, BID_PASS, CONTRACT_TYPES, FastTarock } from '../../../src/engine/tarock/fast';

function act(s: TarockDealState, a: TarockAction): TarockDealState {
  const r = applyTarock(s, a);
  if (!r.ok) throw new Error(`${JSON.stringify(a)}: ${r.error.code} ${r.error.message}`);
  return r.state;
}

/** A generator that replays `outputs` and fails when asked for more. */
function replaying(outputs: readonly number[]): { next: () => number; read: () => number } {
  let i = 0;
  return {
    next: () => {
      if (i >= outputs.length) throw new Error('the reference read more random numbers than the fast core');
      return outputs[i++];
    },
    read: () => i,
  };
}

/**
 * One deal through applyTarock with the fast core's random players: every bid, contract and card
 * a uniform pick from legalTarockActions, the discards three cards drawn one by one from the hand,
 * then the trumps (when the contract names them at the discard) drawn from the suits it allows.
 */
function referenceDeal(rules: TarockDealRules, deck: readonly number[], next: () => number): TarockDealState {
  for (let i = 0; i < 35; i++) next(); // the shuffle's draws
  let s = createTarockDeal(rules, 'parity', deck);
  while (s.phase !== 'over') {
    if (s.phase === 'discarding') {
      const hand = [...s.hands[s.declarer!]];
      const away: number[] = [];
      for (let i = 0; i < 3; i++) away.push(hand.splice(next() % hand.length, 1)[0]);
      const c = s.contract!;
      let trump: TSuit | undefined;
      if (c.trump === null) {
        const choices: TSuit[] = c.type === 'FRAGE' ? (rules.heartFrage ? ['E', 'G', 'S'] : [...T_SUITS]) : rules.pickUpHeartsOnly ? ['H'] : [...T_SUITS];
        trump = choices[next() % choices.length];
      }
      s = act(s, { type: 'discard', seat: s.declarer!, cards: away.map(tCardName), ...(trump ? { trump } : {}) });
    } else {
      const legal = legalTarockActions(s);
      s = act(s, legal[next() % legal.length]);
    }
  }
  return s;
}

const RULES: Record<string, TarockDealRules> = {
  simple: { variant: 'simple', heartFrage: true, bettel: false, pickUpHeartsOnly: false },
  'simple-bettel': { variant: 'simple', heartFrage: true, bettel: true, pickUpHeartsOnly: false },
  'simple-no-heart-frage': { variant: 'simple', heartFrage: false, bettel: true, pickUpHeartsOnly: false },
  haferl: { variant: 'haferl', heartFrage: false, bettel: false, pickUpHeartsOnly: false },
  'haferl-hearts-only': { variant: 'haferl', heartFrage: false, bettel: false, pickUpHeartsOnly: true },
};

function options(rules: TarockDealRules, settlement: 'pot' | 'fixed' | 'haferl'): TarockOptions {
  const c = tarockConfig({ ...rules, settlement });
  if (!c.ok) throw new Error(c.errors.join());
  return c.options;
}

describe('FastTarock', () => {
  it("deals the reference engine's deck from the same seeded generator", () => {
    const fast = new FastTarock(RULES.simple);
    for (const seed of ['a', 'b', 'seed-42']) {
      fast.deal(seededRandom(`tarock:${seed}`));
      expect(Array.from(fast.deck)).toEqual(tarockDeck(seed));
    }
  });

  it.each(Object.keys(RULES))('%s: same deal, same choices, same result as applyTarock', (name) => {
    const rules = RULES[name];
    const fast = new FastTarock(rules);
    const settlements = rules.variant === 'haferl' ? (['haferl'] as const) : (['pot', 'fixed'] as const);
    const outcomes = new Set<string>();
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 12 }), (seed) => {
        const gen = seededRandom(`fast:${name}:${seed}`);
        const outputs: number[] = [];
        fast.runRandom(() => {
          const x = gen();
          outputs.push(x);
          return x;
        });
        const ref = replaying(outputs);
        const s = referenceDeal(rules, Array.from(fast.deck), ref.next);
        expect(ref.read()).toBe(outputs.length);
        outcomes.add(s.outcome!);

        const ladder = bidLadder(rules);
        const bids = Array.from(fast.bids.subarray(0, fast.nBids), (b, i) => ({
          seat: fast.bidSeats[i],
          bid: b === BID_PASS ? 'pass' : b === BID_HOLD ? 'hold' : ladder[b],
        }));
        expect(bids).toEqual(s.bids);
        expect(fast.outcome).toBe(s.outcome);
        if (s.outcome === 'redeal') return;
        expect(fast.declarer).toBe(s.declarer);
        expect({
          type: CONTRACT_TYPES[fast.contract],
          trump: fast.trump < 0 ? null : T_SUITS[fast.trump],
          target: fast.contract === 4 ? null : fast.target,
        }).toEqual(s.contract);
        const discarded = Array.from({ length: 36 }, (_, c) => c).filter((c) => (fast.discarded[(c / 9) | 0] >> (c % 9)) & 1);
        expect(s.discarded ?? []).toEqual(discarded);
        expect(fast.nTricks).toBe(s.tricks.length);
        s.tricks.forEach((t, i) => {
          expect(Array.from(fast.played.subarray(3 * i, 3 * i + 3))).toEqual(t.cards);
          expect(fast.winners[i]).toBe(t.winner);
        });
        if (s.contract!.type !== 'BETTEL') {
          expect(fast.declarerPoints).toBe(s.declarerPoints);
          expect(fast.schneider).toBe(s.schneider);
          expect(fast.durch).toBe(s.durch);
        }
        for (const st of settlements) {
          const o = options(rules, st);
          for (const pot of [150, 7, 0]) expect(fast.settle(o, pot)).toEqual(settleDeal(s, o, pot));
        }
      }),
      { numRuns: 500, seed: 17 },
    );
    // The property covered every way a deal ends.
    for (const o of ['won', 'lost', 'redeal']) expect(outcomes).toContain(o);
  });
});
