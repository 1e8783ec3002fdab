import { legalDealActions, type DealState, type Seat } from '../../../src/engine/index';
import {
  bid,
  declare,
  deal,
  deck,
  err,
  FH_AT_18,
  gameOf,
  hold,
  HOUSE,
  ok,
  OFFICIAL,
  pass,
  pickUp,
  play,
  firstLegal,
  playFirstLegal,
  plays,
  run,
} from './helpers';

const STRONG = deck('CJ SJ HJ DJ CA CT CK CQ C9 C8', 'SA ST SK SQ S9 S8 S7 HA HT HK', 'HQ H9 H8 H7 DA DT DK DQ D9 D8', 'C7 D7');
// Forehand: two Jacks and Clubs; middlehand HJ DJ; rearhand the Diamonds.
const WEAK = deck('CJ SJ CA CT CK C9 C8 C7 D7 D8', 'HJ DJ SA ST SK SQ S9 HA HT HK', 'CQ S8 S7 HQ H9 H8 H7 DA DT DK', 'DQ D9');
const TIP = deck('CJ SJ HJ DJ CA CT CK CQ C9 C7', 'SA ST SK SQ S9 S8 S7 HA HT HK', 'HQ H9 H8 H7 DA DT DK DQ D9 D8', 'C8 D7');
/** Forehand plays the given order; the others their first legal card. */
const fhOrder = (order: string) => {
  const cards = order.split(' ');
  return (s: DealState): string => (s.turn === 0 ? cards.shift()! : firstLegal(s));
};

describe('play (RULES.md 4)', () => {
  it('forehand leads; follow suit; the winner leads the next trick', () => {
    const s = ok(deal(WEAK), ...FH_AT_18, declare(0, 'G'));
    expect(s.turn).toBe(0);
    expect(err(s, play(1, 'SA'))).toBe('NOT_YOUR_TURN');
    expect(err(s, play(0, 'SA'))).toBe('CARD_NOT_IN_HAND');
    expect(err(s, play(0, 'ZZ'))).toBe('UNKNOWN_CARD');
    const t = ok(s, play(0, 'CA'));
    expect(legalDealActions(t).filter((a) => a.type === 'play')).toHaveLength(10); // middlehand is void in Clubs: anything goes
    const u = ok(t, play(1, 'SA'));
    expect(err(u, play(2, 'S8'))).toBe('MUST_FOLLOW_SUIT'); // rearhand holds CQ
    const { state: v, events } = run(u, play(2, 'CQ'));
    expect(events.at(-1)).toMatchObject({ type: 'trickCompleted', winner: 0, points: 11 + 11 + 3 });
    expect(v.turn).toBe(0);
    const w = ok(v, play(0, 'CJ'));
    expect(legalDealActions(w).map((a) => (a as { card?: string }).card)).toEqual(['HJ', 'DJ']); // trumps must follow trumps
  });

  it('other games go on for ten tricks and the 120 points are shared', () => {
    const s = playFirstLegal(ok(deal(WEAK), ...FH_AT_18, declare(0, 'S')), firstLegal);
    const g = gameOf(s);
    expect(s.tricks).toHaveLength(10);
    expect(g.declarerPoints + g.defenderPoints).toBe(120);
    expect(s.tricks.reduce((n, t) => n + t.points, 0) + 3).toBe(120); // the skat DQ D9 holds 3
  });
});

