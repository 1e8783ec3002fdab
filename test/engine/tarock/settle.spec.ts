// RULES.md 10.4 and 10.6: every settlement, by the tariff, with the pot cap.
import {
  TAROCK_DEFAULTS,
  createTarockDeal,
  settleDeal,
  type ContractType,
  type DealOutcome,
  type TarockDealState,
  type TarockOptions,
  type TSeat,
} from '../../../src/engine/tarock/index';
import { HAFERL, SIMPLE } from './helpers';

const POT: TarockOptions = { ...TAROCK_DEFAULTS, settlement: 'pot' };
const FIXED: TarockOptions = { ...TAROCK_DEFAULTS, settlement: 'fixed' };
const HAF: TarockOptions = { ...TAROCK_DEFAULTS, variant: 'haferl', settlement: 'haferl', heartFrage: false };

/** A finished deal: the declarer (seat d) played `type` to p points. */
function finished(type: ContractType, p: number | null, opts: { d?: TSeat; durch?: boolean; target?: number; outcome?: DealOutcome } = {}): TarockDealState {
  const haferl = type === 'PICK_UP' || type === 'HAND';
  const s = createTarockDeal(haferl ? HAFERL : SIMPLE, 'x');
  const target = type === 'BETTEL' ? null : (opts.target ?? 61);
  const outcome: DealOutcome = opts.outcome ?? (p === null ? 'won' : p >= target! ? 'won' : !haferl && p === 60 ? 'draw' : 'lost');
  return {
    ...s,
    phase: 'over',
    turn: null,
    declarer: opts.d ?? 0,
    contract: { type, trump: type === 'BETTEL' ? null : 'E', target },
    declarerPoints: p,
    outcome,
    durch: opts.durch ?? false,
    schneider: p !== null && (p >= 91 || p <= 29),
  };
}

describe('pot settlement (simple)', () => {
  it('a won Frage takes ceil5((p - 60) / 2) from the pot: 71 takes 10, by the tariff (the seed says 15)', () => {
    expect(settleDeal(finished('FRAGE', 71), POT, 150)).toEqual({ seats: [10, 0, 0], pot: -10 });
    expect(settleDeal(finished('HEART_FRAGE', 61), POT, 150)).toEqual({ seats: [5, 0, 0], pot: -5 });
  });
  it('a lost Heart Solo with 50: the declarer pays 10, each defender receives 5', () => {
    expect(settleDeal(finished('HEART_SOLO', 50), POT, 150)).toEqual({ seats: [-10, 5, 5], pot: 0 });
  });
  it('with 49: the declarer pays 15, the pot adds 5, each defender receives 10; the one after the declarer gets his half from the declarer', () => {
    expect(settleDeal(finished('HEART_SOLO', 49), POT, 150)).toEqual({ seats: [-15, 10, 10], pot: -5 });
    // Declarer middlehand: rearhand is after him, forehand is the other.
    expect(settleDeal(finished('SOLO', 49, { d: 1 }), POT, 2)).toEqual({ seats: [7, -15, 10], pot: -2 });
  });
  it('a Durch Solo takes double: 60 overshoot points, 120 from the pot', () => {
    expect(settleDeal(finished('SOLO', 120, { durch: true }), POT, 150)).toEqual({ seats: [120, 0, 0], pot: -120 });
  });
  it('the pot pays no more than it holds; the declarer always pays in full', () => {
    expect(settleDeal(finished('SOLO', 120, { durch: true }), POT, 35)).toEqual({ seats: [35, 0, 0], pot: -35 });
    expect(settleDeal(finished('SOLO', 30), POT, 0)).toEqual({ seats: [-30, 15, 15], pot: 0 });
  });
  it('a draw at 60 pays nothing', () => {
    expect(settleDeal(finished('SOLO', 60), POT, 150)).toEqual({ seats: [0, 0, 0], pot: 0 });
  });
  it('Bettel is paid directly, 100 from or to each defender, the pot unchanged', () => {
    expect(settleDeal(finished('BETTEL', null), POT, 150)).toEqual({ seats: [200, -100, -100], pot: 0 });
    expect(settleDeal(finished('BETTEL', null, { outcome: 'lost', d: 2 }), POT, 150)).toEqual({ seats: [100, 100, -200], pot: 0 });
  });
});

