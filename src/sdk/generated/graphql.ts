// Generated from schema.gql and src/sdk/operations by `npm run sdk:generate`; do not edit.
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
  | 'acceptGiveUp'
  | 'acceptGrandHand'
  | 'acceptLayOpen'
  | 'bid'
  | 'concede'
  | 'declare'
  | 'declineGiveUp'
  | 'declineGrandHand'
  | 'discard'
  | 'giveUp'
  | 'hold'
  | 'kontra'
  | 'layOpen'
  | 'pass'
  | 'pickUpSkat'
  | 'play'
  | 're';

export type AddBotsInput = {
  strategy?: BotStrategy;
  tableId: string | number;
};

export type BidInput = {
  /** Idempotency key: a retry with the same id returns the first result and does not act twice. */
  clientActionId?: string | null | undefined;
  /** Refuse with CONFLICT (STALE) unless the table is still at this seq. */
  expectedSeq?: number | null | undefined;
  tableId: string | number;
  /** A value on the bid ladder (18, 20, 22, 23, ... 264), above the current bid. */
  value: number;
};

/** How a server bot chooses among its legal actions. */
export type BotStrategy =
  | 'HEURISTIC'
  | 'RANDOM'
  | 'STRONG';

export type CreateTableInput = {
  /** With takeSeat. Your own randomness for the shuffle (docs/fair-deals.md): 1-128 characters of A-Z a-z 0-9 _ -. Every deal of the match mixes it into the deck, and the deal record shows it. Optional. */
  entropy?: string | null | undefined;
  players?: number;
  preset?: Preset;
  /** Defaults to the preset's rounds. */
  rounds?: number | null | undefined;
  rules?: RuleOverridesInput | null | undefined;
  /** Seat the creator at seat 0. */
  takeSeat?: boolean;
  /** Turn timer: seconds per action. When they run out the server acts for the silent seat (a pass in bidding, a bot's choice otherwise) and the score sheet marks it. Null: no timer. */
  turnSeconds?: number | null | undefined;
  visibility?: Visibility;
};

