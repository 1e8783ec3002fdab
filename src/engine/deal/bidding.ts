// The bidding (RULES.md 2), and the Grand Hand offer that replaces it in a forced-Ramsch deal
// (RULES.md 7): who becomes declarer at which bid, or that the deal is Ramsch or passed in.
import type { DealAction, EngineError, Seat } from '../types';
import { e, finish, seatName } from './common';
import { startGame } from './declaring';
import type { DealEvent, DealState } from './state';
import { BID_LADDER, isLegalBidValue } from './values';

// ---------------------------------------------------------------- Grand Hand offer

export function grandHandOffer(s: DealState, seat: Seat, accept: boolean, ev: DealEvent[]): EngineError | null {
  if (s.phase !== 'grandHandOffer') return e('WRONG_PHASE', 'No Grand Hand is being offered now.');
  if (s.offerTurn !== seat) return e('NOT_YOUR_TURN', `The Grand Hand is offered to ${seatName(s.offerTurn as Seat)} now.`);
  if (accept) {
    ev.push({ type: 'grandHandAccepted', seat });
    s.declarer = seat;
    // No bidding happened: the bid is 0, so the Grand Hand can never be overbid.
    s.bid = 0;
    s.offerTurn = null;
    startGame(s, { game: 'G', hand: true, ouvert: false, schneiderAnnounced: false, schwarzAnnounced: false, tip: false }, ev);
    return null;
  }
  ev.push({ type: 'grandHandDeclined', seat });
  if (seat < 2) {
    s.offerTurn = (seat + 1) as Seat;
    s.turn = s.offerTurn;
  } else {
    s.offerTurn = null;
    startRamsch(s);
  }
  return null;
}

export function startRamsch(s: DealState): void {
  s.ramsch = true;
  s.phase = 'playing';
  s.turn = 0;
  s.current = { leader: 0, cards: [] };
}

// ---------------------------------------------------------------- bidding

export function bidding(s: DealState, a: DealAction, ev: DealEvent[]): EngineError | null {
  if (s.phase !== 'bidding') return e('WRONG_PHASE', 'Bidding is over.');
  const b = s.bidding;
  const seat = a.seat;
  const speaker = b.awaiting === 'bidder' ? b.bidder : b.answerer;
  if (seat !== speaker) return e('NOT_YOUR_TURN', `It is ${seatName(speaker)}'s turn to ${b.awaiting === 'bidder' ? 'bid or pass' : 'hold or pass'}.`);
  if (a.type === 'bid') {
    if (b.awaiting !== 'bidder') return e('ILLEGAL_BID', `You must hold ${b.value} or pass.`);
    const v = a.value;
    if (typeof v !== 'number' || !isLegalBidValue(v)) return e('ILLEGAL_BID', `${String(v)} is not a value a game can have.`);
    if (b.stage === 2) {
      if (v !== 18) return e('ILLEGAL_BID', 'When both others pass, forehand may only take the game at 18 (or pass).');
      b.value = 18;
      b.said[seat] = 18;
      b.history.push({ seat, call: 'bid', value: 18 });
      ev.push({ type: 'bid', seat, value: 18 });
      endBidding(s, 0, ev);
      return null;
    }
    if (v <= b.value) return e('ILLEGAL_BID', `A bid must be higher than ${b.value}.`);
    b.value = v;
    b.said[seat] = v;
    b.awaiting = 'answerer';
    b.history.push({ seat, call: 'bid', value: v });
    ev.push({ type: 'bid', seat, value: v });
    s.turn = b.answerer;
    return null;
  }
  if (a.type === 'hold') {
    if (b.awaiting !== 'answerer' || b.stage === 2) return e('ILLEGAL_BID', 'There is no bid to hold: bid or pass.');
    b.said[seat] = b.value;
    b.awaiting = 'bidder';
    b.history.push({ seat, call: 'hold', value: b.value });
    ev.push({ type: 'hold', seat, value: b.value });
    s.turn = b.bidder;
    return null;
  }
  // pass
  b.passed[seat] = true;
  b.history.push({ seat, call: 'pass', value: b.value });
  ev.push({ type: 'pass', seat, value: b.value });
  if (b.stage === 2) {
    endBidding(s, null, ev);
    return null;
  }
  const survivor: Seat = seat === b.bidder ? b.answerer : b.bidder;
  if (b.stage === 0) {
    b.stage = 1;
    b.bidder = 2;
    b.answerer = survivor;
    b.awaiting = 'bidder';
    s.turn = 2;
    return null;
  }
  // stage 1 over
  if (b.value >= 18) endBidding(s, survivor, ev);
  else {
    // Nobody said a value: forehand may take the game at 18 or pass.
    b.stage = 2;
    b.bidder = 0;
    b.answerer = 0;
    b.awaiting = 'bidder';
    s.turn = 0;
  }
  return null;
}

function endBidding(s: DealState, declarer: Seat | null, ev: DealEvent[]): void {
  s.bidding.stage = 3;
  if (declarer !== null) {
    s.declarer = declarer;
    s.bid = s.bidding.value;
    s.phase = 'skatDecision';
    s.turn = declarer;
    ev.push({ type: 'biddingEnded', declarer, bid: s.bid, outcome: 'declarer' });
    return;
  }
  if (s.rules.ramsch) {
    ev.push({ type: 'biddingEnded', declarer: null, bid: 0, outcome: 'ramsch' });
    startRamsch(s);
    return;
  }
  ev.push({ type: 'biddingEnded', declarer: null, bid: 0, outcome: 'passedIn' });
  finish(s, { kind: 'passed' }, ev);
}

/** Legal actions in the Grand Hand offer and the bidding. */
export function legalBiddingActions(s: DealState): DealAction[] {
  const out: DealAction[] = [];
  if (s.phase === 'grandHandOffer') {
    const seat = s.offerTurn as Seat;
    out.push({ type: 'acceptGrandHand', seat }, { type: 'declineGrandHand', seat });
    return out;
  }
  const b = s.bidding;
  if (b.awaiting === 'answerer') {
    out.push({ type: 'hold', seat: b.answerer }, { type: 'pass', seat: b.answerer });
  } else if (b.stage === 2) {
    out.push({ type: 'bid', seat: 0, value: 18 }, { type: 'pass', seat: 0 });
  } else {
    for (const v of BID_LADDER) if (v > b.value) out.push({ type: 'bid', seat: b.bidder, value: v });
    out.push({ type: 'pass', seat: b.bidder });
  }
  return out;
}
