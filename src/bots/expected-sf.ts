// Expected Seeger-Fabian gain of declaring, for the strong bot's bidding and game choice, and
// the calibration that turns the sampled worlds' double-dummy win rate into a win probability.
//
// A three-player table under Seeger-Fabian (RULES.md §5): a won game brings the declarer its
// value + 50; a lost one costs 2 × value + 50 and gives each defender 40. The bot weighs its
// own score against the mean of the other two, so a loss counts −(2v + 50) − 40. Passing is
// worth what a defender gets when another seat declares (PASS_VALUE).
import { BID_LADDER } from '../engine/index.js';

/** Declarer's gain for a won game of this value. */
export const sfWon = (value: number): number => value + 50;
/** Declarer's loss for a lost game of this value, the defenders' 2 × 40 shared out over the two of them included. */
export const sfLost = (value: number): number => -(2 * value + 50) - 40;
/** Expected Seeger-Fabian gain of a game won with probability p. */
export const expectedSf = (p: number, value: number): number => p * sfWon(value) + (1 - p) * sfLost(value);

/** A monotone map from a raw (double-dummy) win rate to a win probability: piecewise linear through sorted points. */
export type Calibration = readonly (readonly [raw: number, real: number])[];

/** The identity: no correction. */
export const IDENTITY: Calibration = [
  [0, 0],
  [1, 1],
];

export function calibrate(map: Calibration, raw: number): number {
  if (raw <= map[0][0]) return map[0][1];
  for (let i = 1; i < map.length; i++) {
    const [x1, y1] = map[i];
    if (raw <= x1) {
      const [x0, y0] = map[i - 1];
      return x1 === x0 ? y1 : y0 + ((raw - x0) * (y1 - y0)) / (x1 - x0);
    }
  }
  return map[map.length - 1][1];
}

/**
 * Fits a calibration from (raw rate, won) pairs: the pairs in `bins` equal-width bins of the
 * raw rate, each bin's realised win rate made monotone by pooling adjacent violators (weighted by
 * its games), each bin's point at its mean raw rate. Bins with fewer than `minGames` are left out.
 */
export function fitCalibration(pairs: readonly { raw: number; won: boolean }[], bins = 10, minGames = 10): Calibration {
  const acc = Array.from({ length: bins }, () => ({ n: 0, won: 0, raw: 0 }));
  for (const { raw, won } of pairs) {
    const b = acc[Math.min(bins - 1, Math.max(0, Math.floor(raw * bins)))];
    b.n++;
    b.raw += raw;
    if (won) b.won++;
  }
  // Pool adjacent violators: blocks of bins with a non-decreasing win rate.
  const blocks: { n: number; won: number; raw: number }[] = [];
  for (const b of acc.filter((x) => x.n >= minGames)) {
    blocks.push({ ...b });
    while (blocks.length > 1 && blocks[blocks.length - 2].won / blocks[blocks.length - 2].n > blocks[blocks.length - 1].won / blocks[blocks.length - 1].n) {
      const last = blocks.pop() as { n: number; won: number; raw: number };
      const prev = blocks[blocks.length - 1];
      prev.n += last.n;
      prev.won += last.won;
      prev.raw += last.raw;
    }
  }
  if (blocks.length === 0) return IDENTITY;
  const pts: [number, number][] = blocks.map((b) => [b.raw / b.n, b.won / b.n]);
  if (pts[0][0] > 0) pts.unshift([0, Math.min(pts[0][1], 0)]);
  if (pts[pts.length - 1][0] < 1) pts.push([1, pts[pts.length - 1][1]]);
  return pts.map(([x, y]) => [Math.round(x * 1000) / 1000, Math.round(y * 1000) / 1000] as const);
}

/**
 * What passing is worth on the same scale: another seat declares after about two passes in three
 * and wins about four games in five (the arenas' declarer figures); a defender's utility is
 * −(v + 50)/2 when the declarer wins and 40 + (2v + 10)/2 when he loses, about −18 at v = 30,
 * so −18 × 0.65 ≈ −12.
 */
export const PASS_VALUE = -12;

