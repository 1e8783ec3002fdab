// What a game brings to the table page: its hand order, the controls for every action that is
// not a card click, what its deal status line says, its result and its score sheet. The table
// page (pages/table.ts) draws seats, hands, tricks and the feed for any game through this.
import type { FunctionComponent } from 'preact';
import type { LegalActionFieldsFragment, WebDealRecordQuery, WebScoreRowFieldsFragment } from '../../../sdk/src/index.js';
import type { Deck } from '../cards.js';
import type { View } from '../feed.js';

type SkatLegal = Extract<LegalActionFieldsFragment, { __typename: 'SkatLegalAction' }>;
type TarockLegal = Extract<LegalActionFieldsFragment, { __typename: 'TarockLegalAction' }>;
/** A legal action of any game, with every game's fields readable (absent ones undefined): the game modules switch on `type`. */
export type LegalAction = LegalActionFieldsFragment & Partial<Omit<SkatLegal, '__typename'>> & Partial<Omit<TarockLegal, '__typename'>>;
export type Deal = NonNullable<View['match']>['deal'];
export type ScoreRow = WebScoreRowFieldsFragment;
export type DealRecordBody = WebDealRecordQuery['dealRecord']['record'];
export type RecordMove = DealRecordBody['moves'][number];

export interface ControlsProps {
  view: View;
  legal: LegalAction[];
  act: (a: LegalAction) => void;
  /** Cards picked in the hand (discarding). */
  selected: string[];
}

export interface GameModule {
  /** The DealView implementation this module draws (`__typename`). */
  dealType: string;
  title: string;
  /** The DealRecordBody implementation its replays read (`__typename`). */
  recordType: string;
  /** The deck its cards are drawn from. */
  deck: Deck;
  /** Where a live deal stands (the page's data-phase). */
  phase(deal: Deal): string | null;
  /** Whether a recorded move takes the skat or talon into the declarer's hand (the replay). */
  takesTalon(move: RecordMove): boolean;
  /** The hand in the game's order (trumps first, then the suits), for a live deal or a record. */
  sortHand(hand: string[], of: { deal?: Deal; record?: DealRecordBody }): string[];
  /** One move of a record in words, for the replay. */
  describeMove(move: RecordMove, names: string[]): string;
  /** How many hand cards the player picks before acting (the discards), 0 when none. */
  pickCount(legal: LegalAction[]): number;
  /** The line under the table: the phase, the bid, the game. */
  status(view: View, names: string[]): string;
  /** The deal seat that takes a whole trick of a record (its last trick, which no view shows), when the module knows. */
  trickTaker?(cards: { seat: number; card: string }[], record: DealRecordBody): number | null;
  Controls: FunctionComponent<ControlsProps>;
  /** Who bid, held and passed what in the deal's bidding so far, while the deal is on. */
  BiddingHistory?: FunctionComponent<{ view: View; names: string[] }>;
  Result: FunctionComponent<{ row: ScoreRow; names: string[] }>;
  Sheet: FunctionComponent<{ rows: ScoreRow[]; names: string[]; tableId: string; tournament: boolean }>;
}
