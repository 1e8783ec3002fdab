// The Tarock port's view, records and actions -> the typed Tarock models. Only the caller's
// view (viewTarock) or a finished deal's record goes in, so nothing hidden can come out.
import type { ActionTypeGql } from '../../actions/legal-action.models.js';
import type { RecordMoveModel, RecordSeatModel } from '../../scoring/deal-record.models.js';
import type { TarockAction } from '../../engine/tarock/index.js';
import {
  TAROCK_DEAL_SCHEME,
  tarockDealCommitment,
  tarockPoints,
  type TarockOptions,
  type TarockDealRecord,
  type TarockEvent,
  type TarockActionBody,
  type TarockTableView,
  type TBid,
  type TContract,
} from '../../engine/tarock/index.js';
import { toTarockRules } from '../../game/schema-vocabulary.js';
import type {
  TarockBidCallModel,
  TarockContractModel,
  TarockDealRecordModel,
  TarockDealViewModel,
  TarockLegalAction,
  TarockMatchViewModel,
  TarockScoreRowModel,
} from './tarock.models.js';

/** A Tarock table's options as the TableRules union shows them. */
export const tarockTableRules = (o: TarockOptions) => ({ typename: 'TarockRules', ...toTarockRules(o) });

const SUIT_NAMES: Record<string, string> = { E: 'Acorns', G: 'Leaves', H: 'Hearts', S: 'Bells' };
const CONTRACT_NAMES: Record<string, string> = {
  FRAGE: 'Frage',
  HEART_FRAGE: 'Heart Frage',
  SOLO: 'Solo',
  HEART_SOLO: 'Heart Solo',
  BETTEL: 'Bettel',
  PICK_UP: 'Pick-Up',
  HAND: 'Hand',
};

export function toTarockContract(c: TContract): TarockContractModel {
  const parts = [CONTRACT_NAMES[c.type] ?? c.type];
  if (c.trump && c.type !== 'HEART_FRAGE' && c.type !== 'HEART_SOLO') parts.push(SUIT_NAMES[c.trump]);
  if (c.type === 'HAND' && c.target !== null) parts.push(String(c.target));
  return { typename: 'TarockContract', label: parts.join(' '), type: c.type, trump: c.trump, target: c.target };
}

export function toTarockBid(b: { seat: number; bid: TBid }): TarockBidCallModel {
  if (b.bid === 'pass' || b.bid === 'hold') return { seat: b.seat, call: b.bid, level: null, target: null };
  if (typeof b.bid === 'number') return { seat: b.seat, call: 'bid', level: null, target: b.bid };
  return { seat: b.seat, call: 'bid', level: b.bid === 'pickUp' ? 'PICK_UP' : b.bid, target: null };
}

const LEGAL = 'TarockLegalAction';

/** One Tarock action as the API offers it: in the vocabulary of its mutations (tarock<Move>). */
export function toTarockLegalAction(a: TarockActionBody): TarockLegalAction {
  switch (a.type) {
    case 'bid': {
      if (a.bid === 'pass') return { typename: LEGAL, type: 'pass' as ActionTypeGql, mutation: 'tarockPass' };
      if (a.bid === 'hold') return { typename: LEGAL, type: 'hold' as ActionTypeGql, mutation: 'tarockHold' };
      const out: TarockLegalAction = { typename: LEGAL, type: 'bid' as ActionTypeGql, mutation: 'tarockBid' };
      if (typeof a.bid === 'number') out.target = a.bid;
      else out.contract = a.bid === 'pickUp' ? 'PICK_UP' : a.bid;
      return out;
    }
    case 'declare':
      return { typename: LEGAL, type: 'declare' as ActionTypeGql, mutation: 'tarockDeclare', contract: a.contract, ...(a.trump ? { trump: a.trump } : {}) };
    case 'discard':
      return { typename: LEGAL, type: 'discard' as ActionTypeGql, mutation: 'tarockDiscard', cards: [...a.cards], ...(a.trump ? { trump: a.trump } : {}) };
    case 'play':
      return { typename: LEGAL, type: 'play' as ActionTypeGql, mutation: 'tarockPlayCard', card: a.card };
  }
}

/**
 * A seat's Tarock actions as the API lists them. Discarding offers up to 364 card triples (times
 * the trump choices); they are listed as one entry per trump choice: `cards` is the whole hand
 * and `choose` says how many of them to put away.
 */
