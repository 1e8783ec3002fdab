// GraphQL types shared by the views, events and score sheet: cards, tricks, the game declared
// (a Contract), game results and score rows. Each is a mapping of an engine type (src/engine
// types.ts, deal/state.ts, match/types.ts). Game-generic parts are interfaces (Contract,
// ScoreRow) so another game (contracts instead of bid values, a pot ledger) adds
// implementations, not a second API: its objects carry their type's name as `typename`. Seats inside a deal are deal seats: 0 forehand,
// 1 middlehand, 2 rearhand; `players`/`seats` fields map them to player indices.
import { Field, Int, InterfaceType, ObjectType, registerEnumType } from '@nestjs/graphql';
import { CardScalar } from '../common/graphql/card.scalar.js';
import { engineEnum } from '../common/graphql/engine-enum.js';
import type { Mirrors } from '../common/graphql/mirrors.js';
import type { RuleOptions, SkatActionBody as ActionBody } from './match-port.js';

export enum GameTypeGql {
  CLUBS = 'C',
  SPADES = 'S',
  HEARTS = 'H',
  DIAMONDS = 'D',
  GRAND = 'G',
  NULL = 'N',
}
registerEnumType(GameTypeGql, { name: 'GameType', description: 'Suit games (trump suit), Grand or Null.' });
true satisfies Mirrors<`${GameTypeGql}`, Extract<ActionBody, { type: 'declare' }>['game']>;

export const DealModeGql = engineEnum('DealMode', ['normal', 'ramsch', 'grandHandOffer'] as const, 'How a deal is played.', {
  normal: 'Bidding, then a game.',
  ramsch: 'Everyone for themselves, Jacks only trumps; the most card points lose.',
  grandHandOffer: 'A Ramsch deal of a Bock/Ramsch round: the seats are first offered a Grand Hand in turn.',
});
export const DealPhaseGql = engineEnum(
  'SkatDealPhase',
  ['grandHandOffer', 'bidding', 'skatDecision', 'discarding', 'declaring', 'playing', 'over'] as const,
  'Where a Skat deal stands.',
  {
    grandHandOffer: 'Seats in turn accept or decline a Grand Hand (a Ramsch deal of a Bock/Ramsch round).',
    skatDecision: 'The declarer picks up the skat or declares a Hand game.',
    discarding: 'The declarer holds 12 cards and puts two away.',
    declaring: 'After discarding: the declarer declares the game.',
  },
);
export const GameEndGql = engineEnum(
  'GameEnd',
  ['played', 'givenUp', 'layOpenAccepted', 'layOpenBroken', 'conceded', 'nullTrick'] as const,
  'How a game ended.',
  {
    played: 'All ten tricks were played.',
    givenUp: 'The defenders gave up.',
    layOpenAccepted: "The defenders accepted the declarer's claim.",
    layOpenBroken: 'The declarer laid open and the claim failed.',
    conceded: 'The declarer conceded.',
    nullTrick: 'The Null declarer took a trick.',
  },
);
export const DealResultKindGql = engineEnum('DealResultKind', ['passed', 'game', 'ramsch'] as const, 'What a deal came to.', {
  passed: 'Everyone passed (no Ramsch): nobody scores.',
  game: 'A declared game.',
  ramsch: 'A Ramsch.',
});
export const LevelNameGql = engineEnum(
  'LevelName',
  ['matadors', 'game', 'hand', 'schneider', 'schneiderAnnounced', 'schwarz', 'schwarzAnnounced', 'ouvert', 'tip'] as const,
  'One step of the multiplier of a suit or Grand game (RULES.md 4).',
);
export const BockTriggerGql = engineEnum(
  'BockTrigger',
  ['split60', 'grandHand', 'kontraLost', 're', 'lostWith60', 'won120'] as const,
  'Why a deal started a Bock (or Bock/Ramsch) round.',
  {
    split60: 'Declarer and defenders on 60 each (Bock rounds).',
    grandHand: 'A Grand Hand, won or lost (Bock rounds).',
    kontraLost: 'Kontra was said and the defenders lost.',
    re: 'Re was said.',
    lostWith60: 'The declarer lost with exactly 60 (Bock/Ramsch rounds).',
    won120: 'The declarer won with all 120 card points (Bock/Ramsch rounds).',
  },
);
export const BockRoundKindGql = engineEnum('BockRoundKind', ['bock', 'bockRamsch'] as const, 'Bock rounds (seeds/000) or Bock/Ramsch rounds (seeds/001).');
export const MultiplierKindGql = engineEnum('MultiplierKind', ['kontra', 're', 'bock', 'jungfrau'] as const, 'A doubling applied to a deal score.');

