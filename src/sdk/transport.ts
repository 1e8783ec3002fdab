// The SDK's transport: one GraphQL operation over HTTP (fetch, bearer token) and subscriptions
// over graphql-ws. Both take the generated typed documents, so variables and results are checked
// by the compiler. No retries here: a caller that wants them (the bot kit) wraps execute().
import { createClient, type Client, type ClientOptions, type ExecutionResult, type Sink } from 'graphql-ws/client';
import type { TypedDocumentString } from './generated/graphql.js';

/** The `extensions` the API puts on its errors (docs/errors.md). */
export interface GqlErrorExtensions {
  code?: string;
  retryAfter?: number;
  currentSeq?: number;
  reason?: string;
  engineCode?: string;
  [key: string]: unknown;
}

/** A refused request: the first GraphQL error's code, or HTTP_ERROR when the answer had none. */
export class GqlError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly extensions: GqlErrorExtensions = {},
    /** The HTTP status of the answer. */
    readonly status = 200,
  ) {
    super(message);
  }
}

export interface HttpOptions {
  /** http(s)://host:port/graphql */
  url: string;
  /** An API token, sent as `Authorization: Bearer <token>`. */
  token?: string;
  /** Another fetch (tests, proxies); the global one otherwise. */
  fetch?: typeof fetch;
}

/** Operations without variables may omit them. */
type VariablesArg<V> = Record<string, never> extends V ? [variables?: V] : [variables: V];

/** Runs one query or mutation; resolves with its data, rejects with a GqlError (or fetch's own error when the server is unreachable). */
export async function execute<R, V>(http: HttpOptions, document: TypedDocumentString<R, V>, ...[variables]: VariablesArg<V>): Promise<R> {
  const res = await (http.fetch ?? fetch)(http.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(http.token ? { authorization: `Bearer ${http.token}` } : {}) },
    body: JSON.stringify({ query: document.toString(), variables: variables ?? {} }),
  });
  const body = (res.headers.get('content-type') ?? '').includes('json')
    ? ((await res.json()) as { data?: R; errors?: { message: string; extensions?: GqlErrorExtensions }[] })
    : {};
  const err = body.errors?.[0];
  if (err) throw new GqlError(err.extensions?.code ?? 'UNKNOWN', err.message, err.extensions, res.status);
  if (!res.ok || body.data === undefined) throw new GqlError('HTTP_ERROR', `HTTP ${res.status}`, {}, res.status);
  return body.data;
}

/** The websocket URL of an http(s) GraphQL endpoint. */
export function wsUrl(httpUrl: string): string {
  return httpUrl.replace(/^http/, 'ws');
}

/**
 * A graphql-ws client that authenticates with `token`. In Node below 22 pass `webSocketImpl`
 * (the `ws` package); browsers and newer Node have a global WebSocket.
 */
export function createFeedClient(opts: Omit<ClientOptions, 'connectionParams'> & { token?: string }): Client {
  const { token, ...rest } = opts;
  return createClient({ ...rest, connectionParams: token ? { authorization: `Bearer ${token}` } : {} });
}

/** Subscribes with a typed document; returns the function that ends the subscription. */
export function subscribe<R, V>(client: Client, document: TypedDocumentString<R, V>, variables: V, sink: Sink<ExecutionResult<R>>): () => void {
  return client.subscribe<R>({ query: document.toString(), variables: variables as Record<string, unknown> }, sink);
}
