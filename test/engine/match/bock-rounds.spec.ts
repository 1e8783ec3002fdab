// seeds/000 (Bock rounds), one test per row of its rules table, each with a concrete deal.
import { applyMatch, legalMatchActions, playRandomMatch, viewMatch } from '../../../src/engine/match';
import type { MatchState } from '../../../src/engine/match';
import { BALANCED, JUNGFRAU, STRONG_F } from './decks';
import { act, allPass, configOf, bidFor, declareHand, lastRow, newMatch, passDeals, playFirst, playUntil, quickGame, tryAct } from './helpers';

const bockFlags = (s: MatchState) => s.sheet.map((r) => (r.bock ? `B${r.bock.round}` : '-')).join(' ');

/** Deal 1 is a Grand Hand won by forehand (player 0): +192, and it starts a Bock round. */
function grandHandFirst(input: Parameters<typeof newMatch>[0], decks: Record<string, string[]> = {}): MatchState {
  const s = newMatch(input, { '1': STRONG_F, ...decks });
  return quickGame(s, 0, 'G');
}

describe('seeds/000 row "Game length"', () => {
  it('club: three rounds = nine deals at three players, Kontra/Re and Ramsch on', () => {
    const c = configOf({ preset: 'club' });
    expect(c).toMatchObject({ players: 3, rounds: 3, rules: { kontraRe: true, ramsch: true, bock: true } });
    const { state } = playRandomMatch(c, 'length');
    expect(state.sheet).toHaveLength(9);
  });
  it('any number of rounds from the setup, and a four-player table', () => {
    const { state } = playRandomMatch(configOf({ preset: 'club', rounds: 2, players: 4 }), 'length4');
    expect(state.sheet).toHaveLength(8);
  });
});

describe('seeds/000 row "What starts a Bock round"', () => {
  it('a 60 to 60 split: Clubs Hand lost with 60 (-96), next deal is Bock', () => {
    let s = newMatch({ preset: 'club' }, { '1': BALANCED });
    s = declareHand(bidFor(s, 0), 'C');
    s = playUntil(s, (r) => r.game!.declarerPoints === 60);
    expect(lastRow(s)).toMatchObject({ kind: 'game', declarer: 0, scores: [-96, 0, 0], triggers: ['split60'] });
    expect(lastRow(s).game).toMatchObject({ won: false, value: 48, declarerPoints: 60, defenderPoints: 60 });
    expect(s.plan.bock).toMatchObject({ round: 1, triggerDeal: 1, triggers: ['split60'], index: 1, of: 3 });
  });
  it('a Grand Hand won: +192', () => {
    const s = grandHandFirst({ preset: 'club' });
    expect(lastRow(s)).toMatchObject({ declarer: 0, scores: [192, 0, 0], triggers: ['grandHand'] });
    expect(lastRow(s).game).toMatchObject({ won: true, value: 192, matadors: 4, schwarz: true });
    expect(s.plan.bock).not.toBeNull();
  });
  it('a Grand Hand lost: rearhand without 4, Schwarz, -384', () => {
    let s = newMatch({ preset: 'club' }, { '1': STRONG_F });
    s = quickGame(s, 2, 'G');
    expect(lastRow(s)).toMatchObject({ declarer: 2, scores: [0, 0, -384], triggers: ['grandHand'] });
    expect(s.plan.bock).not.toBeNull();
  });
  it('a Kontra the defenders lose: Clubs Hand 120 × Kontra = +240', () => {
    let s = newMatch({ preset: 'club' }, { '1': STRONG_F });
    s = declareHand(bidFor(s, 0), 'C');
    s = act(s, 1, { type: 'kontra' });
    s = playFirst(s);
    expect(lastRow(s)).toMatchObject({ scores: [240, 0, 0], triggers: ['kontraLost'] });
    expect(lastRow(s).multipliers).toEqual([{ kind: 'kontra', factor: 2, by: 1 }]);
    expect(s.plan.bock).toMatchObject({ triggers: ['kontraLost'] });
  });
  it('a Kontra the defenders win starts nothing: Clubs Hand without 8 lost, -288 × 2', () => {
    let s = newMatch({ preset: 'club' }, { '1': STRONG_F });
    s = declareHand(bidFor(s, 2), 'C');
    s = act(s, 0, { type: 'kontra' });
    s = playFirst(s);
    expect(lastRow(s)).toMatchObject({ scores: [0, 0, -576], triggers: [] });
    expect(s.plan.bock).toBeNull();
  });
  it('any Re: here with the Kontra lost too, one round for both (×4: +480)', () => {
    let s = newMatch({ preset: 'club' }, { '1': STRONG_F });
    s = declareHand(bidFor(s, 0), 'C');
    s = act(s, 2, { type: 'kontra' });
    s = act(s, 0, { type: 're' });
    s = playFirst(s);
    expect(lastRow(s)).toMatchObject({ scores: [480, 0, 0], triggers: ['kontraLost', 're'] });
    expect(s.bock.rounds).toHaveLength(1);
  });
  it('a Re on a lost game starts a round too (-288 × 4 = -1152)', () => {
    let s = newMatch({ preset: 'club' }, { '1': STRONG_F });
    s = declareHand(bidFor(s, 2), 'C');
    s = act(s, 0, { type: 'kontra' });
    s = act(s, 2, { type: 're' });
    s = playFirst(s);
    expect(lastRow(s)).toMatchObject({ scores: [0, 0, -1152], triggers: ['re'] });
  });
  it('Kontra and Re are triggers only with kontraRe on (off: Kontra is refused)', () => {
    let s = newMatch({ preset: 'club', kontraRe: false }, { '1': STRONG_F });
    s = declareHand(bidFor(s, 0), 'C');
    const r = tryAct(s, 1, { type: 'kontra' });
    expect(!r.ok && r.error.code).toBe('ILLEGAL_KONTRA');
  });
  it('an ordinary game starts nothing', () => {
    let s = newMatch({ preset: 'club' }, { '1': STRONG_F });
    s = quickGame(s, 0, 'C');
    expect(lastRow(s)).toMatchObject({ scores: [120, 0, 0], triggers: [] });
    expect(s.plan.bock).toBeNull();
  });
});

