// How the strong bot uses the bidding model: the model proposes bid limits, Hand or pick-up and
// the game after the pick-up; simulation (PIMC) checks the close calls within the time left.
import { type CardSet, type GameType, pointsOf, type Seat } from '../../engine/index.js';
import { suitGameValue } from '../evaluate.js';
import { type BidModel, expectedScore } from './model.js';

/** Bid limits at the threshold ± `band`: equal when the call is clear, else simulation decides between them. */
export function limitBand(model: BidModel, hand10: CardSet, seat: Seat, minP: number, band: number): { low: number; high: number } {
  return { low: model.bidLimit(hand10, seat, minP + band), high: model.bidLimit(hand10, seat, minP - band) };
}

/** The model's estimate counts as this many simulated worlds when both are blended. */
export const PRIOR_WORLDS = 6;
/** A Hand game is declared only when won at least this often. */
const HAND_MIN_P = 0.65;

/**
 * Hand or pick-up at the bid: the Hand game to declare, or null to pick up. The best two Hand
 * candidates of the model are simulated (`simulate` returns wins over n worlds) and compared
 * by expected score with the model's best pick-up game.
 */
export function handOrPickup(
  model: BidModel,
  hand10: CardSet,
  seat: Seat,
  bid: number,
  simulate: (game: GameType, maxWorlds: number) => { wins: number; n: number },
): GameType | null {
  const opts = model.options(hand10, seat, bid);
  const pick = opts.find((o) => o.kind === 'pickup');
  let bestEv = pick ? pick.ev : -Infinity;
  let best: GameType | null = null;
  for (const o of opts.filter((x) => x.kind === 'hand' && x.p >= 0.5).slice(0, 2)) {
    const { wins, n } = simulate(o.game, 30);
    const p = (wins + o.p * PRIOR_WORLDS) / (n + PRIOR_WORLDS);
    const e = expectedScore(p, o.value);
    // Below HAND_MIN_P only when every pick-up game would be worth less than the bid.
    if ((p >= HAND_MIN_P || (pick?.p ?? 0) === 0) && e > bestEv) {
      best = o.game;
      bestEv = e;
    }
  }
  return best;
}

/**
 * After the pick-up: the three candidates (game and discard) the model expects most from,
 * with its win probability for each (a suit game worth less than the bid counts as lost).
 */
export function choiceFromModel<C extends { game: GameType; discard: CardSet; value: number }>(
  model: BidModel,
  hand12: CardSet,
  seat: Seat,
  bid: number,
  cands: C[],
): { shortlist: C[]; prior: number[] } {
  const scored = cands.map((c) => {
    const rest = (hand12 & ~c.discard) >>> 0;
    const overbid = c.game !== 'N' && suitGameValue(c.game, hand12, false) < bid;
    const p = overbid ? 0 : model.p(c.game, 'after', rest, seat, pointsOf(c.discard));
    return { c, p, ev: expectedScore(p, c.value) };
  });
  scored.sort((a, b) => b.ev - a.ev);
  const top = scored.slice(0, 3);
  return { shortlist: top.map((x) => x.c), prior: top.map((x) => x.p) };
}
