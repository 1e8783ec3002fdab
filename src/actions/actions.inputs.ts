// The input every action mutation shares (each game's inputs extend ActionInput).
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
