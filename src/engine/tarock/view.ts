// What one seat may know of a deal (RULES.md 10.1-10.2): its own hand; the talon only as the
// declarer who takes it up; the discards only as the declarer; the seed, every dealt hand, the
// talon and the discards for everyone once the deal is over. Played cards are public.
import { tNames } from './cards';
import type { TBid, TContract, TSeat, TarockDealState, TarockPhase } from './types';

export type TarockViewer = TSeat | 'spectator';

export interface TarockDealView {
  viewer: TarockViewer;
  phase: TarockPhase;
  turn: TSeat | null;
  hand: string[] | null;
  handSizes: number[];
  bids: { seat: TSeat; bid: TBid }[];
  declarer: TSeat | null;
  contract: TContract | null;
  talon: string[] | null;
  discarded: string[] | null;
  tricks: { leader: TSeat; cards: string[]; winner: TSeat }[];
  current: { leader: TSeat; cards: string[] } | null;
  outcome: TarockDealState['outcome'];
  declarerPoints: number | null;
  /** Revealed when the deal is over. */
  seed: string | null;
  dealt: string[][] | null;
}

export function viewTarockDeal(s: TarockDealState, viewer: TarockViewer): TarockDealView {
  const over = s.phase === 'over';
  const isDeclarer = viewer !== 'spectator' && viewer === s.declarer;
  return {
    viewer,
    phase: s.phase,
    turn: s.turn,
    hand: viewer === 'spectator' ? null : tNames(s.hands[viewer]),
    handSizes: s.hands.map((h) => h.length),
    bids: s.bids.map((b) => ({ ...b })),
    declarer: s.declarer,
    contract: s.contract && { ...s.contract },
    talon: over || (isDeclarer && s.pickedUp) ? tNames(s.talon) : null,
    discarded: s.discarded && (over || isDeclarer) ? tNames(s.discarded) : null,
    tricks: s.tricks.map((t) => ({ leader: t.leader, cards: tNames(t.cards), winner: t.winner })),
    current: s.current && { leader: s.current.leader, cards: tNames(s.current.cards) },
    outcome: s.outcome,
    declarerPoints: s.declarerPoints,
    seed: over ? s.seed : null,
    dealt: over ? s.dealt.map(tNames) : null,
  };
}
