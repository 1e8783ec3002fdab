// A JSON scalar for the debugging escape hatches only (TableView.raw, DealRecord.rawRecord: the
// engine's own JSON). What clients read is typed; test/schema/no-json.spec.ts keeps it so.
import { GraphQLScalarType, Kind, type ValueNode } from 'graphql';

function literal(ast: ValueNode): unknown {
  switch (ast.kind) {
    case Kind.STRING:
    case Kind.BOOLEAN:
      return ast.value;
    case Kind.INT:
    case Kind.FLOAT:
      return Number(ast.value);
    case Kind.NULL:
      return null;
    case Kind.LIST:
      return ast.values.map(literal);
    case Kind.OBJECT:
      return Object.fromEntries(ast.fields.map((f) => [f.name.value, literal(f.value)]));
    default:
      return undefined;
  }
}

export const JSONScalar = new GraphQLScalarType({
  name: 'JSON',
  description: 'Any JSON value: only the debugging escape hatches use it (not part of the contract).',
  serialize: (v) => v,
  parseValue: (v) => v,
  parseLiteral: literal,
});
