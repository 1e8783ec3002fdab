// Generated from schema.gql and sdk/operations by `npm run sdk:generate`; do not edit.
// CI runs `npm run sdk:check`, which fails when this file is out of date.
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type ActionInput = {
  /** Idempotency key: a retry with the same id returns the first result and does not act twice. */
  clientActionId?: string | null | undefined;
  /** Refuse with CONFLICT (STALE) unless the table is still at this seq. */
  expectedSeq?: number | null | undefined;
  tableId: string | number;
};

export type ActionType =
  | 'ACCEPT_GIVE_UP'
  | 'ACCEPT_GRAND_HAND'
  | 'ACCEPT_LAY_OPEN'
  | 'BID'
  | 'CONCEDE'
  | 'DECLARE'
  | 'DECLINE_GIVE_UP'
  | 'DECLINE_GRAND_HAND'
  | 'DISCARD'
  | 'GIVE_UP'
  | 'HOLD'
  | 'KONTRA'
  | 'LAY_OPEN'
  | 'PASS'
  | 'PICK_UP_SKAT'
  | 'PLAY'
  | 'RE';

export type AddBotsInput = {
  strategy?: BotStrategy;
  tableId: string | number;
};

export type AddTournamentBotsInput = {
  /** How many server bots to register (1-64). */
  count: number;
  strategy?: BotStrategy;
  tournamentId: string | number;
};

/** What a seat said in the bidding. */
export type BidCallKind =
  | 'BID'
  | 'HOLD'
  | 'PASS';

/** In the bidding: whether the seat that says values or the seat that answers is to speak. */
export type BidSpeaker =
  | 'ANSWERER'
  | 'BIDDER';

/** How a server bot chooses among its legal actions. */
export type BotStrategy =
  | 'HEURISTIC'
  | 'RANDOM'
  | 'STRONG';

export type CreateTableInput = {
  /** With takeSeat. Your own randomness for the shuffle (docs/fair-deals.md): 1-128 characters of A-Z a-z 0-9 _ -. Every deal of the match mixes it into the deck, and the deal record shows it. Optional. */
  entropy?: string | null | undefined;
  /** The game (RULES.md). Omitted: the game of the preset. */
  game?: Game | null | undefined;
  players?: number;
  preset?: Preset;
  /** A rated match: when it finishes, every player's rating in this game changes (docs/ratings.md). */
  rated?: boolean;
  /** Defaults to the preset's rounds. */
  rounds?: number | null | undefined;
  rules?: RuleOverridesInput | null | undefined;
  /** Seat the creator at seat 0. */
  takeSeat?: boolean;
  /** Turn timer: seconds per action. When they run out the server acts for the silent seat (a pass in bidding, a bot's choice otherwise) and the score sheet marks it. Null: no timer. */
  turnSeconds?: number | null | undefined;
  /** The game's variant, for a game that has variants (omitted: the preset's). */
  variant?: TarockVariant | null | undefined;
  visibility?: Visibility;
};

export type CreateTournamentInput = {
  /** Duplicate: every table of a series plays the same deals from the same seats. */
  duplicate?: boolean;
  /** Games per player in a series, a multiple of 3 (3-150): 36 is 36 deals at a 3-player table and 48 at a 4-player table, as clubs count a series. */
  gamesPerPlayer?: number;
  /** Checked as player names are: normalised (NFKC, spaces collapsed and trimmed), then 1 to 80 letters, digits, spaces, _ . - with at least one letter or digit. */
  name: string;
  /** How many series (1-20). */
  series?: number;
  /** Turn timer of every table (mandatory in tournaments): seconds per action (1-3600). */
  turnSeconds?: number;
};

/** How a deal is played. */
export type DealMode =
  /** A Ramsch deal of a Bock/Ramsch round: the seats are first offered a Grand Hand in turn. */
  | 'GRAND_HAND_OFFER'
  /** Bidding, then a game. */
  | 'NORMAL'
  /** Everyone for themselves, Jacks only trumps; the most card points lose. */
  | 'RAMSCH';

/** Where the current deal stands, in any game: the phases of every game's own view (SkatDealPhase, TarockDealPhase). */
export type DealPhase =
  /** Seats bid. */
  | 'BIDDING'
  /** The declarer announces the game or contract. */
  | 'DECLARING'
  /** The declarer puts cards away (Skat: two of 12; Tarock: 3 after taking up the talon). */
  | 'DISCARDING'
  /** Skat: seats in turn accept or decline a Grand Hand (a Ramsch deal of a Bock/Ramsch round). */
  | 'GRAND_HAND_OFFER'
  /** The deal is over: every card and the seed are public. */
  | 'OVER'
  /** Tricks are played. */
  | 'PLAYING'
  /** Skat: the declarer picks up the skat or declares a Hand game. */
  | 'SKAT_DECISION';

/** What a deal came to. */
export type DealResultKind =
  /** A declared game. */
  | 'GAME'
  /** Everyone passed (no Ramsch): nobody scores. */
  | 'PASSED'
  /** A Ramsch. */
  | 'RAMSCH';

/** VIEW: the full table as the caller sees it (always first). EVENTS: log entries written together (one move), in seq order. */
export type FeedKind =
  | 'EVENTS'
  | 'VIEW';

/** The card game a table plays. */
export type Game =
  /** Skat (RULES.md 1-9). */
  | 'SKAT'
  /** Bavarian Tarock (RULES.md 10): 36 German-suited cards, 11 each and a talon of 3. */
  | 'TAROCK';

/** How a game ended. */
export type GameEnd =
  /** The declarer conceded. */
  | 'CONCEDED'
  /** The defenders gave up. */
  | 'GIVEN_UP'
  /** The defenders accepted the declarer's claim. */
  | 'LAY_OPEN_ACCEPTED'
  /** The declarer laid open and the claim failed. */
  | 'LAY_OPEN_BROKEN'
  /** The Null declarer took a trick. */
  | 'NULL_TRICK'
  /** All ten tricks were played. */
  | 'PLAYED';

/** Suit games (trump suit), Grand or Null. */
export type GameType =
  | 'CLUBS'
  | 'DIAMONDS'
  | 'GRAND'
  | 'HEARTS'
  | 'NULL'
  | 'SPADES';

export type JoinTableInput = {
  /** Your own randomness for the shuffle (docs/fair-deals.md): 1-128 characters of A-Z a-z 0-9 _ -. Every deal of the match mixes it into the deck, and the deal record shows it. Optional. */
  entropy?: string | null | undefined;
  /** Required for private tables. */
  inviteCode?: string | null | undefined;
  /** A particular seat; the lowest free one otherwise. */
  seat?: number | null | undefined;
  tableId: string | number;
};

/** One step of the multiplier of a suit or Grand game (RULES.md 4). */
export type LevelName =
  | 'GAME'
  | 'HAND'
  | 'MATADORS'
  | 'OUVERT'
  | 'SCHNEIDER'
  | 'SCHNEIDER_ANNOUNCED'
  | 'SCHWARZ'
  | 'SCHWARZ_ANNOUNCED'
  | 'TIP';

/** A doubling applied to a deal score. */
export type MultiplierKind =
  | 'BOCK'
  | 'JUNGFRAU'
  | 'KONTRA'
  | 'RE';

/** A person, or a program playing through the API */
export type PlayerKind =
  | 'BOT'
  | 'PERSON';

/** A named bundle of rule options (RULES.md 8; Tarock: RULES.md 10.7). */
export type Preset =
  | 'CLUB'
  /** Haferltarock, its own settlement with a pot. */
  | 'HAFERL'
  | 'PUB'
  | 'STANDARD'
  /** Bavarian Tarock, simple, with Heart Frage, settled against a pot. */
  | 'TAROCK'
  /** Bavarian Tarock, simple, with Heart Frage and Bettel, a fixed tariff. */
  | 'TAROCK_BETTEL'
  | 'TOURNAMENT';

export type RedeemEmbedTicketInput = {
  /** The `ticket` parameter of the embed URL. */
  ticket: string;
};

export type RegisterInput = {
  kind?: PlayerKind;
  /** Normalised (NFKC, spaces collapsed and trimmed), then 1 to 40 letters, digits, spaces, _ . - with at least one letter or digit. Names need not be unique: Player.handle tells players apart. */
  name: string;
};

/** Rule options to override on top of the preset; omitted ones keep the preset value. */
export type RuleOverridesInput = {
  /** Tarock (simple): Bettel is the highest contract. */
  bettel?: boolean | null | undefined;
  bock?: boolean | null | undefined;
  bockRamschRounds?: boolean | null | undefined;
  concessions?: boolean | null | undefined;
  /** Tarock: the fixed tariff for Solos [61-90, 91 or more or Durch] (each 1-100000). */
  fixedStakes?: Array<number> | null | undefined;
  /** Tarock (simple): Heart Frage is a contract of its own. */
  heartFrage?: boolean | null | undefined;
  kontraRe?: boolean | null | undefined;
  kontraRequiresBid?: boolean | null | undefined;
  /** Tarock (Haferl): a Pick-Up must name Hearts. */
  pickUpHeartsOnly?: boolean | null | undefined;
  /** Tarock: each player's pay-in to the pot (1-100000). */
  potStake?: number | null | undefined;
  ramsch?: boolean | null | undefined;
  /** Tarock: how deals are paid (POT, FIXED; HAFERL for the Haferl variant). */
  settlement?: TarockSettlement | null | undefined;
  tips?: boolean | null | undefined;
  tournamentScoring?: boolean | null | undefined;
};

/** PLAYING: some table of the series is in play; DONE: every table of it is over. */
export type SeriesStatus =
  | 'DONE'
  | 'PLAYING';

export type SkatBidInput = {
  /** Idempotency key: a retry with the same id returns the first result and does not act twice. */
  clientActionId?: string | null | undefined;
  /** Refuse with CONFLICT (STALE) unless the table is still at this seq. */
  expectedSeq?: number | null | undefined;
  tableId: string | number;
  /** A value on the bid ladder (18, 20, 22, 23, ... 264), above the current bid. */
  value: number;
};

/** Where a Skat deal stands. */
export type SkatDealPhase =
  | 'BIDDING'
  /** After discarding: the declarer declares the game. */
  | 'DECLARING'
  /** The declarer holds 12 cards and puts two away. */
  | 'DISCARDING'
  /** Seats in turn accept or decline a Grand Hand (a Ramsch deal of a Bock/Ramsch round). */
  | 'GRAND_HAND_OFFER'
  | 'OVER'
  | 'PLAYING'
  /** The declarer picks up the skat or declares a Hand game. */
  | 'SKAT_DECISION';

/** Declaring before skatPickUpSkat is a Hand game. */
export type SkatDeclareInput = {
  /** Idempotency key: a retry with the same id returns the first result and does not act twice. */
  clientActionId?: string | null | undefined;
  /** Refuse with CONFLICT (STALE) unless the table is still at this seq. */
  expectedSeq?: number | null | undefined;
  game: GameType;
  ouvert?: boolean | null | undefined;
  schneiderAnnounced?: boolean | null | undefined;
  schwarzAnnounced?: boolean | null | undefined;
  tableId: string | number;
  /** Tips option: last trick with the trump 7 (DJ in Grand). */
  tip?: boolean | null | undefined;
};

export type SkatDiscardInput = {
  /** Exactly two cards to put away after picking up the skat. */
  cards: Array<string>;
  /** Idempotency key: a retry with the same id returns the first result and does not act twice. */
  clientActionId?: string | null | undefined;
  /** Refuse with CONFLICT (STALE) unless the table is still at this seq. */
  expectedSeq?: number | null | undefined;
  tableId: string | number;
};

export type SkatPlayCardInput = {
  /** ISS card name, e.g. CJ, HT, D7. */
  card: string;
  /** Idempotency key: a retry with the same id returns the first result and does not act twice. */
  clientActionId?: string | null | undefined;
  /** Refuse with CONFLICT (STALE) unless the table is still at this seq. */
  expectedSeq?: number | null | undefined;
  tableId: string | number;
};

export type TableStatus =
  /** Closed before the end: all its people had been silent for too long, or no match had started in time (expired). */
  | 'CLOSED'
  | 'FINISHED'
  | 'OPEN'
  | 'PLAYING';

/** A Tarock bid: exactly one of `contract` (simple: a level FRAGE..BETTEL; Haferl: PICK_UP) and `target` (Haferl: a Hand game, 61, 66, ... 116). Passing and holding are tarockPass and tarockHold. */
export type TarockBidInput = {
  /** Idempotency key: a retry with the same id returns the first result and does not act twice. */
  clientActionId?: string | null | undefined;
  /** The level bid: FRAGE, HEART_FRAGE, SOLO, HEART_SOLO, BETTEL (simple) or PICK_UP (Haferl). */
  contract?: TarockContractType | null | undefined;
  /** Refuse with CONFLICT (STALE) unless the table is still at this seq. */
  expectedSeq?: number | null | undefined;
  tableId: string | number;
  /** Haferl: the target of a Hand game (61, 66, ... 116). */
  target?: number | null | undefined;
};

/** What a seat said in the Tarock bidding. */
export type TarockCall =
  /** A bid: a contract level (simple), PICK_UP or a target (Haferl). */
  | 'BID'
  /** The holder of the highest bid keeps it against a higher bid. */
  | 'HOLD'
  /** Out of the bidding. */
  | 'PASS';

/** A Tarock contract (RULES.md 10.2, 10.3); in simple Tarock also a level of the bidding. */
export type TarockContractType =
  /** Simple, with the bettel option: no trumps, the declarer must take no trick. */
  | 'BETTEL'
  /** Simple: takes up the talon, puts 3 away and then names trumps (not Hearts when Heart Frage is played). */
  | 'FRAGE'
  /** Haferl: without the talon, trumps named at once; the target is the highest bid. */
  | 'HAND'
  /** Simple: a Frage with Hearts as trumps. */
  | 'HEART_FRAGE'
  /** Simple: a Solo with Hearts as trumps. */
  | 'HEART_SOLO'
  /** Haferl: takes up the talon, puts 3 away and then names trumps; target 61. */
  | 'PICK_UP'
  /** Simple: without the talon, trumps named at once (not Hearts). */
  | 'SOLO';

/** Where a Tarock deal stands. */
export type TarockDealPhase =
  /** Seats bid in turn (a higher bid is answered hold or pass by its holder). */
  | 'BIDDING'
  /** The highest bidder announces the contract. */
  | 'DECLARING'
  /** The declarer took up the talon and puts 3 cards away (naming trumps when the contract leaves them open). */
  | 'DISCARDING'
  /** The deal is over: every card, the talon, the discards and the seed are public. */
  | 'OVER'
  /** Eleven tricks (Bettel: until the declarer takes one). */
  | 'PLAYING';

/** The declarer announces the contract; SOLO and HAND name trumps now (HEART_SOLO and HEART_FRAGE are Hearts; FRAGE and PICK_UP name them with the discards). */
export type TarockDeclareInput = {
  /** Idempotency key: a retry with the same id returns the first result and does not act twice. */
  clientActionId?: string | null | undefined;
  /** The contract, at least the level bid (simple) or PICK_UP or HAND (Haferl). */
  contract: TarockContractType;
  /** Refuse with CONFLICT (STALE) unless the table is still at this seq. */
  expectedSeq?: number | null | undefined;
  tableId: string | number;
  /** SOLO and HAND: the trumps (SOLO: not HEARTS); omitted for the others. */
  trump?: TarockSuit | null | undefined;
};

/** The declarer puts 3 cards away after taking up the talon, naming trumps when the contract left them open (FRAGE, PICK_UP). */
export type TarockDiscardInput = {
  /** Exactly three cards, e.g. ["E9", "G6", "S7"]. */
  cards: Array<string>;
  /** Idempotency key: a retry with the same id returns the first result and does not act twice. */
  clientActionId?: string | null | undefined;
  /** Refuse with CONFLICT (STALE) unless the table is still at this seq. */
  expectedSeq?: number | null | undefined;
  tableId: string | number;
  /** FRAGE and PICK_UP: the trumps named now (FRAGE with Heart Frage: not HEARTS); omitted for HEART_FRAGE. */
  trump?: TarockSuit | null | undefined;
};

/** How a Tarock deal came out. */
export type TarockOutcome =
  /** Simple Tarock: the declarer took exactly 60. */
  | 'DRAW'
  /** The declarer fell short. */
  | 'LOST'
  /** Everyone passed: nothing is played or paid. */
  | 'REDEAL'
  /** The declarer reached the target (Bettel: took no trick). */
  | 'WON';

/** A card to play to the trick: follow suit, else trump (not in Bettel), else any. */
export type TarockPlayCardInput = {
  /** A Tarock card: suit E G H S and rank A T K O U 9 8 7 6, e.g. EA, HU, S6. */
  card: string;
  /** Idempotency key: a retry with the same id returns the first result and does not act twice. */
  clientActionId?: string | null | undefined;
  /** Refuse with CONFLICT (STALE) unless the table is still at this seq. */
  expectedSeq?: number | null | undefined;
  tableId: string | number;
};

/** How a Tarock deal is paid (RULES.md 10.4). */
export type TarockSettlement =
  /** A fixed tariff per contract, no pot (fixedStakes). */
  | 'FIXED'
  /** Haferltarock's settlement: the target's value, with the pot. */
  | 'HAFERL'
  /** Against a pot everyone paid into; the match ends when the pot is empty or the rounds are done. */
  | 'POT';

/** A German suit (the first letter of a Tarock card: E, G, H, S). */
export type TarockSuit =
  /** E (Eichel). */
  | 'ACORNS'
  /** S (Schellen). */
  | 'BELLS'
  /** H (Herz). */
  | 'HEARTS'
  /** G (Gras). */
  | 'LEAVES';

/** The Bavarian Tarock variant (RULES.md 10.2, 10.3). */
export type TarockVariant =
  /** Haferltarock: a Pick-Up, or a Hand game with a bid target of 61 to 116. */
  | 'HAFERL'
  /** Simple Tarock: contracts Frage, Heart Frage, Solo, Heart Solo (and Bettel). */
  | 'SIMPLE';

/** REGISTERING: players register until the creator starts it; RUNNING: a series is in play; FINISHED: every series is over. */
export type TournamentStatus =
  | 'FINISHED'
  | 'REGISTERING'
  | 'RUNNING';

/** Private tables are joined with their invite code. */
export type Visibility =
  | 'PRIVATE'
  | 'PUBLIC';

export type SkatAcceptGiveUpMutationVariables = Exact<{
  input: ActionInput;
}>;


export type SkatAcceptGiveUpMutation = { result: { seq: number, replayed: boolean } };

export type SkatAcceptGrandHandMutationVariables = Exact<{
  input: ActionInput;
}>;


export type SkatAcceptGrandHandMutation = { result: { seq: number, replayed: boolean } };

export type SkatAcceptLayOpenMutationVariables = Exact<{
  input: ActionInput;
}>;


export type SkatAcceptLayOpenMutation = { result: { seq: number, replayed: boolean } };

export type SkatBidMutationVariables = Exact<{
  input: SkatBidInput;
}>;


export type SkatBidMutation = { result: { seq: number, replayed: boolean } };

export type SkatConcedeMutationVariables = Exact<{
  input: ActionInput;
}>;


export type SkatConcedeMutation = { result: { seq: number, replayed: boolean } };

export type SkatDeclareMutationVariables = Exact<{
  input: SkatDeclareInput;
}>;


export type SkatDeclareMutation = { result: { seq: number, replayed: boolean } };

export type SkatDeclineGiveUpMutationVariables = Exact<{
  input: ActionInput;
}>;


export type SkatDeclineGiveUpMutation = { result: { seq: number, replayed: boolean } };

export type SkatDeclineGrandHandMutationVariables = Exact<{
  input: ActionInput;
}>;


export type SkatDeclineGrandHandMutation = { result: { seq: number, replayed: boolean } };

export type SkatDiscardMutationVariables = Exact<{
  input: SkatDiscardInput;
}>;


export type SkatDiscardMutation = { result: { seq: number, replayed: boolean } };

export type SkatGiveUpMutationVariables = Exact<{
  input: ActionInput;
}>;


export type SkatGiveUpMutation = { result: { seq: number, replayed: boolean } };

export type SkatHoldMutationVariables = Exact<{
  input: ActionInput;
}>;


export type SkatHoldMutation = { result: { seq: number, replayed: boolean } };

export type SkatKontraMutationVariables = Exact<{
  input: ActionInput;
}>;


export type SkatKontraMutation = { result: { seq: number, replayed: boolean } };

export type SkatLayOpenMutationVariables = Exact<{
  input: ActionInput;
}>;


export type SkatLayOpenMutation = { result: { seq: number, replayed: boolean } };

export type SkatPassMutationVariables = Exact<{
  input: ActionInput;
}>;


export type SkatPassMutation = { result: { seq: number, replayed: boolean } };

export type SkatPickUpSkatMutationVariables = Exact<{
  input: ActionInput;
}>;


export type SkatPickUpSkatMutation = { result: { seq: number, replayed: boolean } };

export type SkatPlayCardMutationVariables = Exact<{
  input: SkatPlayCardInput;
}>;


export type SkatPlayCardMutation = { result: { seq: number, replayed: boolean } };

export type SkatReMutationVariables = Exact<{
  input: ActionInput;
}>;


export type SkatReMutation = { result: { seq: number, replayed: boolean } };

export type TarockBidMutationVariables = Exact<{
  input: TarockBidInput;
}>;


export type TarockBidMutation = { result: { seq: number, replayed: boolean } };

export type TarockDeclareMutationVariables = Exact<{
  input: TarockDeclareInput;
}>;


export type TarockDeclareMutation = { result: { seq: number, replayed: boolean } };

export type TarockDiscardMutationVariables = Exact<{
  input: TarockDiscardInput;
}>;


export type TarockDiscardMutation = { result: { seq: number, replayed: boolean } };

export type TarockHoldMutationVariables = Exact<{
  input: ActionInput;
}>;


export type TarockHoldMutation = { result: { seq: number, replayed: boolean } };

export type TarockPassMutationVariables = Exact<{
  input: ActionInput;
}>;


export type TarockPassMutation = { result: { seq: number, replayed: boolean } };

export type TarockPlayCardMutationVariables = Exact<{
  input: TarockPlayCardInput;
}>;


export type TarockPlayCardMutation = { result: { seq: number, replayed: boolean } };

export type TableEventsSubscriptionVariables = Exact<{
  tableId: string | number;
  afterSeq?: number | null | undefined;
}>;


export type TableEventsSubscription = { tableEvents: { kind: FeedKind, seq: number, view: { seq: number, yourSeat: number | null, toAct: Array<number>, turn: number | null, phase: DealPhase | null, dealNumber: number | null, hand: Array<string> | null, match:
        | { over: boolean, deal:
            | { phase: SkatDealPhase, mode: DealMode, grandHandOfferTurn: number | null, bid: number, pickedUp: boolean, kontra: boolean, kontraBy: number | null, re: boolean, skat: Array<string> | null, discards: Array<string> | null, openHand: Array<string> | null, layOpen: boolean, layOpenAccepted: Array<number>, end: GameEnd | null, seat: number | null, turn: number | null, toAct: Array<number>, hand: Array<string> | null, handSizes: Array<number>, declarer: number | null, tricksWon: Array<number>, trickPoints: Array<number>, dealt: Array<Array<string>> | null, scheme: string, commitment: string | null, entropy: Array<string>, seed: string | null, rules: { kontraRe: boolean, kontraRequiresBid: boolean, ramsch: boolean, bock: boolean, bockRamschRounds: boolean, tips: boolean, tournamentScoring: boolean, concessions: boolean }, bidding: { stage: number, bidder: number | null, answerer: number | null, awaiting: BidSpeaker | null, value: number, passed: Array<boolean>, history: Array<{ seat: number, call: BidCallKind, value: number }> }, declaration: { game: GameType, hand: boolean, ouvert: boolean, schneiderAnnounced: boolean, schwarzAnnounced: boolean, tip: boolean } | null, giveUp: { proposedBy: Array<number>, pending: number | null }, result: { kind: DealResultKind, game: { declarer: number, bid: number, won: boolean, end: GameEnd, matadors: number, base: number, gameValue: number, overbid: boolean, value: number, declarerPoints: number, defenderPoints: number, declarerTricks: number, schneider: boolean, schwarz: boolean, tipMade: boolean | null, kontra: boolean, re: boolean, kontraBy: number | null, score: number, contract: { game: GameType, hand: boolean, ouvert: boolean, schneiderAnnounced: boolean, schwarzAnnounced: boolean, tip: boolean }, levels: Array<{ name: LevelName, count: number }> } | null, ramsch: { cardPoints: Array<number>, tricks: Array<number>, losers: Array<number>, jungfrau: boolean, durchmarsch: number | null, scores: Array<number> } | null } | null, legalActions: Array<
                | { __typename: 'SkatLegalAction', value: number | null, card: string | null, cards: Array<string> | null, game: GameType | null, ouvert: boolean | null, schneiderAnnounced: boolean | null, schwarzAnnounced: boolean | null, tip: boolean | null, type: ActionType, mutation: string }
                | { __typename: 'TarockLegalAction', contract: TarockContractType | null, target: number | null, trump: TarockSuit | null, card: string | null, cards: Array<string> | null, choose: number | null, type: ActionType, mutation: string }
              >, currentTrick: { leader: number, cards: Array<{ seat: number, card: string }> }, tricks: Array<{ leader: number, winner: number, points: number, cards: Array<{ seat: number, card: string }> }> }
            | { tarockPhase: TarockDealPhase, variant: TarockVariant, holder: number | null, pickedUp: boolean, talon: Array<string> | null, discards: Array<string> | null, declarerPoints: number | null, outcome: TarockOutcome | null, seat: number | null, turn: number | null, toAct: Array<number>, hand: Array<string> | null, handSizes: Array<number>, declarer: number | null, tricksWon: Array<number>, trickPoints: Array<number>, dealt: Array<Array<string>> | null, scheme: string, commitment: string | null, entropy: Array<string>, seed: string | null, bids: Array<{ seat: number, call: TarockCall, level: TarockContractType | null, target: number | null }>, declaration: { label: string, type: TarockContractType, trump: TarockSuit | null, target: number | null } | null, legalActions: Array<
                | { __typename: 'SkatLegalAction', value: number | null, card: string | null, cards: Array<string> | null, game: GameType | null, ouvert: boolean | null, schneiderAnnounced: boolean | null, schwarzAnnounced: boolean | null, tip: boolean | null, type: ActionType, mutation: string }
                | { __typename: 'TarockLegalAction', contract: TarockContractType | null, target: number | null, trump: TarockSuit | null, card: string | null, cards: Array<string> | null, choose: number | null, type: ActionType, mutation: string }
              >, currentTrick: { leader: number, cards: Array<{ seat: number, card: string }> }, tricks: Array<{ leader: number, winner: number, points: number, cards: Array<{ seat: number, card: string }> }> }
           }
        | { over: boolean, deal:
            | { phase: SkatDealPhase, mode: DealMode, grandHandOfferTurn: number | null, bid: number, pickedUp: boolean, kontra: boolean, kontraBy: number | null, re: boolean, skat: Array<string> | null, discards: Array<string> | null, openHand: Array<string> | null, layOpen: boolean, layOpenAccepted: Array<number>, end: GameEnd | null, seat: number | null, turn: number | null, toAct: Array<number>, hand: Array<string> | null, handSizes: Array<number>, declarer: number | null, tricksWon: Array<number>, trickPoints: Array<number>, dealt: Array<Array<string>> | null, scheme: string, commitment: string | null, entropy: Array<string>, seed: string | null, rules: { kontraRe: boolean, kontraRequiresBid: boolean, ramsch: boolean, bock: boolean, bockRamschRounds: boolean, tips: boolean, tournamentScoring: boolean, concessions: boolean }, bidding: { stage: number, bidder: number | null, answerer: number | null, awaiting: BidSpeaker | null, value: number, passed: Array<boolean>, history: Array<{ seat: number, call: BidCallKind, value: number }> }, declaration: { game: GameType, hand: boolean, ouvert: boolean, schneiderAnnounced: boolean, schwarzAnnounced: boolean, tip: boolean } | null, giveUp: { proposedBy: Array<number>, pending: number | null }, result: { kind: DealResultKind, game: { declarer: number, bid: number, won: boolean, end: GameEnd, matadors: number, base: number, gameValue: number, overbid: boolean, value: number, declarerPoints: number, defenderPoints: number, declarerTricks: number, schneider: boolean, schwarz: boolean, tipMade: boolean | null, kontra: boolean, re: boolean, kontraBy: number | null, score: number, contract: { game: GameType, hand: boolean, ouvert: boolean, schneiderAnnounced: boolean, schwarzAnnounced: boolean, tip: boolean }, levels: Array<{ name: LevelName, count: number }> } | null, ramsch: { cardPoints: Array<number>, tricks: Array<number>, losers: Array<number>, jungfrau: boolean, durchmarsch: number | null, scores: Array<number> } | null } | null, legalActions: Array<
                | { __typename: 'SkatLegalAction', value: number | null, card: string | null, cards: Array<string> | null, game: GameType | null, ouvert: boolean | null, schneiderAnnounced: boolean | null, schwarzAnnounced: boolean | null, tip: boolean | null, type: ActionType, mutation: string }
                | { __typename: 'TarockLegalAction', contract: TarockContractType | null, target: number | null, trump: TarockSuit | null, card: string | null, cards: Array<string> | null, choose: number | null, type: ActionType, mutation: string }
              >, currentTrick: { leader: number, cards: Array<{ seat: number, card: string }> }, tricks: Array<{ leader: number, winner: number, points: number, cards: Array<{ seat: number, card: string }> }> }
            | { tarockPhase: TarockDealPhase, variant: TarockVariant, holder: number | null, pickedUp: boolean, talon: Array<string> | null, discards: Array<string> | null, declarerPoints: number | null, outcome: TarockOutcome | null, seat: number | null, turn: number | null, toAct: Array<number>, hand: Array<string> | null, handSizes: Array<number>, declarer: number | null, tricksWon: Array<number>, trickPoints: Array<number>, dealt: Array<Array<string>> | null, scheme: string, commitment: string | null, entropy: Array<string>, seed: string | null, bids: Array<{ seat: number, call: TarockCall, level: TarockContractType | null, target: number | null }>, declaration: { label: string, type: TarockContractType, trump: TarockSuit | null, target: number | null } | null, legalActions: Array<
                | { __typename: 'SkatLegalAction', value: number | null, card: string | null, cards: Array<string> | null, game: GameType | null, ouvert: boolean | null, schneiderAnnounced: boolean | null, schwarzAnnounced: boolean | null, tip: boolean | null, type: ActionType, mutation: string }
                | { __typename: 'TarockLegalAction', contract: TarockContractType | null, target: number | null, trump: TarockSuit | null, card: string | null, cards: Array<string> | null, choose: number | null, type: ActionType, mutation: string }
              >, currentTrick: { leader: number, cards: Array<{ seat: number, card: string }> }, tricks: Array<{ leader: number, winner: number, points: number, cards: Array<{ seat: number, card: string }> }> }
           }
       | null, table: { id: string, status: TableStatus, players: number } } | null, events: Array<
      | { __typename: 'ActionRecorded', seq: number, type: string }
      | { __typename: 'BidHeld', seq: number, type: string }
      | { __typename: 'BidPassed', seq: number, type: string }
      | { __typename: 'BidSaid', seq: number, type: string }
      | { __typename: 'BiddingEnded', seq: number, type: string }
      | { __typename: 'CardPlayed', seq: number, type: string }
      | { __typename: 'CardsDealt', seq: number, type: string }
      | { __typename: 'DealEnded', seq: number, type: string }
      | { __typename: 'DealRevealed', seq: number, type: string }
      | { __typename: 'DealScored', seq: number, type: string }
      | { __typename: 'DealStarted', seq: number, type: string }
      | { __typename: 'GameConceded', seq: number, type: string }
      | { __typename: 'GameDeclared', seq: number, type: string }
      | { __typename: 'GiveUpAccepted', seq: number, type: string }
      | { __typename: 'GiveUpDeclined', seq: number, type: string }
      | { __typename: 'GiveUpProposed', seq: number, type: string }
      | { __typename: 'GrandHandAccepted', seq: number, type: string }
      | { __typename: 'GrandHandDeclined', seq: number, type: string }
      | { __typename: 'HandChosen', seq: number, type: string }
      | { __typename: 'HandLaidOpen', seq: number, type: string }
      | { __typename: 'HiddenEvent', seq: number, type: string }
      | { __typename: 'KontraSaid', seq: number, type: string }
      | { __typename: 'LayOpenAccepted', seq: number, type: string }
      | { __typename: 'MatchEnded', seq: number, type: string }
      | { __typename: 'MatchStarted', seq: number, type: string }
      | { __typename: 'PlayerJoined', seq: number, type: string }
      | { __typename: 'PlayerLeft', seq: number, type: string }
      | { __typename: 'ReSaid', seq: number, type: string }
      | { __typename: 'SkatDiscarded', seq: number, type: string }
      | { __typename: 'SkatPickedUp', seq: number, type: string }
      | { __typename: 'TableClosed', seq: number, type: string }
      | { __typename: 'TalonTakenUp', seq: number, type: string }
      | { __typename: 'TarockBidMade', seq: number, type: string }
      | { __typename: 'TarockCardsDealt', seq: number, type: string }
      | { __typename: 'TarockContractDeclared', seq: number, type: string }
      | { __typename: 'TarockDealRevealed', seq: number, type: string }
      | { __typename: 'TarockDealStarted', seq: number, type: string }
      | { __typename: 'TarockDiscarded', seq: number, type: string }
      | { __typename: 'TrickCompleted', seq: number, type: string }
      | { __typename: 'TurnTimedOut', seq: number, type: string }
    >, legalActions: Array<
      | { __typename: 'SkatLegalAction', value: number | null, card: string | null, cards: Array<string> | null, game: GameType | null, ouvert: boolean | null, schneiderAnnounced: boolean | null, schwarzAnnounced: boolean | null, tip: boolean | null, type: ActionType, mutation: string }
      | { __typename: 'TarockLegalAction', contract: TarockContractType | null, target: number | null, trump: TarockSuit | null, card: string | null, cards: Array<string> | null, choose: number | null, type: ActionType, mutation: string }
    > | null } };

