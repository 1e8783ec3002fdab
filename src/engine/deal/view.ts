// What a seat may know. viewDeal builds a seat's (or a spectator's) picture of the deal;
// redactDealEvent strips the private parts of an event for one viewer. Design: events are
// produced complete (the engine-side truth) and every subscriber gets redactDealEvent(e, viewer);
// an event never carries more than the viewer may see after redaction.
import { cardName, count, setNames } from '../cards';
import type { Seat } from '../types';
import { legalDealActions } from './deal';
import { DEAL_SCHEME_V1 } from './fair';
import type { DealEvent, DealState, DealView, TrickView, Viewer } from './state';

export function viewDeal(s: DealState, viewer: Viewer): DealView {
  const over = s.phase === 'over';
  const isSeat = viewer !== 'spectator';
  const isDeclarer = isSeat && viewer === s.declarer;
  const legal = legalDealActions(s);
  const toAct: Seat[] = [];
  for (const a of legal) if (!toAct.includes(a.seat)) toAct.push(a.seat);
  const openHand = s.declarer !== null && !over && (s.layOpen || (s.declaration?.ouvert ?? false)) ? setNames(s.hands[s.declarer]) : null;
  const trickPoints: [number, number, number] = [0, 0, 0];
  const tricks: TrickView[] = s.tricks.map((t) => {
    trickPoints[t.winner] += t.points;
    return {
      leader: t.leader,
      cards: t.cards.map((c, i) => ({ seat: ((t.leader + i) % 3) as Seat, card: cardName(c) })),
      winner: t.winner,
      points: t.points,
    };
  });
  const b = s.bidding;
  return {
    viewer,
    mode: s.mode,
    phase: s.phase,
    rules: { ...s.rules },
    turn: s.turn,
    toAct,
    legalActions: isSeat ? legal.filter((a) => a.seat === viewer) : [],
    hand: isSeat ? setNames(s.hands[viewer]) : null,
    handSizes: [count(s.hands[0]), count(s.hands[1]), count(s.hands[2])],
    bidding: {
      stage: b.stage,
      bidder: b.stage < 3 ? b.bidder : null,
      answerer: b.stage < 3 ? b.answerer : null,
      awaiting: b.stage < 3 ? b.awaiting : null,
      value: b.value,
      passed: [b.passed[0], b.passed[1], b.passed[2]],
      history: b.history.map((h) => ({ ...h })),
    },
    grandHandOfferTurn: s.offerTurn,
    declarer: s.declarer,
    bid: s.bid,
    pickedUp: s.pickedUp,
    declaration: s.declaration ? { ...s.declaration } : null,
    kontra: s.kontraBy !== null,
    kontraBy: s.kontraBy,
    re: s.re,
    skat: over || (isDeclarer && s.pickedUp) ? setNames(s.skat) : null,
    discards: s.pickedUp && s.phase !== 'discarding' && (over || isDeclarer) ? setNames(s.discards) : null,
    openHand,
    tricks,
    currentTrick: {
      leader: s.current.leader,
      cards: s.current.cards.map((c, i) => ({ seat: ((s.current.leader + i) % 3) as Seat, card: cardName(c) })),
    },
    trickPoints,
    tricksWon: [s.tricksWon[0], s.tricksWon[1], s.tricksWon[2]],
    giveUp: { proposedBy: s.giveUp.proposedBy.slice(), pending: s.giveUp.pending },
    layOpen: s.layOpen,
    layOpenAccepted: s.layOpenAccepted.slice(),
    dealt: over ? [setNames(s.dealt[0]), setNames(s.dealt[1]), setNames(s.dealt[2])] : null,
    scheme: s.scheme ?? DEAL_SCHEME_V1,
    commitment: s.commitment ?? null,
    entropy: s.entropy ? s.entropy.slice() : [],
    seed: over ? s.seed : null,
    end: s.end,
    result: s.result,
  };
}

/**
 * The event as `viewer` may see it. Private payloads (other hands in `dealt`, the skat at
 * pick-up, the discards) are replaced by null; everything else is public. Never returns the
 * input object itself, so callers may hand it out freely. No deal event is withheld whole
 * yet; the null return lets one be without an API change (the match layer's type has it).
 */
export function redactDealEvent(ev: DealEvent, viewer: Viewer): DealEvent | null {
  if (isPublicDealEvent(ev)) return structuredCloneEvent(ev);
  switch (ev.type) {
    case 'dealt':
      return {
        type: 'dealt',
        mode: ev.mode,
        hands: [0, 1, 2].map((s) => (viewer === s && ev.hands[s] ? ev.hands[s]!.slice() : null)) as [string[] | null, string[] | null, string[] | null],
        ...(ev.commitment ? { scheme: ev.scheme, commitment: ev.commitment } : {}),
      };
    case 'skatPickedUp':
    case 'discarded':
      return { ...ev, cards: viewer === ev.seat && ev.cards ? ev.cards.slice() : null };
    default:
      return structuredCloneEvent(ev);
  }
}

/** True when every viewer gets the event alike (redactDealEvent only copies it), so one copy may serve them all. */
export function isPublicDealEvent(ev: DealEvent): boolean {
  return ev.type !== 'dealt' && ev.type !== 'skatPickedUp' && ev.type !== 'discarded';
}

function structuredCloneEvent(ev: DealEvent): DealEvent {
  return JSON.parse(JSON.stringify(ev)) as DealEvent;
}
