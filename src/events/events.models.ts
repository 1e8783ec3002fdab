// The table log as clients read it: the TableEvent interface and one object type per kind of
// entry (seating, match and deal events), plus HiddenEvent for an entry the caller may not see
// (its seq still arrives, so clients can check for gaps). A client switches on __typename; `type`
// keeps the log's own name ('deal.cardPlayed', 'table.playerJoined', ...). Deal events carry
// `deal` and `seats` (deal seat -> player); `seat` fields are deal seats, `player` the player.
import { Field, ID, Int, InterfaceType, ObjectType } from '@nestjs/graphql';
import { ActionTypeGql } from '../actions/legal-action.models.js';
import { CardScalar } from '../common/graphql/card.scalar.js';
import { engineEnum } from '../common/graphql/engine-enum.js';
import {
  BockMarkModel,
  DealModeGql,
  RamschRoundMarkModel,
  ScoreRowModel,
  SeatCardModel,
  SkatContractModel,
  SkatDealResultModel,
} from '../game/game.models.js';
import { MatchViewModel } from '../tables/deal-view.models.js';

export const BiddingOutcomeGql = engineEnum('BiddingOutcome', ['declarer', 'passedIn', 'ramsch'] as const, 'How a bidding ended.', {
  declarer: 'A declarer was found.',
  passedIn: 'Everyone passed: nobody scores.',
  ramsch: 'Everyone passed: a Ramsch is played.',
});

@InterfaceType('TableEvent', {
  description: 'One entry of the table log, as the caller may see it. Switch on __typename; `type` is the log\'s own name for the entry.',
  resolveType: (e: TableEvent) => e.typename,
})
export abstract class TableEvent {
  @Field(() => Int, { description: 'The position in the table log (1, 2, 3, ... with no gaps).' }) seq: number;
  @Field(() => String, { description: "The log's name: 'table.*' (seating and service events), match events ('dealStarted', ...), deal events ('deal.cardPlayed', ...), or 'hidden'." })
  type: string;
  /** The GraphQL object type (not a field): resolveType reads it. */
  typename: string;
}

const implementsEvent = { implements: () => [TableEvent] };

@ObjectType('HiddenEvent', { ...implementsEvent, description: 'An entry the caller may not see (e.g. another seat\'s pick-up); only its seq.' })
export class HiddenEvent extends TableEvent {}

@ObjectType('PlayerJoined', { ...implementsEvent, description: 'A player took a seat.' })
export class PlayerJoined extends TableEvent {
  @Field(() => Int, { description: "The seat taken (the player's index)." }) seat: number;
  @Field(() => ID, { description: 'The player.' }) playerId: string;
  @Field(() => String, { description: 'The player\'s name.' }) name: string;
}

@ObjectType('PlayerLeft', { ...implementsEvent, description: 'A player left a seat before the match started.' })
export class PlayerLeft extends TableEvent {
  @Field(() => Int, { description: 'The seat left.' }) seat: number;
  @Field(() => ID, { description: 'The player.' }) playerId: string;
}

@ObjectType('SeatedPlayer', { description: 'A player at the table.' })
export class SeatedPlayer {
  @Field(() => Int, { description: 'The seat (the player\'s index).' }) seat: number;
  @Field(() => ID, { description: 'The player.' }) playerId: string;
  @Field(() => String, { description: 'The player\'s name.' }) name: string;
}

@ObjectType('MatchStarted', { ...implementsEvent, description: 'The last seat was taken: the match started and its first deal is dealt.' })
export class MatchStarted extends TableEvent {
  @Field(() => [SeatedPlayer], { description: 'Who sits where.' }) players: SeatedPlayer[];
  @Field(() => MatchViewModel, { description: 'The match at its start, as the caller sees it.' }) view: MatchViewModel;
}

@ObjectType('TableClosed', { ...implementsEvent, description: 'The table was closed before the end.' })
export class TableClosed extends TableEvent {
  @Field(() => String, { description: "'abandoned': all its people had been silent for too long; 'expired': open too long without its match starting." }) reason: string;
  @Field(() => Int, { description: "The limit that closed it, in seconds: how long everyone had been silent ('abandoned'), or how long it had been open ('expired')." }) silentSeconds: number;
}

@ObjectType('TurnTimedOut', { ...implementsEvent, description: "A player's turn timer ran out: the server acted for them (the next entries say how)." })
export class TurnTimedOut extends TableEvent {
  @Field(() => Int, { description: 'The player whose timer ran out.' }) player: number;
  @Field(() => Int, { description: 'The deal (1-based).' }) deal: number;
  @Field(() => ActionTypeGql, { description: 'The action the server took.' }) action: string;
}

