// The typed deal view the kit reads (TableView.match.deal, a SkatDealView or a TarockDealView, as
// the SDK's KitMatchFields fragment selects it) and its mapping back to the engine's DealView (or
// Tarock's), which the strategies take. Enums arrive as GraphQL names (SKAT_DECISION, CLUBS,
// ACCEPT_GIVE_UP) and go back to the engine's values here.
import { engineValueOf, GAME_TYPE_OF_NAME, type DealAction, type DealView, type Seat } from '../../engine/index.js';
import type { TarockAction, TarockDealView, TBid, TSeat } from '../../engine/tarock/index.js';
import type { KitMatchFieldsFragment, LegalActionFieldsFragment } from '../../../sdk/src/index.js';

type AnyDeal = KitMatchFieldsFragment['deal'];
/** The Skat half of the typed deal view. */
export type SkatDealFields = Extract<AnyDeal, { mode: unknown }>;
/** The Tarock half of the typed deal view. */
export type TarockDealFields = Extract<AnyDeal, { tarockPhase: unknown }>;
type MatchFields = { deal: SkatDealFields };
type Contract = NonNullable<MatchFields['deal']['declaration']>;

export const isTarockDeal = (d: AnyDeal): d is TarockDealFields => 'tarockPhase' in d;

/** The API's Tarock suits (TarockSuit) -> the engine's letters, and back. */
export const SUIT_LETTER: Record<string, 'E' | 'G' | 'H' | 'S'> = { ACORNS: 'E', LEAVES: 'G', HEARTS: 'H', BELLS: 'S' };
export const SUIT_NAME: Record<string, string> = { E: 'ACORNS', G: 'LEAVES', H: 'HEARTS', S: 'BELLS' };

/** A GraphQL enum name back to the engine's value: SKAT_DECISION -> skatDecision, ACCEPT_GIVE_UP -> acceptGiveUp, SPLIT_60 -> split60. */
export const engineValue = engineValueOf;
const camel = engineValueOf;
const declaration = (c: Contract) => ({ ...c, game: GAME_TYPE_OF_NAME[c.game] });

/** The engine's DealView for the kit's strategies, from the typed view. */
export function toEngineDealView(d: AnyDeal): DealView {
  if (isTarockDeal(d)) throw new Error('a Tarock deal: use toEngineTarockView');
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

/** A Tarock legal action (API form) as the engine's actions: a "choose 3 of these" discard becomes every triple. */
export function tarockActionsOf(legal: LegalActionFieldsFragment, seat: TSeat): TarockAction[] {
  if (legal.__typename !== 'TarockLegalAction') throw new Error(`not a Tarock legal action: ${legal.__typename}`);
  const a = legal;
  const trump = a.trump ? { trump: SUIT_LETTER[a.trump] } : {};
  switch (a.type) {
    case 'PASS':
    case 'HOLD':
      return [{ type: 'bid', seat, bid: camel(a.type) as 'pass' | 'hold' }];
    case 'BID':
      return [{ type: 'bid', seat, bid: a.target ?? (a.contract === 'PICK_UP' ? 'pickUp' : (a.contract as 'FRAGE')) }];
    case 'DECLARE':
      return [{ type: 'declare', seat, contract: a.contract as 'FRAGE', ...trump }];
    case 'DISCARD': {
      const cards = a.cards ?? [];
      if (!a.choose) return [{ type: 'discard', seat, cards, ...trump }];
      const out: TarockAction[] = [];
      for (let i = 0; i < cards.length; i++)
        for (let j = i + 1; j < cards.length; j++)
          for (let k = j + 1; k < cards.length; k++) out.push({ type: 'discard', seat, cards: [cards[i], cards[j], cards[k]], ...trump });
      return out;
    }
    default:
      return [{ type: 'play', seat, card: a.card! }];
  }
}

/** The engine's Tarock deal view for Tarock's strategies, from the typed view, with its legal actions. */
export function toEngineTarockView(d: TarockDealFields): TarockDealView & { legalActions: TarockAction[] } {
  const seat = d.seat as TSeat | null;
  const bidOf = (b: { seat: number; call: string; level: string | null; target: number | null }): { seat: TSeat; bid: TBid } => ({
    seat: b.seat as TSeat,
    bid: (b.call !== 'BID' ? camel(b.call) : (b.target ?? (b.level === 'PICK_UP' ? 'pickUp' : b.level))) as TBid,
  });
  const cur = d.currentTrick;
  return {
    viewer: seat ?? 'spectator',
    phase: camel(d.tarockPhase) as TarockDealView['phase'],
    turn: d.turn as TSeat | null,
    hand: d.hand,
    handSizes: d.handSizes,
    bids: d.bids.map(bidOf),
    declarer: d.declarer as TSeat | null,
    contract: d.declaration
      ? { type: d.declaration.type, trump: d.declaration.trump ? SUIT_LETTER[d.declaration.trump] : null, target: d.declaration.target }
      : null,
    talon: d.talon,
    discarded: d.discards,
    tricks: d.tricks.map((t) => ({ leader: t.leader as TSeat, cards: t.cards.map((c) => c.card), winner: t.winner as TSeat })),
    current: d.tarockPhase === 'PLAYING' ? { leader: cur.leader as TSeat, cards: cur.cards.map((c) => c.card) } : null,
    outcome: d.outcome ? (camel(d.outcome) as TarockDealView['outcome']) : null,
    declarerPoints: d.declarerPoints,
    seed: d.seed,
    dealt: d.dealt,
    legalActions: seat === null ? [] : d.legalActions.flatMap((a) => tarockActionsOf(a, seat)),
  };
}
