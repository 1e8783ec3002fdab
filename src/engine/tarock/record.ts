// The deal record of RULES.md 10.5/10.6, as a pure function of a finished deal and its place
// in the match. Seats index `hands`, `bids`, `declarer`, `leader` and `winner`; players index
// `payments` and `balances`.
import { tNames } from './cards';
import type { TarockVariant } from './options';
import type { DealOutcome, TBid, TContract, TSeat, TarockDealState } from './types';

export interface TarockDealRecord {
  deal: number;
  variant: TarockVariant;
  dealer: number;
  sittingOut: number | null;
  seats: [number, number, number];
  hands: string[][];
  talon: string[];
  bids: { seat: TSeat; bid: TBid }[];
  declarer: TSeat | null;
  contract: TContract | null;
  discarded: string[] | null;
  tricks: { leader: TSeat; cards: string[]; winner: TSeat }[];
  declarerPoints: number | null;
  result: DealOutcome;
  schneider: boolean;
  durch: boolean;
  payments: number[];
  pot: number | null;
  balances: number[];
  potBalance: number | null;
  /** The deal's shuffle seed, revealed with the record. */
  seed: string;
}

export interface DealPlace {
  deal: number;
  variant: TarockVariant;
  dealer: number;
  sittingOut: number | null;
  seats: [number, number, number];
  payments: number[];
  pot: number | null;
  balances: number[];
  potBalance: number | null;
}

export function tarockDealRecord(s: TarockDealState, place: DealPlace): TarockDealRecord {
  const redeal = s.outcome === 'redeal';
  return {
    deal: place.deal,
    variant: place.variant,
    dealer: place.dealer,
    sittingOut: place.sittingOut,
    seats: [...place.seats],
    hands: s.dealt.map(tNames),
    talon: tNames(s.talon),
    bids: s.bids.map((b) => ({ seat: b.seat, bid: b.bid })),
    declarer: redeal ? null : s.declarer,
    contract: redeal || !s.contract ? null : { ...s.contract },
    discarded: s.discarded ? tNames(s.discarded) : null,
    tricks: s.tricks.map((t) => ({ leader: t.leader, cards: tNames(t.cards), winner: t.winner })),
    declarerPoints: s.declarerPoints,
    result: s.outcome ?? 'redeal',
    schneider: s.schneider,
    durch: s.durch,
    payments: [...place.payments],
    pot: place.pot,
    balances: [...place.balances],
    potBalance: place.potBalance,
    seed: s.seed,
  };
}
