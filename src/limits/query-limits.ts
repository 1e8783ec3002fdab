// Depth, alias and complexity limits for GraphQL operations, over HTTP and websockets alike,
// and the cap on an HTTP response's size. Depth: graphql-depth-limit as a validation rule.
// Aliases: a validation rule of our own. Complexity: graphql-query-complexity in an Apollo
// plugin (it needs the request's variables), and directly for websocket operations; fields
// that build a table view weigh what they cost (TABLE_VIEW_COST, MATCH_VIEW_COST).
import depthLimit from 'graphql-depth-limit';
import { fieldExtensionsEstimator, getComplexity, simpleEstimator } from 'graphql-query-complexity';
import {
  getOperationAST,
  getVariableValues,
  GraphQLError,
  Kind,
  parse,
  specifiedRules,
  TypeInfo,
  validate,
  visit,
  visitWithTypeInfo,
  type ASTNode,
  type DocumentNode,
  type FormattedExecutionResult,
  type GraphQLSchema,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import { LimitExceededError } from '../common/errors/domain-errors.js';
import { requestCost, type RequestCost } from './request-cost.js';

/**
 * graphql-depth-limit walks fragment spreads eagerly, before the standard rules have checked
 * them: an unknown fragment throws and a fragment cycle recurses forever. Such documents are
 * refused by the standard rules anyway, so the depth check skips them.
 */
function fragmentsSound(doc: DocumentNode): boolean {
  const spreads = new Map<string, string[]>();
  const collect = (node: ASTNode, out: string[]): void => {
    visit(node, { FragmentSpread: (n) => void out.push(n.name.value) });
  };
  const roots: string[] = [];
  for (const d of doc.definitions) {
    if (d.kind === Kind.FRAGMENT_DEFINITION) {
      const out: string[] = [];
      collect(d.selectionSet, out);
      spreads.set(d.name.value, out);
    } else collect(d, roots);
  }
  const done = new Set<string>();
  const acyclic = (name: string, path: Set<string>): boolean => {
    if (!spreads.has(name) || path.has(name)) return false;
    if (done.has(name)) return true;
    path.add(name);
    const ok = spreads.get(name)!.every((s) => acyclic(s, path));
    path.delete(name);
    if (ok) done.add(name);
    return ok;
  };
  return roots.every((r) => acyclic(r, new Set())) && [...spreads.keys()].every((f) => acyclic(f, new Set()));
}

/** The depth rule, reporting LIMIT_EXCEEDED (DEPTH) instead of a plain validation error. */
export function depthRule(max: number): ValidationRule {
  const rule = depthLimit(max);
  return (ctx: ValidationContext) => {
    if (fragmentsSound(ctx.getDocument())) {
      const reporting = Object.create(ctx) as ValidationContext;
      reporting.reportError = (e: GraphQLError) =>
        ctx.reportError(
          new GraphQLError(e.message, { nodes: e.nodes, originalError: new LimitExceededError(`${e.message}: nest fewer selections.`, 'DEPTH', max) }),
        );
      rule(reporting);
    }
    return {};
  };
}

/**
 * Extra complexity of a field that loads a table and builds a view of it (the `table` query):
 * reading the table row and seats, replaying nothing, but building the caller's view.
 */
export const TABLE_VIEW_COST = 20;
/**
 * Extra complexity of the typed match view (or the raw engine view): the biggest part of a
 * table view to map and serialise (the score sheet, every trick). With TABLE_VIEW_COST, 1,400
 * aliases of `table { match }` come to far above MAX_QUERY_COMPLEXITY, a full view to ~350.
 */
export const MATCH_VIEW_COST = 20;

/** Documents validated with our rules since start (HTTP and websockets): what a batch's one validation saves shows here. */
export const validations = { documents: 0 };

/**
 * Refuses a selection in which one field appears under more than `max` response names
 * (aliases), through fragments and inline fragments too: the cheap way to ask for the same big
 * answer many times over. The same name repeated is no alias (GraphQL merges it into one
 * field), and fields under different type conditions count apart (an object matches one
 * of them: a client may alias `seq` in each `... on` of the event types). Counted per selection
 * set, fragments expanded into it (memoised: a fragment spread many times is walked once).
 */
export function aliasRule(max: number): ValidationRule {
  return (ctx: ValidationContext) => {
    validations.documents++;
    const fragments = new Map(ctx.getDocument().definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [])));
    // Per fragment: type condition -> field -> response names.
    type Names = Map<string, Map<string, Set<string>>>;
    const ofFragment = new Map<string, Names>();
    const add = (into: Names, condition: string, field: string, key: string): void => {
      let fields = into.get(condition);
      if (!fields) into.set(condition, (fields = new Map()));
      let keys = fields.get(field);
      if (!keys) fields.set(field, (keys = new Set()));
      keys.add(key);
    };
    const collect = (set: SelectionSetNode, into: Names, condition: string, visiting: Set<string>): void => {
      for (const sel of set.selections) {
        if (sel.kind === Kind.FIELD) add(into, condition, sel.name.value, sel.alias?.value ?? sel.name.value);
        else if (sel.kind === Kind.INLINE_FRAGMENT) collect(sel.selectionSet, into, sel.typeCondition?.name.value ?? condition, visiting);
        else {
          const name = sel.name.value;
          const def = fragments.get(name);
          // Unknown fragments and cycles are the standard rules' to refuse.
          if (!def || visiting.has(name)) continue;
          let own = ofFragment.get(name);
          if (!own) {
            own = new Map();
            visiting.add(name);
            collect(def.selectionSet, own, def.typeCondition.name.value, visiting);
            visiting.delete(name);
            ofFragment.set(name, own);
          }
          for (const [c, fields] of own) for (const [field, keys] of fields) for (const key of keys) add(into, c, field, key);
        }
      }
    };
    return {
      SelectionSet(set) {
        // A condition on the selection's own type is no condition.
        const own = ctx.getParentType()?.name ?? '';
        const names: Names = new Map();
        collect(set, names, own, new Set());
        for (const fields of names.values()) {
          for (const [field, keys] of fields) {
            if (keys.size <= max) continue;
            const message = `The field ${field} is asked for under ${keys.size} names in one selection (at most ${max}): ask for it once.`;
            ctx.reportError(new GraphQLError(message, { nodes: set, originalError: new LimitExceededError(message, 'ALIASES', max) }));
            return false;
          }
        }
        return undefined;
      },
    };
  };
}

