import { GraphQLInt, GraphQLObjectType, GraphQLSchema, GraphQLString, graphqlSync } from 'graphql';
import { dropPlainResolvers } from '../../src/common/graphql/plain-fields.js';

/** The resolver NestJS gives a code-first field (ObjectTypeDefinitionFactory.createFieldResolver). */
function nestRead(property: string, defaultValue?: unknown) {
  const rootFieldResolver = (root: Record<string, unknown>) => {
    const value = root[property];
    return typeof value === 'undefined' ? defaultValue : value;
  };
  return rootFieldResolver;
}

function schemaOf() {
  const item = new GraphQLObjectType({
    name: 'Item',
    fields: {
      plain: { type: GraphQLString, resolve: nestRead('plain') },
      renamed: { type: GraphQLString, resolve: nestRead('otherName') },
      withDefault: { type: GraphQLInt, resolve: nestRead('withDefault', 7) },
      own: { type: GraphQLString, resolve: (r: { plain: string }) => `own ${r.plain}` },
    },
  });
  return new GraphQLSchema({
    query: new GraphQLObjectType({ name: 'Query', fields: { item: { type: item, resolve: () => ({ plain: 'p', otherName: 'o' }) } } }),
  });
}

describe('dropPlainResolvers', () => {
  it("drops only NestJS's plain read of the field's own property without a default; answers stay the same", () => {
    const schema = schemaOf();
    const query = '{ item { plain renamed withDefault own } }';
    const before = graphqlSync({ schema, source: query });
    expect(dropPlainResolvers(schema)).toBe(1);
    const fields = (schema.getType('Item') as GraphQLObjectType).getFields();
    expect(fields.plain.resolve).toBeUndefined();
    expect(fields.renamed.resolve).toBeDefined();
    expect(fields.withDefault.resolve).toBeDefined();
    expect(fields.own.resolve).toBeDefined();
    // The query's own root field resolver is not a plain read.
    expect(schema.getQueryType()!.getFields().item.resolve).toBeDefined();
    expect(graphqlSync({ schema, source: query })).toEqual(before);
    expect(before).toEqual({ data: { item: { plain: 'p', renamed: 'o', withDefault: 7, own: 'own p' } } });
  });
});
