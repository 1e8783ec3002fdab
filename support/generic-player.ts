// A generic player of the public GraphQL API, shared by the e2e tests (test/support/skat.ts) and
// the API benchmarks (bench/api.bench.ts, bench/attack.bench.ts): it knows no rules, it only picks
// among the legal actions the server offers and calls the mutation each one names, with the input
// the SDK (sdk/) builds for it and the selection the caller wants.
import { actionDocument, isActionMutation, legalActionFields, type LegalActionFieldsFragment } from '../sdk/src/index.js';
import { engineValue } from '../src/bots/kit/view.js';
import { OPTIONAL_ACTIONS } from '../src/bots/strategy.js';

/** Every field of a Skat LegalAction: a bot needs them all to build the mutation. */
const SKAT_LEGAL_ACTION_FIELDS = '__typename type mutation ... on SkatLegalAction { value card cards game ouvert schneiderAnnounced schwarzAnnounced tip }';
/** With Tarock's (contract, target, trump, card, cards, choose). */
export const LEGAL_ACTION_FIELDS = `${SKAT_LEGAL_ACTION_FIELDS} ... on TarockLegalAction { contract target trump card cards choose }`;

// Full selections of the typed read model (schema.gql): what a client that wants everything asks for.
export const RULES = 'kontraRe ramsch bock bockRamschRounds tips tournamentScoring concessions kontraRequiresBid';
/** A table's rules (the TableRules union): Skat's. */
export const TABLE_RULES = `... on SkatRules { ${RULES} }`;
export const SKAT_CONTRACT = 'game hand ouvert schneiderAnnounced schwarzAnnounced tip';
const CONTRACT = `label ... on SkatContract { ${SKAT_CONTRACT} }`;
const GAME_RESULT = `declarer contract { label ${SKAT_CONTRACT} } bid won end matadors base levels { name count } gameValue overbid value
  declarerPoints defenderPoints declarerTricks schneider schwarz tipMade kontra re kontraBy score`;
export const DEAL_RESULT = `kind game { ${GAME_RESULT} } ramsch { cardPoints tricks losers jungfrau durchmarsch scores }`;
const BOCK = 'round triggerDeal triggers index of';
export const SCORE_ROW = `deal dealer seats sittingOut scores totals seed
  ... on SkatScoreRow { mode kind declarer game { ${GAME_RESULT} } ramsch { cardPoints tricks losers jungfrau durchmarsch }
    bock { ${BOCK} } ramschRound { ${BOCK} forced } multipliers { kind factor by reason { ${BOCK} } } triggers
    seegerFabian { valueScore declarerBonus othersBonus } }`;
const TRICK = 'leader cards { seat card } winner points';
export const DEAL_VIEW = `players seat turn toAct legalActions { ${SKAT_LEGAL_ACTION_FIELDS} } hand handSizes declarer contract { ${CONTRACT} }
  currentTrick { leader cards { seat card } } lastTrick { ${TRICK} } tricks { ${TRICK} } tricksWon trickPoints over dealt scheme commitment entropy seed
  ... on SkatDealView { phase mode rules { ${RULES} } roles { forehand middlehand rearhand sittingOut }
    bidding { stage bidder answerer awaiting value passed history { seat call value } } grandHandOfferTurn bid pickedUp
    declaration { label ${SKAT_CONTRACT} } kontra kontraBy re skat discards openHand giveUp { proposedBy pending } layOpen layOpenAccepted
    end result { ${DEAL_RESULT} } }`;
export const MATCH_VIEW = `config { players rounds rules { ${TABLE_RULES} } } totalDeals dealNumber dealer seats sittingOut seat turn toAct
  ... on SkatMatchView { mode bock { ${BOCK} } ramschRound { ${BOCK} forced } bockQueue { round kind triggerDeal triggers bockLeft ramschLeft } }
  totals sheet { ${SCORE_ROW} } over seed deal { ${DEAL_VIEW} }`;

export const DEAL_RECORD = `tableId deal seed scheme commitment entropy matchCommitment players { seat player name } hands
  moves { seat type value card cards game ouvert schneiderAnnounced schwarzAnnounced tip } tricks { leader winner complete points cards }
  ... on SkatDealRecord { mode rules { ${RULES} } skat discards declarer bid bidding { seat call value }
    declaration { label ${SKAT_CONTRACT} } result { ${DEAL_RESULT} } }`;

