// The GraphQL vocabulary the shared types (tables, legal actions, records, ratings) use across
// games while the schema still names one game's fields beside the other's: the Game enum and
// Bavarian Tarock's enums and table options (RULES.md §10). Without dependencies on the views,
// so every layer above can refer to them.
import { Field, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { ArrayMaxSize, ArrayMinSize, IsBoolean, IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { engineEnum } from '../common/graphql/engine-enum.js';
import type { Mirrors } from '../common/graphql/mirrors.js';
import type { TarockOptions, TarockPresetName } from '../engine/tarock/index.js';
import type { PresetName, RuleOptions } from './match-port.js';

/** The kinds of action of every game (the engines' action types), for legal actions, records and the feed. */
export enum ActionTypeGql {
  BID = 'bid',
  HOLD = 'hold',
  PASS = 'pass',
  PICK_UP_SKAT = 'pickUpSkat',
  DISCARD = 'discard',
  DECLARE = 'declare',
  PLAY = 'play',
  KONTRA = 'kontra',
  RE = 're',
  GIVE_UP = 'giveUp',
  ACCEPT_GIVE_UP = 'acceptGiveUp',
  DECLINE_GIVE_UP = 'declineGiveUp',
  LAY_OPEN = 'layOpen',
  ACCEPT_LAY_OPEN = 'acceptLayOpen',
  CONCEDE = 'concede',
  ACCEPT_GRAND_HAND = 'acceptGrandHand',
  DECLINE_GRAND_HAND = 'declineGrandHand',
}
registerEnumType(ActionTypeGql, { name: 'ActionType' });

export const GameGql = engineEnum('Game', ['skat', 'tarock'] as const, 'The card game a table plays.', {
  skat: 'Skat (RULES.md 1-9).',
  tarock: 'Bavarian Tarock (RULES.md 10): 36 German-suited cards, 11 each and a talon of 3.',
});

/** The games' names as the inputs take them (createTable, the lobby, ratings). */
export const GAME_NAMES = ['skat', 'tarock'] as const;
export const GAME_MESSAGE = 'game must be SKAT or TAROCK';
/** The variants of the games that have some. */
export const VARIANT_NAMES = ['simple', 'haferl'] as const;
export const VARIANT_MESSAGE = 'variant must be SIMPLE or HAFERL';

export const TarockVariantGql = engineEnum('TarockVariant', ['simple', 'haferl'] as const, 'The Bavarian Tarock variant (RULES.md 10.2, 10.3).', {
  simple: 'Simple Tarock: contracts Frage, Heart Frage, Solo, Heart Solo (and Bettel).',
  haferl: 'Haferltarock: a Pick-Up, or a Hand game with a bid target of 61 to 116.',
});

/** A game's variant (only Tarock has variants). */
export const VariantGql = TarockVariantGql;

export const TarockSettlementGql = engineEnum('TarockSettlement', ['pot', 'fixed', 'haferl'] as const, 'How a Tarock deal is paid (RULES.md 10.4).', {
  pot: 'Against a pot everyone paid into; the match ends when the pot is empty or the rounds are done.',
  fixed: 'A fixed tariff per contract, no pot (fixedStakes).',
  haferl: "Haferltarock's settlement: the target's value, with the pot.",
});

export const TarockContractTypeGql = engineEnum(
  'TarockContractType',
  ['FRAGE', 'HEART_FRAGE', 'SOLO', 'HEART_SOLO', 'BETTEL', 'PICK_UP', 'HAND'] as const,
  'A Tarock contract (RULES.md 10.2, 10.3); in simple Tarock also a level of the bidding.',
  {
    FRAGE: 'Simple: takes up the talon, puts 3 away and then names trumps (not Hearts when Heart Frage is played).',
    HEART_FRAGE: 'Simple: a Frage with Hearts as trumps.',
    SOLO: 'Simple: without the talon, trumps named at once (not Hearts).',
    HEART_SOLO: 'Simple: a Solo with Hearts as trumps.',
    BETTEL: 'Simple, with the bettel option: no trumps, the declarer must take no trick.',
    PICK_UP: 'Haferl: takes up the talon, puts 3 away and then names trumps; target 61.',
    HAND: 'Haferl: without the talon, trumps named at once; the target is the highest bid.',
  },
);

export enum TarockSuitGql {
  ACORNS = 'E',
  LEAVES = 'G',
  HEARTS = 'H',
  BELLS = 'S',
}
registerEnumType(TarockSuitGql, {
  name: 'TarockSuit',
  description: 'A German suit (the first letter of a Tarock card: E, G, H, S).',
  valuesMap: {
    ACORNS: { description: 'E (Eichel).' },
    LEAVES: { description: 'G (Gras).' },
    HEARTS: { description: 'H (Herz).' },
    BELLS: { description: 'S (Schellen).' },
  },
});

export const TarockDealPhaseGql = engineEnum(
  'TarockDealPhase',
  ['bidding', 'declaring', 'discarding', 'playing', 'over'] as const,
  'Where a Tarock deal stands.',
  {
    bidding: 'Seats bid in turn (a higher bid is answered hold or pass by its holder).',
    declaring: 'The highest bidder announces the contract.',
    discarding: 'The declarer took up the talon and puts 3 cards away (naming trumps when the contract leaves them open).',
    playing: 'Eleven tricks (Bettel: until the declarer takes one).',
    over: 'The deal is over: every card, the talon, the discards and the seed are public.',
  },
);

export const TarockOutcomeGql = engineEnum('TarockOutcome', ['won', 'lost', 'draw', 'redeal'] as const, 'How a Tarock deal came out.', {
  won: 'The declarer reached the target (Bettel: took no trick).',
  lost: 'The declarer fell short.',
  draw: 'Simple Tarock: the declarer took exactly 60.',
  redeal: 'Everyone passed: nothing is played or paid.',
});

export const TarockCallGql = engineEnum('TarockCall', ['bid', 'hold', 'pass'] as const, 'What a seat said in the Tarock bidding.', {
  bid: 'A bid: a contract level (simple), PICK_UP or a target (Haferl).',
  hold: 'The holder of the highest bid keeps it against a higher bid.',
  pass: 'Out of the bidding.',
});

@ObjectType('TarockRules', { description: 'The options of a Tarock table (RULES.md 10.2-10.4).' })
export class TarockRulesModel {
  @Field(() => TarockVariantGql, { description: 'Simple Tarock or Haferltarock.' }) variant: string;
  @Field(() => Boolean, { description: 'Simple: Heart Frage is a contract of its own, and a Frage names any suit but Hearts.' }) heartFrage: boolean;
  @Field(() => Boolean, { description: 'Simple: Bettel is the highest contract.' }) bettel: boolean;
  @Field(() => Boolean, { description: 'Haferl: a Pick-Up must name Hearts.' }) pickUpHeartsOnly: boolean;
  @Field(() => TarockSettlementGql, { description: 'How deals are paid.' }) settlement: string;
  @Field(() => Int, { description: "Each player's pay-in to the pot." }) potStake: number;
  @Field(() => [Int], { description: 'Fixed tariff for Solos: [61-90, 91 or more or Durch]; a Frage pays half, rounded up.' }) fixedStakes: number[];
}
true satisfies Mirrors<keyof TarockRulesModel, Exclude<keyof TarockOptions, 'players' | 'rounds'>>;

@ObjectType('TarockMatch', { description: 'What a Tarock match adds to the MatchView: its options, the pot and the balances.' })
export class TarockMatchModel {
  @Field(() => TarockRulesModel, { description: 'The table options.' }) rules: TarockRulesModel;
  @Field(() => Int, { nullable: true, description: "The pot's balance now (null without a pot: settlement FIXED). The match ends when it is empty." }) pot:
    number | null;
  @Field(() => Int, { description: 'The pot at the start (players x potStake; 0 without a pot).' }) potStart: number;
  @Field(() => [Int], { description: 'Running balances per player (the same as `totals`).' }) balances: number[];
}

export const toTarockRules = (o: TarockOptions): TarockRulesModel => ({
  variant: o.variant,
  heartFrage: o.heartFrage,
  bettel: o.bettel,
  pickUpHeartsOnly: o.pickUpHeartsOnly,
  settlement: o.settlement,
  potStake: o.potStake,
  fixedStakes: [...o.fixedStakes],
});

export enum Preset {
  STANDARD = 'standard',
  CLUB = 'club',
  PUB = 'pub',
  TOURNAMENT = 'tournament',
  TAROCK = 'tarock',
  TAROCK_BETTEL = 'tarock-bettel',
  HAFERL = 'haferl',
}
registerEnumType(Preset, {
  name: 'Preset',
  description: 'A named bundle of rule options (RULES.md 8; Tarock: RULES.md 10.7).',
  valuesMap: {
    TAROCK: { description: 'Bavarian Tarock, simple, with Heart Frage, settled against a pot.' },
    TAROCK_BETTEL: { description: 'Bavarian Tarock, simple, with Heart Frage and Bettel, a fixed tariff.' },
    HAFERL: { description: 'Haferltarock, its own settlement with a pot.' },
  },
});
true satisfies Mirrors<`${Preset}`, PresetName | TarockPresetName>;

@InputType({ description: 'Rule options to override on top of the preset; omitted ones keep the preset value.' })
export class RuleOverridesInput {
  @Field(() => Boolean, { nullable: true }) @IsOptional() @IsBoolean() kontraRe?: boolean;
  @Field(() => Boolean, { nullable: true }) @IsOptional() @IsBoolean() kontraRequiresBid?: boolean;
  @Field(() => Boolean, { nullable: true }) @IsOptional() @IsBoolean() ramsch?: boolean;
  @Field(() => Boolean, { nullable: true }) @IsOptional() @IsBoolean() bock?: boolean;
  @Field(() => Boolean, { nullable: true }) @IsOptional() @IsBoolean() bockRamschRounds?: boolean;
  @Field(() => Boolean, { nullable: true }) @IsOptional() @IsBoolean() tips?: boolean;
  @Field(() => Boolean, { nullable: true }) @IsOptional() @IsBoolean() tournamentScoring?: boolean;
  @Field(() => Boolean, { nullable: true }) @IsOptional() @IsBoolean() concessions?: boolean;
  @Field(() => Boolean, { nullable: true, description: 'Tarock (simple): Heart Frage is a contract of its own.' })
  @IsOptional()
  @IsBoolean()
  heartFrage?: boolean;
  @Field(() => Boolean, { nullable: true, description: 'Tarock (simple): Bettel is the highest contract.' }) @IsOptional() @IsBoolean() bettel?: boolean;
  @Field(() => Boolean, { nullable: true, description: 'Tarock (Haferl): a Pick-Up must name Hearts.' }) @IsOptional() @IsBoolean() pickUpHeartsOnly?: boolean;
  @Field(() => TarockSettlementGql, { nullable: true, description: 'Tarock: how deals are paid (POT, FIXED; HAFERL for the Haferl variant).' })
  @IsOptional()
  @IsIn(['pot', 'fixed', 'haferl'], { message: 'settlement must be POT, FIXED or HAFERL' })
  settlement?: TarockOptions['settlement'];
  @Field(() => Int, { nullable: true, description: "Tarock: each player's pay-in to the pot (1-100000)." })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(100000)
  potStake?: number;
  @Field(() => [Int], { nullable: true, description: 'Tarock: the fixed tariff for Solos [61-90, 91 or more or Durch] (each 1-100000).' })
  @IsOptional()
  @ArrayMinSize(2, { message: 'fixedStakes takes two values' })
  @ArrayMaxSize(2, { message: 'fixedStakes takes two values' })
  @IsInt({ each: true })
  @Min(1, { each: true })
  @Max(100000, { each: true })
  fixedStakes?: number[];
}
/** The rule options of Bavarian Tarock that `rules` takes (RULES.md 10.2-10.4). */
const TAROCK_RULE_NAMES = ['heartFrage', 'bettel', 'pickUpHeartsOnly', 'settlement', 'potStake', 'fixedStakes'] as const;
true satisfies Mirrors<keyof RuleOverridesInput, keyof RuleOptions | (typeof TAROCK_RULE_NAMES)[number]>;
true satisfies Mirrors<(typeof TAROCK_RULE_NAMES)[number], Exclude<keyof TarockOptions, 'players' | 'rounds' | 'variant'>>;

/** The phase shortcut of TableView, for any game: every phase of every game's own view (SkatDealPhase, TarockDealPhase). */
export const DealPhaseShortcutGql = engineEnum(
  'DealPhase',
  ['bidding', 'grandHandOffer', 'skatDecision', 'discarding', 'declaring', 'playing', 'over'] as const,
  "Where the current deal stands, in any game: the phases of every game's own view (SkatDealPhase, TarockDealPhase).",
  {
    bidding: 'Seats bid.',
    grandHandOffer: 'Skat: seats in turn accept or decline a Grand Hand (a Ramsch deal of a Bock/Ramsch round).',
    skatDecision: 'Skat: the declarer picks up the skat or declares a Hand game.',
    discarding: 'The declarer puts cards away (Skat: two of 12; Tarock: 3 after taking up the talon).',
    declaring: 'The declarer announces the game or contract.',
    playing: 'Tricks are played.',
    over: 'The deal is over: every card and the seed are public.',
  },
);
