// The GraphQL layer writes some of the engine's and the store's unions out by hand: enums (game
// types, action types, presets, bot strategies, ...) and field lists (the rule options). Each one
// states what it mirrors with `true satisfies Mirrors<GraphQLSide, TheirType>`, so that a value
// added on one side only fails the typecheck, naming what is missing, until every layer knows it.

/** `true` when both sides hold the same values; otherwise what each side lacks. For a string enum E, pass `${E}`. */
export type Mirrors<Gql extends PropertyKey, Source extends PropertyKey> = [Exclude<Gql, Source> | Exclude<Source, Gql>] extends [never]
  ? true
  : { missingInGraphQL: Exclude<Source, Gql>; unknownToSource: Exclude<Gql, Source> };