/** Declaring before pickUpSkat is a Hand game. */
export type DeclareInput = {
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

export type DiscardInput = {
  /** Exactly two cards to put away after picking up the skat. */
  cards: Array<string>;
  /** Idempotency key: a retry with the same id returns the first result and does not act twice. */
  clientActionId?: string | null | undefined;
  /** Refuse with CONFLICT (STALE) unless the table is still at this seq. */
  expectedSeq?: number | null | undefined;
  tableId: string | number;
};

/** VIEW: the full table as the caller sees it (always first). EVENTS: log entries written together (one move), in seq order. */
export type FeedKind =
  | 'EVENTS'
  | 'VIEW';

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

export type PlayCardInput = {
  /** ISS card name, e.g. CJ, HT, D7. */
  card: string;
  /** Idempotency key: a retry with the same id returns the first result and does not act twice. */
  clientActionId?: string | null | undefined;
  /** Refuse with CONFLICT (STALE) unless the table is still at this seq. */
  expectedSeq?: number | null | undefined;
  tableId: string | number;
};

/** A person, or a program playing through the API */
export type PlayerKind =
  | 'BOT'
  | 'PERSON';

/** A named bundle of rule options (RULES.md 8). */
export type Preset =
  | 'club'
  | 'pub'
  | 'standard'
  | 'tournament';

export type RegisterInput = {
  kind?: PlayerKind;
  name: string;
};

/** Rule options to override on top of the preset; omitted ones keep the preset value. */
export type RuleOverridesInput = {
  bock?: boolean | null | undefined;
  bockRamschRounds?: boolean | null | undefined;
  concessions?: boolean | null | undefined;
  kontraRe?: boolean | null | undefined;
  kontraRequiresBid?: boolean | null | undefined;
  ramsch?: boolean | null | undefined;
  tips?: boolean | null | undefined;
  tournamentScoring?: boolean | null | undefined;
};

export type TableStatus =
  /** Closed before the end: all its people had been silent for too long. */
  | 'CLOSED'
  | 'FINISHED'
  | 'OPEN'
  | 'PLAYING';

/** Private tables are joined with their invite code. */
export type Visibility =
  | 'PRIVATE'
  | 'PUBLIC';

export type AcceptGiveUpMutationVariables = Exact<{
  input: ActionInput;
}>;


export type AcceptGiveUpMutation = { result: { seq: number, replayed: boolean } };

export type AcceptGrandHandMutationVariables = Exact<{
  input: ActionInput;
}>;


export type AcceptGrandHandMutation = { result: { seq: number, replayed: boolean } };

export type AcceptLayOpenMutationVariables = Exact<{
  input: ActionInput;
}>;


export type AcceptLayOpenMutation = { result: { seq: number, replayed: boolean } };

export type BidMutationVariables = Exact<{
  input: BidInput;
}>;


export type BidMutation = { result: { seq: number, replayed: boolean } };

export type ConcedeMutationVariables = Exact<{
  input: ActionInput;
}>;


export type ConcedeMutation = { result: { seq: number, replayed: boolean } };

export type DeclareMutationVariables = Exact<{
  input: DeclareInput;
}>;


export type DeclareMutation = { result: { seq: number, replayed: boolean } };

export type DeclineGiveUpMutationVariables = Exact<{
  input: ActionInput;
}>;


export type DeclineGiveUpMutation = { result: { seq: number, replayed: boolean } };

export type DeclineGrandHandMutationVariables = Exact<{
  input: ActionInput;
}>;


export type DeclineGrandHandMutation = { result: { seq: number, replayed: boolean } };

export type DiscardMutationVariables = Exact<{
  input: DiscardInput;
}>;


export type DiscardMutation = { result: { seq: number, replayed: boolean } };

export type GiveUpMutationVariables = Exact<{
  input: ActionInput;
}>;


export type GiveUpMutation = { result: { seq: number, replayed: boolean } };

export type HoldMutationVariables = Exact<{
  input: ActionInput;
}>;


export type HoldMutation = { result: { seq: number, replayed: boolean } };

export type KontraMutationVariables = Exact<{
  input: ActionInput;
}>;


export type KontraMutation = { result: { seq: number, replayed: boolean } };

export type LayOpenMutationVariables = Exact<{
  input: ActionInput;
}>;


export type LayOpenMutation = { result: { seq: number, replayed: boolean } };

export type PassMutationVariables = Exact<{
  input: ActionInput;
}>;


export type PassMutation = { result: { seq: number, replayed: boolean } };

export type PickUpSkatMutationVariables = Exact<{
  input: ActionInput;
}>;


export type PickUpSkatMutation = { result: { seq: number, replayed: boolean } };

export type PlayCardMutationVariables = Exact<{
  input: PlayCardInput;
}>;


export type PlayCardMutation = { result: { seq: number, replayed: boolean } };

export type ReMutationVariables = Exact<{
  input: ActionInput;
}>;


export type ReMutation = { result: { seq: number, replayed: boolean } };

export type TableEventsSubscriptionVariables = Exact<{
  tableId: string | number;
  afterSeq?: number | null | undefined;
}>;


export type TableEventsSubscription = { tableEvents: { kind: FeedKind, seq: number, view: { seq: number, yourSeat: number | null, toAct: Array<number>, turn: number | null, phase: string | null, dealNumber: number | null, hand: Array<string> | null, match: unknown, table: { id: string, status: TableStatus, players: number } } | null, events: Array<{ seq: number, type: string, data: unknown }>, legalActions: Array<{ type: ActionType, mutation: string, value: number | null, card: string | null, cards: Array<string> | null, game: GameType | null, ouvert: boolean | null, schneiderAnnounced: boolean | null, schwarzAnnounced: boolean | null, tip: boolean | null }> | null } };

export type TableViewFieldsFragment = { seq: number, yourSeat: number | null, toAct: Array<number>, turn: number | null, phase: string | null, dealNumber: number | null, hand: Array<string> | null, match: unknown, table: { id: string, status: TableStatus, players: number } };

export type TableEventFieldsFragment = { seq: number, type: string, data: unknown };

export type LegalActionFieldsFragment = { type: ActionType, mutation: string, value: number | null, card: string | null, cards: Array<string> | null, game: GameType | null, ouvert: boolean | null, schneiderAnnounced: boolean | null, schwarzAnnounced: boolean | null, tip: boolean | null };

export type TableFieldsFragment = { id: string, status: TableStatus, players: number, preset: Preset, rounds: number, seq: number, visibility: Visibility, seats: Array<{ index: number, player: { id: string, name: string } | null }> };

export type ActionResultFieldsFragment = { seq: number, replayed: boolean };

export type RegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type RegisterMutation = { register: { player: { id: string, name: string, kind: PlayerKind }, apiToken: { token: string, tokenId: string } } };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { id: string, name: string, kind: PlayerKind } };