describe('concessions (RULES.md 6)', () => {
  const grandHand = (): DealState => ok(deal(STRONG), ...FH_AT_18, declare(0, 'G'));

  it('give up: a defender proposes, the partner accepts; the rest goes to the declarer', () => {
    let s = ok(grandHand(), play(0, 'CJ'), play(1, 'SA'), play(2, 'HQ'));
    s = ok(s, { type: 'giveUp', seat: 1 });
    expect(
      legalDealActions(s)
        .filter((a) => a.type !== 'play')
        .map((a) => `${a.seat}${a.type}`),
    ).toEqual(['2acceptGiveUp', '2declineGiveUp', '0layOpen', '0concede']);
    expect(err(s, { type: 'acceptGiveUp', seat: 1 })).toBe('ILLEGAL_CONCESSION');
    const { state, events } = run(s, { type: 'acceptGiveUp', seat: 2 });
    const g = gameOf(state);
    // with 4, game, Hand, Schneider, Schwarz = 8 x 24
    expect([g.end, g.won, g.declarerPoints, g.declarerTricks, g.schwarz, g.score]).toEqual(['givenUp', true, 120, 10, true, 192]);
    expect(events.map((e) => e.type)).toEqual(['giveUpAccepted', 'dealEnded']);
  });

  it('a declined proposal lets play go on; each defender proposes once', () => {
    let s = ok(grandHand(), { type: 'giveUp', seat: 2 }, play(0, 'CJ'), { type: 'declineGiveUp', seat: 1 });
    expect(err(s, { type: 'giveUp', seat: 2 })).toBe('ILLEGAL_CONCESSION');
    s = ok(s, { type: 'giveUp', seat: 1 }, { type: 'acceptGiveUp', seat: 2 });
    expect(gameOf(s).end).toBe('givenUp');
  });

  it('lay open, played on, the defenders take a trick: the declarer loses', () => {
    let s = ok(deal(WEAK), ...FH_AT_18, declare(0, 'G'));
    const { state, events } = run(s, { type: 'layOpen', seat: 0 });
    expect(events[0]).toMatchObject({ type: 'layOpen', seat: 0 });
    expect(err(state, { type: 'giveUp', seat: 1 })).toBe('ILLEGAL_CONCESSION');
    s = ok(state, play(0, 'CJ'), play(1, 'HJ'), play(2, 'CQ'), play(0, 'SJ'), play(1, 'DJ'), play(2, 'S8'), play(0, 'CA'), play(1, 'SA'), play(2, 'S7'));
    expect(s.phase).toBe('playing');
    s = ok(s, play(0, 'D7'), play(1, 'HK'), play(2, 'DA'));
    const g = gameOf(s);
    expect([g.end, g.won, s.tricks.length]).toEqual(['layOpenBroken', false, 4]);
    expect(g.score).toBe(-2 * g.value);
  });

  it('lay open accepted by both defenders counts as given up', () => {
    const s = ok(deal(WEAK), ...FH_AT_18, declare(0, 'G'), { type: 'layOpen', seat: 0 }, { type: 'acceptLayOpen', seat: 2 }, play(0, 'CJ'), {
      type: 'acceptLayOpen',
      seat: 1,
    });
    const g = gameOf(s);
    expect([g.end, g.won, g.declarerPoints, g.declarerTricks]).toEqual(['layOpenAccepted', true, 120, 10]);
  });

  it('the declarer concedes: lost, the remaining tricks go to the defenders', () => {
    const s = ok(grandHand(), play(0, 'CJ'), play(1, 'SA'), play(2, 'HQ'), { type: 'concede', seat: 0 });
    const g = gameOf(s);
    // Declarer: CJ SA HQ (16) + skat C7 D7 (0) = 16: Schneider. with 4, game, Hand, Schneider = 7 x 24.
    expect([g.end, g.won, g.declarerPoints, g.declarerTricks, g.schneider, g.gameValue, g.score]).toEqual(['conceded', false, 16, 1, true, 168, -336]);
  });

  it('in Null, a give-up simply wins for the declarer', () => {
    const s = ok(deal(STRONG), ...FH_AT_18, declare(0, 'N'), { type: 'giveUp', seat: 1 }, { type: 'acceptGiveUp', seat: 2 });
    expect([gameOf(s).won, gameOf(s).score]).toEqual([true, 35]);
  });

  it('option concessions off: none of them is legal', () => {
    const s = ok(deal(STRONG, { ...OFFICIAL, concessions: false }), ...FH_AT_18, declare(0, 'G'));
    expect(legalDealActions(s).every((a) => a.type === 'play')).toBe(true);
    for (const type of ['giveUp', 'layOpen', 'concede'] as const) expect(err(s, { type, seat: type === 'giveUp' ? 1 : 0 })).toBe('ILLEGAL_CONCESSION');
  });
});

