// End-to-end boundary cases found by searching deterministic random deals: the whole path
// (bidding, declaration, play, scoring) must give the rule's answer, not only scoreGame.
import { applyDeal, createDeal, randomLegalAction, seededRandom, type DealAction, type DealState, type GameResult } from '../../../src/engine/index';
import { OFFICIAL } from './helpers';

function search(
  want: (g: GameResult) => boolean,
  choose: (s: DealState, next: () => number) => DealAction | null,
  limit = 20000,
): { state: DealState; game: GameResult } {
  const next = seededRandom('outcomes');
  for (let i = 0; i < limit; i++) {
    let s = createDeal({ rules: { ...OFFICIAL, concessions: false }, seed: `o${i}` });
    for (let a = choose(s, next); a; a = choose(s, next)) {
      const r = applyDeal(s, a);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
    }
    if (s.result?.kind === 'game' && want(s.result.game)) return { state: s, game: s.result.game };
  }
  throw new Error('no such deal found');
}

describe('boundary outcomes, end to end', () => {
  it('60-60 in a suit game or Grand: the declarer loses', () => {
    const { game: g } = search((g) => g.declaration.game !== 'N' && g.declarerPoints === 60 && !g.overbid, randomLegalAction);
    expect([g.won, g.defenderPoints, g.score]).toEqual([false, 60, -2 * g.value]);
  });

  it('61 wins', () => {
    const { game: g } = search((g) => g.declaration.game !== 'N' && g.declarerPoints === 61 && !g.overbid, randomLegalAction);
    expect([g.won, g.score]).toEqual([true, g.value]);
  });

  it('Schneider announced and missed by one point (89): lost, the announcement still counts', () => {
    const announce = (s: DealState, next: () => number): DealAction | null =>
      s.phase === 'skatDecision' ? { type: 'declare', seat: s.declarer!, game: 'G', schneiderAnnounced: true } : randomLegalAction(s, next);
    const { game: g } = search((g) => g.declarerPoints === 89 && !g.overbid, announce);
    expect(g.levels.map((l) => l.name)).toEqual(['matadors', 'game', 'hand', 'schneider', 'schneiderAnnounced']);
    expect([g.won, g.schneider, g.gameValue, g.score]).toEqual([false, false, 24 * (Math.abs(g.matadors) + 4), -2 * g.value]);
  });
});
