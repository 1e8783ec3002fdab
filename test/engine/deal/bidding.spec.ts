import { cardName, cardsOf, createDeal, legalDealActions, parseCard, setNames, setOf, type DealState, type Seat } from '../../../src/engine/index';
import { legalPlays } from '../../../src/engine/deal/play';
import { shuffledDeck } from '../../../src/engine/deal/rng';
import { bid, deal, deck, err, gameOf, hold, ok, OFFICIAL, HOUSE, pass, playFirstLegal, run } from './helpers';

const D = deck('CJ SJ HJ DJ CA CT CK CQ C9 C8', 'SA ST SK SQ S9 S8 S7 HA HT HK', 'HQ H9 H8 H7 DA DT DK DQ D9 D8', 'C7 D7');
const fresh = (): DealState => deal(D);

describe('bidding (RULES.md 2)', () => {
  it('middlehand bids to forehand first; forehand answers hold or pass', () => {
    const s = fresh();
    expect(s.turn).toBe(1);
    expect(err(s, bid(0, 18))).toBe('NOT_YOUR_TURN');
    expect(err(s, bid(2, 18))).toBe('NOT_YOUR_TURN');
    const s1 = ok(s, bid(1, 18));
    expect(s1.turn).toBe(0);
    expect(legalDealActions(s1).map((a) => a.type)).toEqual(['hold', 'pass']);
    expect(err(s1, bid(0, 20))).toBe('ILLEGAL_BID');
  });

  it('bids may jump to any higher legal value; illegal values and non-raises are refused', () => {
    let s = fresh();
    expect(err(s, bid(1, 19))).toBe('ILLEGAL_BID');
    expect(err(s, bid(1, 265))).toBe('ILLEGAL_BID');
    s = ok(s, bid(1, 30), hold(0));
    expect(err(s, bid(1, 30))).toBe('ILLEGAL_BID');
    expect(err(s, bid(1, 27))).toBe('ILLEGAL_BID');
    const bids = legalDealActions(s)
      .filter((a) => a.type === 'bid')
      .map((a) => (a as { value: number }).value);
    expect(bids[0]).toBe(33);
    expect(bids).toHaveLength(44 - 7);
  });

  it('rearhand then bids to the survivor; the last one left declares at the last value said', () => {
    const { state: s, events } = run(fresh(), bid(1, 30), hold(0), bid(1, 48), pass(0), bid(2, 50), hold(1), pass(2));
    expect([s.phase, s.declarer, s.bid]).toEqual(['skatDecision', 1, 50]);
    expect(events.at(-1)).toEqual({ type: 'biddingEnded', declarer: 1, bid: 50, outcome: 'declarer' });
    expect(s.bidding.history.map((h) => `${h.seat}${h.call[0]}${h.value}`)).toEqual(['1b30', '0h30', '1b48', '0p48', '2b50', '1h50', '2p50']);
  });

  it('rearhand must bid higher than the value the survivor reached', () => {
    const s = ok(fresh(), bid(1, 24), pass(0));
    expect(s.turn).toBe(2);
    expect(err(s, bid(2, 24))).toBe('ILLEGAL_BID');
    const t = ok(s, bid(2, 27), pass(1));
    expect([t.declarer, t.bid]).toEqual([2, 27]);
  });

  it('middlehand passes and rearhand bids to forehand', () => {
    const s = ok(fresh(), pass(1), bid(2, 18), hold(0), bid(2, 20), hold(0), pass(2));
    expect([s.declarer, s.bid]).toEqual([0, 20]);
  });

  it('both others pass: forehand may take the game at 18 (only 18) or pass', () => {
    const s = ok(fresh(), pass(1), pass(2));
    expect(legalDealActions(s)).toEqual([bid(0, 18), pass(0)]);
    expect(err(s, bid(0, 20))).toBe('ILLEGAL_BID');
    const t = ok(s, bid(0, 18));
    expect([t.phase, t.declarer, t.bid]).toEqual(['skatDecision', 0, 18]);
  });

  it('all pass: passed in without ramsch, a Ramsch with the same cards with it', () => {
    const { state: s, events } = run(fresh(), pass(1), pass(2), pass(0));
    expect([s.phase, s.result]).toEqual(['over', { kind: 'passed' }]);
    expect(events.map((e) => e.type)).toEqual(['pass', 'pass', 'pass', 'biddingEnded', 'dealEnded']);
    const r = ok(deal(D, HOUSE), pass(1), pass(2), pass(0));
    expect([r.phase, r.ramsch, r.turn, r.declarer]).toEqual(['playing', true, 0, null]);
    expect(r.hands[0]).toBe(s.dealt[0]);
  });

  it('wrong phase and unknown actions are errors, never exceptions', () => {
    const s = fresh();
    expect(err(s, { type: 'play', seat: 1, card: 'SA' })).toBe('WRONG_PHASE');
    expect(err(s, { type: 'pickUpSkat', seat: 1 })).toBe('WRONG_PHASE');
    expect(err(s, { type: 'nonsense', seat: 1 } as never)).toBe('UNKNOWN_ACTION');
    expect(err(s, { type: 'bid', seat: 7, value: 18 } as never)).toBe('UNKNOWN_ACTION');
    expect(err(s, null as never)).toBe('UNKNOWN_ACTION');
  });

  it('the action log keeps only the fields of each action (plain, canonical JSON)', () => {
    const extra = { mutation: 'bid', at: new Date(0), nested: { x: 1 } };
    let s = ok(fresh(), { ...bid(1, 18), ...extra } as never, { ...hold(0), ...extra } as never, pass(1), pass(2));
    s = ok(s, { type: 'declare', seat: 0, game: 'G', ouvert: undefined, tip: false, ...extra } as never);
    s = ok(s, { type: 'play', seat: 0, card: 'CJ', ...extra } as never);
    expect(s.log).toEqual([bid(1, 18), hold(0), pass(1), pass(2), { type: 'declare', seat: 0, game: 'G', tip: false }, { type: 'play', seat: 0, card: 'CJ' }]);
    expect(s.log.every((a) => !('mutation' in a) && !('ouvert' in a))).toBe(true);
    expect(JSON.parse(JSON.stringify(s))).toEqual(s);
  });

  it('the seeded shuffle is deterministic and kept in the state', () => {
    const a = createDeal({ rules: OFFICIAL, seed: 'table-7/deal-3' });
    const b = createDeal({ rules: OFFICIAL, seed: 'table-7/deal-3' });
    const c = createDeal({ rules: OFFICIAL, seed: 'table-7/deal-4' });
    expect(a).toEqual(b);
    expect(a.seed).toBe('table-7/deal-3');
    expect(a.dealt).not.toEqual(c.dealt);
    expect((a.dealt[0] | a.dealt[1] | a.dealt[2] | a.skat) >>> 0).toBe(0xffffffff);
    expect(JSON.parse(JSON.stringify(a))).toEqual(a);
  });

  it('deals the shuffled deck 10 forehand, 10 middlehand, 10 rearhand, the last 2 to the skat (RULES.md 1)', () => {
    const d = shuffledDeck('table-7/deal-3').map(cardName);
    const s = createDeal({ rules: OFFICIAL, seed: 'table-7/deal-3' });
    expect([setNames(s.dealt[0]), setNames(s.dealt[1]), setNames(s.dealt[2]), setNames(s.skat)]).toEqual(
      [d.slice(0, 10), d.slice(10, 20), d.slice(20, 30), d.slice(30)].map((h) => setNames(setOf(h.map((c) => parseCard(c)!)))),
    );
    // The shuffle is fair enough: over 3,000 seeds every card lands in the skat about 1 time in 16
    // and in forehand's hand about 10 times in 32 (bounds are more than 5 standard deviations wide).
    const skat = new Array(32).fill(0);
    const fh = new Array(32).fill(0);
    for (let i = 0; i < 3000; i++) {
      const deck = shuffledDeck(`fair-${i}`);
      skat[deck[30]]++;
      skat[deck[31]]++;
      for (let k = 0; k < 10; k++) fh[deck[k]]++;
    }
    for (let c = 0; c < 32; c++) {
      expect(skat[c]).toBeGreaterThan(120);
      expect(skat[c]).toBeLessThan(260);
      expect(fh[c]).toBeGreaterThan(800);
      expect(fh[c]).toBeLessThan(1075);
    }
  });
});

