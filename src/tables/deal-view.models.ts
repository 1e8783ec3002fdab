// The typed view of a running match for one caller: MatchView (the match-level part) and
// DealView (the current deal), interfaces each game implements in its module (src/games/*). Built only from the engine's viewMatch for
// the caller (deal-view.mappers.ts), so it holds nothing that caller may not see. Seats inside
// a deal are deal seats (0 forehand, 1 middlehand, 2 rearhand); `players` maps them to players.
import { Field, Int, InterfaceType, ObjectType } from '@nestjs/graphql';
import { LegalAction } from '../actions/legal-action.models.js';
import { CardScalar } from '../common/graphql/card.scalar.js';
import { ContractModel, CurrentTrickModel, ScoreRowModel, TrickModel } from '../game/game.models.js';
import { GameGql } from '../game/schema-vocabulary.js';
import { rowsCost } from '../limits/request-cost.js';
import { TableRules } from './table-rules.models.js';

@ObjectType('DealRoles', { description: 'Who plays which role in the deal, as player indices.' })
export class DealRolesModel {
  @Field(() => Int, { description: 'The player in forehand (leads the first trick, is bid to first).' }) forehand: number;
  @Field(() => Int, { description: 'The player in middlehand (bids first).' }) middlehand: number;
  @Field(() => Int, { description: 'The player in rearhand.' }) rearhand: number;
  @Field(() => Int, { nullable: true, description: 'Four at the table: the dealer, who sits this deal out.' }) sittingOut: number | null;
}