@ObjectType('SeatCard', { description: 'A card and the deal seat that played it.' })
export class SeatCardModel {
  @Field(() => Int, { description: 'Deal seat: 0 forehand, 1 middlehand, 2 rearhand.' }) seat: number;
  @Field(() => CardScalar, { description: 'The card.' }) card: string;
}

@ObjectType('Trick', { description: 'A finished trick.' })
export class TrickModel {
  @Field(() => Int, { description: 'The deal seat that led.' }) leader: number;
  @Field(() => [SeatCardModel], { description: 'The cards in play order, leader first.' }) cards: SeatCardModel[];
  @Field(() => Int, { description: 'The deal seat that took the trick.' }) winner: number;
  @Field(() => Int, { description: 'Card points in the trick.' }) points: number;
}

@ObjectType('CurrentTrick', { description: 'The trick being played.' })
export class CurrentTrickModel {
  @Field(() => Int, { description: 'The deal seat that leads (or led) it.' }) leader: number;
  @Field(() => [SeatCardModel], { description: 'The cards played so far, leader first.' }) cards: SeatCardModel[];
}

@InterfaceType('Contract', {
  description: 'The game a declarer plays, in any game (Skat: a game type and its announcements). Switch on __typename for the details.',
  resolveType: (c: { typename?: string }) => c.typename ?? 'SkatContract',
})
export abstract class ContractModel {
  @Field(() => String, { description: 'A short label for people, in the words of its game.' }) label: string;
}

@ObjectType('SkatContract', { implements: () => [ContractModel], description: 'A Skat declaration: the game type and what was announced.' })
export class SkatContractModel implements ContractModel {
  @Field(() => String, { description: 'A short label for people, e.g. "Grand Hand" or "Clubs, Schneider announced".' }) label: string;
  @Field(() => GameTypeGql, { description: 'The game type: a trump suit, Grand or Null.' }) game: GameTypeGql;
  @Field(() => Boolean, { description: 'Played without picking up the skat.' }) hand: boolean;
  @Field(() => Boolean, { description: "The declarer's hand is open to everyone." }) ouvert: boolean;
  @Field(() => Boolean, { description: 'Schneider announced (Hand games).' }) schneiderAnnounced: boolean;
  @Field(() => Boolean, { description: 'Schwarz announced (Hand games).' }) schwarzAnnounced: boolean;
  @Field(() => Boolean, { description: 'Tips option: last trick announced with the trump 7 (DJ in Grand).' }) tip: boolean;
}

@ObjectType('Level', { description: 'One step of the multiplier: e.g. matadors x2, hand x1.' })
export class LevelModel {
  @Field(() => LevelNameGql, { description: 'The step.' }) name: string;
  @Field(() => Int, { description: 'How many times this step counts.' }) count: number;
}

