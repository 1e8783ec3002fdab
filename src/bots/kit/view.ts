// The typed deal view the kit reads (TableView.match.deal, as the SDK's KitMatchFields fragment
// selects it) and its mapping back to the engine's DealView, which Skat's strategies take (another
// game's kit module maps its own: bot.ts's KitGame). Enums arrive as GraphQL names (SKAT_DECISION,
// CLUBS, ACCEPT_GIVE_UP) and go back to the engine's values here.
import { engineValueOf, GAME_TYPE_OF_NAME, type DealAction, type DealView, type Seat } from '../../engine/index.js';
import type { KitMatchFieldsFragment } from '../../../sdk/src/index.js';

/** A typed deal view of any game. */
export type KitDeal = KitMatchFieldsFragment['deal'];
type AnyDeal = KitDeal;
/** Skat's typed deal view. */
export type SkatDealFields = Extract<AnyDeal, { mode: unknown }>;
type MatchFields = { deal: SkatDealFields };
type Contract = NonNullable<MatchFields['deal']['declaration']>;

export const isSkatDeal = (d: AnyDeal): d is SkatDealFields => 'mode' in d;

/** A GraphQL enum name back to the engine's value: SKAT_DECISION -> skatDecision, ACCEPT_GIVE_UP -> acceptGiveUp, SPLIT_60 -> split60. */
export const engineValue = engineValueOf;
const camel = engineValueOf;
const declaration = (c: Contract) => ({ ...c, game: GAME_TYPE_OF_NAME[c.game] });

/** The engine's DealView for the kit's strategies, from the typed view. */
export function toEngineDealView(d: AnyDeal): DealView {
  if (!isSkatDeal(d)) throw new Error('not a Skat deal');
  const seat = d.seat as Seat | null;
  const legalActions = d.legalActions.map((a) => {
    const out: Record<string, unknown> = { type: camel(a.type), seat };
    for (const [k, v] of Object.entries(a))
      if (k !== 'type' && k !== 'mutation' && k !== '__typename' && v !== null) out[k] = k === 'game' ? GAME_TYPE_OF_NAME[v as string] : v;
    return out as DealAction;
  });
  const r = d.result;
  let result: unknown = null;
  if (r?.kind === 'GAME' && r.game) {
    const { contract, ...g } = r.game;
    result = {
      kind: 'game',
      game: { ...g, declaration: declaration(contract), end: camel(g.end as string), levels: g.levels.map((l) => ({ name: camel(l.name), count: l.count })) },
    };
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
    bidding: {
      ...d.bidding,
      awaiting: d.bidding.awaiting ? camel(d.bidding.awaiting) : null,
      history: d.bidding.history.map((h) => ({ ...h, call: camel(h.call) })),
    },
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
