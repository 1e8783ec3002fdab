// Seeded deterministic shuffle: a string seed is hashed (cyrb128) into the 128-bit state of
// sfc32, a small fast PRNG. Same seed, same deck, on every platform.
import type { Card } from '../cards';

/** Four 32-bit words from a string (cyrb128). */
export function hashSeed(seed: string): [number, number, number, number] {
  let h1 = 1779033703,
    h2 = 3144134277,
    h3 = 1013904242,
    h4 = 2773480762;
  for (let i = 0; i < seed.length; i++) {
    const k = seed.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

/** sfc32: returns a function giving uniform 32-bit unsigned integers. */
export function sfc32(a: number, b: number, c: number, d: number): () => number {
  return () => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return t >>> 0;
  };
}

/** A PRNG seeded from a string; the first 12 outputs are discarded to mix the state. */
export function seededRandom(seed: string): () => number {
  const [a, b, c, d] = hashSeed(seed);
  const next = sfc32(a, b, c, d);
  for (let i = 0; i < 12; i++) next();
  return next;
}

/** Uniform integer in [0, n) from a 32-bit generator (n ≤ 2^32; the bias is below 2^-26 for a deck). */
export function randomBelow(next: () => number, n: number): number {
  return Math.floor((next() / 4294967296) * n);
}

/** The deck in dealing order for a seed: 10 forehand, 10 middlehand, 10 rearhand, 2 skat. */
export function shuffledDeck(seed: string): Card[] {
  return seededShuffle(seed, 32);
}

/** Cards 0 .. size-1 shuffled by Fisher-Yates over seededRandom(seed): every game's seeded deal. */
export function seededShuffle(seed: string, size: number): number[] {
  const next = seededRandom(seed);
  const deck = Array.from({ length: size }, (_, i) => i);
  for (let i = size - 1; i > 0; i--) {
    const j = randomBelow(next, i + 1);
    const t = deck[i];
    deck[i] = deck[j];
    deck[j] = t;
  }
  return deck;
}
