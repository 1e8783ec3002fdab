// seeds/001 sections 1-6 (the pub rules), one test per numbered rule, each with a concrete deal,
// played through the match with the `pub` preset unless said otherwise.
import { applyMatch, legalMatchActions, viewMatch } from '../../../src/engine/match';
import type { MatchEvent, MatchState } from '../../../src/engine/match';
import type { Seat } from '../../../src/engine/types';
import { BALANCED, JUNGFRAU, STRONG_F, TIP_CLUBS } from './decks';
import { act, allPass, bidFor, declareHand, lastRow, newMatch, playFirst, playUntil, quickGame, tryAct } from './helpers';

const PUB = { preset: 'pub' as const };
const kinds = (s: MatchState) =>
  s.sheet.map((r) => (r.bock ? 'B' : r.ramschRound ? (r.kind === 'game' ? 'G' : 'R') : r.kind === 'ramsch' ? 'r' : '-')).join('');

/** Bidding in which middlehand bids 18 and drops out, so it may say Kontra (kontraRequiresBid); forehand declares. */
function bidWithDefender(s: MatchState): MatchState {
  s = act(s, 1, { type: 'bid', value: 18 });
  s = act(s, 0, { type: 'hold' });
  s = act(s, 1, { type: 'pass' });
  return act(s, 2, { type: 'pass' });
}

/** Middlehand bids 18 and drops out, rearhand takes the game at 20 and declares Clubs Hand on STRONG_F. */
function rearhandClubsHand(): MatchState {
  let s = newMatch(PUB, { '1': STRONG_F });
  s = act(s, 1, { type: 'bid', value: 18 });
  s = act(s, 0, { type: 'hold' });
  s = act(s, 1, { type: 'pass' });
  s = act(s, 2, { type: 'bid', value: 20 });
  s = act(s, 0, { type: 'pass' });
  return declareHand(s, 'C');
}

/** Every seat declines the Grand Hand offer: a Ramsch follows. */
function declineAll(s: MatchState): MatchState {
  for (const seat of [0, 1, 2] as Seat[]) s = act(s, seat, { type: 'declineGrandHand' });
  return s;
}

/** Starts a Bock/Ramsch round with deal 1 (forehand wins Clubs Hand with all 120: +120). */
function triggered(decks: Record<string, string[]> = {}, extra: object = {}): MatchState {
  const s = newMatch({ ...PUB, rounds: 4, ...extra }, { '1': STRONG_F, ...decks });
  return quickGame(s, 0, 'C');
}

describe('seeds/001 1 "Give Up"', () => {
  it('1.1 the defenders give up: the rest goes to the declarer (Clubs Hand with 6, Schwarz: +120)', () => {
    let s = declareHand(bidFor(newMatch(PUB, { '1': STRONG_F }), 0), 'C');
    s = act(s, 1, { type: 'giveUp' });
    s = act(s, 2, { type: 'acceptGiveUp' });
    expect(lastRow(s).game).toMatchObject({ end: 'givenUp', won: true, declarerPoints: 120, value: 120 });
    expect(lastRow(s).scores).toEqual([120, 0, 0]);
  });
  it('1.1 each defender offers once; if the partner disagrees the game goes on', () => {
    let s = declareHand(bidFor(newMatch(PUB, { '1': BALANCED }), 0), 'C');
    s = act(s, 1, { type: 'giveUp' });
    expect(
      legalMatchActions(s)
        .map((a) => `${a.type}:${a.player}`)
        .filter((t) => /GiveUp/.test(t)),
    ).toEqual(['acceptGiveUp:2', 'declineGiveUp:2']);
    s = act(s, 2, { type: 'declineGiveUp' });
    expect(s.deal.phase).toBe('playing');
    expect(s.sheet).toHaveLength(0);
    expect(!tryAct(s, 1, { type: 'giveUp' }).ok && (tryAct(s, 1, { type: 'giveUp' }) as { error: { code: string } }).error.code).toBe('ILLEGAL_CONCESSION');
    s = act(s, 2, { type: 'giveUp' });
    s = act(s, 1, { type: 'acceptGiveUp' });
    expect(lastRow(s)).toMatchObject({ scores: [lastRow(s).game!.value, 0, 0], game: { end: 'givenUp', won: true } });
  });
  it('1.3 not available during Ramsch', () => {
    const s = allPass(newMatch(PUB, { '1': BALANCED }));
    expect(s.deal.ramsch).toBe(true);
    expect(legalMatchActions(s).every((a) => a.type === 'play')).toBe(true);
    expect(tryAct(s, 1, { type: 'giveUp' }).ok).toBe(false);
  });
});

