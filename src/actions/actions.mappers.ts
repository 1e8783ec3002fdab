// Engine actions as the API offers them (legalActions, the feed): in the vocabulary of the mutations.
import type { ActionBody, MatchAction, SkatActionBody, TarockActionBody } from '../game/match-port.js';
import { toTarockLegalAction, toTarockLegalActions } from '../games/tarock/tarock.mappers.js';
import type { ActionTypeGql, GameTypeGql, LegalAction } from './actions.models.js';

/** Engine action type -> the mutation that performs it (src/schema.ts checks that each one exists). */
export const MUTATION_OF = {
  bid: 'bid',
  hold: 'hold',
  pass: 'pass',
  pickUpSkat: 'pickUpSkat',
  discard: 'discard',
  declare: 'declare',
  play: 'playCard',
  kontra: 'kontra',
  re: 're',
  giveUp: 'giveUp',
  acceptGiveUp: 'acceptGiveUp',
  declineGiveUp: 'declineGiveUp',
  layOpen: 'layOpen',
  acceptLayOpen: 'acceptLayOpen',
  concede: 'concede',
  acceptGrandHand: 'acceptGrandHand',
  declineGrandHand: 'declineGrandHand',
} as const satisfies Record<SkatActionBody['type'], string>;
void (null as unknown as ActionBody);

const isTarock = (a: MatchAction): boolean => (a as { game?: unknown }).game === 'tarock';

/** A seat's legal actions as the API lists them (Tarock's discards as one entry per trump choice: toTarockLegalActions). */
export function toLegalActions(list: readonly MatchAction[]): LegalAction[] {
  if (list.length && isTarock(list[0])) return toTarockLegalActions(list as unknown as TarockActionBody[], null);
  return list.map(toLegalAction);
}

export function toLegalAction(a: MatchAction): LegalAction {
  if (isTarock(a)) return toTarockLegalAction(a as unknown as TarockActionBody);
  const { player: _player, type, ...rest } = a as MatchAction & Record<string, unknown>;
  const out: LegalAction = { type: type as ActionTypeGql, mutation: MUTATION_OF[type as SkatActionBody['type']] };
  const r = rest as { value?: number; card?: string; cards?: string[]; game?: GameTypeGql; ouvert?: boolean; schneiderAnnounced?: boolean; schwarzAnnounced?: boolean; tip?: boolean };
  if (r.value !== undefined) out.value = r.value;
  if (r.card !== undefined) out.card = r.card;
  if (r.cards !== undefined) out.cards = r.cards;
  if (r.game !== undefined) out.game = r.game;
  for (const k of ['ouvert', 'schneiderAnnounced', 'schwarzAnnounced', 'tip'] as const) if (r[k] !== undefined) out[k] = r[k];
  return out;
}