/** One sampled world seen before the skat: the game the declarer would play after picking up, its value and its double-dummy result. */
export interface BidWorld {
  /** The game's value without Schneider (at least its base value times 2). */
  value: number;
  /** Its base value (9 to 12, 24 for Grand). */
  base: number;
  /** 1 won, 0 lost, 0.5 unknown (search out of budget). */
  win: number;
  /** 1 when the declarer also reaches Schneider in this world. */
  schneider: number;
}

/** A Schneider seen double-dummy counts this much of its extra level (the real defence escapes more often). */
export const SCHNEIDER_SHARE = 0.5;

/**
 * Expected SF gain of playing to bid `bid` from these worlds: the worlds whose game reaches the
 * bid win with the calibrated rate among them; the others are overbid and lost at the bid.
 * Also the raw double-dummy rate among the worlds that reach it (the arena's calibration bins).
 */
export function expectedAtBid(worlds: readonly BidWorld[], bid: number, map: Calibration): { e: number; raw: number; reach: number } {
  const n = worlds.length;
  if (n === 0) return { e: sfLost(bid), raw: 0, reach: 0 };
  let reach = 0;
  let wins = 0;
  for (const w of worlds)
    if (w.value >= bid) {
      reach++;
      wins += w.win;
    }
  const raw = reach ? wins / reach : 0;
  const p = calibrate(map, raw);
  let e = 0;
  for (const w of worlds) {
    if (w.value < bid) {
      e += sfLost(bid);
      continue;
    }
    const v = w.value + SCHNEIDER_SHARE * w.schneider * w.base;
    e += expectedSf(p, v);
  }
  return { e: e / n, raw, reach: reach / n };
}

/** The highest bid of the ladder such that every bid up to it is expected to beat passing (0: pass). */
export function sfBidLimit(worlds: readonly BidWorld[], map: Calibration, passValue = PASS_VALUE): number {
  let limit = 0;
  for (const b of BID_LADDER) {
    if (expectedAtBid(worlds, b, map).e <= passValue) break;
    limit = b;
  }
  return limit;
}

const logit = (p: number): number => Math.log(p / (1 - p));
const sigmoid = (x: number): number => 1 / (1 + Math.exp(-x));
/** Raw rates are clamped to this range before the logit (0 and 1 are common: every world won). */
const RAW_CLAMP = 0.02;

/**
 * Platt-like fit: p = σ(a + b · logit(raw)) by maximum likelihood (Newton's method), pulled
 * towards the identity (a = 0, b = 1) by an L2 penalty of weight `l2`, so few games move it
 * little. Returned as a Calibration through raw = 0, 0.1, ..., 1, with a and b.
 */
export function fitPlatt(pairs: readonly { raw: number; won: boolean }[], l2 = 1): { map: Calibration; a: number; b: number } {
  const xs = pairs.map((q) => logit(Math.min(1 - RAW_CLAMP, Math.max(RAW_CLAMP, q.raw))));
  let a = 0;
  let b = 1;
  for (let it = 0; it < 50; it++) {
    // Gradient and Hessian of the penalised negative log-likelihood.
    let ga = 2 * l2 * a;
    let gb = 2 * l2 * (b - 1);
    let haa = 2 * l2;
    let hab = 0;
    let hbb = 2 * l2;
    pairs.forEach((q, i) => {
      const p = sigmoid(a + b * xs[i]);
      const r = p - (q.won ? 1 : 0);
      const w = p * (1 - p);
      ga += r;
      gb += r * xs[i];
      haa += w;
      hab += w * xs[i];
      hbb += w * xs[i] * xs[i];
    });
    const det = haa * hbb - hab * hab;
    const da = (hbb * ga - hab * gb) / det;
    const db = (haa * gb - hab * ga) / det;
    a -= da;
    b -= db;
    if (Math.abs(da) + Math.abs(db) < 1e-9) break;
  }
  const map = Array.from({ length: 11 }, (_, i) => {
    const raw = i / 10;
    const p = sigmoid(a + b * logit(Math.min(1 - RAW_CLAMP, Math.max(RAW_CLAMP, raw))));
    return [raw, Math.round(p * 1000) / 1000] as const;
  });
  return { map, a, b };
}