// The offer replaces the bidding in a forced-Ramsch deal: whoever accepts is declarer.
describe('the Grand Hand offer (RULES.md 7)', () => {
  const firstLegal = (s: DealState): string => cardName(cardsOf(legalPlays(s, s.turn!))[0]);

  it('grandHandOffer: forehand, middlehand, rearhand in turn; all decline: Ramsch', () => {
    let s = deal(D, HOUSE, 'grandHandOffer');
    expect(legalDealActions(s)).toEqual([
      { type: 'acceptGrandHand', seat: 0 },
      { type: 'declineGrandHand', seat: 0 },
    ]);
    expect(err(s, { type: 'declineGrandHand', seat: 1 })).toBe('NOT_YOUR_TURN');
    s = ok(s, { type: 'declineGrandHand', seat: 0 }, { type: 'declineGrandHand', seat: 1 }, { type: 'declineGrandHand', seat: 2 });
    expect([s.phase, s.ramsch]).toEqual(['playing', true]);
  });

  it('grandHandOffer: the first to accept plays a Grand Hand, Kontra allowed, bid 0', () => {
    const s = ok(deal(D, { ...HOUSE, kontraRequiresBid: true }, 'grandHandOffer'), { type: 'declineGrandHand', seat: 0 }, { type: 'acceptGrandHand', seat: 1 });
    expect([s.declarer, s.bid, s.phase, s.turn, s.declaration?.game, s.declaration?.hand]).toEqual([1, 0, 'playing', 0, 'G', true]);
    expect(
      legalDealActions(s)
        .filter((a) => a.type === 'kontra')
        .map((a) => a.seat as Seat),
    ).toEqual([0, 2]);
    const done = playFirstLegal(s, firstLegal);
    expect(gameOf(done).overbid).toBe(false);
  });
});