@ObjectType('SkatGameResult', { description: 'How a suit, Grand or Null game came out, with the whole value breakdown. Seats are deal seats.' })
export class SkatGameResultModel {
  @Field(() => Int, { description: 'The declarer (deal seat).' }) declarer: number;
  @Field(() => SkatContractModel, { description: 'The game declared.' }) contract: SkatContractModel;
  @Field(() => Int, { description: 'The value the declarer had to reach (0 for a Grand Hand from a Ramsch offer).' }) bid: number;
  @Field(() => Boolean, { description: 'The declarer won.' }) won: boolean;
  @Field(() => GameEndGql, { description: 'How the game ended.' }) end: string;
  @Field(() => Int, { description: '+n "with n", -n "without n"; 0 for Null.' }) matadors: number;
  @Field(() => Int, { description: 'Base value: 9..12 for suits, 24 Grand; the fixed value for Null.' }) base: number;
  @Field(() => [LevelModel], { description: 'The multiplier, step by step (empty for Null).' }) levels: LevelModel[];
  @Field(() => Int, { description: 'base x levels (Null: the fixed value).' }) gameValue: number;
  @Field(() => Boolean, { description: 'The game value fell short of the bid.' }) overbid: boolean;
  @Field(() => Int, { description: 'The value scored: the game value, or on overbid the smallest multiple of base reaching the bid.' }) value: number;
  @Field(() => Int, { description: 'Card points of the declarer (skat included).' }) declarerPoints: number;
  @Field(() => Int, { description: 'Card points of the defenders.' }) defenderPoints: number;
  @Field(() => Int, { description: 'Tricks the declarer took.' }) declarerTricks: number;
  @Field(() => Boolean, { description: 'Schneider: the losing side took 30 card points or fewer.' }) schneider: boolean;
  @Field(() => Boolean, { description: 'Schwarz: the losing side took no trick.' }) schwarz: boolean;
  @Field(() => Boolean, { nullable: true, description: 'Whether an announced tip was made (null when none was announced).' }) tipMade: boolean | null;
  @Field(() => Boolean, { description: 'Kontra was said.' }) kontra: boolean;
  @Field(() => Boolean, { description: 'Re was said.' }) re: boolean;
  @Field(() => Int, { nullable: true, description: 'The defender who said Kontra (deal seat).' }) kontraBy: number | null;
  @Field(() => Int, { description: 'Standard score for the declarer: +value or -2 x value, x2 for Kontra, x2 for Re (no Bock, no Seeger-Fabian).' })
  score: number;
}

@ObjectType('RamschResult', { description: 'How a Ramsch came out, by deal seat (scores before any Bock doubling).' })
export class RamschResultModel {
  @Field(() => [Int], { description: 'Card points per deal seat, skat included.' }) cardPoints: number[];
  @Field(() => [Int], { description: 'Tricks per deal seat.' }) tricks: number[];
  @Field(() => [Int], { description: 'Deal seats with the most card points (several on a tie); empty on a Durchmarsch.' }) losers: number[];
  @Field(() => Boolean, { description: 'A player took no trick: the score doubles.' }) jungfrau: boolean;
  @Field(() => Int, { nullable: true, description: 'The deal seat that took every trick.' }) durchmarsch: number | null;
  @Field(() => [Int], { description: 'Score per deal seat (before Bock).' }) scores: number[];
}

@ObjectType('SkatDealResult', { description: 'What a Skat deal came to: `game` for a game, `ramsch` for a Ramsch, neither when passed in.' })
export class SkatDealResultModel {
  @Field(() => DealResultKindGql, { description: 'Passed in, a game, or a Ramsch.' }) kind: string;
  @Field(() => SkatGameResultModel, { nullable: true, description: 'The game (kind GAME).' }) game: SkatGameResultModel | null;
  @Field(() => RamschResultModel, { nullable: true, description: 'The Ramsch (kind RAMSCH).' }) ramsch: RamschResultModel | null;
}