describe('seeds/001 2 "Lay Open"', () => {
  it('2.1 the declarer lays open and the defenders give up: won (+120)', () => {
    let s = declareHand(bidFor(newMatch(PUB, { '1': STRONG_F }), 0), 'C');
    s = act(s, 0, { type: 'layOpen' });
    expect(viewMatch(s, 1).deal.openHand).toHaveLength(10);
    s = act(s, 1, { type: 'acceptLayOpen' });
    s = act(s, 2, { type: 'acceptLayOpen' });
    expect(lastRow(s)).toMatchObject({ scores: [120, 0, 0], game: { end: 'layOpenAccepted', won: true } });
  });
  it('2.2 played on: the hand is visible, and one trick for the defenders loses the game', () => {
    let s = declareHand(bidFor(newMatch(PUB, { '1': BALANCED }), 0), 'C');
    s = act(s, 0, { type: 'layOpen' });
    expect(viewMatch(s, 2).deal.openHand).toEqual(expect.arrayContaining(['CJ', 'SJ', 'CA']));
    s = playFirst(s);
    // With 2, game, hand, and Schneider against the declarer once the defenders take the rest: 5 × 12.
    expect(lastRow(s)).toMatchObject({ scores: [-120, 0, 0], game: { end: 'layOpenBroken', won: false, value: 60, schneider: true } });
  });
  it('2.4 not available during Ramsch', () => {
    const s = allPass(newMatch(PUB, { '1': BALANCED }));
    expect(tryAct(s, 0, { type: 'layOpen' }).ok).toBe(false);
  });
});

describe('seeds/001 3 "Ramsch"', () => {
  it('3.1 nobody bids 18: a Ramsch is played (without the option: passed in, no score)', () => {
    let s = allPass(newMatch(PUB, { '1': BALANCED }));
    expect(s.deal.ramsch).toBe(true);
    s = playFirst(s);
    expect(lastRow(s)).toMatchObject({ kind: 'ramsch', declarer: null, mode: 'normal' });
    const off = allPass(newMatch({ ...PUB, ramsch: false }, { '1': BALANCED }));
    expect(lastRow(off)).toMatchObject({ kind: 'passed', scores: [0, 0, 0] });
  });
  it('3.2 a Ramsch is played automatically in a Bock/Ramsch round (after the three Bock deals)', () => {
    let s = triggered();
    for (let i = 0; i < 3; i++) s = playFirst(allPass(s));
    expect(s.plan.mode).toBe('grandHandOffer');
    s = declineAll(s);
    expect(s.deal.ramsch).toBe(true);
  });
  it('3.3/3.4 each plays alone and only the Jacks are trumps (a club lead is no trump lead)', () => {
    let s = allPass(newMatch(PUB, { '1': BALANCED }));
    s = act(s, 0, { type: 'play', card: 'CJ' });
    // Middlehand holds HJ C9 C8: only the Jack may follow a Jack (in a Clubs game C9/C8 could too).
    expect(
      legalMatchActions(s)
        .filter((a) => a.type === 'play')
        .map((a) => (a as { card: string }).card),
    ).toEqual(['HJ']);
  });
  it('3.5 the skat goes to the winner of the last trick', () => {
    let s = allPass(newMatch(PUB, { '1': BALANCED }));
    const trickPoints = [0, 0, 0];
    let lastWinner = -1;
    while (s.sheet.length === 0) {
      const r = applyMatch(s, legalMatchActions(s)[0]);
      if (!r.ok) throw new Error(r.error.message);
      for (const e of r.events as MatchEvent[]) {
        if (e.type === 'deal' && e.event.type === 'trickCompleted') {
          trickPoints[e.event.winner] += e.event.points;
          lastWinner = e.event.winner;
        }
      }
      s = r.state;
    }
    const expected = trickPoints.slice();
    expected[lastWinner] += 3; // skat HQ D8
    expect(lastRow(s).ramsch!.cardPoints).toEqual(expected);
  });
  it('3.6 the player with most points loses them', () => {
    const s = playFirst(allPass(newMatch(PUB, { '1': BALANCED })));
    const r = lastRow(s).ramsch!;
    const max = Math.max(...(r.cardPoints as number[]));
    expect(r.losers).toEqual([r.cardPoints.indexOf(max)]);
    expect(lastRow(s).scores).toEqual(r.cardPoints.map((p) => (p === max ? -max : 0)));
  });
  it('3.6 a tie: both tied players lose', () => {
    const s = playUntil(allPass(newMatch(PUB, { '1': BALANCED })), (row) => row.ramsch!.losers.length === 2);
    const r = lastRow(s).ramsch!;
    const [a, b] = r.losers;
    expect(r.cardPoints[a]).toBe(r.cardPoints[b]);
    expect(lastRow(s).scores[a]).toBe(-r.cardPoints[a]!);
    expect(lastRow(s).scores[b]).toBe(-r.cardPoints[b]!);
  });
  it('3.7 walkover (Durchmarsch): all tricks, +120', () => {
    const s = playFirst(allPass(newMatch(PUB, { '1': STRONG_F })));
    expect(lastRow(s)).toMatchObject({ scores: [120, 0, 0], ramsch: { durchmarsch: 0, losers: [] } });
  });
  it('3.8 virgin (Jungfrau): a player without a trick doubles the loser', () => {
    const s = playFirst(allPass(newMatch(PUB, { '1': JUNGFRAU })));
    const r = lastRow(s).ramsch!;
    expect(r).toMatchObject({ jungfrau: true, losers: [0], tricks: [expect.any(Number), expect.any(Number), 0] });
    expect(lastRow(s).scores).toEqual([-2 * r.cardPoints[0]!, 0, 0]);
  });
});

