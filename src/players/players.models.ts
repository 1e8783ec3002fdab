import { Field, ID, ObjectType, registerEnumType } from '@nestjs/graphql';
import type { Mirrors } from '../common/graphql/mirrors.js';
import type { PlayerKind } from './player.entity.js';

export enum PlayerKindGql {
  PERSON = 'person',
  BOT = 'bot',
}
registerEnumType(PlayerKindGql, { name: 'PlayerKind', description: 'A person, or a program playing through the API' });
true satisfies Mirrors<`${PlayerKindGql}`, PlayerKind>;

@ObjectType('Player')
export class PlayerModel {
  @Field(() => ID) id: string;
  @Field(() => String, { description: 'The name the player registered (normalised); not unique, and a look-alike of another name is possible.' }) name: string;
  @Field(() => String, {
    description:
      "The name and '#' and six hex digits derived from the player id ('Ann#3f9a1c'): stable, and different for two players even when their names are equal or look alike. Show it where players must be told apart.",
  })
  handle: string;
  @Field(() => PlayerKindGql) kind: PlayerKindGql;
  @Field(() => Boolean, { description: 'A bot the server itself plays (seat filler)' }) serverBot: boolean;
}

@ObjectType()
export class IssuedToken {
  @Field(() => ID) tokenId: string;
  @Field(() => String, { description: 'Shown once; send it as "Authorization: Bearer <token>". Only its hash is stored.' }) token: string;
}

@ObjectType()
export class Registration {
  @Field(() => PlayerModel) player: PlayerModel;
  @Field(() => IssuedToken) apiToken: IssuedToken;
}
