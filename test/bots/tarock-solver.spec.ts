// Tarock's double-dummy solver against plain minimax over the reference engine (applyTarock,
// legalTarockActions) on endgames of random deals: same value, same tests, same value per card.
import { seededRandom } from '../../src/engine/index';
import {
  applyTarock,
  createTarockDeal,
  legalTarockActions,
  T_SUITS,
  tarockDeck,
  tPoints,
  type TarockDealRules,
  type TarockDealState,
} from '../../src/engine/tarock/index';
import { TarockSolver, type TarockPosition } from '../../src/games/tarock/bots/solver';

const RULES: TarockDealRules[] = [
  { variant: 'simple', heartFrage: true, bettel: true, pickUpHeartsOnly: false },
  { variant: 'haferl', heartFrage: false, bettel: false, pickUpHeartsOnly: false },
];

/** A random deal played at random until `left` tricks remain (plus 0-2 cards of the next). */
function endgame(rules: TarockDealRules, seed: string, left: number): TarockDealState | null {
  const next = seededRandom(`endgame:${seed}`);
  let s = createTarockDeal(rules, seed, tarockDeck(seed));
  const extra = next() % 3;
  while (s.phase !== 'over') {
    if (s.phase === 'playing' && s.tricks.length === 11 - left && s.current!.cards.length === extra) return s;
    const legal = legalTarockActions(s);
    const r = applyTarock(s, legal[next() % legal.length]);
    if (!r.ok) throw new Error(r.error.code);
    s = r.state;
  }
  return null;
}

/** Minimax over the engine: the declarer's points from the tricks still to finish (Bettel: 1 if he takes one). */
function minimax(s: TarockDealState, from: number): number {
  const bettel = s.contract!.type === 'BETTEL';
  if (s.phase === 'over') {
    const mine = s.tricks.slice(from).filter((t) => t.winner === s.declarer);
    return bettel ? (mine.length ? 1 : 0) : mine.reduce((p, t) => p + t.cards.reduce((q, c) => q + tPoints(c), 0), 0);
  }
  const maxSide = bettel ? s.turn !== s.declarer : s.turn === s.declarer;
  let best = maxSide ? -1 : 1000;
  for (const a of legalTarockActions(s)) {
    const r = applyTarock(s, a);
    if (!r.ok) throw new Error(r.error.code);
    const v = minimax(r.state, from);
    best = maxSide ? Math.max(best, v) : Math.min(best, v);
  }
  return best;
}

function positionOf(s: TarockDealState): TarockPosition {
  const c = s.contract!;
  return {
    hands: s.hands,
    declarer: s.declarer!,
    trump: c.trump ? T_SUITS.indexOf(c.trump) : -1,
    bettel: c.type === 'BETTEL',
    leader: s.current!.leader,
    trick: s.current!.cards,
  };
}

describe('TarockSolver', () => {
  it('agrees with minimax over the engine on endgames of random deals', () => {
    const solver = new TarockSolver();
    let checked = 0,
      bettels = 0;
    for (let i = 0; checked < 160; i++) {
      const rules = RULES[i % 2];
      const s = endgame(rules, `e${i}`, 3 + (i % 2));
      if (!s) continue;
      const from = s.tricks.length;
      const want = minimax(s, from);
      const pos = positionOf(s);
      expect(solver.solve(pos)).toBe(want);
      expect(solver.testAtLeast(pos, want)).toBe(true);
      expect(solver.testAtLeast(pos, want + 1)).toBe(false);
      for (const a of legalTarockActions(s)) {
        const r = applyTarock(s, a);
        if (!r.ok) throw new Error(r.error.code);
        const card = r.state.log[r.state.log.length - 1];
        const id = s.hands[s.turn!].find((c) => T_SUITS[Math.floor(c / 9)] + 'ATKOU9876'[c % 9] === (card as { card: string }).card)!;
        const v = minimax(r.state, from);
        expect(solver.solveMove(pos, id)).toBe(v);
        expect(solver.testMove(pos, id, v)).toBe(true);
        expect(solver.testMove(pos, id, v + 1)).toBe(false);
      }
      if (pos.bettel) bettels++;
      checked++;
    }
    expect(bettels).toBeGreaterThan(0);
  });

  it('gives up (null) when the node budget runs out', () => {
    const deck = tarockDeck('budget');
    const hands = [0, 1, 2].map((s) => deck.slice(s * 11, s * 11 + 11));
    const solver = new TarockSolver();
    expect(solver.solve({ hands, declarer: 0, trump: 0, bettel: false, leader: 0, trick: [] }, 100)).toBeNull();
  });
});
