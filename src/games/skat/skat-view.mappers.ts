// Skat's view for one caller (viewMatch) -> the typed MatchView and SkatDealView. Only the
// caller's view goes in, so the typed view holds exactly what the caller may see.
import { toBockMark, toContract, toCurrentTrick, toDealResult, toRamschRoundMark, toScoreRow, toTrick } from '../../game/game.mappers.js';
import type { SkatMatchAction as MatchAction, SkatMatchView } from '../../game/match-port.js';
import type { BidSpeaker, SkatDealViewModel, SkatMatchViewModel } from './skat-view.models.js';
import { toLegalAction } from './skat-actions.mappers.js';

export function toDealView(m: SkatMatchView): SkatDealViewModel {
  const d = m.deal;
  const b = d.bidding;
  const seats = [...m.seats];
  const declaration = d.declaration ? toContract(d.declaration) : null;
  return {
    typename: 'SkatDealView',
    players: seats,
    seat: m.seat,
    turn: d.turn,
    toAct: [...d.toAct],
    legalActions: d.legalActions.map((a) => toLegalAction({ ...a, player: seats[a.seat] } as MatchAction)),
    hand: d.hand ? [...d.hand] : null,
    handSizes: [...d.handSizes],
    declarer: d.declarer,
    contract: declaration,
    currentTrick: toCurrentTrick(d.currentTrick),
    lastTrick: d.tricks.length ? toTrick(d.tricks[d.tricks.length - 1]) : null,
    tricks: d.tricks.map(toTrick),
    tricksWon: [...d.tricksWon],
    trickPoints: [...d.trickPoints],
    over: d.phase === 'over',
    dealt: d.dealt ? d.dealt.map((h) => [...h]) : null,
    scheme: d.scheme,
    commitment: d.commitment,
    entropy: [...d.entropy],
    seed: d.seed,
    phase: d.phase,
    mode: d.mode,
    rules: { ...d.rules },
    roles: { forehand: seats[0], middlehand: seats[1], rearhand: seats[2], sittingOut: m.sittingOut },
    bidding: {
      stage: b.stage,
      bidder: b.bidder,
      answerer: b.answerer,
      awaiting: b.awaiting as BidSpeaker | null,
      value: b.value,
      passed: [...b.passed],
      history: b.history.map((h) => ({ seat: h.seat, call: h.call, value: h.value })),
    },
    grandHandOfferTurn: d.grandHandOfferTurn,
    bid: d.bid,
    pickedUp: d.pickedUp,
    declaration,
    kontra: d.kontra,
    kontraBy: d.kontraBy,
    re: d.re,
    skat: d.skat ? [...d.skat] : null,
    discards: d.discards ? [...d.discards] : null,
    openHand: d.openHand ? [...d.openHand] : null,
    giveUp: { proposedBy: [...d.giveUp.proposedBy], pending: d.giveUp.pending },
    layOpen: d.layOpen,
    layOpenAccepted: [...d.layOpenAccepted],
    end: d.end,
    result: d.result ? toDealResult(d.result) : null,
  };
}

export function toSkatMatchView(m: SkatMatchView): SkatMatchViewModel {
  const rules = m.config.rules;
  return {
    typename: 'SkatMatchView',
    config: { players: m.config.players, rounds: m.config.rounds, rules: { typename: 'SkatRules', ...rules } },
    totalDeals: m.totalDeals,
    dealNumber: m.dealNumber,
    dealer: m.dealer,
    seats: [...m.seats],
    sittingOut: m.sittingOut,
    seat: m.seat,
    turn: m.turn,
    toAct: [...m.toAct],
    mode: m.mode,
    bock: m.bock ? toBockMark(m.bock) : null,
    ramschRound: m.ramschRound ? toRamschRoundMark(m.ramschRound) : null,
    bockQueue: m.bockQueue.map((q) => ({
      round: q.round,
      kind: q.kind,
      triggerDeal: q.triggerDeal,
      triggers: [...q.triggers],
      bockLeft: q.bockLeft,
      ramschLeft: q.ramschLeft,
    })),
    totals: [...m.totals],
    sheet: m.sheet.map(toScoreRow),
    over: m.over,
    seed: m.seed,
    deal: toDealView(m),
    game: 'skat',
  };
}
