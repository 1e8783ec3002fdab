// The web table's hand order for Tarock (web/src/games/tarock-order.ts): the order a player reads
// their hand in, per contract and trump suit (RULES.md 10.1).
import { sortTarockHand, tarockTrickTaker } from '../../web/src/games/tarock-order.js';

const HAND = ['S6', 'HU', 'GA', 'ET', 'HA', 'EO', 'ST', 'G9', 'HK', 'SA', 'E6'];

describe('Tarock hand order at the web table', () => {
  it('before trumps are named: Acorns, Leaves, Hearts, Bells, each A 10 K O U 9 8 7 6', () => {
    expect(sortTarockHand(HAND, null, null)).toEqual(['ET', 'EO', 'E6', 'GA', 'G9', 'HA', 'HK', 'HU', 'SA', 'ST', 'S6']);
    expect(sortTarockHand(HAND, 'FRAGE', null)).toEqual(sortTarockHand(HAND, null, null));
  });

  it('the trump suit comes first', () => {
    expect(sortTarockHand(HAND, 'SOLO', 'BELLS')).toEqual(['SA', 'ST', 'S6', 'ET', 'EO', 'E6', 'GA', 'G9', 'HA', 'HK', 'HU']);
    expect(sortTarockHand(HAND, 'HEART_SOLO', 'HEARTS')).toEqual(['HA', 'HK', 'HU', 'ET', 'EO', 'E6', 'GA', 'G9', 'SA', 'ST', 'S6']);
  });

  it('in Bettel there are no trumps and the 10 ranks below the Unter', () => {
    expect(sortTarockHand(HAND, 'BETTEL', null)).toEqual(['EO', 'ET', 'E6', 'GA', 'G9', 'HA', 'HK', 'HU', 'SA', 'ST', 'S6']);
  });

  it('leaves the hand it is given as it was', () => {
    const copy = [...HAND];
    sortTarockHand(HAND, 'SOLO', 'ACORNS');
    expect(HAND).toEqual(copy);
  });

  describe("who takes a trick (the deal's last trick, which no view shows)", () => {
    const trick = (...cards: string[]) => cards.map((card, i) => ({ seat: (i + 1) % 3, card }));
    it('the highest card of the suit led when no trump falls', () => {
      expect(tarockTrickTaker(trick('GK', 'GT', 'EA'), 'SOLO', 'BELLS')).toBe(2);
      expect(tarockTrickTaker(trick('GA', 'GT', 'G9'), 'SOLO', 'BELLS')).toBe(1);
    });
    it('the highest trump, a Heart contract trumping Hearts', () => {
      expect(tarockTrickTaker(trick('GA', 'S6', 'S7'), 'FRAGE', 'BELLS')).toBe(0);
      expect(tarockTrickTaker(trick('GA', 'H6', 'GT'), 'HEART_SOLO', null)).toBe(2);
      expect(tarockTrickTaker(trick('GA', 'H6', 'GT'), 'HEART_FRAGE', 'HEARTS')).toBe(2);
    });
    it('in Bettel no trumps, and the Unter above the 10', () => {
      expect(tarockTrickTaker(trick('ET', 'EU', 'HA'), 'BETTEL', null)).toBe(2);
      expect(tarockTrickTaker(trick('ET', 'E9', 'HA'), 'BETTEL', null)).toBe(1);
    });
  });
});
