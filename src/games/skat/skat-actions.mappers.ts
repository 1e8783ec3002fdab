// Skat's actions as the API offers them (legalActions, the feed): in the vocabulary of its mutations,
// each named skat<Move>.
import type { ActionTypeGql } from '../../actions/actions.models.js';
import type { GameTypeGql } from '../../game/game.models.js';
import type { SkatLegalAction } from './skat-actions.models.js';
import type { SkatActionBody, SkatMatchAction as MatchAction } from '../../game/match-port.js';

/** Engine action type -> the mutation that performs it (src/schema.ts checks that each one exists). */
export const MUTATION_OF = {
  bid: 'skatBid',
  hold: 'skatHold',
  pass: 'skatPass',
  pickUpSkat: 'skatPickUpSkat',
  discard: 'skatDiscard',
  declare: 'skatDeclare',
  play: 'skatPlayCard',
  kontra: 'skatKontra',
  re: 'skatRe',
  giveUp: 'skatGiveUp',
  acceptGiveUp: 'skatAcceptGiveUp',
  declineGiveUp: 'skatDeclineGiveUp',
  layOpen: 'skatLayOpen',
  acceptLayOpen: 'skatAcceptLayOpen',
  concede: 'skatConcede',
  acceptGrandHand: 'skatAcceptGrandHand',
  declineGrandHand: 'skatDeclineGrandHand',
} as const satisfies Record<SkatActionBody['type'], string>;

export function toLegalAction(a: MatchAction): SkatLegalAction {
  const { player: _player, type, ...rest } = a as MatchAction & Record<string, unknown>;
  const out: SkatLegalAction = { typename: 'SkatLegalAction', type: type as ActionTypeGql, mutation: MUTATION_OF[type as SkatActionBody['type']] };
  const r = rest as {
    value?: number;
    card?: string;
    cards?: string[];
    game?: GameTypeGql;
    ouvert?: boolean;
    schneiderAnnounced?: boolean;
    schwarzAnnounced?: boolean;
    tip?: boolean;
  };
  if (r.value !== undefined) out.value = r.value;
  if (r.card !== undefined) out.card = r.card;
  if (r.cards !== undefined) out.cards = r.cards;
  if (r.game !== undefined) out.game = r.game;
  for (const k of ['ouvert', 'schneiderAnnounced', 'schwarzAnnounced', 'tip'] as const) if (r[k] !== undefined) out[k] = r[k];
  return out;
}
