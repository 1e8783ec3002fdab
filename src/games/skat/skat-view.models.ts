// Skat's implementations of the game-generic views (src/tables/deal-view.models.ts): its deal
// view (SkatDealView: the bidding, the skat, Kontra and Re, concessions, the result) and its
// match view (SkatMatchView: how the deal is played and the Bock/Ramsch rounds).
import { Field, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { CardScalar } from '../../common/graphql/card.scalar.js';
import {
  BidCallModel,
  BockMarkModel,
  BockRoundKindGql,
  BockTriggerGql,
  DealModeGql,
  DealPhaseGql,
  GameEndGql,
  RamschRoundMarkModel,
  RulesModel,
  SkatContractModel,
  SkatDealResultModel,
} from '../../game/game.models.js';
import { DealRolesModel, DealViewFields, DealViewModel, MatchViewFields, MatchViewModel } from '../../tables/deal-view.models.js';

export enum BidSpeaker {
  BIDDER = 'bidder',
  ANSWERER = 'answerer',
}
registerEnumType(BidSpeaker, { name: 'BidSpeaker', description: 'In the bidding: whether the seat that says values or the seat that answers is to speak.' });

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

@ObjectType('SkatDealView', { implements: () => [DealViewModel], description: 'A Skat deal as the caller may see it.' })
export class SkatDealViewModel extends DealViewFields {
  // DealView's fields whose Skat reading is worth saying.
  @Field(() => [Int], { description: 'Every deal seat that may act now (e.g. a defender who may still say Kontra).' }) toAct: number[];
  @Field(() => Int, { nullable: true, description: 'The declarer (deal seat); null before one is known and in a Ramsch.' }) declarer: number | null;
  @Field(() => [Int], { description: 'Card points of won tricks per deal seat (public; skat and discards not included).' }) trickPoints: number[];
  @Field(() => String, {
    description: 'How the deck came from the seed (docs/fair-deals.md): skat-deal-v2, or skat-deal-v1 for matches started before commitments.',
  })
  scheme: string;
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

@ObjectType('BockRound', { description: 'A Bock (or Bock/Ramsch) round that is running or queued.' })
export class BockRoundModel {
  @Field(() => Int, { description: 'The round (1-based within the match).' }) round: number;
  @Field(() => BockRoundKindGql, { description: 'Bock round or Bock/Ramsch round.' }) kind: string;
  @Field(() => Int, { description: 'The deal whose result started the round.' }) triggerDeal: number;
  @Field(() => [BockTriggerGql], { description: 'What the triggering deal did.' }) triggers: string[];
  @Field(() => Int, { description: 'Bock deals still owed.' }) bockLeft: number;
  @Field(() => Int, { description: 'Ramsch deals still owed (Bock/Ramsch rounds).' }) ramschLeft: number;
}

@ObjectType('SkatMatchView', { implements: () => [MatchViewModel], description: 'A Skat match as the caller sees it.' })
export class SkatMatchViewModel extends MatchViewFields {
  @Field(() => DealModeGql, { description: 'How the current deal is played.' }) mode: string;
  @Field(() => BockMarkModel, { nullable: true, description: 'The current deal is a Bock deal: why.' }) bock: BockMarkModel | null;
  @Field(() => RamschRoundMarkModel, { nullable: true, description: 'The current deal is a Ramsch deal of a Bock/Ramsch round.' })
  ramschRound: RamschRoundMarkModel | null;
  @Field(() => [BockRoundModel], { description: 'The running round (what it still owes) and the queued ones.' }) bockQueue: BockRoundModel[];
}