describe('seeds/000 row "Length"', () => {
  it('one deal per player, starting with the next deal: three at three players', () => {
    let s = grandHandFirst({ preset: 'club', ramsch: false });
    s = passDeals(s, 5);
    expect(bockFlags(s)).toBe('- B1 B1 B1 - -');
  });
  it('four at a four-player table', () => {
    let s = grandHandFirst({ preset: 'club', ramsch: false, players: 4 });
    s = passDeals(s, 5);
    expect(bockFlags(s)).toBe('- B1 B1 B1 B1 -');
  });
  it('a passed-in deal uses up a Bock deal (RULES.md 7)', () => {
    let s = grandHandFirst({ preset: 'club', ramsch: false });
    s = passDeals(s, 3);
    expect(s.sheet.slice(1).map((r) => [r.kind, r.scores])).toEqual([
      ['passed', [0, 0, 0]],
      ['passed', [0, 0, 0]],
      ['passed', [0, 0, 0]],
    ]);
    expect(s.plan.bock).toBeNull();
  });
});

describe('seeds/000 row "Scoring in a Bock deal"', () => {
  it('the same, doubled: a won Clubs Hand 120 scores +240', () => {
    let s = grandHandFirst({ preset: 'club' }, { '2': STRONG_F });
    s = quickGame(s, 0, 'C'); // deal 2: dealer player 0, forehand player 1
    expect(lastRow(s)).toMatchObject({ deal: 2, declarer: 1, scores: [0, 240, 0] });
    expect(lastRow(s).multipliers).toEqual([{ kind: 'bock', factor: 2, reason: { round: 1, triggerDeal: 1, triggers: ['grandHand'], index: 1, of: 3 } }]);
  });
  it('a lost game: -2 × value, doubled (-288 × 2 = -576)', () => {
    let s = grandHandFirst({ preset: 'club' }, { '2': STRONG_F });
    s = quickGame(s, 2, 'C'); // rearhand of deal 2 is player 0
    expect(lastRow(s)).toMatchObject({ declarer: 0, scores: [-576, 0, 0] });
  });
  it('with Kontra and Re it counts eight times: 120 × 8 = +960', () => {
    let s = grandHandFirst({ preset: 'club' }, { '2': STRONG_F });
    s = declareHand(bidFor(s, 0), 'C');
    s = act(s, 1, { type: 'kontra' });
    s = act(s, 0, { type: 're' });
    s = playFirst(s);
    expect(lastRow(s)).toMatchObject({ scores: [0, 960, 0], totals: [192, 960, 0] });
    expect(lastRow(s).multipliers.map((m) => m.kind)).toEqual(['kontra', 're', 'bock']);
  });
});

