import { Field, InputType } from '@nestjs/graphql';
import { IsEnum } from 'class-validator';
import { NAME_MAX_LENGTH, NameInput } from './names.js';
import { PlayerKindGql } from './players.models.js';

@InputType()
export class RegisterInput {
  @Field(() => String, {
    description: `Normalised (NFKC, spaces collapsed and trimmed), then 1 to ${NAME_MAX_LENGTH} letters, digits, spaces, _ . - with at least one letter or digit. Names need not be unique: Player.handle tells players apart.`,
  })
  @NameInput(NAME_MAX_LENGTH)
  name: string;

  @Field(() => PlayerKindGql, { defaultValue: PlayerKindGql.PERSON })
  @IsEnum(PlayerKindGql)
  kind: PlayerKindGql;
}