/** A TableView without the match: all a table has before its match starts (createTable). */
export const TABLE_FIELDS = `
  seq yourSeat dealNumber phase turn toAct hand
  table { id status seq players rounds preset visibility inviteCode
          rules { ${TABLE_RULES} }
          seats { index player { id name kind serverBot } } }`;

export const TABLE_VIEW = `${TABLE_FIELDS} match { ${MATCH_VIEW} }`;

const SEAT_EVENTS = [
  'GrandHandDeclined',
  'GrandHandAccepted',
  'HandChosen',
  'KontraSaid',
  'ReSaid',
  'GiveUpProposed',
  'GiveUpAccepted',
  'GiveUpDeclined',
  'LayOpenAccepted',
  'GameConceded',
];
const DEAL_EVENT = 'deal seats';
const SEAT_EVENT = `${DEAL_EVENT} seat player`;

/** Every event type with all its fields: switch on __typename. */
export const EVENT_FIELDS = `seq type __typename
  ... on PlayerJoined { seat playerId name } ... on PlayerLeft { seat playerId }
  ... on MatchStarted { players { seat playerId name } view { ${MATCH_VIEW} } }
  ... on TableClosed { reason silentSeconds } ... on TurnTimedOut { player deal action } ... on ActionRecorded { player action }
  ... on DealStarted { deal dealer seats sittingOut mode bock { ${BOCK} } ramschRound { ${BOCK} forced } scheme commitment }
  ... on DealEnded { deal result { ${DEAL_RESULT} } } ... on DealScored { deal row { ${SCORE_ROW} } } ... on MatchEnded { totals seed }
  ${SEAT_EVENTS.map((t) => `... on ${t} { ${SEAT_EVENT} }`).join(' ')}
  ... on CardsDealt { ${DEAL_EVENT} mode hands scheme commitment } ... on BidSaid { ${SEAT_EVENT} value } ... on BidHeld { ${SEAT_EVENT} value } ... on BidPassed { ${SEAT_EVENT} value }
  ... on BiddingEnded { ${DEAL_EVENT} declarer bid outcome } ... on SkatPickedUp { ${SEAT_EVENT} skatCards } ... on SkatDiscarded { ${SEAT_EVENT} discards }
  ... on GameDeclared { ${SEAT_EVENT} contract { label ${SKAT_CONTRACT} } ouvertHand } ... on CardPlayed { ${SEAT_EVENT} card }
  ... on TrickCompleted { ${DEAL_EVENT} trick leader cards { seat card } winner points } ... on HandLaidOpen { ${SEAT_EVENT} hand }
  ... on DealRevealed { ${DEAL_EVENT} result { ${DEAL_RESULT} } dealt skat discards seed }`;

export const ACTION_RESULT = `seq replayed events { ${EVENT_FIELDS} } view { ${TABLE_VIEW} }`;

// Bavarian Tarock: the same selections with Tarock's types too (a client of both games asks for these).
// The ones above stay Skat's, the size the limits tests are measured with.
export const TAROCK_RULES = 'variant heartFrage bettel pickUpHeartsOnly settlement potStake fixedStakes';
const TAROCK_CONTRACT = 'label type trump target';
const TAROCK_BID = 'seat call level target';
const TAROCK_ROW = `... on TarockScoreRow { variant declarer contract { ${TAROCK_CONTRACT} } outcome declarerPoints schneider durch potChange potBalance }`;
const TAROCK_DEAL = `... on TarockDealView { tarockPhase variant roles { forehand middlehand rearhand sittingOut } bids { ${TAROCK_BID} } holder
    declaration { ${TAROCK_CONTRACT} } pickedUp talon discards declarerPoints outcome }`;
export const GAMES_DEAL_VIEW = `${DEAL_VIEW.replace(`legalActions { ${SKAT_LEGAL_ACTION_FIELDS} }`, `legalActions { ${LEGAL_ACTION_FIELDS} }`)}
  ${TAROCK_DEAL}`.replace('contract { label ... on SkatContract', 'contract { label ... on TarockContract { type trump target } ... on SkatContract');
export const GAMES_MATCH_VIEW = `config { players rounds rules { ${TABLE_RULES} ... on TarockRules { ${TAROCK_RULES} } } } totalDeals dealNumber dealer seats sittingOut seat turn toAct
  ... on SkatMatchView { mode bock { ${BOCK} } ramschRound { ${BOCK} forced } bockQueue { round kind triggerDeal triggers bockLeft ramschLeft } }
  totals sheet { ${SCORE_ROW} ${TAROCK_ROW} } over seed deal { ${GAMES_DEAL_VIEW} } game ... on TarockMatchView { tarock { rules { ${TAROCK_RULES} } pot potStart balances } }`;
