import { Field, InputType } from '@nestjs/graphql';
import { Transform } from 'class-transformer';
import { IsEnum, IsString, Length, Matches } from 'class-validator';
import { NAME_MAX_LENGTH, NAME_NOT_BLANK, NAME_PATTERN, normaliseName } from './names.js';
import { PlayerKindGql } from './players.models.js';

@InputType()
export class RegisterInput {
  @Field(() => String, { description: `Normalised (NFKC, spaces collapsed and trimmed), then 1 to ${NAME_MAX_LENGTH} letters, digits, spaces, _ . - with at least one letter or digit. Names need not be unique: Player.handle tells players apart.` })
  @Transform(({ value }) => (typeof value === 'string' ? normaliseName(value) : value))
  @IsString()
  @Length(1, NAME_MAX_LENGTH)
  @Matches(NAME_NOT_BLANK, { message: 'name must not be blank: it needs a letter or a digit' })
  @Matches(NAME_PATTERN, { message: 'name may contain letters, digits, spaces, _ . - (no invisible or control characters)' })
  name: string;

  @Field(() => PlayerKindGql, { defaultValue: PlayerKindGql.PERSON })
  @IsEnum(PlayerKindGql)
  kind: PlayerKindGql;
}
