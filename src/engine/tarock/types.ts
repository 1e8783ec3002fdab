// Tarock's data model: plain JSON throughout, so a state can be stored, sent and replayed.
import type { TCard, TSuit } from './cards';
import type { TarockVariant } from './options';

export type TSeat = 0 | 1 | 2;
export type SimpleContract = 'FRAGE' | 'HEART_FRAGE' | 'SOLO' | 'HEART_SOLO' | 'BETTEL';
export type ContractType = SimpleContract | 'PICK_UP' | 'HAND';
/** A speech: pass, hold, a simple contract level, or Haferl's `pickUp` and Hand targets 61..116. */
export type TBid = 'pass' | 'hold' | SimpleContract | 'pickUp' | number;

export interface TContract {
  type: ContractType;
  /** Suit letter; null for Bettel, and for a Frage or Pick-Up until the discards name it. */
  trump: TSuit | null;
  /** Card points needed to win; null for Bettel. */
  target: number | null;
}

export type TarockAction =
  | { type: 'bid'; seat: TSeat; bid: TBid }
  | { type: 'declare'; seat: TSeat; contract: ContractType; trump?: TSuit }
  | { type: 'discard'; seat: TSeat; cards: string[]; trump?: TSuit }
  | { type: 'play'; seat: TSeat; card: string };

export type TarockErrorCode =
  | 'NOT_YOUR_TURN'
  | 'WRONG_PHASE'
  | 'ILLEGAL_BID'
  | 'ILLEGAL_CONTRACT'
  | 'ILLEGAL_DISCARD'
  | 'CARD_NOT_IN_HAND'
  | 'MUST_FOLLOW_SUIT'
  | 'MUST_TRUMP'
  | 'UNKNOWN_ACTION'
  | 'UNKNOWN_CARD'
  | 'MATCH_OVER';

export interface TarockError {
  code: TarockErrorCode;
  message: string;
}

export type TarockResult<S> = { ok: true; state: S } | { ok: false; error: TarockError };

export type TarockPhase = 'bidding' | 'declaring' | 'discarding' | 'playing' | 'over';
export type DealOutcome = 'won' | 'lost' | 'draw' | 'redeal';

export interface TTrick {
  leader: TSeat;
  /** In play order from the leader. */
  cards: TCard[];
  winner: TSeat;
}

/** The auction: seats enter in order; a bid over a holder is answered by the holder at once. */
export interface Auction {
  /** Index in the variant's ladder of the highest bid so far; -1 before any. */
  high: number;
  holder: TSeat | null;
  challenger: TSeat | null;
  /** The next seat to speak for the first time; 3 when all have. */
  next: number;
  mode: 'enter' | 'answer' | 'raise';
}

export interface TarockDealRules {
  variant: TarockVariant;
  heartFrage: boolean;
  bettel: boolean;
  pickUpHeartsOnly: boolean;
}

export interface TarockDealState {
  rules: TarockDealRules;
  seed: string;
  /** Dealt cards by seat (11 each) and the talon (3), sorted. */
  dealt: TCard[][];
  talon: TCard[];
  hands: TCard[][];
  phase: TarockPhase;
  turn: TSeat | null;
  bids: { seat: TSeat; bid: TBid }[];
  auction: Auction;
  declarer: TSeat | null;
  contract: TContract | null;
  /** True once the declarer took up the talon (Frage, Pick-Up). */
  pickedUp: boolean;
  discarded: TCard[] | null;
  tricks: TTrick[];
  current: { leader: TSeat; cards: TCard[] } | null;
  outcome: DealOutcome | null;
  declarerPoints: number | null;
  schneider: boolean;
  durch: boolean;
  log: TarockAction[];
}
