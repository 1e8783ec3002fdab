// The bidding model: logistic regressions over hand features (features.ts), one per game
// family (suit, Grand, Null) and kind (Hand, before pick-up, after the discard), giving the
// probability that the declarer wins the game from the first lead. Fitted offline from
// double-dummy labels on random deals (pipeline.ts), which writes weights.ts (a JSON literal).
import { BID_LADDER, type CardSet, type GameType, nullValue, type Seat } from '../../engine/index.js';
import { suitGameValue } from '../evaluate.js';
import { type Family, familyOf, FEATURE_NAMES, features, type Kind, modelKey } from './features.js';
import type { ModelFile } from './model-file.js';
import { WEIGHTS } from './weights.js';

export type { FittedModel, ModelFile } from './model-file.js';

const GAMES: readonly GameType[] = ['C', 'S', 'H', 'D', 'G', 'N'];

export class BidModel {
  private readonly w = new Map<string, Float64Array>();

  constructor(readonly file: ModelFile) {
    for (const [key, m] of Object.entries(file.models)) {
      const family = key.split('/')[0] as Family;
      const names = FEATURE_NAMES[family];
      if (!names || names.length !== m.weights.length || names.some((n, i) => m.features[i] !== n))
        throw new Error(`bidding model ${key}: features do not match this build`);
      this.w.set(key, Float64Array.from(m.weights));
    }
  }

  /** Win probability of `game` for ten cards at `seat` (0 forehand); `skatPoints` only for kind 'after'. */
  p(game: GameType, kind: Kind, hand10: CardSet, seat: Seat, skatPoints = 0): number {
    const family = familyOf(game);
    const w = this.w.get(modelKey(family, kind));
    if (!w) throw new Error(`bidding model ${modelKey(family, kind)} missing`);
    const x = features(family, hand10, seat, 'CSHD'.indexOf(game), skatPoints);
    let z = 0;
    for (let i = 0; i < w.length; i++) z += w[i] * x[i];
    return 1 / (1 + Math.exp(-z));
  }

  /** Every game as Hand and as pick-up: win probability and value (matadors over the ten cards; at least `bid`). */
  options(hand10: CardSet, seat: Seat, bid = 0): ModelOption[] {
    const out: ModelOption[] = [];
    for (const kind of ['hand', 'pickup'] as const) {
      for (const game of GAMES) {
        const handGame = kind === 'hand';
        const value = game === 'N' ? nullValue(handGame, false) : suitGameValue(game, hand10, handGame);
        // A suit game worth less than the bid is lost (bar Schneider): keep it out.
        if (game === 'N' && value < bid) continue;
        const p = value < bid ? 0 : this.p(game, kind, hand10, seat);
        out.push({ game, kind, p, value: Math.max(value, bid), ev: expectedScore(p, Math.max(value, bid)) });
      }
    }
    return out.sort((a, b) => b.ev - a.ev);
  }

  /**
   * The highest bid for these ten cards: the largest value of a game the model wins with at
   * least `minP` (pick-up) or `minP + handMargin` (Hand), as a legal bid (0: pass).
   */
  bidLimit(hand10: CardSet, seat: Seat, minP: number, handMargin = 0.2): number {
    let limit = 0;
    for (const o of this.options(hand10, seat)) if (o.p >= (o.kind === 'hand' ? minP + handMargin : minP) && o.value > limit) limit = o.value;
    let b = 0;
    for (const v of BID_LADDER) if (v <= limit) b = v;
    return b;
  }
}

export interface ModelOption {
  game: GameType;
  kind: 'hand' | 'pickup';
  p: number;
  value: number;
  ev: number;
}

/** Expected score of a game worth `value` won with probability p (a lost game costs twice its value). */
export const expectedScore = (p: number, value: number) => p * value - (1 - p) * 2 * value;

let loaded: BidModel | null = null;
/** The committed model (loaded once). */
export function bidModel(): BidModel {
  loaded ??= new BidModel(WEIGHTS);
  return loaded;
}
