// The deal's serialisable state, its events and its per-seat view. Card sets inside the
// state are uint32 bitmasks (plain numbers, so JSON round-trips them); cards in events and
// views are ISS names.
import type { Card, CardSet } from '../cards';
import type { DealAction, DealResult, Declaration, GameEnd, RuleOptions, Seat } from '../types';
import type { DealScheme } from './fair';

export type DealMode = 'normal' | 'ramsch' | 'grandHandOffer';

export type DealPhase =
  | 'grandHandOffer' // forced-Ramsch deal: seats in turn accept or decline a Grand Hand
  | 'bidding'
  | 'skatDecision' // declarer: pick up the skat, or declare a Hand game
  | 'discarding' // declarer holds 12 cards and puts two away
  | 'declaring' // after discarding: declare a (non-Hand) game
  | 'playing'
  | 'over';

export type BidCall = { seat: Seat; call: 'bid' | 'hold' | 'pass'; value: number };

export interface BiddingState {
  /** 0: middlehand bids to forehand; 1: rearhand bids to the survivor; 2: forehand alone may take 18; 3: done. */
  stage: 0 | 1 | 2 | 3;
  /** The seat that says a value (or passes). */
  bidder: Seat;
  /** The seat that holds (or passes); equals bidder in stage 2. */
  answerer: Seat;
  /** Whether the bidder or the answerer is to speak. */
  awaiting: 'bidder' | 'answerer';
  /** Highest value said or held so far (0: none). */
  value: number;
  passed: [boolean, boolean, boolean];
  /** Highest value each seat said or held (for kontraRequiresBid). */
  said: [number, number, number];
  history: BidCall[];
}

export interface Trick {
  leader: Seat;
  /** Cards in play order (leader first). */
  cards: Card[];
  winner: Seat;
  points: number;
}

export interface DealState {
  version: 1;
  rules: RuleOptions;
  /** Secret until the deal is over (views and events show it only then). */
  seed: string;
  /** How the deck came from the seed (fair.ts). Absent: skat-deal-v1 (states written before schemes, fixed decks). */
  scheme?: DealScheme;
  /** skat-deal-v2: the players' entropy mixed into the shuffle, in player order ('' for none). */
  entropy?: string[];
  /** skat-deal-v2: SHA-256 of the scheme name and the seed, public from the deal's start. */
  commitment?: string;
  mode: DealMode;
  phase: DealPhase;
  /** This deal is (or became) a Ramsch: no declarer, Jacks only trumps. */
  ramsch: boolean;
  /** Cards as dealt (10 each) and the original skat. */
  dealt: [CardSet, CardSet, CardSet];
  skat: CardSet;
  /** Current hands (the declarer holds 12 between pick-up and discard). */
  hands: [CardSet, CardSet, CardSet];
  bidding: BiddingState;
  /** Grand Hand offer: the seat asked now (0, 1, 2 in turn). */
  offerTurn: Seat | null;
  declarer: Seat | null;
  /** The value the declarer must reach (0 for a Grand Hand from the offer: there was no bidding). */
  bid: number;
  pickedUp: boolean;
  discards: CardSet;
  declaration: Declaration | null;
  kontraBy: Seat | null;
  re: boolean;
  /** Cards the declarer had played when Kontra was said (Re is allowed until the next one). */
  declarerPlayedAtKontra: number;
  /** Seat to play (or to speak in bidding / the offer); null when nobody must move. */
  turn: Seat | null;
  tricks: Trick[];
  current: { leader: Seat; cards: Card[] };
  /** Cards won per seat (tricks only; the skat is added in the result). */
  taken: [CardSet, CardSet, CardSet];
  tricksWon: [number, number, number];
  /** Seats that have played at least one card, as card counts. */
  playedCount: [number, number, number];
  giveUp: { proposedBy: Seat[]; pending: Seat | null };
  layOpen: boolean;
  layOpenAccepted: Seat[];
  end: GameEnd | null;
  result: DealResult | null;
  /** Every applied action, in order: with the seed this replays the deal. */
  log: DealAction[];
}

export type TrickView = { leader: Seat; cards: { seat: Seat; card: string }[]; winner: Seat; points: number };

