// A JSON scalar for engine-shaped data (views, events, records). These come from the engine's
// viewMatch/redactMatchEvent, whose shape the engine owns; typing them twice would drift.
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
  description: 'Any JSON value (engine views, events and records).',
  serialize: (v) => v,
  parseValue: (v) => v,
  parseLiteral: literal,
});
