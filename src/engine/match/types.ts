// Match-level types: the serialisable match state, the score sheet, events and the view.
import type { DealScheme } from '../deal/fair';
import type { DealEvent, DealState, DealView } from '../deal/state';
import type { DealResult, GameResult, MatchConfig, PlayerIndex, Seat } from '../types';
import type { BockMark, BockState, BockTrigger, DealMode, DealPlan, RamschRoundMark } from './bock';
import type { Multiplier } from './scoring';

/** Test hook: fixed decks per deal number (ISS card names, dealing order 10/10/10/2). */
export type DeckOverrides = Record<string, string[]>;

export interface MatchState {
  kind: 'skatMatch';
  version: 1;
  config: MatchConfig;
  /** Secret until the match is over: every deal's seed is derived from it. */
  seed: string;
  totalDeals: number;
  /** The current deal, 1-based (the last deal once the match is over). */
  dealNumber: number;
  dealer: PlayerIndex;
  /** Deal seat -> player: [forehand, middlehand, rearhand]. */
  seats: [PlayerIndex, PlayerIndex, PlayerIndex];
  plan: DealPlan;
  deal: DealState;
  bock: BockState;
  sheet: ScoreSheetRow[];
  totals: number[];
  over: boolean;
  /** Test hook: see DeckOverrides. Null in real matches. */
  decks: DeckOverrides | null;
}

export interface RamschSheet {
  /** Per player, skat included; null for the dealer sitting out. */
  cardPoints: (number | null)[];
  tricks: (number | null)[];
  losers: PlayerIndex[];
  jungfrau: boolean;
  durchmarsch: PlayerIndex | null;
}

/** One row of the score sheet: what the scoring API serves. */
export interface ScoreSheetRow {
  deal: number;
  dealer: PlayerIndex;
  /** Deal seat -> player. */
  seats: [PlayerIndex, PlayerIndex, PlayerIndex];
  sittingOut: PlayerIndex | null;
  mode: DealMode;
  kind: DealResult['kind'];
  declarer: PlayerIndex | null;
  /** The game and its breakdown, seats as in the deal (see `seats`). */
  game: GameResult | null;
  ramsch: RamschSheet | null;
  /** Why this deal is a Bock deal (null when it is not). */
  bock: BockMark | null;
  /** This deal is a Ramsch deal of a Bock/Ramsch round. */
  ramschRound: RamschRoundMark | null;
  /** Every multiplier that applied: Kontra, Re, Bock (with its round), Jungfrau. */
  multipliers: Multiplier[];
  /** What this deal triggered (a new Bock or Bock/Ramsch round starts after it). */
  triggers: BockTrigger[];
  /** This deal's score per player. */
  scores: number[];
  /** Running totals per player after this deal. */
  totals: number[];
  /** The deal's seed (public once the deal is over). */
  seed: string;
}

export type MatchEvent =
  /** An event of the current deal, as the deal engine emitted it (seats are deal seats). */
  | { type: 'deal'; deal: number; seats: [PlayerIndex, PlayerIndex, PlayerIndex]; event: DealEvent }
  | { type: 'dealEnded'; deal: number; result: DealResult }
  | { type: 'dealScored'; deal: number; row: ScoreSheetRow }
  | {
      type: 'dealStarted';
      deal: number;
      dealer: PlayerIndex;
      seats: [PlayerIndex, PlayerIndex, PlayerIndex];
      sittingOut: PlayerIndex | null;
      mode: DealMode;
      bock: BockMark | null;
      ramschRound: RamschRoundMark | null;
      /** With skat-deal-v2: the scheme and the commitment to the deal's seed (docs/fair-deals.md). */
      scheme?: DealScheme;
      commitment?: string;
    }
  | { type: 'matchEnded'; totals: number[]; seed: string };

export type MatchViewer = PlayerIndex | 'spectator';

export interface MatchView {
  viewer: MatchViewer;
  config: MatchConfig;
  totalDeals: number;
  dealNumber: number;
  dealer: PlayerIndex;
  seats: [PlayerIndex, PlayerIndex, PlayerIndex];
  sittingOut: PlayerIndex | null;
  /** The viewer's seat in the current deal (null for a spectator or the player sitting out). */
  seat: Seat | null;
  /** The player to play or speak; null when none (or the match is over). */
  turn: PlayerIndex | null;
  /** Every player who may act now (e.g. a defender who may still say Kontra). */
  toAct: PlayerIndex[];
  mode: DealMode;
  bock: BockMark | null;
  ramschRound: RamschRoundMark | null;
  /** Bock rounds still queued after the running one, and what the running one still owes. */
  bockQueue: { round: number; kind: 'bock' | 'bockRamsch'; triggerDeal: number; triggers: BockTrigger[]; bockLeft: number; ramschLeft: number }[];
  totals: number[];
  sheet: ScoreSheetRow[];
  over: boolean;
  /** Revealed only when the match is over. */
  seed: string | null;
  /** The current deal as the viewer's seat sees it (a spectator's view for the player sitting out). */
  deal: DealView;
}
