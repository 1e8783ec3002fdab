// The typed view of a running match for one caller: MatchView (the match-level part) and
// DealView (the current deal). DealView is an interface so another game (Bavarian Tarock)
// adds its own implementation beside SkatDealView. Built only from the engine's viewMatch for
// the caller (deal-view.mappers.ts), so it holds nothing that caller may not see. Seats inside
// a deal are deal seats (0 forehand, 1 middlehand, 2 rearhand); `players` maps them to players.
import { Field, Int, InterfaceType, ObjectType, registerEnumType } from '@nestjs/graphql';
import { LegalAction } from '../actions/legal-action.models.js';
import { CardScalar } from '../common/graphql/card.scalar.js';
import { engineEnum } from '../common/graphql/engine-enum.js';
import {
  BockMarkModel,
  BockRoundKindGql,
  BockTriggerGql,
  ContractModel,
  CurrentTrickModel,
  DealModeGql,
  DealPhaseGql,
  GameEndGql,
  RamschRoundMarkModel,
  ScoreRowModel,
  SkatContractModel,
  SkatDealResultModel,
  TrickModel,
} from '../game/game.models.js';
import type { Mirrors } from '../common/graphql/mirrors.js';
import type { RuleOptions } from '../game/match-port.js';
import { GameGql, TarockMatchModel } from '../game/schema-vocabulary.js';
import { rowsCost } from '../limits/request-cost.js';
import { TableRules } from './table-rules.models.js';

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

export const BidCallKindGql = engineEnum('BidCallKind', ['bid', 'hold', 'pass'] as const, 'What a seat said in the bidding.');

export enum BidSpeaker {
  BIDDER = 'bidder',
  ANSWERER = 'answerer',
}
registerEnumType(BidSpeaker, { name: 'BidSpeaker', description: 'In the bidding: whether the seat that says values or the seat that answers is to speak.' });

@ObjectType('BidCall', { description: 'One call of the bidding.' })
export class BidCallModel {
  @Field(() => Int, { description: 'Deal seat.' }) seat: number;
  @Field(() => BidCallKindGql, { description: 'Bid, hold or pass.' }) call: string;
  @Field(() => Int, { description: 'The value said, held, or standing at the pass.' }) value: number;
}

@ObjectType('Bidding', { description: 'The bidding of a Skat deal (RULES.md 2).' })
export class BiddingModel {
  @Field(() => Int, { description: '0: middlehand bids to forehand; 1: rearhand bids to the survivor; 2: forehand alone may take 18; 3: done.' }) stage: number;
  @Field(() => Int, { nullable: true, description: 'The deal seat that says values (null once the bidding is done).' }) bidder: number | null;
  @Field(() => Int, { nullable: true, description: 'The deal seat that holds or passes.' }) answerer: number | null;
  @Field(() => BidSpeaker, { nullable: true, description: 'Who is to speak (null once the bidding is done).' }) awaiting: BidSpeaker | null;
  @Field(() => Int, { description: 'The highest value said or held (0: none).' }) value: number;
  @Field(() => [Boolean], { description: 'Per deal seat: has passed.' }) passed: boolean[];
  @Field(() => [BidCallModel], { description: 'Every call, in order.' }) history: BidCallModel[];
}

@ObjectType('GiveUp', { description: "A defenders' give-up in progress (RULES.md 6)." })
export class GiveUpModel {
  @Field(() => [Int], { description: 'Deal seats that proposed to give up.' }) proposedBy: number[];
  @Field(() => Int, { nullable: true, description: 'The deal seat that must accept or decline now.' }) pending: number | null;
}

@ObjectType('DealRoles', { description: 'Who plays which role in the deal, as player indices.' })
export class DealRolesModel {
  @Field(() => Int, { description: 'The player in forehand (leads the first trick, is bid to first).' }) forehand: number;
  @Field(() => Int, { description: 'The player in middlehand (bids first).' }) middlehand: number;
  @Field(() => Int, { description: 'The player in rearhand.' }) rearhand: number;
  @Field(() => Int, { nullable: true, description: 'Four at the table: the dealer, who sits this deal out.' }) sittingOut: number | null;
}