export type StreamTicketMutationVariables = Exact<{
  tableId: string | number;
}>;


export type StreamTicketMutation = { streamTicket: { ticket: string, tableId: string, seat: number, expiresAt: string } };

export type TableViewFieldsFragment = { seq: number, yourSeat: number | null, toAct: Array<number>, turn: number | null, phase: DealPhase | null, dealNumber: number | null, hand: Array<string> | null, match:
    | { over: boolean, deal:
        | { phase: SkatDealPhase, mode: DealMode, grandHandOfferTurn: number | null, bid: number, pickedUp: boolean, kontra: boolean, kontraBy: number | null, re: boolean, skat: Array<string> | null, discards: Array<string> | null, openHand: Array<string> | null, layOpen: boolean, layOpenAccepted: Array<number>, end: GameEnd | null, seat: number | null, turn: number | null, toAct: Array<number>, hand: Array<string> | null, handSizes: Array<number>, declarer: number | null, tricksWon: Array<number>, trickPoints: Array<number>, dealt: Array<Array<string>> | null, scheme: string, commitment: string | null, entropy: Array<string>, seed: string | null, rules: { kontraRe: boolean, kontraRequiresBid: boolean, ramsch: boolean, bock: boolean, bockRamschRounds: boolean, tips: boolean, tournamentScoring: boolean, concessions: boolean }, bidding: { stage: number, bidder: number | null, answerer: number | null, awaiting: BidSpeaker | null, value: number, passed: Array<boolean>, history: Array<{ seat: number, call: BidCallKind, value: number }> }, declaration: { game: GameType, hand: boolean, ouvert: boolean, schneiderAnnounced: boolean, schwarzAnnounced: boolean, tip: boolean } | null, giveUp: { proposedBy: Array<number>, pending: number | null }, result: { kind: DealResultKind, game: { declarer: number, bid: number, won: boolean, end: GameEnd, matadors: number, base: number, gameValue: number, overbid: boolean, value: number, declarerPoints: number, defenderPoints: number, declarerTricks: number, schneider: boolean, schwarz: boolean, tipMade: boolean | null, kontra: boolean, re: boolean, kontraBy: number | null, score: number, contract: { game: GameType, hand: boolean, ouvert: boolean, schneiderAnnounced: boolean, schwarzAnnounced: boolean, tip: boolean }, levels: Array<{ name: LevelName, count: number }> } | null, ramsch: { cardPoints: Array<number>, tricks: Array<number>, losers: Array<number>, jungfrau: boolean, durchmarsch: number | null, scores: Array<number> } | null } | null, legalActions: Array<
            | { __typename: 'SkatLegalAction', value: number | null, card: string | null, cards: Array<string> | null, game: GameType | null, ouvert: boolean | null, schneiderAnnounced: boolean | null, schwarzAnnounced: boolean | null, tip: boolean | null, type: ActionType, mutation: string }
            | { __typename: 'TarockLegalAction', contract: TarockContractType | null, target: number | null, trump: TarockSuit | null, card: string | null, cards: Array<string> | null, choose: number | null, type: ActionType, mutation: string }
          >, currentTrick: { leader: number, cards: Array<{ seat: number, card: string }> }, tricks: Array<{ leader: number, winner: number, points: number, cards: Array<{ seat: number, card: string }> }> }
        | { tarockPhase: TarockDealPhase, variant: TarockVariant, holder: number | null, pickedUp: boolean, talon: Array<string> | null, discards: Array<string> | null, declarerPoints: number | null, outcome: TarockOutcome | null, seat: number | null, turn: number | null, toAct: Array<number>, hand: Array<string> | null, handSizes: Array<number>, declarer: number | null, tricksWon: Array<number>, trickPoints: Array<number>, dealt: Array<Array<string>> | null, scheme: string, commitment: string | null, entropy: Array<string>, seed: string | null, bids: Array<{ seat: number, call: TarockCall, level: TarockContractType | null, target: number | null }>, declaration: { label: string, type: TarockContractType, trump: TarockSuit | null, target: number | null } | null, legalActions: Array<
            | { __typename: 'SkatLegalAction', value: number | null, card: string | null, cards: Array<string> | null, game: GameType | null, ouvert: boolean | null, schneiderAnnounced: boolean | null, schwarzAnnounced: boolean | null, tip: boolean | null, type: ActionType, mutation: string }
            | { __typename: 'TarockLegalAction', contract: TarockContractType | null, target: number | null, trump: TarockSuit | null, card: string | null, cards: Array<string> | null, choose: number | null, type: ActionType, mutation: string }
          >, currentTrick: { leader: number, cards: Array<{ seat: number, card: string }> }, tricks: Array<{ leader: number, winner: number, points: number, cards: Array<{ seat: number, card: string }> }> }
       }
    | { over: boolean, deal:
        | { phase: SkatDealPhase, mode: DealMode, grandHandOfferTurn: number | null, bid: number, pickedUp: boolean, kontra: boolean, kontraBy: number | null, re: boolean, skat: Array<string> | null, discards: Array<string> | null, openHand: Array<string> | null, layOpen: boolean, layOpenAccepted: Array<number>, end: GameEnd | null, seat: number | null, turn: number | null, toAct: Array<number>, hand: Array<string> | null, handSizes: Array<number>, declarer: number | null, tricksWon: Array<number>, trickPoints: Array<number>, dealt: Array<Array<string>> | null, scheme: string, commitment: string | null, entropy: Array<string>, seed: string | null, rules: { kontraRe: boolean, kontraRequiresBid: boolean, ramsch: boolean, bock: boolean, bockRamschRounds: boolean, tips: boolean, tournamentScoring: boolean, concessions: boolean }, bidding: { stage: number, bidder: number | null, answerer: number | null, awaiting: BidSpeaker | null, value: number, passed: Array<boolean>, history: Array<{ seat: number, call: BidCallKind, value: number }> }, declaration: { game: GameType, hand: boolean, ouvert: boolean, schneiderAnnounced: boolean, schwarzAnnounced: boolean, tip: boolean } | null, giveUp: { proposedBy: Array<number>, pending: number | null }, result: { kind: DealResultKind, game: { declarer: number, bid: number, won: boolean, end: GameEnd, matadors: number, base: number, gameValue: number, overbid: boolean, value: number, declarerPoints: number, defenderPoints: number, declarerTricks: number, schneider: boolean, schwarz: boolean, tipMade: boolean | null, kontra: boolean, re: boolean, kontraBy: number | null, score: number, contract: { game: GameType, hand: boolean, ouvert: boolean, schneiderAnnounced: boolean, schwarzAnnounced: boolean, tip: boolean }, levels: Array<{ name: LevelName, count: number }> } | null, ramsch: { cardPoints: Array<number>, tricks: Array<number>, losers: Array<number>, jungfrau: boolean, durchmarsch: number | null, scores: Array<number> } | null } | null, legalActions: Array<
            | { __typename: 'SkatLegalAction', value: number | null, card: string | null, cards: Array<string> | null, game: GameType | null, ouvert: boolean | null, schneiderAnnounced: boolean | null, schwarzAnnounced: boolean | null, tip: boolean | null, type: ActionType, mutation: string }
            | { __typename: 'TarockLegalAction', contract: TarockContractType | null, target: number | null, trump: TarockSuit | null, card: string | null, cards: Array<string> | null, choose: number | null, type: ActionType, mutation: string }
          >, currentTrick: { leader: number, cards: Array<{ seat: number, card: string }> }, tricks: Array<{ leader: number, winner: number, points: number, cards: Array<{ seat: number, card: string }> }> }
        | { tarockPhase: TarockDealPhase, variant: TarockVariant, holder: number | null, pickedUp: boolean, talon: Array<string> | null, discards: Array<string> | null, declarerPoints: number | null, outcome: TarockOutcome | null, seat: number | null, turn: number | null, toAct: Array<number>, hand: Array<string> | null, handSizes: Array<number>, declarer: number | null, tricksWon: Array<number>, trickPoints: Array<number>, dealt: Array<Array<string>> | null, scheme: string, commitment: string | null, entropy: Array<string>, seed: string | null, bids: Array<{ seat: number, call: TarockCall, level: TarockContractType | null, target: number | null }>, declaration: { label: string, type: TarockContractType, trump: TarockSuit | null, target: number | null } | null, legalActions: Array<
            | { __typename: 'SkatLegalAction', value: number | null, card: string | null, cards: Array<string> | null, game: GameType | null, ouvert: boolean | null, schneiderAnnounced: boolean | null, schwarzAnnounced: boolean | null, tip: boolean | null, type: ActionType, mutation: string }
            | { __typename: 'TarockLegalAction', contract: TarockContractType | null, target: number | null, trump: TarockSuit | null, card: string | null, cards: Array<string> | null, choose: number | null, type: ActionType, mutation: string }
          >, currentTrick: { leader: number, cards: Array<{ seat: number, card: string }> }, tricks: Array<{ leader: number, winner: number, points: number, cards: Array<{ seat: number, card: string }> }> }
       }
   | null, table: { id: string, status: TableStatus, players: number } };

type KitMatchFields_SkatMatchView_Fragment = { over: boolean, deal:
    | { phase: SkatDealPhase, mode: DealMode, grandHandOfferTurn: number | null, bid: number, pickedUp: boolean, kontra: boolean, kontraBy: number | null, re: boolean, skat: Array<string> | null, discards: Array<string> | null, openHand: Array<string> | null, layOpen: boolean, layOpenAccepted: Array<number>, end: GameEnd | null, seat: number | null, turn: number | null, toAct: Array<number>, hand: Array<string> | null, handSizes: Array<number>, declarer: number | null, tricksWon: Array<number>, trickPoints: Array<number>, dealt: Array<Array<string>> | null, scheme: string, commitment: string | null, entropy: Array<string>, seed: string | null, rules: { kontraRe: boolean, kontraRequiresBid: boolean, ramsch: boolean, bock: boolean, bockRamschRounds: boolean, tips: boolean, tournamentScoring: boolean, concessions: boolean }, bidding: { stage: number, bidder: number | null, answerer: number | null, awaiting: BidSpeaker | null, value: number, passed: Array<boolean>, history: Array<{ seat: number, call: BidCallKind, value: number }> }, declaration: { game: GameType, hand: boolean, ouvert: boolean, schneiderAnnounced: boolean, schwarzAnnounced: boolean, tip: boolean } | null, giveUp: { proposedBy: Array<number>, pending: number | null }, result: { kind: DealResultKind, game: { declarer: number, bid: number, won: boolean, end: GameEnd, matadors: number, base: number, gameValue: number, overbid: boolean, value: number, declarerPoints: number, defenderPoints: number, declarerTricks: number, schneider: boolean, schwarz: boolean, tipMade: boolean | null, kontra: boolean, re: boolean, kontraBy: number | null, score: number, contract: { game: GameType, hand: boolean, ouvert: boolean, schneiderAnnounced: boolean, schwarzAnnounced: boolean, tip: boolean }, levels: Array<{ name: LevelName, count: number }> } | null, ramsch: { cardPoints: Array<number>, tricks: Array<number>, losers: Array<number>, jungfrau: boolean, durchmarsch: number | null, scores: Array<number> } | null } | null, legalActions: Array<
        | { __typename: 'SkatLegalAction', value: number | null, card: string | null, cards: Array<string> | null, game: GameType | null, ouvert: boolean | null, schneiderAnnounced: boolean | null, schwarzAnnounced: boolean | null, tip: boolean | null, type: ActionType, mutation: string }
        | { __typename: 'TarockLegalAction', contract: TarockContractType | null, target: number | null, trump: TarockSuit | null, card: string | null, cards: Array<string> | null, choose: number | null, type: ActionType, mutation: string }
      >, currentTrick: { leader: number, cards: Array<{ seat: number, card: string }> }, tricks: Array<{ leader: number, winner: number, points: number, cards: Array<{ seat: number, card: string }> }> }
    | { tarockPhase: TarockDealPhase, variant: TarockVariant, holder: number | null, pickedUp: boolean, talon: Array<string> | null, discards: Array<string> | null, declarerPoints: number | null, outcome: TarockOutcome | null, seat: number | null, turn: number | null, toAct: Array<number>, hand: Array<string> | null, handSizes: Array<number>, declarer: number | null, tricksWon: Array<number>, trickPoints: Array<number>, dealt: Array<Array<string>> | null, scheme: string, commitment: string | null, entropy: Array<string>, seed: string | null, bids: Array<{ seat: number, call: TarockCall, level: TarockContractType | null, target: number | null }>, declaration: { label: string, type: TarockContractType, trump: TarockSuit | null, target: number | null } | null, legalActions: Array<
        | { __typename: 'SkatLegalAction', value: number | null, card: string | null, cards: Array<string> | null, game: GameType | null, ouvert: boolean | null, schneiderAnnounced: boolean | null, schwarzAnnounced: boolean | null, tip: boolean | null, type: ActionType, mutation: string }
        | { __typename: 'TarockLegalAction', contract: TarockContractType | null, target: number | null, trump: TarockSuit | null, card: string | null, cards: Array<string> | null, choose: number | null, type: ActionType, mutation: string }
      >, currentTrick: { leader: number, cards: Array<{ seat: number, card: string }> }, tricks: Array<{ leader: number, winner: number, points: number, cards: Array<{ seat: number, card: string }> }> }
   };

type KitMatchFields_TarockMatchView_Fragment = { over: boolean, deal:
    | { phase: SkatDealPhase, mode: DealMode, grandHandOfferTurn: number | null, bid: number, pickedUp: boolean, kontra: boolean, kontraBy: number | null, re: boolean, skat: Array<string> | null, discards: Array<string> | null, openHand: Array<string> | null, layOpen: boolean, layOpenAccepted: Array<number>, end: GameEnd | null, seat: number | null, turn: number | null, toAct: Array<number>, hand: Array<string> | null, handSizes: Array<number>, declarer: number | null, tricksWon: Array<number>, trickPoints: Array<number>, dealt: Array<Array<string>> | null, scheme: string, commitment: string | null, entropy: Array<string>, seed: string | null, rules: { kontraRe: boolean, kontraRequiresBid: boolean, ramsch: boolean, bock: boolean, bockRamschRounds: boolean, tips: boolean, tournamentScoring: boolean, concessions: boolean }, bidding: { stage: number, bidder: number | null, answerer: number | null, awaiting: BidSpeaker | null, value: number, passed: Array<boolean>, history: Array<{ seat: number, call: BidCallKind, value: number }> }, declaration: { game: GameType, hand: boolean, ouvert: boolean, schneiderAnnounced: boolean, schwarzAnnounced: boolean, tip: boolean } | null, giveUp: { proposedBy: Array<number>, pending: number | null }, result: { kind: DealResultKind, game: { declarer: number, bid: number, won: boolean, end: GameEnd, matadors: number, base: number, gameValue: number, overbid: boolean, value: number, declarerPoints: number, defenderPoints: number, declarerTricks: number, schneider: boolean, schwarz: boolean, tipMade: boolean | null, kontra: boolean, re: boolean, kontraBy: number | null, score: number, contract: { game: GameType, hand: boolean, ouvert: boolean, schneiderAnnounced: boolean, schwarzAnnounced: boolean, tip: boolean }, levels: Array<{ name: LevelName, count: number }> } | null, ramsch: { cardPoints: Array<number>, tricks: Array<number>, losers: Array<number>, jungfrau: boolean, durchmarsch: number | null, scores: Array<number> } | null } | null, legalActions: Array<
        | { __typename: 'SkatLegalAction', value: number | null, card: string | null, cards: Array<string> | null, game: GameType | null, ouvert: boolean | null, schneiderAnnounced: boolean | null, schwarzAnnounced: boolean | null, tip: boolean | null, type: ActionType, mutation: string }
        | { __typename: 'TarockLegalAction', contract: TarockContractType | null, target: number | null, trump: TarockSuit | null, card: string | null, cards: Array<string> | null, choose: number | null, type: ActionType, mutation: string }
      >, currentTrick: { leader: number, cards: Array<{ seat: number, card: string }> }, tricks: Array<{ leader: number, winner: number, points: number, cards: Array<{ seat: number, card: string }> }> }
    | { tarockPhase: TarockDealPhase, variant: TarockVariant, holder: number | null, pickedUp: boolean, talon: Array<string> | null, discards: Array<string> | null, declarerPoints: number | null, outcome: TarockOutcome | null, seat: number | null, turn: number | null, toAct: Array<number>, hand: Array<string> | null, handSizes: Array<number>, declarer: number | null, tricksWon: Array<number>, trickPoints: Array<number>, dealt: Array<Array<string>> | null, scheme: string, commitment: string | null, entropy: Array<string>, seed: string | null, bids: Array<{ seat: number, call: TarockCall, level: TarockContractType | null, target: number | null }>, declaration: { label: string, type: TarockContractType, trump: TarockSuit | null, target: number | null } | null, legalActions: Array<
        | { __typename: 'SkatLegalAction', value: number | null, card: string | null, cards: Array<string> | null, game: GameType | null, ouvert: boolean | null, schneiderAnnounced: boolean | null, schwarzAnnounced: boolean | null, tip: boolean | null, type: ActionType, mutation: string }
        | { __typename: 'TarockLegalAction', contract: TarockContractType | null, target: number | null, trump: TarockSuit | null, card: string | null, cards: Array<string> | null, choose: number | null, type: ActionType, mutation: string }
      >, currentTrick: { leader: number, cards: Array<{ seat: number, card: string }> }, tricks: Array<{ leader: number, winner: number, points: number, cards: Array<{ seat: number, card: string }> }> }
   };

export type KitMatchFieldsFragment =
  | KitMatchFields_SkatMatchView_Fragment
  | KitMatchFields_TarockMatchView_Fragment
;

export type SkatRulesFieldsFragment = { kontraRe: boolean, kontraRequiresBid: boolean, ramsch: boolean, bock: boolean, bockRamschRounds: boolean, tips: boolean, tournamentScoring: boolean, concessions: boolean };

export type SkatContractFieldsFragment = { game: GameType, hand: boolean, ouvert: boolean, schneiderAnnounced: boolean, schwarzAnnounced: boolean, tip: boolean };

export type TrickFieldsFragment = { leader: number, winner: number, points: number, cards: Array<{ seat: number, card: string }> };

export type DealResultFieldsFragment = { kind: DealResultKind, game: { declarer: number, bid: number, won: boolean, end: GameEnd, matadors: number, base: number, gameValue: number, overbid: boolean, value: number, declarerPoints: number, defenderPoints: number, declarerTricks: number, schneider: boolean, schwarz: boolean, tipMade: boolean | null, kontra: boolean, re: boolean, kontraBy: number | null, score: number, contract: { game: GameType, hand: boolean, ouvert: boolean, schneiderAnnounced: boolean, schwarzAnnounced: boolean, tip: boolean }, levels: Array<{ name: LevelName, count: number }> } | null, ramsch: { cardPoints: Array<number>, tricks: Array<number>, losers: Array<number>, jungfrau: boolean, durchmarsch: number | null, scores: Array<number> } | null };

type TableEventFields_ActionRecorded_Fragment = { __typename: 'ActionRecorded', seq: number, type: string };

type TableEventFields_BidHeld_Fragment = { __typename: 'BidHeld', seq: number, type: string };

type TableEventFields_BidPassed_Fragment = { __typename: 'BidPassed', seq: number, type: string };

type TableEventFields_BidSaid_Fragment = { __typename: 'BidSaid', seq: number, type: string };

type TableEventFields_BiddingEnded_Fragment = { __typename: 'BiddingEnded', seq: number, type: string };

type TableEventFields_CardPlayed_Fragment = { __typename: 'CardPlayed', seq: number, type: string };

type TableEventFields_CardsDealt_Fragment = { __typename: 'CardsDealt', seq: number, type: string };

type TableEventFields_DealEnded_Fragment = { __typename: 'DealEnded', seq: number, type: string };

type TableEventFields_DealRevealed_Fragment = { __typename: 'DealRevealed', seq: number, type: string };

type TableEventFields_DealScored_Fragment = { __typename: 'DealScored', seq: number, type: string };

type TableEventFields_DealStarted_Fragment = { __typename: 'DealStarted', seq: number, type: string };

type TableEventFields_GameConceded_Fragment = { __typename: 'GameConceded', seq: number, type: string };

type TableEventFields_GameDeclared_Fragment = { __typename: 'GameDeclared', seq: number, type: string };

type TableEventFields_GiveUpAccepted_Fragment = { __typename: 'GiveUpAccepted', seq: number, type: string };

type TableEventFields_GiveUpDeclined_Fragment = { __typename: 'GiveUpDeclined', seq: number, type: string };

type TableEventFields_GiveUpProposed_Fragment = { __typename: 'GiveUpProposed', seq: number, type: string };

type TableEventFields_GrandHandAccepted_Fragment = { __typename: 'GrandHandAccepted', seq: number, type: string };

type TableEventFields_GrandHandDeclined_Fragment = { __typename: 'GrandHandDeclined', seq: number, type: string };

type TableEventFields_HandChosen_Fragment = { __typename: 'HandChosen', seq: number, type: string };

type TableEventFields_HandLaidOpen_Fragment = { __typename: 'HandLaidOpen', seq: number, type: string };

type TableEventFields_HiddenEvent_Fragment = { __typename: 'HiddenEvent', seq: number, type: string };

type TableEventFields_KontraSaid_Fragment = { __typename: 'KontraSaid', seq: number, type: string };

type TableEventFields_LayOpenAccepted_Fragment = { __typename: 'LayOpenAccepted', seq: number, type: string };

type TableEventFields_MatchEnded_Fragment = { __typename: 'MatchEnded', seq: number, type: string };

type TableEventFields_MatchStarted_Fragment = { __typename: 'MatchStarted', seq: number, type: string };

type TableEventFields_PlayerJoined_Fragment = { __typename: 'PlayerJoined', seq: number, type: string };

type TableEventFields_PlayerLeft_Fragment = { __typename: 'PlayerLeft', seq: number, type: string };

type TableEventFields_ReSaid_Fragment = { __typename: 'ReSaid', seq: number, type: string };

type TableEventFields_SkatDiscarded_Fragment = { __typename: 'SkatDiscarded', seq: number, type: string };

type TableEventFields_SkatPickedUp_Fragment = { __typename: 'SkatPickedUp', seq: number, type: string };

type TableEventFields_TableClosed_Fragment = { __typename: 'TableClosed', seq: number, type: string };

type TableEventFields_TalonTakenUp_Fragment = { __typename: 'TalonTakenUp', seq: number, type: string };

type TableEventFields_TarockBidMade_Fragment = { __typename: 'TarockBidMade', seq: number, type: string };

type TableEventFields_TarockCardsDealt_Fragment = { __typename: 'TarockCardsDealt', seq: number, type: string };

type TableEventFields_TarockContractDeclared_Fragment = { __typename: 'TarockContractDeclared', seq: number, type: string };

type TableEventFields_TarockDealRevealed_Fragment = { __typename: 'TarockDealRevealed', seq: number, type: string };

type TableEventFields_TarockDealStarted_Fragment = { __typename: 'TarockDealStarted', seq: number, type: string };

type TableEventFields_TarockDiscarded_Fragment = { __typename: 'TarockDiscarded', seq: number, type: string };

type TableEventFields_TrickCompleted_Fragment = { __typename: 'TrickCompleted', seq: number, type: string };

type TableEventFields_TurnTimedOut_Fragment = { __typename: 'TurnTimedOut', seq: number, type: string };

export type TableEventFieldsFragment =
  | TableEventFields_ActionRecorded_Fragment
  | TableEventFields_BidHeld_Fragment
  | TableEventFields_BidPassed_Fragment
  | TableEventFields_BidSaid_Fragment
  | TableEventFields_BiddingEnded_Fragment
  | TableEventFields_CardPlayed_Fragment
  | TableEventFields_CardsDealt_Fragment
  | TableEventFields_DealEnded_Fragment
  | TableEventFields_DealRevealed_Fragment
  | TableEventFields_DealScored_Fragment
  | TableEventFields_DealStarted_Fragment
  | TableEventFields_GameConceded_Fragment
  | TableEventFields_GameDeclared_Fragment
  | TableEventFields_GiveUpAccepted_Fragment
  | TableEventFields_GiveUpDeclined_Fragment
  | TableEventFields_GiveUpProposed_Fragment
  | TableEventFields_GrandHandAccepted_Fragment
  | TableEventFields_GrandHandDeclined_Fragment
  | TableEventFields_HandChosen_Fragment
  | TableEventFields_HandLaidOpen_Fragment
  | TableEventFields_HiddenEvent_Fragment
  | TableEventFields_KontraSaid_Fragment
  | TableEventFields_LayOpenAccepted_Fragment
  | TableEventFields_MatchEnded_Fragment
  | TableEventFields_MatchStarted_Fragment
  | TableEventFields_PlayerJoined_Fragment
  | TableEventFields_PlayerLeft_Fragment
  | TableEventFields_ReSaid_Fragment
  | TableEventFields_SkatDiscarded_Fragment
  | TableEventFields_SkatPickedUp_Fragment
  | TableEventFields_TableClosed_Fragment
  | TableEventFields_TalonTakenUp_Fragment
  | TableEventFields_TarockBidMade_Fragment
  | TableEventFields_TarockCardsDealt_Fragment
  | TableEventFields_TarockContractDeclared_Fragment
  | TableEventFields_TarockDealRevealed_Fragment
  | TableEventFields_TarockDealStarted_Fragment
  | TableEventFields_TarockDiscarded_Fragment
  | TableEventFields_TrickCompleted_Fragment
  | TableEventFields_TurnTimedOut_Fragment
;

type LegalActionFields_SkatLegalAction_Fragment = { __typename: 'SkatLegalAction', value: number | null, card: string | null, cards: Array<string> | null, game: GameType | null, ouvert: boolean | null, schneiderAnnounced: boolean | null, schwarzAnnounced: boolean | null, tip: boolean | null, type: ActionType, mutation: string };

type LegalActionFields_TarockLegalAction_Fragment = { __typename: 'TarockLegalAction', contract: TarockContractType | null, target: number | null, trump: TarockSuit | null, card: string | null, cards: Array<string> | null, choose: number | null, type: ActionType, mutation: string };

export type LegalActionFieldsFragment =
  | LegalActionFields_SkatLegalAction_Fragment
  | LegalActionFields_TarockLegalAction_Fragment
;

export type TableFieldsFragment = { id: string, status: TableStatus, game: Game, variant: TarockVariant | null, players: number, preset: Preset, rounds: number, seq: number, visibility: Visibility, rated: boolean, seats: Array<{ index: number, player: { id: string, name: string, handle: string } | null }> };

export type ActionResultFieldsFragment = { seq: number, replayed: boolean };

export type RegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type RegisterMutation = { register: { player: { id: string, name: string, handle: string, kind: PlayerKind }, apiToken: { token: string, tokenId: string } } };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { id: string, name: string, handle: string, kind: PlayerKind } };

export type IssueTokenMutationVariables = Exact<{ [key: string]: never; }>;


export type IssueTokenMutation = { issueToken: { token: string, tokenId: string } };

export type RotateTokenMutationVariables = Exact<{ [key: string]: never; }>;


export type RotateTokenMutation = { rotateToken: { token: string, tokenId: string } };

export type RevokeTokenMutationVariables = Exact<{
  tokenId: string | number;
}>;


export type RevokeTokenMutation = { revokeToken: boolean };

export type LeaderboardEntryFieldsFragment = { rank: number, rating: number, mu: number, sigma: number, matches: number, player: { id: string, name: string, handle: string, kind: PlayerKind, serverBot: boolean } };