export type IssueTokenMutationVariables = Exact<{ [key: string]: never; }>;


export type IssueTokenMutation = { issueToken: { token: string, tokenId: string } };

export type RotateTokenMutationVariables = Exact<{ [key: string]: never; }>;


export type RotateTokenMutation = { rotateToken: { token: string, tokenId: string } };

export type RevokeTokenMutationVariables = Exact<{
  tokenId: string | number;
}>;


export type RevokeTokenMutation = { revokeToken: boolean };

export type CreateTableMutationVariables = Exact<{
  input: CreateTableInput;
}>;


export type CreateTableMutation = { createTable: { seq: number, yourSeat: number | null, toAct: Array<number>, turn: number | null, phase: string | null, dealNumber: number | null, hand: Array<string> | null, match: unknown, table: { id: string, status: TableStatus, players: number } } };

export type JoinTableMutationVariables = Exact<{
  input: JoinTableInput;
}>;


export type JoinTableMutation = { joinTable: { seq: number, yourSeat: number | null, toAct: Array<number>, turn: number | null, phase: string | null, dealNumber: number | null, hand: Array<string> | null, match: unknown, table: { id: string, status: TableStatus, players: number } } };

export type LeaveTableMutationVariables = Exact<{
  tableId: string | number;
}>;


export type LeaveTableMutation = { leaveTable: { seq: number, yourSeat: number | null, toAct: Array<number>, turn: number | null, phase: string | null, dealNumber: number | null, hand: Array<string> | null, match: unknown, table: { id: string, status: TableStatus, players: number } } };

export type AddBotsMutationVariables = Exact<{
  input: AddBotsInput;
}>;


export type AddBotsMutation = { addBots: { seq: number, yourSeat: number | null, toAct: Array<number>, turn: number | null, phase: string | null, dealNumber: number | null, hand: Array<string> | null, match: unknown, table: { id: string, status: TableStatus, players: number } } };

export type LobbyQueryVariables = Exact<{
  limit?: number | null | undefined;
}>;


export type LobbyQuery = { lobby: Array<{ id: string, status: TableStatus, players: number, preset: Preset, rounds: number, seq: number, visibility: Visibility, seats: Array<{ index: number, player: { id: string, name: string } | null }> }> };

export type MyTablesQueryVariables = Exact<{
  limit?: number | null | undefined;
}>;


export type MyTablesQuery = { myTables: Array<{ id: string, status: TableStatus, players: number, preset: Preset, rounds: number, seq: number, visibility: Visibility, seats: Array<{ index: number, player: { id: string, name: string } | null }> }> };

export type TableQueryVariables = Exact<{
  tableId: string | number;
}>;


export type TableQuery = { table: { seq: number, yourSeat: number | null, toAct: Array<number>, turn: number | null, phase: string | null, dealNumber: number | null, hand: Array<string> | null, match: unknown, table: { id: string, status: TableStatus, players: number } } };

export type LegalActionsQueryVariables = Exact<{
  tableId: string | number;
}>;


export type LegalActionsQuery = { legalActions: { seq: number, actions: Array<{ type: ActionType, mutation: string, value: number | null, card: string | null, cards: Array<string> | null, game: GameType | null, ouvert: boolean | null, schneiderAnnounced: boolean | null, schwarzAnnounced: boolean | null, tip: boolean | null }> } };

export type ScoreSheetQueryVariables = Exact<{
  tableId: string | number;
}>;


export type ScoreSheetQuery = { scoreSheet: { tableId: string, players: Array<string>, totals: Array<number>, over: boolean, deals: Array<{ deal: number, dealer: number, seats: Array<number>, sittingOut: number | null, declarer: number | null, kind: string, won: boolean | null, value: number | null, scores: Array<number>, totals: Array<number>, timedOut: Array<number>, breakdown: unknown }> } };

export type DealRecordQueryVariables = Exact<{
  tableId: string | number;
  deal: number;
}>;


export type DealRecordQuery = { dealRecord: { deal: number, iss: string | null, json: unknown } };

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
export const TableViewFieldsFragmentDoc = new TypedDocumentString(`
    fragment TableViewFields on TableView {
  seq
  yourSeat
  toAct
  turn
  phase
  dealNumber
  hand
  match
  table {
    id
    status
    players
  }
}
    `, {"fragmentName":"TableViewFields"}) as unknown as TypedDocumentString<TableViewFieldsFragment, unknown>;
