import { Field, ID, InputType } from '@nestjs/graphql';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsEnum, IsOptional, IsString, IsUUID, Length, ValidateNested } from 'class-validator';
import { CreateTableInput } from '../tables/tables.inputs.js';
import { BotStrategy } from '../tables/tables.models.js';
import { CreateTournamentInput } from '../tournaments/tournaments.inputs.js';

/** One of the platform's players: exactly one of subject and playerId. */
@InputType()
export class PlatformPlayerRefInput {
  @Field(() => String, { nullable: true, description: 'The user\'s "sub" at the platform; a user not seen yet becomes a player now.' })
  @IsOptional()
  @IsString()
  @Length(1, 255)
  subject?: string | null;
  @Field(() => String, { nullable: true, description: "With subject: the name of a user not seen yet (sanitised as a JWT's name claim)." })
  @IsOptional()
  @IsString()
  @Length(1, 100)
  name?: string | null;
  @Field(() => ID, { nullable: true, description: "One of the platform's players by id." })
  @IsOptional()
  @IsUUID('all', { message: 'playerId must be a player id' })
  playerId?: string | null;
}

/** One seat: exactly one of subject, playerId and bot. */
@InputType()
export class PlatformSeatInput extends PlatformPlayerRefInput {
  @Field(() => BotStrategy, { nullable: true, description: 'A server bot of this strategy.' }) @IsOptional() @IsEnum(BotStrategy) bot?: BotStrategy | null;
}

@InputType()
export class PlatformCreateTableInput {
  @Field(() => CreateTableInput, { description: 'The table options, as createTable takes them (takeSeat and entropy do not apply).' })
  @ValidateNested()
  @Type(() => CreateTableInput)
  table: CreateTableInput;
  @Field(() => [PlatformSeatInput], { description: 'Every seat in order (3 or 4, as the table has): the match starts at once.' })
  @IsArray()
  @ArrayMinSize(3)
  @ArrayMaxSize(4)
  @ValidateNested({ each: true })
  @Type(() => PlatformSeatInput)
  seats: PlatformSeatInput[];
}

@InputType()
export class PlatformCreateTournamentInput {
  @Field(() => CreateTournamentInput, { description: 'The tournament, as createTournament takes it.' })
  @ValidateNested()
  @Type(() => CreateTournamentInput)
  tournament: CreateTournamentInput;
  @Field(() => [PlatformPlayerRefInput], { description: 'Its players, registered at once (1-128); the first is its creator.' })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(128)
  @ValidateNested({ each: true })
  @Type(() => PlatformPlayerRefInput)
  players: PlatformPlayerRefInput[];
  @Field(() => Boolean, { defaultValue: true, description: 'Close registration and start the first series now (3 players or more, not exactly 5).' })
  @IsBoolean()
  start: boolean;
}
