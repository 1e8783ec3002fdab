// One test per rule line of RULES.md §10 (10.1-10.3): dealing, play, bidding, declaring.
import {
  applyTarock,
  createTarockDeal,
  legalTarockActions,
  playableCards,
  tarockDeck,
  tCardName,
  viewTarockDeal,
  type TarockAction,
  type TarockDealState,
} from '../../../src/engine/tarock/index';
import { HAFERL, HANDS, SIMPLE, bid, dealOf, play, run } from './helpers';

const refused = (s: TarockDealState, a: TarockAction): string => {
  const r = applyTarock(s, a);
  return r.ok ? 'accepted' : r.error.code;
};

/** Forehand plays a Solo in the given suit after both others pass. */
function solo(hands: string[][], trump: 'E' | 'G' | 'S'): TarockDealState {
  return run(dealOf(SIMPLE, hands), [bid(0, 'SOLO'), bid(1, 'pass'), bid(2, 'pass'), { type: 'declare', seat: 0, contract: 'SOLO', trump }]);
}

describe('10.1 cards, deal, play', () => {
  it('deals 11 cards to each seat and 3 to the talon, 36 different cards from a seeded shuffle', () => {
    const s = createTarockDeal(SIMPLE, 'seed-1');
    expect(s.dealt.map((h) => h.length)).toEqual([11, 11, 11]);
    expect(s.talon).toHaveLength(3);
    expect(new Set([...s.dealt.flat(), ...s.talon]).size).toBe(36);
    expect(tarockDeck('seed-1')).toEqual(tarockDeck('seed-1'));
    expect(tarockDeck('seed-1')).not.toEqual(tarockDeck('seed-2'));
  });
  it('forehand speaks first and leads the first trick', () => {
    const s = solo(HANDS, 'E');
    expect(legalTarockActions(dealOf(SIMPLE, HANDS)).every((a) => a.seat === 0)).toBe(true);
    expect(s.phase).toBe('playing');
    expect(s.turn).toBe(0);
  });
  it('must follow suit', () => {
    const s = run(solo(HANDS, 'E'), [play(0, 'GA')]);
    expect(refused(s, play(1, 'HT'))).toBe('MUST_FOLLOW_SUIT');
    expect(playableCards(s, 1).map(tCardName)).toEqual(['GT', 'GK', 'GO', 'GU', 'G9', 'G8', 'G7', 'G6']);
  });
  it('Trumpfzwang: a seat that cannot follow must trump when it holds a trump', () => {
    // Trumps Bells: middlehand has no Bells, rearhand does. Forehand leads Acorns.
    const s = run(solo(HANDS, 'S'), [play(0, 'E6')]);
    expect(playableCards(s, 1).map(tCardName)).toEqual(['GT', 'GK', 'GO', 'GU', 'G9', 'G8', 'G7', 'G6', 'HT', 'HK', 'HO']);
    const s2 = run(s, [play(1, 'HK')]);
    expect(refused(s2, play(2, 'HU'))).toBe('MUST_TRUMP');
    expect(playableCards(s2, 2).map(tCardName)).toEqual(['SA', 'ST', 'SK', 'SO', 'SU', 'S9', 'S8', 'S7']);
  });
  it('without a trump in hand, any card', () => {
    const s = run(solo(HANDS, 'E'), [play(0, 'HA')]);
    // Middlehand follows Hearts; rearhand too. Next: Leaves led, rearhand has no Leaves and no Acorns (trumps).
    const s2 = run(s, [play(1, 'HO'), play(2, 'H8')]);
    expect(s2.turn).toBe(0);
    const s3 = run(s2, [play(0, 'GA')]);
    expect(run(s3, [play(1, 'G6')]).turn).toBe(2);
    expect(playableCards(run(s3, [play(1, 'G6')]), 2)).toHaveLength(11 - 1);
  });
  it('no duty to head the trick or to overtrump', () => {
    const s = run(solo(HANDS, 'S'), [play(0, 'E6'), play(1, 'HK'), play(2, 'S7')]);
    expect(s.tricks[0].winner).toBe(2);
    const t = run(solo(HANDS, 'E'), [play(0, 'GA')]);
    expect(refused(t, play(1, 'G6'))).toBe('accepted');
  });
  it('highest trump wins, else the highest card of the led suit, in order A T K O U 9 8 7 6', () => {
    const s = run(solo(HANDS, 'S'), [play(0, 'E6'), play(1, 'HK'), play(2, 'S7')]);
    expect(s.tricks[0]).toEqual({ leader: 0, cards: [8, 20, 34], winner: 2 });
    const t = run(solo(HANDS, 'E'), [play(0, 'GA'), play(1, 'GT')]);
    const t2 = run(t, [play(2, 'HU')]);
    expect(t2.tricks[0].winner).toBe(0);
    const u = run(solo(HANDS, 'E'), [play(0, 'HA'), play(1, 'HT'), play(2, 'HU')]);
    expect(u.tricks[0].winner).toBe(0);
    const v = run(solo(HANDS, 'G'), [play(0, 'EU'), play(1, 'G6'), play(2, 'SA')]);
    expect(v.tricks[0].winner).toBe(1);
  });
  it("Bettel: no trumps, order A K O U T 9 8 7 6, the declarer's first trick ends it lost", () => {
    const rules = { ...SIMPLE, bettel: true };
    const hands = [
      ['EA', 'ET', 'EK', 'EO', 'EU', 'E9', 'E8', 'E7', 'E6', 'GA', 'HA'],
      ['GT', 'GK', 'GO', 'GU', 'G9', 'G8', 'G7', 'G6', 'HT', 'HK', 'HO'],
      ['SA', 'ST', 'SK', 'SO', 'SU', 'S9', 'S8', 'S7', 'HU', 'H9', 'H8'],
    ];
    const s = run(dealOf(rules, hands), [bid(0, 'pass'), bid(1, 'BETTEL'), bid(2, 'pass'), { type: 'declare', seat: 1, contract: 'BETTEL' }]);
    expect(s.contract).toEqual({ type: 'BETTEL', trump: null, target: null });
    expect(s.pickedUp).toBe(false);
    // No trumps: the highest card of the led suit wins.
    const a = run(s, [play(0, 'HA'), play(1, 'HT'), play(2, 'HU')]);
    expect(a.tricks[0].winner).toBe(0);
    const b = run(s, [play(0, 'E6')]);
    // Middlehand has no Acorns and there are no trumps: any card.
    expect(playableCards(b, 1)).toHaveLength(11);
    const c = run(b, [play(1, 'HO'), play(2, 'HU')]);
    expect(c.tricks[0].winner).toBe(0);
    expect(c.phase).toBe('playing');
    const d = run(c, [play(0, 'GA'), play(1, 'GT'), play(2, 'H9')]);
    expect(d.tricks[1].winner).toBe(0);
    const e = run(d, [play(0, 'HA'), play(1, 'HK'), play(2, 'H8')]);
    expect(e.tricks[2].winner).toBe(0);
    // The Ten ranks below the Unter, and the declarer's first trick ends the deal.
    const f = dealOf(rules, [
      ['GU', 'ET', 'EK', 'EO', 'EU', 'E9', 'E8', 'E7', 'E6', 'GA', 'HA'],
      ['GT', 'GK', 'GO', 'EA', 'G9', 'G8', 'G7', 'G6', 'HT', 'HK', 'HO'],
      ['SA', 'ST', 'SK', 'SO', 'SU', 'S9', 'S8', 'S7', 'HU', 'H9', 'H8'],
    ]);
    const g = run(f, [
      bid(0, 'pass'),
      bid(1, 'BETTEL'),
      bid(2, 'pass'),
      { type: 'declare', seat: 1, contract: 'BETTEL' },
      play(0, 'GU'),
      play(1, 'GT'),
      play(2, 'S7'),
    ]);
    // Bettel order: U beats T, so forehand takes it.
    expect(g.tricks[0].winner).toBe(0);
    const h = run(g, [play(0, 'GA'), play(1, 'GK'), play(2, 'S8'), play(0, 'E6'), play(1, 'EA'), play(2, 'S9')]);
    expect(h.phase).toBe('over');
    expect(h.outcome).toBe('lost');
    expect(h.tricks).toHaveLength(3);
    expect(h.tricks[2].winner).toBe(1);
    expect(h.declarerPoints).toBeNull();
  });
  it('Bettel is won after 11 tricks without one', () => {
    const rules = { ...SIMPLE, bettel: true };
    // Middlehand holds only cards below every other card of their suits: it can never take a trick.
    const hands = [
      ['EA', 'ET', 'EK', 'EO', 'EU', 'E9', 'E8', 'E7', 'GA', 'GT', 'GK'],
      ['E6', 'G6', 'G7', 'G8', 'H6', 'H7', 'H8', 'S6', 'S7', 'S8', 'S9'],
      ['SA', 'ST', 'SK', 'SO', 'SU', 'HA', 'HT', 'HK', 'HO', 'HU', 'H9'],
    ];
    let s = run(dealOf(rules, hands), [bid(0, 'pass'), bid(1, 'BETTEL'), bid(2, 'pass'), { type: 'declare', seat: 1, contract: 'BETTEL' }]);
    while (s.phase === 'playing') s = run(s, [legalTarockActions(s)[0]]);
    expect(s.tricks).toHaveLength(11);
    expect(s.outcome).toBe('won');
    expect(s.declarerPoints).toBeNull();
    expect(s.discarded).toBeNull();
  });
  it('the seed is revealed after the deal, not before', () => {
    const s = dealOf(SIMPLE, HANDS);
    expect(viewTarockDeal(s, 0).seed).toBeNull();
    const over = run(s, [bid(0, 'pass'), bid(1, 'pass'), bid(2, 'pass')]);
    expect(viewTarockDeal(over, 'spectator').seed).toBe('test');
  });
});

