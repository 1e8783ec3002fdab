// The strong bot's calibration maps: a sampled-world double-dummy win rate -> the realised win
// rate of the games the strong bot declared, fitted by scripts/fit-calibration.ts from the arena's
// calibration pairs (method, data and command: docs/bots.md#calibration).
import type { Calibration } from './expected-sf.js';

/**
 * Before the skat: the raw rate among the bid worlds whose game reaches the bid. Platt-like fit
 * σ(1.021 + 1.444 · logit(raw)) over 109 games. A refit with XSkat's declarations
 * (scripts/xskat-log-pairs.ts) and forced ones (scripts/forced-declarations.ts), raw 0.2 -> 0.56,
 * gained on the decks it was fitted on but lost on held-out decks (docs/bots.md#calibration).
 */
export const BID_CALIBRATION: Calibration = [
  [0, 0.01],
  [0.1, 0.104],
  [0.2, 0.273],
  [0.3, 0.45],
  [0.4, 0.607],
  [0.5, 0.735],
  [0.6, 0.833],
  [0.7, 0.904],
  [0.8, 0.954],
  [0.9, 0.985],
  [1, 0.999],
];

/**
 * Before the skat, for hands with a Jack, two aces and five trumps (Jacks and the longest suit;
 * `sideStrongHand`) the double-dummy worlds undervalue: forced at 18 against XSkat's defence they
 * won 19 of 22 at raw 0.21-0.39 (scripts/xskat-forced.ts, decks 300-719). The bid map, lifted from
 * raw 0.2 to at least 0.75 there.
 */
export const SIDE_STRONG_BID_CALIBRATION: Calibration = BID_CALIBRATION.map(([raw, p]) => [raw, raw >= 0.2 ? Math.max(p, 0.75) : p]);

/**
 * After the pick-up (the chosen game's rate over fresh worlds) and for Hand games: the worlds'
 * defenders see every card, so low rates are won far more often than they say (raw 0.2-0.5: 18 of
 * 22 won against XSkat). Isotonic bins of 260 games (114 against XSkat, decks 0-79; 146 of self-play), smoothed.
 */
export const DECLARE_CALIBRATION: Calibration = [
  [0, 0.05],
  [0.15, 0.38],
  [0.3, 0.58],
  [0.45, 0.7],
  [0.6, 0.76],
  [0.75, 0.9],
  [0.85, 0.95],
  [0.95, 0.99],
  [1, 0.99],
];
