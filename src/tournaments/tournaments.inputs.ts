import { Field, ID, InputType, Int } from '@nestjs/graphql';
import {
  IsBoolean,
  IsEnum,
  IsInt,
  IsUUID,
  Max,
  Min,
  Validate,
  type ValidationArguments,
  ValidatorConstraint,
  type ValidatorConstraintInterface,
} from 'class-validator';
import { NameInput } from '../players/names.js';
import { BotStrategy } from '../tables/tables.models.js';

@ValidatorConstraint({ name: 'multipleOfThree' })
class MultipleOfThree implements ValidatorConstraintInterface {
  validate(v: unknown): boolean {
    return typeof v === 'number' && v % 3 === 0;
  }
  defaultMessage(args: ValidationArguments): string {
    return `${args.property} must be a multiple of 3 (every player deals the same number of times)`;
  }
}

@InputType()
export class CreateTournamentInput {
  @Field(() => String, {
    description:
      'Checked as player names are: normalised (NFKC, spaces collapsed and trimmed), then 1 to 80 letters, digits, spaces, _ . - with at least one letter or digit.',
  })
  @NameInput(80)
  name: string;
  @Field(() => Int, { defaultValue: 2, description: 'How many series (1-20).' }) @IsInt() @Min(1) @Max(20) series: number;
  @Field(() => Int, {
    defaultValue: 36,
    description:
      'Games per player in a series, a multiple of 3 (3-150): 36 is 36 deals at a 3-player table and 48 at a 4-player table, as clubs count a series.',
  })
  @IsInt()
  @Min(3)
  @Max(150)
  @Validate(MultipleOfThree)
  gamesPerPlayer: number;
  @Field(() => Int, { defaultValue: 60, description: 'Turn timer of every table (mandatory in tournaments): seconds per action (1-3600).' })
  @IsInt()
  @Min(1)
  @Max(3600)
  turnSeconds: number;
  @Field(() => Boolean, { defaultValue: false, description: 'Duplicate: every table of a series plays the same deals from the same seats.' })
  @IsBoolean()
  duplicate: boolean;
}

@InputType()
export class AddTournamentBotsInput {
  @Field(() => ID) @IsUUID('all', { message: 'tournamentId must be a tournament id' }) tournamentId: string;
  @Field(() => Int, { description: 'How many server bots to register (1-64).' }) @IsInt() @Min(1) @Max(64) count: number;
  @Field(() => BotStrategy, { defaultValue: BotStrategy.HEURISTIC }) @IsEnum(BotStrategy) strategy: BotStrategy;
}
