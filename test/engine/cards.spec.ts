import { bit, cardName, cardsOf, count, FULL_DECK, JACKS, parseCard, pointsOf, setOf } from '../../src/engine/cards';

describe('cards', () => {
  it('names and parses all 32 cards in ISS notation', () => {
    const names = Array.from({ length: 32 }, (_, c) => cardName(c));
    expect(new Set(names).size).toBe(32);
    for (let c = 0; c < 32; c++) expect(parseCard(names[c])).toBe(c);
    expect(parseCard('XJ')).toBeUndefined();
    expect(parseCard(7)).toBeUndefined();
  });

  it('has 120 card points in the deck and four Jacks', () => {
    expect(pointsOf(FULL_DECK)).toBe(120);
    expect(count(FULL_DECK)).toBe(32);
    expect(cardsOf(JACKS).map(cardName)).toEqual(['CJ', 'SJ', 'HJ', 'DJ']);
  });

  it('round-trips sets', () => {
    const cards = ['CA', 'DT', 'H7'].map((n) => parseCard(n)!);
    const s = setOf(cards);
    expect(count(s)).toBe(3);
    expect(cardsOf(s)).toEqual([...cards].sort((a, b) => a - b));
    expect(s & bit(parseCard('DT')!)).not.toBe(0);
  });
});
