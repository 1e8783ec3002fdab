// The web table's hand order for Skat (web/src/games/skat-order.ts): the order a player reads
// their hand in, per declared game.
import { sortSkatHand } from '../../web/src/games/skat-order.js';

const HAND = ['D7', 'HJ', 'SA', 'CT', 'HA', 'CJ', 'DJ', 'S9', 'HK', 'DT', 'SJ', 'C7'];

describe('Skat hand order at the web table', () => {
  it('before the declaration and in Grand: the Jacks in suit order, then clubs, spades, hearts, diamonds, each A 10 K Q 9 8 7', () => {
    const grand = ['CJ', 'SJ', 'HJ', 'DJ', 'CT', 'C7', 'SA', 'S9', 'HA', 'HK', 'DT', 'D7'];
    expect(sortSkatHand(HAND, null)).toEqual(grand);
    expect(sortSkatHand(HAND, 'GRAND')).toEqual(grand);
  });

  it('in a suit game the trump suit follows the Jacks', () => {
    expect(sortSkatHand(HAND, 'HEARTS')).toEqual(['CJ', 'SJ', 'HJ', 'DJ', 'HA', 'HK', 'CT', 'C7', 'SA', 'S9', 'DT', 'D7']);
    expect(sortSkatHand(HAND, 'DIAMONDS')).toEqual(['CJ', 'SJ', 'HJ', 'DJ', 'DT', 'D7', 'CT', 'C7', 'SA', 'S9', 'HA', 'HK']);
  });

  it('in Null there are no trumps: each suit A K Q J 10 9 8 7', () => {
    expect(sortSkatHand(HAND, 'NULL')).toEqual(['CJ', 'CT', 'C7', 'SA', 'SJ', 'S9', 'HA', 'HK', 'HJ', 'DJ', 'DT', 'D7']);
  });

  it('leaves the hand it is given as it was', () => {
    const copy = [...HAND];
    sortSkatHand(HAND, 'CLUBS');
    expect(HAND).toEqual(copy);
  });
});
