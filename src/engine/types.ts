// The engine's public contract: rule options, actions, results and errors.
// Everything here is plain JSON so states, actions and events round-trip through the
// database and the wire unchanged. Cards cross this boundary as ISS names (`CJ`, `HT`);
// inside a state they are bitmasks (see cards.ts).

/** A seat in one deal: 0 forehand, 1 middlehand, 2 rearhand. */
export type Seat = 0 | 1 | 2;

/** A player's index at the table, 0..players-1 (stable for the whole match). */
export type PlayerIndex = number;

/** Game types: the four suits, Grand and Null. */
export type GameType = 'C' | 'S' | 'H' | 'D' | 'G' | 'N';

/** Every house rule is an independent option; presets are only bundles of these. */
export interface RuleOptions {
  /** Kontra and Re (RULES.md 7). */
  kontraRe: boolean;
  /** Only a defender who bid or held at least 18 may say Kontra. */
  kontraRequiresBid: boolean;
  /** All pass: a Ramsch is played instead of a redeal. */
  ramsch: boolean;
  /** Bock rounds as in seeds/000. Exclusive with bockRamschRounds. */
  bock: boolean;
  /** Bock/Ramsch rounds as in seeds/001. Exclusive with bock. */
  bockRamschRounds: boolean;
  /** Tips: last trick with the trump 7 (DJ in Grand), +2 levels. */
  tips: boolean;
  /** Seeger-Fabian scoring: +50 / -50 and 40 or 30 to the others on a loss. */
  tournamentScoring: boolean;
  /** Give up, lay open and concede (RULES.md 6). */
  concessions: boolean;
}

export type PresetName = 'standard' | 'club' | 'pub' | 'tournament';

/** A match: a table size, a number of rounds, and the rule options. */
export interface MatchConfig {
  players: 3 | 4;
  rounds: number;
  rules: RuleOptions;
  /**
   * How each deal's deck is made (docs/fair-deals.md): skat-deal-v2 with every player's
   * entropy ('' for none), in player order. Absent (matches stored before schemes): skat-deal-v1.
   */
  dealing?: {
    scheme: 'skat-deal-v2';
    entropy: string[];
    /** The commitment to the match seed published before anyone sat down (matchCommitment); absent when there was none. */
    matchCommitment?: string;
  };
}

/** What a Hand/pick-up decision and a declaration say. */
export interface Declaration {
  game: GameType;
  hand: boolean;
  ouvert: boolean;
  schneiderAnnounced: boolean;
  schwarzAnnounced: boolean;
  tip: boolean;
}

/**
 * The body of an action; the deal layer adds `seat`, the match layer `player`.
 * `declare` before `pickUpSkat` is a Hand game.
 */
export type ActionBody =
  | { type: 'bid'; value: number }
  | { type: 'hold' }
  | { type: 'pass' }
  | { type: 'pickUpSkat' }
  | { type: 'discard'; cards: string[] }
  | {
      type: 'declare';
      game: GameType;
      ouvert?: boolean;
      schneiderAnnounced?: boolean;
      schwarzAnnounced?: boolean;
      tip?: boolean;
    }
  | { type: 'play'; card: string }
  | { type: 'kontra' }
  | { type: 're' }
  | { type: 'giveUp' }
  | { type: 'acceptGiveUp' }
  | { type: 'declineGiveUp' }
  | { type: 'layOpen' }
  | { type: 'acceptLayOpen' }
  | { type: 'concede' }
  | { type: 'acceptGrandHand' }
  | { type: 'declineGrandHand' };

export type ActionType = ActionBody['type'];

export type DealAction = ActionBody & { seat: Seat };
export type MatchAction = ActionBody & { player: PlayerIndex };

/** Stable error codes; the service maps them to `ILLEGAL_ACTION` with this code attached. */
export type EngineErrorCode =
  | 'NOT_YOUR_TURN'
  | 'WRONG_PHASE'
  | 'ILLEGAL_BID'
  | 'CARD_NOT_IN_HAND'
  | 'MUST_FOLLOW_SUIT'
  | 'ILLEGAL_DECLARATION'
  | 'ILLEGAL_DISCARD'
  | 'ILLEGAL_KONTRA'
  | 'ILLEGAL_CONCESSION'
  | 'UNKNOWN_ACTION'
  | 'UNKNOWN_CARD'
  | 'MATCH_OVER';

export interface EngineError {
  code: EngineErrorCode;
  message: string;
}

export type ApplyResult<S, E> = { ok: true; state: S; events: E[] } | { ok: false; error: EngineError };

/** One level in the value breakdown, e.g. `{ name: 'matadors', count: 2 }`, `{ name: 'hand', count: 1 }`. */
export interface Level {
  name: 'matadors' | 'game' | 'hand' | 'schneider' | 'schneiderAnnounced' | 'schwarz' | 'schwarzAnnounced' | 'ouvert' | 'tip';
  count: number;
}

/** How a played game ended. */
export type GameEnd = 'played' | 'givenUp' | 'layOpenAccepted' | 'layOpenBroken' | 'conceded' | 'nullTrick';

/** The outcome of a suit, Grand or Null game: everything a client shows in a breakdown. */
export interface GameResult {
  declarer: Seat;
  declaration: Declaration;
  bid: number;
  won: boolean;
  end: GameEnd;
  /** +n "with n", -n "without n"; 0 for Null. Counted over the ten dealt cards plus the skat. */
  matadors: number;
  /** Base value: 9..12 suits, 24 Grand; for Null the fixed Null value. */
  base: number;
  /** Suit/Grand levels (empty for Null). */
  levels: Level[];
  /** base × sum of levels (Null: the fixed value). */
  gameValue: number;
  overbid: boolean;
  /** The value the game is scored at: gameValue, or on overbid the smallest multiple of base reaching the bid. */
  value: number;
  declarerPoints: number;
  defenderPoints: number;
  declarerTricks: number;
  schneider: boolean;
  schwarz: boolean;
  /** With `tips`: whether an announced tip was made (null when none was announced). */
  tipMade: boolean | null;
  kontra: boolean;
  re: boolean;
  kontraBy: Seat | null;
  /** Standard score for the declarer: +value or -2×value, times 2 for Kontra and 2 more for Re. No Bock, no Seeger-Fabian. */
  score: number;
}

/** The outcome of a Ramsch. Scores are per deal seat, before any Bock doubling. */
export interface RamschResult {
  cardPoints: [number, number, number];
  tricks: [number, number, number];
  /** Seats with the most card points (several on a tie); empty on a Durchmarsch. */
  losers: Seat[];
  jungfrau: boolean;
  durchmarsch: Seat | null;
  scores: [number, number, number];
}

export type DealResult = { kind: 'passed' } | { kind: 'game'; game: GameResult } | { kind: 'ramsch'; ramsch: RamschResult };