describe('Kontra and Re (RULES.md 7)', () => {
  const KR = { ...OFFICIAL, kontraRe: true };
  // Middlehand bids 18, forehand holds, both others pass: forehand declares Grand Hand.
  const start = (rules = KR): DealState => ok(deal(WEAK, rules), bid(1, 18), hold(0), pass(1), pass(2), declare(0, 'G'));

  it('a defender may say Kontra before playing their own first card', () => {
    let s = start();
    expect(
      legalDealActions(s)
        .filter((a) => a.type === 'kontra')
        .map((a) => a.seat),
    ).toEqual([1, 2]);
    expect(err(s, { type: 'kontra', seat: 0 })).toBe('ILLEGAL_KONTRA');
    s = ok(s, play(0, 'CA'), play(1, 'SA'));
    expect(err(s, { type: 'kontra', seat: 1 })).toBe('ILLEGAL_KONTRA'); // already played
    s = ok(s, { type: 'kontra', seat: 2 }); // rearhand has not played yet
    expect(s.kontraBy).toBe(2);
    expect(err(s, { type: 'kontra', seat: 2 })).toBe('ILLEGAL_KONTRA');
  });

  it('Kontra comes after the declaration: not during bidding, before the Hand decision or while discarding', () => {
    const kontra = (s: DealState, seat: Seat) => ({ listed: legalDealActions(s).some((a) => a.type === 'kontra'), code: err(s, { type: 'kontra', seat }) });
    const bidding = ok(deal(WEAK, KR), bid(1, 18), hold(0));
    expect(kontra(bidding, 2)).toEqual({ listed: false, code: 'WRONG_PHASE' });
    const before = ok(bidding, pass(1), pass(2));
    expect(kontra(before, 1)).toEqual({ listed: false, code: 'WRONG_PHASE' });
    expect(kontra(ok(before, pickUp(0)), 1)).toEqual({ listed: false, code: 'WRONG_PHASE' });
    expect(
      legalDealActions(ok(before, declare(0, 'G')))
        .filter((a) => a.type === 'kontra')
        .map((a) => a.seat),
    ).toEqual([1, 2]);
  });

  it('the declarer may answer Re after a Kontra, before playing their next card', () => {
    let s = ok(start(), play(0, 'CJ'), { type: 'kontra', seat: 1 });
    expect(legalDealActions(s).some((a) => a.type === 're' && a.seat === 0)).toBe(true);
    expect(err(s, { type: 're', seat: 1 })).toBe('ILLEGAL_KONTRA');
    s = ok(s, play(1, 'HJ'), play(2, 'CQ')); // forehand wins and is to lead: Re still open
    expect(legalDealActions(s).some((a) => a.type === 're')).toBe(true);
    const late = ok(s, play(0, 'SJ'));
    expect(err(late, { type: 're', seat: 0 })).toBe('ILLEGAL_KONTRA');
    s = ok(s, { type: 're', seat: 0 });
    expect(err(s, { type: 're', seat: 0 })).toBe('ILLEGAL_KONTRA');
    s = ok(s, { type: 'giveUp', seat: 1 }, { type: 'acceptGiveUp', seat: 2 });
    const g = gameOf(s);
    expect([g.kontra, g.re, g.kontraBy, g.score]).toEqual([true, true, 1, g.value * 4]);
  });

  it('no Re without Kontra; Kontra doubles a loss too', () => {
    const s = start();
    expect(err(s, { type: 're', seat: 0 })).toBe('ILLEGAL_KONTRA');
    const lost = ok(s, { type: 'kontra', seat: 2 }, { type: 'concede', seat: 0 });
    expect(gameOf(lost).score).toBe(-4 * gameOf(lost).value);
  });

  it('kontraRequiresBid: only a defender who said or held at least 18', () => {
    const s = start({ ...KR, kontraRequiresBid: true });
    expect(
      legalDealActions(s)
        .filter((a) => a.type === 'kontra')
        .map((a) => a.seat),
    ).toEqual([1]);
    expect(err(s, { type: 'kontra', seat: 2 })).toBe('ILLEGAL_KONTRA');
  });

  it('not offered when the option is off', () => {
    const s = ok(deal(WEAK), ...FH_AT_18, declare(0, 'G'));
    expect(err(s, { type: 'kontra', seat: 1 })).toBe('ILLEGAL_KONTRA');
  });
});

