// The one place where errors become GraphQL errors: domain errors keep their code and
// details, validation failures become BAD_USER_INPUT, anything unexpected becomes a
// generic INTERNAL_SERVER_ERROR. Never a stack trace. Also the one place where they are
// logged: a refusal (the client's doing) at debug without a stack, anything unexpected at error.
import type { GraphQLFormattedError } from 'graphql';
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

export function formatGraphQLError(formatted: GraphQLFormattedError, error: unknown, log?: ErrorLog): GraphQLFormattedError {
  const out = toClientError(formatted, error);
  if (out.extensions?.code === 'INTERNAL_SERVER_ERROR') log?.error(error);
  else log?.debug({ ...out.extensions, path: formatted.path?.join('.') }, `refused: ${out.message}`);
  return out;
}

function toClientError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const base = { locations: formatted.locations, path: formatted.path };
  const domain = findDomainError(error);
  if (domain) {
    return { ...base, message: domain.message, extensions: { code: domain.code, ...domain.details } };
  }
  const code = String(formatted.extensions?.code ?? '');
  if (INPUT_CODES.has(code)) {
    return { ...base, message: formatted.message, extensions: { code: 'BAD_USER_INPUT' } };
  }
  if (code === 'UNAUTHENTICATED' || code === 'FORBIDDEN' || code === 'PERSISTED_QUERY_NOT_FOUND' || code === 'PERSISTED_QUERY_NOT_SUPPORTED' || code === 'OPERATION_RESOLUTION_FAILURE') {
    return { ...base, message: formatted.message, extensions: { code: code === 'OPERATION_RESOLUTION_FAILURE' ? 'BAD_USER_INPUT' : code } };
  }
  return { ...base, message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } };
}
