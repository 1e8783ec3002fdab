// The action mutations by name. Every action operation answers under the alias `result`, and a
// LegalAction (from the legalActions query or the feed) names its mutation and carries the input
// fields it needs, so a client acts on any legal action the same way.
import {
  AcceptGiveUpDocument,
  AcceptGrandHandDocument,
  AcceptLayOpenDocument,
  BidDocument,
  ConcedeDocument,
  DeclareDocument,
  DeclineGiveUpDocument,
  DeclineGrandHandDocument,
  DiscardDocument,
  GiveUpDocument,
  HoldDocument,
  KontraDocument,
  LayOpenDocument,
  PassDocument,
  PickUpSkatDocument,
  PlayCardDocument,
  ReDocument,
  TarockBidDocument,
  TarockDeclareDocument,
  TarockDiscardDocument,
  TarockPlayCardDocument,
  type ActionInput,
  type ActionResultFieldsFragment,
  type BidInput,
  type DeclareInput,
  type DiscardInput,
  type LegalActionFieldsFragment,
  type PlayCardInput,
  type TarockBidInput,
  type TarockDeclareInput,
  type TypedDocumentString,
} from './generated/graphql.js';
import { execute, type Transport } from './transport.js';

export const ACTION_DOCUMENTS = {
  acceptGiveUp: AcceptGiveUpDocument,
  acceptGrandHand: AcceptGrandHandDocument,
  acceptLayOpen: AcceptLayOpenDocument,
  bid: BidDocument,
  concede: ConcedeDocument,
  declare: DeclareDocument,
  declineGiveUp: DeclineGiveUpDocument,
  declineGrandHand: DeclineGrandHandDocument,
  discard: DiscardDocument,
  giveUp: GiveUpDocument,
  hold: HoldDocument,
  kontra: KontraDocument,
  layOpen: LayOpenDocument,
  pass: PassDocument,
  pickUpSkat: PickUpSkatDocument,
  playCard: PlayCardDocument,
  re: ReDocument,
  tarockBid: TarockBidDocument,
  tarockDeclare: TarockDeclareDocument,
  tarockDiscard: TarockDiscardDocument,
  tarockPlayCard: TarockPlayCardDocument,
} as const;

export type ActionMutation = keyof typeof ACTION_DOCUMENTS;

/** The fields an action adds to tableId, expectedSeq and clientActionId (bid, declare, discard, playCard; Tarock's contract, target, trump). */
export type ActionFields = Partial<
  Pick<BidInput, 'value'> &
    Pick<DeclareInput, 'game' | 'ouvert' | 'schneiderAnnounced' | 'schwarzAnnounced' | 'tip'> &
    Pick<DiscardInput, 'cards'> &
    Pick<PlayCardInput, 'card'> &
    Pick<TarockBidInput, 'target'> &
    Pick<TarockDeclareInput, 'contract' | 'trump'>
>;

/** Any action mutation, with the input of all of them. */
export type ActionDocument = TypedDocumentString<{ result: ActionResultFieldsFragment }, { input: ActionInput & ActionFields }>;

export function isActionMutation(name: string): name is ActionMutation {
  return Object.hasOwn(ACTION_DOCUMENTS, name);
}

/** The document of an action mutation. The server refuses fields that mutation does not take. */
export function actionDocument(mutation: ActionMutation): ActionDocument {
  // Each document's input is one of the members of ActionFields; the union is checked by the server.
  return ACTION_DOCUMENTS[mutation] as unknown as ActionDocument;
}

/** A legal action's input fields (its non-null ones), to send with its `mutation`. */
export function legalActionFields(a: LegalActionFieldsFragment): ActionFields {
  const fields: ActionFields = {};
  if (a.value !== null) fields.value = a.value;
  if (a.card !== null) fields.card = a.card;
  if (a.cards !== null) fields.cards = a.cards;
  if (a.game !== null) fields.game = a.game;
  if (a.ouvert !== null) fields.ouvert = a.ouvert;
  if (a.schneiderAnnounced !== null) fields.schneiderAnnounced = a.schneiderAnnounced;
  if (a.schwarzAnnounced !== null) fields.schwarzAnnounced = a.schwarzAnnounced;
  if (a.tip !== null) fields.tip = a.tip;
  if (a.contract !== null) fields.contract = a.contract;
  if (a.target !== null) fields.target = a.target;
  if (a.trump !== null) fields.trump = a.trump;
  // "Choose n of these cards" (Tarock's discard, listed once per trump choice): the first n unless the caller chose.
  if (a.choose !== null && fields.cards) fields.cards = fields.cards.slice(0, a.choose);
  return fields;
}

/**
 * Performs a legal action (from the legalActions query or the feed) through its mutation, over
 * HTTP or the socket of the feed. `input` names the table and, as a guard, the seq acted on
 * (expectedSeq) and an idempotency key.
 */
export async function act(via: Transport, legal: LegalActionFieldsFragment, input: ActionInput): Promise<ActionResultFieldsFragment> {
  if (!isActionMutation(legal.mutation)) throw new Error(`unknown action mutation ${legal.mutation}`);
  return (await execute(via, actionDocument(legal.mutation), { input: { ...input, ...legalActionFields(legal) } })).result;
}