describe('seeds/001 4 "Bock and Ramsch Rounds"', () => {
  it('4.1.1 a lost Contra starts a round (Clubs Hand with 6, game, hand, Schneider = 108, × 2 = +216)', () => {
    let s = declareHand(bidWithDefender(newMatch(PUB, { '1': JUNGFRAU })), 'C');
    s = act(s, 1, { type: 'kontra' });
    s = playFirst(s);
    expect(lastRow(s)).toMatchObject({ scores: [216, 0, 0], triggers: ['kontraLost'], game: { won: true, value: 108, schneider: true } });
    expect(lastRow(s).game!.declarerPoints).toBeLessThan(120);
    expect(s.plan.bock).toMatchObject({ triggers: ['kontraLost'], index: 1, of: 3 });
  });
  it('4.1.2 an announcement of Re starts a round (108 × 4 = +432)', () => {
    let s = declareHand(bidWithDefender(newMatch(PUB, { '1': JUNGFRAU })), 'C');
    s = act(s, 1, { type: 'kontra' });
    s = act(s, 0, { type: 're' });
    s = playFirst(s);
    expect(lastRow(s)).toMatchObject({ scores: [432, 0, 0], triggers: ['kontraLost', 're'] });
  });
  it('4.1.3 the declarer loses with 60 points (-96)', () => {
    let s = declareHand(bidFor(newMatch(PUB, { '1': BALANCED }), 0), 'C');
    s = playUntil(s, (r) => r.game!.declarerPoints === 60);
    expect(lastRow(s)).toMatchObject({ scores: [-96, 0, 0], triggers: ['lostWith60'] });
    expect(s.plan.bock).not.toBeNull();
  });
  it('4.1.4 the declarer wins with 120 points (+120)', () => {
    const s = triggered();
    expect(lastRow(s)).toMatchObject({ scores: [120, 0, 0], triggers: ['won120'] });
    expect(s.plan.bock).not.toBeNull();
  });
  it('a Grand Hand alone starts nothing here (that is the other Bock option)', () => {
    const s = quickGame(newMatch(PUB, { '1': STRONG_F }), 0, 'G');
    // The Grand Hand is won with all 120 points, so 'won120' is its only trigger.
    expect(lastRow(s).triggers).toEqual(['won120']);
  });
  it('4.2 three Bock deals, then three Ramsch deals', () => {
    let s = triggered();
    for (let i = 0; i < 3; i++) s = playFirst(allPass(s));
    for (let i = 0; i < 3; i++) s = playFirst(declineAll(s));
    expect(kinds(s)).toBe('-BBBRRR');
    expect(s.plan).toEqual({ mode: 'normal', bock: null, ramschRound: null });
    expect(s.sheet[4].ramschRound).toMatchObject({ round: 1, triggerDeal: 1, index: 1, of: 3, forced: false });
  });
  it('4.3 in a Bock deal all points are doubled: a game (+240) and a Ramsch when nobody bids', () => {
    let s = triggered({ '2': STRONG_F, '3': JUNGFRAU });
    s = quickGame(s, 0, 'C'); // deal 2: forehand is player 1
    expect(lastRow(s)).toMatchObject({ deal: 2, declarer: 1, scores: [0, 240, 0], bock: { round: 1 } });
    s = playFirst(allPass(s)); // deal 3: seats 2, 0, 1; the Jungfrau is rearhand (player 1)
    const r = lastRow(s);
    expect(r).toMatchObject({ deal: 3, kind: 'ramsch', bock: { round: 1 }, ramsch: { jungfrau: true, losers: [2] } });
    expect(r.scores).toEqual([0, 0, -4 * r.ramsch!.cardPoints[2]!]);
  });
  it('4.4 the Grand Hand is offered to forehand, middlehand, rearhand in turn', () => {
    let s = triggered();
    for (let i = 0; i < 3; i++) s = playFirst(allPass(s));
    const offered: number[] = [];
    for (let i = 0; i < 3; i++) {
      const legal = legalMatchActions(s);
      expect(legal.map((a) => a.type)).toEqual(['acceptGrandHand', 'declineGrandHand']);
      offered.push(legal[0].player);
      s = applyMatch(s, legal[1]).ok ? (applyMatch(s, legal[1]) as { state: MatchState }).state : s;
    }
    expect(offered).toEqual(s.seats); // deal 5: seats [1, 2, 0]
    expect(s.deal.ramsch).toBe(true);
  });
  it('4.4 an accepted Grand Hand adds one more Ramsch deal at the end of the round', () => {
    let s = triggered({ '5': JUNGFRAU });
    for (let i = 0; i < 3; i++) s = playFirst(allPass(s));
    s = act(s, 0, { type: 'acceptGrandHand' });
    s = playFirst(s);
    expect(lastRow(s)).toMatchObject({ deal: 5, kind: 'game', mode: 'grandHandOffer', game: { declaration: { game: 'G', hand: true } } });
    for (let i = 0; i < 3; i++) s = playFirst(declineAll(s));
    expect(kinds(s)).toBe('-BBBGRRR');
    expect(s.sheet[7].ramschRound).toMatchObject({ index: 4, of: 4 });
    expect(s.plan.mode).toBe('normal');
  });
  it('4.5 the Grand Hand uses the common rules: Kontra and Re, not doubled (192 × 4 = +768)', () => {
    let s = triggered({ '5': STRONG_F });
    for (let i = 0; i < 3; i++) s = playFirst(allPass(s));
    s = act(s, 0, { type: 'acceptGrandHand' });
    s = act(s, 1, { type: 'kontra' }); // allowed though nobody bid: there was no bidding
    s = act(s, 0, { type: 're' });
    s = playFirst(s);
    // Deal 5 seats [1, 2, 0]: forehand is player 1.
    expect(lastRow(s)).toMatchObject({ deal: 5, declarer: 1, bock: null, scores: [0, 768, 0], triggers: ['kontraLost', 're', 'won120'] });
    expect(s.bock.rounds.map((r) => r.triggerDeal)).toEqual([1, 5]);
  });
  it('4.6 after three Grand Hands in a row the next deal has to be a Ramsch', () => {
    let s = triggered();
    for (let i = 0; i < 3; i++) s = playFirst(allPass(s));
    for (let i = 0; i < 3; i++) s = playFirst(act(s, 0, { type: 'acceptGrandHand' }));
    expect(s.plan).toMatchObject({ mode: 'ramsch', ramschRound: { forced: true } });
    expect(s.deal.ramsch).toBe(true);
    expect(legalMatchActions(s).every((a) => a.type === 'play')).toBe(true);
    s = playFirst(s);
    expect(s.plan.mode).toBe('grandHandOffer'); // the round still owes two Ramsch deals
    expect(kinds(s)).toBe('-BBBGGGR');
  });
});

