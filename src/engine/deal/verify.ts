// Checks a finished deal's record (record.ts) against its revealed seed: recomputes the
// commitment, deals the cards again from the seed and the players' entropy, and replays every
// move to the result. It takes the engine's record or the typed one the API serves
// (`dealRecord { record }`, mapped back here). The CLI `verify-deal` and the `verifyDeal` query
// both use it; anyone can reimplement it from docs/fair-deals.md.
import { engineValueOf, GAME_TYPE_OF_NAME } from '../api-names';
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
 * The record inside what a client may have saved: the record itself, `{ record }` or
 * `{ rawRecord: record }` (a deal record as the API serves it, possibly as a string; `json`, its
 * name before, too) or a whole GraphQL response `{ data: { dealRecord: { record } } }` (or `{ rawRecord }`).
 */
export function unwrapDealRecord(input: unknown): unknown {
  let v = input;
  for (let i = 0; i < 6; i++) {
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
    else if (o.record && typeof o.record === 'object' && o.seed === undefined) v = o.record;
    else if (o.rawRecord !== undefined && o.seed === undefined) v = o.rawRecord;
    else if (o.json !== undefined && o.seed === undefined) v = o.json;
    else return v;
  }
  return v;
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);

/** GraphQL's game type names -> the engine's letters (engine letters pass through). */
const gameLetter = (v: unknown): unknown => (typeof v === 'string' ? (GAME_TYPE_OF_NAME[v] ?? v) : v);

/** A GraphQL enum name -> the engine value; engine values pass through. */
const engineValue = (v: unknown): unknown => (typeof v === 'string' && /^[A-Z][A-Z0-9_]+$/.test(v) ? engineValueOf(v) : v);

/** Without GraphQL's `__typename` at any depth (a client may have asked for it). */
function withoutTypename(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(withoutTypename);
  if (!isObj(v)) return v;
  return Object.fromEntries(
    Object.entries(v)
      .filter(([k]) => k !== '__typename')
      .map(([k, x]) => [k, withoutTypename(x)]),
  );
}

/** A typed SkatContract ({ label, game: CLUBS, ... }) -> the engine's declaration. */
function declaration(d: unknown): unknown {
  if (!isObj(d)) return d;
  const { label: _label, ...rest } = d;
  return { ...rest, game: gameLetter(rest.game) };
}

/** A typed SkatDealResult ({ kind: GAME, game: { contract, end: PLAYED, ... }, ramsch: null }) -> the engine's result. */
function dealResult(r: unknown): unknown {
  if (!isObj(r)) return r;
  // The typed result has both `game` and `ramsch`, null where the kind has none; the engine's omits them.
  const { kind, game, ramsch, ...rest } = r;
  const out: Obj = { ...rest, kind: engineValue(kind) };
  if (game !== undefined && game !== null) out.game = gameResult(game);
  if (ramsch !== undefined && ramsch !== null) out.ramsch = ramsch;
  return out;
}

function gameResult(g: unknown): unknown {
  if (!isObj(g)) return g;
  const { contract, ...rest } = g;
  return {
    ...rest,
    declaration: declaration(contract !== undefined ? contract : rest.declaration),
    end: engineValue(rest.end),
    levels: Array.isArray(rest.levels) ? rest.levels.map((l) => (isObj(l) ? { ...l, name: engineValue(l.name) } : l)) : rest.levels,
  };
}

/** A typed RecordMove (every field, null where the action has none; type and game as GraphQL enums) -> the engine's action. */
function move(m: unknown): unknown {
  if (!isObj(m)) return m;
  const out = Object.fromEntries(Object.entries(m).filter(([, v]) => v !== null));
  out.type = engineValue(out.type);
  if (out.game !== undefined) out.game = gameLetter(out.game);
  return out;
}

/**
 * A deal record in the engine's form (record.ts): the typed record as `dealRecord { record }`
 * serves it (mappers in src/scoring/deal-record.mappers.ts, src/game/game.mappers.ts) is mapped
 * back; a record already in the engine's form comes out the same.
 */
function engineDealRecord(input: Obj): Obj {
  const r = withoutTypename(input) as Obj;
  return {
    ...r,
    mode: engineValue(r.mode),
    declaration: declaration(r.declaration),
    result: dealResult(r.result),
    moves: Array.isArray(r.moves) ? r.moves.map(move) : r.moves,
    // The API gives null where nothing was put away; the engine's record has [].
    discards: r.discards === null ? [] : r.discards,
    // `complete` is the API's reading of `winner` (null for a trick cut short), not recorded apart.
    tricks: Array.isArray(r.tricks) ? r.tricks.map((t) => (t && typeof t === 'object' ? { ...(t as Obj), complete: undefined } : t)) : r.tricks,
  };
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
  const unwrapped = unwrapDealRecord(input);
  if (!isObj(unwrapped)) return fail(null, 'not a deal record (expected a JSON object)');
  const r = engineDealRecord(unwrapped);
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
