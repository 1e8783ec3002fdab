// Checks a finished deal's record (record.ts) against its revealed seed: recomputes the
// commitment, deals the cards again from the seed and the players' entropy, and replays every
// move to the result. The CLI `verify-deal` and the `verifyDeal` query both use it; anyone can
// reimplement it from docs/fair-deals.md.
import { setNames } from '../cards';
import type { DealAction, RuleOptions } from '../types';
import { applyDeal, createDeal } from './deal';
import { dealSeed } from '../match/match';
import { DEAL_SCHEME_V1, DEAL_SCHEME_V2, ENTROPY_PATTERN, dealCommitment, matchCommitment, type DealScheme } from './fair';
import { dealRecordJson } from './record';
import type { DealMode, DealState } from './state';

export interface DealVerification {
  /** The commitment, the cards dealt and the play all match. */
  valid: boolean;
  scheme: string | null;
  /** The record's commitment is the one its seed makes (null: the scheme makes none, or no seed). */
  commitmentMatches: boolean | null;
  /** The hands and the skat are the ones the seed (and entropy) deal. */
  dealMatches: boolean;
  /** Replaying the moves from those cards gives the recorded tricks, discards and result. */
  resultMatches: boolean;
  /**
   * With a match seed (revealed when the match is over): it is the one the record's
   * `matchCommitment` committed to, and the deal's seed is derived from it (null: none given).
   */
  matchSeedMatches: boolean | null;
  /** Why the record is not valid (null when it is). */
  reason: string | null;
}

const MODES: readonly DealMode[] = ['normal', 'ramsch', 'grandHandOffer'];

/**
 * The record inside what a client may have saved: the record itself, `{ json: record }` (a
 * deal record as the API serves it, json possibly as a string) or a whole GraphQL response
 * `{ data: { dealRecord: { json } } }`.
 */
export function unwrapDealRecord(input: unknown): unknown {
  let v = input;
  for (let i = 0; i < 4; i++) {
    if (typeof v === 'string') {
      try {
        v = JSON.parse(v);
      } catch {
        return v;
      }
      continue;
    }
    if (!v || typeof v !== 'object') return v;
    const o = v as Record<string, unknown>;
    if (o.data && typeof o.data === 'object') v = o.data;
    else if (o.dealRecord && typeof o.dealRecord === 'object') v = o.dealRecord;
    else if (o.json !== undefined && o.seed === undefined) v = o.json;
    else return v;
  }
  return v;
}

/** Stable JSON (keys sorted), so a record re-serialised by another tool compares equal. */
function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (v && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    return `{${Object.keys(o)
      .filter((k) => o[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(o[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(v ?? null);
}

const sameCards = (a: unknown, b: string[]): boolean =>
  Array.isArray(a) && a.length === b.length && canonical([...a].map(String).sort()) === canonical([...b].sort());

function fail(scheme: string | null, reason: string, part: Partial<DealVerification> = {}): DealVerification {
  return { valid: false, scheme, commitmentMatches: null, dealMatches: false, resultMatches: false, matchSeedMatches: null, reason, ...part };
}

/**
 * Verifies a deal record (see unwrapDealRecord for the shapes it accepts); with `matchSeed`
 * also the record's seed against the match's. Never throws.
 */
export function verifyDealRecord(input: unknown, options: { matchSeed?: string } = {}): DealVerification {
  try {
    return verify(input, options.matchSeed);
  } catch (e) {
    // Malformed parts (rules, moves) the checks above let through: still an answer, not a crash.
    return fail(null, `cannot verify this record: ${e instanceof Error ? e.message : String(e)}`);
  }
}

function verify(input: unknown, matchSeed: string | undefined): DealVerification {
  const r = unwrapDealRecord(input) as Record<string, unknown> | null;
  if (!r || typeof r !== 'object' || Array.isArray(r)) return fail(null, 'not a deal record (expected a JSON object)');
  const scheme = r.scheme === undefined ? DEAL_SCHEME_V1 : r.scheme;
  if (scheme !== DEAL_SCHEME_V1 && scheme !== DEAL_SCHEME_V2) return fail(null, `unknown scheme ${JSON.stringify(scheme)}`);
  if (typeof r.seed !== 'string' || r.seed === '') return fail(scheme, 'the record reveals no seed');
  const entropy = r.entropy === undefined ? [] : r.entropy;
  if (!Array.isArray(entropy) || entropy.some((x) => typeof x !== 'string' || (x !== '' && !ENTROPY_PATTERN.test(x)))) {
    return fail(scheme, 'entropy must be a list of strings of A-Z a-z 0-9 _ - (at most 128 each)');
  }
  if (!MODES.includes(r.mode as DealMode)) return fail(scheme, `unknown mode ${JSON.stringify(r.mode)}`);
  if (!r.rules || typeof r.rules !== 'object') return fail(scheme, 'the record has no rules');
  if (!Array.isArray(r.moves)) return fail(scheme, 'the record has no moves');

  let commitmentMatches: boolean | null = null;
  if (scheme === DEAL_SCHEME_V2) commitmentMatches = typeof r.commitment === 'string' && r.commitment.toLowerCase() === dealCommitment(r.seed);

  let deal: DealState;
  try {
    deal = createDeal({ rules: r.rules as RuleOptions, seed: r.seed, mode: r.mode as DealMode, scheme: scheme as DealScheme, entropy: entropy as string[] });
  } catch (e) {
    return fail(scheme, `cannot deal from this record: ${e instanceof Error ? e.message : String(e)}`, { commitmentMatches });
  }
  const hands = Array.isArray(r.hands) ? r.hands : [];
  const dealMatches = hands.length === 3 && [0, 1, 2].every((s) => sameCards(hands[s], setNames(deal.dealt[s]))) && sameCards(r.skat, setNames(deal.skat));

  let replayError: string | null = null;
  for (const [i, move] of (r.moves as DealAction[]).entries()) {
    const applied = applyDeal(deal, move);
    if (!applied.ok) {
      replayError = `move ${i + 1} (${canonical(move)}) is refused: ${applied.error.code} ${applied.error.message}`;
      break;
    }
    deal = applied.state;
  }
  const replayed = dealRecordJson(deal);
  const PLAY = ['discards', 'declarer', 'bid', 'declaration', 'tricks', 'result'] as const;
  const differs = replayError === null ? PLAY.filter((k) => canonical(r[k]) !== canonical(replayed[k])) : [];
  const resultMatches = replayError === null && deal.phase === 'over' && differs.length === 0;

  let matchSeedMatches: boolean | null = null;
  if (matchSeed !== undefined) {
    matchSeedMatches =
      typeof r.matchCommitment === 'string' &&
      r.matchCommitment.toLowerCase() === matchCommitment(matchSeed) &&
      Number.isInteger(r.deal) &&
      dealSeed(matchSeed, r.deal as number) === r.seed;
  }

  let reason: string | null = null;
  if (matchSeedMatches === false) reason = "the match seed is not the committed one, or the deal's seed is not derived from it";
  else if (commitmentMatches === false) reason = 'the commitment is not SHA-256 of the scheme and the seed';
  else if (!dealMatches) reason = 'the hands or the skat are not the ones the seed deals';
  else if (replayError) reason = replayError;
  else if (deal.phase !== 'over') reason = 'the moves do not finish the deal';
  else if (differs.length) reason = `the replay differs in ${differs.join(', ')}`;
  else if (commitmentMatches === null) reason = `scheme ${scheme} publishes no commitment: the deal replays, but nothing was committed before it`;
  return { valid: reason === null, scheme, commitmentMatches, dealMatches, resultMatches, matchSeedMatches, reason };
}