@ObjectType('ActionRecorded', { ...implementsEvent, description: 'An accepted action that produced no other entry.' })
export class ActionRecorded extends TableEvent {
  @Field(() => Int, { description: 'The player who acted.' }) player: number;
  @Field(() => ActionTypeGql, { description: 'The action accepted.' }) action: string;
}

@ObjectType('DealStarted', { ...implementsEvent, description: 'A deal started: who deals, who sits where, and whether it is a Bock or Ramsch-round deal.' })
export class DealStarted extends TableEvent {
  @Field(() => Int, { description: 'The deal (1-based).' }) deal: number;
  @Field(() => Int, { description: 'The player who dealt.' }) dealer: number;
  @Field(() => [Int], { description: 'Deal seat -> player: [forehand, middlehand, rearhand].' }) seats: number[];
  @Field(() => Int, { nullable: true, description: 'The player sitting out (four at the table: the dealer).' }) sittingOut: number | null;
  @Field(() => DealModeGql, { description: 'How this deal is played.' }) mode: string;
  @Field(() => BockMarkModel, { nullable: true, description: 'Why this is a Bock deal (null when it is not).' }) bock: BockMarkModel | null;
  @Field(() => RamschRoundMarkModel, { nullable: true, description: 'This is a Ramsch deal of a Bock/Ramsch round.' }) ramschRound: RamschRoundMarkModel | null;
  @Field(() => String, { nullable: true, description: 'How the deck came from the seed (docs/fair-deals.md), e.g. skat-deal-v2; null when the deal publishes no commitment (skat-deal-v1).' }) scheme: string | null;
  @Field(() => String, { nullable: true, description: "SHA-256 of the scheme and the deal's secret seed, published before the deal's first action (null: none, skat-deal-v1). The seed comes with the deal's end." }) commitment: string | null;
}

@ObjectType('DealEnded', { ...implementsEvent, description: 'A deal ended with this result (seats are deal seats).' })
export class DealEnded extends TableEvent {
  @Field(() => Int, { description: 'The deal (1-based).' }) deal: number;
  @Field(() => SkatDealResultModel, { description: 'The result (seats are deal seats).' }) result: SkatDealResultModel;
}

@ObjectType('DealScored', { ...implementsEvent, description: 'A deal was written on the score sheet.' })
export class DealScored extends TableEvent {
  @Field(() => Int, { description: 'The deal (1-based).' }) deal: number;
  @Field(() => ScoreRowModel, { description: 'The deal\'s row on the score sheet.' }) row: ScoreRowModel;
}

@ObjectType('MatchEnded', { ...implementsEvent, description: 'The match is over.' })
export class MatchEnded extends TableEvent {
  @Field(() => [Int], { description: 'Final totals per player.' }) totals: number[];
  @Field(() => String, { description: "The match's seed, now public." }) seed: string;
}

/** What every deal event carries. */
@ObjectType({ isAbstract: true })
export abstract class DealEventBase extends TableEvent {
  @Field(() => Int, { description: 'The deal (1-based).' }) deal: number;
  @Field(() => [Int], { description: 'Deal seat -> player: [forehand, middlehand, rearhand].' }) seats: number[];
}

/** A deal event about one seat. */
@ObjectType({ isAbstract: true })
export abstract class SeatEventBase extends DealEventBase {
  @Field(() => Int, { description: 'The deal seat (0 forehand, 1 middlehand, 2 rearhand).' }) seat: number;
  @Field(() => Int, { description: 'The player at that seat.' }) player: number;
}

function seatEvent(name: string, description: string) {
  @ObjectType(name, { ...implementsEvent, description })
  class SeatEvent extends SeatEventBase {}
  return SeatEvent;
}

export const GrandHandDeclined = seatEvent('GrandHandDeclined', 'A seat declined the Grand Hand offered before a Ramsch deal.');
export const GrandHandAccepted = seatEvent('GrandHandAccepted', 'A seat accepted the Grand Hand offered before a Ramsch deal.');
export const HandChosen = seatEvent('HandChosen', 'The declarer will play Hand (without the skat).');
export const KontraSaid = seatEvent('KontraSaid', 'A defender said Kontra.');
export const ReSaid = seatEvent('ReSaid', 'The declarer said Re.');
export const GiveUpProposed = seatEvent('GiveUpProposed', 'A defender proposed to give up.');
export const GiveUpAccepted = seatEvent('GiveUpAccepted', 'The partner accepted giving up.');
export const GiveUpDeclined = seatEvent('GiveUpDeclined', 'The partner declined giving up.');
export const LayOpenAccepted = seatEvent('LayOpenAccepted', "A defender accepted the declarer's claim.");
export const GameConceded = seatEvent('GameConceded', 'The declarer conceded.');

