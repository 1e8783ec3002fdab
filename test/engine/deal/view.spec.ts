import { dealtEvent, redactDealEvent, viewDeal, type DealEvent } from '../../../src/engine/index';
import { bid, declare, deal, deck, discard, FH_AT_18, hold, ok, pickUp, play, run } from './helpers';

const D = deck('CJ SJ HJ DJ CA CT CK CQ C9 C8', 'SA ST SK SQ S9 S8 S7 HA HT HK', 'HQ H9 H8 H7 DA DT DK DQ D9 D8', 'C7 D7');

describe('viewDeal: exactly what a seat may know', () => {
  it('own hand only, bidding history and whose turn, legal actions for the viewer', () => {
    const s = ok(deal(D), bid(1, 18), hold(0));
    const v1 = viewDeal(s, 1);
    expect(v1.hand).toEqual(['SA', 'ST', 'SK', 'SQ', 'S9', 'S8', 'S7', 'HA', 'HT', 'HK']);
    expect([v1.turn, v1.toAct, v1.bidding.value, v1.bidding.bidder, v1.bidding.answerer]).toEqual([1, [1], 18, 1, 0]);
    expect(v1.bidding.history).toEqual([
      { seat: 1, call: 'bid', value: 18 },
      { seat: 0, call: 'hold', value: 18 },
    ]);
    expect(v1.legalActions[0]).toEqual({ type: 'bid', seat: 1, value: 20 });
    expect(viewDeal(s, 0).legalActions).toEqual([]);
    const spec = viewDeal(s, 'spectator');
    expect([spec.hand, spec.skat, spec.discards, spec.dealt, spec.seed]).toEqual([null, null, null, null, null]);
    expect(JSON.stringify(spec)).not.toMatch(/"[CSHD][ATKQJ987]"/);
  });

  it('the declarer sees the skat after picking it up, and only the declarer sees the discards', () => {
    const s = ok(deal(D), ...FH_AT_18, pickUp(0));
    expect(viewDeal(s, 0).skat).toEqual(['C7', 'D7']);
    expect(viewDeal(s, 1).skat).toBeNull();
    const t = ok(s, discard(0, 'C7', 'D7'), declare(0, 'G'));
    expect(viewDeal(t, 0).discards).toEqual(['C7', 'D7']);
    expect(viewDeal(t, 2).discards).toBeNull();
    expect(JSON.stringify(viewDeal(t, 2))).not.toMatch(/"(C7|D7)"/);
  });

  it("an Ouvert declarer's hand is visible to all; played tricks and points are public", () => {
    let s = ok(deal(D), ...FH_AT_18, declare(0, 'G', { ouvert: true }));
    expect(viewDeal(s, 'spectator').openHand).toHaveLength(10);
    s = ok(s, play(0, 'CJ'), play(1, 'SA'), play(2, 'HQ'), play(0, 'CA'));
    const v = viewDeal(s, 2);
    expect(v.tricks).toEqual([
      {
        leader: 0,
        cards: [
          { seat: 0, card: 'CJ' },
          { seat: 1, card: 'SA' },
          { seat: 2, card: 'HQ' },
        ],
        winner: 0,
        points: 16,
      },
    ]);
    expect(v.currentTrick).toEqual({ leader: 0, cards: [{ seat: 0, card: 'CA' }] });
    expect([v.trickPoints, v.tricksWon, v.openHand?.length]).toEqual([[16, 0, 0], [1, 0, 0], 8]);
  });

  it('a laid-open hand is visible to all from the lay-open on, and follows the cards played', () => {
    let s = ok(deal(D), ...FH_AT_18, declare(0, 'G'), play(0, 'CJ'), play(1, 'SA'), play(2, 'HQ'));
    expect([viewDeal(s, 1).openHand, viewDeal(s, 'spectator').openHand]).toEqual([null, null]);
    s = ok(s, { type: 'layOpen', seat: 0 });
    const rest = ['CA', 'CT', 'CK', 'CQ', 'C9', 'C8', 'SJ', 'HJ', 'DJ'];
    for (const v of [1, 2, 'spectator'] as const) expect(viewDeal(s, v).openHand).toEqual(rest);
    s = ok(s, play(0, 'SJ'));
    expect(viewDeal(s, 2).openHand).toEqual(rest.filter((c) => c !== 'SJ'));
    expect(viewDeal(s, 2).skat).toBeNull(); // the skat of a Hand game stays hidden
  });

  it('everything is public when the deal is over', () => {
    const s = ok(deal(D), ...FH_AT_18, declare(0, 'G'), { type: 'giveUp', seat: 1 }, { type: 'acceptGiveUp', seat: 2 });
    const v = viewDeal(s, 'spectator');
    expect([v.phase, v.skat, v.seed, v.dealt?.[1].length, v.result?.kind]).toEqual(['over', ['C7', 'D7'], 'test', 10, 'game']);
  });
});

describe('redactDealEvent', () => {
  it('dealt: each seat gets its own hand only', () => {
    const e = dealtEvent(deal(D));
    const r1 = redactDealEvent(e, 1) as Extract<DealEvent, { type: 'dealt' }>;
    expect(r1.hands[0]).toBeNull();
    expect(r1.hands[1]).toHaveLength(10);
    expect(r1.hands[2]).toBeNull();
    expect((redactDealEvent(e, 'spectator') as Extract<DealEvent, { type: 'dealt' }>).hands).toEqual([null, null, null]);
  });
  it('skat and discards only to the declarer; dealEnded public', () => {
    const { events } = run(deal(D), ...FH_AT_18, pickUp(0), discard(0, 'C7', 'D7'), declare(0, 'C'), { type: 'concede', seat: 0 });
    const pick = events.find((e) => e.type === 'skatPickedUp')!;
    const disc = events.find((e) => e.type === 'discarded')!;
    expect(redactDealEvent(pick, 0)).toMatchObject({ cards: ['C7', 'D7'] });
    expect(redactDealEvent(pick, 1)).toMatchObject({ cards: null });
    expect(redactDealEvent(disc, 'spectator')).toMatchObject({ cards: null });
    const end = events.at(-1)!;
    expect(redactDealEvent(end, 2)).toMatchObject({ type: 'dealEnded', skat: ['C7', 'D7'], discards: ['C7', 'D7'], seed: 'test' });
    expect(redactDealEvent(pick, 0)).not.toBe(pick);
  });
});

describe('events of a deal', () => {
  it('bidding, Hand, declaration with the Ouvert hand, cards, tricks, the end', () => {
    const { events } = run(deal(D), ...FH_AT_18, declare(0, 'N', { ouvert: true }), play(0, 'CJ'), play(1, 'SA'), play(2, 'HQ'));
    expect(events.map((e) => e.type)).toEqual([
      'pass',
      'pass',
      'bid',
      'biddingEnded',
      'handChosen',
      'declared',
      'cardPlayed',
      'cardPlayed',
      'cardPlayed',
      'trickCompleted',
      'dealEnded',
    ]);
    expect(events.find((e) => e.type === 'declared')).toMatchObject({
      seat: 0,
      declaration: { game: 'N', hand: true, ouvert: true },
      ouvertHand: expect.arrayContaining(['CJ', 'C8']),
    });
    expect(events.at(-1)).toMatchObject({ type: 'dealEnded', result: { kind: 'game', game: { won: false, end: 'nullTrick', score: -118 } } });
  });
});
