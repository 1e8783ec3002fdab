// Samples the unseen cards for Perfect-Information Monte Carlo: deals the cards the viewer
// cannot see to the other seats (and the hidden skat) so that every hard fact holds (hand
// sizes, voids shown by failing to follow, the declarer's open hand, the declarer's own
// knowledge of skat and discards), and the bidding is respected softly by rejection
// (a seat that said a value most likely holds a hand worth it; a passer most likely not much more).
import { type CardSet, count, type DealView, type Seat } from '../engine/index.js';
import { bidLimit, winProbability } from './evaluate.js';
import type { Knowledge } from './knowledge.js';

export interface World {
  /** Remaining cards of each seat now. */
  hands: [CardSet, CardSet, CardSet];
  /** The skat (or, after a pick-up, the declarer's discards) in this world. */
  skat: CardSet;
}

export interface SampleSpec {
  /** Cards the viewer cannot place. */
  unknown: CardSet;
  /** Known cards per seat (own hand, an open declarer hand). */
  known: [CardSet, CardSet, CardSet];
  knownSkat: CardSet;
  /** How many unknown cards go to each seat and to the skat. */
  need: [number, number, number, number];
  cannotHold: [CardSet, CardSet, CardSet];
  /** Soft check on a complete world; rejected worlds are redrawn a few times. */
  plausible?: (w: World) => boolean;
  /** Soft weight in [0, 1] on a complete world (instead of `plausible`): a world is kept with this probability. */
  weight?: (w: World) => number;
}

/** The sampling problem for a seat's view during bidding, declaring or play. */
export function specFromView(view: DealView, k: Knowledge): SampleSpec {
  const me = k.me;
  const known: [CardSet, CardSet, CardSet] = [0, 0, 0];
  known[me] = k.hand;
  if (k.declarer !== null && k.declarer !== me && k.openHand) known[k.declarer] = k.openHand;
  const skatKnown = k.declarer === me && view.pickedUp;
  const knownSkat = skatKnown ? k.knownSkat : 0;
  const need: [number, number, number, number] = [0, 0, 0, 0];
  for (let s = 0; s < 3; s++) need[s] = k.handSizes[s] - count(known[s]);
  need[3] = skatKnown ? 0 : 2;
  const unknown = (~(k.played | known[0] | known[1] | known[2] | knownSkat) >>> 0) as CardSet;
  const cannotHold: [CardSet, CardSet, CardSet] = [k.cannotHold[0], k.cannotHold[1], k.cannotHold[2]];
  const plausible = biddingCheck(view, k);
  return { unknown, known, knownSkat, need, cannotHold, plausible };
}

/** Soft consistency with the bidding and the declaration, on the seats' original cards. */
function biddingCheck(view: DealView, k: Knowledge): ((w: World) => boolean) | undefined {
  const said: [number, number, number] = [0, 0, 0];
  const passedAt: [number, number, number] = [-1, -1, -1];
  for (const h of view.bidding.history) {
    if (h.call === 'pass') passedAt[h.seat] = h.value;
    else said[h.seat] = Math.max(said[h.seat], h.value);
  }
  const others = ([0, 1, 2] as Seat[]).filter((s) => s !== k.me);
  const decl = k.declarer;
  const game = view.declaration?.game;
  return (w: World) => {
    for (const s of others) {
      const original = (w.hands[s] | k.playedBy[s]) >>> 0;
      if (s === decl && game) {
        // The declarer's ten playing cards should suit the declared game.
        if (winProbability(game, original, false) < 0.25) return false;
        continue;
      }
      if (count(original) !== 10) continue; // during pick-up the declarer holds 12: skip
      const limit = said[s] > 0 || passedAt[s] >= 0 ? bidLimit(original) : 0;
      if (said[s] > 0 && limit < said[s] * 0.8) return false;
      if (passedAt[s] >= 0 && limit > Math.max(passedAt[s], 18) * 1.4) return false;
    }
    return true;
  };
}

/**
 * Draws one world. Cards with the fewest possible holders are placed first, so void
 * constraints rarely dead-end; after `tries` failed draws the soft check is dropped and, as
 * a last resort, the voids too (the world is then merely size-consistent).
 */
export function sampleWorld(spec: SampleSpec, rng: () => number, tries = 12): World {
  if (spec.weight) return sampleWeighted(spec, spec.weight, rng, tries);
  let fallback: World | null = null;
  for (let attempt = 0; attempt < tries + 4; attempt++) {
    const w = drawOnce(spec, rng, attempt < tries + 2);
    if (!w) continue;
    if (!spec.plausible || attempt >= tries || spec.plausible(w)) return w;
    fallback ??= w;
  }
  return fallback ?? (drawOnce(spec, rng, false) as World);
}

/** Rejection sampling by weight; after `tries` draws the heaviest world seen so far. */
function sampleWeighted(spec: SampleSpec, weight: (w: World) => number, rng: () => number, tries: number): World {
  let best: World | null = null;
  let bestW = -1;
  for (let attempt = 0; attempt < tries; attempt++) {
    const w = drawOnce(spec, rng, true);
    if (!w) continue;
    const x = weight(w);
    if (rng() < x) return w;
    if (x > bestW) {
      best = w;
      bestW = x;
    }
  }
  return best ?? drawOnce(spec, rng, true) ?? (drawOnce(spec, rng, false) as World);
}

function drawOnce(spec: SampleSpec, rng: () => number, respectVoids: boolean): World | null {
  const cards: number[] = [];
  for (let c = 0; c < 32; c++) if ((spec.unknown >>> c) & 1) cards.push(c);
  for (let i = cards.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    const x = cards[i];
    cards[i] = cards[j];
    cards[j] = x;
  }
  const allowed = (c: number, b: number) => b === 3 || !respectVoids || ((spec.cannotHold[b] >>> c) & 1) === 0;
  const nAllowed = (c: number) => {
    let n = 0;
    for (let b = 0; b < 4; b++) if (spec.need[b] > 0 && allowed(c, b)) n++;
    return n;
  };
  cards.sort((x, y) => nAllowed(x) - nAllowed(y));
  const cap = [...spec.need];
  const out = [spec.known[0], spec.known[1], spec.known[2], spec.knownSkat];
  for (const c of cards) {
    let total = 0;
    for (let b = 0; b < 4; b++) if (cap[b] > 0 && allowed(c, b)) total += cap[b];
    if (total === 0) return null;
    let r = rng() * total;
    let chosen = -1;
    for (let b = 0; b < 4; b++) {
      if (cap[b] > 0 && allowed(c, b)) {
        r -= cap[b];
        if (r < 0) {
          chosen = b;
          break;
        }
      }
    }
    if (chosen < 0) for (let b = 3; b >= 0; b--) if (cap[b] > 0 && allowed(c, b)) chosen = b;
    cap[chosen]--;
    out[chosen] = (out[chosen] | (1 << c)) >>> 0;
  }
  return { hands: [out[0], out[1], out[2]], skat: out[3] };
}
