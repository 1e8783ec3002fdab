// Inputs of the Tarock mutations (ActionInput adds tableId, expectedSeq and clientActionId).
import { Field, InputType, Int } from '@nestjs/graphql';
import { ArrayMaxSize, ArrayMinSize, ArrayUnique, IsIn, IsInt, IsOptional, Matches } from 'class-validator';
import { ActionInput } from '../../actions/actions.inputs.js';
import { TarockContractTypeGql, TarockSuitGql } from '../../game/schema-vocabulary.js';

export const TAROCK_CARD_PATTERN = /^[EGHS][ATKOU9876]$/;
export const TAROCK_CARD_MESSAGE = 'a Tarock card is suit E G H S + rank A T K O U 9 8 7 6, e.g. EA or HU';
const CONTRACTS = ['FRAGE', 'HEART_FRAGE', 'SOLO', 'HEART_SOLO', 'BETTEL', 'PICK_UP', 'HAND'];
const SUITS = ['E', 'G', 'H', 'S'];

@InputType({
  description:
    'A Tarock bid: exactly one of `contract` (simple: a level FRAGE..BETTEL; Haferl: PICK_UP) and `target` (Haferl: a Hand game, 61, 66, ... 116). Passing and holding are tarockPass and tarockHold.',
})
export class TarockBidInput extends ActionInput {
  @Field(() => TarockContractTypeGql, {
    nullable: true,
    description: 'The level bid: FRAGE, HEART_FRAGE, SOLO, HEART_SOLO, BETTEL (simple) or PICK_UP (Haferl).',
  })
  @IsOptional()
  @IsIn(CONTRACTS.filter((c) => c !== 'HAND'), { message: 'contract must be FRAGE, HEART_FRAGE, SOLO, HEART_SOLO, BETTEL or PICK_UP' })
  contract?: string;
  @Field(() => Int, { nullable: true, description: 'Haferl: the target of a Hand game (61, 66, ... 116).' })
  @IsOptional()
  @IsInt()
  @IsIn([61, 66, 71, 76, 81, 86, 91, 96, 101, 106, 111, 116], { message: 'target must be one of 61, 66, ... 116' })
  target?: number;
}

@InputType({
  description:
    'The declarer announces the contract; SOLO and HAND name trumps now (HEART_SOLO and HEART_FRAGE are Hearts; FRAGE and PICK_UP name them with the discards).',
})
export class TarockDeclareInput extends ActionInput {
  @Field(() => TarockContractTypeGql, { description: 'The contract, at least the level bid (simple) or PICK_UP or HAND (Haferl).' })
  @IsIn(CONTRACTS, { message: 'contract must be a TarockContractType' })
  contract: string;
  @Field(() => TarockSuitGql, { nullable: true, description: 'SOLO and HAND: the trumps (SOLO: not HEARTS); omitted for the others.' })
  @IsOptional()
  @IsIn(SUITS, { message: 'trump must be ACORNS, LEAVES, HEARTS or BELLS' })
  trump?: string;
}

@InputType({ description: 'The declarer puts 3 cards away after taking up the talon, naming trumps when the contract left them open (FRAGE, PICK_UP).' })
export class TarockDiscardInput extends ActionInput {
  @Field(() => [String], { description: 'Exactly three cards, e.g. ["E9", "G6", "S7"].' })
  @ArrayMinSize(3, { message: 'discard exactly three cards' })
  @ArrayMaxSize(3, { message: 'discard exactly three cards' })
  @ArrayUnique({ message: 'discard three different cards' })
  @Matches(TAROCK_CARD_PATTERN, { each: true, message: TAROCK_CARD_MESSAGE })
  cards: string[];
  @Field(() => TarockSuitGql, {
    nullable: true,
    description: 'FRAGE and PICK_UP: the trumps named now (FRAGE with Heart Frage: not HEARTS); omitted for HEART_FRAGE.',
  })
  @IsOptional()
  @IsIn(SUITS, { message: 'trump must be ACORNS, LEAVES, HEARTS or BELLS' })
  trump?: string;
}

@InputType({ description: 'A card to play to the trick: follow suit, else trump (not in Bettel), else any.' })
export class TarockPlayCardInput extends ActionInput {
  @Field(() => String, { description: 'A Tarock card: suit E G H S and rank A T K O U 9 8 7 6, e.g. EA, HU, S6.' })
  @Matches(TAROCK_CARD_PATTERN, { message: TAROCK_CARD_MESSAGE })
  card: string;
}
