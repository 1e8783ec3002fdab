// The one place where errors become GraphQL errors: domain errors keep their code and
// details, validation failures become BAD_USER_INPUT, anything unexpected becomes a
// generic INTERNAL_SERVER_ERROR. Never a stack trace. Also the one place where they are
// logged: a refusal (the client's doing) at debug without a stack, anything unexpected at error,
// and at most LOGGED_ERRORS_PER_RESPONSE lines plus one summary for all the errors of one response.
import type { GraphQLError, GraphQLFormattedError } from 'graphql';
import { DomainError } from './domain-errors.js';

const INPUT_CODES = new Set(['BAD_REQUEST', 'BAD_USER_INPUT', 'GRAPHQL_VALIDATION_FAILED', 'GRAPHQL_PARSE_FAILED']);

/** Where formatGraphQLError reports (a Nest Logger). */
export interface ErrorLog {
  debug(fields: object, message: string): void;
  error(error: unknown): void;
}

function findDomainError(error: unknown): DomainError | undefined {
  let e: unknown = error;
  for (let i = 0; i < 5 && e; i++) {
    if (e instanceof DomainError) return e;
    e = (e as { originalError?: unknown }).originalError;
  }
  return undefined;
}

/** Errors of one response logged one by one; the rest are counted in one summary line. */
export const LOGGED_ERRORS_PER_RESPONSE = 5;

/** What one response has logged so far (a request with 1,400 failing aliases writes a handful of lines, not 1,400). */
export class ErrorLogBudget {
  logged = 0;
  skipped = 0;
  skippedInternal = 0;

  /** The one line for the errors not logged, if any. */
  summarise(log: ErrorLog | undefined): void {
    if (!log || !this.skipped) return;
    const message = `and ${this.skipped} more errors in the same response`;
    if (this.skippedInternal) log.error(`${message} (${this.skippedInternal} of them internal)`);
    else log.debug({ skipped: this.skipped }, message);
  }
}

export function formatGraphQLError(formatted: GraphQLFormattedError, error: unknown, log?: ErrorLog, budget?: ErrorLogBudget): GraphQLFormattedError {
  const out = toClientError(formatted, error);
  const internal = out.extensions?.code === 'INTERNAL_SERVER_ERROR';
  if (!log) return out;
  if (budget && budget.logged >= LOGGED_ERRORS_PER_RESPONSE) {
    budget.skipped++;
    if (internal) budget.skippedInternal++;
    return out;
  }
  if (budget) budget.logged++;
  if (internal) log.error(error);
  else log.debug({ ...out.extensions, path: formatted.path?.join('.') }, `refused: ${out.message}`);
  return out;
}

/** Formats the errors of one response (websocket and SSE paths), logging them within one budget. */
export function formatGraphQLErrors(errors: readonly GraphQLError[], log?: ErrorLog): GraphQLFormattedError[] {
  const budget = new ErrorLogBudget();
  const out = errors.map((e) => formatGraphQLError(e.toJSON(), e, log, budget));
  budget.summarise(log);
  return out;
}

/**
 * The same budget over HTTP, where Apollo formats each error alone (formatError): this plugin
 * gives every error of a request the request's budget before they are formatted, and writes the
 * summary before the response goes out. `budgetOf` is what formatError asks.
 */
export function errorLogPlugin(log: ErrorLog) {
  const budgets = new WeakMap<object, ErrorLogBudget>();
  return {
    budgetOf: (error: unknown): ErrorLogBudget | undefined => (error && typeof error === 'object' ? budgets.get(error) : undefined),
    plugin: {
      async requestDidStart() {
        const budget = new ErrorLogBudget();
        return {
          async didEncounterErrors({ errors }: { errors: readonly unknown[] }) {
            for (const e of errors) if (e && typeof e === 'object') budgets.set(e, budget);
          },
          async willSendResponse() {
            budget.summarise(log);
          },
        };
      },
    },
  };
}

function toClientError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const base = { locations: formatted.locations, path: formatted.path };
  const domain = findDomainError(error);
  if (domain) {
    return { ...base, message: domain.message, extensions: { code: domain.code, ...domain.details } };
  }
  const code = String(formatted.extensions?.code ?? '');
  // graphql-js's maxTokens (MAX_QUERY_TOKENS) stops the parser with a syntax error: it is a limit.
  const tokens = code === 'GRAPHQL_PARSE_FAILED' ? /Document contains more th(?:an|at) (\d+) tokens/.exec(formatted.message) : null;
  if (tokens)
    return {
      ...base,
      message: `The operation is too long: more than ${tokens[1]} tokens.`,
      extensions: { code: 'LIMIT_EXCEEDED', limit: 'QUERY_TOKENS', max: Number(tokens[1]) },
    };
  if (INPUT_CODES.has(code)) {
    return { ...base, message: formatted.message, extensions: { code: 'BAD_USER_INPUT' } };
  }
  if (
    code === 'UNAUTHENTICATED' ||
    code === 'FORBIDDEN' ||
    code === 'PERSISTED_QUERY_NOT_FOUND' ||
    code === 'PERSISTED_QUERY_NOT_SUPPORTED' ||
    code === 'OPERATION_RESOLUTION_FAILURE'
  ) {
    return { ...base, message: formatted.message, extensions: { code: code === 'OPERATION_RESOLUTION_FAILURE' ? 'BAD_USER_INPUT' : code } };
  }
  return { ...base, message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } };
}
