// What a client reads is typed: no field of schema.gql (which schema:check keeps equal to the
// built schema) has the JSON scalar as its type, except the debugging escape hatches listed
// here, each marked as outside the contract. And the typed read model documents every field.
import { readFileSync } from 'node:fs';
import { buildSchema, getNamedType, isInterfaceType, isObjectType, type GraphQLField, type GraphQLNamedType } from 'graphql';

/** Raw engine JSON kept for debugging; nothing documented or tested as a workflow reads them. */
const ESCAPE_HATCHES = ['TableView.raw', 'DealRecord.rawRecord'];
const HATCH_DESCRIPTION = 'Debugging only; not part of the contract';

const schema = buildSchema(readFileSync('schema.gql', 'utf8'));

function fields(): { name: string; field: GraphQLField<unknown, unknown>; owner: GraphQLNamedType }[] {
  return Object.values(schema.getTypeMap())
    .filter((t) => !t.name.startsWith('__') && (isObjectType(t) || isInterfaceType(t)))
    .flatMap((t) =>
      Object.values((t as { getFields(): Record<string, GraphQLField<unknown, unknown>> }).getFields()).map((field) => ({
        name: `${t.name}.${field.name}`,
        field,
        owner: t,
      })),
    );
}

describe('schema.gql: a typed contract', () => {
  it('has no JSON-typed field outside the marked debugging escape hatches', () => {
    const json = fields()
      .filter((f) => getNamedType(f.field.type).name === 'JSON')
      .map((f) => f.name);
    expect(json.filter((n) => !ESCAPE_HATCHES.includes(n))).toEqual([]);
  });

  it('marks each escape hatch as debugging only', () => {
    for (const name of ESCAPE_HATCHES) {
      const f = fields().find((x) => x.name === name);
      expect(f?.field.description?.startsWith(HATCH_DESCRIPTION)).toBe(true);
    }
  });

  it('describes every field of the views, events, score rows and records', () => {
    // Every type reachable from the game's read model (views, events, sheet, records).
    const roots = ['MatchView', 'TableEvent', 'ScoreRow', 'DealRecordBody'];
    const seen = new Set<string>();
    const walk = (name: string): void => {
      if (seen.has(name)) return;
      const t = schema.getType(name);
      if (!t || !(isObjectType(t) || isInterfaceType(t))) return;
      seen.add(name);
      for (const f of Object.values(t.getFields())) walk(getNamedType(f.type).name);
      for (const impl of isInterfaceType(t) ? schema.getPossibleTypes(t) : []) walk(impl.name);
    };
    roots.forEach(walk);
    expect(seen.size).toBeGreaterThan(40);
    const undocumented = fields()
      .filter((f) => seen.has(f.owner.name) && !f.field.description)
      .map((f) => f.name);
    expect(undocumented).toEqual([]);
  });
});
