// The strong bot's calibration maps: a sampled-world double-dummy win rate -> the realised win
// rate of the games the strong bot declared, fitted by scripts/fit-calibration.ts from the arena's
// calibration pairs (method, data and command: docs/bots.md#calibration).
import type { Calibration } from './expected-sf.js';

/**
 * Before the skat: the raw rate among the bid worlds whose game reaches the bid. Platt-like fit
 * σ(1.178 + 0.669 · logit(raw)) over 422 games: 302 suit and Grand games picked up by either side
 * against XSkat (decks 100-156 of seed 11, fair information; scripts/xskat-log-pairs.ts) and 120
 * forced declarations at 18 (deals calib-0 to calib-165; scripts/forced-declarations.ts). Raw
 * 0.2-0.3: 26 of 36 won.
 */
export const BID_CALIBRATION: Calibration = [
  [0, 0.194],
  [0.1, 0.428],
  [0.2, 0.562],
  [0.3, 0.648],
  [0.4, 0.712],
  [0.5, 0.765],
  [0.6, 0.81],
  [0.7, 0.851],
  [0.8, 0.891],
  [0.9, 0.934],
  [1, 0.978],
];

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
