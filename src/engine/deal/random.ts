// A random but plausible player over the public API: every choice comes from
// legalDealActions, weighted so that deals look like real ones (bids step up the ladder,
// concessions are rare). Used by tests, the benchmark and simulations.
import type { DealAction } from '../types';
import { legalDealActions } from './deal';
import type { DealState } from './state';

const pick = <T>(xs: readonly T[], next: () => number): T => xs[next() % xs.length];
const chance = (p: number, next: () => number): boolean => next() / 4294967296 < p;

/**
 * Groups actions by type and picks one type by weight (`u` uniform in [0, 1)), returning that
 * type's actions. Picking the type first keeps the many bid values or discard pairs from
 * swamping the other choices; random players of the match layer and the bots share it.
 */
export function actionsOfWeightedType<A extends { type: string }>(legal: readonly A[], weight: (type: string) => number, u: number): A[] {
  const byType = new Map<string, A[]>();
  for (const a of legal) {
    const list = byType.get(a.type);
    if (list) list.push(a);
    else byType.set(a.type, [a]);
  }
  const types = [...byType.keys()];
  const weights = types.map(weight);
  let x = u * weights.reduce((a, b) => a + b, 0);
  for (let i = 0; i < types.length; i++) {
    x -= weights[i];
    if (x < 0) return byType.get(types[i])!;
  }
  return byType.get(types[types.length - 1])!;
}

/** A random legal action (null when the deal is over). `next` yields uniform 32-bit integers. */
export function randomLegalAction(s: DealState, next: () => number): DealAction | null {
  const legal = legalDealActions(s);
  if (legal.length === 0) return null;
  switch (s.phase) {
    case 'bidding': {
      const bid = legal.find((a) => a.type === 'bid');
      const hold = legal.find((a) => a.type === 'hold');
      const pass = legal.find((a) => a.type === 'pass')!;
      if (hold) return chance(0.6, next) ? hold : pass;
      return bid && chance(0.55, next) ? bid : pass;
    }
    case 'grandHandOffer':
      return chance(0.25, next) ? legal[0] : legal[1];
    case 'skatDecision':
      return chance(0.85, next) ? legal[0] : pick(legal.slice(1), next);
    case 'playing': {
      const plays = legal.filter((a) => a.type === 'play');
      const other = legal.filter((a) => a.type !== 'play');
      for (const a of other) {
        const p =
          a.type === 'kontra'
            ? 0.1
            : a.type === 're'
              ? 0.3
              : a.type === 'acceptGiveUp' || a.type === 'declineGiveUp' || a.type === 'acceptLayOpen'
                ? 0.3
                : 0.01;
        if (chance(p, next)) return a;
      }
      return plays.length > 0 ? pick(plays, next) : pick(other, next);
    }
    default:
      return pick(legal, next);
  }
}