export function toTarockLegalActions(actions: readonly TarockActionBody[], hand: readonly string[] | null): TarockLegalAction[] {
  if (!actions.length || actions[0].type !== 'discard') return actions.map(toTarockLegalAction);
  const trumps = [...new Set(actions.map((a) => (a as { trump?: string }).trump ?? null))];
  const cards = hand ? [...hand] : [...new Set(actions.flatMap((a) => (a as { cards: string[] }).cards))];
  return trumps.map((trump) => ({
    typename: LEGAL,
    type: 'discard' as ActionTypeGql,
    mutation: 'tarockDiscard',
    cards,
    choose: 3,
    ...(trump ? { trump } : {}),
  }));
}

const trickOf = (t: { leader: number; cards: string[]; winner: number }) => ({
  leader: t.leader,
  cards: t.cards.map((card, i) => ({ seat: (t.leader + i) % 3, card })),
  winner: t.winner,
  points: tarockPoints(t.cards),
});

export function toTarockDealView(m: TarockTableView): TarockDealViewModel {
  const d = m.deal;
  const seats = [...m.seats];
  const tricks = d.tricks.map(trickOf);
  const tricksWon = [0, 0, 0];
  const trickPoints = [0, 0, 0];
  for (const t of tricks) {
    tricksWon[t.winner]++;
    trickPoints[t.winner] += t.points;
  }
  const declaration = d.contract ? toTarockContract(d.contract) : null;
  const holder = d.phase === 'bidding' ? holderOf(d.bids) : d.declarer;
  return {
    typename: 'TarockDealView',
    players: seats,
    seat: m.seat,
    turn: d.turn,
    toAct: d.turn === null ? [] : [d.turn],
    legalActions: toTarockLegalActions(d.legalActions, d.hand),
    hand: d.hand ? [...d.hand] : null,
    handSizes: [...d.handSizes],
    declarer: d.declarer,
    contract: declaration,
    currentTrick: d.current
      ? { leader: d.current.leader, cards: d.current.cards.map((card, i) => ({ seat: (d.current!.leader + i) % 3, card })) }
      : { leader: tricks.at(-1)?.winner ?? 0, cards: [] },
    lastTrick: tricks.at(-1) ?? null,
    tricks,
    tricksWon,
    trickPoints,
    over: d.phase === 'over',
    dealt: d.dealt ? d.dealt.map((h) => [...h]) : null,
    scheme: d.scheme,
    commitment: d.commitment,
    entropy: [...d.entropy],
    seed: d.seed,
    tarockPhase: d.phase,
    variant: m.config.options.variant,
    roles: { forehand: seats[0], middlehand: seats[1], rearhand: seats[2], sittingOut: m.sittingOut },
    bids: d.bids.map(toTarockBid),
    holder,
    declaration,
    pickedUp: d.talon !== null && d.phase !== 'over' ? true : d.contract !== null && ['FRAGE', 'HEART_FRAGE', 'PICK_UP'].includes(d.contract.type),
    talon: d.talon ? [...d.talon] : null,
    discards: d.discarded ? [...d.discarded] : null,
    declarerPoints: d.declarerPoints,
    outcome: d.outcome,
  };
}

/** The seat holding the highest bid: the last seat that bid or held. */
function holderOf(bids: readonly { seat: number; bid: TBid }[]): number | null {
  let holder: number | null = null;
  for (const b of bids) if (b.bid !== 'pass') holder = b.seat;
  return holder;
}

export function toTarockScoreRow(r: TarockDealRecord): TarockScoreRowModel {
  return {
    typename: 'TarockScoreRow',
    deal: r.deal,
    dealer: r.dealer,
    seats: [...r.seats],
    sittingOut: r.sittingOut,
    scores: [...r.payments],
    totals: [...r.balances],
    seed: r.seed,
    variant: r.variant,
    declarer: r.declarer,
    contract: r.contract ? toTarockContract(r.contract) : null,
    outcome: r.result,
    declarerPoints: r.declarerPoints,
    schneider: r.schneider,
    durch: r.durch,
    potChange: r.pot,
    potBalance: r.potBalance,
  };
}

export function toTarockMatchView(m: TarockTableView): TarockMatchViewModel {
  const o = m.config.options;
  return {
    typename: 'TarockMatchView',
    config: {
      players: m.config.players,
      rounds: m.config.rounds,
      rules: tarockTableRules(o),
    },
    totalDeals: m.totalDeals,
    dealNumber: m.dealNumber,
    dealer: m.dealer,
    seats: [...m.seats],
    sittingOut: m.sittingOut,
    seat: m.seat,
    turn: m.turn,
    toAct: [...m.toAct],
    totals: [...m.totals],
    sheet: m.sheet.map(toTarockScoreRow),
    over: m.over,
    seed: m.seed,
    deal: toTarockDealView(m),
    game: 'tarock',
    tarock: { rules: toTarockRules(o), pot: m.pot, potStart: m.potStart, balances: [...m.totals] },
  };
}