describe('tips (RULES.md 7)', () => {
  const TIPS = { ...OFFICIAL, tips: true };
  it('the last trick won with the trump 7: made, +2 levels', () => {
    const s = ok(deal(TIP, TIPS), ...FH_AT_18, declare(0, 'C', { tip: true }));
    const g = gameOf(playFirstLegal(s, fhOrder('CJ SJ HJ DJ CA CT CK CQ C9 C7')));
    // with 11 (C8 in the skat), game, Hand, Schneider, Schwarz, tip 2 = 17 x 12
    expect([g.tipMade, g.won, g.matadors, g.gameValue, g.score]).toEqual([true, true, 11, 204, 204]);
  });
  it('missed: the game is lost', () => {
    const s = ok(deal(TIP, TIPS), ...FH_AT_18, declare(0, 'C', { tip: true }));
    const g = gameOf(playFirstLegal(s, fhOrder('C7 CJ SJ HJ DJ CA CT CK CQ C9')));
    expect([g.tipMade, g.won, g.declarerPoints, g.score]).toEqual([false, false, 120, -408]);
  });
  it('Grand: the last trick with DJ; the tip counts toward the bid; none in Null', () => {
    const s = ok(deal(TIP, TIPS), bid(1, 18), hold(0), bid(1, 120), hold(0), pass(1), pass(2), declare(0, 'G', { tip: true }));
    const g = gameOf(playFirstLegal(s, fhOrder('CJ SJ HJ CA CT CK CQ C9 C7 DJ')));
    // with 4, game, Hand, Schneider, Schwarz, tip 2 = 10 x 24 = 240 >= 120
    expect([g.tipMade, g.won, g.overbid, g.gameValue]).toEqual([true, true, false, 240]);
    const n = ok(deal(TIP, TIPS), ...FH_AT_18);
    expect(err(n, declare(0, 'N', { tip: true }))).toBe('ILLEGAL_DECLARATION');
  });
  it('given up or lay-open accepted: the tip counts as made only while the declarer still holds the tip card', () => {
    const giveUp = [
      { type: 'giveUp', seat: 1 },
      { type: 'acceptGiveUp', seat: 2 },
    ] as const;
    // Still in hand: the defenders concede the last trick with it.
    const held = gameOf(ok(deal(TIP, TIPS), ...FH_AT_18, declare(0, 'C', { tip: true }), ...giveUp));
    expect([held.tipMade, held.won, held.score]).toEqual([true, true, 17 * 12]);
    // C7 already played in the first trick: the tip is lost, a give-up cannot bring it back.
    const played = ok(deal(TIP, TIPS), ...FH_AT_18, declare(0, 'C', { tip: true }), play(0, 'C7'), play(1, 'SA'), play(2, 'HQ'));
    const g = gameOf(ok(played, ...giveUp));
    expect([g.end, g.tipMade, g.won, g.declarerPoints, g.score]).toEqual(['givenUp', false, false, 120, -2 * 17 * 12]);
    // C7 in a defender's hand: the tip can never be made, also after an accepted lay-open.
    const defenderHolds = deck('CJ SJ HJ DJ CA CT CK CQ C9 C8', 'C7 ST SK SQ S9 S8 S7 HA HT HK', 'HQ H9 H8 H7 DA DT DK DQ D9 D8', 'SA D7');
    const open = ok(
      deal(defenderHolds, TIPS),
      ...FH_AT_18,
      declare(0, 'C', { tip: true }),
      { type: 'layOpen', seat: 0 },
      { type: 'acceptLayOpen', seat: 1 },
      { type: 'acceptLayOpen', seat: 2 },
    );
    expect([gameOf(open).end, gameOf(open).tipMade, gameOf(open).won]).toEqual(['layOpenAccepted', false, false]);
    // Grand: DJ played into the unfinished last trick by the declarer still makes it.
    let last = ok(deal(defenderHolds, TIPS), ...FH_AT_18, declare(0, 'G', { tip: true }));
    last = plays(last, 'CJ C7 HQ SJ S7 H7 HJ S8 H8 CA S9 H9 CT SQ D8 CK SK D9 CQ ST DQ C9 HK DK C8 HT DT');
    expect([last.tricks.length, last.turn]).toEqual([9, 0]);
    const lastTrick = gameOf(ok(last, play(0, 'DJ'), ...giveUp));
    expect([lastTrick.tipMade, lastTrick.won]).toEqual([true, true]);
  });
});

describe('Ramsch (RULES.md 7)', () => {
  it('Jacks only trumps; Durchmarsch +120 with the skat; no Kontra or concessions', () => {
    let s = deal(STRONG, HOUSE, 'ramsch');
    expect([s.phase, s.ramsch]).toEqual(['playing', true]);
    expect(legalDealActions(s).every((a) => a.type === 'play')).toBe(true);
    expect(err(s, { type: 'kontra', seat: 1 })).toBe('WRONG_PHASE');
    expect(err(s, { type: 'giveUp', seat: 1 })).toBe('ILLEGAL_CONCESSION');
    s = playFirstLegal(s, firstLegal);
    expect(s.result).toMatchObject({ kind: 'ramsch', ramsch: { durchmarsch: 0, scores: [120, 0, 0], cardPoints: [120, 0, 0], tricks: [10, 0, 0] } });
  });

  it('a Ramsch after all pass: most points lose, skat to the last trick', () => {
    const s = playFirstLegal(ok(deal(WEAK, HOUSE), pass(1), pass(2), pass(0)), firstLegal);
    if (s.result?.kind !== 'ramsch') throw new Error('no Ramsch');
    const r = s.result.ramsch;
    expect(r.cardPoints.reduce((a, b) => a + b)).toBe(120);
    expect(r.tricks.reduce((a, b) => a + b)).toBe(10);
    const most = Math.max(...r.cardPoints);
    for (const l of r.losers) expect(r.scores[l]).toBe(-most * (r.jungfrau ? 2 : 1));
    const last = s.tricks[9].winner;
    expect(r.cardPoints[last]).toBeGreaterThanOrEqual(s.tricks.filter((t) => t.winner === last).reduce((n, t) => n + t.points, 0) + 3);
  });
});