describe('seeds/001 5 "Contra and Re"', () => {
  it('5.1 a defender may announce Contra', () => {
    const s = declareHand(bidWithDefender(newMatch(PUB, { '1': STRONG_F })), 'C');
    expect(legalMatchActions(s).some((a) => a.type === 'kontra' && a.player === 1)).toBe(true);
  });
  it('5.2 only a defender who declared at least 18 may', () => {
    const s = declareHand(bidWithDefender(newMatch(PUB, { '1': STRONG_F })), 'C');
    expect(legalMatchActions(s).some((a) => a.type === 'kontra' && a.player === 2)).toBe(false);
    const r = tryAct(s, 2, { type: 'kontra' });
    expect(!r.ok && r.error.code).toBe('ILLEGAL_KONTRA');
  });
  it('5.3 Contra doubles a lost game too (-288 × 2 = -576)', () => {
    let s = rearhandClubsHand(); // without 8: 144, lost Schwarz
    s = act(s, 0, { type: 'kontra' });
    s = playFirst(s);
    expect(lastRow(s)).toMatchObject({ declarer: 2, scores: [0, 0, -576], triggers: [] });
  });
  it('5.4 Re doubles again: ×4 (-288 × 4 = -1152)', () => {
    let s = rearhandClubsHand();
    s = act(s, 1, { type: 'kontra' });
    s = act(s, 2, { type: 're' });
    s = playFirst(s);
    expect(lastRow(s)).toMatchObject({ scores: [0, 0, -1152], triggers: ['re'] });
  });
});