describe('10.2 simple bidding and contracts', () => {
  it('immediate hold: the earlier seat answers a higher bid at once and wins the tie', () => {
    const s = run(dealOf(SIMPLE, HANDS), [bid(0, 'FRAGE'), bid(1, 'SOLO')]);
    expect(s.turn).toBe(0);
    expect(legalTarockActions(s).map((a) => (a as { bid: string }).bid)).toEqual(['hold', 'pass']);
    const held = run(s, [bid(0, 'hold')]);
    expect(held.turn).toBe(1);
    expect(legalTarockActions(held).map((a) => (a as { bid: string }).bid)).toEqual(['pass', 'HEART_SOLO']);
    const done = run(held, [bid(1, 'pass'), bid(2, 'pass')]);
    expect(done.declarer).toBe(0);
    expect(done.phase).toBe('declaring');
    // The declarer may play any contract at least the level reached (Solo), not below.
    expect(refused(done, { type: 'declare', seat: 0, contract: 'HEART_FRAGE' })).toBe('ILLEGAL_CONTRACT');
    expect(legalTarockActions(done).map((a) => (a as { contract: string }).contract)).toEqual(['SOLO', 'SOLO', 'SOLO', 'HEART_SOLO']);
  });
  it('a hold that is raised again, then the third seat overcalls the survivor', () => {
    const s = run(dealOf(SIMPLE, HANDS), [bid(0, 'FRAGE'), bid(1, 'HEART_FRAGE'), bid(0, 'hold'), bid(1, 'SOLO'), bid(0, 'pass')]);
    expect(s.turn).toBe(2);
    const t = run(s, [bid(2, 'HEART_SOLO')]);
    expect(t.turn).toBe(1);
    const u = run(t, [bid(1, 'pass')]);
    expect(u.declarer).toBe(2);
    expect(u.bids.map((b) => `${b.seat}:${b.bid}`)).toEqual(['0:FRAGE', '1:HEART_FRAGE', '0:hold', '1:SOLO', '0:pass', '2:HEART_SOLO', '1:pass']);
  });
  it('a bid must be above the highest so far; jumps are allowed; a passed seat is out', () => {
    const s = run(dealOf(SIMPLE, HANDS), [bid(0, 'SOLO')]);
    expect(refused(s, bid(1, 'FRAGE'))).toBe('ILLEGAL_BID');
    expect(refused(s, bid(1, 'SOLO'))).toBe('ILLEGAL_BID');
    expect(refused(s, bid(1, 'hold'))).toBe('ILLEGAL_BID');
    expect(refused(s, bid(2, 'pass'))).toBe('NOT_YOUR_TURN');
    expect(refused(dealOf(SIMPLE, HANDS), bid(0, 'BETTEL'))).toBe('ILLEGAL_BID');
  });
  it('nobody bids: a redeal', () => {
    const s = run(dealOf(SIMPLE, HANDS), [bid(0, 'pass'), bid(1, 'pass'), bid(2, 'pass')]);
    expect(s.phase).toBe('over');
    expect(s.outcome).toBe('redeal');
    expect(s.declarer).toBeNull();
  });
  it('Frage: the declarer takes up the talon, puts 3 away, names trumps other than Hearts', () => {
    const s = run(dealOf(SIMPLE, HANDS), [bid(0, 'FRAGE'), bid(1, 'pass'), bid(2, 'pass'), { type: 'declare', seat: 0, contract: 'FRAGE' }]);
    expect(s.phase).toBe('discarding');
    expect(s.hands[0]).toHaveLength(14);
    expect(refused(s, { type: 'discard', seat: 0, cards: ['H7', 'H6', 'S6'], trump: 'H' })).toBe('ILLEGAL_CONTRACT');
    expect(refused(s, { type: 'discard', seat: 0, cards: ['H7', 'H6', 'SA'], trump: 'E' })).toBe('CARD_NOT_IN_HAND');
    expect(refused(s, { type: 'discard', seat: 0, cards: ['H7', 'H6'], trump: 'E' })).toBe('ILLEGAL_DISCARD');
    const t = run(s, [{ type: 'discard', seat: 0, cards: ['H7', 'H6', 'S6'], trump: 'E' }]);
    expect(t.contract).toEqual({ type: 'FRAGE', trump: 'E', target: 61 });
    expect(t.phase).toBe('playing');
    // Without heartFrage a Frage may name Hearts.
    const u = run(dealOf({ ...SIMPLE, heartFrage: false }, HANDS), [
      bid(0, 'FRAGE'),
      bid(1, 'pass'),
      bid(2, 'pass'),
      { type: 'declare', seat: 0, contract: 'FRAGE' },
    ]);
    expect(refused(u, { type: 'discard', seat: 0, cards: ['H7', 'H6', 'S6'], trump: 'H' })).toBe('accepted');
    expect(refused(u, bid(0, 'pass'))).toBe('WRONG_PHASE');
  });
  it('Heart Frage trumps Hearts; Solo any suit but Hearts; Heart Solo Hearts; the talon untouched in Solos', () => {
    const base = run(dealOf(SIMPLE, HANDS), [bid(0, 'FRAGE'), bid(1, 'pass'), bid(2, 'pass')]);
    const hf = run(base, [{ type: 'declare', seat: 0, contract: 'HEART_FRAGE' }]);
    expect(hf.contract).toEqual({ type: 'HEART_FRAGE', trump: 'H', target: 61 });
    expect(legalTarockActions(hf).every((a) => !('trump' in a))).toBe(true);
    expect(refused(base, { type: 'declare', seat: 0, contract: 'SOLO', trump: 'H' })).toBe('ILLEGAL_CONTRACT');
    expect(refused(base, { type: 'declare', seat: 0, contract: 'HEART_SOLO', trump: 'E' })).toBe('ILLEGAL_CONTRACT');
    const hs = run(base, [{ type: 'declare', seat: 0, contract: 'HEART_SOLO', trump: 'H' }]);
    expect(hs.pickedUp).toBe(false);
    expect(hs.hands[0]).toHaveLength(11);
    expect(refused(base, { type: 'declare', seat: 0, contract: 'BETTEL' })).toBe('ILLEGAL_CONTRACT');
    expect(
      refused(run(dealOf({ ...SIMPLE, heartFrage: false }, HANDS), [bid(0, 'FRAGE'), bid(1, 'pass'), bid(2, 'pass')]), {
        type: 'declare',
        seat: 0,
        contract: 'HEART_FRAGE',
      }),
    ).toBe('ILLEGAL_CONTRACT');
  });
  it('only the declarer sees the talon, and only after taking it up; the discards stay his until the end', () => {
    const s = run(dealOf(SIMPLE, HANDS), [bid(0, 'FRAGE'), bid(1, 'pass'), bid(2, 'pass')]);
    expect(viewTarockDeal(s, 0).talon).toBeNull();
    const t = run(s, [
      { type: 'declare', seat: 0, contract: 'FRAGE' },
      { type: 'discard', seat: 0, cards: ['H7', 'H6', 'S6'], trump: 'E' },
    ]);
    expect(viewTarockDeal(t, 0).talon).toEqual(['H7', 'H6', 'S6']);
    expect(viewTarockDeal(t, 0).discarded).toEqual(['H7', 'H6', 'S6']);
    for (const v of [1, 2, 'spectator'] as const) {
      expect(viewTarockDeal(t, v).talon).toBeNull();
      expect(viewTarockDeal(t, v).discarded).toBeNull();
      expect(viewTarockDeal(t, v).dealt).toBeNull();
    }
    expect(viewTarockDeal(t, 1).hand).toEqual(HANDS[1]);
    const solo = run(s, [{ type: 'declare', seat: 0, contract: 'SOLO', trump: 'E' }]);
    expect(viewTarockDeal(solo, 0).talon).toBeNull();
  });
  it('Durch: every trick; Schneider 91+; the untouched talon counts for the declarer', () => {
    // Forehand holds every Acorn in an Acorns Solo and the Aces of Leaves and Hearts: all 11 tricks.
    let s = solo(HANDS, 'E');
    while (s.phase === 'playing') s = run(s, [legalTarockActions(s)[0]]);
    expect(s.tricks.every((t) => t.winner === 0)).toBe(true);
    expect(s.declarerPoints).toBe(120);
    expect(s.durch).toBe(true);
    expect(s.schneider).toBe(true);
    expect(s.outcome).toBe('won');
  });
});

