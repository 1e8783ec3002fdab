// The Null evaluator (src/bots/null.ts) on hand-made hands and positions, and the strong bot's
// use of it when declaring.
import {
  applyDeal,
  type Card,
  type CardSet,
  createDeal,
  type DealAction,
  legalDealActions,
  parseCard,
  PRESETS,
  type Seat,
  viewDeal,
} from '../../src/engine/index';
import type { Knowledge } from '../../src/bots/knowledge';
import { bestNullDiscard, breaks, classifySuits, isSureNull, nullCard, nullChances, repairs, suitLevels } from '../../src/bots/null';
import { createArenaStrategy } from '../../src/bots/registry';
import { mulberry32 } from '../../src/bots/rng';

const card = (n: string): Card => {
  const c = parseCard(n);
  if (c === undefined) throw new Error(n);
  return c;
};
const mask = (s: string): CardSet => s.split(' ').reduce((m, n) => (m | (1 << card(n))) >>> 0, 0);
const rest = (m: CardSet): CardSet => (~m >>> 0) as CardSet;

// Safe in every suit: 7-9-J-K, 7-9-J, 7-9, and a lone 7 to lead.
const SURE = 'C7 C9 CJ CK S7 S9 SJ H7 H9 D7';
// Aces and Kings and a Diamond run from the 7 up to the Ten: hopeless.
const HOPELESS = 'CA CK SA ST HA HK D7 D8 D9 DT';

describe('Null evaluator', () => {
  it('classifies a suit as safe when every card can be played under whatever the defenders lead', () => {
    const lv = (s: string, suit: number) => suitLevels(mask(s), suit);
    // 7 9 J against 8 T Q K A: each gap is one card.
    expect(breaks(lv('C7 C9 CJ', 0), lv('C8 CT CQ CK CA', 0))).toBe(false);
    // 7 T against 8 9: the defenders lead 8 (7 goes) and 9 (only the Ten is left).
    expect(breaks(lv('C7 CT', 0), lv('C8 C9 CJ', 0))).toBe(true);
    // A lone 8 with the 7 out.
    expect(breaks(lv('S8', 1), lv('S7 S9', 1))).toBe(true);
    // A lone Ace when the defenders hold nothing else of the suit is no danger.
    expect(breaks(lv('HA', 2), 0)).toBe(false);
    const hand = mask('C7 C9 CJ S8 HA');
    expect(classifySuits(hand, rest(hand))).toEqual(['safe', 'unsafe', 'unsafe', 'void']);
    // The same Spade 8 is safe once the 7 is known to be out of play (in the skat).
    expect(classifySuits(hand, rest(hand | mask('S7')))).toEqual(['safe', 'safe', 'unsafe', 'void']);
  });

  it('finds a sure Null, and no repair needed', () => {
    const hand = mask(SURE);
    expect(isSureNull(hand, rest(hand), true)).toBe(true);
    expect(repairs(hand, rest(hand))).toBe(0);
    const nc = nullChances(hand, true, mulberry32(7));
    expect(nc).toEqual({ pickup: 1, hand: 1, ouvert: 1, ouvertHand: 1 });
    // Leading, a lone 8 of a suit whose 7 is out makes the first lead unsafe.
    const lead = mask('C7 C9 CJ CK S7 S9 SJ H7 H9 D8');
    expect(isSureNull(lead, rest(lead), true)).toBe(false);
  });

  it('counts the repairs a hand needs and finds the discard that makes it a sure Null', () => {
    const h = mask(HOPELESS);
    expect(isSureNull(h, rest(h), false)).toBe(false);
    expect(repairs(h, rest(h))).toBeGreaterThan(4);
    // SURE with the lone D7 swapped for a lone D8, and the skat's CA and HA: the CA is safe on top
    // of C7 C9 CJ CK (the defenders have three Clubs), the HA on H7 H9 is not. Put away D8 and HA.
    const hand12 = mask('C7 C9 CJ CK S7 S9 SJ H7 H9 D8 CA HA');
    expect(repairs(hand12, rest(hand12))).toBe(2);
    const d = bestNullDiscard(hand12, false, mulberry32(1));
    expect(d.discard).toBe(mask('D8 HA'));
    expect(d.sure).toBe(true);
    expect(d.p).toBe(1);
    // Leading the first trick, though, each lowest card leaves its suit open to the defenders' 8.
    expect(isSureNull((hand12 & ~mask('D8 HA')) >>> 0, rest(hand12), true)).toBe(false);
    // With DA DK from the skat the Diamonds stay open to the D7, which one defender surely holds and leads.
    const ten = (mask('C7 C9 CJ CK S7 S9 SJ H7 H9 D8 CA HA') & ~mask('CA HA')) >>> 0;
    const withD = bestNullDiscard((ten | mask('DA DK')) >>> 0, false, mulberry32(2), 400);
    expect(withD.sure).toBe(false);
    expect(withD.p).toBe(0);
    const hopeless = bestNullDiscard((h | mask('CQ SK')) >>> 0, false, mulberry32(3));
    expect(hopeless.p).toBeLessThan(0.05);
    expect(nullChances(h, false, mulberry32(7))).toEqual({ pickup: 0, hand: 0, ouvert: 0, ouvertHand: 0 });
  });

  it('gives a hand with one lone 8 (the 7 out) a small chance as Hand and a good one picking up', () => {
    const one = mask('C7 C9 CJ CK S7 S9 SJ H7 H9 D8');
    const nc = nullChances(one, false, mulberry32(7), 400);
    // Won as Hand only when the D7 lies in the skat (2 of 22 cards) or both defenders must work together.
    expect(nc.hand).toBeGreaterThan(0.02);
    expect(nc.hand).toBeLessThan(0.25);
    expect(nc.ouvertHand).toBeLessThanOrEqual(nc.hand);
    // Picking up, the D8 goes away.
    expect(nc.pickup).toBeGreaterThan(0.9);
  });
});

