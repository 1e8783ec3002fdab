// Inference from the bidding: a weight in (0, 1] for a sampled world, the chance that seats
// holding those cards would have bid, held, passed and declared as they did, under the
// bidding model. The sampler keeps a world with that probability (rejection sampling), so
// worlds where a seat that said 30 holds nothing worth 30 become rare, not impossible.
import { BID_LADDER, type CardSet, count, type DealView, type GameType, pointsOf, type Seat } from '../../engine/index.js';
import type { Knowledge } from '../knowledge.js';
import type { World } from '../sampler.js';
import type { BidModel } from './model.js';

/** The smallest weight: no world is ruled out by the bidding alone (players misjudge). */
const FLOOR = 0.04;

/** Best win probability among the seat's games (Hand or pick-up) worth at least `value`. */
function bestP(model: BidModel, hand10: CardSet, seat: Seat, value: number): number {
  let best = 0;
  for (const o of model.options(hand10, seat)) if (o.value >= value && o.p > best) best = o.p;
  return best;
}

/** What each seat's calls say: the highest value it said, and the lowest it refused (0: none). */
export function biddingFacts(view: DealView): { said: [number, number, number]; refused: [number, number, number] } {
  const said: [number, number, number] = [0, 0, 0];
  const refused: [number, number, number] = [0, 0, 0];
  const h = view.bidding.history;
  h.forEach((e, i) => {
    if (e.call !== 'pass') {
      said[e.seat] = Math.max(said[e.seat], e.value);
      return;
    }
    // Passing after someone's bid refuses to hold it; passing as the one to bid refuses the next value.
    const prev = h[i - 1];
    const answering = prev !== undefined && prev.call === 'bid' && prev.seat !== e.seat && prev.value === e.value;
    refused[e.seat] = answering ? e.value : (BID_LADDER.find((v) => v > e.value) ?? 18);
  });
  return { said, refused };
}

/**
 * The weight function for worlds seen by `k.me`. `minP` is the win probability at which the
 * model takes a seat to go on bidding (the bot's own threshold, assumed of everybody).
 */
export function biddingWeight(view: DealView, k: Knowledge, model: BidModel, minP: number): (w: World) => number {
  const { said, refused } = biddingFacts(view);
  const others = ([0, 1, 2] as Seat[]).filter((s) => s !== k.me);
  const decl = k.declarer;
  const game = view.declaration?.game as GameType | undefined;
  const handGame = view.declaration?.hand ?? false;
  return (w: World) => {
    let weight = 1;
    for (const s of others) {
      const cards = (w.hands[s] | k.playedBy[s]) >>> 0;
      if (count(cards) !== 10) continue; // the declarer holding twelve during the pick-up
      if (s === decl && game) {
        // The declarer's ten playing cards should suit the declared game.
        const p = handGame ? model.p(game, 'hand', cards, s) : model.p(game, 'after', cards, s, pointsOf(w.skat));
        weight *= Math.max(FLOOR, Math.min(1, p / 0.5));
        continue;
      }
      if (said[s] > 0) weight *= Math.max(FLOOR, Math.min(1, bestP(model, cards, s, said[s]) / minP));
      if (refused[s] > 0) weight *= Math.max(FLOOR, Math.min(1, (1 - bestP(model, cards, s, refused[s])) / (1 - minP)));
    }
    return weight;
  };
}
