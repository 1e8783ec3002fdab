// Skat's log events (the engine's MatchEvent, redacted for one viewer) -> their GraphQL types.
import type { MatchEvent } from '../../engine/index.js';
import { toBockMark, toContract, toDealResult, toRamschRoundMark, toScoreRow } from '../../game/game.mappers.js';

type DealEvent = Extract<MatchEvent, { type: 'deal' }>['event'];

/** Engine deal event type -> GraphQL type name. */
const DEAL_TYPES: Record<DealEvent['type'], string> = {
  dealt: 'CardsDealt',
  grandHandDeclined: 'GrandHandDeclined',
  grandHandAccepted: 'GrandHandAccepted',
  bid: 'BidSaid',
  hold: 'BidHeld',
  pass: 'BidPassed',
  biddingEnded: 'BiddingEnded',
  handChosen: 'HandChosen',
  skatPickedUp: 'SkatPickedUp',
  discarded: 'SkatDiscarded',
  declared: 'GameDeclared',
  kontra: 'KontraSaid',
  re: 'ReSaid',
  cardPlayed: 'CardPlayed',
  trickCompleted: 'TrickCompleted',
  giveUpProposed: 'GiveUpProposed',
  giveUpAccepted: 'GiveUpAccepted',
  giveUpDeclined: 'GiveUpDeclined',
  layOpen: 'HandLaidOpen',
  layOpenAccepted: 'LayOpenAccepted',
  conceded: 'GameConceded',
  dealEnded: 'DealRevealed',
};

type Fields = Record<string, unknown>;

/** A deal's opening events carry the scheme and the commitment only when the deal commits (skat-deal-v2). */
const fairFields = (e: { scheme?: string; commitment?: string }): Fields => ({
  scheme: e.commitment ? (e.scheme ?? null) : null,
  commitment: e.commitment ?? null,
});

function dealFields(e: Extract<MatchEvent, { type: 'deal' }>): { typename: string; fields: Fields } {
  const ev = e.event;
  const base: Fields = { deal: e.deal, seats: [...e.seats] };
  if ('seat' in ev) Object.assign(base, { seat: ev.seat, player: e.seats[ev.seat] });
  const typename = DEAL_TYPES[ev.type];
  switch (ev.type) {
    case 'dealt':
      return { typename, fields: { ...base, mode: ev.mode, hands: ev.hands.map((h) => (h ? [...h] : null)), ...fairFields(ev) } };
    case 'bid':
    case 'hold':
    case 'pass':
      return { typename, fields: { ...base, value: ev.value } };
    case 'biddingEnded':
      return { typename, fields: { ...base, declarer: ev.declarer, bid: ev.bid, outcome: ev.outcome } };
    case 'skatPickedUp':
      return { typename, fields: { ...base, skatCards: ev.cards ? [...ev.cards] : null } };
    case 'discarded':
      return { typename, fields: { ...base, discards: ev.cards ? [...ev.cards] : null } };
    case 'declared':
      return { typename, fields: { ...base, contract: toContract(ev.declaration), ouvertHand: ev.ouvertHand ? [...ev.ouvertHand] : null } };
    case 'cardPlayed':
      return { typename, fields: { ...base, card: ev.card } };
    case 'trickCompleted':
      return {
        typename,
        fields: {
          ...base,
          trick: ev.trick,
          leader: ev.leader,
          cards: ev.cards.map((c) => ({ seat: c.seat, card: c.card })),
          winner: ev.winner,
          points: ev.points,
        },
      };
    case 'layOpen':
      return { typename, fields: { ...base, hand: [...ev.hand] } };
    case 'dealEnded':
      return {
        typename,
        fields: {
          ...base,
          result: toDealResult(ev.result),
          dealt: ev.dealt.map((h) => [...h]),
          skat: [...ev.skat],
          discards: ev.discards ? [...ev.discards] : null,
          seed: ev.seed,
        },
      };
    default:
      return { typename, fields: base };
  }
}

function matchFields(e: Exclude<MatchEvent, { type: 'deal' }>): { typename: string; fields: Fields } {
  switch (e.type) {
    case 'dealStarted':
      return {
        typename: 'DealStarted',
        fields: {
          deal: e.deal,
          dealer: e.dealer,
          seats: [...e.seats],
          sittingOut: e.sittingOut,
          mode: e.mode,
          bock: e.bock ? toBockMark(e.bock) : null,
          ramschRound: e.ramschRound ? toRamschRoundMark(e.ramschRound) : null,
          ...fairFields(e),
        },
      };
    case 'dealEnded':
      return { typename: 'DealEnded', fields: { deal: e.deal, result: toDealResult(e.result) } };
    case 'dealScored':
      return { typename: 'DealScored', fields: { deal: e.deal, row: toScoreRow(e.row) } };
    case 'matchEnded':
      return { typename: 'MatchEnded', fields: { totals: [...e.totals], seed: e.seed } };
  }
}

/** The GraphQL type name and fields of a Skat event. */
export function skatEventFields(m: MatchEvent): { typename: string; fields: Fields } {
  return m.type === 'deal' ? dealFields(m) : matchFields(m);
}