export type LeaderboardQueryVariables = Exact<{
  game: Game;
  kind: PlayerKind;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type LeaderboardQuery = { leaderboard: { nodes: Array<{ rank: number, rating: number, mu: number, sigma: number, matches: number, player: { id: string, name: string, handle: string, kind: PlayerKind, serverBot: boolean } }>, pageInfo: { endCursor: string | null, hasNextPage: boolean } } };

export type RatingHistoryQueryVariables = Exact<{
  playerId: string | number;
  game: Game;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type RatingHistoryQuery = { ratingHistory: { current: { rating: number, mu: number, sigma: number } | null, changes: Array<{ tableId: string, finishedAt: string, rank: number, players: number, total: number, change: number, before: { rating: number, mu: number, sigma: number }, after: { rating: number, mu: number, sigma: number } }>, pageInfo: { endCursor: string | null, hasNextPage: boolean } } };

export type PlayerStatisticsFieldsFragment = { matches: number, matchesWon: number, deals: number, asDeclarer: number, asDefender: number, declarer: { count: number, won: number, rate: number | null }, defender: { count: number, won: number, rate: number | null }, rating: { rating: number, mu: number, sigma: number } | null, skat: { seegerFabianPoints: number, averageSeegerFabianPerSeries: number | null, overbids: number, schneiderWon: number, schwarzWon: number, schneiderLost: number, schwarzLost: number, ramschDeals: number, ramschLosses: number, durchmaersche: number, passedDeals: number, byGameType: Array<{ gameType: GameType, count: number, won: number, rate: number | null }>, kontra: { count: number, won: number }, re: { count: number, won: number } } | null, tarock: { durch: number, redeals: number, ledgerTotal: number, averageLedgerPerMatch: number | null, contracts: Array<{ contract: TarockContractType, count: number, won: number, rate: number | null }> } | null };

export type PlayerStatisticsQueryVariables = Exact<{
  playerId: string | number;
  game: Game;
  ratedOnly?: boolean | null | undefined;
}>;


export type PlayerStatisticsQuery = { playerStatistics: { matches: number, matchesWon: number, deals: number, asDeclarer: number, asDefender: number, declarer: { count: number, won: number, rate: number | null }, defender: { count: number, won: number, rate: number | null }, rating: { rating: number, mu: number, sigma: number } | null, skat: { seegerFabianPoints: number, averageSeegerFabianPerSeries: number | null, overbids: number, schneiderWon: number, schwarzWon: number, schneiderLost: number, schwarzLost: number, ramschDeals: number, ramschLosses: number, durchmaersche: number, passedDeals: number, byGameType: Array<{ gameType: GameType, count: number, won: number, rate: number | null }>, kontra: { count: number, won: number }, re: { count: number, won: number } } | null, tarock: { durch: number, redeals: number, ledgerTotal: number, averageLedgerPerMatch: number | null, contracts: Array<{ contract: TarockContractType, count: number, won: number, rate: number | null }> } | null } };

export type CreateTableMutationVariables = Exact<{
  input: CreateTableInput;
}>;


export type CreateTableMutation = { createTable: { seq: number, yourSeat: number | null, toAct: Array<number>, turn: number | null, phase: DealPhase | null, dealNumber: number | null, hand: Array<string> | null, match:
      | { over: boolean, deal:
          | { phase: SkatDealPhase, mode: DealMode, grandHandOfferTurn: number | null, bid: number, pickedUp: boolean, kontra: boolean, kontraBy: number | null, re: boolean, skat: Array<string> | null, discards: Array<string> | null, openHand: Array<string> | null, layOpen: boolean, layOpenAccepted: Array<number>, end: GameEnd | null, seat: number | null, turn: number | null, toAct: Array<number>, hand: Array<string> | null, handSizes: Array<number>, declarer: number | null, tricksWon: Array<number>, trickPoints: Array<number>, dealt: Array<Array<string>> | null, scheme: string, commitment: string | null, entropy: Array<string>, seed: string | null, rules: { kontraRe: boolean, kontraRequiresBid: boolean, ramsch: boolean, bock: boolean, bockRamschRounds: boolean, tips: boolean, tournamentScoring: boolean, concessions: boolean }, bidding: { stage: number, bidder: number | null, answerer: number | null, awaiting: BidSpeaker | null, value: number, passed: Array<boolean>, history: Array<{ seat: number, call: BidCallKind, value: number }> }, declaration: { game: GameType, hand: boolean, ouvert: boolean, schneiderAnnounced: boolean, schwarzAnnounced: boolean, tip: boolean } | null, giveUp: { proposedBy: Array<number>, pending: number | null }, result: { kind: DealResultKind, game: { declarer: number, bid: number, won: boolean, end: GameEnd, matadors: number, base: number, gameValue: number, overbid: boolean, value: number, declarerPoints: number, defenderPoints: number, declarerTricks: number, schneider: boolean, schwarz: boolean, tipMade: boolean | null, kontra: boolean, re: boolean, kontraBy: number | null, score: number, contract: { game: GameType, hand: boolean, ouvert: boolean, schneiderAnnounced: boolean, schwarzAnnounced: boolean, tip: boolean }, levels: Array<{ name: LevelName, count: number }> } | null, ramsch: { cardPoints: Array<number>, tricks: Array<number>, losers: Array<number>, jungfrau: boolean, durchmarsch: number | null, scores: Array<number> } | null } | null, legalActions: Array<
              | { __typename: 'SkatLegalAction', value: number | null, card: string | null, cards: Array<string> | null, game: GameType | null, ouvert: boolean | null, schneiderAnnounced: boolean | null, schwarzAnnounced: boolean | null, tip: boolean | null, type: ActionType, mutation: string }
              | { __typename: 'TarockLegalAction', contract: TarockContractType | null, target: number | null, trump: TarockSuit | null, card: string | null, cards: Array<string> | null, choose: number | null, type: ActionType, mutation: string }
            >, currentTrick: { leader: number, cards: Array<{ seat: number, card: string }> }, tricks: Array<{ leader: number, winner: number, points: number, cards: Array<{ seat: number, card: string }> }> }
          | { tarockPhase: TarockDealPhase, variant: TarockVariant, holder: number | null, pickedUp: boolean, talon: Array<string> | null, discards: Array<string> | null, declarerPoints: number | null, outcome: TarockOutcome | null, seat: number | null, turn: number | null, toAct: Array<number>, hand: Array<string> | null, handSizes: Array<number>, declarer: number | null, tricksWon: Array<number>, trickPoints: Array<number>, dealt: Array<Array<string>> | null, scheme: string, commitment: string | null, entropy: Array<string>, seed: string | null, bids: Array<{ seat: number, call: TarockCall, level: TarockContractType | null, target: number | null }>, declaration: { label: string, type: TarockContractType, trump: TarockSuit | null, target: number | null } | null, legalActions: Array<
              | { __typename: 'SkatLegalAction', value: number | null, card: string | null, cards: Array<string> | null, game: GameType | null, ouvert: boolean | null, schneiderAnnounced: boolean | null, schwarzAnnounced: boolean | null, tip: boolean | null, type: ActionType, mutation: string }
              | { __typename: 'TarockLegalAction', contract: TarockContractType | null, target: number | null, trump: TarockSuit | null, card: string | null, cards: Array<string> | null, choose: number | null, type: ActionType, mutation: string }
            >, currentTrick: { leader: number, cards: Array<{ seat: number, card: string }> }, tricks: Array<{ leader: number, winner: number, points: number, cards: Array<{ seat: number, card: string }> }> }
         }
      | { over: boolean, deal:
          | { phase: SkatDealPhase, mode: DealMode, grandHandOfferTurn: number | null, bid: number, pickedUp: boolean, kontra: boolean, kontraBy: number | null, re: boolean, skat: Array<string> | null, discards: Array<string> | null, openHand: Array<string> | null, layOpen: boolean, layOpenAccepted: Array<number>, end: GameEnd | null, seat: number | null, turn: number | null, toAct: Array<number>, hand: Array<string> | null, handSizes: Array<number>, declarer: number | null, tricksWon: Array<number>, trickPoints: Array<number>, dealt: Array<Array<string>> | null, scheme: string, commitment: string | null, entropy: Array<string>, seed: string | null, rules: { kontraRe: boolean, kontraRequiresBid: boolean, ramsch: boolean, bock: boolean, bockRamschRounds: boolean, tips: boolean, tournamentScoring: boolean, concessions: boolean }, bidding: { stage: number, bidder: number | null, answerer: number | null, awaiting: BidSpeaker | null, value: number, passed: Array<boolean>, history: Array<{ seat: number, call: BidCallKind, value: number }> }, declaration: { game: GameType, hand: boolean, ouvert: boolean, schneiderAnnounced: boolean, schwarzAnnounced: boolean, tip: boolean } | null, giveUp: { proposedBy: Array<number>, pending: number | null }, result: { kind: DealResultKind, game: { declarer: number, bid: number, won: boolean, end: GameEnd, matadors: number, base: number, gameValue: number, overbid: boolean, value: number, declarerPoints: number, defenderPoints: number, declarerTricks: number, schneider: boolean, schwarz: boolean, tipMade: boolean | null, kontra: boolean, re: boolean, kontraBy: number | null, score: number, contract: { game: GameType, hand: boolean, ouvert: boolean, schneiderAnnounced: boolean, schwarzAnnounced: boolean, tip: boolean }, levels: Array<{ name: LevelName, count: number }> } | null, ramsch: { cardPoints: Array<number>, tricks: Array<number>, losers: Array<number>, jungfrau: boolean, durchmarsch: number | null, scores: Array<number> } | null } | null, legalActions: Array<
              | { __typename: 'SkatLegalAction', value: number | null, card: string | null, cards: Array<string> | null, game: GameType | null, ouvert: boolean | null, schneiderAnnounced: boolean | null, schwarzAnnounced: boolean | null, tip: boolean | null, type: ActionType, mutation: string }
              | { __typename: 'TarockLegalAction', contract: TarockContractType | null, target: number | null, trump: TarockSuit | null, card: string | null, cards: Array<string> | null, choose: number | null, type: ActionType, mutation: string }
            >, currentTrick: { leader: number, cards: Array<{ seat: number, card: string }> }, tricks: Array<{ leader: number, winner: number, points: number, cards: Array<{ seat: number, card: string }> }> }
          | { tarockPhase: TarockDealPhase, variant: TarockVariant, holder: number | null, pickedUp: boolean, talon: Array<string> | null, discards: Array<string> | null, declarerPoints: number | null, outcome: TarockOutcome | null, seat: number | null, turn: number | null, toAct: Array<number>, hand: Array<string> | null, handSizes: Array<number>, declarer: number | null, tricksWon: Array<number>, trickPoints: Array<number>, dealt: Array<Array<string>> | null, scheme: string, commitment: string | null, entropy: Array<string>, seed: string | null, bids: Array<{ seat: number, call: TarockCall, level: TarockContractType | null, target: number | null }>, declaration: { label: string, type: TarockContractType, trump: TarockSuit | null, target: number | null } | null, legalActions: Array<
              | { __typename: 'SkatLegalAction', value: number | null, card: string | null, cards: Array<string> | null, game: GameType | null, ouvert: boolean | null, schneiderAnnounced: boolean | null, schwarzAnnounced: boolean | null, tip: boolean | null, type: ActionType, mutation: string }
              | { __typename: 'TarockLegalAction', contract: TarockContractType | null, target: number | null, trump: TarockSuit | null, card: string | null, cards: Array<string> | null, choose: number | null, type: ActionType, mutation: string }
            >, currentTrick: { leader: number, cards: Array<{ seat: number, card: string }> }, tricks: Array<{ leader: number, winner: number, points: number, cards: Array<{ seat: number, card: string }> }> }
         }
     | null, table: { id: string, status: TableStatus, players: number } } };

export type JoinTableMutationVariables = Exact<{
  input: JoinTableInput;
}>;


export type JoinTableMutation = { joinTable: { seq: number, yourSeat: number | null, toAct: Array<number>, turn: number | null, phase: DealPhase | null, dealNumber: number | null, hand: Array<string> | null, match:
      | { over: boolean, deal:
          | { phase: SkatDealPhase, mode: DealMode, grandHandOfferTurn: number | null, bid: number, pickedUp: boolean, kontra: boolean, kontraBy: number | null, re: boolean, skat: Array<string> | null, discards: Array<string> | null, openHand: Array<string> | null, layOpen: boolean, layOpenAccepted: Array<number>, end: GameEnd | null, seat: number | null, turn: number | null, toAct: Array<number>, hand: Array<string> | null, handSizes: Array<number>, declarer: number | null, tricksWon: Array<number>, trickPoints: Array<number>, dealt: Array<Array<string>> | null, scheme: string, commitment: string | null, entropy: Array<string>, seed: string | null, rules: { kontraRe: boolean, kontraRequiresBid: boolean, ramsch: boolean, bock: boolean, bockRamschRounds: boolean, tips: boolean, tournamentScoring: boolean, concessions: boolean }, bidding: { stage: number, bidder: number | null, answerer: number | null, awaiting: BidSpeaker | null, value: number, passed: Array<boolean>, history: Array<{ seat: number, call: BidCallKind, value: number }> }, declaration: { game: GameType, hand: boolean, ouvert: boolean, schneiderAnnounced: boolean, schwarzAnnounced: boolean, tip: boolean } | null, giveUp: { proposedBy: Array<number>, pending: number | null }, result: { kind: DealResultKind, game: { declarer: number, bid: number, won: boolean, end: GameEnd, matadors: number, base: number, gameValue: number, overbid: boolean, value: number, declarerPoints: number, defenderPoints: number, declarerTricks: number, schneider: boolean, schwarz: boolean, tipMade: boolean | null, kontra: boolean, re: boolean, kontraBy: number | null, score: number, contract: { game: GameType, hand: boolean, ouvert: boolean, schneiderAnnounced: boolean, schwarzAnnounced: boolean, tip: boolean }, levels: Array<{ name: LevelName, count: number }> } | null, ramsch: { cardPoints: Array<number>, tricks: Array<number>, losers: Array<number>, jungfrau: boolean, durchmarsch: number | null, scores: Array<number> } | null } | null, legalActions: Array<
              | { __typename: 'SkatLegalAction', value: number | null, card: string | null, cards: Array<string> | null, game: GameType | null, ouvert: boolean | null, schneiderAnnounced: boolean | null, schwarzAnnounced: boolean | null, tip: boolean | null, type: ActionType, mutation: string }
              | { __typename: 'TarockLegalAction', contract: TarockContractType | null, target: number | null, trump: TarockSuit | null, card: string | null, cards: Array<string> | null, choose: number | null, type: ActionType, mutation: string }
            >, currentTrick: { leader: number, cards: Array<{ seat: number, card: string }> }, tricks: Array<{ leader: number, winner: number, points: number, cards: Array<{ seat: number, card: string }> }> }
          | { tarockPhase: TarockDealPhase, variant: TarockVariant, holder: number | null, pickedUp: boolean, talon: Array<string> | null, discards: Array<string> | null, declarerPoints: number | null, outcome: TarockOutcome | null, seat: number | null, turn: number | null, toAct: Array<number>, hand: Array<string> | null, handSizes: Array<number>, declarer: number | null, tricksWon: Array<number>, trickPoints: Array<number>, dealt: Array<Array<string>> | null, scheme: string, commitment: string | null, entropy: Array<string>, seed: string | null, bids: Array<{ seat: number, call: TarockCall, level: TarockContractType | null, target: number | null }>, declaration: { label: string, type: TarockContractType, trump: TarockSuit | null, target: number | null } | null, legalActions: Array<
              | { __typename: 'SkatLegalAction', value: number | null, card: string | null, cards: Array<string> | null, game: GameType | null, ouvert: boolean | null, schneiderAnnounced: boolean | null, schwarzAnnounced: boolean | null, tip: boolean | null, type: ActionType, mutation: string }
              | { __typename: 'TarockLegalAction', contract: TarockContractType | null, target: number | null, trump: TarockSuit | null, card: string | null, cards: Array<string> | null, choose: number | null, type: ActionType, mutation: string }
            >, currentTrick: { leader: number, cards: Array<{ seat: number, card: string }> }, tricks: Array<{ leader: number, winner: number, points: number, cards: Array<{ seat: number, card: string }> }> }
         }
      | { over: boolean, deal:
          | { phase: SkatDealPhase, mode: DealMode, grandHandOfferTurn: number | null, bid: number, pickedUp: boolean, kontra: boolean, kontraBy: number | null, re: boolean, skat: Array<string> | null, discards: Array<string> | null, openHand: Array<string> | null, layOpen: boolean, layOpenAccepted: Array<number>, end: GameEnd | null, seat: number | null, turn: number | null, toAct: Array<number>, hand: Array<string> | null, handSizes: Array<number>, declarer: number | null, tricksWon: Array<number>, trickPoints: Array<number>, dealt: Array<Array<string>> | null, scheme: string, commitment: string | null, entropy: Array<string>, seed: string | null, rules: { kontraRe: boolean, kontraRequiresBid: boolean, ramsch: boolean, bock: boolean, bockRamschRounds: boolean, tips: boolean, tournamentScoring: boolean, concessions: boolean }, bidding: { stage: number, bidder: number | null, answerer: number | null, awaiting: BidSpeaker | null, value: number, passed: Array<boolean>, history: Array<{ seat: number, call: BidCallKind, value: number }> }, declaration: { game: GameType, hand: boolean, ouvert: boolean, schneiderAnnounced: boolean, schwarzAnnounced: boolean, tip: boolean } | null, giveUp: { proposedBy: Array<number>, pending: number | null }, result: { kind: DealResultKind, game: { declarer: number, bid: number, won: boolean, end: GameEnd, matadors: number, base: number, gameValue: number, overbid: boolean, value: number, declarerPoints: number, defenderPoints: number, declarerTricks: number, schneider: boolean, schwarz: boolean, tipMade: boolean | null, kontra: boolean, re: boolean, kontraBy: number | null, score: number, contract: { game: GameType, hand: boolean, ouvert: boolean, schneiderAnnounced: boolean, schwarzAnnounced: boolean, tip: boolean }, levels: Array<{ name: LevelName, count: number }> } | null, ramsch: { cardPoints: Array<number>, tricks: Array<number>, losers: Array<number>, jungfrau: boolean, durchmarsch: number | null, scores: Array<number> } | null } | null, legalActions: Array<
              | { __typename: 'SkatLegalAction', value: number | null, card: string | null, cards: Array<string> | null, game: GameType | null, ouvert: boolean | null, schneiderAnnounced: boolean | null, schwarzAnnounced: boolean | null, tip: boolean | null, type: ActionType, mutation: string }
              | { __typename: 'TarockLegalAction', contract: TarockContractType | null, target: number | null, trump: TarockSuit | null, card: string | null, cards: Array<string> | null, choose: number | null, type: ActionType, mutation: string }
            >, currentTrick: { leader: number, cards: Array<{ seat: number, card: string }> }, tricks: Array<{ leader: number, winner: number, points: number, cards: Array<{ seat: number, card: string }> }> }
          | { tarockPhase: TarockDealPhase, variant: TarockVariant, holder: number | null, pickedUp: boolean, talon: Array<string> | null, discards: Array<string> | null, declarerPoints: number | null, outcome: TarockOutcome | null, seat: number | null, turn: number | null, toAct: Array<number>, hand: Array<string> | null, handSizes: Array<number>, declarer: number | null, tricksWon: Array<number>, trickPoints: Array<number>, dealt: Array<Array<string>> | null, scheme: string, commitment: string | null, entropy: Array<string>, seed: string | null, bids: Array<{ seat: number, call: TarockCall, level: TarockContractType | null, target: number | null }>, declaration: { label: string, type: TarockContractType, trump: TarockSuit | null, target: number | null } | null, legalActions: Array<
              | { __typename: 'SkatLegalAction', value: number | null, card: string | null, cards: Array<string> | null, game: GameType | null, ouvert: boolean | null, schneiderAnnounced: boolean | null, schwarzAnnounced: boolean | null, tip: boolean | null, type: ActionType, mutation: string }
              | { __typename: 'TarockLegalAction', contract: TarockContractType | null, target: number | null, trump: TarockSuit | null, card: string | null, cards: Array<string> | null, choose: number | null, type: ActionType, mutation: string }
            >, currentTrick: { leader: number, cards: Array<{ seat: number, card: string }> }, tricks: Array<{ leader: number, winner: number, points: number, cards: Array<{ seat: number, card: string }> }> }
         }
     | null, table: { id: string, status: TableStatus, players: number } } };

export type LeaveTableMutationVariables = Exact<{
  tableId: string | number;
}>;


export type LeaveTableMutation = { leaveTable: { seq: number, yourSeat: number | null, toAct: Array<number>, turn: number | null, phase: DealPhase | null, dealNumber: number | null, hand: Array<string> | null, match:
      | { over: boolean, deal:
          | { phase: SkatDealPhase, mode: DealMode, grandHandOfferTurn: number | null, bid: number, pickedUp: boolean, kontra: boolean, kontraBy: number | null, re: boolean, skat: Array<string> | null, discards: Array<string> | null, openHand: Array<string> | null, layOpen: boolean, layOpenAccepted: Array<number>, end: GameEnd | null, seat: number | null, turn: number | null, toAct: Array<number>, hand: Array<string> | null, handSizes: Array<number>, declarer: number | null, tricksWon: Array<number>, trickPoints: Array<number>, dealt: Array<Array<string>> | null, scheme: string, commitment: string | null, entropy: Array<string>, seed: string | null, rules: { kontraRe: boolean, kontraRequiresBid: boolean, ramsch: boolean, bock: boolean, bockRamschRounds: boolean, tips: boolean, tournamentScoring: boolean, concessions: boolean }, bidding: { stage: number, bidder: number | null, answerer: number | null, awaiting: BidSpeaker | null, value: number, passed: Array<boolean>, history: Array<{ seat: number, call: BidCallKind, value: number }> }, declaration: { game: GameType, hand: boolean, ouvert: boolean, schneiderAnnounced: boolean, schwarzAnnounced: boolean, tip: boolean } | null, giveUp: { proposedBy: Array<number>, pending: number | null }, result: { kind: DealResultKind, game: { declarer: number, bid: number, won: boolean, end: GameEnd, matadors: number, base: number, gameValue: number, overbid: boolean, value: number, declarerPoints: number, defenderPoints: number, declarerTricks: number, schneider: boolean, schwarz: boolean, tipMade: boolean | null, kontra: boolean, re: boolean, kontraBy: number | null, score: number, contract: { game: GameType, hand: boolean, ouvert: boolean, schneiderAnnounced: boolean, schwarzAnnounced: boolean, tip: boolean }, levels: Array<{ name: LevelName, count: number }> } | null, ramsch: { cardPoints: Array<number>, tricks: Array<number>, losers: Array<number>, jungfrau: boolean, durchmarsch: number | null, scores: Array<number> } | null } | null, legalActions: Array<
              | { __typename: 'SkatLegalAction', value: number | null, card: string | null, cards: Array<string> | null, game: GameType | null, ouvert: boolean | null, schneiderAnnounced: boolean | null, schwarzAnnounced: boolean | null, tip: boolean | null, type: ActionType, mutation: string }
              | { __typename: 'TarockLegalAction', contract: TarockContractType | null, target: number | null, trump: TarockSuit | null, card: string | null, cards: Array<string> | null, choose: number | null, type: ActionType, mutation: string }
            >, currentTrick: { leader: number, cards: Array<{ seat: number, card: string }> }, tricks: Array<{ leader: number, winner: number, points: number, cards: Array<{ seat: number, card: string }> }> }
          | { tarockPhase: TarockDealPhase, variant: TarockVariant, holder: number | null, pickedUp: boolean, talon: Array<string> | null, discards: Array<string> | null, declarerPoints: number | null, outcome: TarockOutcome | null, seat: number | null, turn: number | null, toAct: Array<number>, hand: Array<string> | null, handSizes: Array<number>, declarer: number | null, tricksWon: Array<number>, trickPoints: Array<number>, dealt: Array<Array<string>> | null, scheme: string, commitment: string | null, entropy: Array<string>, seed: string | null, bids: Array<{ seat: number, call: TarockCall, level: TarockContractType | null, target: number | null }>, declaration: { label: string, type: TarockContractType, trump: TarockSuit | null, target: number | null } | null, legalActions: Array<
              | { __typename: 'SkatLegalAction', value: number | null, card: string | null, cards: Array<string> | null, game: GameType | null, ouvert: boolean | null, schneiderAnnounced: boolean | null, schwarzAnnounced: boolean | null, tip: boolean | null, type: ActionType, mutation: string }
              | { __typename: 'TarockLegalAction', contract: TarockContractType | null, target: number | null, trump: TarockSuit | null, card: string | null, cards: Array<string> | null, choose: number | null, type: ActionType, mutation: string }
            >, currentTrick: { leader: number, cards: Array<{ seat: number, card: string }> }, tricks: Array<{ leader: number, winner: number, points: number, cards: Array<{ seat: number, card: string }> }> }
         }
      | { over: boolean, deal:
          | { phase: SkatDealPhase, mode: DealMode, grandHandOfferTurn: number | null, bid: number, pickedUp: boolean, kontra: boolean, kontraBy: number | null, re: boolean, skat: Array<string> | null, discards: Array<string> | null, openHand: Array<string> | null, layOpen: boolean, layOpenAccepted: Array<number>, end: GameEnd | null, seat: number | null, turn: number | null, toAct: Array<number>, hand: Array<string> | null, handSizes: Array<number>, declarer: number | null, tricksWon: Array<number>, trickPoints: Array<number>, dealt: Array<Array<string>> | null, scheme: string, commitment: string | null, entropy: Array<string>, seed: string | null, rules: { kontraRe: boolean, kontraRequiresBid: boolean, ramsch: boolean, bock: boolean, bockRamschRounds: boolean, tips: boolean, tournamentScoring: boolean, concessions: boolean }, bidding: { stage: number, bidder: number | null, answerer: number | null, awaiting: BidSpeaker | null, value: number, passed: Array<boolean>, history: Array<{ seat: number, call: BidCallKind, value: number }> }, declaration: { game: GameType, hand: boolean, ouvert: boolean, schneiderAnnounced: boolean, schwarzAnnounced: boolean, tip: boolean } | null, giveUp: { proposedBy: Array<number>, pending: number | null }, result: { kind: DealResultKind, game: { declarer: number, bid: number, won: boolean, end: GameEnd, matadors: number, base: number, gameValue: number, overbid: boolean, value: number, declarerPoints: number, defenderPoints: number, declarerTricks: number, schneider: boolean, schwarz: boolean, tipMade: boolean | null, kontra: boolean, re: boolean, kontraBy: number | null, score: number, contract: { game: GameType, hand: boolean, ouvert: boolean, schneiderAnnounced: boolean, schwarzAnnounced: boolean, tip: boolean }, levels: Array<{ name: LevelName, count: number }> } | null, ramsch: { cardPoints: Array<number>, tricks: Array<number>, losers: Array<number>, jungfrau: boolean, durchmarsch: number | null, scores: Array<number> } | null } | null, legalActions: Array<
              | { __typename: 'SkatLegalAction', value: number | null, card: string | null, cards: Array<string> | null, game: GameType | null, ouvert: boolean | null, schneiderAnnounced: boolean | null, schwarzAnnounced: boolean | null, tip: boolean | null, type: ActionType, mutation: string }
              | { __typename: 'TarockLegalAction', contract: TarockContractType | null, target: number | null, trump: TarockSuit | null, card: string | null, cards: Array<string> | null, choose: number | null, type: ActionType, mutation: string }
            >, currentTrick: { leader: number, cards: Array<{ seat: number, card: string }> }, tricks: Array<{ leader: number, winner: number, points: number, cards: Array<{ seat: number, card: string }> }> }
          | { tarockPhase: TarockDealPhase, variant: TarockVariant, holder: number | null, pickedUp: boolean, talon: Array<string> | null, discards: Array<string> | null, declarerPoints: number | null, outcome: TarockOutcome | null, seat: number | null, turn: number | null, toAct: Array<number>, hand: Array<string> | null, handSizes: Array<number>, declarer: number | null, tricksWon: Array<number>, trickPoints: Array<number>, dealt: Array<Array<string>> | null, scheme: string, commitment: string | null, entropy: Array<string>, seed: string | null, bids: Array<{ seat: number, call: TarockCall, level: TarockContractType | null, target: number | null }>, declaration: { label: string, type: TarockContractType, trump: TarockSuit | null, target: number | null } | null, legalActions: Array<
              | { __typename: 'SkatLegalAction', value: number | null, card: string | null, cards: Array<string> | null, game: GameType | null, ouvert: boolean | null, schneiderAnnounced: boolean | null, schwarzAnnounced: boolean | null, tip: boolean | null, type: ActionType, mutation: string }
              | { __typename: 'TarockLegalAction', contract: TarockContractType | null, target: number | null, trump: TarockSuit | null, card: string | null, cards: Array<string> | null, choose: number | null, type: ActionType, mutation: string }
            >, currentTrick: { leader: number, cards: Array<{ seat: number, card: string }> }, tricks: Array<{ leader: number, winner: number, points: number, cards: Array<{ seat: number, card: string }> }> }
         }
     | null, table: { id: string, status: TableStatus, players: number } } };

export type AddBotsMutationVariables = Exact<{
  input: AddBotsInput;
}>;


export type AddBotsMutation = { addBots: { seq: number, yourSeat: number | null, toAct: Array<number>, turn: number | null, phase: DealPhase | null, dealNumber: number | null, hand: Array<string> | null, match:
      | { over: boolean, deal:
          | { phase: SkatDealPhase, mode: DealMode, grandHandOfferTurn: number | null, bid: number, pickedUp: boolean, kontra: boolean, kontraBy: number | null, re: boolean, skat: Array<string> | null, discards: Array<string> | null, openHand: Array<string> | null, layOpen: boolean, layOpenAccepted: Array<number>, end: GameEnd | null, seat: number | null, turn: number | null, toAct: Array<number>, hand: Array<string> | null, handSizes: Array<number>, declarer: number | null, tricksWon: Array<number>, trickPoints: Array<number>, dealt: Array<Array<string>> | null, scheme: string, commitment: string | null, entropy: Array<string>, seed: string | null, rules: { kontraRe: boolean, kontraRequiresBid: boolean, ramsch: boolean, bock: boolean, bockRamschRounds: boolean, tips: boolean, tournamentScoring: boolean, concessions: boolean }, bidding: { stage: number, bidder: number | null, answerer: number | null, awaiting: BidSpeaker | null, value: number, passed: Array<boolean>, history: Array<{ seat: number, call: BidCallKind, value: number }> }, declaration: { game: GameType, hand: boolean, ouvert: boolean, schneiderAnnounced: boolean, schwarzAnnounced: boolean, tip: boolean } | null, giveUp: { proposedBy: Array<number>, pending: number | null }, result: { kind: DealResultKind, game: { declarer: number, bid: number, won: boolean, end: GameEnd, matadors: number, base: number, gameValue: number, overbid: boolean, value: number, declarerPoints: number, defenderPoints: number, declarerTricks: number, schneider: boolean, schwarz: boolean, tipMade: boolean | null, kontra: boolean, re: boolean, kontraBy: number | null, score: number, contract: { game: GameType, hand: boolean, ouvert: boolean, schneiderAnnounced: boolean, schwarzAnnounced: boolean, tip: boolean }, levels: Array<{ name: LevelName, count: number }> } | null, ramsch: { cardPoints: Array<number>, tricks: Array<number>, losers: Array<number>, jungfrau: boolean, durchmarsch: number | null, scores: Array<number> } | null } | null, legalActions: Array<
              | { __typename: 'SkatLegalAction', value: number | null, card: string | null, cards: Array<string> | null, game: GameType | null, ouvert: boolean | null, schneiderAnnounced: boolean | null, schwarzAnnounced: boolean | null, tip: boolean | null, type: ActionType, mutation: string }
              | { __typename: 'TarockLegalAction', contract: TarockContractType | null, target: number | null, trump: TarockSuit | null, card: string | null, cards: Array<string> | null, choose: number | null, type: ActionType, mutation: string }
            >, currentTrick: { leader: number, cards: Array<{ seat: number, card: string }> }, tricks: Array<{ leader: number, winner: number, points: number, cards: Array<{ seat: number, card: string }> }> }
          | { tarockPhase: TarockDealPhase, variant: TarockVariant, holder: number | null, pickedUp: boolean, talon: Array<string> | null, discards: Array<string> | null, declarerPoints: number | null, outcome: TarockOutcome | null, seat: number | null, turn: number | null, toAct: Array<number>, hand: Array<string> | null, handSizes: Array<number>, declarer: number | null, tricksWon: Array<number>, trickPoints: Array<number>, dealt: Array<Array<string>> | null, scheme: string, commitment: string | null, entropy: Array<string>, seed: string | null, bids: Array<{ seat: number, call: TarockCall, level: TarockContractType | null, target: number | null }>, declaration: { label: string, type: TarockContractType, trump: TarockSuit | null, target: number | null } | null, legalActions: Array<
              | { __typename: 'SkatLegalAction', value: number | null, card: string | null, cards: Array<string> | null, game: GameType | null, ouvert: boolean | null, schneiderAnnounced: boolean | null, schwarzAnnounced: boolean | null, tip: boolean | null, type: ActionType, mutation: string }
              | { __typename: 'TarockLegalAction', contract: TarockContractType | null, target: number | null, trump: TarockSuit | null, card: string | null, cards: Array<string> | null, choose: number | null, type: ActionType, mutation: string }
            >, currentTrick: { leader: number, cards: Array<{ seat: number, card: string }> }, tricks: Array<{ leader: number, winner: number, points: number, cards: Array<{ seat: number, card: string }> }> }
         }
      | { over: boolean, deal:
          | { phase: SkatDealPhase, mode: DealMode, grandHandOfferTurn: number | null, bid: number, pickedUp: boolean, kontra: boolean, kontraBy: number | null, re: boolean, skat: Array<string> | null, discards: Array<string> | null, openHand: Array<string> | null, layOpen: boolean, layOpenAccepted: Array<number>, end: GameEnd | null, seat: number | null, turn: number | null, toAct: Array<number>, hand: Array<string> | null, handSizes: Array<number>, declarer: number | null, tricksWon: Array<number>, trickPoints: Array<number>, dealt: Array<Array<string>> | null, scheme: string, commitment: string | null, entropy: Array<string>, seed: string | null, rules: { kontraRe: boolean, kontraRequiresBid: boolean, ramsch: boolean, bock: boolean, bockRamschRounds: boolean, tips: boolean, tournamentScoring: boolean, concessions: boolean }, bidding: { stage: number, bidder: number | null, answerer: number | null, awaiting: BidSpeaker | null, value: number, passed: Array<boolean>, history: Array<{ seat: number, call: BidCallKind, value: number }> }, declaration: { game: GameType, hand: boolean, ouvert: boolean, schneiderAnnounced: boolean, schwarzAnnounced: boolean, tip: boolean } | null, giveUp: { proposedBy: Array<number>, pending: number | null }, result: { kind: DealResultKind, game: { declarer: number, bid: number, won: boolean, end: GameEnd, matadors: number, base: number, gameValue: number, overbid: boolean, value: number, declarerPoints: number, defenderPoints: number, declarerTricks: number, schneider: boolean, schwarz: boolean, tipMade: boolean | null, kontra: boolean, re: boolean, kontraBy: number | null, score: number, contract: { game: GameType, hand: boolean, ouvert: boolean, schneiderAnnounced: boolean, schwarzAnnounced: boolean, tip: boolean }, levels: Array<{ name: LevelName, count: number }> } | null, ramsch: { cardPoints: Array<number>, tricks: Array<number>, losers: Array<number>, jungfrau: boolean, durchmarsch: number | null, scores: Array<number> } | null } | null, legalActions: Array<
              | { __typename: 'SkatLegalAction', value: number | null, card: string | null, cards: Array<string> | null, game: GameType | null, ouvert: boolean | null, schneiderAnnounced: boolean | null, schwarzAnnounced: boolean | null, tip: boolean | null, type: ActionType, mutation: string }
              | { __typename: 'TarockLegalAction', contract: TarockContractType | null, target: number | null, trump: TarockSuit | null, card: string | null, cards: Array<string> | null, choose: number | null, type: ActionType, mutation: string }
            >, currentTrick: { leader: number, cards: Array<{ seat: number, card: string }> }, tricks: Array<{ leader: number, winner: number, points: number, cards: Array<{ seat: number, card: string }> }> }
          | { tarockPhase: TarockDealPhase, variant: TarockVariant, holder: number | null, pickedUp: boolean, talon: Array<string> | null, discards: Array<string> | null, declarerPoints: number | null, outcome: TarockOutcome | null, seat: number | null, turn: number | null, toAct: Array<number>, hand: Array<string> | null, handSizes: Array<number>, declarer: number | null, tricksWon: Array<number>, trickPoints: Array<number>, dealt: Array<Array<string>> | null, scheme: string, commitment: string | null, entropy: Array<string>, seed: string | null, bids: Array<{ seat: number, call: TarockCall, level: TarockContractType | null, target: number | null }>, declaration: { label: string, type: TarockContractType, trump: TarockSuit | null, target: number | null } | null, legalActions: Array<
              | { __typename: 'SkatLegalAction', value: number | null, card: string | null, cards: Array<string> | null, game: GameType | null, ouvert: boolean | null, schneiderAnnounced: boolean | null, schwarzAnnounced: boolean | null, tip: boolean | null, type: ActionType, mutation: string }
              | { __typename: 'TarockLegalAction', contract: TarockContractType | null, target: number | null, trump: TarockSuit | null, card: string | null, cards: Array<string> | null, choose: number | null, type: ActionType, mutation: string }
            >, currentTrick: { leader: number, cards: Array<{ seat: number, card: string }> }, tricks: Array<{ leader: number, winner: number, points: number, cards: Array<{ seat: number, card: string }> }> }
         }
     | null, table: { id: string, status: TableStatus, players: number } } };

export type LobbyQueryVariables = Exact<{
  limit?: number | null | undefined;
}>;


export type LobbyQuery = { lobby: Array<{ id: string, status: TableStatus, game: Game, variant: TarockVariant | null, players: number, preset: Preset, rounds: number, seq: number, visibility: Visibility, rated: boolean, seats: Array<{ index: number, player: { id: string, name: string, handle: string } | null }> }> };

export type LobbyPageQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  preset?: Preset | null | undefined;
  players?: number | null | undefined;
  minFreeSeats?: number | null | undefined;
}>;


export type LobbyPageQuery = { lobbyPage: { edges: Array<{ cursor: string, node: { id: string, status: TableStatus, game: Game, variant: TarockVariant | null, players: number, preset: Preset, rounds: number, seq: number, visibility: Visibility, rated: boolean, seats: Array<{ index: number, player: { id: string, name: string, handle: string } | null }> } }>, pageInfo: { endCursor: string | null, hasNextPage: boolean } } };

export type MyTablesQueryVariables = Exact<{
  limit?: number | null | undefined;
}>;


export type MyTablesQuery = { myTables: Array<{ id: string, status: TableStatus, game: Game, variant: TarockVariant | null, players: number, preset: Preset, rounds: number, seq: number, visibility: Visibility, rated: boolean, seats: Array<{ index: number, player: { id: string, name: string, handle: string } | null }> }> };

export type TableQueryVariables = Exact<{
  tableId: string | number;
}>;


export type TableQuery = { table: { seq: number, yourSeat: number | null, toAct: Array<number>, turn: number | null, phase: DealPhase | null, dealNumber: number | null, hand: Array<string> | null, match:
      | { over: boolean, deal:
          | { phase: SkatDealPhase, mode: DealMode, grandHandOfferTurn: number | null, bid: number, pickedUp: boolean, kontra: boolean, kontraBy: number | null, re: boolean, skat: Array<string> | null, discards: Array<string> | null, openHand: Array<string> | null, layOpen: boolean, layOpenAccepted: Array<number>, end: GameEnd | null, seat: number | null, turn: number | null, toAct: Array<number>, hand: Array<string> | null, handSizes: Array<number>, declarer: number | null, tricksWon: Array<number>, trickPoints: Array<number>, dealt: Array<Array<string>> | null, scheme: string, commitment: string | null, entropy: Array<string>, seed: string | null, rules: { kontraRe: boolean, kontraRequiresBid: boolean, ramsch: boolean, bock: boolean, bockRamschRounds: boolean, tips: boolean, tournamentScoring: boolean, concessions: boolean }, bidding: { stage: number, bidder: number | null, answerer: number | null, awaiting: BidSpeaker | null, value: number, passed: Array<boolean>, history: Array<{ seat: number, call: BidCallKind, value: number }> }, declaration: { game: GameType, hand: boolean, ouvert: boolean, schneiderAnnounced: boolean, schwarzAnnounced: boolean, tip: boolean } | null, giveUp: { proposedBy: Array<number>, pending: number | null }, result: { kind: DealResultKind, game: { declarer: number, bid: number, won: boolean, end: GameEnd, matadors: number, base: number, gameValue: number, overbid: boolean, value: number, declarerPoints: number, defenderPoints: number, declarerTricks: number, schneider: boolean, schwarz: boolean, tipMade: boolean | null, kontra: boolean, re: boolean, kontraBy: number | null, score: number, contract: { game: GameType, hand: boolean, ouvert: boolean, schneiderAnnounced: boolean, schwarzAnnounced: boolean, tip: boolean }, levels: Array<{ name: LevelName, count: number }> } | null, ramsch: { cardPoints: Array<number>, tricks: Array<number>, losers: Array<number>, jungfrau: boolean, durchmarsch: number | null, scores: Array<number> } | null } | null, legalActions: Array<
              | { __typename: 'SkatLegalAction', value: number | null, card: string | null, cards: Array<string> | null, game: GameType | null, ouvert: boolean | null, schneiderAnnounced: boolean | null, schwarzAnnounced: boolean | null, tip: boolean | null, type: ActionType, mutation: string }
              | { __typename: 'TarockLegalAction', contract: TarockContractType | null, target: number | null, trump: TarockSuit | null, card: string | null, cards: Array<string> | null, choose: number | null, type: ActionType, mutation: string }
            >, currentTrick: { leader: number, cards: Array<{ seat: number, card: string }> }, tricks: Array<{ leader: number, winner: number, points: number, cards: Array<{ seat: number, card: string }> }> }
          | { tarockPhase: TarockDealPhase, variant: TarockVariant, holder: number | null, pickedUp: boolean, talon: Array<string> | null, discards: Array<string> | null, declarerPoints: number | null, outcome: TarockOutcome | null, seat: number | null, turn: number | null, toAct: Array<number>, hand: Array<string> | null, handSizes: Array<number>, declarer: number | null, tricksWon: Array<number>, trickPoints: Array<number>, dealt: Array<Array<string>> | null, scheme: string, commitment: string | null, entropy: Array<string>, seed: string | null, bids: Array<{ seat: number, call: TarockCall, level: TarockContractType | null, target: number | null }>, declaration: { label: string, type: TarockContractType, trump: TarockSuit | null, target: number | null } | null, legalActions: Array<
              | { __typename: 'SkatLegalAction', value: number | null, card: string | null, cards: Array<string> | null, game: GameType | null, ouvert: boolean | null, schneiderAnnounced: boolean | null, schwarzAnnounced: boolean | null, tip: boolean | null, type: ActionType, mutation: string }
              | { __typename: 'TarockLegalAction', contract: TarockContractType | null, target: number | null, trump: TarockSuit | null, card: string | null, cards: Array<string> | null, choose: number | null, type: ActionType, mutation: string }
            >, currentTrick: { leader: number, cards: Array<{ seat: number, card: string }> }, tricks: Array<{ leader: number, winner: number, points: number, cards: Array<{ seat: number, card: string }> }> }
         }
      | { over: boolean, deal:
          | { phase: SkatDealPhase, mode: DealMode, grandHandOfferTurn: number | null, bid: number, pickedUp: boolean, kontra: boolean, kontraBy: number | null, re: boolean, skat: Array<string> | null, discards: Array<string> | null, openHand: Array<string> | null, layOpen: boolean, layOpenAccepted: Array<number>, end: GameEnd | null, seat: number | null, turn: number | null, toAct: Array<number>, hand: Array<string> | null, handSizes: Array<number>, declarer: number | null, tricksWon: Array<number>, trickPoints: Array<number>, dealt: Array<Array<string>> | null, scheme: string, commitment: string | null, entropy: Array<string>, seed: string | null, rules: { kontraRe: boolean, kontraRequiresBid: boolean, ramsch: boolean, bock: boolean, bockRamschRounds: boolean, tips: boolean, tournamentScoring: boolean, concessions: boolean }, bidding: { stage: number, bidder: number | null, answerer: number | null, awaiting: BidSpeaker | null, value: number, passed: Array<boolean>, history: Array<{ seat: number, call: BidCallKind, value: number }> }, declaration: { game: GameType, hand: boolean, ouvert: boolean, schneiderAnnounced: boolean, schwarzAnnounced: boolean, tip: boolean } | null, giveUp: { proposedBy: Array<number>, pending: number | null }, result: { kind: DealResultKind, game: { declarer: number, bid: number, won: boolean, end: GameEnd, matadors: number, base: number, gameValue: number, overbid: boolean, value: number, declarerPoints: number, defenderPoints: number, declarerTricks: number, schneider: boolean, schwarz: boolean, tipMade: boolean | null, kontra: boolean, re: boolean, kontraBy: number | null, score: number, contract: { game: GameType, hand: boolean, ouvert: boolean, schneiderAnnounced: boolean, schwarzAnnounced: boolean, tip: boolean }, levels: Array<{ name: LevelName, count: number }> } | null, ramsch: { cardPoints: Array<number>, tricks: Array<number>, losers: Array<number>, jungfrau: boolean, durchmarsch: number | null, scores: Array<number> } | null } | null, legalActions: Array<
              | { __typename: 'SkatLegalAction', value: number | null, card: string | null, cards: Array<string> | null, game: GameType | null, ouvert: boolean | null, schneiderAnnounced: boolean | null, schwarzAnnounced: boolean | null, tip: boolean | null, type: ActionType, mutation: string }
              | { __typename: 'TarockLegalAction', contract: TarockContractType | null, target: number | null, trump: TarockSuit | null, card: string | null, cards: Array<string> | null, choose: number | null, type: ActionType, mutation: string }
            >, currentTrick: { leader: number, cards: Array<{ seat: number, card: string }> }, tricks: Array<{ leader: number, winner: number, points: number, cards: Array<{ seat: number, card: string }> }> }
          | { tarockPhase: TarockDealPhase, variant: TarockVariant, holder: number | null, pickedUp: boolean, talon: Array<string> | null, discards: Array<string> | null, declarerPoints: number | null, outcome: TarockOutcome | null, seat: number | null, turn: number | null, toAct: Array<number>, hand: Array<string> | null, handSizes: Array<number>, declarer: number | null, tricksWon: Array<number>, trickPoints: Array<number>, dealt: Array<Array<string>> | null, scheme: string, commitment: string | null, entropy: Array<string>, seed: string | null, bids: Array<{ seat: number, call: TarockCall, level: TarockContractType | null, target: number | null }>, declaration: { label: string, type: TarockContractType, trump: TarockSuit | null, target: number | null } | null, legalActions: Array<
              | { __typename: 'SkatLegalAction', value: number | null, card: string | null, cards: Array<string> | null, game: GameType | null, ouvert: boolean | null, schneiderAnnounced: boolean | null, schwarzAnnounced: boolean | null, tip: boolean | null, type: ActionType, mutation: string }
              | { __typename: 'TarockLegalAction', contract: TarockContractType | null, target: number | null, trump: TarockSuit | null, card: string | null, cards: Array<string> | null, choose: number | null, type: ActionType, mutation: string }
            >, currentTrick: { leader: number, cards: Array<{ seat: number, card: string }> }, tricks: Array<{ leader: number, winner: number, points: number, cards: Array<{ seat: number, card: string }> }> }
         }
     | null, table: { id: string, status: TableStatus, players: number } } };

export type LegalActionsQueryVariables = Exact<{
  tableId: string | number;
}>;


export type LegalActionsQuery = { legalActions: { seq: number, actions: Array<
      | { __typename: 'SkatLegalAction', value: number | null, card: string | null, cards: Array<string> | null, game: GameType | null, ouvert: boolean | null, schneiderAnnounced: boolean | null, schwarzAnnounced: boolean | null, tip: boolean | null, type: ActionType, mutation: string }
      | { __typename: 'TarockLegalAction', contract: TarockContractType | null, target: number | null, trump: TarockSuit | null, card: string | null, cards: Array<string> | null, choose: number | null, type: ActionType, mutation: string }
    > } };

export type ScoreSheetQueryVariables = Exact<{
  tableId: string | number;
}>;


export type ScoreSheetQuery = { scoreSheet: { tableId: string, players: Array<string>, totals: Array<number>, over: boolean, deals: Array<{ deal: number, dealer: number, seats: Array<number>, sittingOut: number | null, declarer: number | null, kind: DealResultKind, won: boolean | null, value: number | null, scores: Array<number>, totals: Array<number>, timedOut: Array<number>, breakdown:
        | { __typename: 'SkatScoreRow', kind: DealResultKind, declarer: number | null, deal: number, scores: Array<number>, totals: Array<number>, game: { won: boolean, value: number, score: number } | null, seegerFabian: { valueScore: number, declarerBonus: number, othersBonus: number } | null }
        | { __typename: 'TarockScoreRow', deal: number, scores: Array<number>, totals: Array<number> }
       }> } };

export type DealRecordQueryVariables = Exact<{
  tableId: string | number;
  deal: number;
}>;


export type DealRecordQuery = { dealRecord: { deal: number, iss: string | null, record:
      | { __typename: 'SkatDealRecord', mode: DealMode, skat: Array<string>, discards: Array<string> | null, declarer: number | null, bid: number, tableId: string, deal: number, seed: string, scheme: string, commitment: string | null, entropy: Array<string>, matchCommitment: string | null, hands: Array<Array<string>>, rules: { kontraRe: boolean, kontraRequiresBid: boolean, ramsch: boolean, bock: boolean, bockRamschRounds: boolean, tips: boolean, tournamentScoring: boolean, concessions: boolean }, bidding: Array<{ seat: number, call: BidCallKind, value: number }>, declaration: { game: GameType, hand: boolean, ouvert: boolean, schneiderAnnounced: boolean, schwarzAnnounced: boolean, tip: boolean } | null, result: { kind: DealResultKind, game: { declarer: number, bid: number, won: boolean, end: GameEnd, matadors: number, base: number, gameValue: number, overbid: boolean, value: number, declarerPoints: number, defenderPoints: number, declarerTricks: number, schneider: boolean, schwarz: boolean, tipMade: boolean | null, kontra: boolean, re: boolean, kontraBy: number | null, score: number, contract: { game: GameType, hand: boolean, ouvert: boolean, schneiderAnnounced: boolean, schwarzAnnounced: boolean, tip: boolean }, levels: Array<{ name: LevelName, count: number }> } | null, ramsch: { cardPoints: Array<number>, tricks: Array<number>, losers: Array<number>, jungfrau: boolean, durchmarsch: number | null, scores: Array<number> } | null } | null, players: Array<{ seat: number, player: number, name: string }>, moves: Array<{ seat: number, type: ActionType, value: number | null, card: string | null, cards: Array<string> | null, game: GameType | null, ouvert: boolean | null, schneiderAnnounced: boolean | null, schwarzAnnounced: boolean | null, tip: boolean | null }>, tricks: Array<{ leader: number, winner: number | null, points: number, cards: Array<string> }> }
      | { __typename: 'TarockDealRecord', tableId: string, deal: number, seed: string, scheme: string, commitment: string | null, entropy: Array<string>, matchCommitment: string | null, hands: Array<Array<string>>, players: Array<{ seat: number, player: number, name: string }>, moves: Array<{ seat: number, type: ActionType, value: number | null, card: string | null, cards: Array<string> | null, game: GameType | null, ouvert: boolean | null, schneiderAnnounced: boolean | null, schwarzAnnounced: boolean | null, tip: boolean | null }>, tricks: Array<{ leader: number, winner: number | null, points: number, cards: Array<string> }> }
     } };

export type DealCommitmentQueryVariables = Exact<{
  tableId: string | number;
}>;


export type DealCommitmentQuery = { dealCommitment: { deal: number, scheme: string, commitment: string | null, entropy: Array<string>, seed: string | null } | null };

export type MatchCommitmentQueryVariables = Exact<{
  tableId: string | number;
}>;


export type MatchCommitmentQuery = { matchCommitment: { commitment: string | null, seed: string | null } };

export type VerifyDealQueryVariables = Exact<{
  record: string;
  matchSeed?: string | null | undefined;
}>;


export type VerifyDealQuery = { verifyDeal: { valid: boolean, scheme: string | null, commitmentMatches: boolean | null, dealMatches: boolean, resultMatches: boolean, matchSeedMatches: boolean | null, reason: string | null } };

export type TournamentStandingFieldsFragment = { rank: number, playerId: string, name: string, points: number, seriesPoints: Array<number>, won: number, lost: number, games: number, timeouts: number, duplicateDelta: number | null };

export type TournamentFieldsFragment = { id: string, name: string, status: TournamentStatus, createdBy: string, duplicate: boolean, gamesPerPlayer: number, seriesCount: number, currentSeries: number, turnSeconds: number, commitment: string, seed: string | null, version: number, players: Array<{ playerId: string, name: string }>, series: Array<{ number: number, status: SeriesStatus, seed: string | null, tables: Array<{ tableNo: number, tableId: string, status: TableStatus, players: Array<{ seat: number, playerId: string, name: string }> }> }>, standings: Array<{ rank: number, playerId: string, name: string, points: number, seriesPoints: Array<number>, won: number, lost: number, games: number, timeouts: number, duplicateDelta: number | null }> };

export type TournamentsQueryVariables = Exact<{
  limit?: number | null | undefined;
}>;


export type TournamentsQuery = { tournaments: Array<{ id: string, name: string, status: TournamentStatus, createdBy: string, duplicate: boolean, gamesPerPlayer: number, seriesCount: number, currentSeries: number, turnSeconds: number, commitment: string, seed: string | null, version: number, players: Array<{ playerId: string, name: string }>, series: Array<{ number: number, status: SeriesStatus, seed: string | null, tables: Array<{ tableNo: number, tableId: string, status: TableStatus, players: Array<{ seat: number, playerId: string, name: string }> }> }>, standings: Array<{ rank: number, playerId: string, name: string, points: number, seriesPoints: Array<number>, won: number, lost: number, games: number, timeouts: number, duplicateDelta: number | null }> }> };

export type TournamentQueryVariables = Exact<{
  tournamentId: string | number;
}>;


export type TournamentQuery = { tournament: { id: string, name: string, status: TournamentStatus, createdBy: string, duplicate: boolean, gamesPerPlayer: number, seriesCount: number, currentSeries: number, turnSeconds: number, commitment: string, seed: string | null, version: number, players: Array<{ playerId: string, name: string }>, series: Array<{ number: number, status: SeriesStatus, seed: string | null, tables: Array<{ tableNo: number, tableId: string, status: TableStatus, players: Array<{ seat: number, playerId: string, name: string }> }> }>, standings: Array<{ rank: number, playerId: string, name: string, points: number, seriesPoints: Array<number>, won: number, lost: number, games: number, timeouts: number, duplicateDelta: number | null }> } };

export type TournamentStandingsQueryVariables = Exact<{
  tournamentId: string | number;
  series?: number | null | undefined;
}>;


export type TournamentStandingsQuery = { tournamentStandings: Array<{ rank: number, playerId: string, name: string, points: number, seriesPoints: Array<number>, won: number, lost: number, games: number, timeouts: number, duplicateDelta: number | null }> };

export type TournamentStandingsCsvQueryVariables = Exact<{
  tournamentId: string | number;
}>;


export type TournamentStandingsCsvQuery = { tournamentStandingsCsv: string };

export type CreateTournamentMutationVariables = Exact<{
  input: CreateTournamentInput;
}>;


export type CreateTournamentMutation = { createTournament: { id: string, name: string, status: TournamentStatus, createdBy: string, duplicate: boolean, gamesPerPlayer: number, seriesCount: number, currentSeries: number, turnSeconds: number, commitment: string, seed: string | null, version: number, players: Array<{ playerId: string, name: string }>, series: Array<{ number: number, status: SeriesStatus, seed: string | null, tables: Array<{ tableNo: number, tableId: string, status: TableStatus, players: Array<{ seat: number, playerId: string, name: string }> }> }>, standings: Array<{ rank: number, playerId: string, name: string, points: number, seriesPoints: Array<number>, won: number, lost: number, games: number, timeouts: number, duplicateDelta: number | null }> } };

export type RegisterTournamentMutationVariables = Exact<{
  tournamentId: string | number;
}>;


export type RegisterTournamentMutation = { registerTournament: { id: string, name: string, status: TournamentStatus, createdBy: string, duplicate: boolean, gamesPerPlayer: number, seriesCount: number, currentSeries: number, turnSeconds: number, commitment: string, seed: string | null, version: number, players: Array<{ playerId: string, name: string }>, series: Array<{ number: number, status: SeriesStatus, seed: string | null, tables: Array<{ tableNo: number, tableId: string, status: TableStatus, players: Array<{ seat: number, playerId: string, name: string }> }> }>, standings: Array<{ rank: number, playerId: string, name: string, points: number, seriesPoints: Array<number>, won: number, lost: number, games: number, timeouts: number, duplicateDelta: number | null }> } };

export type UnregisterTournamentMutationVariables = Exact<{
  tournamentId: string | number;
}>;


export type UnregisterTournamentMutation = { unregisterTournament: { id: string, name: string, status: TournamentStatus, createdBy: string, duplicate: boolean, gamesPerPlayer: number, seriesCount: number, currentSeries: number, turnSeconds: number, commitment: string, seed: string | null, version: number, players: Array<{ playerId: string, name: string }>, series: Array<{ number: number, status: SeriesStatus, seed: string | null, tables: Array<{ tableNo: number, tableId: string, status: TableStatus, players: Array<{ seat: number, playerId: string, name: string }> }> }>, standings: Array<{ rank: number, playerId: string, name: string, points: number, seriesPoints: Array<number>, won: number, lost: number, games: number, timeouts: number, duplicateDelta: number | null }> } };

export type AddTournamentBotsMutationVariables = Exact<{
  input: AddTournamentBotsInput;
}>;


export type AddTournamentBotsMutation = { addTournamentBots: { id: string, name: string, status: TournamentStatus, createdBy: string, duplicate: boolean, gamesPerPlayer: number, seriesCount: number, currentSeries: number, turnSeconds: number, commitment: string, seed: string | null, version: number, players: Array<{ playerId: string, name: string }>, series: Array<{ number: number, status: SeriesStatus, seed: string | null, tables: Array<{ tableNo: number, tableId: string, status: TableStatus, players: Array<{ seat: number, playerId: string, name: string }> }> }>, standings: Array<{ rank: number, playerId: string, name: string, points: number, seriesPoints: Array<number>, won: number, lost: number, games: number, timeouts: number, duplicateDelta: number | null }> } };

export type StartTournamentMutationVariables = Exact<{
  tournamentId: string | number;
}>;


export type StartTournamentMutation = { startTournament: { id: string, name: string, status: TournamentStatus, createdBy: string, duplicate: boolean, gamesPerPlayer: number, seriesCount: number, currentSeries: number, turnSeconds: number, commitment: string, seed: string | null, version: number, players: Array<{ playerId: string, name: string }>, series: Array<{ number: number, status: SeriesStatus, seed: string | null, tables: Array<{ tableNo: number, tableId: string, status: TableStatus, players: Array<{ seat: number, playerId: string, name: string }> }> }>, standings: Array<{ rank: number, playerId: string, name: string, points: number, seriesPoints: Array<number>, won: number, lost: number, games: number, timeouts: number, duplicateDelta: number | null }> } };

export type TournamentUpdatedSubscriptionVariables = Exact<{
  tournamentId: string | number;
}>;


export type TournamentUpdatedSubscription = { tournamentUpdated: { id: string, name: string, status: TournamentStatus, createdBy: string, duplicate: boolean, gamesPerPlayer: number, seriesCount: number, currentSeries: number, turnSeconds: number, commitment: string, seed: string | null, version: number, players: Array<{ playerId: string, name: string }>, series: Array<{ number: number, status: SeriesStatus, seed: string | null, tables: Array<{ tableNo: number, tableId: string, status: TableStatus, players: Array<{ seat: number, playerId: string, name: string }> }> }>, standings: Array<{ rank: number, playerId: string, name: string, points: number, seriesPoints: Array<number>, won: number, lost: number, games: number, timeouts: number, duplicateDelta: number | null }> } };

export type WebTableViewFieldsFragment = { seq: number, yourSeat: number | null, turn: number | null, toAct: Array<number>, dealNumber: number | null, hand: Array<string> | null, table: { id: string, status: TableStatus, players: number, preset: Preset, rounds: number, turnSeconds: number | null, visibility: Visibility, rated: boolean, inviteCode: string | null, createdBy: string, game: Game, variant: TarockVariant | null, seats: Array<{ index: number, player: { id: string, name: string, handle: string, serverBot: boolean } | null }> }, match:
    | { over: boolean, dealNumber: number, totalDeals: number, dealer: number, totals: Array<number>, sheet: Array<
        | { __typename: 'SkatScoreRow', kind: DealResultKind, declarer: number | null, deal: number, scores: Array<number>, totals: Array<number>, seats: Array<number>, multipliers: Array<{ kind: MultiplierKind, factor: number }>, game: { bid: number, won: boolean, matadors: number, base: number, gameValue: number, overbid: boolean, value: number, declarerPoints: number, defenderPoints: number, schneider: boolean, schwarz: boolean, score: number, contract: { game: GameType, hand: boolean, ouvert: boolean, schneiderAnnounced: boolean, schwarzAnnounced: boolean, tip: boolean }, levels: Array<{ name: LevelName, count: number }> } | null, ramsch: { cardPoints: Array<number | null> | null, losers: Array<number>, jungfrau: boolean, durchmarsch: number | null } | null, seegerFabian: { valueScore: number, declarerBonus: number, othersBonus: number } | null }
        | { __typename: 'TarockScoreRow', declarer: number | null, sittingOut: number | null, outcome: TarockOutcome, declarerPoints: number | null, schneider: boolean, durch: boolean, potChange: number | null, potBalance: number | null, deal: number, scores: Array<number>, totals: Array<number>, seats: Array<number>, contract: { label: string, type: TarockContractType, trump: TarockSuit | null, target: number | null } | null }
      >, deal:
        | { __typename: 'SkatDealView', phase: SkatDealPhase, bid: number, pickedUp: boolean, skat: Array<string> | null, discards: Array<string> | null, openHand: Array<string> | null, kontra: boolean, re: boolean, layOpen: boolean, seat: number | null, players: Array<number>, turn: number | null, hand: Array<string> | null, handSizes: Array<number>, declarer: number | null, over: boolean, tricksWon: Array<number>, trickPoints: Array<number>, roles: { forehand: number, middlehand: number, rearhand: number, sittingOut: number | null }, bidding: { value: number, bidder: number | null, answerer: number | null, passed: Array<boolean>, history: Array<{ seat: number, call: BidCallKind, value: number }> }, declaration: { game: GameType, hand: boolean, ouvert: boolean, schneiderAnnounced: boolean, schwarzAnnounced: boolean, tip: boolean } | null, giveUp: { proposedBy: Array<number>, pending: number | null }, rules: { kontraRe: boolean, kontraRequiresBid: boolean, ramsch: boolean, bock: boolean, bockRamschRounds: boolean, tips: boolean, tournamentScoring: boolean, concessions: boolean }, legalActions: Array<
            | { __typename: 'SkatLegalAction', value: number | null, card: string | null, cards: Array<string> | null, game: GameType | null, ouvert: boolean | null, schneiderAnnounced: boolean | null, schwarzAnnounced: boolean | null, tip: boolean | null, type: ActionType, mutation: string }
            | { __typename: 'TarockLegalAction', contract: TarockContractType | null, target: number | null, trump: TarockSuit | null, card: string | null, cards: Array<string> | null, choose: number | null, type: ActionType, mutation: string }
          >, currentTrick: { leader: number, cards: Array<{ seat: number, card: string }> }, lastTrick: { leader: number, winner: number, points: number, cards: Array<{ seat: number, card: string }> } | null }
        | { __typename: 'TarockDealView', tarockPhase: TarockDealPhase, holder: number | null, talon: Array<string> | null, discards: Array<string> | null, seat: number | null, players: Array<number>, turn: number | null, hand: Array<string> | null, handSizes: Array<number>, declarer: number | null, over: boolean, tricksWon: Array<number>, trickPoints: Array<number>, bids: Array<{ seat: number, call: TarockCall, level: TarockContractType | null, target: number | null }>, declaration: { label: string, type: TarockContractType, trump: TarockSuit | null, target: number | null } | null, roles: { forehand: number, middlehand: number, rearhand: number, sittingOut: number | null }, legalActions: Array<
            | { __typename: 'SkatLegalAction', value: number | null, card: string | null, cards: Array<string> | null, game: GameType | null, ouvert: boolean | null, schneiderAnnounced: boolean | null, schwarzAnnounced: boolean | null, tip: boolean | null, type: ActionType, mutation: string }
            | { __typename: 'TarockLegalAction', contract: TarockContractType | null, target: number | null, trump: TarockSuit | null, card: string | null, cards: Array<string> | null, choose: number | null, type: ActionType, mutation: string }
          >, currentTrick: { leader: number, cards: Array<{ seat: number, card: string }> }, lastTrick: { leader: number, winner: number, points: number, cards: Array<{ seat: number, card: string }> } | null }
       }
    | { over: boolean, dealNumber: number, totalDeals: number, dealer: number, totals: Array<number>, tarock: { pot: number | null }, sheet: Array<
        | { __typename: 'SkatScoreRow', kind: DealResultKind, declarer: number | null, deal: number, scores: Array<number>, totals: Array<number>, seats: Array<number>, multipliers: Array<{ kind: MultiplierKind, factor: number }>, game: { bid: number, won: boolean, matadors: number, base: number, gameValue: number, overbid: boolean, value: number, declarerPoints: number, defenderPoints: number, schneider: boolean, schwarz: boolean, score: number, contract: { game: GameType, hand: boolean, ouvert: boolean, schneiderAnnounced: boolean, schwarzAnnounced: boolean, tip: boolean }, levels: Array<{ name: LevelName, count: number }> } | null, ramsch: { cardPoints: Array<number | null> | null, losers: Array<number>, jungfrau: boolean, durchmarsch: number | null } | null, seegerFabian: { valueScore: number, declarerBonus: number, othersBonus: number } | null }
        | { __typename: 'TarockScoreRow', declarer: number | null, sittingOut: number | null, outcome: TarockOutcome, declarerPoints: number | null, schneider: boolean, durch: boolean, potChange: number | null, potBalance: number | null, deal: number, scores: Array<number>, totals: Array<number>, seats: Array<number>, contract: { label: string, type: TarockContractType, trump: TarockSuit | null, target: number | null } | null }
      >, deal:
        | { __typename: 'SkatDealView', phase: SkatDealPhase, bid: number, pickedUp: boolean, skat: Array<string> | null, discards: Array<string> | null, openHand: Array<string> | null, kontra: boolean, re: boolean, layOpen: boolean, seat: number | null, players: Array<number>, turn: number | null, hand: Array<string> | null, handSizes: Array<number>, declarer: number | null, over: boolean, tricksWon: Array<number>, trickPoints: Array<number>, roles: { forehand: number, middlehand: number, rearhand: number, sittingOut: number | null }, bidding: { value: number, bidder: number | null, answerer: number | null, passed: Array<boolean>, history: Array<{ seat: number, call: BidCallKind, value: number }> }, declaration: { game: GameType, hand: boolean, ouvert: boolean, schneiderAnnounced: boolean, schwarzAnnounced: boolean, tip: boolean } | null, giveUp: { proposedBy: Array<number>, pending: number | null }, rules: { kontraRe: boolean, kontraRequiresBid: boolean, ramsch: boolean, bock: boolean, bockRamschRounds: boolean, tips: boolean, tournamentScoring: boolean, concessions: boolean }, legalActions: Array<
            | { __typename: 'SkatLegalAction', value: number | null, card: string | null, cards: Array<string> | null, game: GameType | null, ouvert: boolean | null, schneiderAnnounced: boolean | null, schwarzAnnounced: boolean | null, tip: boolean | null, type: ActionType, mutation: string }
            | { __typename: 'TarockLegalAction', contract: TarockContractType | null, target: number | null, trump: TarockSuit | null, card: string | null, cards: Array<string> | null, choose: number | null, type: ActionType, mutation: string }
          >, currentTrick: { leader: number, cards: Array<{ seat: number, card: string }> }, lastTrick: { leader: number, winner: number, points: number, cards: Array<{ seat: number, card: string }> } | null }
        | { __typename: 'TarockDealView', tarockPhase: TarockDealPhase, holder: number | null, talon: Array<string> | null, discards: Array<string> | null, seat: number | null, players: Array<number>, turn: number | null, hand: Array<string> | null, handSizes: Array<number>, declarer: number | null, over: boolean, tricksWon: Array<number>, trickPoints: Array<number>, bids: Array<{ seat: number, call: TarockCall, level: TarockContractType | null, target: number | null }>, declaration: { label: string, type: TarockContractType, trump: TarockSuit | null, target: number | null } | null, roles: { forehand: number, middlehand: number, rearhand: number, sittingOut: number | null }, legalActions: Array<
            | { __typename: 'SkatLegalAction', value: number | null, card: string | null, cards: Array<string> | null, game: GameType | null, ouvert: boolean | null, schneiderAnnounced: boolean | null, schwarzAnnounced: boolean | null, tip: boolean | null, type: ActionType, mutation: string }
            | { __typename: 'TarockLegalAction', contract: TarockContractType | null, target: number | null, trump: TarockSuit | null, card: string | null, cards: Array<string> | null, choose: number | null, type: ActionType, mutation: string }
          >, currentTrick: { leader: number, cards: Array<{ seat: number, card: string }> }, lastTrick: { leader: number, winner: number, points: number, cards: Array<{ seat: number, card: string }> } | null }
       }
   | null };

export type WebTarockContractFieldsFragment = { label: string, type: TarockContractType, trump: TarockSuit | null, target: number | null };

type WebScoreRowFields_SkatScoreRow_Fragment = { __typename: 'SkatScoreRow', kind: DealResultKind, declarer: number | null, deal: number, scores: Array<number>, totals: Array<number>, seats: Array<number>, multipliers: Array<{ kind: MultiplierKind, factor: number }>, game: { bid: number, won: boolean, matadors: number, base: number, gameValue: number, overbid: boolean, value: number, declarerPoints: number, defenderPoints: number, schneider: boolean, schwarz: boolean, score: number, contract: { game: GameType, hand: boolean, ouvert: boolean, schneiderAnnounced: boolean, schwarzAnnounced: boolean, tip: boolean }, levels: Array<{ name: LevelName, count: number }> } | null, ramsch: { cardPoints: Array<number | null> | null, losers: Array<number>, jungfrau: boolean, durchmarsch: number | null } | null, seegerFabian: { valueScore: number, declarerBonus: number, othersBonus: number } | null };

type WebScoreRowFields_TarockScoreRow_Fragment = { __typename: 'TarockScoreRow', declarer: number | null, sittingOut: number | null, outcome: TarockOutcome, declarerPoints: number | null, schneider: boolean, durch: boolean, potChange: number | null, potBalance: number | null, deal: number, scores: Array<number>, totals: Array<number>, seats: Array<number>, contract: { label: string, type: TarockContractType, trump: TarockSuit | null, target: number | null } | null };

export type WebScoreRowFieldsFragment =
  | WebScoreRowFields_SkatScoreRow_Fragment
  | WebScoreRowFields_TarockScoreRow_Fragment
;

export type WebTableQueryVariables = Exact<{
  tableId: string | number;
}>;


export type WebTableQuery = { table: { seq: number, yourSeat: number | null, turn: number | null, toAct: Array<number>, dealNumber: number | null, hand: Array<string> | null, table: { id: string, status: TableStatus, players: number, preset: Preset, rounds: number, turnSeconds: number | null, visibility: Visibility, rated: boolean, inviteCode: string | null, createdBy: string, game: Game, variant: TarockVariant | null, seats: Array<{ index: number, player: { id: string, name: string, handle: string, serverBot: boolean } | null }> }, match:
      | { over: boolean, dealNumber: number, totalDeals: number, dealer: number, totals: Array<number>, sheet: Array<
          | { __typename: 'SkatScoreRow', kind: DealResultKind, declarer: number | null, deal: number, scores: Array<number>, totals: Array<number>, seats: Array<number>, multipliers: Array<{ kind: MultiplierKind, factor: number }>, game: { bid: number, won: boolean, matadors: number, base: number, gameValue: number, overbid: boolean, value: number, declarerPoints: number, defenderPoints: number, schneider: boolean, schwarz: boolean, score: number, contract: { game: GameType, hand: boolean, ouvert: boolean, schneiderAnnounced: boolean, schwarzAnnounced: boolean, tip: boolean }, levels: Array<{ name: LevelName, count: number }> } | null, ramsch: { cardPoints: Array<number | null> | null, losers: Array<number>, jungfrau: boolean, durchmarsch: number | null } | null, seegerFabian: { valueScore: number, declarerBonus: number, othersBonus: number } | null }
          | { __typename: 'TarockScoreRow', declarer: number | null, sittingOut: number | null, outcome: TarockOutcome, declarerPoints: number | null, schneider: boolean, durch: boolean, potChange: number | null, potBalance: number | null, deal: number, scores: Array<number>, totals: Array<number>, seats: Array<number>, contract: { label: string, type: TarockContractType, trump: TarockSuit | null, target: number | null } | null }
        >, deal:
          | { __typename: 'SkatDealView', phase: SkatDealPhase, bid: number, pickedUp: boolean, skat: Array<string> | null, discards: Array<string> | null, openHand: Array<string> | null, kontra: boolean, re: boolean, layOpen: boolean, seat: number | null, players: Array<number>, turn: number | null, hand: Array<string> | null, handSizes: Array<number>, declarer: number | null, over: boolean, tricksWon: Array<number>, trickPoints: Array<number>, roles: { forehand: number, middlehand: number, rearhand: number, sittingOut: number | null }, bidding: { value: number, bidder: number | null, answerer: number | null, passed: Array<boolean>, history: Array<{ seat: number, call: BidCallKind, value: number }> }, declaration: { game: GameType, hand: boolean, ouvert: boolean, schneiderAnnounced: boolean, schwarzAnnounced: boolean, tip: boolean } | null, giveUp: { proposedBy: Array<number>, pending: number | null }, rules: { kontraRe: boolean, kontraRequiresBid: boolean, ramsch: boolean, bock: boolean, bockRamschRounds: boolean, tips: boolean, tournamentScoring: boolean, concessions: boolean }, legalActions: Array<
              | { __typename: 'SkatLegalAction', value: number | null, card: string | null, cards: Array<string> | null, game: GameType | null, ouvert: boolean | null, schneiderAnnounced: boolean | null, schwarzAnnounced: boolean | null, tip: boolean | null, type: ActionType, mutation: string }
              | { __typename: 'TarockLegalAction', contract: TarockContractType | null, target: number | null, trump: TarockSuit | null, card: string | null, cards: Array<string> | null, choose: number | null, type: ActionType, mutation: string }
            >, currentTrick: { leader: number, cards: Array<{ seat: number, card: string }> }, lastTrick: { leader: number, winner: number, points: number, cards: Array<{ seat: number, card: string }> } | null }
          | { __typename: 'TarockDealView', tarockPhase: TarockDealPhase, holder: number | null, talon: Array<string> | null, discards: Array<string> | null, seat: number | null, players: Array<number>, turn: number | null, hand: Array<string> | null, handSizes: Array<number>, declarer: number | null, over: boolean, tricksWon: Array<number>, trickPoints: Array<number>, bids: Array<{ seat: number, call: TarockCall, level: TarockContractType | null, target: number | null }>, declaration: { label: string, type: TarockContractType, trump: TarockSuit | null, target: number | null } | null, roles: { forehand: number, middlehand: number, rearhand: number, sittingOut: number | null }, legalActions: Array<
              | { __typename: 'SkatLegalAction', value: number | null, card: string | null, cards: Array<string> | null, game: GameType | null, ouvert: boolean | null, schneiderAnnounced: boolean | null, schwarzAnnounced: boolean | null, tip: boolean | null, type: ActionType, mutation: string }
              | { __typename: 'TarockLegalAction', contract: TarockContractType | null, target: number | null, trump: TarockSuit | null, card: string | null, cards: Array<string> | null, choose: number | null, type: ActionType, mutation: string }
            >, currentTrick: { leader: number, cards: Array<{ seat: number, card: string }> }, lastTrick: { leader: number, winner: number, points: number, cards: Array<{ seat: number, card: string }> } | null }
         }
      | { over: boolean, dealNumber: number, totalDeals: number, dealer: number, totals: Array<number>, tarock: { pot: number | null }, sheet: Array<
          | { __typename: 'SkatScoreRow', kind: DealResultKind, declarer: number | null, deal: number, scores: Array<number>, totals: Array<number>, seats: Array<number>, multipliers: Array<{ kind: MultiplierKind, factor: number }>, game: { bid: number, won: boolean, matadors: number, base: number, gameValue: number, overbid: boolean, value: number, declarerPoints: number, defenderPoints: number, schneider: boolean, schwarz: boolean, score: number, contract: { game: GameType, hand: boolean, ouvert: boolean, schneiderAnnounced: boolean, schwarzAnnounced: boolean, tip: boolean }, levels: Array<{ name: LevelName, count: number }> } | null, ramsch: { cardPoints: Array<number | null> | null, losers: Array<number>, jungfrau: boolean, durchmarsch: number | null } | null, seegerFabian: { valueScore: number, declarerBonus: number, othersBonus: number } | null }
          | { __typename: 'TarockScoreRow', declarer: number | null, sittingOut: number | null, outcome: TarockOutcome, declarerPoints: number | null, schneider: boolean, durch: boolean, potChange: number | null, potBalance: number | null, deal: number, scores: Array<number>, totals: Array<number>, seats: Array<number>, contract: { label: string, type: TarockContractType, trump: TarockSuit | null, target: number | null } | null }
        >, deal:
          | { __typename: 'SkatDealView', phase: SkatDealPhase, bid: number, pickedUp: boolean, skat: Array<string> | null, discards: Array<string> | null, openHand: Array<string> | null, kontra: boolean, re: boolean, layOpen: boolean, seat: number | null, players: Array<number>, turn: number | null, hand: Array<string> | null, handSizes: Array<number>, declarer: number | null, over: boolean, tricksWon: Array<number>, trickPoints: Array<number>, roles: { forehand: number, middlehand: number, rearhand: number, sittingOut: number | null }, bidding: { value: number, bidder: number | null, answerer: number | null, passed: Array<boolean>, history: Array<{ seat: number, call: BidCallKind, value: number }> }, declaration: { game: GameType, hand: boolean, ouvert: boolean, schneiderAnnounced: boolean, schwarzAnnounced: boolean, tip: boolean } | null, giveUp: { proposedBy: Array<number>, pending: number | null }, rules: { kontraRe: boolean, kontraRequiresBid: boolean, ramsch: boolean, bock: boolean, bockRamschRounds: boolean, tips: boolean, tournamentScoring: boolean, concessions: boolean }, legalActions: Array<
              | { __typename: 'SkatLegalAction', value: number | null, card: string | null, cards: Array<string> | null, game: GameType | null, ouvert: boolean | null, schneiderAnnounced: boolean | null, schwarzAnnounced: boolean | null, tip: boolean | null, type: ActionType, mutation: string }
              | { __typename: 'TarockLegalAction', contract: TarockContractType | null, target: number | null, trump: TarockSuit | null, card: string | null, cards: Array<string> | null, choose: number | null, type: ActionType, mutation: string }
            >, currentTrick: { leader: number, cards: Array<{ seat: number, card: string }> }, lastTrick: { leader: number, winner: number, points: number, cards: Array<{ seat: number, card: string }> } | null }
          | { __typename: 'TarockDealView', tarockPhase: TarockDealPhase, holder: number | null, talon: Array<string> | null, discards: Array<string> | null, seat: number | null, players: Array<number>, turn: number | null, hand: Array<string> | null, handSizes: Array<number>, declarer: number | null, over: boolean, tricksWon: Array<number>, trickPoints: Array<number>, bids: Array<{ seat: number, call: TarockCall, level: TarockContractType | null, target: number | null }>, declaration: { label: string, type: TarockContractType, trump: TarockSuit | null, target: number | null } | null, roles: { forehand: number, middlehand: number, rearhand: number, sittingOut: number | null }, legalActions: Array<
              | { __typename: 'SkatLegalAction', value: number | null, card: string | null, cards: Array<string> | null, game: GameType | null, ouvert: boolean | null, schneiderAnnounced: boolean | null, schwarzAnnounced: boolean | null, tip: boolean | null, type: ActionType, mutation: string }
              | { __typename: 'TarockLegalAction', contract: TarockContractType | null, target: number | null, trump: TarockSuit | null, card: string | null, cards: Array<string> | null, choose: number | null, type: ActionType, mutation: string }
            >, currentTrick: { leader: number, cards: Array<{ seat: number, card: string }> }, lastTrick: { leader: number, winner: number, points: number, cards: Array<{ seat: number, card: string }> } | null }
         }
     | null } };

export type WebTableEventsSubscriptionVariables = Exact<{
  tableId: string | number;
  afterSeq?: number | null | undefined;
}>;


export type WebTableEventsSubscription = { tableEvents: { kind: FeedKind, seq: number, view: { seq: number, yourSeat: number | null, turn: number | null, toAct: Array<number>, dealNumber: number | null, hand: Array<string> | null, table: { id: string, status: TableStatus, players: number, preset: Preset, rounds: number, turnSeconds: number | null, visibility: Visibility, rated: boolean, inviteCode: string | null, createdBy: string, game: Game, variant: TarockVariant | null, seats: Array<{ index: number, player: { id: string, name: string, handle: string, serverBot: boolean } | null }> }, match:
        | { over: boolean, dealNumber: number, totalDeals: number, dealer: number, totals: Array<number>, sheet: Array<
            | { __typename: 'SkatScoreRow', kind: DealResultKind, declarer: number | null, deal: number, scores: Array<number>, totals: Array<number>, seats: Array<number>, multipliers: Array<{ kind: MultiplierKind, factor: number }>, game: { bid: number, won: boolean, matadors: number, base: number, gameValue: number, overbid: boolean, value: number, declarerPoints: number, defenderPoints: number, schneider: boolean, schwarz: boolean, score: number, contract: { game: GameType, hand: boolean, ouvert: boolean, schneiderAnnounced: boolean, schwarzAnnounced: boolean, tip: boolean }, levels: Array<{ name: LevelName, count: number }> } | null, ramsch: { cardPoints: Array<number | null> | null, losers: Array<number>, jungfrau: boolean, durchmarsch: number | null } | null, seegerFabian: { valueScore: number, declarerBonus: number, othersBonus: number } | null }
            | { __typename: 'TarockScoreRow', declarer: number | null, sittingOut: number | null, outcome: TarockOutcome, declarerPoints: number | null, schneider: boolean, durch: boolean, potChange: number | null, potBalance: number | null, deal: number, scores: Array<number>, totals: Array<number>, seats: Array<number>, contract: { label: string, type: TarockContractType, trump: TarockSuit | null, target: number | null } | null }
          >, deal:
            | { __typename: 'SkatDealView', phase: SkatDealPhase, bid: number, pickedUp: boolean, skat: Array<string> | null, discards: Array<string> | null, openHand: Array<string> | null, kontra: boolean, re: boolean, layOpen: boolean, seat: number | null, players: Array<number>, turn: number | null, hand: Array<string> | null, handSizes: Array<number>, declarer: number | null, over: boolean, tricksWon: Array<number>, trickPoints: Array<number>, roles: { forehand: number, middlehand: number, rearhand: number, sittingOut: number | null }, bidding: { value: number, bidder: number | null, answerer: number | null, passed: Array<boolean>, history: Array<{ seat: number, call: BidCallKind, value: number }> }, declaration: { game: GameType, hand: boolean, ouvert: boolean, schneiderAnnounced: boolean, schwarzAnnounced: boolean, tip: boolean } | null, giveUp: { proposedBy: Array<number>, pending: number | null }, rules: { kontraRe: boolean, kontraRequiresBid: boolean, ramsch: boolean, bock: boolean, bockRamschRounds: boolean, tips: boolean, tournamentScoring: boolean, concessions: boolean }, legalActions: Array<
                | { __typename: 'SkatLegalAction', value: number | null, card: string | null, cards: Array<string> | null, game: GameType | null, ouvert: boolean | null, schneiderAnnounced: boolean | null, schwarzAnnounced: boolean | null, tip: boolean | null, type: ActionType, mutation: string }
                | { __typename: 'TarockLegalAction', contract: TarockContractType | null, target: number | null, trump: TarockSuit | null, card: string | null, cards: Array<string> | null, choose: number | null, type: ActionType, mutation: string }
              >, currentTrick: { leader: number, cards: Array<{ seat: number, card: string }> }, lastTrick: { leader: number, winner: number, points: number, cards: Array<{ seat: number, card: string }> } | null }
            | { __typename: 'TarockDealView', tarockPhase: TarockDealPhase, holder: number | null, talon: Array<string> | null, discards: Array<string> | null, seat: number | null, players: Array<number>, turn: number | null, hand: Array<string> | null, handSizes: Array<number>, declarer: number | null, over: boolean, tricksWon: Array<number>, trickPoints: Array<number>, bids: Array<{ seat: number, call: TarockCall, level: TarockContractType | null, target: number | null }>, declaration: { label: string, type: TarockContractType, trump: TarockSuit | null, target: number | null } | null, roles: { forehand: number, middlehand: number, rearhand: number, sittingOut: number | null }, legalActions: Array<
                | { __typename: 'SkatLegalAction', value: number | null, card: string | null, cards: Array<string> | null, game: GameType | null, ouvert: boolean | null, schneiderAnnounced: boolean | null, schwarzAnnounced: boolean | null, tip: boolean | null, type: ActionType, mutation: string }
                | { __typename: 'TarockLegalAction', contract: TarockContractType | null, target: number | null, trump: TarockSuit | null, card: string | null, cards: Array<string> | null, choose: number | null, type: ActionType, mutation: string }
              >, currentTrick: { leader: number, cards: Array<{ seat: number, card: string }> }, lastTrick: { leader: number, winner: number, points: number, cards: Array<{ seat: number, card: string }> } | null }
           }
        | { over: boolean, dealNumber: number, totalDeals: number, dealer: number, totals: Array<number>, tarock: { pot: number | null }, sheet: Array<
            | { __typename: 'SkatScoreRow', kind: DealResultKind, declarer: number | null, deal: number, scores: Array<number>, totals: Array<number>, seats: Array<number>, multipliers: Array<{ kind: MultiplierKind, factor: number }>, game: { bid: number, won: boolean, matadors: number, base: number, gameValue: number, overbid: boolean, value: number, declarerPoints: number, defenderPoints: number, schneider: boolean, schwarz: boolean, score: number, contract: { game: GameType, hand: boolean, ouvert: boolean, schneiderAnnounced: boolean, schwarzAnnounced: boolean, tip: boolean }, levels: Array<{ name: LevelName, count: number }> } | null, ramsch: { cardPoints: Array<number | null> | null, losers: Array<number>, jungfrau: boolean, durchmarsch: number | null } | null, seegerFabian: { valueScore: number, declarerBonus: number, othersBonus: number } | null }
            | { __typename: 'TarockScoreRow', declarer: number | null, sittingOut: number | null, outcome: TarockOutcome, declarerPoints: number | null, schneider: boolean, durch: boolean, potChange: number | null, potBalance: number | null, deal: number, scores: Array<number>, totals: Array<number>, seats: Array<number>, contract: { label: string, type: TarockContractType, trump: TarockSuit | null, target: number | null } | null }
          >, deal:
            | { __typename: 'SkatDealView', phase: SkatDealPhase, bid: number, pickedUp: boolean, skat: Array<string> | null, discards: Array<string> | null, openHand: Array<string> | null, kontra: boolean, re: boolean, layOpen: boolean, seat: number | null, players: Array<number>, turn: number | null, hand: Array<string> | null, handSizes: Array<number>, declarer: number | null, over: boolean, tricksWon: Array<number>, trickPoints: Array<number>, roles: { forehand: number, middlehand: number, rearhand: number, sittingOut: number | null }, bidding: { value: number, bidder: number | null, answerer: number | null, passed: Array<boolean>, history: Array<{ seat: number, call: BidCallKind, value: number }> }, declaration: { game: GameType, hand: boolean, ouvert: boolean, schneiderAnnounced: boolean, schwarzAnnounced: boolean, tip: boolean } | null, giveUp: { proposedBy: Array<number>, pending: number | null }, rules: { kontraRe: boolean, kontraRequiresBid: boolean, ramsch: boolean, bock: boolean, bockRamschRounds: boolean, tips: boolean, tournamentScoring: boolean, concessions: boolean }, legalActions: Array<
                | { __typename: 'SkatLegalAction', value: number | null, card: string | null, cards: Array<string> | null, game: GameType | null, ouvert: boolean | null, schneiderAnnounced: boolean | null, schwarzAnnounced: boolean | null, tip: boolean | null, type: ActionType, mutation: string }
                | { __typename: 'TarockLegalAction', contract: TarockContractType | null, target: number | null, trump: TarockSuit | null, card: string | null, cards: Array<string> | null, choose: number | null, type: ActionType, mutation: string }
              >, currentTrick: { leader: number, cards: Array<{ seat: number, card: string }> }, lastTrick: { leader: number, winner: number, points: number, cards: Array<{ seat: number, card: string }> } | null }
            | { __typename: 'TarockDealView', tarockPhase: TarockDealPhase, holder: number | null, talon: Array<string> | null, discards: Array<string> | null, seat: number | null, players: Array<number>, turn: number | null, hand: Array<string> | null, handSizes: Array<number>, declarer: number | null, over: boolean, tricksWon: Array<number>, trickPoints: Array<number>, bids: Array<{ seat: number, call: TarockCall, level: TarockContractType | null, target: number | null }>, declaration: { label: string, type: TarockContractType, trump: TarockSuit | null, target: number | null } | null, roles: { forehand: number, middlehand: number, rearhand: number, sittingOut: number | null }, legalActions: Array<
                | { __typename: 'SkatLegalAction', value: number | null, card: string | null, cards: Array<string> | null, game: GameType | null, ouvert: boolean | null, schneiderAnnounced: boolean | null, schwarzAnnounced: boolean | null, tip: boolean | null, type: ActionType, mutation: string }
                | { __typename: 'TarockLegalAction', contract: TarockContractType | null, target: number | null, trump: TarockSuit | null, card: string | null, cards: Array<string> | null, choose: number | null, type: ActionType, mutation: string }
              >, currentTrick: { leader: number, cards: Array<{ seat: number, card: string }> }, lastTrick: { leader: number, winner: number, points: number, cards: Array<{ seat: number, card: string }> } | null }
           }
       | null } | null, events: Array<
      | { __typename: 'ActionRecorded', seq: number, type: string }
      | { __typename: 'BidHeld', seq: number, type: string }
      | { __typename: 'BidPassed', seq: number, type: string }
      | { __typename: 'BidSaid', seq: number, type: string }
      | { __typename: 'BiddingEnded', seq: number, type: string }
      | { __typename: 'CardPlayed', seq: number, type: string }
      | { __typename: 'CardsDealt', seq: number, type: string }
      | { __typename: 'DealEnded', seq: number, type: string }
      | { __typename: 'DealRevealed', seq: number, type: string }
      | { __typename: 'DealScored', seq: number, type: string }
      | { __typename: 'DealStarted', seq: number, type: string }
      | { __typename: 'GameConceded', seq: number, type: string }
      | { __typename: 'GameDeclared', seq: number, type: string }
      | { __typename: 'GiveUpAccepted', seq: number, type: string }
      | { __typename: 'GiveUpDeclined', seq: number, type: string }
      | { __typename: 'GiveUpProposed', seq: number, type: string }
      | { __typename: 'GrandHandAccepted', seq: number, type: string }
      | { __typename: 'GrandHandDeclined', seq: number, type: string }
      | { __typename: 'HandChosen', seq: number, type: string }
      | { __typename: 'HandLaidOpen', seq: number, type: string }
      | { __typename: 'HiddenEvent', seq: number, type: string }
      | { __typename: 'KontraSaid', seq: number, type: string }
      | { __typename: 'LayOpenAccepted', seq: number, type: string }
      | { __typename: 'MatchEnded', seq: number, type: string }
      | { __typename: 'MatchStarted', seq: number, type: string }
      | { __typename: 'PlayerJoined', seq: number, type: string }
      | { __typename: 'PlayerLeft', seq: number, type: string }
      | { __typename: 'ReSaid', seq: number, type: string }
      | { __typename: 'SkatDiscarded', seq: number, type: string }
      | { __typename: 'SkatPickedUp', seq: number, type: string }
      | { __typename: 'TableClosed', seq: number, type: string }
      | { __typename: 'TalonTakenUp', seq: number, type: string }
      | { __typename: 'TarockBidMade', seq: number, type: string }
      | { __typename: 'TarockCardsDealt', seq: number, type: string }
      | { __typename: 'TarockContractDeclared', seq: number, type: string }
      | { __typename: 'TarockDealRevealed', seq: number, type: string }
      | { __typename: 'TarockDealStarted', seq: number, type: string }
      | { __typename: 'TarockDiscarded', seq: number, type: string }
      | { __typename: 'TrickCompleted', seq: number, type: string }
      | { __typename: 'TurnTimedOut', seq: number, type: string }
    > } };

export type WebCreateTableMutationVariables = Exact<{
  input: CreateTableInput;
}>;


export type WebCreateTableMutation = { createTable: { seq: number, yourSeat: number | null, turn: number | null, toAct: Array<number>, dealNumber: number | null, hand: Array<string> | null, table: { id: string, status: TableStatus, players: number, preset: Preset, rounds: number, turnSeconds: number | null, visibility: Visibility, rated: boolean, inviteCode: string | null, createdBy: string, game: Game, variant: TarockVariant | null, seats: Array<{ index: number, player: { id: string, name: string, handle: string, serverBot: boolean } | null }> }, match:
      | { over: boolean, dealNumber: number, totalDeals: number, dealer: number, totals: Array<number>, sheet: Array<
          | { __typename: 'SkatScoreRow', kind: DealResultKind, declarer: number | null, deal: number, scores: Array<number>, totals: Array<number>, seats: Array<number>, multipliers: Array<{ kind: MultiplierKind, factor: number }>, game: { bid: number, won: boolean, matadors: number, base: number, gameValue: number, overbid: boolean, value: number, declarerPoints: number, defenderPoints: number, schneider: boolean, schwarz: boolean, score: number, contract: { game: GameType, hand: boolean, ouvert: boolean, schneiderAnnounced: boolean, schwarzAnnounced: boolean, tip: boolean }, levels: Array<{ name: LevelName, count: number }> } | null, ramsch: { cardPoints: Array<number | null> | null, losers: Array<number>, jungfrau: boolean, durchmarsch: number | null } | null, seegerFabian: { valueScore: number, declarerBonus: number, othersBonus: number } | null }
          | { __typename: 'TarockScoreRow', declarer: number | null, sittingOut: number | null, outcome: TarockOutcome, declarerPoints: number | null, schneider: boolean, durch: boolean, potChange: number | null, potBalance: number | null, deal: number, scores: Array<number>, totals: Array<number>, seats: Array<number>, contract: { label: string, type: TarockContractType, trump: TarockSuit | null, target: number | null } | null }
        >, deal:
          | { __typename: 'SkatDealView', phase: SkatDealPhase, bid: number, pickedUp: boolean, skat: Array<string> | null, discards: Array<string> | null, openHand: Array<string> | null, kontra: boolean, re: boolean, layOpen: boolean, seat: number | null, players: Array<number>, turn: number | null, hand: Array<string> | null, handSizes: Array<number>, declarer: number | null, over: boolean, tricksWon: Array<number>, trickPoints: Array<number>, roles: { forehand: number, middlehand: number, rearhand: number, sittingOut: number | null }, bidding: { value: number, bidder: number | null, answerer: number | null, passed: Array<boolean>, history: Array<{ seat: number, call: BidCallKind, value: number }> }, declaration: { game: GameType, hand: boolean, ouvert: boolean, schneiderAnnounced: boolean, schwarzAnnounced: boolean, tip: boolean } | null, giveUp: { proposedBy: Array<number>, pending: number | null }, rules: { kontraRe: boolean, kontraRequiresBid: boolean, ramsch: boolean, bock: boolean, bockRamschRounds: boolean, tips: boolean, tournamentScoring: boolean, concessions: boolean }, legalActions: Array<
              | { __typename: 'SkatLegalAction', value: number | null, card: string | null, cards: Array<string> | null, game: GameType | null, ouvert: boolean | null, schneiderAnnounced: boolean | null, schwarzAnnounced: boolean | null, tip: boolean | null, type: ActionType, mutation: string }
              | { __typename: 'TarockLegalAction', contract: TarockContractType | null, target: number | null, trump: TarockSuit | null, card: string | null, cards: Array<string> | null, choose: number | null, type: ActionType, mutation: string }
            >, currentTrick: { leader: number, cards: Array<{ seat: number, card: string }> }, lastTrick: { leader: number, winner: number, points: number, cards: Array<{ seat: number, card: string }> } | null }
          | { __typename: 'TarockDealView', tarockPhase: TarockDealPhase, holder: number | null, talon: Array<string> | null, discards: Array<string> | null, seat: number | null, players: Array<number>, turn: number | null, hand: Array<string> | null, handSizes: Array<number>, declarer: number | null, over: boolean, tricksWon: Array<number>, trickPoints: Array<number>, bids: Array<{ seat: number, call: TarockCall, level: TarockContractType | null, target: number | null }>, declaration: { label: string, type: TarockContractType, trump: TarockSuit | null, target: number | null } | null, roles: { forehand: number, middlehand: number, rearhand: number, sittingOut: number | null }, legalActions: Array<
              | { __typename: 'SkatLegalAction', value: number | null, card: string | null, cards: Array<string> | null, game: GameType | null, ouvert: boolean | null, schneiderAnnounced: boolean | null, schwarzAnnounced: boolean | null, tip: boolean | null, type: ActionType, mutation: string }
              | { __typename: 'TarockLegalAction', contract: TarockContractType | null, target: number | null, trump: TarockSuit | null, card: string | null, cards: Array<string> | null, choose: number | null, type: ActionType, mutation: string }
            >, currentTrick: { leader: number, cards: Array<{ seat: number, card: string }> }, lastTrick: { leader: number, winner: number, points: number, cards: Array<{ seat: number, card: string }> } | null }
         }
      | { over: boolean, dealNumber: number, totalDeals: number, dealer: number, totals: Array<number>, tarock: { pot: number | null }, sheet: Array<
          | { __typename: 'SkatScoreRow', kind: DealResultKind, declarer: number | null, deal: number, scores: Array<number>, totals: Array<number>, seats: Array<number>, multipliers: Array<{ kind: MultiplierKind, factor: number }>, game: { bid: number, won: boolean, matadors: number, base: number, gameValue: number, overbid: boolean, value: number, declarerPoints: number, defenderPoints: number, schneider: boolean, schwarz: boolean, score: number, contract: { game: GameType, hand: boolean, ouvert: boolean, schneiderAnnounced: boolean, schwarzAnnounced: boolean, tip: boolean }, levels: Array<{ name: LevelName, count: number }> } | null, ramsch: { cardPoints: Array<number | null> | null, losers: Array<number>, jungfrau: boolean, durchmarsch: number | null } | null, seegerFabian: { valueScore: number, declarerBonus: number, othersBonus: number } | null }
          | { __typename: 'TarockScoreRow', declarer: number | null, sittingOut: number | null, outcome: TarockOutcome, declarerPoints: number | null, schneider: boolean, durch: boolean, potChange: number | null, potBalance: number | null, deal: number, scores: Array<number>, totals: Array<number>, seats: Array<number>, contract: { label: string, type: TarockContractType, trump: TarockSuit | null, target: number | null } | null }
        >, deal:
          | { __typename: 'SkatDealView', phase: SkatDealPhase, bid: number, pickedUp: boolean, skat: Array<string> | null, discards: Array<string> | null, openHand: Array<string> | null, kontra: boolean, re: boolean, layOpen: boolean, seat: number | null, players: Array<number>, turn: number | null, hand: Array<string> | null, handSizes: Array<number>, declarer: number | null, over: boolean, tricksWon: Array<number>, trickPoints: Array<number>, roles: { forehand: number, middlehand: number, rearhand: number, sittingOut: number | null }, bidding: { value: number, bidder: number | null, answerer: number | null, passed: Array<boolean>, history: Array<{ seat: number, call: BidCallKind, value: number }> }, declaration: { game: GameType, hand: boolean, ouvert: boolean, schneiderAnnounced: boolean, schwarzAnnounced: boolean, tip: boolean } | null, giveUp: { proposedBy: Array<number>, pending: number | null }, rules: { kontraRe: boolean, kontraRequiresBid: boolean, ramsch: boolean, bock: boolean, bockRamschRounds: boolean, tips: boolean, tournamentScoring: boolean, concessions: boolean }, legalActions: Array<
              | { __typename: 'SkatLegalAction', value: number | null, card: string | null, cards: Array<string> | null, game: GameType | null, ouvert: boolean | null, schneiderAnnounced: boolean | null, schwarzAnnounced: boolean | null, tip: boolean | null, type: ActionType, mutation: string }
              | { __typename: 'TarockLegalAction', contract: TarockContractType | null, target: number | null, trump: TarockSuit | null, card: string | null, cards: Array<string> | null, choose: number | null, type: ActionType, mutation: string }
            >, currentTrick: { leader: number, cards: Array<{ seat: number, card: string }> }, lastTrick: { leader: number, winner: number, points: number, cards: Array<{ seat: number, card: string }> } | null }
          | { __typename: 'TarockDealView', tarockPhase: TarockDealPhase, holder: number | null, talon: Array<string> | null, discards: Array<string> | null, seat: number | null, players: Array<number>, turn: number | null, hand: Array<string> | null, handSizes: Array<number>, declarer: number | null, over: boolean, tricksWon: Array<number>, trickPoints: Array<number>, bids: Array<{ seat: number, call: TarockCall, level: TarockContractType | null, target: number | null }>, declaration: { label: string, type: TarockContractType, trump: TarockSuit | null, target: number | null } | null, roles: { forehand: number, middlehand: number, rearhand: number, sittingOut: number | null }, legalActions: Array<
              | { __typename: 'SkatLegalAction', value: number | null, card: string | null, cards: Array<string> | null, game: GameType | null, ouvert: boolean | null, schneiderAnnounced: boolean | null, schwarzAnnounced: boolean | null, tip: boolean | null, type: ActionType, mutation: string }
              | { __typename: 'TarockLegalAction', contract: TarockContractType | null, target: number | null, trump: TarockSuit | null, card: string | null, cards: Array<string> | null, choose: number | null, type: ActionType, mutation: string }
            >, currentTrick: { leader: number, cards: Array<{ seat: number, card: string }> }, lastTrick: { leader: number, winner: number, points: number, cards: Array<{ seat: number, card: string }> } | null }
         }
     | null } };

export type WebJoinTableMutationVariables = Exact<{
  input: JoinTableInput;
}>;


export type WebJoinTableMutation = { joinTable: { seq: number, yourSeat: number | null, turn: number | null, toAct: Array<number>, dealNumber: number | null, hand: Array<string> | null, table: { id: string, status: TableStatus, players: number, preset: Preset, rounds: number, turnSeconds: number | null, visibility: Visibility, rated: boolean, inviteCode: string | null, createdBy: string, game: Game, variant: TarockVariant | null, seats: Array<{ index: number, player: { id: string, name: string, handle: string, serverBot: boolean } | null }> }, match:
      | { over: boolean, dealNumber: number, totalDeals: number, dealer: number, totals: Array<number>, sheet: Array<
          | { __typename: 'SkatScoreRow', kind: DealResultKind, declarer: number | null, deal: number, scores: Array<number>, totals: Array<number>, seats: Array<number>, multipliers: Array<{ kind: MultiplierKind, factor: number }>, game: { bid: number, won: boolean, matadors: number, base: number, gameValue: number, overbid: boolean, value: number, declarerPoints: number, defenderPoints: number, schneider: boolean, schwarz: boolean, score: number, contract: { game: GameType, hand: boolean, ouvert: boolean, schneiderAnnounced: boolean, schwarzAnnounced: boolean, tip: boolean }, levels: Array<{ name: LevelName, count: number }> } | null, ramsch: { cardPoints: Array<number | null> | null, losers: Array<number>, jungfrau: boolean, durchmarsch: number | null } | null, seegerFabian: { valueScore: number, declarerBonus: number, othersBonus: number } | null }
          | { __typename: 'TarockScoreRow', declarer: number | null, sittingOut: number | null, outcome: TarockOutcome, declarerPoints: number | null, schneider: boolean, durch: boolean, potChange: number | null, potBalance: number | null, deal: number, scores: Array<number>, totals: Array<number>, seats: Array<number>, contract: { label: string, type: TarockContractType, trump: TarockSuit | null, target: number | null } | null }
        >, deal:
          | { __typename: 'SkatDealView', phase: SkatDealPhase, bid: number, pickedUp: boolean, skat: Array<string> | null, discards: Array<string> | null, openHand: Array<string> | null, kontra: boolean, re: boolean, layOpen: boolean, seat: number | null, players: Array<number>, turn: number | null, hand: Array<string> | null, handSizes: Array<number>, declarer: number | null, over: boolean, tricksWon: Array<number>, trickPoints: Array<number>, roles: { forehand: number, middlehand: number, rearhand: number, sittingOut: number | null }, bidding: { value: number, bidder: number | null, answerer: number | null, passed: Array<boolean>, history: Array<{ seat: number, call: BidCallKind, value: number }> }, declaration: { game: GameType, hand: boolean, ouvert: boolean, schneiderAnnounced: boolean, schwarzAnnounced: boolean, tip: boolean } | null, giveUp: { proposedBy: Array<number>, pending: number | null }, rules: { kontraRe: boolean, kontraRequiresBid: boolean, ramsch: boolean, bock: boolean, bockRamschRounds: boolean, tips: boolean, tournamentScoring: boolean, concessions: boolean }, legalActions: Array<
              | { __typename: 'SkatLegalAction', value: number | null, card: string | null, cards: Array<string> | null, game: GameType | null, ouvert: boolean | null, schneiderAnnounced: boolean | null, schwarzAnnounced: boolean | null, tip: boolean | null, type: ActionType, mutation: string }
              | { __typename: 'TarockLegalAction', contract: TarockContractType | null, target: number | null, trump: TarockSuit | null, card: string | null, cards: Array<string> | null, choose: number | null, type: ActionType, mutation: string }
            >, currentTrick: { leader: number, cards: Array<{ seat: number, card: string }> }, lastTrick: { leader: number, winner: number, points: number, cards: Array<{ seat: number, card: string }> } | null }
          | { __typename: 'TarockDealView', tarockPhase: TarockDealPhase, holder: number | null, talon: Array<string> | null, discards: Array<string> | null, seat: number | null, players: Array<number>, turn: number | null, hand: Array<string> | null, handSizes: Array<number>, declarer: number | null, over: boolean, tricksWon: Array<number>, trickPoints: Array<number>, bids: Array<{ seat: number, call: TarockCall, level: TarockContractType | null, target: number | null }>, declaration: { label: string, type: TarockContractType, trump: TarockSuit | null, target: number | null } | null, roles: { forehand: number, middlehand: number, rearhand: number, sittingOut: number | null }, legalActions: Array<
              | { __typename: 'SkatLegalAction', value: number | null, card: string | null, cards: Array<string> | null, game: GameType | null, ouvert: boolean | null, schneiderAnnounced: boolean | null, schwarzAnnounced: boolean | null, tip: boolean | null, type: ActionType, mutation: string }
              | { __typename: 'TarockLegalAction', contract: TarockContractType | null, target: number | null, trump: TarockSuit | null, card: string | null, cards: Array<string> | null, choose: number | null, type: ActionType, mutation: string }
            >, currentTrick: { leader: number, cards: Array<{ seat: number, card: string }> }, lastTrick: { leader: number, winner: number, points: number, cards: Array<{ seat: number, card: string }> } | null }
         }
      | { over: boolean, dealNumber: number, totalDeals: number, dealer: number, totals: Array<number>, tarock: { pot: number | null }, sheet: Array<
          | { __typename: 'SkatScoreRow', kind: DealResultKind, declarer: number | null, deal: number, scores: Array<number>, totals: Array<number>, seats: Array<number>, multipliers: Array<{ kind: MultiplierKind, factor: number }>, game: { bid: number, won: boolean, matadors: number, base: number, gameValue: number, overbid: boolean, value: number, declarerPoints: number, defenderPoints: number, schneider: boolean, schwarz: boolean, score: number, contract: { game: GameType, hand: boolean, ouvert: boolean, schneiderAnnounced: boolean, schwarzAnnounced: boolean, tip: boolean }, levels: Array<{ name: LevelName, count: number }> } | null, ramsch: { cardPoints: Array<number | null> | null, losers: Array<number>, jungfrau: boolean, durchmarsch: number | null } | null, seegerFabian: { valueScore: number, declarerBonus: number, othersBonus: number } | null }
          | { __typename: 'TarockScoreRow', declarer: number | null, sittingOut: number | null, outcome: TarockOutcome, declarerPoints: number | null, schneider: boolean, durch: boolean, potChange: number | null, potBalance: number | null, deal: number, scores: Array<number>, totals: Array<number>, seats: Array<number>, contract: { label: string, type: TarockContractType, trump: TarockSuit | null, target: number | null } | null }
        >, deal:
          | { __typename: 'SkatDealView', phase: SkatDealPhase, bid: number, pickedUp: boolean, skat: Array<string> | null, discards: Array<string> | null, openHand: Array<string> | null, kontra: boolean, re: boolean, layOpen: boolean, seat: number | null, players: Array<number>, turn: number | null, hand: Array<string> | null, handSizes: Array<number>, declarer: number | null, over: boolean, tricksWon: Array<number>, trickPoints: Array<number>, roles: { forehand: number, middlehand: number, rearhand: number, sittingOut: number | null }, bidding: { value: number, bidder: number | null, answerer: number | null, passed: Array<boolean>, history: Array<{ seat: number, call: BidCallKind, value: number }> }, declaration: { game: GameType, hand: boolean, ouvert: boolean, schneiderAnnounced: boolean, schwarzAnnounced: boolean, tip: boolean } | null, giveUp: { proposedBy: Array<number>, pending: number | null }, rules: { kontraRe: boolean, kontraRequiresBid: boolean, ramsch: boolean, bock: boolean, bockRamschRounds: boolean, tips: boolean, tournamentScoring: boolean, concessions: boolean }, legalActions: Array<
              | { __typename: 'SkatLegalAction', value: number | null, card: string | null, cards: Array<string> | null, game: GameType | null, ouvert: boolean | null, schneiderAnnounced: boolean | null, schwarzAnnounced: boolean | null, tip: boolean | null, type: ActionType, mutation: string }
              | { __typename: 'TarockLegalAction', contract: TarockContractType | null, target: number | null, trump: TarockSuit | null, card: string | null, cards: Array<string> | null, choose: number | null, type: ActionType, mutation: string }
            >, currentTrick: { leader: number, cards: Array<{ seat: number, card: string }> }, lastTrick: { leader: number, winner: number, points: number, cards: Array<{ seat: number, card: string }> } | null }
          | { __typename: 'TarockDealView', tarockPhase: TarockDealPhase, holder: number | null, talon: Array<string> | null, discards: Array<string> | null, seat: number | null, players: Array<number>, turn: number | null, hand: Array<string> | null, handSizes: Array<number>, declarer: number | null, over: boolean, tricksWon: Array<number>, trickPoints: Array<number>, bids: Array<{ seat: number, call: TarockCall, level: TarockContractType | null, target: number | null }>, declaration: { label: string, type: TarockContractType, trump: TarockSuit | null, target: number | null } | null, roles: { forehand: number, middlehand: number, rearhand: number, sittingOut: number | null }, legalActions: Array<
              | { __typename: 'SkatLegalAction', value: number | null, card: string | null, cards: Array<string> | null, game: GameType | null, ouvert: boolean | null, schneiderAnnounced: boolean | null, schwarzAnnounced: boolean | null, tip: boolean | null, type: ActionType, mutation: string }
              | { __typename: 'TarockLegalAction', contract: TarockContractType | null, target: number | null, trump: TarockSuit | null, card: string | null, cards: Array<string> | null, choose: number | null, type: ActionType, mutation: string }
            >, currentTrick: { leader: number, cards: Array<{ seat: number, card: string }> }, lastTrick: { leader: number, winner: number, points: number, cards: Array<{ seat: number, card: string }> } | null }
         }
     | null } };

export type WebAddBotsMutationVariables = Exact<{
  input: AddBotsInput;
}>;


export type WebAddBotsMutation = { addBots: { seq: number, yourSeat: number | null, turn: number | null, toAct: Array<number>, dealNumber: number | null, hand: Array<string> | null, table: { id: string, status: TableStatus, players: number, preset: Preset, rounds: number, turnSeconds: number | null, visibility: Visibility, rated: boolean, inviteCode: string | null, createdBy: string, game: Game, variant: TarockVariant | null, seats: Array<{ index: number, player: { id: string, name: string, handle: string, serverBot: boolean } | null }> }, match:
      | { over: boolean, dealNumber: number, totalDeals: number, dealer: number, totals: Array<number>, sheet: Array<
          | { __typename: 'SkatScoreRow', kind: DealResultKind, declarer: number | null, deal: number, scores: Array<number>, totals: Array<number>, seats: Array<number>, multipliers: Array<{ kind: MultiplierKind, factor: number }>, game: { bid: number, won: boolean, matadors: number, base: number, gameValue: number, overbid: boolean, value: number, declarerPoints: number, defenderPoints: number, schneider: boolean, schwarz: boolean, score: number, contract: { game: GameType, hand: boolean, ouvert: boolean, schneiderAnnounced: boolean, schwarzAnnounced: boolean, tip: boolean }, levels: Array<{ name: LevelName, count: number }> } | null, ramsch: { cardPoints: Array<number | null> | null, losers: Array<number>, jungfrau: boolean, durchmarsch: number | null } | null, seegerFabian: { valueScore: number, declarerBonus: number, othersBonus: number } | null }
          | { __typename: 'TarockScoreRow', declarer: number | null, sittingOut: number | null, outcome: TarockOutcome, declarerPoints: number | null, schneider: boolean, durch: boolean, potChange: number | null, potBalance: number | null, deal: number, scores: Array<number>, totals: Array<number>, seats: Array<number>, contract: { label: string, type: TarockContractType, trump: TarockSuit | null, target: number | null } | null }
        >, deal:
          | { __typename: 'SkatDealView', phase: SkatDealPhase, bid: number, pickedUp: boolean, skat: Array<string> | null, discards: Array<string> | null, openHand: Array<string> | null, kontra: boolean, re: boolean, layOpen: boolean, seat: number | null, players: Array<number>, turn: number | null, hand: Array<string> | null, handSizes: Array<number>, declarer: number | null, over: boolean, tricksWon: Array<number>, trickPoints: Array<number>, roles: { forehand: number, middlehand: number, rearhand: number, sittingOut: number | null }, bidding: { value: number, bidder: number | null, answerer: number | null, passed: Array<boolean>, history: Array<{ seat: number, call: BidCallKind, value: number }> }, declaration: { game: GameType, hand: boolean, ouvert: boolean, schneiderAnnounced: boolean, schwarzAnnounced: boolean, tip: boolean } | null, giveUp: { proposedBy: Array<number>, pending: number | null }, rules: { kontraRe: boolean, kontraRequiresBid: boolean, ramsch: boolean, bock: boolean, bockRamschRounds: boolean, tips: boolean, tournamentScoring: boolean, concessions: boolean }, legalActions: Array<
              | { __typename: 'SkatLegalAction', value: number | null, card: string | null, cards: Array<string> | null, game: GameType | null, ouvert: boolean | null, schneiderAnnounced: boolean | null, schwarzAnnounced: boolean | null, tip: boolean | null, type: ActionType, mutation: string }
              | { __typename: 'TarockLegalAction', contract: TarockContractType | null, target: number | null, trump: TarockSuit | null, card: string | null, cards: Array<string> | null, choose: number | null, type: ActionType, mutation: string }
            >, currentTrick: { leader: number, cards: Array<{ seat: number, card: string }> }, lastTrick: { leader: number, winner: number, points: number, cards: Array<{ seat: number, card: string }> } | null }
          | { __typename: 'TarockDealView', tarockPhase: TarockDealPhase, holder: number | null, talon: Array<string> | null, discards: Array<string> | null, seat: number | null, players: Array<number>, turn: number | null, hand: Array<string> | null, handSizes: Array<number>, declarer: number | null, over: boolean, tricksWon: Array<number>, trickPoints: Array<number>, bids: Array<{ seat: number, call: TarockCall, level: TarockContractType | null, target: number | null }>, declaration: { label: string, type: TarockContractType, trump: TarockSuit | null, target: number | null } | null, roles: { forehand: number, middlehand: number, rearhand: number, sittingOut: number | null }, legalActions: Array<
              | { __typename: 'SkatLegalAction', value: number | null, card: string | null, cards: Array<string> | null, game: GameType | null, ouvert: boolean | null, schneiderAnnounced: boolean | null, schwarzAnnounced: boolean | null, tip: boolean | null, type: ActionType, mutation: string }
              | { __typename: 'TarockLegalAction', contract: TarockContractType | null, target: number | null, trump: TarockSuit | null, card: string | null, cards: Array<string> | null, choose: number | null, type: ActionType, mutation: string }
            >, currentTrick: { leader: number, cards: Array<{ seat: number, card: string }> }, lastTrick: { leader: number, winner: number, points: number, cards: Array<{ seat: number, card: string }> } | null }
         }
      | { over: boolean, dealNumber: number, totalDeals: number, dealer: number, totals: Array<number>, tarock: { pot: number | null }, sheet: Array<
          | { __typename: 'SkatScoreRow', kind: DealResultKind, declarer: number | null, deal: number, scores: Array<number>, totals: Array<number>, seats: Array<number>, multipliers: Array<{ kind: MultiplierKind, factor: number }>, game: { bid: number, won: boolean, matadors: number, base: number, gameValue: number, overbid: boolean, value: number, declarerPoints: number, defenderPoints: number, schneider: boolean, schwarz: boolean, score: number, contract: { game: GameType, hand: boolean, ouvert: boolean, schneiderAnnounced: boolean, schwarzAnnounced: boolean, tip: boolean }, levels: Array<{ name: LevelName, count: number }> } | null, ramsch: { cardPoints: Array<number | null> | null, losers: Array<number>, jungfrau: boolean, durchmarsch: number | null } | null, seegerFabian: { valueScore: number, declarerBonus: number, othersBonus: number } | null }
          | { __typename: 'TarockScoreRow', declarer: number | null, sittingOut: number | null, outcome: TarockOutcome, declarerPoints: number | null, schneider: boolean, durch: boolean, potChange: number | null, potBalance: number | null, deal: number, scores: Array<number>, totals: Array<number>, seats: Array<number>, contract: { label: string, type: TarockContractType, trump: TarockSuit | null, target: number | null } | null }
        >, deal:
          | { __typename: 'SkatDealView', phase: SkatDealPhase, bid: number, pickedUp: boolean, skat: Array<string> | null, discards: Array<string> | null, openHand: Array<string> | null, kontra: boolean, re: boolean, layOpen: boolean, seat: number | null, players: Array<number>, turn: number | null, hand: Array<string> | null, handSizes: Array<number>, declarer: number | null, over: boolean, tricksWon: Array<number>, trickPoints: Array<number>, roles: { forehand: number, middlehand: number, rearhand: number, sittingOut: number | null }, bidding: { value: number, bidder: number | null, answerer: number | null, passed: Array<boolean>, history: Array<{ seat: number, call: BidCallKind, value: number }> }, declaration: { game: GameType, hand: boolean, ouvert: boolean, schneiderAnnounced: boolean, schwarzAnnounced: boolean, tip: boolean } | null, giveUp: { proposedBy: Array<number>, pending: number | null }, rules: { kontraRe: boolean, kontraRequiresBid: boolean, ramsch: boolean, bock: boolean, bockRamschRounds: boolean, tips: boolean, tournamentScoring: boolean, concessions: boolean }, legalActions: Array<
              | { __typename: 'SkatLegalAction', value: number | null, card: string | null, cards: Array<string> | null, game: GameType | null, ouvert: boolean | null, schneiderAnnounced: boolean | null, schwarzAnnounced: boolean | null, tip: boolean | null, type: ActionType, mutation: string }
              | { __typename: 'TarockLegalAction', contract: TarockContractType | null, target: number | null, trump: TarockSuit | null, card: string | null, cards: Array<string> | null, choose: number | null, type: ActionType, mutation: string }
            >, currentTrick: { leader: number, cards: Array<{ seat: number, card: string }> }, lastTrick: { leader: number, winner: number, points: number, cards: Array<{ seat: number, card: string }> } | null }
          | { __typename: 'TarockDealView', tarockPhase: TarockDealPhase, holder: number | null, talon: Array<string> | null, discards: Array<string> | null, seat: number | null, players: Array<number>, turn: number | null, hand: Array<string> | null, handSizes: Array<number>, declarer: number | null, over: boolean, tricksWon: Array<number>, trickPoints: Array<number>, bids: Array<{ seat: number, call: TarockCall, level: TarockContractType | null, target: number | null }>, declaration: { label: string, type: TarockContractType, trump: TarockSuit | null, target: number | null } | null, roles: { forehand: number, middlehand: number, rearhand: number, sittingOut: number | null }, legalActions: Array<
              | { __typename: 'SkatLegalAction', value: number | null, card: string | null, cards: Array<string> | null, game: GameType | null, ouvert: boolean | null, schneiderAnnounced: boolean | null, schwarzAnnounced: boolean | null, tip: boolean | null, type: ActionType, mutation: string }
              | { __typename: 'TarockLegalAction', contract: TarockContractType | null, target: number | null, trump: TarockSuit | null, card: string | null, cards: Array<string> | null, choose: number | null, type: ActionType, mutation: string }
            >, currentTrick: { leader: number, cards: Array<{ seat: number, card: string }> }, lastTrick: { leader: number, winner: number, points: number, cards: Array<{ seat: number, card: string }> } | null }
         }
     | null } };

export type WebLobbyPageQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  game?: Game | null | undefined;
  preset?: Preset | null | undefined;
  players?: number | null | undefined;
}>;