describe('fixed settlement (simple)', () => {
  it('Solo won 61-90: 50 from each defender; 91+ or Durch: 60', () => {
    expect(settleDeal(finished('SOLO', 90), FIXED, 0)).toEqual({ seats: [100, -50, -50], pot: 0 });
    expect(settleDeal(finished('HEART_SOLO', 91), FIXED, 0)).toEqual({ seats: [120, -60, -60], pot: 0 });
    expect(settleDeal(finished('SOLO', 88, { durch: true }), FIXED, 0).seats).toEqual([120, -60, -60]);
  });
  it('Solo lost: 50 to each defender, 60 when the defenders took 91+ (declarer 29 or fewer)', () => {
    expect(settleDeal(finished('SOLO', 30), FIXED, 0).seats).toEqual([-100, 50, 50]);
    expect(settleDeal(finished('SOLO', 29), FIXED, 0).seats).toEqual([-120, 60, 60]);
  });
  it('Frages pay half: 25 and 30', () => {
    expect(settleDeal(finished('FRAGE', 70), FIXED, 0).seats).toEqual([50, -25, -25]);
    expect(settleDeal(finished('HEART_FRAGE', 95), FIXED, 0).seats).toEqual([60, -30, -30]);
    expect(settleDeal(finished('FRAGE', 10), FIXED, 0).seats).toEqual([-60, 30, 30]);
  });
  it('stakes are configurable; Bettel is 4 times the Frage payment', () => {
    const o = { ...FIXED, fixedStakes: [20, 30] as [number, number] };
    expect(settleDeal(finished('SOLO', 70), o, 0).seats).toEqual([40, -20, -20]);
    expect(settleDeal(finished('BETTEL', null), o, 0).seats).toEqual([80, -40, -40]);
    expect(settleDeal(finished('BETTEL', null), FIXED, 0).seats).toEqual([200, -100, -100]);
  });
});

describe('haferl settlement', () => {
  it('Pick-Up won: 5 from the pot for 61-65, 1 more per point above', () => {
    expect(settleDeal(finished('PICK_UP', 61), HAF, 150)).toEqual({ seats: [5, 0, 0], pot: -5 });
    expect(settleDeal(finished('PICK_UP', 65), HAF, 150)).toEqual({ seats: [5, 0, 0], pot: -5 });
    expect(settleDeal(finished('PICK_UP', 66), HAF, 150)).toEqual({ seats: [6, 0, 0], pot: -6 });
    expect(settleDeal(finished('PICK_UP', 80), HAF, 150)).toEqual({ seats: [20, 0, 0], pot: -20 });
  });
  it('Pick-Up lost: 5 for 56-60 (60-60 loses), 1 more per point below 56, to the defender after him and from the pot to the other', () => {
    expect(settleDeal(finished('PICK_UP', 60), HAF, 150)).toEqual({ seats: [-5, 5, 5], pot: -5 });
    expect(settleDeal(finished('PICK_UP', 56), HAF, 150)).toEqual({ seats: [-5, 5, 5], pot: -5 });
    expect(settleDeal(finished('PICK_UP', 50), HAF, 150)).toEqual({ seats: [-11, 11, 11], pot: -11 });
    expect(settleDeal(finished('PICK_UP', 50, { d: 2 }), HAF, 4)).toEqual({ seats: [11, 4, -11], pot: -4 });
  });
  it('Hand: paid directly, each defender the Pick-Up amount from its own target', () => {
    expect(settleDeal(finished('HAND', 61), HAF, 150)).toEqual({ seats: [10, -5, -5], pot: 0 });
    expect(settleDeal(finished('HAND', 80, { target: 71 }), HAF, 150)).toEqual({ seats: [20, -10, -10], pot: 0 });
    expect(settleDeal(finished('HAND', 70, { target: 71 }), HAF, 150)).toEqual({ seats: [-10, 5, 5], pot: 0 });
    expect(settleDeal(finished('HAND', 50, { target: 71 }), HAF, 150)).toEqual({ seats: [-42, 21, 21], pot: 0 });
  });
});

describe('nothing to pay', () => {
  it('a redeal pays nothing', () => {
    const s = { ...createTarockDeal(SIMPLE, 'x'), phase: 'over' as const, outcome: 'redeal' as const };
    expect(settleDeal(s, POT, 150)).toEqual({ seats: [0, 0, 0], pot: 0 });
  });
});