/** A redacted Tarock log entry -> its GraphQL type name and fields. */
export function tarockEventFields(e: TarockEvent): { typename: string; fields: Record<string, unknown> } {
  const base: Record<string, unknown> = { deal: e.deal, seats: [...e.seats] };
  if ('seat' in e) Object.assign(base, { seat: e.seat, player: e.seats[e.seat] });
  switch (e.type) {
    case 'dealStarted':
      return { typename: 'TarockDealStarted', fields: { ...base, dealer: e.dealer, sittingOut: e.sittingOut, scheme: e.scheme, commitment: e.commitment } };
    case 'cardsDealt':
      return { typename: 'TarockCardsDealt', fields: { ...base, hands: e.hands.map((h) => (h ? [...h] : null)) } };
    case 'bid': {
      const b = toTarockBid({ seat: e.seat, bid: e.bid });
      return { typename: 'TarockBidMade', fields: { ...base, call: b.call, level: b.level, target: b.target } };
    }
    case 'declared':
      return { typename: 'TarockContractDeclared', fields: { ...base, contract: toTarockContract(e.contract) } };
    case 'talonTakenUp':
      return { typename: 'TalonTakenUp', fields: { ...base, talonCards: e.talon ? [...e.talon] : null } };
    case 'discarded':
      return { typename: 'TarockDiscarded', fields: { ...base, discards: e.cards ? [...e.cards] : null, trump: e.trump } };
    case 'cardPlayed':
      return { typename: 'CardPlayed', fields: { ...base, card: e.card } };
    case 'trickCompleted':
      return {
        typename: 'TrickCompleted',
        fields: { ...base, trick: e.trick, leader: e.leader, cards: e.cards.map((c) => ({ ...c })), winner: e.winner, points: e.points },
      };
    case 'dealRevealed': {
      const r = e.record;
      return {
        typename: 'TarockDealRevealed',
        fields: {
          ...base,
          tarockOutcome: r.result,
          declarer: r.declarer,
          declaration: r.contract ? toTarockContract(r.contract) : null,
          declarerPoints: r.declarerPoints,
          schneider: r.schneider,
          durch: r.durch,
          dealt: r.hands.map((h) => [...h]),
          talon: [...r.talon],
          discards: r.discarded ? [...r.discarded] : null,
          seed: r.seed,
        },
      };
    }
    case 'dealScored':
      return { typename: 'DealScored', fields: { deal: e.deal, row: toTarockScoreRow(e.record) } };
    case 'matchEnded':
      return { typename: 'MatchEnded', fields: { totals: [...e.totals], seed: e.seed } };
  }
}

/** A Tarock move (deal seat) as a record move, in the vocabulary of the mutations. */
export function toTarockRecordMove(a: TarockAction): RecordMoveModel {
  const l = toTarockLegalAction(a);
  return {
    seat: a.seat,
    type: l.type,
    value: null,
    card: l.card ?? null,
    cards: l.cards ?? null,
    game: null,
    ouvert: null,
    schneiderAnnounced: null,
    schwarzAnnounced: null,
    tip: null,
    contract: l.contract ?? null,
    target: l.target ?? null,
    trump: l.trump ?? null,
  };
}

export interface TarockRecordPlace {
  tableId: string;
  players: RecordSeatModel[];
  entropy: string[];
  matchCommitment: string | null;
  rules: TarockOptions;
}

export function toTarockDealRecord(r: TarockDealRecord, moves: TarockAction[], place: TarockRecordPlace): TarockDealRecordModel {
  return {
    typename: 'TarockDealRecord',
    tableId: place.tableId,
    deal: r.deal,
    seed: r.seed,
    scheme: TAROCK_DEAL_SCHEME,
    commitment: tarockDealCommitment(r.seed),
    entropy: [...place.entropy],
    matchCommitment: place.matchCommitment,
    players: place.players,
    hands: r.hands.map((h) => [...h]),
    moves: moves.map(toTarockRecordMove),
    tricks: r.tricks.map(trickOf).map((t) => ({ leader: t.leader, winner: t.winner, complete: true, points: t.points, cards: t.cards.map((c) => c.card) })),
    variant: r.variant,
    rules: toTarockRules(place.rules),
    dealer: r.dealer,
    sittingOut: r.sittingOut,
    talon: [...r.talon],
    bids: r.bids.map(toTarockBid),
    declarer: r.declarer,
    contract: r.contract ? toTarockContract(r.contract) : null,
    discards: r.discarded ? [...r.discarded] : null,
    declarerPoints: r.declarerPoints,
    outcome: r.result,
    schneider: r.schneider,
    durch: r.durch,
    payments: [...r.payments],
    potChange: r.pot,
    balances: [...r.balances],
    potBalance: r.potBalance,
  };
}
