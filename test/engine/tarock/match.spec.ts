// RULES.md 10.4-10.6: the match, its ledger and its records.
import {
  applyTarockMatch,
  createTarockMatch,
  legalTarockMatchActions,
  playRandomTarockMatch,
  tarockConfig,
  type TarockMatchState,
  type TarockOptions,
} from '../../../src/engine/tarock/index';

function options(input: Parameters<typeof tarockConfig>[0]): TarockOptions {
  const c = tarockConfig(input);
  if (!c.ok) throw new Error(c.errors.join('; '));
  return c.options;
}

describe('presets and options', () => {
  it('tarock is simple with a pot and Heart Frage; tarock-bettel fixed with Bettel; haferl Haferltarock', () => {
    expect(options({ preset: 'tarock' })).toMatchObject({ variant: 'simple', settlement: 'pot', heartFrage: true, bettel: false, potStake: 50, rounds: 3 });
    expect(options({ preset: 'tarock-bettel' })).toMatchObject({ variant: 'simple', settlement: 'fixed', bettel: true, fixedStakes: [50, 60] });
    expect(options({ preset: 'haferl' })).toMatchObject({ variant: 'haferl', settlement: 'haferl', pickUpHeartsOnly: false });
  });
  it('refuses inconsistent options', () => {
    expect(tarockConfig({ variant: 'haferl', settlement: 'pot' }).ok).toBe(false);
    expect(tarockConfig({ variant: 'simple', settlement: 'haferl' }).ok).toBe(false);
    expect(tarockConfig({ players: 5 as 3 }).ok).toBe(false);
    expect(tarockConfig({ rounds: 0 }).ok).toBe(false);
    expect(tarockConfig({ fixedStakes: [50] as unknown as [number, number] }).ok).toBe(false);
  });
});

describe('the match', () => {
  it('player 0 deals deal 1; seats are dealer+1, +2, +3; the pot starts at potStake times the players', () => {
    const m = createTarockMatch(options({ preset: 'tarock' }), 's');
    expect(m.dealer).toBe(0);
    expect(m.seats).toEqual([1, 2, 0]);
    expect(m.sittingOut).toBeNull();
    expect(m.pot).toBe(150);
    const four = createTarockMatch(options({ preset: 'tarock', players: 4 }), 's');
    expect(four.seats).toEqual([1, 2, 3]);
    expect(four.sittingOut).toBe(0);
    expect(four.pot).toBe(200);
    expect(createTarockMatch(options({ preset: 'tarock-bettel' }), 's').pot).toBeNull();
  });
  it('at four players the dealer sits out every deal and is paid nothing', () => {
    const { state } = playRandomTarockMatch(options({ preset: 'haferl', players: 4, rounds: 2 }), '4p');
    state.records.forEach((r, i) => {
      expect(r.dealer).toBe(i % 4);
      expect(r.sittingOut).toBe(r.dealer);
      expect(r.seats).not.toContain(r.dealer);
      expect(r.payments[r.dealer]).toBe(0);
    });
  });
  it('a redeal: nobody bids, the record is empty, it counts as a deal and the next player deals', () => {
    let m: TarockMatchState = createTarockMatch(options({ preset: 'tarock' }), 'r');
    for (const seat of [0, 1, 2] as const) {
      const r = applyTarockMatch(m, { type: 'bid', seat, bid: 'pass' });
      if (!r.ok) throw new Error(r.error.code);
      m = r.state;
    }
    expect(m.records).toHaveLength(1);
    expect(m.records[0]).toMatchObject({
      deal: 1,
      result: 'redeal',
      declarer: null,
      contract: null,
      discarded: null,
      declarerPoints: null,
      tricks: [],
      payments: [0, 0, 0],
      pot: 0,
      balances: [0, 0, 0],
      potBalance: 150,
      schneider: false,
      durch: false,
    });
    expect(m.records[0].bids).toEqual([
      { seat: 0, bid: 'pass' },
      { seat: 1, bid: 'pass' },
      { seat: 2, bid: 'pass' },
    ]);
    expect(m.dealNumber).toBe(2);
    expect(m.dealer).toBe(1);
    const fixed = createTarockMatch(options({ preset: 'tarock-bettel' }), 'r');
    let f = fixed;
    for (const seat of [0, 1, 2] as const) f = (applyTarockMatch(f, { type: 'bid', seat, bid: 'pass' }) as { state: TarockMatchState }).state;
    expect(f.records[0].pot).toBeNull();
    expect(f.records[0].potBalance).toBeNull();
  });
  it('ends after its rounds', () => {
    const { state } = playRandomTarockMatch(options({ preset: 'tarock-bettel', rounds: 2 }), 'x');
    expect(state.records).toHaveLength(6);
    expect(state.over).toBe(true);
    expect(legalTarockMatchActions(state)).toEqual([]);
    expect(applyTarockMatch(state, { type: 'bid', seat: 0, bid: 'pass' })).toMatchObject({ ok: false, error: { code: 'MATCH_OVER' } });
  });
  it('ends after the deal that empties the pot, which never pays more than it holds', () => {
    let emptied = 0;
    for (let i = 0; i < 40; i++) {
      const { state } = playRandomTarockMatch(options({ preset: 'tarock', potStake: 2, rounds: 5 }), `pot-${i}`);
      let pot = 6;
      for (const r of state.records) {
        expect(r.pot! + pot).toBeGreaterThanOrEqual(0);
        pot += r.pot!;
        expect(r.potBalance).toBe(pot);
      }
      if (pot === 0) {
        emptied++;
        expect(state.over).toBe(true);
        expect(state.records.slice(0, -1).every((r) => r.potBalance! > 0)).toBe(true);
        expect(state.records.length).toBeLessThan(15);
      }
    }
    expect(emptied).toBeGreaterThan(0);
  });
  it('the same seed plays the same match; another seed another', () => {
    const o = options({ preset: 'haferl' });
    expect(playRandomTarockMatch(o, 'a').state).toEqual(playRandomTarockMatch(o, 'a').state);
    expect(playRandomTarockMatch(o, 'a').state.records).not.toEqual(playRandomTarockMatch(o, 'b').state.records);
  });
});