/**
 * Complexities already known, by document and operation name, for documents whose complexity
 * cannot depend on their variables. Bots send the same few documents over and over, and Apollo
 * hands over the same parsed DocumentNode for the same query text (its document cache).
 */
const knownComplexity = new WeakMap<DocumentNode, Map<string, number>>();

/** No field with a complexity function (those read arguments; a fixed number does not) and no directive on a variable (@include, @skip). */
function variableFree(schema: GraphQLSchema, doc: DocumentNode): boolean {
  const types = new TypeInfo(schema);
  let free = true;
  visit(
    doc,
    visitWithTypeInfo(types, {
      Field: () => void (typeof types.getFieldDef()?.extensions?.complexity === 'function' && (free = false)),
      Directive: (d) => void (d.arguments?.some((a) => a.value.kind === Kind.VARIABLE) && (free = false)),
    }),
  );
  return free;
}

/** The complexity of an operation (Infinity past the estimator's node count); undefined when its variables do not even coerce (execution refuses those). */
export function complexityOf(
  schema: GraphQLSchema,
  query: DocumentNode,
  variables: Record<string, unknown> | undefined,
  operationName?: string | null,
): number | undefined {
  const name = operationName ?? '';
  const known = knownComplexity.get(query)?.get(name);
  if (known !== undefined) return known;
  let c: number;
  try {
    c = getComplexity({
      schema,
      query,
      variables: variables ?? {},
      operationName: operationName ?? undefined,
      estimators: [fieldExtensionsEstimator(), simpleEstimator({ defaultComplexity: 1 })],
    });
  } catch (e) {
    // Past its node count (10,000 fields walked) the estimator gives up: too complex by far.
    if (e instanceof Error && e.message.includes('maximum allowed number of nodes')) return Number.POSITIVE_INFINITY;
    return undefined;
  }
  if (variableFree(schema, query)) {
    const byName = knownComplexity.get(query) ?? new Map<string, number>();
    knownComplexity.set(query, byName.set(name, c));
  }
  return c;
}