@ObjectType('BockMark', { description: 'Why a deal is a Bock deal (scores doubled).' })
export class BockMarkModel {
  @Field(() => Int, { description: 'The round (1-based within the match).' }) round: number;
  @Field(() => Int, { description: 'The deal whose result started the round.' }) triggerDeal: number;
  @Field(() => [BockTriggerGql], { description: 'What the triggering deal did.' }) triggers: string[];
  @Field(() => Int, { description: "1-based position of this deal among the round's Bock deals." }) index: number;
  @Field(() => Int, { description: 'How many Bock deals the round has.' }) of: number;
}

@ObjectType('RamschRoundMark', { description: 'A Ramsch deal of a Bock/Ramsch round.' })
export class RamschRoundMarkModel {
  @Field(() => Int, { description: 'The round (1-based within the match).' }) round: number;
  @Field(() => Int, { description: 'The deal whose result started the round.' }) triggerDeal: number;
  @Field(() => [BockTriggerGql], { description: 'What the triggering deal did.' }) triggers: string[];
  @Field(() => Int, { description: "1-based position among the round's Ramsch deals." }) index: number;
  @Field(() => Int, { description: 'How many Ramsch deals the round has so far (an accepted Grand Hand adds one).' }) of: number;
  @Field(() => Boolean, { description: 'The Grand Hand offer was skipped: three Grand Hands in a row.' }) forced: boolean;
}

@ObjectType('Multiplier', { description: 'A doubling applied to a deal score.' })
export class MultiplierModel {
  @Field(() => MultiplierKindGql, { description: 'Kontra, Re, Bock or Jungfrau.' }) kind: string;
  @Field(() => Int, { description: 'The factor (2).' }) factor: number;
  @Field(() => Int, { nullable: true, description: 'Kontra, Re: the player who said it.' }) by: number | null;
  @Field(() => BockMarkModel, { nullable: true, description: 'Bock: why the deal is a Bock deal.' }) reason: BockMarkModel | null;
}

@ObjectType('RamschSheet', { description: 'A Ramsch on the score sheet, by player (null for the dealer sitting out).' })
export class RamschSheetModel {
  @Field(() => [Int], { nullable: 'itemsAndList', description: 'Card points per player, skat included.' }) cardPoints: (number | null)[];
  @Field(() => [Int], { nullable: 'itemsAndList', description: 'Tricks per player.' }) tricks: (number | null)[];
  @Field(() => [Int], { description: 'Players with the most card points; empty on a Durchmarsch.' }) losers: number[];
  @Field(() => Boolean, { description: 'A player took no trick: the score doubled.' }) jungfrau: boolean;
  @Field(() => Int, { nullable: true, description: 'The player who took every trick.' }) durchmarsch: number | null;
}

@ObjectType('SeegerFabian', { description: 'The columns of Seeger-Fabian (tournament) scoring for a game (RULES.md 5).' })
export class SeegerFabianModel {
  @Field(() => Int, { description: "The declarer's value part: the standard score with Kontra, Re and Bock." }) valueScore: number;
  @Field(() => Int, { description: '+50 won, -50 lost, to the declarer.' }) declarerBonus: number;
  @Field(() => Int, { description: 'On a loss: 40 (three players) or 30 (four) to every other player; 0 on a win.' }) othersBonus: number;
}

@InterfaceType('ScoreRow', {
  description: "One deal's row on a score sheet, in any game. Switch on __typename for the game's breakdown.",
  resolveType: (r: { typename?: string }) => r.typename ?? 'SkatScoreRow',
})
export abstract class ScoreRowModel {
  @Field(() => Int, { description: '1-based deal number.' }) deal: number;
  @Field(() => Int, { description: 'The player who dealt.' }) dealer: number;
  @Field(() => [Int], { description: 'Deal seat -> player: [forehand, middlehand, rearhand].' }) seats: number[];
  @Field(() => Int, { nullable: true, description: 'The player sitting out (four at the table: the dealer).' }) sittingOut: number | null;
  @Field(() => [Int], { description: "This deal's score per player." }) scores: number[];
  @Field(() => [Int], { description: 'Running totals per player after this deal.' }) totals: number[];
  @Field(() => String, { description: "The deal's seed (public once the deal is over)." }) seed: string;
}

