// Bavarian Tarock in the remote bot kit (src/bots/kit): its typed deal view back to the engine's
// view for Tarock's strategies, and an engine action to its mutation (tarock<Move>). Loading this
// module registers it with the kit (bot.ts's registerKitGame).
import { engineValueOf } from '../../../engine/index.js';
import type { TarockAction, TarockDealView, TBid, TSeat } from '../../../engine/tarock/index.js';
import type { ActionFields, LegalActionFieldsFragment } from '../../../../sdk/src/index.js';
import { registerKitGame, type KitGame } from '../../../bots/kit/bot.js';
import type { KitMove } from '../../../bots/kit/client.js';
import type { KitDeal } from '../../../bots/kit/view.js';
import { tarockStrategyNamed } from './index.js';

/** Tarock's typed deal view. */
export type TarockDealFields = Extract<KitDeal, { tarockPhase: unknown }>;

export const isTarockDeal = (d: KitDeal): d is TarockDealFields => 'tarockPhase' in d;

/** The API's Tarock suits (TarockSuit) -> the engine's letters, and back. */
export const SUIT_LETTER: Record<string, 'E' | 'G' | 'H' | 'S'> = { ACORNS: 'E', LEAVES: 'G', HEARTS: 'H', BELLS: 'S' };
export const SUIT_NAME: Record<string, string> = { E: 'ACORNS', G: 'LEAVES', H: 'HEARTS', S: 'BELLS' };

const camel = engineValueOf;

/** A Tarock legal action (API form) as the engine's actions: a "choose 3 of these" discard becomes every triple. */
export function tarockActionsOf(legal: LegalActionFieldsFragment, seat: TSeat): TarockAction[] {
  if (legal.__typename !== 'TarockLegalAction') throw new Error(`not a Tarock legal action: ${legal.__typename}`);
  const a = legal;
  const trump = a.trump ? { trump: SUIT_LETTER[a.trump] } : {};
  switch (a.type) {
    case 'PASS':
    case 'HOLD':
      return [{ type: 'bid', seat, bid: camel(a.type) as 'pass' | 'hold' }];
    case 'BID':
      return [{ type: 'bid', seat, bid: a.target ?? (a.contract === 'PICK_UP' ? 'pickUp' : (a.contract as 'FRAGE')) }];
    case 'DECLARE':
      return [{ type: 'declare', seat, contract: a.contract as 'FRAGE', ...trump }];
    case 'DISCARD': {
      const cards = a.cards ?? [];
      if (!a.choose) return [{ type: 'discard', seat, cards, ...trump }];
      const out: TarockAction[] = [];
      for (let i = 0; i < cards.length; i++)
        for (let j = i + 1; j < cards.length; j++)
          for (let k = j + 1; k < cards.length; k++) out.push({ type: 'discard', seat, cards: [cards[i], cards[j], cards[k]], ...trump });
      return out;
    }
    default:
      return [{ type: 'play', seat, card: a.card! }];
  }
}

/** The engine's Tarock deal view for Tarock's strategies, from the typed view, with its legal actions. */
export function toEngineTarockView(d: TarockDealFields): TarockDealView & { legalActions: TarockAction[] } {
  const seat = d.seat as TSeat | null;
  const bidOf = (b: { seat: number; call: string; level: string | null; target: number | null }): { seat: TSeat; bid: TBid } => ({
    seat: b.seat as TSeat,
    bid: (b.call !== 'BID' ? camel(b.call) : (b.target ?? (b.level === 'PICK_UP' ? 'pickUp' : b.level))) as TBid,
  });
  const cur = d.currentTrick;
  return {
    viewer: seat ?? 'spectator',
    phase: camel(d.tarockPhase) as TarockDealView['phase'],
    turn: d.turn as TSeat | null,
    hand: d.hand,
    handSizes: d.handSizes,
    bids: d.bids.map(bidOf),
    declarer: d.declarer as TSeat | null,
    contract: d.declaration
      ? { type: d.declaration.type, trump: d.declaration.trump ? SUIT_LETTER[d.declaration.trump] : null, target: d.declaration.target }
      : null,
    talon: d.talon,
    discarded: d.discards,
    tricks: d.tricks.map((t) => ({ leader: t.leader as TSeat, cards: t.cards.map((c) => c.card), winner: t.winner as TSeat })),
    current: d.tarockPhase === 'PLAYING' ? { leader: cur.leader as TSeat, cards: cur.cards.map((c) => c.card) } : null,
    outcome: d.outcome ? (camel(d.outcome) as TarockDealView['outcome']) : null,
    declarerPoints: d.declarerPoints,
    seed: d.seed,
    dealt: d.dealt,
    legalActions: seat === null ? [] : d.legalActions.flatMap((a) => tarockActionsOf(a, seat)),
  };
}

/** A Tarock engine action -> its mutation (tarock<Move>) and input fields. */
export function tarockMutationFor(a: TarockAction): KitMove {
  const trump = 'trump' in a && a.trump ? { trump: SUIT_NAME[a.trump] as ActionFields['trump'] } : {};
  switch (a.type) {
    case 'bid':
      if (a.bid === 'pass' || a.bid === 'hold') return { mutation: a.bid === 'pass' ? 'tarockPass' : 'tarockHold', extra: {} };
      return {
        mutation: 'tarockBid',
        extra: typeof a.bid === 'number' ? { target: a.bid } : { contract: (a.bid === 'pickUp' ? 'PICK_UP' : a.bid) as ActionFields['contract'] },
      };
    case 'declare':
      return { mutation: 'tarockDeclare', extra: { contract: a.contract as ActionFields['contract'], ...trump } };
    case 'discard':
      return { mutation: 'tarockDiscard', extra: { cards: a.cards, ...trump } };
    case 'play':
      return { mutation: 'tarockPlayCard', extra: { card: a.card } };
  }
}

/** The action of Tarock's strategy `name` for the seat's typed view, or null when it has none to take. */
export function decideTarock(deal: TarockDealFields, name: string, rng: () => number): TarockAction | null {
  const view = toEngineTarockView(deal);
  if (!view.legalActions.length) return null;
  return tarockStrategyNamed(name)(view, view.legalActions, () => Math.floor(rng() * 2 ** 32));
}

export const tarockKit: KitGame = {
  owns: isTarockDeal,
  decide(view, name, rng) {
    const deal = view.match?.deal;
    const action = deal && isTarockDeal(deal) ? decideTarock(deal, name, rng) : null;
    return action && { type: action.type, ...tarockMutationFor(action) };
  },
};

registerKitGame(tarockKit);