export function complexityError(complexity: number, max: number, batched = false): GraphQLError {
  const said = Number.isFinite(complexity) ? String(complexity) : 'over 10,000 fields';
  const what = batched ? `The request is too complex (${said} with the batch's operations before this one` : `The operation is too complex (${said}`;
  const domain = new LimitExceededError(`${what}, at most ${max}): ask for fewer fields or smaller lists.`, 'COMPLEXITY', max);
  // A plugin's error is a 500 unless it says otherwise.
  return new GraphQLError(domain.message, { originalError: domain, extensions: { http: { status: 400 } } });
}

interface ResolvedOperation {
  request: { variables?: Record<string, unknown>; operationName?: string | null };
  document: DocumentNode;
  schema: GraphQLSchema;
}

/**
 * Apollo plugin (typed structurally: Apollo's ESM and CJS typings differ): refuses an operation
 * before it executes when it, with the operations of the same request before it (a batch is one
 * request: request-cost.ts), comes to more than `max`. The operations of a batch run one after
 * another: side by side, each missed Apollo's document cache and parsed and validated the same
 * document again (ten times for a batch of ten), and their answers were built at once.
 */
export function complexityPlugin(max: number, maxRowFields = Number.POSITIVE_INFINITY) {
  return {
    async requestDidStart({ contextValue }: { contextValue?: unknown }) {
      const cost = requestCost(contextValue);
      let done = () => undefined as void;
      if (cost) {
        cost.maxRowFields = maxRowFields;
        const before = cost.turn;
        cost.turn = new Promise<void>((r) => (done = r));
        await before;
      }
      return {
        async didEncounterErrors() {
          done();
        },
        async willSendResponse() {
          done();
        },
        async didResolveOperation({ request, document, schema }: ResolvedOperation) {
          const c = complexityOf(schema, document, request.variables, request.operationName);
          if (c === undefined) return;
          const total = (cost?.complexity ?? 0) + c;
          if (total > max) throw complexityError(total, max, (cost?.operations ?? 0) > 0);
          if (cost) {
            cost.complexity = total;
            cost.operations++;
          }
        },
      };
    },
  };
}

/** The refusal that replaces an answer whose JSON is bigger than `max` bytes with the `before` bytes already sent in the same request, or null when it fits. */
export function responseTooBig(result: { data?: unknown }, max: number, cost?: RequestCost): FormattedExecutionResult | null {
  return result.data ? bytesTooBig(Buffer.byteLength(JSON.stringify(result)), max, cost) : null;
}

/** The same refusal for an answer already encoded (`bytes` long). */
export function bytesTooBig(bytes: number, max: number, cost?: RequestCost): FormattedExecutionResult | null {
  const before = cost?.bytes ?? 0;
  if (before + bytes <= max) {
    if (cost) cost.bytes += bytes;
    return null;
  }
  const said = before ? `${bytes} bytes after ${before} for the request's other operations` : `${bytes} bytes`;
  const domain = new LimitExceededError(`The answer is too big (${said}, at most ${max}): ask for fewer fields or fewer tables.`, 'RESPONSE_SIZE', max);
  return { errors: [{ message: domain.message, extensions: { code: domain.code, ...domain.details } }] };
}

/**
 * Apollo plugin: an HTTP answer whose JSON is bigger than `max` bytes is not sent; the
 * client gets a LIMIT_EXCEEDED refusal instead (the aliases and complexity limits keep such
 * answers rare; this bounds what slips through, e.g. many big tables in one request). Queries
 * and mutations over websockets get the same cap in the graphql-ws hooks (ws-hooks.ts).
 */