@ObjectType('CardsDealt', { ...implementsEvent, description: 'The cards were dealt: the caller sees only its own hand.' })
export class CardsDealt extends DealEventBase {
  @Field(() => DealModeGql, { description: 'How this deal is played.' }) mode: string;
  @Field(() => [[CardScalar]], { nullable: 'items', description: 'Per deal seat: the hand, or null where the caller may not see it.' }) hands: (string[] | null)[];
  @Field(() => String, { nullable: true, description: 'How the deck came from the seed (docs/fair-deals.md), e.g. skat-deal-v2; null when the deal publishes no commitment (skat-deal-v1).' }) scheme: string | null;
  @Field(() => String, { nullable: true, description: "SHA-256 of the scheme and the deal's secret seed, published before the deal's first action (null: none, skat-deal-v1). The seed comes with the deal's end." }) commitment: string | null;
}

function bidEvent(name: string, description: string) {
  @ObjectType(name, { ...implementsEvent, description })
  class BidEvent extends SeatEventBase {
    @Field(() => Int, { description: 'The value said, held, or standing at the pass.' }) value: number;
  }
  return BidEvent;
}

export const BidSaid = bidEvent('BidSaid', 'A seat said a bid.');
export const BidHeld = bidEvent('BidHeld', 'A seat held the bid said to it.');
export const BidPassed = bidEvent('BidPassed', 'A seat passed.');

@ObjectType('BiddingEnded', { ...implementsEvent, description: 'The bidding is over.' })
export class BiddingEnded extends DealEventBase {
  @Field(() => Int, { nullable: true, description: 'The declarer (deal seat), if any.' }) declarer: number | null;
  @Field(() => Int, { description: 'The value the declarer must reach.' }) bid: number;
  @Field(() => BiddingOutcomeGql, { description: 'A declarer, passed in, or a Ramsch.' }) outcome: string;
}

@ObjectType('SkatPickedUp', { ...implementsEvent, description: 'The declarer picked up the skat.' })
export class SkatPickedUp extends SeatEventBase {
  @Field(() => [CardScalar], { nullable: true, description: 'The two cards of the skat: the declarer only.' }) skatCards: string[] | null;
}

@ObjectType('SkatDiscarded', { ...implementsEvent, description: 'The declarer put two cards away.' })
export class SkatDiscarded extends SeatEventBase {
  @Field(() => [CardScalar], { nullable: true, description: 'The two cards put away: the declarer only.' }) discards: string[] | null;
}

@ObjectType('GameDeclared', { ...implementsEvent, description: 'The declarer declared the game.' })
export class GameDeclared extends SeatEventBase {
  @Field(() => SkatContractModel, { description: 'The game declared and its announcements.' }) contract: SkatContractModel;
  @Field(() => [CardScalar], { nullable: true, description: "Ouvert: the declarer's hand, open to everyone." }) ouvertHand: string[] | null;
}

@ObjectType('CardPlayed', { ...implementsEvent, description: 'A card was played to the trick.' })
export class CardPlayed extends SeatEventBase {
  @Field(() => CardScalar, { description: 'The card played.' }) card: string;
}

@ObjectType('TrickCompleted', { ...implementsEvent, description: 'A trick is complete.' })
export class TrickCompleted extends DealEventBase {
  @Field(() => Int, { description: 'The trick number (1-based).' }) trick: number;
  @Field(() => Int, { description: 'The deal seat that led.' }) leader: number;
  @Field(() => [SeatCardModel], { description: 'The cards in play order, leader first.' }) cards: SeatCardModel[];
  @Field(() => Int, { description: 'The deal seat that took it.' }) winner: number;
  @Field(() => Int, { description: 'Card points in the trick.' }) points: number;
}

@ObjectType('HandLaidOpen', { ...implementsEvent, description: 'The declarer laid the hand open as a claim for the rest.' })
export class HandLaidOpen extends SeatEventBase {
  @Field(() => [CardScalar], { description: "The declarer's hand, now open to everyone." }) hand: string[];
}

@ObjectType('DealRevealed', { ...implementsEvent, description: 'The deal is over: its result, and every card and the seed, now public.' })
export class DealRevealed extends DealEventBase {
  @Field(() => SkatDealResultModel, { description: 'The result (seats are deal seats).' }) result: SkatDealResultModel;
  @Field(() => [[CardScalar]], { description: 'The hands as dealt, per deal seat.' }) dealt: string[][];
  @Field(() => [CardScalar], { description: 'The skat as dealt.' }) skat: string[];
  @Field(() => [CardScalar], { nullable: true, description: 'The two cards the declarer put away (null when the skat was not picked up).' }) discards: string[] | null;
  @Field(() => String, { description: 'The deal\'s seed: with the rules and the moves it replays the deal.' }) seed: string;
}
