// The fast core plays complete random deals with the same rule functions as applyDeal. The
// parity check holds it to the reference engine: the same random players (the same generator
// outputs, consumed in the same order) play each deal through applyDeal, choosing among the
// engine's legal actions, and must reach the same declarer, bid, tricks, card points and result.
import {
  applyDeal,
  BID_LADDER,
  cardName,
  count,
  createDeal,
  legalPlayMask,
  nullValue,
  parseCard,
  seededRandom,
  setOf,
  type DealAction,
  type DealState,
  type GameResult,
  type GameType,
  type RamschResult,
  type RuleOptions,
  type Seat,
} from '../../../src/engine/index';
import { FastDeal, nthCard } from '../../../src/engine/fast';
import { legalPlays } from '../../../src/engine/deal/play';
import { trickWinnerSeat } from '../../../src/engine/deal/trick-rules';
import { HOUSE, OFFICIAL } from './helpers';

const GAMES: readonly GameType[] = ['C', 'S', 'H', 'D', 'G', 'N'];

function act(s: DealState, a: DealAction): DealState {
  const r = applyDeal(s, a);
  if (!r.ok) throw new Error(`${JSON.stringify(a)}: ${r.error.code} ${r.error.message}`);
  return r.state;
}

/**
 * One deal through applyDeal with FastDeal's random players: `deck` is FastDeal's dealing order
 * (its 31 shuffle outputs are skipped), each seat bids one ladder step at a time up to a random
 * limit, the declarer plays Hand or discards two random cards and picks a random game, and
 * every card is a random one of the engine's legal plays.
 */
function referenceDeal(rules: RuleOptions, deck: ArrayLike<number>, next: () => number): DealState {
  for (let i = 0; i < 31; i++) next();
  const names = Array.from(deck, (c) => cardName(c));
  let s = createDeal({ rules, seed: 'parity', deck: names });
  const limit = [0, 0, 0];
  for (let seat = 0; seat < 3; seat++) limit[seat] = next() % 3 === 0 ? -1 : next() % 12;
  while (s.phase === 'bidding') {
    const b = s.bidding;
    const seat = s.turn as Seat;
    if (b.stage === 2) s = act(s, limit[0] >= 0 ? { type: 'bid', seat, value: 18 } : { type: 'pass', seat });
    else if (b.awaiting === 'answerer') s = act(s, limit[seat] >= BID_LADDER.indexOf(b.value) ? { type: 'hold', seat } : { type: 'pass', seat });
    else {
      const step = BID_LADDER.findIndex((v) => v > b.value);
      s = act(s, limit[seat] >= step ? { type: 'bid', seat, value: BID_LADDER[step] } : { type: 'pass', seat });
    }
  }
  if (s.phase === 'skatDecision') {
    const decl = s.declarer as Seat;
    const hand = next() % 10 === 0;
    if (!hand) {
      s = act(s, { type: 'pickUpSkat', seat: decl });
      let h = s.hands[decl];
      const a = nthCard(h, next() % 12);
      h = (h & ~(1 << a)) >>> 0;
      const b = nthCard(h, next() % 11);
      s = act(s, { type: 'discard', seat: decl, cards: [cardName(a), cardName(b)] });
    }
    let game = GAMES[next() % 6];
    if (game === 'N' && nullValue(hand, false) < s.bid) game = 'G';
    s = act(s, { type: 'declare', seat: decl, game });
  }
  while (s.phase === 'playing') {
    const seat = s.turn as Seat;
    const legal = legalPlays(s, seat);
    s = act(s, { type: 'play', seat, card: cardName(nthCard(legal, next() % count(legal))) });
  }
  return s;
}

/** A generator that replays `outputs` and counts how many were read. */
function replaying(outputs: readonly number[]): { next: () => number; read: () => number } {
  let i = 0;
  return {
    next: () => {
      if (i >= outputs.length) throw new Error('the reference read more random numbers than FastDeal');
      return outputs[i++];
    },
    read: () => i,
  };
}