describe('seeds/001 6 "Playing with Tips"', () => {
  it('6.1/6.2 matadors run through the trump suit after the Jacks: "with 6, play 7"', () => {
    const s = quickGame(newMatch(PUB, { '1': STRONG_F }), 0, 'C');
    expect(lastRow(s).game).toMatchObject({ matadors: 6, base: 12 });
    expect(lastRow(s).game!.levels.slice(0, 2)).toEqual([
      { name: 'matadors', count: 6 },
      { name: 'game', count: 1 },
    ]);
    const w = quickGame(newMatch(PUB, { '1': STRONG_F }), 2, 'C');
    expect(lastRow(w).game).toMatchObject({ matadors: -8 });
  });
  it('6.3.2 normal tip made: last trick with the trump 7 (with 9 + game + hand + Schneider + Schwarz + tip 2 = 15 × 12 = +180)', () => {
    let s = declareHand(bidFor(newMatch(PUB, { '1': TIP_CLUBS }), 0), 'C', { tip: true });
    s = playUntil(s, (r) => r.game!.tipMade === true);
    expect(lastRow(s)).toMatchObject({ scores: [180, 0, 0], game: { won: true, tipMade: true, value: 180 } });
    expect(lastRow(s).game!.levels).toContainEqual({ name: 'tip', count: 2 });
  });
  it('6.3.2 normal tip missed: the game is lost (-360)', () => {
    let s = declareHand(bidFor(newMatch(PUB, { '1': TIP_CLUBS }), 0), 'C', { tip: true });
    s = playUntil(s, (r) => r.game!.tipMade === false && r.game!.declarerTricks === 10);
    expect(lastRow(s)).toMatchObject({ scores: [-360, 0, 0], game: { won: false, tipMade: false, value: 180 } });
  });
  it('6.3.1 Grand tip: last trick with DJ (4 + game + hand + Schneider + Schwarz + tip 2 = 10 × 24 = +240), else lost', () => {
    const s = declareHand(bidFor(newMatch(PUB, { '1': STRONG_F }), 0), 'G', { tip: true });
    const made = playUntil(s, (r) => r.game!.tipMade === true);
    expect(lastRow(made)).toMatchObject({ scores: [240, 0, 0] });
    const missed = playUntil(s, (r) => r.game!.tipMade === false);
    expect(lastRow(missed)).toMatchObject({ scores: [-480, 0, 0], game: { won: false } });
  });
  it('6.4 the tip counts toward the bid: 144 is reached only with the tip (with 9, game, hand = 11 × 12 = 132)', () => {
    let s = newMatch(PUB, { '1': TIP_CLUBS });
    s = act(s, 1, { type: 'bid', value: 144 });
    s = act(s, 0, { type: 'hold' });
    s = act(s, 1, { type: 'pass' });
    s = act(s, 2, { type: 'pass' });
    const base = s;
    s = declareHand(base, 'C', { tip: true });
    s = playUntil(s, (r) => r.game!.tipMade === true);
    expect(lastRow(s).game).toMatchObject({ bid: 144, overbid: false, won: true, value: 180 });
  });
});