describe('10.3 Haferl bidding', () => {
  it('the first positive bid is pickUp; nobody opens with 61', () => {
    const s = dealOf(HAFERL, HANDS);
    expect(legalTarockActions(s).map((a) => (a as { bid: unknown }).bid)).toEqual(['pass', 'pickUp']);
    expect(refused(s, bid(0, 61))).toBe('ILLEGAL_BID');
    expect(refused(run(s, [bid(0, 'pass')]), bid(1, 61))).toBe('ILLEGAL_BID');
  });
  it('forehand and middlehand bid in exact steps, then rearhand against the survivor', () => {
    const s = run(dealOf(HAFERL, HANDS), [bid(0, 'pickUp')]);
    expect(refused(s, bid(1, 66))).toBe('ILLEGAL_BID');
    const t = run(s, [bid(1, 61), bid(0, 'hold'), bid(1, 66), bid(0, 'hold')]);
    expect(t.turn).toBe(1);
    expect(legalTarockActions(t).map((a) => (a as { bid: unknown }).bid)).toEqual(['pass', 71]);
    const u = run(t, [bid(1, 'pass')]);
    expect(u.turn).toBe(2);
    expect(legalTarockActions(u).map((a) => (a as { bid: unknown }).bid)).toEqual(['pass', 71]);
    const v = run(u, [bid(2, 71), bid(0, 'pass')]);
    expect(v.declarer).toBe(2);
    expect(v.bids.map((b) => b.bid)).toEqual(['pickUp', 61, 'hold', 66, 'hold', 'pass', 71, 'pass']);
    // At 61 or more: Hand with the target the level.
    expect(legalTarockActions(v).map((a) => (a as { contract: string }).contract)).toEqual(['HAND', 'HAND', 'HAND', 'HAND']);
    const w = run(v, [{ type: 'declare', seat: 2, contract: 'HAND', trump: 'S' }]);
    expect(w.contract).toEqual({ type: 'HAND', trump: 'S', target: 71 });
    expect(w.pickedUp).toBe(false);
  });
  it('the bidding ends at 116', () => {
    let s = run(dealOf(HAFERL, HANDS), [bid(0, 'pickUp')]);
    for (let v = 61; v <= 116; v += 5) s = run(s, [bid(1, v), bid(0, 'hold')]);
    expect(legalTarockActions(s).map((a) => (a as { bid: unknown }).bid)).toEqual(['pass']);
  });
  it('won at pickUp: Pick-Up (talon, discards, any trumps; Hearts only with pickUpHeartsOnly) or Hand at 61', () => {
    const s = run(dealOf(HAFERL, HANDS), [bid(0, 'pass'), bid(1, 'pickUp'), bid(2, 'pass')]);
    expect(s.declarer).toBe(1);
    expect(new Set(legalTarockActions(s).map((a) => (a as { contract: string }).contract))).toEqual(new Set(['PICK_UP', 'HAND']));
    const p = run(s, [{ type: 'declare', seat: 1, contract: 'PICK_UP' }]);
    expect(p.hands[1]).toHaveLength(14);
    expect(refused(p, { type: 'discard', seat: 1, cards: ['H7', 'H6', 'S6'], trump: 'H' })).toBe('accepted');
    const only = run(dealOf({ ...HAFERL, pickUpHeartsOnly: true }, HANDS), [
      bid(0, 'pass'),
      bid(1, 'pickUp'),
      bid(2, 'pass'),
      { type: 'declare', seat: 1, contract: 'PICK_UP' },
    ]);
    expect(refused(only, { type: 'discard', seat: 1, cards: ['H7', 'H6', 'S6'], trump: 'G' })).toBe('ILLEGAL_CONTRACT');
    expect(new Set(legalTarockActions(only).map((a) => (a as { trump: string }).trump))).toEqual(new Set(['H']));
    const h = run(s, [{ type: 'declare', seat: 1, contract: 'HAND', trump: 'G' }]);
    expect(h.contract).toEqual({ type: 'HAND', trump: 'G', target: 61 });
  });
  it('won when the declarer reaches the target; 60-60 loses', () => {
    const s = run(dealOf(HAFERL, HANDS), [bid(0, 'pickUp'), bid(1, 'pass'), bid(2, 'pass'), { type: 'declare', seat: 0, contract: 'HAND', trump: 'E' }]);
    let t = s;
    while (t.phase === 'playing') t = run(t, [legalTarockActions(t)[legalTarockActions(t).length - 1]]);
    expect(t.outcome).toBe(t.declarerPoints! >= 61 ? 'won' : 'lost');
  });
});

