// The strong bot's calibration maps: a sampled-world double-dummy win rate -> the realised win
// rate, fitted with fitCalibration (expected-sf.ts) from the arena's calibration bins (the
// method and the data: docs/bots.md#calibration).
import type { Calibration } from './expected-sf.js';

/** Before the skat: the raw rate among the bid worlds whose game reaches the bid. */
export const BID_CALIBRATION: Calibration = [
  [0, 0],
  [0.5, 0.4],
  [0.7, 0.58],
  [0.8, 0.7],
  [0.9, 0.83],
  [1, 0.95],
];

/** After the pick-up (the chosen game's rate over fresh worlds) and for Hand games. */
export const DECLARE_CALIBRATION: Calibration = BID_CALIBRATION;
