// The action mutations by name (every one is <game><Move>: skatBid, tarockPlayCard, ...). Every
// action operation answers under the alias `result`, and a LegalAction (from the legalActions
// query or the feed) names its mutation and carries that mutation's input fields, so a client
// acts on any legal action of any game the same way.
import {
  SkatAcceptGiveUpDocument,
  SkatAcceptGrandHandDocument,
  SkatAcceptLayOpenDocument,
  SkatBidDocument,
  SkatConcedeDocument,
  SkatDeclareDocument,
  SkatDeclineGiveUpDocument,
  SkatDeclineGrandHandDocument,
  SkatDiscardDocument,
  SkatGiveUpDocument,
  SkatHoldDocument,
  SkatKontraDocument,
  SkatLayOpenDocument,
  SkatPassDocument,
  SkatPickUpSkatDocument,
  SkatPlayCardDocument,
  SkatReDocument,
  TarockBidDocument,
  TarockDeclareDocument,
  TarockDiscardDocument,
  TarockHoldDocument,
  TarockPassDocument,
  TarockPlayCardDocument,
  type ActionInput,
  type ActionResultFieldsFragment,
  type LegalActionFieldsFragment,
  type SkatBidInput,
  type SkatDeclareInput,
  type SkatDiscardInput,
  type SkatPlayCardInput,
  type TarockBidInput,
  type TarockDeclareInput,
  type TarockDiscardInput,
  type TypedDocumentString,
} from './generated/graphql.js';
import { execute, type Transport } from './transport.js';

export const ACTION_DOCUMENTS = {
  skatAcceptGiveUp: SkatAcceptGiveUpDocument,
  skatAcceptGrandHand: SkatAcceptGrandHandDocument,
  skatAcceptLayOpen: SkatAcceptLayOpenDocument,
  skatBid: SkatBidDocument,
  skatConcede: SkatConcedeDocument,
  skatDeclare: SkatDeclareDocument,
  skatDeclineGiveUp: SkatDeclineGiveUpDocument,
  skatDeclineGrandHand: SkatDeclineGrandHandDocument,
  skatDiscard: SkatDiscardDocument,
  skatGiveUp: SkatGiveUpDocument,
  skatHold: SkatHoldDocument,
  skatKontra: SkatKontraDocument,
  skatLayOpen: SkatLayOpenDocument,
  skatPass: SkatPassDocument,
  skatPickUpSkat: SkatPickUpSkatDocument,
  skatPlayCard: SkatPlayCardDocument,
  skatRe: SkatReDocument,
  tarockBid: TarockBidDocument,
  tarockDeclare: TarockDeclareDocument,
  tarockDiscard: TarockDiscardDocument,
  tarockHold: TarockHoldDocument,
  tarockPass: TarockPassDocument,
  tarockPlayCard: TarockPlayCardDocument,
} as const;

export type ActionMutation = keyof typeof ACTION_DOCUMENTS;

/** The fields an action adds to tableId, expectedSeq and clientActionId (each game's inputs). */
export type ActionFields = Partial<
  Omit<SkatBidInput & SkatDeclareInput & SkatDiscardInput & SkatPlayCardInput & TarockBidInput & TarockDeclareInput & TarockDiscardInput, keyof ActionInput>
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

/** A legal action's fields that are not input fields of its mutation. */
const NOT_INPUT = new Set(['__typename', 'type', 'mutation', 'choose']);

/**
 * A legal action's input fields: its non-null fields but type, mutation, choose and __typename,
 * in any game. "Choose n of these cards" (`choose`, Tarock's discard, listed once per trump
 * choice): the first n unless the caller chose.
 */
export function legalActionFields(a: LegalActionFieldsFragment): ActionFields {
  const fields: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(a)) if (!NOT_INPUT.has(k) && v !== null && v !== undefined) fields[k] = v;
  const choose = (a as { choose?: number | null }).choose;
  if (typeof choose === 'number' && Array.isArray(fields.cards)) fields.cards = fields.cards.slice(0, choose);
  return fields as ActionFields;
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
