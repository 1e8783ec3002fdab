// A generic player of the public GraphQL API, shared by the e2e tests (test/support/skat.ts) and
// the API benchmark (bench/api.bench.ts): it knows no rules, it only picks among the legal
// actions the server offers and calls the mutation each one names.
import { OPTIONAL_ACTIONS } from '../src/bots/strategy.js';

export const TABLE_VIEW = `
  seq yourSeat match dealNumber phase turn toAct hand
  table { id status seq players rounds preset visibility inviteCode
          rules { kontraRe ramsch bock bockRamschRounds tips tournamentScoring concessions kontraRequiresBid }
          seats { index player { id name kind serverBot } } }`;

export const ACTION_RESULT = `seq replayed events { seq type data } view { ${TABLE_VIEW} }`;

export interface LegalAction {
  type: string;
  mutation: string;
  value?: number | null;
  card?: string | null;
  cards?: string[] | null;
  game?: string | null;
  ouvert?: boolean | null;
  schneiderAnnounced?: boolean | null;
  schwarzAnnounced?: boolean | null;
  tip?: boolean | null;
}

/** Every field of LegalAction: a bot needs them all to build the mutation. */
export const LEGAL_ACTION_FIELDS = 'type mutation value card cards game ouvert schneiderAnnounced schwarzAnnounced tip';

const INPUT_TYPE: Record<string, string> = { bid: 'BidInput', playCard: 'PlayCardInput', discard: 'DiscardInput', declare: 'DeclareInput' };

/** The mutation document and input for a legal action, exactly as a generic bot would build it. */
export function actionRequest(tableId: string, a: LegalAction, extra: Record<string, unknown> = {}, selection = ACTION_RESULT): { query: string; variables: Record<string, unknown> } {
  const input: Record<string, unknown> = { tableId, ...extra };
  for (const k of ['value', 'card', 'cards', 'game', 'ouvert', 'schneiderAnnounced', 'schwarzAnnounced', 'tip'] as const) {
    if (a[k] !== undefined && a[k] !== null) input[k] = a[k];
  }
  const type = INPUT_TYPE[a.mutation] ?? 'ActionInput';
  return { query: `mutation($input: ${type}!) { ${a.mutation}(input: $input) { ${selection} } }`, variables: { input } };
}

/** A small seeded PRNG so runs are reproducible. */
export function rng(seed: number): () => number {
  let t = seed >>> 0;
  return () => {
    t = (t + 0x6d2b79f5) >>> 0;
    let r = Math.imul(t ^ (t >>> 15), 1 | t);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A required move (never Kontra, Re or a concession proposal), or null when the seat need not
 * act. Type first, then variant; the lowest bid, so deals are not all wildly overbid.
 */
export function pick(actions: LegalAction[], random: () => number): LegalAction | null {
  const required = actions.filter((a) => !OPTIONAL_ACTIONS.has(a.type));
  if (!required.length) return null;
  const types = [...new Set(required.map((a) => a.type))];
  const type = types[Math.floor(random() * types.length)];
  const variants = required.filter((a) => a.type === type);
  if (type === 'bid') return variants[0];
  return variants[Math.floor(random() * variants.length)];
}
