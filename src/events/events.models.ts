// The table log as clients read it: the TableEvent interface, the service's own entries (seating,
// the start, closing), the events every game of tricks shares (a card played, a trick complete,
// a deal scored, the match's end; each game's others are in its module, src/games/*), plus
// HiddenEvent for an entry the caller may not see
// (its seq still arrives, so clients can check for gaps). A client switches on __typename; `type`
// is the same name with a lower-case first letter ('cardPlayed'): one scheme for every event,
// whatever the log calls the entry inside the server. Deal events carry
// `deal` and `seats` (deal seat -> player); `seat` fields are deal seats, `player` the player.
import { Field, ID, Int, InterfaceType, ObjectType } from '@nestjs/graphql';
import { ActionTypeGql } from '../game/schema-vocabulary.js';
import { CardScalar } from '../common/graphql/card.scalar.js';
import { engineEnum } from '../common/graphql/engine-enum.js';
import { ScoreRowModel, SeatCardModel } from '../game/game.models.js';
import { MatchViewModel } from '../tables/deal-view.models.js';

@InterfaceType('TableEvent', {
  description: 'One entry of the table log, as the caller may see it. Switch on __typename (or `type`, the same name with a lower-case first letter).',
  resolveType: (e: TableEvent) => e.typename,
})
export abstract class TableEvent {
  @Field(() => Int, { description: 'The position in the table log (1, 2, 3, ... with no gaps).' }) seq: number;
  @Field(() => String, {
    description:
      "The entry's kind as a string, one scheme for every event: its object type's name (__typename) with a lower-case first letter ('cardPlayed' for CardPlayed, 'dealScored', 'hiddenEvent').",
  })
  type: string;
  /** The GraphQL object type (not a field): resolveType reads it. */
  typename: string;
}

/** For an event type: implements TableEvent. */
export const implementsEvent = { implements: () => [TableEvent] };

@ObjectType('HiddenEvent', { ...implementsEvent, description: "An entry the caller may not see (e.g. another seat's pick-up); only its seq." })
export class HiddenEvent extends TableEvent {}

@ObjectType('PlayerJoined', { ...implementsEvent, description: 'A player took a seat.' })
export class PlayerJoined extends TableEvent {
  @Field(() => Int, { description: "The seat taken (the player's index)." }) seat: number;
  @Field(() => ID, { description: 'The player.' }) playerId: string;
  @Field(() => String, { description: "The player's name." }) name: string;
}

@ObjectType('PlayerLeft', { ...implementsEvent, description: 'A player left a seat before the match started.' })
export class PlayerLeft extends TableEvent {
  @Field(() => Int, { description: 'The seat left.' }) seat: number;
  @Field(() => ID, { description: 'The player.' }) playerId: string;
}

@ObjectType('SeatedPlayer', { description: 'A player at the table.' })
export class SeatedPlayer {
  @Field(() => Int, { description: "The seat (the player's index)." }) seat: number;
  @Field(() => ID, { description: 'The player.' }) playerId: string;
  @Field(() => String, { description: "The player's name." }) name: string;
}

@ObjectType('MatchStarted', { ...implementsEvent, description: 'The last seat was taken: the match started and its first deal is dealt.' })
export class MatchStarted extends TableEvent {
  @Field(() => [SeatedPlayer], { description: 'Who sits where.' }) players: SeatedPlayer[];
  @Field(() => MatchViewModel, { description: 'The match at its start, as the caller sees it.' }) view: MatchViewModel;
}

export const TableCloseReasonGql = engineEnum('TableCloseReason', ['abandoned', 'expired', 'unwatched'] as const, 'Why a table was closed before its end.', {
  abandoned: 'All its people had been silent for too long.',
  expired: 'Open too long without its match starting.',
  unwatched: 'A table of server bots only that nobody watched for too long.',
});

@ObjectType('TableClosed', { ...implementsEvent, description: 'The table was closed before the end.' })
export class TableClosed extends TableEvent {
  @Field(() => TableCloseReasonGql, { description: 'Why it was closed.' })
  reason: string;
  @Field(() => Int, {
    description:
      'The limit that closed it, in seconds: how long everyone had been silent (ABANDONED), unwatched (UNWATCHED), or how long it had been open (EXPIRED).',
  })
  silentSeconds: number;
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

@ObjectType('DealScored', { ...implementsEvent, description: 'A deal was written on the score sheet.' })
export class DealScored extends TableEvent {
  @Field(() => Int, { description: 'The deal (1-based).' }) deal: number;
  @Field(() => ScoreRowModel, { description: "The deal's row on the score sheet." }) row: ScoreRowModel;
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