export function responseSizePlugin(max: number) {
  return {
    async requestDidStart({ contextValue }: { contextValue?: unknown }) {
      // Summed over the operations of a batch: one request, one answer.
      const cost = requestCost(contextValue);
      return {
        async willSendResponse({ response }: { response: { body: { kind: string; singleResult?: FormattedExecutionResult }; http?: { status?: number } } }) {
          const body = response.body;
          if (body.kind !== 'single' || !body.singleResult) return;
          const refusal = responseTooBig(body.singleResult, max, cost);
          if (!refusal) return;
          body.singleResult = refusal;
          if (response.http) response.http.status = 400;
        },
      };
    },
  };
}

/** The validation rules of our own, for HTTP and websockets alike. */
export function limitRules(maxDepth: number, maxAliases: number): ValidationRule[] {
  return [depthRule(maxDepth), aliasRule(maxAliases)];
}

/** Validation for websocket operations (graphql-ws validates on its own): the standard rules plus ours. */
export function wsValidate(maxDepth: number, maxAliases: number) {
  const rules = [...specifiedRules, ...limitRules(maxDepth, maxAliases)];
  return (schema: GraphQLSchema, document: DocumentNode) => validate(schema, document, rules);
}

/**
 * Websocket operations that parsed and validated, by query text (per schema, oldest dropped
 * beyond VALID_DOCUMENTS), as Apollo keeps them for HTTP: when an instance restarts, every bot
 * subscribes again with the same few documents at once. Refused documents are not kept.
 */
const validDocuments = new WeakMap<GraphQLSchema, Map<string, DocumentNode>>();
const VALID_DOCUMENTS = 1000;

/**
 * What graphql-ws's onSubscribe returns for a websocket operation: the execution arguments
 * once it parses, validates (standard rules, depth and aliases) and stays under the complexity limit, or
 * the errors (coded, so the edge maps them) that refuse it.
 */
export function checkSocketOperation(
  schema: GraphQLSchema,
  payload: { query?: unknown; variables?: unknown; operationName?: unknown },
  maxDepth: number,
  maxComplexity: number,
  maxAliases: number,
  maxTokens?: number,
): { schema: GraphQLSchema; document: DocumentNode; variableValues?: Record<string, unknown>; operationName?: string } | GraphQLError[] {
  if (typeof payload.query !== 'string') return [new GraphQLError('The operation has no query string.', { extensions: { code: 'BAD_USER_INPUT' } })];
  const variables =
    payload.variables && typeof payload.variables === 'object' && !Array.isArray(payload.variables)
      ? (payload.variables as Record<string, unknown>)
      : undefined;
  const operationName = typeof payload.operationName === 'string' ? payload.operationName : undefined;
  let valid = validDocuments.get(schema);
  if (!valid) validDocuments.set(schema, (valid = new Map()));
  let document = valid.get(payload.query);
  if (!document) {
    try {
      document = parse(payload.query, maxTokens ? { maxTokens } : undefined);
    } catch (e) {
      // The same error, and so the same code after formatting, as Apollo's parse over HTTP.
      return [new GraphQLError(e instanceof Error ? e.message : 'Syntax error', { extensions: { code: 'GRAPHQL_PARSE_FAILED' } })];
    }
    const invalid = validate(schema, document, [...specifiedRules, ...limitRules(maxDepth, maxAliases)]);
    if (invalid.length)
      return invalid.map(
        (e) => new GraphQLError(e.message, { nodes: e.nodes, originalError: e.originalError, extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }),
      );
    if (valid.size >= VALID_DOCUMENTS) valid.delete(valid.keys().next().value!);
    valid.set(payload.query, document);
  }
  // Variables that do not coerce are the client's fault: say so here, as Apollo does over HTTP
  // (graphql-js would report them from execute without a code).
  const operation = getOperationAST(document, operationName);
  if (!operation) return [new GraphQLError('Name the operation to run (operationName).', { extensions: { code: 'BAD_USER_INPUT' } })];
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables ?? {});
  if (coerced.errors) return coerced.errors.map((e) => new GraphQLError(e.message, { nodes: e.nodes, extensions: { code: 'BAD_USER_INPUT' } }));
  const c = complexityOf(schema, document, variables, operationName);
  if (c !== undefined && c > maxComplexity) return [complexityError(c, maxComplexity)];
  return { schema, document, variableValues: variables, operationName };
}
