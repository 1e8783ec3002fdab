// NestJS gives every field of a code-first object type a resolver of its own that reads the
// property of the same name (falling back to the field's defaultValue). To graphql-jit, which
// compiles a field without a resolver into a plain property read, each such field is a resolver
// call (arguments, a resolve info, a promise check), and the feed's legal actions and events are
// hundreds of fields per message. Fields whose resolver is only that read, of the field's own name
// and without a default, lose it here: graphql-js's and graphql-jit's default read the same property.
import { isObjectType, type GraphQLField, type GraphQLSchema } from 'graphql';

const PROBE = Symbol('probe');

/** Whether `field`'s resolver is NestJS's plain read of the field's own property, with no default value. */
function plainRead(field: GraphQLField<unknown, unknown>): boolean {
  const resolve = field.resolve as ((root: Record<string, unknown>) => unknown) | undefined;
  if (!resolve || resolve.name !== 'rootFieldResolver' || resolve.length !== 1) return false;
  try {
    return resolve({ [field.name]: PROBE }) === PROBE && resolve({}) === undefined;
  } catch {
    return false;
  }
}

/** Drops the plain-read resolvers of every object type's fields; returns how many (read by a test). */
export function dropPlainResolvers(schema: GraphQLSchema): number {
  let dropped = 0;
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      if (!plainRead(field)) continue;
      field.resolve = undefined;
      dropped++;
    }
  }
  return dropped;
}
