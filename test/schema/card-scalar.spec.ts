// The Card scalar lets only card names through (ISS notation), in and out.
import { Kind } from 'graphql';
import { CardScalar } from '../../src/common/graphql/card.scalar.js';
// Each game registers its card letters with the scalar.
import '../../src/games/index.js';

describe('the Card scalar', () => {
  it('serializes every card of the Skat deck as itself', () => {
    for (const s of 'CSHD') for (const r of 'ATKQJ987') expect(CardScalar.serialize(s + r)).toBe(s + r);
  });

  it('refuses what is not a card', () => {
    for (const bad of ['', 'C', 'CJX', 'cj', 'XJ', 'C6', 10, null, ['CJ']]) expect(() => CardScalar.serialize(bad)).toThrow(/Not a card/);
    expect(() => CardScalar.parseLiteral({ kind: Kind.INT, value: '7' })).toThrow(/A card is a string/);
    expect(CardScalar.parseLiteral({ kind: Kind.STRING, value: 'HT' })).toBe('HT');
  });
});
