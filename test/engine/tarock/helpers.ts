// Builders for Tarock tests: a deal from chosen hands, and actions by name.
import {
  applyTarock,
  createTarockDeal,
  parseTCard,
  T_RANKS,
  T_SUITS,
  type TarockAction,
  type TarockDealRules,
  type TarockDealState,
  type TBid,
  type TSeat,
} from '../../../src/engine/tarock/index';

export const SIMPLE: TarockDealRules = { variant: 'simple', heartFrage: true, bettel: false, pickUpHeartsOnly: false };
export const HAFERL: TarockDealRules = { variant: 'haferl', heartFrage: false, bettel: false, pickUpHeartsOnly: false };

export const ALL_CARDS = T_SUITS.flatMap((s) => T_RANKS.map((r) => s + r));

/** A deal with the given hands (forehand, middlehand, rearhand); the cards left over form the talon. */
export function dealOf(rules: TarockDealRules, hands: string[][]): TarockDealState {
  const given = hands.flat();
  const talon = ALL_CARDS.filter((c) => !given.includes(c));
  if (given.length !== 33 || talon.length !== 3) throw new Error('hands must hold 33 different cards');
  return createTarockDeal(
    rules,
    'test',
    [...given, ...talon].map((c) => parseTCard(c)!),
  );
}

/** Applies actions in order and fails loudly on a refusal. */
export function run(s: TarockDealState, actions: TarockAction[]): TarockDealState {
  for (const a of actions) {
    const r = applyTarock(s, a);
    if (!r.ok) throw new Error(`${JSON.stringify(a)}: ${r.error.code} ${r.error.message}`);
    s = r.state;
  }
  return s;
}

export const bid = (seat: TSeat, b: TBid): TarockAction => ({ type: 'bid', seat, bid: b });
export const play = (seat: TSeat, card: string): TarockAction => ({ type: 'play', seat, card });

/** Hands used by several tests: forehand long in Acorns, middlehand in Leaves, rearhand in Bells. */
export const HANDS = [
  ['EA', 'ET', 'EK', 'EO', 'EU', 'E9', 'E8', 'E7', 'E6', 'GA', 'HA'],
  ['GT', 'GK', 'GO', 'GU', 'G9', 'G8', 'G7', 'G6', 'HT', 'HK', 'HO'],
  ['SA', 'ST', 'SK', 'SO', 'SU', 'S9', 'S8', 'S7', 'HU', 'H9', 'H8'],
];
// talon: H7 H6 S6