export type WebLobbyPageQuery = { lobbyPage: { edges: Array<{ cursor: string, node: { id: string, status: TableStatus, game: Game, variant: TarockVariant | null, players: number, preset: Preset, rounds: number, seq: number, visibility: Visibility, rated: boolean, seats: Array<{ index: number, player: { id: string, name: string, handle: string } | null }> } }>, pageInfo: { endCursor: string | null, hasNextPage: boolean } } };

export type WebDealRecordQueryVariables = Exact<{
  tableId: string | number;
  deal: number;
}>;


export type WebDealRecordQuery = { dealRecord: { deal: number, record:
      | { __typename: 'SkatDealRecord', skat: Array<string>, deal: number, hands: Array<Array<string>>, declaration: { game: GameType, hand: boolean, ouvert: boolean, schneiderAnnounced: boolean, schwarzAnnounced: boolean, tip: boolean } | null, players: Array<{ seat: number, player: number, name: string }>, moves: Array<{ seat: number, type: ActionType, value: number | null, card: string | null, cards: Array<string> | null, game: GameType | null, ouvert: boolean | null, schneiderAnnounced: boolean | null, schwarzAnnounced: boolean | null, tip: boolean | null, contract: TarockContractType | null, target: number | null, trump: TarockSuit | null }> }
      | { __typename: 'TarockDealRecord', talon: Array<string>, discards: Array<string> | null, declarer: number | null, outcome: TarockOutcome, payments: Array<number>, potChange: number | null, deal: number, hands: Array<Array<string>>, contract: { label: string, type: TarockContractType, trump: TarockSuit | null, target: number | null } | null, players: Array<{ seat: number, player: number, name: string }>, moves: Array<{ seat: number, type: ActionType, value: number | null, card: string | null, cards: Array<string> | null, game: GameType | null, ouvert: boolean | null, schneiderAnnounced: boolean | null, schwarzAnnounced: boolean | null, tip: boolean | null, contract: TarockContractType | null, target: number | null, trump: TarockSuit | null }> }
     } };

