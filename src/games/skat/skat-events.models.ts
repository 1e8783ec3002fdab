// Skat's own log events (RULES.md 1-9): the deal's start and end, the dealing, the bidding, the
// skat, the declaration, Kontra/Re, the concessions and the reveal, as implementations of the
// shared TableEvent (src/events/events.models.ts, which has the events every game shares).
import { Field, Int, ObjectType } from '@nestjs/graphql';
import { CardScalar } from '../../common/graphql/card.scalar.js';
import { engineEnum } from '../../common/graphql/engine-enum.js';
import { DealEventBase, implementsEvent, SeatEventBase, TableEvent } from '../../events/events.models.js';
import { BockMarkModel, DealModeGql, RamschRoundMarkModel, SkatContractModel, SkatDealResultModel } from '../../game/game.models.js';

export const BiddingOutcomeGql = engineEnum('BiddingOutcome', ['declarer', 'passedIn', 'ramsch'] as const, 'How a bidding ended.', {
  declarer: 'A declarer was found.',
  passedIn: 'Everyone passed: nobody scores.',
  ramsch: 'Everyone passed: a Ramsch is played.',
});

@ObjectType('DealStarted', { ...implementsEvent, description: 'A deal started: who deals, who sits where, and whether it is a Bock or Ramsch-round deal.' })
export class DealStarted extends TableEvent {
  @Field(() => Int, { description: 'The deal (1-based).' }) deal: number;
  @Field(() => Int, { description: 'The player who dealt.' }) dealer: number;
  @Field(() => [Int], { description: 'Deal seat -> player: [forehand, middlehand, rearhand].' }) seats: number[];
  @Field(() => Int, { nullable: true, description: 'The player sitting out (four at the table: the dealer).' }) sittingOut: number | null;
  @Field(() => DealModeGql, { description: 'How this deal is played.' }) mode: string;
  @Field(() => BockMarkModel, { nullable: true, description: 'Why this is a Bock deal (null when it is not).' }) bock: BockMarkModel | null;
  @Field(() => RamschRoundMarkModel, { nullable: true, description: 'This is a Ramsch deal of a Bock/Ramsch round.' }) ramschRound: RamschRoundMarkModel | null;
  @Field(() => String, {
    nullable: true,
    description: 'How the deck came from the seed (docs/fair-deals.md), e.g. skat-deal-v2; null when the deal publishes no commitment (skat-deal-v1).',
  })
  scheme: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      "SHA-256 of the scheme and the deal's secret seed, published before the deal's first action (null: none, skat-deal-v1). The seed comes with the deal's end.",
  })
  commitment: string | null;
}

@ObjectType('DealEnded', { ...implementsEvent, description: 'A deal ended with this result (seats are deal seats).' })
export class DealEnded extends TableEvent {
  @Field(() => Int, { description: 'The deal (1-based).' }) deal: number;
  @Field(() => SkatDealResultModel, { description: 'The result (seats are deal seats).' }) result: SkatDealResultModel;
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
  @Field(() => [[CardScalar]], { nullable: 'items', description: 'Per deal seat: the hand, or null where the caller may not see it.' }) hands: (
    string[] | null
  )[];
  @Field(() => String, {
    nullable: true,
    description: 'How the deck came from the seed (docs/fair-deals.md), e.g. skat-deal-v2; null when the deal publishes no commitment (skat-deal-v1).',
  })
  scheme: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      "SHA-256 of the scheme and the deal's secret seed, published before the deal's first action (null: none, skat-deal-v1). The seed comes with the deal's end.",
  })
  commitment: string | null;
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

@ObjectType('HandLaidOpen', { ...implementsEvent, description: 'The declarer laid the hand open as a claim for the rest.' })
export class HandLaidOpen extends SeatEventBase {
  @Field(() => [CardScalar], { description: "The declarer's hand, now open to everyone." }) hand: string[];
}

@ObjectType('DealRevealed', { ...implementsEvent, description: 'The deal is over: its result, and every card and the seed, now public.' })
export class DealRevealed extends DealEventBase {
  @Field(() => SkatDealResultModel, { description: 'The result (seats are deal seats).' }) result: SkatDealResultModel;
  @Field(() => [[CardScalar]], { description: 'The hands as dealt, per deal seat.' }) dealt: string[][];
  @Field(() => [CardScalar], { description: 'The skat as dealt.' }) skat: string[];
  @Field(() => [CardScalar], { nullable: true, description: 'The two cards the declarer put away (null when the skat was not picked up).' }) discards:
    string[] | null;
  @Field(() => String, { description: "The deal's seed: with the rules and the moves it replays the deal." }) seed: string;
}
