import {
  beats, cardName, cardsOf, followMask, gameKind, legalPlayMask, parseCard, rankOrder, setNames, setOf, skatTrickRules, trickWinner, trumpMask,
} from '../../src/engine/index';

const c = (n: string): number => parseCard(n)!;
const set = (s: string): number => setOf(s.split(' ').map(c));
const names = (m: number): string[] => setNames(m).sort();

describe('trumps and rank order (RULES.md 4)', () => {
  it('suit game: four Jacks then A T K Q 9 8 7 of the trump suit', () => {
    expect(rankOrder('H').trumps.map(cardName)).toEqual(['CJ', 'SJ', 'HJ', 'DJ', 'HA', 'HT', 'HK', 'HQ', 'H9', 'H8', 'H7']);
    expect(rankOrder('H').suits[0].map(cardName)).toEqual(['CA', 'CT', 'CK', 'CQ', 'C9', 'C8', 'C7']);
    expect(names(trumpMask('C'))).toEqual(['C7', 'C8', 'C9', 'CA', 'CJ', 'CK', 'CQ', 'CT', 'DJ', 'HJ', 'SJ'].sort());
  });
  it('Grand and Ramsch: the four Jacks only', () => {
    expect(rankOrder('G').trumps.map(cardName)).toEqual(['CJ', 'SJ', 'HJ', 'DJ']);
    expect(trumpMask('R')).toBe(trumpMask('G'));
    expect(rankOrder('R').suits[3].map(cardName)).toEqual(['DA', 'DT', 'DK', 'DQ', 'D9', 'D8', 'D7']);
  });
  it('Null: no trumps, order A K Q J T 9 8 7', () => {
    expect(trumpMask('N')).toBe(0);
    expect(rankOrder('N').suits[2].map(cardName)).toEqual(['HA', 'HK', 'HQ', 'HJ', 'HT', 'H9', 'H8', 'H7']);
    expect(gameKind('N')).toBe(5);
  });
});

describe('following (RULES.md 4)', () => {
  it('a Jack follows trumps, not its suit, in a suit game', () => {
    const hand = set('SJ SA S7 H7');
    // Spades led in a Hearts game: SJ is a trump, so only SA S7 follow.
    expect(names(legalPlayMask('H', hand, c('SK')))).toEqual(['S7', 'SA']);
    // Trump led (HA): SJ must be played (the only trump), H7 too.
    expect(names(legalPlayMask('H', hand, c('HA')))).toEqual(['H7', 'SJ']);
    // A Jack led: trumps must follow.
    expect(names(legalPlayMask('H', hand, c('CJ')))).toEqual(['H7', 'SJ']);
  });
  it('in Null a Jack is an ordinary card of its suit', () => {
    const hand = set('SJ SA H7');
    expect(names(legalPlayMask('N', hand, c('S7')))).toEqual(['SA', 'SJ']);
    expect(names(followMask('N', c('CJ')))).toEqual(names(set('CA CT CK CQ CJ C9 C8 C7')));
  });
  it('void in the led suit: any card; leading: any card', () => {
    const hand = set('CA D7');
    expect(legalPlayMask('G', hand, c('HA'))).toBe(hand);
    expect(legalPlayMask('G', hand, -1)).toBe(hand);
  });
});

describe('trick winner (RULES.md 4)', () => {
  it('highest trump wins, else the highest card of the led suit', () => {
    expect(trickWinner('H', c('SA'), c('S7'), c('H7'))).toBe(2); // trumped
    expect(trickWinner('H', c('SA'), c('CA'), c('ST'))).toBe(0); // CA does not follow
    expect(trickWinner('G', c('HT'), c('HA'), c('DJ'))).toBe(2);
    expect(trickWinner('G', c('DJ'), c('CJ'), c('HJ'))).toBe(1);
    expect(trickWinner('C', c('CA'), c('DJ'), c('C7'))).toBe(1); // Jacks above the trump Ace
    expect(trickWinner('N', c('HT'), c('HJ'), c('H9'))).toBe(1); // Null: J above T
    expect(trickWinner('N', c('H7'), c('CA'), c('H8'))).toBe(2);
    expect(beats('G', c('HA'), c('HT'))).toBe(true);
    expect(beats('G', c('CA'), c('HT'))).toBe(false);
  });
  it('TrickRules interface wraps the same tables', () => {
    const tr = skatTrickRules('S');
    expect(tr.deckSize).toBe(32);
    expect(tr.trickWinner([c('SA'), c('SJ'), c('S7')])).toBe(1);
    expect(cardsOf(tr.legalMask(set('S7 D7'), c('SA'))).map(cardName)).toEqual(['S7']);
    expect(tr.cardPoints(c('DA'))).toBe(11);
  });
});
