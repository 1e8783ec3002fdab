// Provably fair Tarock deals at a table (tarock-deal-v1): the table's seed is committed
// (matchCommitment) before anyone sits down; the match seed mixes in every player's entropy,
// each deal's seed comes from the match seed (tarockDealSeed) and its deck from the deal seed
// (tarockDeck). A deal's commitment is public from its start, its seed from its end.
import { sha256Hex } from '../sha256';
import { tarockDeck } from './deal';
import { tNames } from './cards';
import { tarockDealSeed } from './match';

export const TAROCK_DEAL_SCHEME = 'tarock-deal-v1';

/** The engine's match seed from the table's committed seed and the players' entropy (in player order, '' for none). */
export function tarockMatchSeed(tableSeed: string, entropy: readonly string[]): string {
  return sha256Hex(`${TAROCK_DEAL_SCHEME}:match:${tableSeed}:${entropy.join(',')}`);
}

/** The commitment to a deal's seed: SHA-256 of "tarock-deal-v1:" + seed, in hex. */
export function tarockDealCommitment(dealSeed: string): string {
  return sha256Hex(`${TAROCK_DEAL_SCHEME}:${dealSeed}`);
}

export interface TarockDealCheck {
  /** The seed matches the commitment. */
  commitment: boolean;
  /** The hands and talon are the deck the seed makes (11, 11, 11, then 3). */
  deck: boolean;
  /** With the table seed: the deal seed is the one the match seed gives for this deal (null: not checked). */
  matchSeed: boolean | null;
}

/** Checks a finished deal: its seed against its commitment, its cards against the seed, and the seed against the table seed. */
export function verifyTarockDeal(
  d: { deal: number; seed: string; commitment: string; hands: readonly (readonly string[])[]; talon: readonly string[]; entropy: readonly string[] },
  tableSeed?: string,
): TarockDealCheck {
  const deck = tNames(tarockDeck(d.seed));
  const sortedSlice = (from: number, n: number): string => [...deck.slice(from, from + n)].sort().join(' ');
  const same = (a: readonly string[], from: number, n: number): boolean => [...a].sort().join(' ') === sortedSlice(from, n);
  return {
    commitment: tarockDealCommitment(d.seed) === d.commitment,
    deck: d.hands.length === 3 && d.hands.every((h, i) => same(h, i * 11, 11)) && same(d.talon, 33, 3),
    matchSeed: tableSeed === undefined ? null : tarockDealSeed(tarockMatchSeed(tableSeed, d.entropy), d.deal) === d.seed,
  };
}
