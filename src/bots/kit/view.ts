// The typed deal view the kit reads (TableView.match.deal, a SkatDealView) and its mapping back
// to the engine's DealView, which the strategies take. The selection below asks for exactly the
// fields the mapping needs; enums arrive as GraphQL names (SKAT_DECISION, CLUBS) and go back to
// the engine's values here.
import type { DealAction, DealView, GameType, RuleOptions, Seat } from '../../engine/index.js';

const RULES = 'kontraRe kontraRequiresBid ramsch bock bockRamschRounds tips tournamentScoring concessions';
const CONTRACT = 'game hand ouvert schneiderAnnounced schwarzAnnounced tip';
const GAME_RESULT = `declarer contract { ${CONTRACT} } bid won end matadors base levels { name count } gameValue overbid value
  declarerPoints defenderPoints declarerTricks schneider schwarz tipMade kontra re kontraBy score`;
const TRICK = 'leader cards { seat card } winner points';

/** The selection of TableView.match the kit asks for. */
export const MATCH_FIELDS = `over deal { seat turn toAct hand handSizes declarer
  legalActions { type value card cards game ouvert schneiderAnnounced schwarzAnnounced tip }
  currentTrick { leader cards { seat card } } tricks { ${TRICK} } tricksWon trickPoints dealt scheme commitment entropy seed
  ... on SkatDealView { phase mode rules { ${RULES} } bidding { stage bidder answerer awaiting value passed history { seat call value } }
    grandHandOfferTurn bid pickedUp declaration { ${CONTRACT} } kontra kontraBy re skat discards openHand giveUp { proposedBy pending }
    layOpen layOpenAccepted end
    result { kind game { ${GAME_RESULT} } ramsch { cardPoints tricks losers jungfrau durchmarsch scores } } } }`;

type Contract = { game: string; hand: boolean; ouvert: boolean; schneiderAnnounced: boolean; schwarzAnnounced: boolean; tip: boolean };
type SeatCard = { seat: number; card: string };
type Trick = { leader: number; cards: SeatCard[]; winner: number; points: number };

/** TableView.match as MATCH_FIELDS selects it. */
export interface MatchDto {
  over: boolean;
  deal: {
    seat: number | null;
    turn: number | null;
    toAct: number[];
    hand: string[] | null;
    handSizes: number[];
    declarer: number | null;
    legalActions: { type: string; value: number | null; card: string | null; cards: string[] | null; game: string | null; ouvert: boolean | null; schneiderAnnounced: boolean | null; schwarzAnnounced: boolean | null; tip: boolean | null }[];
    currentTrick: { leader: number; cards: SeatCard[] };
    tricks: Trick[];
    tricksWon: number[];
    trickPoints: number[];
    dealt: string[][] | null;
    scheme: DealView['scheme'];
    commitment: string | null;
    entropy: string[];
    seed: string | null;
    phase: string;
    mode: string;
    rules: RuleOptions;
    bidding: { stage: number; bidder: number | null; answerer: number | null; awaiting: string | null; value: number; passed: boolean[]; history: { seat: number; call: string; value: number }[] };
    grandHandOfferTurn: number | null;
    bid: number;
    pickedUp: boolean;
    declaration: Contract | null;
    kontra: boolean;
    kontraBy: number | null;
    re: boolean;
    skat: string[] | null;
    discards: string[] | null;
    openHand: string[] | null;
    giveUp: { proposedBy: number[]; pending: number | null };
    layOpen: boolean;
    layOpenAccepted: number[];
    end: string | null;
    result: { kind: string; game: (Omit<Record<string, unknown>, 'contract'> & { contract: Contract; levels: { name: string; count: number }[] }) | null; ramsch: Record<string, unknown> | null } | null;
  };
}

/** A GraphQL enum name back to the engine's value: SKAT_DECISION -> skatDecision, SPLIT_60 -> split60. */
const camel = (v: string): string => v.toLowerCase().replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
const GAME_LETTER: Record<string, GameType> = { CLUBS: 'C', SPADES: 'S', HEARTS: 'H', DIAMONDS: 'D', GRAND: 'G', NULL: 'N' };

const declaration = (c: Contract) => ({ ...c, game: GAME_LETTER[c.game] });

/** The engine's DealView for the kit's strategies, from the typed view. */
export function toEngineDealView(d: MatchDto['deal']): DealView {
  const seat = d.seat as Seat | null;
  const legalActions = d.legalActions.map((a) => {
    const out: Record<string, unknown> = { type: a.type, seat };
    for (const [k, v] of Object.entries(a)) if (k !== 'type' && v !== null) out[k] = k === 'game' ? GAME_LETTER[v as string] : v;
    return out as DealAction;
  });
  const r = d.result;
  let result: unknown = null;
  if (r?.kind === 'GAME' && r.game) {
    const { contract, ...g } = r.game;
    result = { kind: 'game', game: { ...g, declaration: declaration(contract), end: camel(g.end as string), levels: g.levels.map((l) => ({ name: camel(l.name), count: l.count })) } };
  } else if (r) result = r.kind === 'RAMSCH' ? { kind: 'ramsch', ramsch: r.ramsch } : { kind: 'passed' };
  return {
    viewer: seat ?? 'spectator',
    mode: camel(d.mode),
    phase: camel(d.phase),
    rules: { ...d.rules },
    turn: d.turn,
    toAct: [...d.toAct],
    legalActions,
    hand: d.hand,
    handSizes: d.handSizes,
    bidding: { ...d.bidding, awaiting: d.bidding.awaiting ? camel(d.bidding.awaiting) : null, history: d.bidding.history.map((h) => ({ ...h, call: camel(h.call) })) },
    grandHandOfferTurn: d.grandHandOfferTurn,
    declarer: d.declarer,
    bid: d.bid,
    pickedUp: d.pickedUp,
    declaration: d.declaration ? declaration(d.declaration) : null,
    kontra: d.kontra,
    kontraBy: d.kontraBy,
    re: d.re,
    skat: d.skat,
    discards: d.discards,
    openHand: d.openHand,
    tricks: d.tricks,
    currentTrick: d.currentTrick,
    trickPoints: d.trickPoints,
    tricksWon: d.tricksWon,
    giveUp: d.giveUp,
    layOpen: d.layOpen,
    layOpenAccepted: d.layOpenAccepted,
    dealt: d.dealt,
    scheme: d.scheme,
    commitment: d.commitment,
    entropy: d.entropy,
    seed: d.seed,
    end: d.end ? camel(d.end) : null,
    result,
  } as DealView;
}