describe('FastDeal', () => {
  it('plays thousands of complete deals with consistent results', () => {
    const next = seededRandom('fast-test');
    for (const rules of [OFFICIAL, HOUSE]) {
      const f = new FastDeal(rules);
      let games = 0,
        ramsch = 0,
        passed = 0;
      for (let i = 0; i < 5000; i++) {
        const score = f.runRandom(next);
        const r = f.lastResult;
        if (r === null) {
          passed++;
          expect(score).toBe(0);
        } else if ('losers' in r) {
          ramsch++;
          const rr = r as RamschResult;
          expect(rr.cardPoints.reduce((a, b) => a + b)).toBe(120);
          expect(rr.tricks.reduce((a, b) => a + b)).toBe(10);
        } else {
          games++;
          const g = r as GameResult;
          expect(g.declarerPoints + g.defenderPoints).toBe(120);
          expect(g.score).toBe(g.won ? g.value : -2 * g.value);
          expect(g.bid).toBeGreaterThanOrEqual(18);
        }
        // All cards are accounted for: hands empty unless a Null ended early.
        expect(count((f.taken[0] | f.taken[1] | f.taken[2] | f.hands[0] | f.hands[1] | f.hands[2]) >>> 0)).toBeGreaterThanOrEqual(30);
      }
      expect(games).toBeGreaterThan(1000);
      if (rules.ramsch) expect(ramsch).toBeGreaterThan(50);
      else expect(passed).toBeGreaterThan(50);
    }
  });

  it('plays every deal as applyDeal does with the same players (parity with the reference engine)', () => {
    const source = seededRandom('fast-parity');
    for (const rules of [OFFICIAL, HOUSE]) {
      const f = new FastDeal(rules);
      const kinds = { game: 0, ramsch: 0, passed: 0, nullTrick: 0 };
      for (let i = 0; i < 3000; i++) {
        const outputs: number[] = [];
        f.runRandom(() => {
          const x = source();
          outputs.push(x);
          return x;
        });
        const gen = replaying(outputs);
        const ref = referenceDeal(rules, f.deck, gen.next);
        expect(gen.read()).toBe(outputs.length);
        expect(ref.phase).toBe('over');
        // FastDeal books the Ramsch skat to the last trick's winner in `taken`; applyDeal only in the score.
        const taken = [...ref.taken];
        if (ref.ramsch) taken[ref.tricks[9].winner] = (taken[ref.tricks[9].winner] | ref.skat) >>> 0;
        expect(f.taken).toEqual(taken);
        expect(f.tricks).toEqual(ref.tricksWon);
        const result = ref.result!;
        if (result.kind === 'passed') {
          kinds.passed++;
          expect(f.lastResult).toBeNull();
          continue;
        }
        expect(f.declarer).toBe(ref.declarer ?? -1);
        if (result.kind === 'game') {
          kinds.game++;
          if (result.game.end === 'nullTrick') kinds.nullTrick++;
          expect(f.bid).toBe(ref.bid);
          expect(f.lastResult).toEqual(result.game);
        } else {
          kinds.ramsch++;
          expect(f.lastResult).toEqual(result.ramsch);
        }
      }
      expect(kinds.game).toBeGreaterThan(1000);
      expect(kinds.nullTrick).toBeGreaterThan(20);
      if (rules.ramsch) expect(kinds.ramsch).toBeGreaterThan(50);
      else expect(kinds.passed).toBeGreaterThan(50);
    }
  });

  it('nthCard and trickWinnerSeat', () => {
    const m = setOf(['CA', 'HT', 'D7'].map((n) => parseCard(n)!));
    expect([nthCard(m, 0), nthCard(m, 1), nthCard(m, 2)]).toEqual(['CA', 'HT', 'D7'].map((n) => parseCard(n)!));
    expect(trickWinnerSeat('G', 2, parseCard('HA')!, parseCard('H7')!, parseCard('CJ')!)).toBe(1);
    expect(legalPlayMask(4, m, parseCard('H9')!)).toBe(setOf([parseCard('HT')!]));
  });
});
