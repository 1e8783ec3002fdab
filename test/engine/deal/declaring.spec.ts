import { cardsOf, legalDealActions, type DealState } from '../../../src/engine/index';
import { bid, declare, deal, deck, discard, err, FH_AT_18, gameOf, hold, ok, OFFICIAL, pass, pickUp, firstLegal, playFirstLegal, plays, run } from './helpers';

// Forehand: all four Jacks and the Clubs; defenders hold no trump and no Club in Grand.
const STRONG = deck('CJ SJ HJ DJ CA CT CK CQ C9 C8', 'SA ST SK SQ S9 S8 S7 HA HT HK', 'HQ H9 H8 H7 DA DT DK DQ D9 D8', 'C7 D7');
// Forehand holds only low cards: can never win a trick in Null.
const NULLHAND = deck('C7 C8 C9 S7 S8 S9 H7 H8 H9 D7', 'CA CT CK CQ SA ST SK SQ HA HT', 'HK HQ DA DT DK DQ D9 D8 CJ SJ', 'HJ DJ');

describe('Hand or pick-up, discards (RULES.md 3)', () => {
  it('picking up gives the declarer 12 cards; any two may be put away, Jacks included', () => {
    const s = ok(deal(STRONG), ...FH_AT_18, pickUp(0));
    expect(s.phase).toBe('discarding');
    expect(cardsOf(s.hands[0])).toHaveLength(12);
    expect(legalDealActions(s)).toHaveLength(66);
    expect(err(s, declare(0, 'G'))).toBe('WRONG_PHASE');
    expect(err(s, discard(0, 'CJ', 'CJ'))).toBe('ILLEGAL_DISCARD');
    expect(err(s, discard(0, 'CJ', 'SA'))).toBe('CARD_NOT_IN_HAND');
    expect(err(s, discard(0, 'CJ', 'XX'))).toBe('UNKNOWN_CARD');
    expect(err(s, { type: 'discard', seat: 0, cards: ['CJ'] })).toBe('ILLEGAL_DISCARD');
    expect(err(s, discard(1, 'SA', 'ST'))).toBe('NOT_YOUR_TURN');
    const t = ok(s, discard(0, 'CJ', 'SJ'));
    expect([t.phase, t.discards, cardsOf(t.hands[0]).length]).toEqual(['declaring', ((1 << 4) | (1 << 12)) >>> 0, 10]);
  });

  it('discards count for the declarer; Hand skat counts for the declarer', () => {
    // Put away CA and D7 (11 points), then play Grand: the defenders take nothing.
    let s = ok(deal(STRONG), ...FH_AT_18, pickUp(0), discard(0, 'CA', 'D7'), declare(0, 'G'));
    s = playFirstLegal(s, firstLegal);
    const g = gameOf(s);
    expect([g.declarerPoints, g.declarerTricks, g.won, g.schwarz]).toEqual([120, 10, true, true]);
  });

  it('declare before picking up is a Hand game; Schneider/Schwarz only in Hand', () => {
    const s = ok(deal(STRONG), ...FH_AT_18);
    const hand = ok(s, declare(0, 'G', { schneiderAnnounced: true }));
    expect(hand.declaration).toMatchObject({ game: 'G', hand: true, schneiderAnnounced: true, schwarzAnnounced: false });
    const picked = ok(s, pickUp(0), discard(0, 'C8', 'C9'));
    expect(err(picked, declare(0, 'G', { schneiderAnnounced: true }))).toBe('ILLEGAL_DECLARATION');
    expect(err(picked, declare(0, 'G', { ouvert: true }))).toBe('ILLEGAL_DECLARATION');
    expect(err(picked, declare(0, 'X' as never))).toBe('ILLEGAL_DECLARATION');
    expect(err(picked, declare(0, 'G', { tip: true }))).toBe('ILLEGAL_DECLARATION'); // tips off
    expect(err(picked, declare(1, 'G'))).toBe('NOT_YOUR_TURN');
  });

  it('Ouvert in a suit game or Grand implies Schwarz announced (and Schneider announced)', () => {
    const s = ok(deal(STRONG), ...FH_AT_18);
    const { state, events } = run(s, declare(0, 'G', { ouvert: true }));
    expect(state.declaration).toEqual({ game: 'G', hand: true, ouvert: true, schneiderAnnounced: true, schwarzAnnounced: true, tip: false });
    const declared = events.find((e) => e.type === 'declared');
    expect(declared).toMatchObject({ ouvertHand: ['CA', 'CT', 'CK', 'CQ', 'CJ', 'C9', 'C8', 'SJ', 'HJ', 'DJ'] });
    expect(err(s, declare(0, 'G', { ouvert: true, schwarzAnnounced: false }))).toBe('ILLEGAL_DECLARATION');
    const done = plays(state, 'CJ SA HQ SJ S7 H7 HJ S8 H8 DJ S9 H9 CA SK D9 CT SQ D8 CK ST DA CQ HA DT C9 HT DK C8 HK DQ');
    const g = gameOf(done);
    // with 4, game, Hand, Schneider, announced, Schwarz, announced, Ouvert = 11 x 24
    expect([g.won, g.gameValue, g.score, g.matadors]).toEqual([true, 264, 264, 4]);
  });

  it('Schwarz announced includes Schneider announced; an explicit contradiction is refused', () => {
    const s = ok(deal(STRONG), ...FH_AT_18);
    expect(ok(s, declare(0, 'C', { schwarzAnnounced: true })).declaration?.schneiderAnnounced).toBe(true);
    expect(err(s, declare(0, 'C', { schwarzAnnounced: true, schneiderAnnounced: false }))).toBe('ILLEGAL_DECLARATION');
  });

  it('all four Null values', () => {
    const cases: [string, (s: DealState) => DealState, number][] = [
      ['Null', (s) => ok(s, pickUp(0), discard(0, 'HJ', 'DJ'), declare(0, 'N')), 23],
      ['Null Hand', (s) => ok(s, declare(0, 'N')), 35],
      ['Null Ouvert', (s) => ok(s, pickUp(0), discard(0, 'HJ', 'DJ'), declare(0, 'N', { ouvert: true })), 46],
      ['Null Ouvert Hand', (s) => ok(s, declare(0, 'N', { ouvert: true })), 59],
    ];
    for (const [, how, value] of cases) {
      const s = playFirstLegal(how(ok(deal(NULLHAND), ...FH_AT_18)), firstLegal);
      const g = gameOf(s);
      expect([g.won, g.gameValue, g.score, g.matadors, g.declarerTricks]).toEqual([true, value, value, 0, 0]);
    }
  });

  it('a Null below the bid is refused; suit and Grand are always accepted', () => {
    const s = ok(deal(NULLHAND), bid(1, 24), pass(0), pass(2)); // middlehand at 24
    expect(s.declarer).toBe(1);
    const picked = ok(s, pickUp(1), discard(1, 'HJ', 'DJ'));
    expect(err(picked, declare(1, 'N'))).toBe('ILLEGAL_DECLARATION');
    expect(legalDealActions(picked).filter((a) => a.type === 'declare' && a.game === 'N')).toHaveLength(1); // only Null Ouvert 46
    ok(picked, declare(1, 'N', { ouvert: true }));
    const high = ok(deal(NULLHAND), bid(1, 60), hold(0), pass(1), pass(2));
    expect(err(high, declare(0, 'N', { ouvert: true }))).toBe('ILLEGAL_DECLARATION'); // 59 < 60
    ok(high, declare(0, 'D')); // may end overbid, but is accepted
  });

  it("Null ends at the declarer's first trick", () => {
    const lowLead = deck('CA C8 C9 S7 S8 S9 H7 H8 H9 D7', 'C7 CT CK CQ SA ST SK SQ HA HT', 'HK HQ DA DT DK DQ D9 D8 CJ SJ', 'HJ DJ');
    const s = plays(ok(deal(lowLead), ...FH_AT_18, declare(0, 'N')), 'CA C7 CJ');
    const g = gameOf(s);
    expect([s.tricks.length, g.won, g.end, g.score]).toEqual([1, false, 'nullTrick', -70]);
  });

  it('a Hand game overbid because a Jack lay in the skat', () => {
    // Middlehand has no Jack and reckons "without 4": 4+1+1 Hand = 6 x 12 = 72, and bids 72.
    // CJ lies in the skat, so it is "with 1": 1+1+1 = 3 x 12 = 36 < 72.
    const d = deck('SJ HJ DJ SA ST SK SQ S9 S8 S7', 'CA CT CK CQ C9 C8 C7 HA HT HK', 'HQ H9 H8 H7 DA DT DK DQ D9 D8', 'CJ D7');
    const s = ok(deal(d), bid(1, 72), pass(0), pass(2), declare(1, 'C'));
    const done = playFirstLegal(s, firstLegal);
    const g = gameOf(done);
    expect([g.matadors, g.overbid, g.won, g.value, g.score]).toEqual([1, true, false, 72, -144]);
    expect(g.gameValue).toBe(g.schneider ? 48 : 36); // Schneider may add a level; still below 72
  });

  it('matadors are counted with the skat after a pick-up too', () => {
    // Forehand holds SJ HJ DJ; CJ in the skat makes "with 4" even when put away again.
    const d = deck('SJ HJ DJ SA ST SK SQ S9 S8 S7', 'CA CT CK CQ C9 C8 C7 HA HT HK', 'HQ H9 H8 H7 DA DT DK DQ D9 D8', 'CJ D7');
    const s = ok(deal(d), ...FH_AT_18, pickUp(0), discard(0, 'CJ', 'D7'), declare(0, 'G'));
    const g = gameOf(playFirstLegal(s, firstLegal));
    expect(g.matadors).toBe(4);
    expect(OFFICIAL.tips).toBe(false);
  });
});
