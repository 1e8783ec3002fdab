// The SDK's transport: one GraphQL operation over HTTP (fetch, bearer token) or over an open
// graphql-ws socket, and subscriptions over graphql-ws. All take the generated typed documents, so
// variables and results are checked by the compiler. A query or mutation over the socket a client
// holds for its feed skips an HTTP request: the same token, limits, idempotency and error codes,
// less work for client and server. No retries here: a caller that wants them (the bot kit) wraps
// execute().
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

/** An open graphql-ws client: operations go over its socket, with the token it connected with. */
export interface SocketOptions {
  socket: Client;
}

/** Where execute() sends an operation. */
export type Transport = HttpOptions | SocketOptions;

/** Operations without variables may omit them. */
type VariablesArg<V> = Record<string, never> extends V ? [variables?: V] : [variables: V];

/**
 * Runs one query or mutation over HTTP or an open socket; resolves with its data, rejects with a
 * GqlError (or fetch's own error when the server is unreachable; SOCKET_CLOSED when the socket
 * closed before the answer: the operation may or may not have run, so send it again with the same
 * clientActionId).
 */
export async function execute<R, V>(via: Transport, document: TypedDocumentString<R, V>, ...[variables]: VariablesArg<V>): Promise<R> {
  if ('socket' in via) return executeOnSocket(via.socket, document, (variables ?? {}) as Record<string, unknown>);
  const res = await (via.fetch ?? fetch)(via.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(via.token ? { authorization: `Bearer ${via.token}` } : {}) },
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

function executeOnSocket<R, V>(socket: Client, document: TypedDocumentString<R, V>, variables: Record<string, unknown>): Promise<R> {
  return new Promise<R>((resolve, reject) => {
    let result: { data?: R | null; errors?: readonly { message: string; extensions?: GqlErrorExtensions }[] } | undefined;
    socket.subscribe<R>(
      { query: document.toString(), variables },
      {
        next: (r) => (result = r),
        // A refusal before the operation ran (limits, validation) comes as a list of errors; a closed socket as a close event.
        error: (e) => {
          const first = Array.isArray(e) ? (e[0] as { message?: string; extensions?: GqlErrorExtensions } | undefined) : undefined;
          if (first) reject(new GqlError(first.extensions?.code ?? 'UNKNOWN', first.message ?? 'refused', first.extensions));
          else
            reject(
              new GqlError(
                'SOCKET_CLOSED',
                `the socket closed before the answer${e && typeof e === 'object' && 'code' in e ? ` (${(e as { code: number }).code})` : ''}`,
                {},
                0,
              ),
            );
        },
        complete: () => {
          const err = result?.errors?.[0];
          if (err) reject(new GqlError(err.extensions?.code ?? 'UNKNOWN', err.message, err.extensions));
          else if (result?.data == null) reject(new GqlError('SOCKET_CLOSED', 'the socket closed before the answer', {}, 0));
          else resolve(result.data);
        },
      },
    );
  });
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