@InterfaceType('DealView', {
  description: 'The current deal as the caller may see it, in any game. Switch on __typename (SkatDealView) for the game-specific fields.',
  resolveType: (v: DealViewModel) => v.typename,
})
export abstract class DealViewModel {
  /** The GraphQL object type (not a field): the game's mapper sets it, resolveType reads it. */
  typename: string;
  @Field(() => [Int], { description: 'Deal seat -> player index.' }) players: number[];
  @Field(() => Int, { nullable: true, description: "The caller's deal seat (null for a spectator or the player sitting out)." }) seat: number | null;
  @Field(() => Int, { nullable: true, description: 'The deal seat to play or speak; null when none.' }) turn: number | null;
  @Field(() => [Int], { description: 'Every deal seat that may act now (e.g. a defender who may still say Kontra).' }) toAct: number[];
  @Field(() => [LegalAction], { description: "The caller's legal actions now (empty for spectators and when the caller may not act)." })
  legalActions: LegalAction[];
  @Field(() => [CardScalar], { nullable: true, description: "The caller's own hand (null for a spectator)." }) hand: string[] | null;
  @Field(() => [Int], { description: "Cards in each deal seat's hand." }) handSizes: number[];
  @Field(() => Int, { nullable: true, description: 'The declarer (deal seat); null before one is known and in a Ramsch.' }) declarer: number | null;
  @Field(() => ContractModel, { nullable: true, description: 'The game declared; null before the declaration.' }) contract: ContractModel | null;
  @Field(() => CurrentTrickModel, { description: 'The trick being played (no cards before the first lead).' }) currentTrick: CurrentTrickModel;
  @Field(() => TrickModel, { nullable: true, description: 'The last finished trick (null before the first one).' }) lastTrick: TrickModel | null;
  @Field(() => [TrickModel], { description: 'Every finished trick, in order.' }) tricks: TrickModel[];
  @Field(() => [Int], { description: 'Tricks won per deal seat (public).' }) tricksWon: number[];
  @Field(() => [Int], { description: 'Card points of won tricks per deal seat (public; skat and discards not included).' }) trickPoints: number[];
  @Field(() => Boolean, { description: 'The deal is over (then everything is public: dealt, seed, result).' }) over: boolean;
  @Field(() => [[CardScalar]], { nullable: true, description: 'The hands as dealt, per deal seat: only once the deal is over.' }) dealt: string[][] | null;
  @Field(() => String, {
    description: 'How the deck came from the seed (docs/fair-deals.md): skat-deal-v2, or skat-deal-v1 for matches started before commitments.',
  })
  scheme: string;
  @Field(() => String, {
    nullable: true,
    description:
      "SHA-256 of the scheme and the deal's secret seed, public from the deal's start so the deck is fixed before anyone acts (null: the scheme makes none).",
  })
  commitment: string | null;
  @Field(() => [String], {
    description: "The players' entropy mixed into the shuffle, in player order ('' for a player who gave none; empty when the scheme takes none).",
  })
  entropy: string[];
  @Field(() => String, { nullable: true, description: "The deal's seed: only once the deal is over (then it checks `commitment` and recomputes the deck)." })
  seed: string | null;
}

/**
 * The interface's fields as plain properties, for each game's view to extend: GraphQL takes their
 * types and descriptions from DealView, so they are declared once here, without decorators.
 */
export abstract class DealViewFields implements DealViewModel {
  typename: string;
  players: number[];
  seat: number | null;
  turn: number | null;
  toAct: number[];
  legalActions: LegalAction[];
  hand: string[] | null;
  handSizes: number[];
  declarer: number | null;
  contract: ContractModel | null;
  currentTrick: CurrentTrickModel;
  lastTrick: TrickModel | null;
  tricks: TrickModel[];
  tricksWon: number[];
  trickPoints: number[];
  over: boolean;
  dealt: string[][] | null;
  scheme: string;
  commitment: string | null;
  entropy: string[];
  seed: string | null;
}

@ObjectType('SkatDealView', { implements: () => [DealViewModel], description: 'A Skat deal as the caller may see it.' })
export class SkatDealViewModel extends DealViewFields {
  @Field(() => DealPhaseGql, { description: 'Where the deal stands.' }) phase: string;
  @Field(() => DealModeGql, { description: 'How this deal is played.' }) mode: string;
  @Field(() => RulesModel, { description: 'The rule options this deal is played with.' }) rules: RulesModel;
  @Field(() => DealRolesModel, { description: 'Forehand, middlehand, rearhand and the player sitting out, as player indices.' }) roles: DealRolesModel;
  @Field(() => BiddingModel, { description: 'The bidding: current value, who bids, who answers, who passed, every call.' }) bidding: BiddingModel;
  @Field(() => Int, { nullable: true, description: 'Grand Hand offer: the deal seat asked now.' }) grandHandOfferTurn: number | null;
  @Field(() => Int, { description: 'The value the declarer must reach (0 without bidding).' }) bid: number;
  @Field(() => Boolean, { description: 'The declarer picked up the skat.' }) pickedUp: boolean;
  @Field(() => SkatContractModel, { nullable: true, description: 'The declared game (the same as `contract`, typed for Skat).' })
  declaration: SkatContractModel | null;
  @Field(() => Boolean, { description: 'Kontra was said.' }) kontra: boolean;
  @Field(() => Int, { nullable: true, description: 'The defender who said Kontra (deal seat).' }) kontraBy: number | null;
  @Field(() => Boolean, { description: 'Re was said.' }) re: boolean;
  @Field(() => [CardScalar], { nullable: true, description: 'The skat: the declarer after the pick-up, everyone once the deal is over; null otherwise.' })
  skat: string[] | null;
  @Field(() => [CardScalar], { nullable: true, description: "The declarer's discards: the declarer only, everyone once the deal is over." }) discards:
    string[] | null;
  @Field(() => [CardScalar], { nullable: true, description: "The declarer's hand when Ouvert or laid open (public)." }) openHand: string[] | null;
  @Field(() => GiveUpModel, { description: "The defenders' give-up in progress." }) giveUp: GiveUpModel;
  @Field(() => Boolean, { description: 'The declarer laid the hand open as a claim.' }) layOpen: boolean;
  @Field(() => [Int], { description: 'Defenders (deal seats) who accepted the claim.' }) layOpenAccepted: number[];
  @Field(() => GameEndGql, { nullable: true, description: 'How the game ended (null while it runs).' }) end: string | null;
  @Field(() => SkatDealResultModel, { nullable: true, description: 'The result, once the deal is over.' }) result: SkatDealResultModel | null;
}