export const GAMES_TABLE_FIELDS = TABLE_FIELDS.replace('inviteCode', 'inviteCode game variant').replace(
  `rules { ${TABLE_RULES} }`,
  `rules { ${TABLE_RULES} ... on TarockRules { ${TAROCK_RULES} } }`,
);
export const GAMES_TABLE_VIEW = `${GAMES_TABLE_FIELDS} match { ${GAMES_MATCH_VIEW} }`;
export const GAMES_DEAL_RECORD = `${DEAL_RECORD.replace('schwarzAnnounced tip }', 'schwarzAnnounced tip contract target trump }')}
  ... on TarockDealRecord { variant tarockRules: rules { ${TAROCK_RULES} } dealer sittingOut talon bids { ${TAROCK_BID} } declarer
    contract { ${TAROCK_CONTRACT} } discards declarerPoints outcome schneider durch payments potChange balances potBalance }`;
export const GAMES_EVENT_FIELDS = `${EVENT_FIELDS.replace(`view { ${MATCH_VIEW} }`, `view { ${GAMES_MATCH_VIEW} }`).replace(`row { ${SCORE_ROW} }`, `row { ${SCORE_ROW} ${TAROCK_ROW} }`)}
  ... on TarockDealStarted { ${DEAL_EVENT} dealer sittingOut scheme commitment } ... on TarockCardsDealt { ${DEAL_EVENT} hands }
  ... on TarockBidMade { ${SEAT_EVENT} call level target } ... on TarockContractDeclared { ${SEAT_EVENT} contract { ${TAROCK_CONTRACT} } }
  ... on TalonTakenUp { ${SEAT_EVENT} talonCards } ... on TarockDiscarded { ${SEAT_EVENT} discards trump }
  ... on TarockDealRevealed { ${DEAL_EVENT} tarockOutcome declarer declaration { ${TAROCK_CONTRACT} } declarerPoints schneider durch dealt talon discards seed }`;
export const GAMES_ACTION_RESULT = `seq replayed events { ${GAMES_EVENT_FIELDS} } view { ${GAMES_TABLE_VIEW} }`;

export interface LegalAction {
  __typename?: string;
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
  contract?: string | null;
  target?: number | null;
  trump?: string | null;
  /** tarockDiscard: put this many of `cards` away. */
  choose?: number | null;
}

/** The input type of an action mutation, as the SDK's document of that mutation declares it. */
function inputType(mutation: string): string {
  if (!isActionMutation(mutation)) throw new Error(`unknown action mutation ${mutation}`);
  return /\$input: (\w+)!/.exec(actionDocument(mutation).toString())![1];
}

/**
 * The mutation document and input for a legal action, exactly as a generic bot would build it:
 * the input as the SDK builds it (legalActionFields), with the caller's own selection.
 */
export function actionRequest(
  tableId: string,
  a: LegalAction,
  extra: Record<string, unknown> = {},
  selection = ACTION_RESULT,
): { query: string; variables: Record<string, unknown> } {
  const fields = legalActionFields(a as unknown as LegalActionFieldsFragment);
  const input: Record<string, unknown> = { tableId, ...extra, ...fields };
  return { query: `mutation($input: ${inputType(a.mutation)}!) { ${a.mutation}(input: $input) { ${selection} } }`, variables: { input } };
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
  // The API names action types in SCREAMING_CASE (ACCEPT_GIVE_UP); the engine's rule speaks its own names.
  const required = actions.filter((a) => !OPTIONAL_ACTIONS.has(engineValue(a.type)));
  if (!required.length) return null;
  const types = [...new Set(required.map((a) => a.type))];
  const type = types[Math.floor(random() * types.length)];
  const variants = required.filter((a) => a.type === type);
  if (type === 'BID') return variants[0];
  const a = variants[Math.floor(random() * variants.length)];
  if (!a.choose || !a.cards) return a;
  // Choose `choose` of the offered cards at random.
  const cards = [...a.cards];
  for (let i = cards.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [cards[i], cards[j]] = [cards[j], cards[i]];
  }
  return { ...a, cards: cards.slice(0, a.choose), choose: null };
}
