// GraphQL enums over the engine's string unions: the GraphQL name is the engine value in
// SCREAMING_CASE (skatDecision -> SKAT_DECISION, split60 -> SPLIT_60), the value inside the server stays the engine's.
import { registerEnumType } from '@nestjs/graphql';

export const screaming = (v: string): string =>
  v
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([a-zA-Z])([0-9])/g, '$1_$2')
    .toUpperCase();

/** Registers an enum whose values are `values` (engine strings); returns the enum object to reference in @Field. */
export function engineEnum<V extends string>(
  name: string,
  values: readonly V[],
  description: string,
  valueDescriptions: Partial<Record<V, string>> = {},
): Record<string, V> {
  const e = Object.fromEntries(values.map((v) => [screaming(v), v])) as Record<string, V>;
  const valuesMap = Object.fromEntries(Object.entries(valueDescriptions).map(([v, d]) => [screaming(v), { description: d as string }]));
  registerEnumType(e, { name, description, valuesMap });
  return e;
}