@ObjectType('MatchConfig', { description: 'A match: table size, rounds and rule options.' })
export class MatchConfigModel {
  @Field(() => Int, { description: 'Table size: 3 or 4.' }) players: number;
  @Field(() => Int, { description: 'A round is one deal per player.' }) rounds: number;
  @Field(() => TableRules, { description: "The rule options, in the table's game's shape." }) rules: object;
}

@ObjectType('BockRound', { description: 'A Bock (or Bock/Ramsch) round that is running or queued.' })
export class BockRoundModel {
  @Field(() => Int, { description: 'The round (1-based within the match).' }) round: number;
  @Field(() => BockRoundKindGql, { description: 'Bock round or Bock/Ramsch round.' }) kind: string;
  @Field(() => Int, { description: 'The deal whose result started the round.' }) triggerDeal: number;
  @Field(() => [BockTriggerGql], { description: 'What the triggering deal did.' }) triggers: string[];
  @Field(() => Int, { description: 'Bock deals still owed.' }) bockLeft: number;
  @Field(() => Int, { description: 'Ramsch deals still owed (Bock/Ramsch rounds).' }) ramschLeft: number;
}

@ObjectType('MatchView', { description: 'The match as the caller sees it: configuration, deal number, dealer, totals, the score sheet and the current deal.' })
export class MatchViewModel {
  @Field(() => MatchConfigModel, { description: 'Table size, rounds and rule options.' }) config: MatchConfigModel;
  @Field(() => Int, { description: 'Deals in the match.' }) totalDeals: number;
  @Field(() => Int, { description: 'The current deal, 1-based (the last one once the match is over).' }) dealNumber: number;
  @Field(() => Int, { description: 'The player who dealt the current deal.' }) dealer: number;
  @Field(() => [Int], { description: 'Deal seat -> player: [forehand, middlehand, rearhand].' }) seats: number[];
  @Field(() => Int, { nullable: true, description: 'The player sitting out this deal (four at the table).' }) sittingOut: number | null;
  @Field(() => Int, { nullable: true, description: "The caller's deal seat (null for a spectator or the player sitting out)." }) seat: number | null;
  @Field(() => Int, { nullable: true, description: 'The player to play or speak; null when none.' }) turn: number | null;
  @Field(() => [Int], { description: 'Every player who may act now.' }) toAct: number[];
  @Field(() => DealModeGql, { description: 'How the current deal is played.' }) mode: string;
  @Field(() => BockMarkModel, { nullable: true, description: 'The current deal is a Bock deal: why.' }) bock: BockMarkModel | null;
  @Field(() => RamschRoundMarkModel, { nullable: true, description: 'The current deal is a Ramsch deal of a Bock/Ramsch round.' })
  ramschRound: RamschRoundMarkModel | null;
  @Field(() => [BockRoundModel], { description: 'The running round (what it still owes) and the queued ones.' }) bockQueue: BockRoundModel[];
  @Field(() => [Int], { description: 'Running totals per player.' }) totals: number[];
  @Field(() => [ScoreRowModel], { description: 'Every finished deal.', middleware: [rowsCost] }) sheet: ScoreRowModel[];
  @Field(() => Boolean, { description: 'The match is over.' }) over: boolean;
  @Field(() => String, { nullable: true, description: "The match's seed: only once the match is over." }) seed: string | null;
  @Field(() => DealViewModel, { description: 'The current deal as the caller may see it.' }) deal: DealViewModel;
  @Field(() => GameGql, {
    description:
      'The game the match plays. At a Tarock table `config.rules` (Skat options) are all false, `mode` is NORMAL and there is no Bock; `tarock` holds its options, pot and balances.',
  })
  game: string;
  @Field(() => TarockMatchModel, { nullable: true, description: 'A Tarock match: its options, the pot and the balances (null for Skat).' })
  tarock: TarockMatchModel | null;
}