@ObjectType('SkatScoreRow', {
  implements: () => [ScoreRowModel],
  description: 'A Skat deal on the score sheet: the game or Ramsch with its breakdown, Bock and the multipliers.',
})
export class SkatScoreRowModel implements ScoreRowModel {
  deal: number;
  dealer: number;
  seats: number[];
  sittingOut: number | null;
  scores: number[];
  totals: number[];
  seed: string;
  @Field(() => DealModeGql, { description: 'How the deal was played.' }) mode: string;
  @Field(() => DealResultKindGql, { description: 'Passed in, a game, or a Ramsch.' }) kind: string;
  @Field(() => Int, {
    nullable: true,
    description: 'The declarer (deal seat, as `game.declarer` and the view; `seats[declarer]` is the player); null without one.',
  })
  declarer: number | null;
  @Field(() => SkatGameResultModel, { nullable: true, description: 'The game and its breakdown (seats as in the deal: see `seats`).' })
  game: SkatGameResultModel | null;
  @Field(() => RamschSheetModel, { nullable: true, description: 'The Ramsch, by player.' }) ramsch: RamschSheetModel | null;
  @Field(() => BockMarkModel, { nullable: true, description: 'Why this is a Bock deal (null when it is not).' }) bock: BockMarkModel | null;
  @Field(() => RamschRoundMarkModel, { nullable: true, description: 'This is a Ramsch deal of a Bock/Ramsch round.' }) ramschRound: RamschRoundMarkModel | null;
  @Field(() => [MultiplierModel], { description: 'Every doubling that applied: Kontra, Re, Bock, Jungfrau.' }) multipliers: MultiplierModel[];
  @Field(() => [BockTriggerGql], { description: 'What this deal triggered (a round starts after it).' }) triggers: string[];
  @Field(() => SeegerFabianModel, { nullable: true, description: 'Tournament scoring only, for a game: the value part and the 50/40/30 columns.' })
  seegerFabian: SeegerFabianModel | null;
}

@ObjectType('SkatRules', { description: 'The rule options of a Skat table (each independent; see RULES.md 7).' })
export class RulesModel {
  @Field(() => Boolean, { description: 'Kontra and Re.' }) kontraRe: boolean;
  @Field(() => Boolean, { description: 'Only a defender who bid or held at least 18 may say Kontra.' }) kontraRequiresBid: boolean;
  @Field(() => Boolean, { description: 'All pass: a Ramsch is played instead of a redeal.' }) ramsch: boolean;
  @Field(() => Boolean, { description: 'Bock rounds (seeds/000).' }) bock: boolean;
  @Field(() => Boolean, { description: 'Bock/Ramsch rounds (seeds/001).' }) bockRamschRounds: boolean;
  @Field(() => Boolean, { description: 'Tips: last trick with the trump 7 (DJ in Grand), +2 levels.' }) tips: boolean;
  @Field(() => Boolean, { description: 'Seeger-Fabian scoring (+50/-50, 40 or 30 to the others on a loss).' }) tournamentScoring: boolean;
  @Field(() => Boolean, { description: 'Give up, lay open and concede (RULES.md 6).' }) concessions: boolean;
}
true satisfies Mirrors<keyof RulesModel, keyof RuleOptions>;

true satisfies Mirrors<keyof RulesModel, keyof RuleOptions>;

export const BidCallKindGql = engineEnum('BidCallKind', ['bid', 'hold', 'pass'] as const, 'What a seat said in the bidding.');

@ObjectType('BidCall', { description: 'One call of the bidding.' })
export class BidCallModel {
  @Field(() => Int, { description: 'Deal seat.' }) seat: number;
  @Field(() => BidCallKindGql, { description: 'Bid, hold or pass.' }) call: string;
  @Field(() => Int, { description: 'The value said, held, or standing at the pass.' }) value: number;
}
