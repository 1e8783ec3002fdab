// Inputs shared by every action mutation (bidding/ and play/ extend ActionInput).
import { Field, ID, InputType, Int } from '@nestjs/graphql';
import { IsInt, IsOptional, IsString, IsUUID, Length, Min } from 'class-validator';

@InputType()
export class ActionInput {
  @Field(() => ID) @IsUUID('all', { message: 'tableId must be a table id' }) tableId: string;

  @Field(() => Int, { nullable: true, description: 'Refuse with CONFLICT (STALE) unless the table is still at this seq.' })
  @IsOptional()
  @IsInt()
  @Min(0)
  expectedSeq?: number;

  @Field(() => String, { nullable: true, description: 'Idempotency key: a retry with the same id returns the first result and does not act twice.' })
  @IsOptional()
  @IsString()
  @Length(1, 100)
  clientActionId?: string;
}

export const CARD_PATTERN = /^[CSHD][AKQJT987]$/;
export const CARD_MESSAGE = 'a card is suit C S H D + rank A T K Q J 9 8 7, e.g. CJ or HT';
