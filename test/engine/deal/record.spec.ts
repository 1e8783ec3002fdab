// A deal's record says what it holds: `tricks` is every trick played, the one a concession cut
// short included (last, without a winner), so the record's cards add up to the cards played.
// (Its hands in the order dealt: test/engine/fair.spec.ts.)
import { applyDeal, createDeal, dealRecordJson, legalDealActions, seededRandom, type DealState } from '../../../src/engine/index';
import { OFFICIAL } from './helpers';

/** Plays random legal moves (never a concession) until `stop` holds or the deal is over. */
function playUntil(s: DealState, next: () => number, stop: (s: DealState) => boolean): DealState {
  while (s.phase !== 'over' && !stop(s)) {
    const legal = legalDealActions(s).filter((a) => !['giveUp', 'layOpen', 'concede', 'kontra', 're'].includes(a.type));
    if (!legal.length) return s;
    const r = applyDeal(s, legal[next() % legal.length]);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
  return s;
}

describe('deal record', () => {
  it('includes the trick a concession cut short, last, with no winner', () => {
    const next = seededRandom('record-concession');
    let found = 0;
    for (let i = 0; i < 200 && found < 5; i++) {
      let s = createDeal({ rules: { ...OFFICIAL, concessions: true }, seed: `rc${i}` });
      // Into the play, with one or two cards of a trick on the table.
      s = playUntil(s, next, (x) => x.phase === 'playing' && x.current.cards.length > 0 && x.turn === x.declarer);
      if (s.phase !== 'playing' || s.declarer === null) continue;
      const onTable = s.current.cards.length;
      const r = applyDeal(s, { type: 'concede', seat: s.declarer });
      if (!r.ok) continue;
      found++;
      const rec = dealRecordJson(r.state);
      const last = rec.tricks[rec.tricks.length - 1];
      expect(last.winner).toBeNull();
      expect(last.cards).toHaveLength(onTable);
      expect(rec.tricks.slice(0, -1).every((t) => t.winner !== null && t.cards.length === 3)).toBe(true);
      // Every card played is in the record's tricks.
      const played = rec.moves.filter((m) => m.type === 'play').map((m) => (m as { card: string }).card);
      expect(rec.tricks.flatMap((t) => t.cards)).toEqual(played);
    }
    expect(found).toBeGreaterThan(0);
  });
});