export type WebLeaderboardQueryVariables = Exact<{
  game: Game;
  kind: PlayerKind;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type WebLeaderboardQuery = { leaderboard: { nodes: Array<{ rank: number, rating: number, mu: number, sigma: number, matches: number, player: { id: string, name: string, handle: string, kind: PlayerKind, serverBot: boolean } }>, pageInfo: { endCursor: string | null, hasNextPage: boolean } } };

export type WebRatingHistoryQueryVariables = Exact<{
  playerId: string | number;
  game: Game;
  after?: string | null | undefined;
}>;


export type WebRatingHistoryQuery = { ratingHistory: { current: { rating: number } | null, changes: Array<{ tableId: string, finishedAt: string, rank: number, players: number, total: number, change: number, after: { rating: number } }>, pageInfo: { endCursor: string | null, hasNextPage: boolean } } };

export type WebPlayerStatisticsQueryVariables = Exact<{
  playerId: string | number;
  game: Game;
  ratedOnly?: boolean | null | undefined;
}>;


export type WebPlayerStatisticsQuery = { playerStatistics: { matches: number, matchesWon: number, deals: number, asDeclarer: number, asDefender: number, player: { id: string, handle: string }, declarer: { count: number, won: number, rate: number | null }, defender: { count: number, won: number, rate: number | null }, rating: { rating: number, mu: number, sigma: number } | null, skat: { seegerFabianPoints: number, averageSeegerFabianPerSeries: number | null, overbids: number, schneiderWon: number, schwarzWon: number, schneiderLost: number, schwarzLost: number, ramschDeals: number, ramschLosses: number, durchmaersche: number, passedDeals: number, byGameType: Array<{ gameType: GameType, count: number, won: number, rate: number | null }>, kontra: { count: number, won: number }, re: { count: number, won: number } } | null, tarock: { durch: number, redeals: number, ledgerTotal: number, averageLedgerPerMatch: number | null, contracts: Array<{ contract: TarockContractType, count: number, won: number, rate: number | null }> } | null } };

export type WebRedeemEmbedTicketMutationVariables = Exact<{
  input: RedeemEmbedTicketInput;
}>;


export type WebRedeemEmbedTicketMutation = { redeemEmbedTicket: { token: string, expiresAt: string, tableId: string, playerId: string, name: string, allowedOrigins: Array<string> } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const LegalActionFieldsFragmentDoc = new TypedDocumentString(`
    fragment LegalActionFields on LegalAction {
  __typename
  type
  mutation
  ... on SkatLegalAction {
    value
    card
    cards
    game
    ouvert
    schneiderAnnounced
    schwarzAnnounced
    tip
  }
  ... on TarockLegalAction {
    contract
    target
    trump
    card
    cards
    choose
  }
}
    `, {"fragmentName":"LegalActionFields"}) as unknown as TypedDocumentString<LegalActionFieldsFragment, unknown>;
export const TrickFieldsFragmentDoc = new TypedDocumentString(`
    fragment TrickFields on Trick {
  leader
  cards {
    seat
    card
  }
  winner
  points
}
    `, {"fragmentName":"TrickFields"}) as unknown as TypedDocumentString<TrickFieldsFragment, unknown>;
export const SkatRulesFieldsFragmentDoc = new TypedDocumentString(`
    fragment SkatRulesFields on SkatRules {
  kontraRe
  kontraRequiresBid
  ramsch
  bock
  bockRamschRounds
  tips
  tournamentScoring
  concessions
}
    `, {"fragmentName":"SkatRulesFields"}) as unknown as TypedDocumentString<SkatRulesFieldsFragment, unknown>;
export const SkatContractFieldsFragmentDoc = new TypedDocumentString(`
    fragment SkatContractFields on SkatContract {
  game
  hand
  ouvert
  schneiderAnnounced
  schwarzAnnounced
  tip
}
    `, {"fragmentName":"SkatContractFields"}) as unknown as TypedDocumentString<SkatContractFieldsFragment, unknown>;
export const DealResultFieldsFragmentDoc = new TypedDocumentString(`
    fragment DealResultFields on SkatDealResult {
  kind
  game {
    declarer
    contract {
      ...SkatContractFields
    }
    bid
    won
    end
    matadors
    base
    levels {
      name
      count
    }
    gameValue
    overbid
    value
    declarerPoints
    defenderPoints
    declarerTricks
    schneider
    schwarz
    tipMade
    kontra
    re
    kontraBy
    score
  }
  ramsch {
    cardPoints
    tricks
    losers
    jungfrau
    durchmarsch
    scores
  }
}
    fragment SkatContractFields on SkatContract {
  game
  hand
  ouvert
  schneiderAnnounced
  schwarzAnnounced
  tip
}`, {"fragmentName":"DealResultFields"}) as unknown as TypedDocumentString<DealResultFieldsFragment, unknown>;
export const KitMatchFieldsFragmentDoc = new TypedDocumentString(`
    fragment KitMatchFields on MatchView {
  over
  deal {
    seat
    turn
    toAct
    hand
    handSizes
    declarer
    legalActions {
      ...LegalActionFields
    }
    currentTrick {
      leader
      cards {
        seat
        card
      }
    }
    tricks {
      ...TrickFields
    }
    tricksWon
    trickPoints
    dealt
    scheme
    commitment
    entropy
    seed
    ... on SkatDealView {
      phase
      mode
      rules {
        ...SkatRulesFields
      }
      bidding {
        stage
        bidder
        answerer
        awaiting
        value
        passed
        history {
          seat
          call
          value
        }
      }
      grandHandOfferTurn
      bid
      pickedUp
      declaration {
        ...SkatContractFields
      }
      kontra
      kontraBy
      re
      skat
      discards
      openHand
      giveUp {
        proposedBy
        pending
      }
      layOpen
      layOpenAccepted
      end
      result {
        ...DealResultFields
      }
    }
    ... on TarockDealView {
      tarockPhase
      variant
      bids {
        seat
        call
        level
        target
      }
      holder
      declaration {
        label
        type
        trump
        target
      }
      pickedUp
      talon
      discards
      declarerPoints
      outcome
    }
  }
}
    fragment SkatRulesFields on SkatRules {
  kontraRe
  kontraRequiresBid
  ramsch
  bock
  bockRamschRounds
  tips
  tournamentScoring
  concessions
}
fragment SkatContractFields on SkatContract {
  game
  hand
  ouvert
  schneiderAnnounced
  schwarzAnnounced
  tip
}
fragment TrickFields on Trick {
  leader
  cards {
    seat
    card
  }
  winner
  points
}
fragment DealResultFields on SkatDealResult {
  kind
  game {
    declarer
    contract {
      ...SkatContractFields
    }
    bid
    won
    end
    matadors
    base
    levels {
      name
      count
    }
    gameValue
    overbid
    value
    declarerPoints
    defenderPoints
    declarerTricks
    schneider
    schwarz
    tipMade
    kontra
    re
    kontraBy
    score
  }
  ramsch {
    cardPoints
    tricks
    losers
    jungfrau
    durchmarsch
    scores
  }
}
fragment LegalActionFields on LegalAction {
  __typename
  type
  mutation
  ... on SkatLegalAction {
    value
    card
    cards
    game
    ouvert
    schneiderAnnounced
    schwarzAnnounced
    tip
  }
  ... on TarockLegalAction {
    contract
    target
    trump
    card
    cards
    choose
  }
}`, {"fragmentName":"KitMatchFields"}) as unknown as TypedDocumentString<KitMatchFieldsFragment, unknown>;
export const TableViewFieldsFragmentDoc = new TypedDocumentString(`
    fragment TableViewFields on TableView {
  seq
  yourSeat
  toAct
  turn
  phase
  dealNumber
  hand
  match {
    ...KitMatchFields
  }
  table {
    id
    status
    players
  }
}
    fragment KitMatchFields on MatchView {
  over
  deal {
    seat
    turn
    toAct
    hand
    handSizes
    declarer
    legalActions {
      ...LegalActionFields
    }
    currentTrick {
      leader
      cards {
        seat
        card
      }
    }
    tricks {
      ...TrickFields
    }
    tricksWon
    trickPoints
    dealt
    scheme
    commitment
    entropy
    seed
    ... on SkatDealView {
      phase
      mode
      rules {
        ...SkatRulesFields
      }
      bidding {
        stage
        bidder
        answerer
        awaiting
        value
        passed
        history {
          seat
          call
          value
        }
      }
      grandHandOfferTurn
      bid
      pickedUp
      declaration {
        ...SkatContractFields
      }
      kontra
      kontraBy
      re
      skat
      discards
      openHand
      giveUp {
        proposedBy
        pending
      }
      layOpen
      layOpenAccepted
      end
      result {
        ...DealResultFields
      }
    }
    ... on TarockDealView {
      tarockPhase
      variant
      bids {
        seat
        call
        level
        target
      }
      holder
      declaration {
        label
        type
        trump
        target
      }
      pickedUp
      talon
      discards
      declarerPoints
      outcome
    }
  }
}
fragment SkatRulesFields on SkatRules {
  kontraRe
  kontraRequiresBid
  ramsch
  bock
  bockRamschRounds
  tips
  tournamentScoring
  concessions
}
fragment SkatContractFields on SkatContract {
  game
  hand
  ouvert
  schneiderAnnounced
  schwarzAnnounced
  tip
}
fragment TrickFields on Trick {
  leader
  cards {
    seat
    card
  }
  winner
  points
}
fragment DealResultFields on SkatDealResult {
  kind
  game {
    declarer
    contract {
      ...SkatContractFields
    }
    bid
    won
    end
    matadors
    base
    levels {
      name
      count
    }
    gameValue
    overbid
    value
    declarerPoints
    defenderPoints
    declarerTricks
    schneider
    schwarz
    tipMade
    kontra
    re
    kontraBy
    score
  }
  ramsch {
    cardPoints
    tricks
    losers
    jungfrau
    durchmarsch
    scores
  }
}
fragment LegalActionFields on LegalAction {
  __typename
  type
  mutation
  ... on SkatLegalAction {
    value
    card
    cards
    game
    ouvert
    schneiderAnnounced
    schwarzAnnounced
    tip
  }
  ... on TarockLegalAction {
    contract
    target
    trump
    card
    cards
    choose
  }
}`, {"fragmentName":"TableViewFields"}) as unknown as TypedDocumentString<TableViewFieldsFragment, unknown>;
export const TableEventFieldsFragmentDoc = new TypedDocumentString(`
    fragment TableEventFields on TableEvent {
  __typename
  seq
  type
}
    `, {"fragmentName":"TableEventFields"}) as unknown as TypedDocumentString<TableEventFieldsFragment, unknown>;
export const TableFieldsFragmentDoc = new TypedDocumentString(`
    fragment TableFields on Table {
  id
  status
  game
  variant
  players
  preset
  rounds
  seq
  visibility
  rated
  seats {
    index
    player {
      id
      name
      handle
    }
  }
}
    `, {"fragmentName":"TableFields"}) as unknown as TypedDocumentString<TableFieldsFragment, unknown>;
export const ActionResultFieldsFragmentDoc = new TypedDocumentString(`
    fragment ActionResultFields on ActionResult {
  seq
  replayed
}
    `, {"fragmentName":"ActionResultFields"}) as unknown as TypedDocumentString<ActionResultFieldsFragment, unknown>;
export const LeaderboardEntryFieldsFragmentDoc = new TypedDocumentString(`
    fragment LeaderboardEntryFields on LeaderboardEntry {
  player {
    id
    name
    handle
    kind
    serverBot
  }
  rank
  rating
  mu
  sigma
  matches
}
    `, {"fragmentName":"LeaderboardEntryFields"}) as unknown as TypedDocumentString<LeaderboardEntryFieldsFragment, unknown>;
export const PlayerStatisticsFieldsFragmentDoc = new TypedDocumentString(`
    fragment PlayerStatisticsFields on PlayerStatistics {
  matches
  matchesWon
  deals
  asDeclarer
  asDefender
  declarer {
    count
    won
    rate
  }
  defender {
    count
    won
    rate
  }
  rating {
    rating
    mu
    sigma
  }
  skat {
    byGameType {
      gameType
      count
      won
      rate
    }
    seegerFabianPoints
    averageSeegerFabianPerSeries
    kontra {
      count
      won
    }
    re {
      count
      won
    }
    overbids
    schneiderWon
    schwarzWon
    schneiderLost
    schwarzLost
    ramschDeals
    ramschLosses
    durchmaersche
    passedDeals
  }
  tarock {
    contracts {
      contract
      count
      won
      rate
    }
    durch
    redeals
    ledgerTotal
    averageLedgerPerMatch
  }
}
    `, {"fragmentName":"PlayerStatisticsFields"}) as unknown as TypedDocumentString<PlayerStatisticsFieldsFragment, unknown>;
export const TournamentStandingFieldsFragmentDoc = new TypedDocumentString(`
    fragment TournamentStandingFields on TournamentStanding {
  rank
  playerId
  name
  points
  seriesPoints
  won
  lost
  games
  timeouts
  duplicateDelta
}
    `, {"fragmentName":"TournamentStandingFields"}) as unknown as TypedDocumentString<TournamentStandingFieldsFragment, unknown>;
export const TournamentFieldsFragmentDoc = new TypedDocumentString(`
    fragment TournamentFields on Tournament {
  id
  name
  status
  createdBy
  duplicate
  gamesPerPlayer
  seriesCount
  currentSeries
  turnSeconds
  commitment
  seed
  version
  players {
    playerId
    name
  }
  series {
    number
    status
    seed
    tables {
      tableNo
      tableId
      status
      players {
        seat
        playerId
        name
      }
    }
  }
  standings {
    ...TournamentStandingFields
  }
}
    fragment TournamentStandingFields on TournamentStanding {
  rank
  playerId
  name
  points
  seriesPoints
  won
  lost
  games
  timeouts
  duplicateDelta
}`, {"fragmentName":"TournamentFields"}) as unknown as TypedDocumentString<TournamentFieldsFragment, unknown>;
export const WebTarockContractFieldsFragmentDoc = new TypedDocumentString(`
    fragment WebTarockContractFields on TarockContract {
  label
  type
  trump
  target
}
    `, {"fragmentName":"WebTarockContractFields"}) as unknown as TypedDocumentString<WebTarockContractFieldsFragment, unknown>;
export const WebScoreRowFieldsFragmentDoc = new TypedDocumentString(`
    fragment WebScoreRowFields on ScoreRow {
  __typename
  deal
  scores
  totals
  seats
  ... on SkatScoreRow {
    kind
    declarer
    multipliers {
      kind
      factor
    }
    game {
      contract {
        ...SkatContractFields
      }
      bid
      won
      matadors
      base
      levels {
        name
        count
      }
      gameValue
      overbid
      value
      declarerPoints
      defenderPoints
      schneider
      schwarz
      score
    }
    ramsch {
      cardPoints
      losers
      jungfrau
      durchmarsch
    }
    seegerFabian {
      valueScore
      declarerBonus
      othersBonus
    }
  }
  ... on TarockScoreRow {
    declarer
    sittingOut
    contract {
      ...WebTarockContractFields
    }
    outcome
    declarerPoints
    schneider
    durch
    potChange
    potBalance
  }
}
    fragment SkatContractFields on SkatContract {
  game
  hand
  ouvert
  schneiderAnnounced
  schwarzAnnounced
  tip
}
fragment WebTarockContractFields on TarockContract {
  label
  type
  trump
  target
}`, {"fragmentName":"WebScoreRowFields"}) as unknown as TypedDocumentString<WebScoreRowFieldsFragment, unknown>;
export const WebTableViewFieldsFragmentDoc = new TypedDocumentString(`
    fragment WebTableViewFields on TableView {
  seq
  yourSeat
  turn
  toAct
  dealNumber
  hand
  table {
    id
    status
    players
    preset
    rounds
    turnSeconds
    visibility
    rated
    inviteCode
    createdBy
    game
    variant
    seats {
      index
      player {
        id
        name
        handle
        serverBot
      }
    }
  }
  match {
    over
    dealNumber
    totalDeals
    dealer
    totals
    ... on TarockMatchView {
      tarock {
        pot
      }
    }
    sheet {
      ...WebScoreRowFields
    }
    deal {
      __typename
      seat
      players
      turn
      hand
      handSizes
      declarer
      over
      legalActions {
        ...LegalActionFields
      }
      currentTrick {
        leader
        cards {
          seat
          card
        }
      }
      lastTrick {
        ...TrickFields
      }
      tricksWon
      trickPoints
      ... on SkatDealView {
        phase
        bid
        pickedUp
        skat
        discards
        openHand
        kontra
        re
        layOpen
        roles {
          forehand
          middlehand
          rearhand
          sittingOut
        }
        bidding {
          value
          bidder
          answerer
          passed
          history {
            seat
            call
            value
          }
        }
        declaration {
          ...SkatContractFields
        }
        giveUp {
          proposedBy
          pending
        }
        rules {
          ...SkatRulesFields
        }
      }
      ... on TarockDealView {
        tarockPhase
        bids {
          seat
          call
          level
          target
        }
        holder
        declaration {
          ...WebTarockContractFields
        }
        talon
        discards
        roles {
          forehand
          middlehand
          rearhand
          sittingOut
        }
      }
    }
  }
}
    fragment SkatRulesFields on SkatRules {
  kontraRe
  kontraRequiresBid
  ramsch
  bock
  bockRamschRounds
  tips
  tournamentScoring
  concessions
}
fragment SkatContractFields on SkatContract {
  game
  hand
  ouvert
  schneiderAnnounced
  schwarzAnnounced
  tip
}
fragment TrickFields on Trick {
  leader
  cards {
    seat
    card
  }
  winner
  points
}
fragment LegalActionFields on LegalAction {
  __typename
  type
  mutation
  ... on SkatLegalAction {
    value
    card
    cards
    game
    ouvert
    schneiderAnnounced
    schwarzAnnounced
    tip
  }
  ... on TarockLegalAction {
    contract
    target
    trump
    card
    cards
    choose
  }
}
fragment WebTarockContractFields on TarockContract {
  label
  type
  trump
  target
}
fragment WebScoreRowFields on ScoreRow {
  __typename
  deal
  scores
  totals
  seats
  ... on SkatScoreRow {
    kind
    declarer
    multipliers {
      kind
      factor
    }
    game {
      contract {
        ...SkatContractFields
      }
      bid
      won
      matadors
      base
      levels {
        name
        count
      }
      gameValue
      overbid
      value
      declarerPoints
      defenderPoints
      schneider
      schwarz
      score
    }
    ramsch {
      cardPoints
      losers
      jungfrau
      durchmarsch
    }
    seegerFabian {
      valueScore
      declarerBonus
      othersBonus
    }
  }
  ... on TarockScoreRow {
    declarer
    sittingOut
    contract {
      ...WebTarockContractFields
    }
    outcome
    declarerPoints
    schneider
    durch
    potChange
    potBalance
  }
}`, {"fragmentName":"WebTableViewFields"}) as unknown as TypedDocumentString<WebTableViewFieldsFragment, unknown>;
export const SkatAcceptGiveUpDocument = new TypedDocumentString(`
    mutation SkatAcceptGiveUp($input: ActionInput!) {
  result: skatAcceptGiveUp(input: $input) {
    ...ActionResultFields
  }
}
    fragment ActionResultFields on ActionResult {
  seq
  replayed
}`) as unknown as TypedDocumentString<SkatAcceptGiveUpMutation, SkatAcceptGiveUpMutationVariables>;
export const SkatAcceptGrandHandDocument = new TypedDocumentString(`
    mutation SkatAcceptGrandHand($input: ActionInput!) {
  result: skatAcceptGrandHand(input: $input) {
    ...ActionResultFields
  }
}
    fragment ActionResultFields on ActionResult {
  seq
  replayed
}`) as unknown as TypedDocumentString<SkatAcceptGrandHandMutation, SkatAcceptGrandHandMutationVariables>;
export const SkatAcceptLayOpenDocument = new TypedDocumentString(`
    mutation SkatAcceptLayOpen($input: ActionInput!) {
  result: skatAcceptLayOpen(input: $input) {
    ...ActionResultFields
  }
}
    fragment ActionResultFields on ActionResult {
  seq
  replayed
}`) as unknown as TypedDocumentString<SkatAcceptLayOpenMutation, SkatAcceptLayOpenMutationVariables>;
export const SkatBidDocument = new TypedDocumentString(`
    mutation SkatBid($input: SkatBidInput!) {
  result: skatBid(input: $input) {
    ...ActionResultFields
  }
}
    fragment ActionResultFields on ActionResult {
  seq
  replayed
}`) as unknown as TypedDocumentString<SkatBidMutation, SkatBidMutationVariables>;
export const SkatConcedeDocument = new TypedDocumentString(`
    mutation SkatConcede($input: ActionInput!) {
  result: skatConcede(input: $input) {
    ...ActionResultFields
  }
}
    fragment ActionResultFields on ActionResult {
  seq
  replayed
}`) as unknown as TypedDocumentString<SkatConcedeMutation, SkatConcedeMutationVariables>;
export const SkatDeclareDocument = new TypedDocumentString(`
    mutation SkatDeclare($input: SkatDeclareInput!) {
  result: skatDeclare(input: $input) {
    ...ActionResultFields
  }
}
    fragment ActionResultFields on ActionResult {
  seq
  replayed
}`) as unknown as TypedDocumentString<SkatDeclareMutation, SkatDeclareMutationVariables>;
export const SkatDeclineGiveUpDocument = new TypedDocumentString(`
    mutation SkatDeclineGiveUp($input: ActionInput!) {
  result: skatDeclineGiveUp(input: $input) {
    ...ActionResultFields
  }
}
    fragment ActionResultFields on ActionResult {
  seq
  replayed
}`) as unknown as TypedDocumentString<SkatDeclineGiveUpMutation, SkatDeclineGiveUpMutationVariables>;
export const SkatDeclineGrandHandDocument = new TypedDocumentString(`
    mutation SkatDeclineGrandHand($input: ActionInput!) {
  result: skatDeclineGrandHand(input: $input) {
    ...ActionResultFields
  }
}
    fragment ActionResultFields on ActionResult {
  seq
  replayed
}`) as unknown as TypedDocumentString<SkatDeclineGrandHandMutation, SkatDeclineGrandHandMutationVariables>;
export const SkatDiscardDocument = new TypedDocumentString(`
    mutation SkatDiscard($input: SkatDiscardInput!) {
  result: skatDiscard(input: $input) {
    ...ActionResultFields
  }
}
    fragment ActionResultFields on ActionResult {
  seq
  replayed
}`) as unknown as TypedDocumentString<SkatDiscardMutation, SkatDiscardMutationVariables>;
export const SkatGiveUpDocument = new TypedDocumentString(`
    mutation SkatGiveUp($input: ActionInput!) {
  result: skatGiveUp(input: $input) {
    ...ActionResultFields
  }
}
    fragment ActionResultFields on ActionResult {
  seq
  replayed
}`) as unknown as TypedDocumentString<SkatGiveUpMutation, SkatGiveUpMutationVariables>;
export const SkatHoldDocument = new TypedDocumentString(`
    mutation SkatHold($input: ActionInput!) {
  result: skatHold(input: $input) {
    ...ActionResultFields
  }
}
    fragment ActionResultFields on ActionResult {
  seq
  replayed
}`) as unknown as TypedDocumentString<SkatHoldMutation, SkatHoldMutationVariables>;
export const SkatKontraDocument = new TypedDocumentString(`
    mutation SkatKontra($input: ActionInput!) {
  result: skatKontra(input: $input) {
    ...ActionResultFields
  }
}
    fragment ActionResultFields on ActionResult {
  seq
  replayed
}`) as unknown as TypedDocumentString<SkatKontraMutation, SkatKontraMutationVariables>;
export const SkatLayOpenDocument = new TypedDocumentString(`
    mutation SkatLayOpen($input: ActionInput!) {
  result: skatLayOpen(input: $input) {
    ...ActionResultFields
  }
}
    fragment ActionResultFields on ActionResult {
  seq
  replayed
}`) as unknown as TypedDocumentString<SkatLayOpenMutation, SkatLayOpenMutationVariables>;
export const SkatPassDocument = new TypedDocumentString(`
    mutation SkatPass($input: ActionInput!) {
  result: skatPass(input: $input) {
    ...ActionResultFields
  }
}
    fragment ActionResultFields on ActionResult {
  seq
  replayed
}`) as unknown as TypedDocumentString<SkatPassMutation, SkatPassMutationVariables>;
export const SkatPickUpSkatDocument = new TypedDocumentString(`
    mutation SkatPickUpSkat($input: ActionInput!) {
  result: skatPickUpSkat(input: $input) {
    ...ActionResultFields
  }
}
    fragment ActionResultFields on ActionResult {
  seq
  replayed
}`) as unknown as TypedDocumentString<SkatPickUpSkatMutation, SkatPickUpSkatMutationVariables>;
export const SkatPlayCardDocument = new TypedDocumentString(`
    mutation SkatPlayCard($input: SkatPlayCardInput!) {
  result: skatPlayCard(input: $input) {
    ...ActionResultFields
  }
}
    fragment ActionResultFields on ActionResult {
  seq
  replayed
}`) as unknown as TypedDocumentString<SkatPlayCardMutation, SkatPlayCardMutationVariables>;
export const SkatReDocument = new TypedDocumentString(`
    mutation SkatRe($input: ActionInput!) {
  result: skatRe(input: $input) {
    ...ActionResultFields
  }
}
    fragment ActionResultFields on ActionResult {
  seq
  replayed
}`) as unknown as TypedDocumentString<SkatReMutation, SkatReMutationVariables>;
export const TarockBidDocument = new TypedDocumentString(`
    mutation TarockBid($input: TarockBidInput!) {
  result: tarockBid(input: $input) {
    ...ActionResultFields
  }
}
    fragment ActionResultFields on ActionResult {
  seq
  replayed
}`) as unknown as TypedDocumentString<TarockBidMutation, TarockBidMutationVariables>;
export const TarockDeclareDocument = new TypedDocumentString(`
    mutation TarockDeclare($input: TarockDeclareInput!) {
  result: tarockDeclare(input: $input) {
    ...ActionResultFields
  }
}
    fragment ActionResultFields on ActionResult {
  seq
  replayed
}`) as unknown as TypedDocumentString<TarockDeclareMutation, TarockDeclareMutationVariables>;
export const TarockDiscardDocument = new TypedDocumentString(`
    mutation TarockDiscard($input: TarockDiscardInput!) {
  result: tarockDiscard(input: $input) {
    ...ActionResultFields
  }
}
    fragment ActionResultFields on ActionResult {
  seq
  replayed
}`) as unknown as TypedDocumentString<TarockDiscardMutation, TarockDiscardMutationVariables>;
export const TarockHoldDocument = new TypedDocumentString(`
    mutation TarockHold($input: ActionInput!) {
  result: tarockHold(input: $input) {
    ...ActionResultFields
  }
}
    fragment ActionResultFields on ActionResult {
  seq
  replayed
}`) as unknown as TypedDocumentString<TarockHoldMutation, TarockHoldMutationVariables>;
export const TarockPassDocument = new TypedDocumentString(`
    mutation TarockPass($input: ActionInput!) {
  result: tarockPass(input: $input) {
    ...ActionResultFields
  }
}
    fragment ActionResultFields on ActionResult {
  seq
  replayed
}`) as unknown as TypedDocumentString<TarockPassMutation, TarockPassMutationVariables>;
export const TarockPlayCardDocument = new TypedDocumentString(`
    mutation TarockPlayCard($input: TarockPlayCardInput!) {
  result: tarockPlayCard(input: $input) {
    ...ActionResultFields
  }
}
    fragment ActionResultFields on ActionResult {
  seq
  replayed
}`) as unknown as TypedDocumentString<TarockPlayCardMutation, TarockPlayCardMutationVariables>;
export const TableEventsDocument = new TypedDocumentString(`
    subscription TableEvents($tableId: ID!, $afterSeq: Int) {
  tableEvents(tableId: $tableId, afterSeq: $afterSeq) {
    kind
    seq
    view {
      ...TableViewFields
    }
    events {
      ...TableEventFields
    }
    legalActions {
      ...LegalActionFields
    }
  }
}
    fragment TableViewFields on TableView {
  seq
  yourSeat
  toAct
  turn
  phase
  dealNumber
  hand
  match {
    ...KitMatchFields
  }
  table {
    id
    status
    players
  }
}
fragment KitMatchFields on MatchView {
  over
  deal {
    seat
    turn
    toAct
    hand
    handSizes
    declarer
    legalActions {
      ...LegalActionFields
    }
    currentTrick {
      leader
      cards {
        seat
        card
      }
    }
    tricks {
      ...TrickFields
    }
    tricksWon
    trickPoints
    dealt
    scheme
    commitment
    entropy
    seed
    ... on SkatDealView {
      phase
      mode
      rules {
        ...SkatRulesFields
      }
      bidding {
        stage
        bidder
        answerer
        awaiting
        value
        passed
        history {
          seat
          call
          value
        }
      }
      grandHandOfferTurn
      bid
      pickedUp
      declaration {
        ...SkatContractFields
      }
      kontra
      kontraBy
      re
      skat
      discards
      openHand
      giveUp {
        proposedBy
        pending
      }
      layOpen
      layOpenAccepted
      end
      result {
        ...DealResultFields
      }
    }
    ... on TarockDealView {
      tarockPhase
      variant
      bids {
        seat
        call
        level
        target
      }
      holder
      declaration {
        label
        type
        trump
        target
      }
      pickedUp
      talon
      discards
      declarerPoints
      outcome
    }
  }
}
fragment SkatRulesFields on SkatRules {
  kontraRe
  kontraRequiresBid
  ramsch
  bock
  bockRamschRounds
  tips
  tournamentScoring
  concessions
}
fragment SkatContractFields on SkatContract {
  game
  hand
  ouvert
  schneiderAnnounced
  schwarzAnnounced
  tip
}
fragment TrickFields on Trick {
  leader
  cards {
    seat
    card
  }
  winner
  points
}
fragment DealResultFields on SkatDealResult {
  kind
  game {
    declarer
    contract {
      ...SkatContractFields
    }
    bid
    won
    end
    matadors
    base
    levels {
      name
      count
    }
    gameValue
    overbid
    value
    declarerPoints
    defenderPoints
    declarerTricks
    schneider
    schwarz
    tipMade
    kontra
    re
    kontraBy
    score
  }
  ramsch {
    cardPoints
    tricks
    losers
    jungfrau
    durchmarsch
    scores
  }
}
fragment TableEventFields on TableEvent {
  __typename
  seq
  type
}
fragment LegalActionFields on LegalAction {
  __typename
  type
  mutation
  ... on SkatLegalAction {
    value
    card
    cards
    game
    ouvert
    schneiderAnnounced
    schwarzAnnounced
    tip
  }
  ... on TarockLegalAction {
    contract
    target
    trump
    card
    cards
    choose
  }
}`) as unknown as TypedDocumentString<TableEventsSubscription, TableEventsSubscriptionVariables>;
export const StreamTicketDocument = new TypedDocumentString(`
    mutation StreamTicket($tableId: ID!) {
  streamTicket(input: {tableId: $tableId}) {
    ticket
    tableId
    seat
    expiresAt
  }
}
    `) as unknown as TypedDocumentString<StreamTicketMutation, StreamTicketMutationVariables>;
export const RegisterDocument = new TypedDocumentString(`
    mutation Register($input: RegisterInput!) {
  register(input: $input) {
    player {
      id
      name
      handle
      kind
    }
    apiToken {
      token
      tokenId
    }
  }
}
    `) as unknown as TypedDocumentString<RegisterMutation, RegisterMutationVariables>;
export const MeDocument = new TypedDocumentString(`
    query Me {
  me {
    id
    name
    handle
    kind
  }
}
    `) as unknown as TypedDocumentString<MeQuery, MeQueryVariables>;
export const IssueTokenDocument = new TypedDocumentString(`
    mutation IssueToken {
  issueToken {
    token
    tokenId
  }
}
    `) as unknown as TypedDocumentString<IssueTokenMutation, IssueTokenMutationVariables>;
export const RotateTokenDocument = new TypedDocumentString(`
    mutation RotateToken {
  rotateToken {
    token
    tokenId
  }
}
    `) as unknown as TypedDocumentString<RotateTokenMutation, RotateTokenMutationVariables>;
export const RevokeTokenDocument = new TypedDocumentString(`
    mutation RevokeToken($tokenId: ID!) {
  revokeToken(tokenId: $tokenId)
}
    `) as unknown as TypedDocumentString<RevokeTokenMutation, RevokeTokenMutationVariables>;
export const LeaderboardDocument = new TypedDocumentString(`
    query Leaderboard($game: Game!, $kind: PlayerKind!, $first: Int, $after: String) {
  leaderboard(game: $game, kind: $kind, first: $first, after: $after) {
    nodes {
      ...LeaderboardEntryFields
    }
    pageInfo {
      endCursor
      hasNextPage
    }
  }
}
    fragment LeaderboardEntryFields on LeaderboardEntry {
  player {
    id
    name
    handle
    kind
    serverBot
  }
  rank
  rating
  mu
  sigma
  matches
}`) as unknown as TypedDocumentString<LeaderboardQuery, LeaderboardQueryVariables>;
export const RatingHistoryDocument = new TypedDocumentString(`
    query RatingHistory($playerId: ID!, $game: Game!, $first: Int, $after: String) {
  ratingHistory(playerId: $playerId, game: $game, first: $first, after: $after) {
    current {
      rating
      mu
      sigma
    }
    changes {
      tableId
      finishedAt
      rank
      players
      total
      before {
        rating
        mu
        sigma
      }
      after {
        rating
        mu
        sigma
      }
      change
    }
    pageInfo {
      endCursor
      hasNextPage
    }
  }
}
    `) as unknown as TypedDocumentString<RatingHistoryQuery, RatingHistoryQueryVariables>;
export const PlayerStatisticsDocument = new TypedDocumentString(`
    query PlayerStatistics($playerId: ID!, $game: Game!, $ratedOnly: Boolean) {
  playerStatistics(playerId: $playerId, game: $game, ratedOnly: $ratedOnly) {
    ...PlayerStatisticsFields
  }
}
    fragment PlayerStatisticsFields on PlayerStatistics {
  matches
  matchesWon
  deals
  asDeclarer
  asDefender
  declarer {
    count
    won
    rate
  }
  defender {
    count
    won
    rate
  }
  rating {
    rating
    mu
    sigma
  }
  skat {
    byGameType {
      gameType
      count
      won
      rate
    }
    seegerFabianPoints
    averageSeegerFabianPerSeries
    kontra {
      count
      won
    }
    re {
      count
      won
    }
    overbids
    schneiderWon
    schwarzWon
    schneiderLost
    schwarzLost
    ramschDeals
    ramschLosses
    durchmaersche
    passedDeals
  }
  tarock {
    contracts {
      contract
      count
      won
      rate
    }
    durch
    redeals
    ledgerTotal
    averageLedgerPerMatch
  }
}`) as unknown as TypedDocumentString<PlayerStatisticsQuery, PlayerStatisticsQueryVariables>;
export const CreateTableDocument = new TypedDocumentString(`
    mutation CreateTable($input: CreateTableInput!) {
  createTable(input: $input) {
    ...TableViewFields
  }
}
    fragment TableViewFields on TableView {
  seq
  yourSeat
  toAct
  turn
  phase
  dealNumber
  hand
  match {
    ...KitMatchFields
  }
  table {
    id
    status
    players
  }
}
fragment KitMatchFields on MatchView {
  over
  deal {
    seat
    turn
    toAct
    hand
    handSizes
    declarer
    legalActions {
      ...LegalActionFields
    }
    currentTrick {
      leader
      cards {
        seat
        card
      }
    }
    tricks {
      ...TrickFields
    }
    tricksWon
    trickPoints
    dealt
    scheme
    commitment
    entropy
    seed
    ... on SkatDealView {
      phase
      mode
      rules {
        ...SkatRulesFields
      }
      bidding {
        stage
        bidder
        answerer
        awaiting
        value
        passed
        history {
          seat
          call
          value
        }
      }
      grandHandOfferTurn
      bid
      pickedUp
      declaration {
        ...SkatContractFields
      }
      kontra
      kontraBy
      re
      skat
      discards
      openHand
      giveUp {
        proposedBy
        pending
      }
      layOpen
      layOpenAccepted
      end
      result {
        ...DealResultFields
      }
    }
    ... on TarockDealView {
      tarockPhase
      variant
      bids {
        seat
        call
        level
        target
      }
      holder
      declaration {
        label
        type
        trump
        target
      }
      pickedUp
      talon
      discards
      declarerPoints
      outcome
    }
  }
}
fragment SkatRulesFields on SkatRules {
  kontraRe
  kontraRequiresBid
  ramsch
  bock
  bockRamschRounds
  tips
  tournamentScoring
  concessions
}
fragment SkatContractFields on SkatContract {
  game
  hand
  ouvert
  schneiderAnnounced
  schwarzAnnounced
  tip
}
fragment TrickFields on Trick {
  leader
  cards {
    seat
    card
  }
  winner
  points
}
fragment DealResultFields on SkatDealResult {
  kind
  game {
    declarer
    contract {
      ...SkatContractFields
    }
    bid
    won
    end
    matadors
    base
    levels {
      name
      count
    }
    gameValue
    overbid
    value
    declarerPoints
    defenderPoints
    declarerTricks
    schneider
    schwarz
    tipMade
    kontra
    re
    kontraBy
    score
  }
  ramsch {
    cardPoints
    tricks
    losers
    jungfrau
    durchmarsch
    scores
  }
}
fragment LegalActionFields on LegalAction {
  __typename
  type
  mutation
  ... on SkatLegalAction {
    value
    card
    cards
    game
    ouvert
    schneiderAnnounced
    schwarzAnnounced
    tip
  }
  ... on TarockLegalAction {
    contract
    target
    trump
    card
    cards
    choose
  }
}`) as unknown as TypedDocumentString<CreateTableMutation, CreateTableMutationVariables>;
export const JoinTableDocument = new TypedDocumentString(`
    mutation JoinTable($input: JoinTableInput!) {
  joinTable(input: $input) {
    ...TableViewFields
  }
}
    fragment TableViewFields on TableView {
  seq
  yourSeat
  toAct
  turn
  phase
  dealNumber
  hand
  match {
    ...KitMatchFields
  }
  table {
    id
    status
    players
  }
}
fragment KitMatchFields on MatchView {
  over
  deal {
    seat
    turn
    toAct
    hand
    handSizes
    declarer
    legalActions {
      ...LegalActionFields
    }
    currentTrick {
      leader
      cards {
        seat
        card
      }
    }
    tricks {
      ...TrickFields
    }
    tricksWon
    trickPoints
    dealt
    scheme
    commitment
    entropy
    seed
    ... on SkatDealView {
      phase
      mode
      rules {
        ...SkatRulesFields
      }
      bidding {
        stage
        bidder
        answerer
        awaiting
        value
        passed
        history {
          seat
          call
          value
        }
      }
      grandHandOfferTurn
      bid
      pickedUp
      declaration {
        ...SkatContractFields
      }
      kontra
      kontraBy
      re
      skat
      discards
      openHand
      giveUp {
        proposedBy
        pending
      }
      layOpen
      layOpenAccepted
      end
      result {
        ...DealResultFields
      }
    }
    ... on TarockDealView {
      tarockPhase
      variant
      bids {
        seat
        call
        level
        target
      }
      holder
      declaration {
        label
        type
        trump
        target
      }
      pickedUp
      talon
      discards
      declarerPoints
      outcome
    }
  }
}
fragment SkatRulesFields on SkatRules {
  kontraRe
  kontraRequiresBid
  ramsch
  bock
  bockRamschRounds
  tips
  tournamentScoring
  concessions
}
fragment SkatContractFields on SkatContract {
  game
  hand
  ouvert
  schneiderAnnounced
  schwarzAnnounced
  tip
}
fragment TrickFields on Trick {
  leader
  cards {
    seat
    card
  }
  winner
  points
}
fragment DealResultFields on SkatDealResult {
  kind
  game {
    declarer
    contract {
      ...SkatContractFields
    }
    bid
    won
    end
    matadors
    base
    levels {
      name
      count
    }
    gameValue
    overbid
    value
    declarerPoints
    defenderPoints
    declarerTricks
    schneider
    schwarz
    tipMade
    kontra
    re
    kontraBy
    score
  }
  ramsch {
    cardPoints
    tricks
    losers
    jungfrau
    durchmarsch
    scores
  }
}
fragment LegalActionFields on LegalAction {
  __typename
  type
  mutation
  ... on SkatLegalAction {
    value
    card
    cards
    game
    ouvert
    schneiderAnnounced
    schwarzAnnounced
    tip
  }
  ... on TarockLegalAction {
    contract
    target
    trump
    card
    cards
    choose
  }
}`) as unknown as TypedDocumentString<JoinTableMutation, JoinTableMutationVariables>;
export const LeaveTableDocument = new TypedDocumentString(`
    mutation LeaveTable($tableId: ID!) {
  leaveTable(tableId: $tableId) {
    ...TableViewFields
  }
}
    fragment TableViewFields on TableView {
  seq
  yourSeat
  toAct
  turn
  phase
  dealNumber
  hand
  match {
    ...KitMatchFields
  }
  table {
    id
    status
    players
  }
}
fragment KitMatchFields on MatchView {
  over
  deal {
    seat
    turn
    toAct
    hand
    handSizes
    declarer
    legalActions {
      ...LegalActionFields
    }
    currentTrick {
      leader
      cards {
        seat
        card
      }
    }
    tricks {
      ...TrickFields
    }
    tricksWon
    trickPoints
    dealt
    scheme
    commitment
    entropy
    seed
    ... on SkatDealView {
      phase
      mode
      rules {
        ...SkatRulesFields
      }
      bidding {
        stage
        bidder
        answerer
        awaiting
        value
        passed
        history {
          seat
          call
          value
        }
      }
      grandHandOfferTurn
      bid
      pickedUp
      declaration {
        ...SkatContractFields
      }
      kontra
      kontraBy
      re
      skat
      discards
      openHand
      giveUp {
        proposedBy
        pending
      }
      layOpen
      layOpenAccepted
      end
      result {
        ...DealResultFields
      }
    }
    ... on TarockDealView {
      tarockPhase
      variant
      bids {
        seat
        call
        level
        target
      }
      holder
      declaration {
        label
        type
        trump
        target
      }
      pickedUp
      talon
      discards
      declarerPoints
      outcome
    }
  }
}
fragment SkatRulesFields on SkatRules {
  kontraRe
  kontraRequiresBid
  ramsch
  bock
  bockRamschRounds
  tips
  tournamentScoring
  concessions
}
fragment SkatContractFields on SkatContract {
  game
  hand
  ouvert
  schneiderAnnounced
  schwarzAnnounced
  tip
}
fragment TrickFields on Trick {
  leader
  cards {
    seat
    card
  }
  winner
  points
}
fragment DealResultFields on SkatDealResult {
  kind
  game {
    declarer
    contract {
      ...SkatContractFields
    }
    bid
    won
    end
    matadors
    base
    levels {
      name
      count
    }
    gameValue
    overbid
    value
    declarerPoints
    defenderPoints
    declarerTricks
    schneider
    schwarz
    tipMade
    kontra
    re
    kontraBy
    score
  }
  ramsch {
    cardPoints
    tricks
    losers
    jungfrau
    durchmarsch
    scores
  }
}
fragment LegalActionFields on LegalAction {
  __typename
  type
  mutation
  ... on SkatLegalAction {
    value
    card
    cards
    game
    ouvert
    schneiderAnnounced
    schwarzAnnounced
    tip
  }
  ... on TarockLegalAction {
    contract
    target
    trump
    card
    cards
    choose
  }
}`) as unknown as TypedDocumentString<LeaveTableMutation, LeaveTableMutationVariables>;
export const AddBotsDocument = new TypedDocumentString(`
    mutation AddBots($input: AddBotsInput!) {
  addBots(input: $input) {
    ...TableViewFields
  }
}
    fragment TableViewFields on TableView {
  seq
  yourSeat
  toAct
  turn
  phase
  dealNumber
  hand
  match {
    ...KitMatchFields
  }
  table {
    id
    status
    players
  }
}
fragment KitMatchFields on MatchView {
  over
  deal {
    seat
    turn
    toAct
    hand
    handSizes
    declarer
    legalActions {
      ...LegalActionFields
    }
    currentTrick {
      leader
      cards {
        seat
        card
      }
    }
    tricks {
      ...TrickFields
    }
    tricksWon
    trickPoints
    dealt
    scheme
    commitment
    entropy
    seed
    ... on SkatDealView {
      phase
      mode
      rules {
        ...SkatRulesFields
      }
      bidding {
        stage
        bidder
        answerer
        awaiting
        value
        passed
        history {
          seat
          call
          value
        }
      }
      grandHandOfferTurn
      bid
      pickedUp
      declaration {
        ...SkatContractFields
      }
      kontra
      kontraBy
      re
      skat
      discards
      openHand
      giveUp {
        proposedBy
        pending
      }
      layOpen
      layOpenAccepted
      end
      result {
        ...DealResultFields
      }
    }
    ... on TarockDealView {
      tarockPhase
      variant
      bids {
        seat
        call
        level
        target
      }
      holder
      declaration {
        label
        type
        trump
        target
      }
      pickedUp
      talon
      discards
      declarerPoints
      outcome
    }
  }
}
fragment SkatRulesFields on SkatRules {
  kontraRe
  kontraRequiresBid
  ramsch
  bock
  bockRamschRounds
  tips
  tournamentScoring
  concessions
}
fragment SkatContractFields on SkatContract {
  game
  hand
  ouvert
  schneiderAnnounced
  schwarzAnnounced
  tip
}
fragment TrickFields on Trick {
  leader
  cards {
    seat
    card
  }
  winner
  points
}
fragment DealResultFields on SkatDealResult {
  kind
  game {
    declarer
    contract {
      ...SkatContractFields
    }
    bid
    won
    end
    matadors
    base
    levels {
      name
      count
    }
    gameValue
    overbid
    value
    declarerPoints
    defenderPoints
    declarerTricks
    schneider
    schwarz
    tipMade
    kontra
    re
    kontraBy
    score
  }
  ramsch {
    cardPoints
    tricks
    losers
    jungfrau
    durchmarsch
    scores
  }
}
fragment LegalActionFields on LegalAction {
  __typename
  type
  mutation
  ... on SkatLegalAction {
    value
    card
    cards
    game
    ouvert
    schneiderAnnounced
    schwarzAnnounced
    tip
  }
  ... on TarockLegalAction {
    contract
    target
    trump
    card
    cards
    choose
  }
}`) as unknown as TypedDocumentString<AddBotsMutation, AddBotsMutationVariables>;
export const LobbyDocument = new TypedDocumentString(`
    query Lobby($limit: Int) {
  lobby(limit: $limit) {
    ...TableFields
  }
}
    fragment TableFields on Table {
  id
  status
  game
  variant
  players
  preset
  rounds
  seq
  visibility
  rated
  seats {
    index
    player {
      id
      name
      handle
    }
  }
}`) as unknown as TypedDocumentString<LobbyQuery, LobbyQueryVariables>;
export const LobbyPageDocument = new TypedDocumentString(`
    query LobbyPage($first: Int, $after: String, $preset: Preset, $players: Int, $minFreeSeats: Int) {
  lobbyPage(
    first: $first
    after: $after
    preset: $preset
    players: $players
    minFreeSeats: $minFreeSeats
  ) {
    edges {
      cursor
      node {
        ...TableFields
      }
    }
    pageInfo {
      endCursor
      hasNextPage
    }
  }
}
    fragment TableFields on Table {
  id
  status
  game
  variant
  players
  preset
  rounds
  seq
  visibility
  rated
  seats {
    index
    player {
      id
      name
      handle
    }
  }
}`) as unknown as TypedDocumentString<LobbyPageQuery, LobbyPageQueryVariables>;
export const MyTablesDocument = new TypedDocumentString(`
    query MyTables($limit: Int) {
  myTables(limit: $limit) {
    ...TableFields
  }
}
    fragment TableFields on Table {
  id
  status
  game
  variant
  players
  preset
  rounds
  seq
  visibility
  rated
  seats {
    index
    player {
      id
      name
      handle
    }
  }
}`) as unknown as TypedDocumentString<MyTablesQuery, MyTablesQueryVariables>;
export const TableDocument = new TypedDocumentString(`
    query Table($tableId: ID!) {
  table(tableId: $tableId) {
    ...TableViewFields
  }
}
    fragment TableViewFields on TableView {
  seq
  yourSeat
  toAct
  turn
  phase
  dealNumber
  hand
  match {
    ...KitMatchFields
  }
  table {
    id
    status
    players
  }
}
fragment KitMatchFields on MatchView {
  over
  deal {
    seat
    turn
    toAct
    hand
    handSizes
    declarer
    legalActions {
      ...LegalActionFields
    }
    currentTrick {
      leader
      cards {
        seat
        card
      }
    }
    tricks {
      ...TrickFields
    }
    tricksWon
    trickPoints
    dealt
    scheme
    commitment
    entropy
    seed
    ... on SkatDealView {
      phase
      mode
      rules {
        ...SkatRulesFields
      }
      bidding {
        stage
        bidder
        answerer
        awaiting
        value
        passed
        history {
          seat
          call
          value
        }
      }
      grandHandOfferTurn
      bid
      pickedUp
      declaration {
        ...SkatContractFields
      }
      kontra
      kontraBy
      re
      skat
      discards
      openHand
      giveUp {
        proposedBy
        pending
      }
      layOpen
      layOpenAccepted
      end
      result {
        ...DealResultFields
      }
    }
    ... on TarockDealView {
      tarockPhase
      variant
      bids {
        seat
        call
        level
        target
      }
      holder
      declaration {
        label
        type
        trump
        target
      }
      pickedUp
      talon
      discards
      declarerPoints
      outcome
    }
  }
}
fragment SkatRulesFields on SkatRules {
  kontraRe
  kontraRequiresBid
  ramsch
  bock
  bockRamschRounds
  tips
  tournamentScoring
  concessions
}
fragment SkatContractFields on SkatContract {
  game
  hand
  ouvert
  schneiderAnnounced
  schwarzAnnounced
  tip
}
fragment TrickFields on Trick {
  leader
  cards {
    seat
    card
  }
  winner
  points
}
fragment DealResultFields on SkatDealResult {
  kind
  game {
    declarer
    contract {
      ...SkatContractFields
    }
    bid
    won
    end
    matadors
    base
    levels {
      name
      count
    }
    gameValue
    overbid
    value
    declarerPoints
    defenderPoints
    declarerTricks
    schneider
    schwarz
    tipMade
    kontra
    re
    kontraBy
    score
  }
  ramsch {
    cardPoints
    tricks
    losers
    jungfrau
    durchmarsch
    scores
  }
}
fragment LegalActionFields on LegalAction {
  __typename
  type
  mutation
  ... on SkatLegalAction {
    value
    card
    cards
    game
    ouvert
    schneiderAnnounced
    schwarzAnnounced
    tip
  }
  ... on TarockLegalAction {
    contract
    target
    trump
    card
    cards
    choose
  }
}`) as unknown as TypedDocumentString<TableQuery, TableQueryVariables>;
export const LegalActionsDocument = new TypedDocumentString(`
    query LegalActions($tableId: ID!) {
  legalActions(tableId: $tableId) {
    seq
    actions {
      ...LegalActionFields
    }
  }
}
    fragment LegalActionFields on LegalAction {
  __typename
  type
  mutation
  ... on SkatLegalAction {
    value
    card
    cards
    game
    ouvert
    schneiderAnnounced
    schwarzAnnounced
    tip
  }
  ... on TarockLegalAction {
    contract
    target
    trump
    card
    cards
    choose
  }
}`) as unknown as TypedDocumentString<LegalActionsQuery, LegalActionsQueryVariables>;
export const ScoreSheetDocument = new TypedDocumentString(`
    query ScoreSheet($tableId: ID!) {
  scoreSheet(tableId: $tableId) {
    tableId
    players
    totals
    over
    deals {
      deal
      dealer
      seats
      sittingOut
      declarer
      kind
      won
      value
      scores
      totals
      timedOut
      breakdown {
        __typename
        deal
        scores
        totals
        ... on SkatScoreRow {
          kind
          declarer
          game {
            won
            value
            score
          }
          seegerFabian {
            valueScore
            declarerBonus
            othersBonus
          }
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ScoreSheetQuery, ScoreSheetQueryVariables>;
export const DealRecordDocument = new TypedDocumentString(`
    query DealRecord($tableId: ID!, $deal: Int!) {
  dealRecord(tableId: $tableId, deal: $deal) {
    deal
    iss
    record {
      __typename
      tableId
      deal
      seed
      scheme
      commitment
      entropy
      matchCommitment
      players {
        seat
        player
        name
      }
      hands
      moves {
        seat
        type
        value
        card
        cards
        game
        ouvert
        schneiderAnnounced
        schwarzAnnounced
        tip
      }
      tricks {
        leader
        winner
        points
        cards
      }
      ... on SkatDealRecord {
        mode
        rules {
          ...SkatRulesFields
        }
        skat
        discards
        declarer
        bid
        bidding {
          seat
          call
          value
        }
        declaration {
          ...SkatContractFields
        }
        result {
          ...DealResultFields
        }
      }
    }
  }
}
    fragment SkatRulesFields on SkatRules {
  kontraRe
  kontraRequiresBid
  ramsch
  bock
  bockRamschRounds
  tips
  tournamentScoring
  concessions
}
fragment SkatContractFields on SkatContract {
  game
  hand
  ouvert
  schneiderAnnounced
  schwarzAnnounced
  tip
}
fragment DealResultFields on SkatDealResult {
  kind
  game {
    declarer
    contract {
      ...SkatContractFields
    }
    bid
    won
    end
    matadors
    base
    levels {
      name
      count
    }
    gameValue
    overbid
    value
    declarerPoints
    defenderPoints
    declarerTricks
    schneider
    schwarz
    tipMade
    kontra
    re
    kontraBy
    score
  }
  ramsch {
    cardPoints
    tricks
    losers
    jungfrau
    durchmarsch
    scores
  }
}`) as unknown as TypedDocumentString<DealRecordQuery, DealRecordQueryVariables>;
export const DealCommitmentDocument = new TypedDocumentString(`
    query DealCommitment($tableId: ID!) {
  dealCommitment(tableId: $tableId) {
    deal
    scheme
    commitment
    entropy
    seed
  }
}
    `) as unknown as TypedDocumentString<DealCommitmentQuery, DealCommitmentQueryVariables>;
export const MatchCommitmentDocument = new TypedDocumentString(`
    query MatchCommitment($tableId: ID!) {
  matchCommitment(tableId: $tableId) {
    commitment
    seed
  }
}
    `) as unknown as TypedDocumentString<MatchCommitmentQuery, MatchCommitmentQueryVariables>;
export const VerifyDealDocument = new TypedDocumentString(`
    query VerifyDeal($record: String!, $matchSeed: String) {
  verifyDeal(record: $record, matchSeed: $matchSeed) {
    valid
    scheme
    commitmentMatches
    dealMatches
    resultMatches
    matchSeedMatches
    reason
  }
}
    `) as unknown as TypedDocumentString<VerifyDealQuery, VerifyDealQueryVariables>;
export const TournamentsDocument = new TypedDocumentString(`
    query Tournaments($limit: Int) {
  tournaments(limit: $limit) {
    ...TournamentFields
  }
}
    fragment TournamentStandingFields on TournamentStanding {
  rank
  playerId
  name
  points
  seriesPoints
  won
  lost
  games
  timeouts
  duplicateDelta
}
fragment TournamentFields on Tournament {
  id
  name
  status
  createdBy
  duplicate
  gamesPerPlayer
  seriesCount
  currentSeries
  turnSeconds
  commitment
  seed
  version
  players {
    playerId
    name
  }
  series {
    number
    status
    seed
    tables {
      tableNo
      tableId
      status
      players {
        seat
        playerId
        name
      }
    }
  }
  standings {
    ...TournamentStandingFields
  }
}`) as unknown as TypedDocumentString<TournamentsQuery, TournamentsQueryVariables>;
export const TournamentDocument = new TypedDocumentString(`
    query Tournament($tournamentId: ID!) {
  tournament(tournamentId: $tournamentId) {
    ...TournamentFields
  }
}
    fragment TournamentStandingFields on TournamentStanding {
  rank
  playerId
  name
  points
  seriesPoints
  won
  lost
  games
  timeouts
  duplicateDelta
}
fragment TournamentFields on Tournament {
  id
  name
  status
  createdBy
  duplicate
  gamesPerPlayer
  seriesCount
  currentSeries
  turnSeconds
  commitment
  seed
  version
  players {
    playerId
    name
  }
  series {
    number
    status
    seed
    tables {
      tableNo
      tableId
      status
      players {
        seat
        playerId
        name
      }
    }
  }
  standings {
    ...TournamentStandingFields
  }
}`) as unknown as TypedDocumentString<TournamentQuery, TournamentQueryVariables>;
export const TournamentStandingsDocument = new TypedDocumentString(`
    query TournamentStandings($tournamentId: ID!, $series: Int) {
  tournamentStandings(tournamentId: $tournamentId, series: $series) {
    ...TournamentStandingFields
  }
}
    fragment TournamentStandingFields on TournamentStanding {
  rank
  playerId
  name
  points
  seriesPoints
  won
  lost
  games
  timeouts
  duplicateDelta
}`) as unknown as TypedDocumentString<TournamentStandingsQuery, TournamentStandingsQueryVariables>;
export const TournamentStandingsCsvDocument = new TypedDocumentString(`
    query TournamentStandingsCsv($tournamentId: ID!) {
  tournamentStandingsCsv(tournamentId: $tournamentId)
}
    `) as unknown as TypedDocumentString<TournamentStandingsCsvQuery, TournamentStandingsCsvQueryVariables>;
export const CreateTournamentDocument = new TypedDocumentString(`
    mutation CreateTournament($input: CreateTournamentInput!) {
  createTournament(input: $input) {
    ...TournamentFields
  }
}
    fragment TournamentStandingFields on TournamentStanding {
  rank
  playerId
  name
  points
  seriesPoints
  won
  lost
  games
  timeouts
  duplicateDelta
}
fragment TournamentFields on Tournament {
  id
  name
  status
  createdBy
  duplicate
  gamesPerPlayer
  seriesCount
  currentSeries
  turnSeconds
  commitment
  seed
  version
  players {
    playerId
    name
  }
  series {
    number
    status
    seed
    tables {
      tableNo
      tableId
      status
      players {
        seat
        playerId
        name
      }
    }
  }
  standings {
    ...TournamentStandingFields
  }
}`) as unknown as TypedDocumentString<CreateTournamentMutation, CreateTournamentMutationVariables>;
export const RegisterTournamentDocument = new TypedDocumentString(`
    mutation RegisterTournament($tournamentId: ID!) {
  registerTournament(tournamentId: $tournamentId) {
    ...TournamentFields
  }
}
    fragment TournamentStandingFields on TournamentStanding {
  rank
  playerId
  name
  points
  seriesPoints
  won
  lost
  games
  timeouts
  duplicateDelta
}
fragment TournamentFields on Tournament {
  id
  name
  status
  createdBy
  duplicate
  gamesPerPlayer
  seriesCount
  currentSeries
  turnSeconds
  commitment
  seed
  version
  players {
    playerId
    name
  }
  series {
    number
    status
    seed
    tables {
      tableNo
      tableId
      status
      players {
        seat
        playerId
        name
      }
    }
  }
  standings {
    ...TournamentStandingFields
  }
}`) as unknown as TypedDocumentString<RegisterTournamentMutation, RegisterTournamentMutationVariables>;
export const UnregisterTournamentDocument = new TypedDocumentString(`
    mutation UnregisterTournament($tournamentId: ID!) {
  unregisterTournament(tournamentId: $tournamentId) {
    ...TournamentFields
  }
}
    fragment TournamentStandingFields on TournamentStanding {
  rank
  playerId
  name
  points
  seriesPoints
  won
  lost
  games
  timeouts
  duplicateDelta
}
fragment TournamentFields on Tournament {
  id
  name
  status
  createdBy
  duplicate
  gamesPerPlayer
  seriesCount
  currentSeries
  turnSeconds
  commitment
  seed
  version
  players {
    playerId
    name
  }
  series {
    number
    status
    seed
    tables {
      tableNo
      tableId
      status
      players {
        seat
        playerId
        name
      }
    }
  }
  standings {
    ...TournamentStandingFields
  }
}`) as unknown as TypedDocumentString<UnregisterTournamentMutation, UnregisterTournamentMutationVariables>;
export const AddTournamentBotsDocument = new TypedDocumentString(`
    mutation AddTournamentBots($input: AddTournamentBotsInput!) {
  addTournamentBots(input: $input) {
    ...TournamentFields
  }
}
    fragment TournamentStandingFields on TournamentStanding {
  rank
  playerId
  name
  points
  seriesPoints
  won
  lost
  games
  timeouts
  duplicateDelta
}
fragment TournamentFields on Tournament {
  id
  name
  status
  createdBy
  duplicate
  gamesPerPlayer
  seriesCount
  currentSeries
  turnSeconds
  commitment
  seed
  version
  players {
    playerId
    name
  }
  series {
    number
    status
    seed
    tables {
      tableNo
      tableId
      status
      players {
        seat
        playerId
        name
      }
    }
  }
  standings {
    ...TournamentStandingFields
  }
}`) as unknown as TypedDocumentString<AddTournamentBotsMutation, AddTournamentBotsMutationVariables>;
export const StartTournamentDocument = new TypedDocumentString(`
    mutation StartTournament($tournamentId: ID!) {
  startTournament(tournamentId: $tournamentId) {
    ...TournamentFields
  }
}
    fragment TournamentStandingFields on TournamentStanding {
  rank
  playerId
  name
  points
  seriesPoints
  won
  lost
  games
  timeouts
  duplicateDelta
}
fragment TournamentFields on Tournament {
  id
  name
  status
  createdBy
  duplicate
  gamesPerPlayer
  seriesCount
  currentSeries
  turnSeconds
  commitment
  seed
  version
  players {
    playerId
    name
  }
  series {
    number
    status
    seed
    tables {
      tableNo
      tableId
      status
      players {
        seat
        playerId
        name
      }
    }
  }
  standings {
    ...TournamentStandingFields
  }
}`) as unknown as TypedDocumentString<StartTournamentMutation, StartTournamentMutationVariables>;
export const TournamentUpdatedDocument = new TypedDocumentString(`
    subscription TournamentUpdated($tournamentId: ID!) {
  tournamentUpdated(tournamentId: $tournamentId) {
    ...TournamentFields
  }
}
    fragment TournamentStandingFields on TournamentStanding {
  rank
  playerId
  name
  points
  seriesPoints
  won
  lost
  games
  timeouts
  duplicateDelta
}
fragment TournamentFields on Tournament {
  id
  name
  status
  createdBy
  duplicate
  gamesPerPlayer
  seriesCount
  currentSeries
  turnSeconds
  commitment
  seed
  version
  players {
    playerId
    name
  }
  series {
    number
    status
    seed
    tables {
      tableNo
      tableId
      status
      players {
        seat
        playerId
        name
      }
    }
  }
  standings {
    ...TournamentStandingFields
  }
}`) as unknown as TypedDocumentString<TournamentUpdatedSubscription, TournamentUpdatedSubscriptionVariables>;
export const WebTableDocument = new TypedDocumentString(`
    query WebTable($tableId: ID!) {
  table(tableId: $tableId) {
    ...WebTableViewFields
  }
}
    fragment SkatRulesFields on SkatRules {
  kontraRe
  kontraRequiresBid
  ramsch
  bock
  bockRamschRounds
  tips
  tournamentScoring
  concessions
}
fragment SkatContractFields on SkatContract {
  game
  hand
  ouvert
  schneiderAnnounced
  schwarzAnnounced
  tip
}
fragment TrickFields on Trick {
  leader
  cards {
    seat
    card
  }
  winner
  points
}
fragment LegalActionFields on LegalAction {
  __typename
  type
  mutation
  ... on SkatLegalAction {
    value
    card
    cards
    game
    ouvert
    schneiderAnnounced
    schwarzAnnounced
    tip
  }
  ... on TarockLegalAction {
    contract
    target
    trump
    card
    cards
    choose
  }
}
fragment WebTableViewFields on TableView {
  seq
  yourSeat
  turn
  toAct
  dealNumber
  hand
  table {
    id
    status
    players
    preset
    rounds
    turnSeconds
    visibility
    rated
    inviteCode
    createdBy
    game
    variant
    seats {
      index
      player {
        id
        name
        handle
        serverBot
      }
    }
  }
  match {
    over
    dealNumber
    totalDeals
    dealer
    totals
    ... on TarockMatchView {
      tarock {
        pot
      }
    }
    sheet {
      ...WebScoreRowFields
    }
    deal {
      __typename
      seat
      players
      turn
      hand
      handSizes
      declarer
      over
      legalActions {
        ...LegalActionFields
      }
      currentTrick {
        leader
        cards {
          seat
          card
        }
      }
      lastTrick {
        ...TrickFields
      }
      tricksWon
      trickPoints
      ... on SkatDealView {
        phase
        bid
        pickedUp
        skat
        discards
        openHand
        kontra
        re
        layOpen
        roles {
          forehand
          middlehand
          rearhand
          sittingOut
        }
        bidding {
          value
          bidder
          answerer
          passed
          history {
            seat
            call
            value
          }
        }
        declaration {
          ...SkatContractFields
        }
        giveUp {
          proposedBy
          pending
        }
        rules {
          ...SkatRulesFields
        }
      }
      ... on TarockDealView {
        tarockPhase
        bids {
          seat
          call
          level
          target
        }
        holder
        declaration {
          ...WebTarockContractFields
        }
        talon
        discards
        roles {
          forehand
          middlehand
          rearhand
          sittingOut
        }
      }
    }
  }
}
fragment WebTarockContractFields on TarockContract {
  label
  type
  trump
  target
}
fragment WebScoreRowFields on ScoreRow {
  __typename
  deal
  scores
  totals
  seats
  ... on SkatScoreRow {
    kind
    declarer
    multipliers {
      kind
      factor
    }
    game {
      contract {
        ...SkatContractFields
      }
      bid
      won
      matadors
      base
      levels {
        name
        count
      }
      gameValue
      overbid
      value
      declarerPoints
      defenderPoints
      schneider
      schwarz
      score
    }
    ramsch {
      cardPoints
      losers
      jungfrau
      durchmarsch
    }
    seegerFabian {
      valueScore
      declarerBonus
      othersBonus
    }
  }
  ... on TarockScoreRow {
    declarer
    sittingOut
    contract {
      ...WebTarockContractFields
    }
    outcome
    declarerPoints
    schneider
    durch
    potChange
    potBalance
  }
}`) as unknown as TypedDocumentString<WebTableQuery, WebTableQueryVariables>;
export const WebTableEventsDocument = new TypedDocumentString(`
    subscription WebTableEvents($tableId: ID!, $afterSeq: Int) {
  tableEvents(tableId: $tableId, afterSeq: $afterSeq) {
    kind
    seq
    view {
      ...WebTableViewFields
    }
    events {
      __typename
      seq
      type
    }
  }
}
    fragment SkatRulesFields on SkatRules {
  kontraRe
  kontraRequiresBid
  ramsch
  bock
  bockRamschRounds
  tips
  tournamentScoring
  concessions
}
fragment SkatContractFields on SkatContract {
  game
  hand
  ouvert
  schneiderAnnounced
  schwarzAnnounced
  tip
}
fragment TrickFields on Trick {
  leader
  cards {
    seat
    card
  }
  winner
  points
}
fragment LegalActionFields on LegalAction {
  __typename
  type
  mutation
  ... on SkatLegalAction {
    value
    card
    cards
    game
    ouvert
    schneiderAnnounced
    schwarzAnnounced
    tip
  }
  ... on TarockLegalAction {
    contract
    target
    trump
    card
    cards
    choose
  }
}
fragment WebTableViewFields on TableView {
  seq
  yourSeat
  turn
  toAct
  dealNumber
  hand
  table {
    id
    status
    players
    preset
    rounds
    turnSeconds
    visibility
    rated
    inviteCode
    createdBy
    game
    variant
    seats {
      index
      player {
        id
        name
        handle
        serverBot
      }
    }
  }
  match {
    over
    dealNumber
    totalDeals
    dealer
    totals
    ... on TarockMatchView {
      tarock {
        pot
      }
    }
    sheet {
      ...WebScoreRowFields
    }
    deal {
      __typename
      seat
      players
      turn
      hand
      handSizes
      declarer
      over
      legalActions {
        ...LegalActionFields
      }
      currentTrick {
        leader
        cards {
          seat
          card
        }
      }
      lastTrick {
        ...TrickFields
      }
      tricksWon
      trickPoints
      ... on SkatDealView {
        phase
        bid
        pickedUp
        skat
        discards
        openHand
        kontra
        re
        layOpen
        roles {
          forehand
          middlehand
          rearhand
          sittingOut
        }
        bidding {
          value
          bidder
          answerer
          passed
          history {
            seat
            call
            value
          }
        }
        declaration {
          ...SkatContractFields
        }
        giveUp {
          proposedBy
          pending
        }
        rules {
          ...SkatRulesFields
        }
      }
      ... on TarockDealView {
        tarockPhase
        bids {
          seat
          call
          level
          target
        }
        holder
        declaration {
          ...WebTarockContractFields
        }
        talon
        discards
        roles {
          forehand
          middlehand
          rearhand
          sittingOut
        }
      }
    }
  }
}
fragment WebTarockContractFields on TarockContract {
  label
  type
  trump
  target
}
fragment WebScoreRowFields on ScoreRow {
  __typename
  deal
  scores
  totals
  seats
  ... on SkatScoreRow {
    kind
    declarer
    multipliers {
      kind
      factor
    }
    game {
      contract {
        ...SkatContractFields
      }
      bid
      won
      matadors
      base
      levels {
        name
        count
      }
      gameValue
      overbid
      value
      declarerPoints
      defenderPoints
      schneider
      schwarz
      score
    }
    ramsch {
      cardPoints
      losers
      jungfrau
      durchmarsch
    }
    seegerFabian {
      valueScore
      declarerBonus
      othersBonus
    }
  }
  ... on TarockScoreRow {
    declarer
    sittingOut
    contract {
      ...WebTarockContractFields
    }
    outcome
    declarerPoints
    schneider
    durch
    potChange
    potBalance
  }
}`) as unknown as TypedDocumentString<WebTableEventsSubscription, WebTableEventsSubscriptionVariables>;
export const WebCreateTableDocument = new TypedDocumentString(`
    mutation WebCreateTable($input: CreateTableInput!) {
  createTable(input: $input) {
    ...WebTableViewFields
  }
}
    fragment SkatRulesFields on SkatRules {
  kontraRe
  kontraRequiresBid
  ramsch
  bock
  bockRamschRounds
  tips
  tournamentScoring
  concessions
}
fragment SkatContractFields on SkatContract {
  game
  hand
  ouvert
  schneiderAnnounced
  schwarzAnnounced
  tip
}
fragment TrickFields on Trick {
  leader
  cards {
    seat
    card
  }
  winner
  points
}
fragment LegalActionFields on LegalAction {
  __typename
  type
  mutation
  ... on SkatLegalAction {
    value
    card
    cards
    game
    ouvert
    schneiderAnnounced
    schwarzAnnounced
    tip
  }
  ... on TarockLegalAction {
    contract
    target
    trump
    card
    cards
    choose
  }
}
fragment WebTableViewFields on TableView {
  seq
  yourSeat
  turn
  toAct
  dealNumber
  hand
  table {
    id
    status
    players
    preset
    rounds
    turnSeconds
    visibility
    rated
    inviteCode
    createdBy
    game
    variant
    seats {
      index
      player {
        id
        name
        handle
        serverBot
      }
    }
  }
  match {
    over
    dealNumber
    totalDeals
    dealer
    totals
    ... on TarockMatchView {
      tarock {
        pot
      }
    }
    sheet {
      ...WebScoreRowFields
    }
    deal {
      __typename
      seat
      players
      turn
      hand
      handSizes
      declarer
      over
      legalActions {
        ...LegalActionFields
      }
      currentTrick {
        leader
        cards {
          seat
          card
        }
      }
      lastTrick {
        ...TrickFields
      }
      tricksWon
      trickPoints
      ... on SkatDealView {
        phase
        bid
        pickedUp
        skat
        discards
        openHand
        kontra
        re
        layOpen
        roles {
          forehand
          middlehand
          rearhand
          sittingOut
        }
        bidding {
          value
          bidder
          answerer
          passed
          history {
            seat
            call
            value
          }
        }
        declaration {
          ...SkatContractFields
        }
        giveUp {
          proposedBy
          pending
        }
        rules {
          ...SkatRulesFields
        }
      }
      ... on TarockDealView {
        tarockPhase
        bids {
          seat
          call
          level
          target
        }
        holder
        declaration {
          ...WebTarockContractFields
        }
        talon
        discards
        roles {
          forehand
          middlehand
          rearhand
          sittingOut
        }
      }
    }
  }
}
fragment WebTarockContractFields on TarockContract {
  label
  type
  trump
  target
}
fragment WebScoreRowFields on ScoreRow {
  __typename
  deal
  scores
  totals
  seats
  ... on SkatScoreRow {
    kind
    declarer
    multipliers {
      kind
      factor
    }
    game {
      contract {
        ...SkatContractFields
      }
      bid
      won
      matadors
      base
      levels {
        name
        count
      }
      gameValue
      overbid
      value
      declarerPoints
      defenderPoints
      schneider
      schwarz
      score
    }
    ramsch {
      cardPoints
      losers
      jungfrau
      durchmarsch
    }
    seegerFabian {
      valueScore
      declarerBonus
      othersBonus
    }
  }
  ... on TarockScoreRow {
    declarer
    sittingOut
    contract {
      ...WebTarockContractFields
    }
    outcome
    declarerPoints
    schneider
    durch
    potChange
    potBalance
  }
}`) as unknown as TypedDocumentString<WebCreateTableMutation, WebCreateTableMutationVariables>;
export const WebJoinTableDocument = new TypedDocumentString(`
    mutation WebJoinTable($input: JoinTableInput!) {
  joinTable(input: $input) {
    ...WebTableViewFields
  }
}
    fragment SkatRulesFields on SkatRules {
  kontraRe
  kontraRequiresBid
  ramsch
  bock
  bockRamschRounds
  tips
  tournamentScoring
  concessions
}
fragment SkatContractFields on SkatContract {
  game
  hand
  ouvert
  schneiderAnnounced
  schwarzAnnounced
  tip
}
fragment TrickFields on Trick {
  leader
  cards {
    seat
    card
  }
  winner
  points
}
fragment LegalActionFields on LegalAction {
  __typename
  type
  mutation
  ... on SkatLegalAction {
    value
    card
    cards
    game
    ouvert
    schneiderAnnounced
    schwarzAnnounced
    tip
  }
  ... on TarockLegalAction {
    contract
    target
    trump
    card
    cards
    choose
  }
}
fragment WebTableViewFields on TableView {
  seq
  yourSeat
  turn
  toAct
  dealNumber
  hand
  table {
    id
    status
    players
    preset
    rounds
    turnSeconds
    visibility
    rated
    inviteCode
    createdBy
    game
    variant
    seats {
      index
      player {
        id
        name
        handle
        serverBot
      }
    }
  }
  match {
    over
    dealNumber
    totalDeals
    dealer
    totals
    ... on TarockMatchView {
      tarock {
        pot
      }
    }
    sheet {
      ...WebScoreRowFields
    }
    deal {
      __typename
      seat
      players
      turn
      hand
      handSizes
      declarer
      over
      legalActions {
        ...LegalActionFields
      }
      currentTrick {
        leader
        cards {
          seat
          card
        }
      }
      lastTrick {
        ...TrickFields
      }
      tricksWon
      trickPoints
      ... on SkatDealView {
        phase
        bid
        pickedUp
        skat
        discards
        openHand
        kontra
        re
        layOpen
        roles {
          forehand
          middlehand
          rearhand
          sittingOut
        }
        bidding {
          value
          bidder
          answerer
          passed
          history {
            seat
            call
            value
          }
        }
        declaration {
          ...SkatContractFields
        }
        giveUp {
          proposedBy
          pending
        }
        rules {
          ...SkatRulesFields
        }
      }
      ... on TarockDealView {
        tarockPhase
        bids {
          seat
          call
          level
          target
        }
        holder
        declaration {
          ...WebTarockContractFields
        }
        talon
        discards
        roles {
          forehand
          middlehand
          rearhand
          sittingOut
        }
      }
    }
  }
}
fragment WebTarockContractFields on TarockContract {
  label
  type
  trump
  target
}
fragment WebScoreRowFields on ScoreRow {
  __typename
  deal
  scores
  totals
  seats
  ... on SkatScoreRow {
    kind
    declarer
    multipliers {
      kind
      factor
    }
    game {
      contract {
        ...SkatContractFields
      }
      bid
      won
      matadors
      base
      levels {
        name
        count
      }
      gameValue
      overbid
      value
      declarerPoints
      defenderPoints
      schneider
      schwarz
      score
    }
    ramsch {
      cardPoints
      losers
      jungfrau
      durchmarsch
    }
    seegerFabian {
      valueScore
      declarerBonus
      othersBonus
    }
  }
  ... on TarockScoreRow {
    declarer
    sittingOut
    contract {
      ...WebTarockContractFields
    }
    outcome
    declarerPoints
    schneider
    durch
    potChange
    potBalance
  }
}`) as unknown as TypedDocumentString<WebJoinTableMutation, WebJoinTableMutationVariables>;
export const WebAddBotsDocument = new TypedDocumentString(`
    mutation WebAddBots($input: AddBotsInput!) {
  addBots(input: $input) {
    ...WebTableViewFields
  }
}
    fragment SkatRulesFields on SkatRules {
  kontraRe
  kontraRequiresBid
  ramsch
  bock
  bockRamschRounds
  tips
  tournamentScoring
  concessions
}
fragment SkatContractFields on SkatContract {
  game
  hand
  ouvert
  schneiderAnnounced
  schwarzAnnounced
  tip
}
fragment TrickFields on Trick {
  leader
  cards {
    seat
    card
  }
  winner
  points
}
fragment LegalActionFields on LegalAction {
  __typename
  type
  mutation
  ... on SkatLegalAction {
    value
    card
    cards
    game
    ouvert
    schneiderAnnounced
    schwarzAnnounced
    tip
  }
  ... on TarockLegalAction {
    contract
    target
    trump
    card
    cards
    choose
  }
}
fragment WebTableViewFields on TableView {
  seq
  yourSeat
  turn
  toAct
  dealNumber
  hand
  table {
    id
    status
    players
    preset
    rounds
    turnSeconds
    visibility
    rated
    inviteCode
    createdBy
    game
    variant
    seats {
      index
      player {
        id
        name
        handle
        serverBot
      }
    }
  }
  match {
    over
    dealNumber
    totalDeals
    dealer
    totals
    ... on TarockMatchView {
      tarock {
        pot
      }
    }
    sheet {
      ...WebScoreRowFields
    }
    deal {
      __typename
      seat
      players
      turn
      hand
      handSizes
      declarer
      over
      legalActions {
        ...LegalActionFields
      }
      currentTrick {
        leader
        cards {
          seat
          card
        }
      }
      lastTrick {
        ...TrickFields
      }
      tricksWon
      trickPoints
      ... on SkatDealView {
        phase
        bid
        pickedUp
        skat
        discards
        openHand
        kontra
        re
        layOpen
        roles {
          forehand
          middlehand
          rearhand
          sittingOut
        }
        bidding {
          value
          bidder
          answerer
          passed
          history {
            seat
            call
            value
          }
        }
        declaration {
          ...SkatContractFields
        }
        giveUp {
          proposedBy
          pending
        }
        rules {
          ...SkatRulesFields
        }
      }
      ... on TarockDealView {
        tarockPhase
        bids {
          seat
          call
          level
          target
        }
        holder
        declaration {
          ...WebTarockContractFields
        }
        talon
        discards
        roles {
          forehand
          middlehand
          rearhand
          sittingOut
        }
      }
    }
  }
}
fragment WebTarockContractFields on TarockContract {
  label
  type
  trump
  target
}
fragment WebScoreRowFields on ScoreRow {
  __typename
  deal
  scores
  totals
  seats
  ... on SkatScoreRow {
    kind
    declarer
    multipliers {
      kind
      factor
    }
    game {
      contract {
        ...SkatContractFields
      }
      bid
      won
      matadors
      base
      levels {
        name
        count
      }
      gameValue
      overbid
      value
      declarerPoints
      defenderPoints
      schneider
      schwarz
      score
    }
    ramsch {
      cardPoints
      losers
      jungfrau
      durchmarsch
    }
    seegerFabian {
      valueScore
      declarerBonus
      othersBonus
    }
  }
  ... on TarockScoreRow {
    declarer
    sittingOut
    contract {
      ...WebTarockContractFields
    }
    outcome
    declarerPoints
    schneider
    durch
    potChange
    potBalance
  }
}`) as unknown as TypedDocumentString<WebAddBotsMutation, WebAddBotsMutationVariables>;
export const WebLobbyPageDocument = new TypedDocumentString(`
    query WebLobbyPage($first: Int, $after: String, $game: Game, $preset: Preset, $players: Int) {
  lobbyPage(
    first: $first
    after: $after
    game: $game
    preset: $preset
    players: $players
  ) {
    edges {
      cursor
      node {
        ...TableFields
      }
    }
    pageInfo {
      endCursor
      hasNextPage
    }
  }
}
    fragment TableFields on Table {
  id
  status
  game
  variant
  players
  preset
  rounds
  seq
  visibility
  rated
  seats {
    index
    player {
      id
      name
      handle
    }
  }
}`) as unknown as TypedDocumentString<WebLobbyPageQuery, WebLobbyPageQueryVariables>;
export const WebDealRecordDocument = new TypedDocumentString(`
    query WebDealRecord($tableId: ID!, $deal: Int!) {
  dealRecord(tableId: $tableId, deal: $deal) {
    deal
    record {
      __typename
      deal
      players {
        seat
        player
        name
      }
      hands
      moves {
        seat
        type
        value
        card
        cards
        game
        ouvert
        schneiderAnnounced
        schwarzAnnounced
        tip
        contract
        target
        trump
      }
      ... on SkatDealRecord {
        skat
        declaration {
          ...SkatContractFields
        }
      }
      ... on TarockDealRecord {
        talon
        discards
        declarer
        contract {
          ...WebTarockContractFields
        }
        outcome
        payments
        potChange
      }
    }
  }
}
    fragment SkatContractFields on SkatContract {
  game
  hand
  ouvert
  schneiderAnnounced
  schwarzAnnounced
  tip
}
fragment WebTarockContractFields on TarockContract {
  label
  type
  trump
  target
}`) as unknown as TypedDocumentString<WebDealRecordQuery, WebDealRecordQueryVariables>;
export const WebLeaderboardDocument = new TypedDocumentString(`
    query WebLeaderboard($game: Game!, $kind: PlayerKind!, $first: Int, $after: String) {
  leaderboard(game: $game, kind: $kind, first: $first, after: $after) {
    nodes {
      ...LeaderboardEntryFields
    }
    pageInfo {
      endCursor
      hasNextPage
    }
  }
}
    fragment LeaderboardEntryFields on LeaderboardEntry {
  player {
    id
    name
    handle
    kind
    serverBot
  }
  rank
  rating
  mu
  sigma
  matches
}`) as unknown as TypedDocumentString<WebLeaderboardQuery, WebLeaderboardQueryVariables>;
export const WebRatingHistoryDocument = new TypedDocumentString(`
    query WebRatingHistory($playerId: ID!, $game: Game!, $after: String) {
  ratingHistory(playerId: $playerId, game: $game, first: 50, after: $after) {
    current {
      rating
    }
    changes {
      tableId
      finishedAt
      rank
      players
      total
      after {
        rating
      }
      change
    }
    pageInfo {
      endCursor
      hasNextPage
    }
  }
}
    `) as unknown as TypedDocumentString<WebRatingHistoryQuery, WebRatingHistoryQueryVariables>;
export const WebPlayerStatisticsDocument = new TypedDocumentString(`
    query WebPlayerStatistics($playerId: ID!, $game: Game!, $ratedOnly: Boolean) {
  playerStatistics(playerId: $playerId, game: $game, ratedOnly: $ratedOnly) {
    player {
      id
      handle
    }
    ...PlayerStatisticsFields
  }
}
    fragment PlayerStatisticsFields on PlayerStatistics {
  matches
  matchesWon
  deals
  asDeclarer
  asDefender
  declarer {
    count
    won
    rate
  }
  defender {
    count
    won
    rate
  }
  rating {
    rating
    mu
    sigma
  }
  skat {
    byGameType {
      gameType
      count
      won
      rate
    }
    seegerFabianPoints
    averageSeegerFabianPerSeries
    kontra {
      count
      won
    }
    re {
      count
      won
    }
    overbids
    schneiderWon
    schwarzWon
    schneiderLost
    schwarzLost
    ramschDeals
    ramschLosses
    durchmaersche
    passedDeals
  }
  tarock {
    contracts {
      contract
      count
      won
      rate
    }
    durch
    redeals
    ledgerTotal
    averageLedgerPerMatch
  }
}`) as unknown as TypedDocumentString<WebPlayerStatisticsQuery, WebPlayerStatisticsQueryVariables>;
export const WebRedeemEmbedTicketDocument = new TypedDocumentString(`
    mutation WebRedeemEmbedTicket($input: RedeemEmbedTicketInput!) {
  redeemEmbedTicket(input: $input) {
    token
    expiresAt
    tableId
    playerId
    name
    allowedOrigins
  }
}
    `) as unknown as TypedDocumentString<WebRedeemEmbedTicketMutation, WebRedeemEmbedTicketMutationVariables>;