describe('never throws: errors as data', () => {
  it('answers garbage with stable codes', () => {
    const s = dealOf(SIMPLE, HANDS);
    expect(refused(s, null as unknown as TarockAction)).toBe('UNKNOWN_ACTION');
    expect(refused(s, { type: 'fly' } as unknown as TarockAction)).toBe('UNKNOWN_ACTION');
    expect(refused(s, play(0, 'EA'))).toBe('WRONG_PHASE');
    expect(refused(s, bid(1, 'pass'))).toBe('NOT_YOUR_TURN');
    expect(refused(s, bid(0, 'nonsense' as never))).toBe('ILLEGAL_BID');
    const p = solo(HANDS, 'E');
    expect(refused(p, play(0, 'XX'))).toBe('UNKNOWN_CARD');
    expect(refused(p, play(0, 'GT'))).toBe('CARD_NOT_IN_HAND');
    const d = run(dealOf(SIMPLE, HANDS), [bid(0, 'FRAGE'), bid(1, 'pass'), bid(2, 'pass'), { type: 'declare', seat: 0, contract: 'FRAGE' }]);
    expect(refused(d, { type: 'discard', seat: 0, cards: 'EA' as never, trump: 'E' })).toBe('ILLEGAL_DISCARD');
    expect(refused(d, { type: 'discard', seat: 0, cards: ['EA', 'EA', 'ET'], trump: 'E' })).toBe('ILLEGAL_DISCARD');
  });
  it('does not mutate the state it is given', () => {
    const s = dealOf(SIMPLE, HANDS);
    const before = JSON.stringify(s);
    run(s, [bid(0, 'FRAGE'), bid(1, 'SOLO'), bid(0, 'hold')]);
    expect(JSON.stringify(s)).toBe(before);
  });
});