/** A hand-made Null position: the viewer, its hand, the declarer, the trick so far (led by `leader`). */
function position(p: { me: Seat; declarer: Seat; hand: string; trick?: string; leader: Seat; open?: string; played?: string }): Knowledge {
  const trick = p.trick ? p.trick.split(' ').map(card) : [];
  const played = (p.played ? mask(p.played) : 0) | trick.reduce((m, c) => m | (1 << c), 0);
  const hand = mask(p.hand);
  return {
    me: p.me,
    game: 'N',
    declarer: p.declarer,
    hand,
    played: played >>> 0,
    playedBy: [0, 0, 0],
    cannotHold: [0, 0, 0],
    trick,
    leader: p.leader,
    taken: [0, 0, 0],
    knownSkat: 0,
    openHand: p.open ? mask(p.open) : 0,
    handSizes: [10, 10, 10],
    tricksDone: 0,
  };
}
const legalOf = (k: Knowledge, led?: Card) => {
  const cards: Card[] = [];
  for (let c = 0; c < 32; c++) if ((k.hand >>> c) & 1) cards.push(c);
  const follow = led === undefined ? [] : cards.filter((c) => c >> 3 === led >> 3);
  return follow.length ? follow : cards;
};
const name = (c: Card) => ['C', 'S', 'H', 'D'][c >> 3] + 'ATKQJ987'[c & 7];

describe('Null card play', () => {
  it('the declarer, void in the led suit, throws the lone Ace of Spades', () => {
    const k = position({ me: 0, declarer: 0, hand: 'C7 C9 CJ SA H7 H9', leader: 1, trick: 'D8 D9' });
    expect(name(nullCard(k, legalOf(k, card('D8'))))).toBe('SA');
  });

  it('the declarer plays the highest card that stays under the trick', () => {
    const k = position({ me: 0, declarer: 0, hand: 'H7 H9 HK C7', leader: 1, trick: 'HT' });
    expect(name(nullCard(k, legalOf(k, card('HT'))))).toBe('H9');
  });

  it('the declarer leads a card nobody can play under and keeps the rest of its suit safe', () => {
    // Leading C7 leaves C9 alone against the C8; leading D7 leaves nothing behind.
    const k = position({ me: 0, declarer: 0, hand: 'C7 C9 D7 HA', leader: 0 });
    expect(name(nullCard(k, legalOf(k)))).toBe('D7');
  });

  it("a defender against an open hand leads under the declarer's lowest card of a suit", () => {
    const k = position({ me: 1, declarer: 0, hand: 'S7 C9 HA', leader: 1, open: 'S8 S9 C7 C8 H7' });
    expect(name(nullCard(k, legalOf(k)))).toBe('S7');
  });

  it("a defender stays under the declarer's card and keeps his lowest card", () => {
    const k = position({ me: 1, declarer: 0, hand: 'D7 D8 DA C7', leader: 0, trick: 'D9' });
    expect(name(nullCard(k, legalOf(k, card('D9'))))).toBe('D8');
  });
});

describe('strong bot with the Null evaluator', () => {
  /** Forehand holds `hand`; middlehand and rearhand pass, forehand takes the game at 18. */
  function declarerView(hand: string) {
    const own = hand.split(' ');
    const others = Array.from({ length: 32 }, (_, c) => name(c)).filter((n) => !own.includes(n));
    let s = createDeal({ rules: PRESETS.standard.rules, seed: 'null-spec', deck: [...own, ...others] });
    const step = (pick: (a: DealAction) => boolean) => {
      const a = legalDealActions(s).find(pick);
      if (!a) throw new Error('no such action');
      const r = applyDeal(s, a);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
    };
    step((a) => a.type === 'pass');
    step((a) => a.type === 'pass');
    step((a) => a.type === 'bid' || a.type === 'hold');
    expect(s.declarer).toBe(0);
    return viewDeal(s, 0);
  }

  it('declares a sure Null as Null Ouvert Hand, worth 59', () => {
    const view = declarerView(SURE);
    const a = createArenaStrategy('strong', { budgetMs: 50 }).chooseAction({
      view,
      legal: view.legalActions,
      rules: PRESETS.standard.rules,
      rng: mulberry32(3),
    });
    expect(a).toMatchObject({ type: 'declare', game: 'N', ouvert: true });
  });

  it('strong-v1 (the evaluator off) does not', () => {
    const view = declarerView(SURE);
    const v1 = createArenaStrategy('strong-v1', { budgetMs: 50 });
    expect(v1.name).toBe('strong-v1');
    const a = v1.chooseAction({ view, legal: view.legalActions, rules: PRESETS.standard.rules, rng: mulberry32(3) });
    expect(a).not.toMatchObject({ type: 'declare', game: 'N', ouvert: true });
  });
});