export type DealEvent =
  | {
      type: 'dealt';
      mode: DealMode;
      hands: [string[] | null, string[] | null, string[] | null];
      /** With skat-deal-v2: the scheme and the commitment to the deal's seed (public). */
      scheme?: DealScheme;
      commitment?: string;
    }
  | { type: 'grandHandDeclined'; seat: Seat }
  | { type: 'grandHandAccepted'; seat: Seat }
  | { type: 'bid'; seat: Seat; value: number }
  | { type: 'hold'; seat: Seat; value: number }
  | { type: 'pass'; seat: Seat; value: number }
  | { type: 'biddingEnded'; declarer: Seat | null; bid: number; outcome: 'declarer' | 'passedIn' | 'ramsch' }
  | { type: 'handChosen'; seat: Seat }
  | { type: 'skatPickedUp'; seat: Seat; cards: string[] | null }
  | { type: 'discarded'; seat: Seat; cards: string[] | null }
  | { type: 'declared'; seat: Seat; declaration: Declaration; ouvertHand: string[] | null }
  | { type: 'kontra'; seat: Seat }
  | { type: 're'; seat: Seat }
  | { type: 'cardPlayed'; seat: Seat; card: string }
  | { type: 'trickCompleted'; trick: number; leader: Seat; cards: { seat: Seat; card: string }[]; winner: Seat; points: number }
  | { type: 'giveUpProposed'; seat: Seat }
  | { type: 'giveUpAccepted'; seat: Seat }
  | { type: 'giveUpDeclined'; seat: Seat }
  | { type: 'layOpen'; seat: Seat; hand: string[] }
  | { type: 'layOpenAccepted'; seat: Seat }
  | { type: 'conceded'; seat: Seat }
  | {
      type: 'dealEnded';
      result: DealResult;
      dealt: [string[], string[], string[]];
      skat: string[];
      discards: string[] | null;
      seed: string;
    };

export type Viewer = Seat | 'spectator';

export interface DealView {
  viewer: Viewer;
  mode: DealMode;
  phase: DealPhase;
  rules: RuleOptions;
  /** Seat to play or speak; null when none. */
  turn: Seat | null;
  /** Every seat that may act now (e.g. a defender who may still say Kontra). */
  toAct: Seat[];
  /** The viewer's legal actions (empty for spectators). */
  legalActions: DealAction[];
  /** The viewer's own current hand (null for a spectator). */
  hand: string[] | null;
  handSizes: [number, number, number];
  bidding: {
    stage: number;
    bidder: Seat | null;
    answerer: Seat | null;
    awaiting: 'bidder' | 'answerer' | null;
    value: number;
    passed: [boolean, boolean, boolean];
    history: BidCall[];
  };
  grandHandOfferTurn: Seat | null;
  declarer: Seat | null;
  bid: number;
  pickedUp: boolean;
  declaration: Declaration | null;
  kontra: boolean;
  kontraBy: Seat | null;
  re: boolean;
  /** The skat: the declarer after pick-up, everyone when the deal is over. */
  skat: string[] | null;
  /** The declarer's discards: the declarer only, everyone when the deal is over. */
  discards: string[] | null;
  /** The declarer's hand when Ouvert or laid open (visible to all). */
  openHand: string[] | null;
  tricks: TrickView[];
  currentTrick: { leader: Seat; cards: { seat: Seat; card: string }[] };
  /** Card points of won tricks per seat (public; skat and discards not included). */
  trickPoints: [number, number, number];
  tricksWon: [number, number, number];
  giveUp: { proposedBy: Seat[]; pending: Seat | null };
  layOpen: boolean;
  layOpenAccepted: Seat[];
  /** Everything, once the deal is over. */
  dealt: [string[], string[], string[]] | null;
  /** How the deck came from the seed (docs/fair-deals.md). */
  scheme: DealScheme;
  /** SHA-256 commitment to the seed, public from the deal's start (null: the scheme makes none). */
  commitment: string | null;
  /** The players' entropy mixed into the shuffle (public; [] when the scheme takes none). */
  entropy: string[];
  /** The deal's seed: null until the deal is over. */
  seed: string | null;
  end: GameEnd | null;
  result: DealResult | null;
}