@InterfaceType('DealView', {
  description: "The current deal as the caller may see it, in any game. Switch on __typename for the game's own fields.",
  resolveType: (v: DealViewModel) => v.typename,
})
export abstract class DealViewModel {
  /** The GraphQL object type (not a field): the game's mapper sets it, resolveType reads it. */
  typename: string;
  @Field(() => [Int], { description: 'Deal seat -> player index.' }) players: number[];
  @Field(() => Int, { nullable: true, description: "The caller's deal seat (null for a spectator or the player sitting out)." }) seat: number | null;
  @Field(() => Int, { nullable: true, description: 'The deal seat to play or speak; null when none.' }) turn: number | null;
  @Field(() => [Int], { description: 'Every deal seat that may act now (more than one where the game lets several act at once).' }) toAct: number[];
  @Field(() => [LegalAction], { description: "The caller's legal actions now (empty for spectators and when the caller may not act)." })
  legalActions: LegalAction[];
  @Field(() => [CardScalar], { nullable: true, description: "The caller's own hand (null for a spectator)." }) hand: string[] | null;
  @Field(() => [Int], { description: "Cards in each deal seat's hand." }) handSizes: number[];
  @Field(() => Int, { nullable: true, description: 'The declarer (deal seat); null before one is known and in a deal without one.' }) declarer: number | null;
  @Field(() => ContractModel, { nullable: true, description: 'The game declared; null before the declaration.' }) contract: ContractModel | null;
  @Field(() => CurrentTrickModel, { description: 'The trick being played (no cards before the first lead).' }) currentTrick: CurrentTrickModel;
  @Field(() => TrickModel, { nullable: true, description: 'The last finished trick (null before the first one).' }) lastTrick: TrickModel | null;
  @Field(() => [TrickModel], { description: 'Every finished trick, in order.' }) tricks: TrickModel[];
  @Field(() => [Int], { description: 'Tricks won per deal seat (public).' }) tricksWon: number[];
  @Field(() => [Int], { description: 'Card points of won tricks per deal seat (public; cards put away or left aside not included).' }) trickPoints: number[];
  @Field(() => Boolean, { description: 'The deal is over (then everything is public: dealt, seed, result).' }) over: boolean;
  @Field(() => [[CardScalar]], { nullable: true, description: 'The hands as dealt, per deal seat: only once the deal is over.' }) dealt: string[][] | null;
  @Field(() => String, { description: "How the deck came from the seed: the game's fair-deal scheme (docs/fair-deals.md)." })
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
 * types and descriptions from DealView, so they are declared once here, without decorators. The
 * fields a game reads its own way (toAct, declarer, trickPoints, scheme) each view declares itself.
 */
export abstract class DealViewFields implements Omit<DealViewModel, 'toAct' | 'declarer' | 'trickPoints' | 'scheme'> {
  typename: string;
  players: number[];
  seat: number | null;
  turn: number | null;
  legalActions: LegalAction[];
  hand: string[] | null;
  handSizes: number[];
  contract: ContractModel | null;
  currentTrick: CurrentTrickModel;
  lastTrick: TrickModel | null;
  tricks: TrickModel[];
  tricksWon: number[];
  over: boolean;
  dealt: string[][] | null;
  commitment: string | null;
  entropy: string[];
  seed: string | null;
}

@ObjectType('MatchConfig', { description: 'A match: table size, rounds and rule options.' })
export class MatchConfigModel {
  @Field(() => Int, { description: 'Table size: 3 or 4.' }) players: number;
  @Field(() => Int, { description: 'A round is one deal per player.' }) rounds: number;
  @Field(() => TableRules, { description: "The rule options, in the table's game's shape." }) rules: object;
}

@InterfaceType('MatchView', {
  description:
    "The match as the caller sees it, in any game: configuration, deal number, dealer, totals, the score sheet and the current deal. Switch on __typename for the game's own fields.",
  resolveType: (m: MatchViewModel) => m.typename,
})
export abstract class MatchViewModel {
  /** The GraphQL object type (not a field): the game's mapper sets it, resolveType reads it. */
  typename: string;
  @Field(() => MatchConfigModel, { description: 'Table size, rounds and rule options.' }) config: MatchConfigModel;
  @Field(() => Int, { description: 'Deals in the match.' }) totalDeals: number;
  @Field(() => Int, { description: 'The current deal, 1-based (the last one once the match is over).' }) dealNumber: number;
  @Field(() => Int, { description: 'The player who dealt the current deal.' }) dealer: number;
  @Field(() => [Int], { description: 'Deal seat -> player: [forehand, middlehand, rearhand].' }) seats: number[];
  @Field(() => Int, { nullable: true, description: 'The player sitting out this deal (four at the table).' }) sittingOut: number | null;
  @Field(() => Int, { nullable: true, description: "The caller's deal seat (null for a spectator or the player sitting out)." }) seat: number | null;
  @Field(() => Int, { nullable: true, description: 'The player to play or speak; null when none.' }) turn: number | null;
  @Field(() => [Int], { description: 'Every player who may act now.' }) toAct: number[];
  @Field(() => [Int], { description: 'Running totals per player.' }) totals: number[];
  @Field(() => [ScoreRowModel], { description: 'Every finished deal.', middleware: [rowsCost] }) sheet: ScoreRowModel[];
  @Field(() => Boolean, { description: 'The match is over.' }) over: boolean;
  @Field(() => String, { nullable: true, description: "The match's seed: only once the match is over." }) seed: string | null;
  @Field(() => DealViewModel, { description: 'The current deal as the caller may see it.' }) deal: DealViewModel;
  @Field(() => GameGql, { description: 'The game the match plays; switch on __typename for its own fields.' })
  game: string;
}

/** The interface's fields as plain properties, for each game's match view to extend (as DealViewFields). */
export abstract class MatchViewFields implements MatchViewModel {
  typename: string;
  config: MatchConfigModel;
  totalDeals: number;
  dealNumber: number;
  dealer: number;
  seats: number[];
  sittingOut: number | null;
  seat: number | null;
  turn: number | null;
  toAct: number[];
  totals: number[];
  sheet: ScoreRowModel[];
  over: boolean;
  seed: string | null;
  deal: DealViewModel;
  game: string;
}
