// A table's rule options in its game's own shape: the union TableRules of each served game's
// rules type (ServedGame.rulesType), so a table shows only its game's options.
import type { Type } from '@nestjs/common';
import { createUnionType } from '@nestjs/graphql';
import { SERVED_GAMES } from '../game/served-game.js';

export const TableRules = createUnionType({
  name: 'TableRules',
  description: "A table's rule options in its game's shape: switch on __typename.",
  // Evaluated when the schema is built, after every game has registered.
  types: () => [...new Set(SERVED_GAMES.all().map((g) => g.rulesType))] as unknown as readonly [Type<object>],
  resolveType: (r: { typename: string }) => r.typename,
});
