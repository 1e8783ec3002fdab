// What one HTTP request may cost, summed over all its operations: a batch (a JSON array of up
// to MAX_BATCH_OPERATIONS operations) is one request, so its operations share one complexity
// budget (MAX_QUERY_COMPLEXITY) and one response size (MAX_RESPONSE_BYTES). Lists whose length
// only execution knows (a score sheet of 150 deals) are charged by their real rows as they
// resolve (`rowsCost`, a field middleware). Held in the HTTP request's context (Apollo gives each
// operation of a batch a shallow copy of it, so the copies share this object); websocket
// operations have none and keep their per-operation checks.
import type { FieldMiddleware, MiddlewareContext } from '@nestjs/graphql';
import { Kind, type FieldNode, type FragmentDefinitionNode, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';
import { LimitExceededError } from '../common/errors/domain-errors.js';

export class RequestCost {
  /** Complexity spent: the operations' estimates. */
  complexity = 0;
  /** Fields in the rows of lists as they resolve. */
  rowFields = 0;
  maxRowFields = Number.POSITIVE_INFINITY;
  /** JSON bytes of the answers sent so far. */
  bytes = 0;
  /** Operations that passed the complexity check. */
  operations = 0;
  /** The end of the batch's operation before: the next one starts then (query-limits.ts). */
  turn: Promise<void> = Promise.resolve();
}

/** The cost so far of the HTTP request whose context this is; undefined over websockets and SSE. */
export function requestCost(context: unknown): RequestCost | undefined {
  const cost = context && typeof context === 'object' ? (context as { requestCost?: unknown }).requestCost : undefined;
  return cost instanceof RequestCost ? cost : undefined;
}

/** Fields selected under a list item, fragments expanded (each fragment walked once per call): what one row costs. */
export function fieldsPerRow(info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>): number {
  const count = (set: SelectionSetNode | undefined, seen: Set<string>): number => {
    if (!set) return 0;
    let n = 0;
    for (const sel of set.selections) {
      if (sel.kind === Kind.FIELD) n += 1 + count(sel.selectionSet, seen);
      else if (sel.kind === Kind.INLINE_FRAGMENT) n += count(sel.selectionSet, seen);
      else if (!seen.has(sel.name.value)) {
        seen.add(sel.name.value);
        const def: FragmentDefinitionNode | undefined = info.fragments[sel.name.value];
        n += count(def?.selectionSet, seen);
      }
    }
    return n;
  };
  return Math.max(
    1,
    info.fieldNodes.reduce((n, f: FieldNode) => n + count(f.selectionSet, new Set()), 0),
  );
}

/**
 * Field middleware for a list whose length only execution knows: its rows are charged to the
 * request's budget of row fields (MAX_LIST_ROW_FIELDS) at the fields their selection asks for.
 * Past the budget the field is refused (LIMIT_EXCEEDED, LIST_ROWS), alone: the request's other
 * fields still answer. The full score sheet of a 150-deal match (every field of both games) is 22,500.
 */
export const rowsCost: FieldMiddleware = async (ctx: MiddlewareContext, next) => {
  const value: unknown = await next();
  const cost = requestCost(ctx.context);
  if (!cost || !Array.isArray(value) || !value.length) return value;
  const fields = value.length * (ctx.info ? fieldsPerRow(ctx.info) : 1);
  if (cost.rowFields + fields > cost.maxRowFields) {
    throw new LimitExceededError(
      `The request asks for too many list rows (${cost.rowFields + fields} fields with the ${value.length} rows of ${ctx.info?.fieldName ?? 'a list'}, at most ${cost.maxRowFields} for the whole request): ask for fewer tables or fields.`,
      'LIST_ROWS',
      cost.maxRowFields,
    );
  }
  cost.rowFields += fields;
  return value;
};
