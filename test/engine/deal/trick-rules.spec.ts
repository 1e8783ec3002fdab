import fc from 'fast-check';
import { cardName, cardsOf, parseCard, setNames, setOf } from '../../../src/engine/cards';
import { beats, followMask, gameKind, legalPlayMask, rankOrder, skatTrickRules, trickWinner, trumpMask } from '../../../src/engine/deal/trick-rules';

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

describe('trick rules against a naive reading of RULES.md 4 (fast-check)', () => {
  // Written straight from the rule text, independent of the tables.
  const isTrump = (k: number, c: number): boolean => k !== 5 && ((c & 7) === 4 || (k < 4 && c >> 3 === k));
  const effSuit = (k: number, c: number): number => (isTrump(k, c) ? 4 : c >> 3);
  const SUIT_RANK = 'ATKQ987',
    NULL_RANK = 'AKQJT987';
  const power = (k: number, c: number): number => {
    const rank = 'ATKQJ987'[c & 7];
    if (isTrump(k, c)) return rank === 'J' ? 100 - (c >> 3) : 50 - SUIT_RANK.indexOf(rank);
    return 20 - (k === 5 ? NULL_RANK : SUIT_RANK).indexOf(rank);
  };
  const naiveWinner = (k: number, cs: number[]): number => {
    let w = 0;
    for (let i = 1; i < 3; i++) {
      const a = cs[i],
        b = cs[w];
      const aOk = effSuit(k, a) === effSuit(k, cs[0]) || effSuit(k, a) === 4;
      const bTrump = effSuit(k, b) === 4;
      if (!aOk) continue;
      if (effSuit(k, a) === 4 && !bTrump) w = i;
      else if (effSuit(k, a) === effSuit(k, b) && power(k, a) > power(k, b)) w = i;
    }
    return w;
  };
  it('trickWinner and legalPlayMask agree with the naive rules', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 6 }), fc.uniqueArray(fc.integer({ min: 0, max: 31 }), { minLength: 8, maxLength: 8 }), (k, cs) => {
        expect(trickWinner(k as 0, cs[0], cs[1], cs[2])).toBe(naiveWinner(k, cs));
        const hand = setOf(cs.slice(3));
        const followers = cs.slice(3).filter((c) => effSuit(k, c) === effSuit(k, cs[0]));
        expect(legalPlayMask(k as 0, hand, cs[0])).toBe(followers.length > 0 ? setOf(followers) : hand);
      }),
      { numRuns: 5000 },
    );
  });
});
