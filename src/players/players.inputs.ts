import { Field, InputType } from '@nestjs/graphql';
import { IsEnum, IsString, Length, Matches } from 'class-validator';
import { PlayerKindGql } from './players.models.js';

@InputType()
export class RegisterInput {
  @Field(() => String)
  @IsString()
  @Length(1, 40)
  @Matches(/^[\p{L}\p{N} _.-]+$/u, { message: 'name may contain letters, digits, spaces, _ . -' })
  name: string;

  @Field(() => PlayerKindGql, { defaultValue: PlayerKindGql.PERSON })
  @IsEnum(PlayerKindGql)
  kind: PlayerKindGql;
}