export const TableEventFieldsFragmentDoc = new TypedDocumentString(`
    fragment TableEventFields on TableEvent {
  seq
  type
  data
}
    `, {"fragmentName":"TableEventFields"}) as unknown as TypedDocumentString<TableEventFieldsFragment, unknown>;
export const LegalActionFieldsFragmentDoc = new TypedDocumentString(`
    fragment LegalActionFields on LegalAction {
  type
  mutation
  value
  card
  cards
  game
  ouvert
  schneiderAnnounced
  schwarzAnnounced
  tip
}
    `, {"fragmentName":"LegalActionFields"}) as unknown as TypedDocumentString<LegalActionFieldsFragment, unknown>;
export const TableFieldsFragmentDoc = new TypedDocumentString(`
    fragment TableFields on Table {
  id
  status
  players
  preset
  rounds
  seq
  visibility
  seats {
    index
    player {
      id
      name
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
export const AcceptGiveUpDocument = new TypedDocumentString(`
    mutation AcceptGiveUp($input: ActionInput!) {
  result: acceptGiveUp(input: $input) {
    ...ActionResultFields
  }
}
    fragment ActionResultFields on ActionResult {
  seq
  replayed
}`) as unknown as TypedDocumentString<AcceptGiveUpMutation, AcceptGiveUpMutationVariables>;
export const AcceptGrandHandDocument = new TypedDocumentString(`
    mutation AcceptGrandHand($input: ActionInput!) {
  result: acceptGrandHand(input: $input) {
    ...ActionResultFields
  }
}
    fragment ActionResultFields on ActionResult {
  seq
  replayed
}`) as unknown as TypedDocumentString<AcceptGrandHandMutation, AcceptGrandHandMutationVariables>;
export const AcceptLayOpenDocument = new TypedDocumentString(`
    mutation AcceptLayOpen($input: ActionInput!) {
  result: acceptLayOpen(input: $input) {
    ...ActionResultFields
  }
}
    fragment ActionResultFields on ActionResult {
  seq
  replayed
}`) as unknown as TypedDocumentString<AcceptLayOpenMutation, AcceptLayOpenMutationVariables>;
export const BidDocument = new TypedDocumentString(`
    mutation Bid($input: BidInput!) {
  result: bid(input: $input) {
    ...ActionResultFields
  }
}
    fragment ActionResultFields on ActionResult {
  seq
  replayed
}`) as unknown as TypedDocumentString<BidMutation, BidMutationVariables>;
export const ConcedeDocument = new TypedDocumentString(`
    mutation Concede($input: ActionInput!) {
  result: concede(input: $input) {
    ...ActionResultFields
  }
}
    fragment ActionResultFields on ActionResult {
  seq
  replayed
}`) as unknown as TypedDocumentString<ConcedeMutation, ConcedeMutationVariables>;
export const DeclareDocument = new TypedDocumentString(`
    mutation Declare($input: DeclareInput!) {
  result: declare(input: $input) {
    ...ActionResultFields
  }
}
    fragment ActionResultFields on ActionResult {
  seq
  replayed
}`) as unknown as TypedDocumentString<DeclareMutation, DeclareMutationVariables>;
export const DeclineGiveUpDocument = new TypedDocumentString(`
    mutation DeclineGiveUp($input: ActionInput!) {
  result: declineGiveUp(input: $input) {
    ...ActionResultFields
  }
}
    fragment ActionResultFields on ActionResult {
  seq
  replayed
}`) as unknown as TypedDocumentString<DeclineGiveUpMutation, DeclineGiveUpMutationVariables>;
export const DeclineGrandHandDocument = new TypedDocumentString(`
    mutation DeclineGrandHand($input: ActionInput!) {
  result: declineGrandHand(input: $input) {
    ...ActionResultFields
  }
}
    fragment ActionResultFields on ActionResult {
  seq
  replayed
}`) as unknown as TypedDocumentString<DeclineGrandHandMutation, DeclineGrandHandMutationVariables>;
export const DiscardDocument = new TypedDocumentString(`
    mutation Discard($input: DiscardInput!) {
  result: discard(input: $input) {
    ...ActionResultFields
  }
}
    fragment ActionResultFields on ActionResult {
  seq
  replayed
}`) as unknown as TypedDocumentString<DiscardMutation, DiscardMutationVariables>;
export const GiveUpDocument = new TypedDocumentString(`
    mutation GiveUp($input: ActionInput!) {
  result: giveUp(input: $input) {
    ...ActionResultFields
  }
}
    fragment ActionResultFields on ActionResult {
  seq
  replayed
}`) as unknown as TypedDocumentString<GiveUpMutation, GiveUpMutationVariables>;
export const HoldDocument = new TypedDocumentString(`
    mutation Hold($input: ActionInput!) {
  result: hold(input: $input) {
    ...ActionResultFields
  }
}
    fragment ActionResultFields on ActionResult {
  seq
  replayed
}`) as unknown as TypedDocumentString<HoldMutation, HoldMutationVariables>;
export const KontraDocument = new TypedDocumentString(`
    mutation Kontra($input: ActionInput!) {
  result: kontra(input: $input) {
    ...ActionResultFields
  }
}
    fragment ActionResultFields on ActionResult {
  seq
  replayed
}`) as unknown as TypedDocumentString<KontraMutation, KontraMutationVariables>;
export const LayOpenDocument = new TypedDocumentString(`
    mutation LayOpen($input: ActionInput!) {
  result: layOpen(input: $input) {
    ...ActionResultFields
  }
}
    fragment ActionResultFields on ActionResult {
  seq
  replayed
}`) as unknown as TypedDocumentString<LayOpenMutation, LayOpenMutationVariables>;
export const PassDocument = new TypedDocumentString(`
    mutation Pass($input: ActionInput!) {
  result: pass(input: $input) {
    ...ActionResultFields
  }
}
    fragment ActionResultFields on ActionResult {
  seq
  replayed
}`) as unknown as TypedDocumentString<PassMutation, PassMutationVariables>;
export const PickUpSkatDocument = new TypedDocumentString(`
    mutation PickUpSkat($input: ActionInput!) {
  result: pickUpSkat(input: $input) {
    ...ActionResultFields
  }
}
    fragment ActionResultFields on ActionResult {
  seq
  replayed
}`) as unknown as TypedDocumentString<PickUpSkatMutation, PickUpSkatMutationVariables>;
export const PlayCardDocument = new TypedDocumentString(`
    mutation PlayCard($input: PlayCardInput!) {
  result: playCard(input: $input) {
    ...ActionResultFields
  }
}
    fragment ActionResultFields on ActionResult {
  seq
  replayed
}`) as unknown as TypedDocumentString<PlayCardMutation, PlayCardMutationVariables>;
export const ReDocument = new TypedDocumentString(`
    mutation Re($input: ActionInput!) {
  result: re(input: $input) {
    ...ActionResultFields
  }
}
    fragment ActionResultFields on ActionResult {
  seq
  replayed
}`) as unknown as TypedDocumentString<ReMutation, ReMutationVariables>;
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
  match
  table {
    id
    status
    players
  }
}
fragment TableEventFields on TableEvent {
  seq
  type
  data
}
fragment LegalActionFields on LegalAction {
  type
  mutation
  value
  card
  cards
  game
  ouvert
  schneiderAnnounced
  schwarzAnnounced
  tip
}`) as unknown as TypedDocumentString<TableEventsSubscription, TableEventsSubscriptionVariables>;
export const RegisterDocument = new TypedDocumentString(`
    mutation Register($input: RegisterInput!) {
  register(input: $input) {
    player {
      id
      name
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
  match
  table {
    id
    status
    players
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
  match
  table {
    id
    status
    players
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
  match
  table {
    id
    status
    players
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
  match
  table {
    id
    status
    players
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
  players
  preset
  rounds
  seq
  visibility
  seats {
    index
    player {
      id
      name
    }
  }
}`) as unknown as TypedDocumentString<LobbyQuery, LobbyQueryVariables>;
export const MyTablesDocument = new TypedDocumentString(`
    query MyTables($limit: Int) {
  myTables(limit: $limit) {
    ...TableFields
  }
}
    fragment TableFields on Table {
  id
  status
  players
  preset
  rounds
  seq
  visibility
  seats {
    index
    player {
      id
      name
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
  match
  table {
    id
    status
    players
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
  type
  mutation
  value
  card
  cards
  game
  ouvert
  schneiderAnnounced
  schwarzAnnounced
  tip
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
      breakdown
    }
  }
}
    `) as unknown as TypedDocumentString<ScoreSheetQuery, ScoreSheetQueryVariables>;
export const DealRecordDocument = new TypedDocumentString(`
    query DealRecord($tableId: ID!, $deal: Int!) {
  dealRecord(tableId: $tableId, deal: $deal) {
    deal
    iss
    json
  }
}
    `) as unknown as TypedDocumentString<DealRecordQuery, DealRecordQueryVariables>;
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