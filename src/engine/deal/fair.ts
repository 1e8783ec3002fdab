// Provably fair deals (docs/fair-deals.md). Scheme `skat-deal-v2`: before a deal's first
// action everyone sees a commitment, SHA-256 of the scheme name and the deal's secret seed;
// the deck is Fisher-Yates driven by HMAC-SHA256 in counter mode, keyed with the seed, over
// the players' own entropy; when the deal ends its record reveals the seed, so anyone can
// recompute the commitment and the deck. `skat-deal-v1` is the older shuffle (rng.ts: cyrb128
// and sfc32 over the seed, no commitment), kept so stored matches replay as they were dealt.
import type { Card } from '../cards';
import { hmacSha256, sha256Hex, utf8 } from '../sha256';
import { shuffledDeck } from './rng';

export const DEAL_SCHEME_V1 = 'skat-deal-v1' as const;
export const DEAL_SCHEME_V2 = 'skat-deal-v2' as const;
export type DealScheme = typeof DEAL_SCHEME_V1 | typeof DEAL_SCHEME_V2;

/** A player's entropy: 1-128 characters of A-Z a-z 0-9 _ - (so `,` and `:` can separate them). */
export const ENTROPY_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;

/** The commitment to a match seed, published before anyone sits down: SHA-256 of "skat-match-v2:" + seed, in hex. */
export function matchCommitment(matchSeed: string): string {
  return sha256Hex(`skat-match-v2:${matchSeed}`);
}

/** The commitment to a skat-deal-v2 seed: SHA-256 of "skat-deal-v2:" + seed, in hex. */
export function dealCommitment(seed: string): string {
  return sha256Hex(`${DEAL_SCHEME_V2}:${seed}`);
}

/**
 * Uniform 32-bit words: block i is HMAC-SHA256(key = UTF-8 of the seed, message = UTF-8 of
 * "skat-deal-v2:" + the entropy joined by "," + ":" + i in decimal), read as eight big-endian words.
 */
export function fairWords(seed: string, entropy: readonly string[]): () => number {
  const key = utf8(seed);
  const prefix = `${DEAL_SCHEME_V2}:${entropy.join(',')}:`;
  let counter = 0;
  let block: Uint8Array = new Uint8Array(0);
  let at = 32;
  return () => {
    if (at === 32) {
      block = hmacSha256(key, utf8(prefix + counter++));
      at = 0;
    }
    const w = ((block[at] << 24) | (block[at + 1] << 16) | (block[at + 2] << 8) | block[at + 3]) >>> 0;
    at += 4;
    return w;
  };
}

/**
 * The skat-deal-v2 deck in dealing order (10 forehand, 10 middlehand, 10 rearhand, 2 skat).
 * Start from the cards in index order (CA CT CK CQ CJ C9 C8 C7, then S, H, D); for i from 31
 * down to 1 draw words until one is below the largest multiple of i + 1 that fits in 2^32
 * (rejection: no bias), and swap card i with card (word mod (i + 1)).
 */
export function fairDeck(seed: string, entropy: readonly string[]): Card[] {
  const next = fairWords(seed, entropy);
  const deck = Array.from({ length: 32 }, (_, i) => i);
  for (let i = 31; i > 0; i--) {
    const n = i + 1;
    const limit = Math.floor(4294967296 / n) * n;
    let w = next();
    while (w >= limit) w = next();
    const j = w % n;
    const t = deck[i];
    deck[i] = deck[j];
    deck[j] = t;
  }
  return deck;
}

/** The deck a scheme deals from a seed (and, in v2, the players' entropy). */
export function schemeDeck(scheme: DealScheme, seed: string, entropy: readonly string[]): Card[] {
  return scheme === DEAL_SCHEME_V2 ? fairDeck(seed, entropy) : shuffledDeck(seed);
}