describe('seeds/000 row "More triggers"', () => {
  it('a deal with several triggers starts one Bock round (Grand Hand + Kontra lost + Re)', () => {
    let s = newMatch({ preset: 'club', ramsch: false }, { '1': STRONG_F });
    s = declareHand(bidFor(s, 0), 'G');
    s = act(s, 1, { type: 'kontra' });
    s = act(s, 0, { type: 're' });
    s = playFirst(s);
    expect(lastRow(s)).toMatchObject({ scores: [192 * 4, 0, 0], triggers: ['grandHand', 'kontraLost', 're'] });
    s = passDeals(s, 4);
    expect(bockFlags(s)).toBe('- B1 B1 B1 -');
  });
  it('a trigger during a Bock round adds another round after the current one', () => {
    let s = grandHandFirst({ preset: 'club', ramsch: false }, { '3': STRONG_F });
    s = passDeals(s, 1);
    s = quickGame(s, 0, 'G'); // deal 3, a Bock deal, triggers again: 192 × 2
    expect(lastRow(s)).toMatchObject({ deal: 3, scores: [0, 0, 384], triggers: ['grandHand'] });
    s = passDeals(s, 5);
    expect(bockFlags(s)).toBe('- B1 B1 B1 B2 B2 B2 -');
    expect(s.sheet[4].bock).toMatchObject({ round: 2, triggerDeal: 3, index: 1, of: 3 });
  });
  it('Bock deals still owed when the last deal is over are not played', () => {
    let s = newMatch({ preset: 'club', ramsch: false, rounds: 1 }, { '3': STRONG_F });
    s = passDeals(s, 2);
    s = quickGame(s, 0, 'G'); // the last deal triggers a round that never comes
    expect(s.over).toBe(true);
    expect(s.sheet).toHaveLength(3);
    expect(s.sheet.every((r) => r.bock === null)).toBe(true);
    expect(s.totals).toEqual([0, 0, 192]); // deal 3: dealer player 1, forehand player 2
    expect(applyMatch(s, { type: 'pass', player: 0 })).toEqual({ ok: false, error: { code: 'MATCH_OVER', message: expect.any(String) } });
    expect(legalMatchActions(s)).toEqual([]);
  });
});

describe('seeds/000 row "Ramsch in a Bock round"', () => {
  it('a Ramsch loss in a Bock deal counts double (and Jungfrau doubles again)', () => {
    let s = grandHandFirst({ preset: 'club' }, { '2': JUNGFRAU });
    s = allPass(s);
    expect(s.deal.ramsch).toBe(true);
    s = playFirst(s);
    const row = lastRow(s);
    expect(row).toMatchObject({ deal: 2, kind: 'ramsch', bock: { round: 1 } });
    expect(row.ramsch).toMatchObject({ jungfrau: true, durchmarsch: null });
    // Deal 2 seats: forehand player 1, middlehand player 2, rearhand (the Jungfrau) player 0.
    const loser = row.ramsch!.losers[0];
    expect(row.ramsch!.losers).toEqual([1]);
    expect(row.ramsch!.cardPoints[0]).toBe(0);
    expect(row.scores[loser]).toBe(-row.ramsch!.cardPoints[loser]! * 4);
    expect(row.multipliers.map((m) => m.kind)).toEqual(['jungfrau', 'bock']);
  });
  it('a Durchmarsch in a Bock deal counts double: +240', () => {
    let s = grandHandFirst({ preset: 'club' }, { '2': STRONG_F });
    s = playFirst(allPass(s));
    expect(lastRow(s)).toMatchObject({ kind: 'ramsch', scores: [0, 240, 0], ramsch: { durchmarsch: 1, cardPoints: [0, 120, 0] } });
  });
  it('without Bock, a Ramsch loss counts once', () => {
    let s = newMatch({ preset: 'club' }, { '1': JUNGFRAU });
    s = playFirst(allPass(s));
    const row = lastRow(s);
    expect(row.ramsch!.losers).toEqual([0]);
    expect(row.scores[0]).toBe(-row.ramsch!.cardPoints[0]! * 2);
  });
});

describe('seeds/000 row "Other options"', () => {
  it('tournament scoring: only the game value is doubled, not the 50 or 40', () => {
    let s = grandHandFirst({ preset: 'club', tournamentScoring: true }, { '2': STRONG_F });
    expect(lastRow(s).scores).toEqual([192 + 50, 0, 0]);
    s = quickGame(s, 2, 'C'); // deal 2 (Bock): rearhand player 0 loses Clubs Hand 144
    expect(lastRow(s)).toMatchObject({ declarer: 0, scores: [-288 * 2 - 50, 40, 40] });
  });
  it('four-player table with tournament scoring: 30 to each of the three others', () => {
    let s = grandHandFirst({ preset: 'club', tournamentScoring: true, players: 4 }, { '2': STRONG_F });
    // Deal 2: dealer player 0 sits out; forehand 1, middlehand 2, rearhand 3.
    s = quickGame(s, 2, 'C');
    expect(lastRow(s)).toMatchObject({ dealer: 0, sittingOut: 0, declarer: 3, scores: [30, 30, 30, -288 * 2 - 50] });
  });
  it('a four-player match: the dealer sits out, the deal rotates, and the sitting-out player cannot act', () => {
    let s = newMatch({ preset: 'club', players: 4, rounds: 2, ramsch: false });
    const seen: string[] = [];
    for (let d = 1; d <= 8; d++) {
      seen.push(`${s.dealer}:${s.seats.join('')}`);
      const r = applyMatch(s, { type: 'pass', player: s.dealer });
      expect(!r.ok && r.error.code).toBe('NOT_YOUR_TURN');
      const v = viewMatch(s, s.dealer);
      expect(v.seat).toBeNull();
      expect(v.deal.hand).toBeNull();
      expect(v.sittingOut).toBe(s.dealer);
      s = allPass(s);
    }
    expect(seen).toEqual(['3:012', '0:123', '1:230', '2:301', '3:012', '0:123', '1:230', '2:301']);
    expect(s.over).toBe(true);
  });
});
