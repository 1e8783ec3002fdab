// The GraphQL server's per-request edge: the context of every operation (the caller from the
// bearer token, the client address) and the graphql-ws hooks of websocket traffic (the token at
// connect, the depth and complexity checks, the cap on open subscriptions, the error mapping
// that Apollo's formatError does not see there). app.module.ts plugs them into the Apollo driver.
import type { GraphQLWsSubscriptionsConfig } from '@nestjs/graphql';
import { getOperationAST, GraphQLError, type DocumentNode, type ExecutionArgs, type GraphQLSchema } from 'graphql';
import type { Env } from '../config/env.js';
import { clientAddress, DOOR_SMALL_BYTES } from '../limits/http-limits.js';
import { RequestCost } from '../limits/request-cost.js';
import type { ConnectionLimiter } from '../limits/connection-limits.js';
import { bytesTooBig, checkSocketOperation, wsValidate } from '../limits/query-limits.js';
import type { SubscriptionLimiter } from '../limits/subscription-limiter.js';
import { ANONYMOUS_STARTS_PER_TURN, TurnPacer } from '../limits/turn-pacer.js';
import { isShapeRefusal, type RefusalBudget } from '../limits/refusal-budget.js';
import { RateLimitedError } from '../common/errors/domain-errors.js';
import type { BearerAuth } from '../platforms/bearer-auth.js';
import { UNAUTHENTICATED_CLOSE, type TokenSockets } from '../players/token-sockets.js';
import type { GqlContext } from '../common/auth/auth.js';
import { formatGraphQLErrors, type ErrorLog } from '../common/errors/error-formatter.js';
import { jitSubscribe, type ResultSink } from '../common/graphql/jit-subscribe.js';
import { carryFrames, encodedPayload, sendNext, sendStreamed, type FrameSocket } from './ws-frames.js';

/** Whether an operation is a subscription, looked up once per document and operation name: onNext runs for every feed event. */
const subscriptionDocuments = new WeakMap<DocumentNode, Map<string, boolean>>();
function isSubscription(document: DocumentNode, operationName: string | null | undefined): boolean {
  let byName = subscriptionDocuments.get(document);
  if (!byName) subscriptionDocuments.set(document, (byName = new Map()));
  const key = operationName ?? '';
  let is = byName.get(key);
  if (is === undefined) byName.set(key, (is = getOperationAST(document, operationName)?.operation === 'subscription'));
  return is;
}

/** The sink of a subscription's results, by the execution arguments onSubscribe made for it (see `subscribe` below). */
const sinks = new WeakMap<object, ResultSink>();

/** Results that are an operation's only message (graphql-ws sends its complete right after). */
const singleAnswers = new WeakSet<object>();

/** What graphql-ws keeps per socket (ctx.extra): the ws socket and upgrade request, and ours. */
interface SocketExtra {
  socket: FrameSocket & { close(code: number, reason: string): void };
  request: { socket: { remoteAddress?: string }; headers?: Record<string, string | string[] | undefined> };
  authorization?: unknown;
  auth?: GqlContext;
  /** When the caller of `auth` was last found by its token (ms). */
  checkedAt?: number;
  /** Open operations of this socket counted against the subscription cap. */
  open?: Set<string>;
  /** When an operation last started or ended (ms), and the timer that closes the socket when idle. */
  lastActive?: number;
  idle?: NodeJS.Timeout;
  first?: NodeJS.Timeout;
}

/** Close code of a socket without a token refused because the anonymous share of the connections is full. */
export const ANONYMOUS_FULL_CLOSE = 4503;
/** Close code of a socket without a token refused because its address holds MAX_ANONYMOUS_CONNECTIONS_PER_ADDRESS. */
export const ANONYMOUS_ADDRESS_CLOSE = 4429;

/** Close code of a socket that held no operation for WS_IDLE_SECONDS (clients reconnect when they need one). */
export const IDLE_CLOSE = 4000;

/**
 * Closes the socket once it has held no operation (graphql-ws's ctx.subscriptions: subscriptions
 * and queries in flight) for `seconds` since the connection_ack or the end of the last one, so an
 * idle socket does not hold a connection slot and a file descriptor for ever.
 */
function watchIdle(extra: SocketExtra, operations: () => object, seconds: number, firstSeconds: number): void {
  const ms = seconds * 1000;
  extra.lastActive = Date.now();
  const acked = extra.lastActive;
  // A socket that starts nothing at all is closed sooner: it only holds a slot.
  const first = setTimeout(() => {
    if (extra.lastActive === acked && Object.keys(operations()).length === 0) extra.socket.close(IDLE_CLOSE, `idle: no operation within ${firstSeconds} s`);
  }, firstSeconds * 1000).unref();
  extra.first = first;
  const check = () => {
    const quietFor = Date.now() - (extra.lastActive ?? 0);
    if (Object.keys(operations()).length > 0) extra.idle = setTimeout(check, ms).unref();
    else if (quietFor >= ms) extra.socket.close(IDLE_CLOSE, `idle: no subscription for ${seconds} s`);
    else extra.idle = setTimeout(check, ms - quietFor).unref();
  };
  extra.idle = setTimeout(check, ms).unref();
}

/** Whose budget of open subscriptions a socket spends: its token's, or its address's. */
function socketKey(extra: SocketExtra): string {
  const tokenId = extra.auth?.caller?.tokenId;
  return tokenId ? `token:${tokenId}` : `ip:${extra.auth?.ip ?? 'unknown'}`;
}

/** The context of every operation, over HTTP and websockets. */
export function graphqlContext(bearer: BearerAuth, env: Env, refusals: RefusalBudget) {
  return async (arg: { req?: { headers: Record<string, unknown>; ip?: string }; extra?: SocketExtra }): Promise<GqlContext> => {
    const extra = arg.extra;
    // A socket's caller as last checked, for TOKEN_CACHE_MS: a revocation closes the token's
    // sockets on every instance (TokenSockets), and a check at that age bounds a lost notice
    // as the token cache does. Then its operations authenticate again, and a token revoked
    // since is refused.
    if (extra?.auth?.caller && Date.now() - (extra.checkedAt ?? 0) < env.TOKEN_CACHE_MS) return { ...extra.auth };
    const authorization = extra ? extra.authorization : arg.req?.headers.authorization;
    const auth = await bearer.resolve(authorization);
    if (auth.caller || auth.platform) refusals.trust(authorization);
    // One budget per HTTP request, shared by the operations of a batch (limits/request-cost.ts).
    if (!extra) {
      const secret = arg.req?.headers['x-operator-secret'];
      return { ...auth, ip: arg.req?.ip, requestCost: new RequestCost(), ...(typeof secret === 'string' ? { operatorSecret: secret } : {}) };
    }
    const context = { ...auth, ip: clientAddress(extra.request, env.TRUST_PROXY_HOPS) };
    if (auth.caller) {
      extra.auth = context;
      extra.checkedAt = Date.now();
    }
    return { ...context };
  };
}

export interface WsHookDeps {
  bearer: BearerAuth;
  sockets: TokenSockets;
  subscriptions: SubscriptionLimiter;
  connections: ConnectionLimiter;
  refusals: RefusalBudget;
  env: Env;
  /** Where errors are logged (refusals at debug, INTERNAL_SERVER_ERROR at error). */
  logger: ErrorLog;
  /** The built schema (graphql-ws hooks do not receive it); undefined until it is built. */
  schema: () => GraphQLSchema | undefined;
}

/** The 'graphql-ws' options of the Apollo driver. */
export function graphqlWsHooks({ bearer, sockets, subscriptions, connections, refusals, env, logger, schema }: WsHookDeps): GraphQLWsSubscriptionsConfig {
  const format = (errors: readonly GraphQLError[]) => formatGraphQLErrors(errors, logger);
  // Sockets without a token start their operations a few per turn of the event loop (their
  // connection_init is not paced: the anonymous share must close the sockets beyond it at once).
  const anonymous = new TurnPacer(ANONYMOUS_STARTS_PER_TURN);
  return {
    // A wrong or revoked token closes the socket (4401, "UNAUTHENTICATED"); no token at all is a spectator.
    onConnect: async (ctx) => {
      const extra = ctx.extra as unknown as SocketExtra;
      const params = (ctx.connectionParams ?? {}) as Record<string, unknown>;
      extra.authorization = params.authorization ?? params.Authorization;
      const auth = await bearer.resolve(extra.authorization);
      if (auth.badToken) {
        // A close reason holds at most 123 bytes: the reason code, not the message.
        extra.socket.close(
          UNAUTHENTICATED_CLOSE,
          auth.authError ? `UNAUTHENTICATED: ${auth.authError.reason}` : 'UNAUTHENTICATED: the API token is unknown or revoked',
        );
        return false;
      }
      extra.auth = { ...auth, ip: clientAddress(extra.request, env.TRUST_PROXY_HOPS) };
      extra.checkedAt = Date.now();
      if (auth.caller) {
        sockets.add(auth.caller.tokenId, extra.socket);
        refusals.trust(extra.authorization);
      } else {
        // Without a token: the anonymous share of the connections (CONNECTIONS_RESERVED_PERCENT kept for players).
        const refused = connections.admitAnonymous(extra.auth.ip, extra.request.socket as unknown as { once(event: 'close', cb: () => void): unknown });
        if (refused) {
          // A close reason holds at most 123 bytes.
          if (refused.status === 429) extra.socket.close(ANONYMOUS_ADDRESS_CLOSE, 'LIMIT_EXCEEDED: too many connections without a token from this address');
          else extra.socket.close(ANONYMOUS_FULL_CLOSE, 'LIMIT_EXCEEDED: connections without a token are full');
          return false;
        }
      }
      // Counted as what it is now (after admitAnonymous): an upgrade that waits for it decides on that.
      connections.settlePending(extra.request.socket);
      carryFrames(extra.socket);
      watchIdle(extra, () => (ctx as unknown as { subscriptions: object }).subscriptions, env.WS_IDLE_SECONDS, env.WS_FIRST_OPERATION_SECONDS);
      return true;
    },
    onClose: (ctx) => {
      const extra = ctx.extra as unknown as SocketExtra;
      clearTimeout(extra.idle);
      clearTimeout(extra.first);
      if (extra.auth?.caller) sockets.remove(extra.auth.caller.tokenId, extra.socket);
      for (const _ of extra.open ?? []) subscriptions.release(socketKey(extra));
      extra.open?.clear();
    },
    // Apollo's formatError does not see websocket traffic: apply the same mapping here. The
    // message is encoded and sent here (ws-frames.ts): a result shared by the sockets of a view once.
    onNext: (ctx, id, _payload, args, result) => {
      const extra = ctx.extra as unknown as SocketExtra;
      // A query's or mutation's answer gets the HTTP answers' size cap; feed events are bounded by the feed's own documents.
      const subscription = isSubscription(args.document, args.operationName);
      // A subscription refused at its start answers once, like a query: its complete follows at once.
      const stream = subscription && !singleAnswers.has(result);
      const check = subscription
        ? undefined
        : (json: string) => {
            const refusal = (result as { data?: unknown }).data ? bytesTooBig(Buffer.byteLength(json), env.MAX_RESPONSE_BYTES) : null;
            if (refusal) {
              refusals.count(extra.auth?.ip, extra.authorization);
              logger.debug({ code: 'LIMIT_EXCEEDED', limit: 'RESPONSE_SIZE' }, 'refused: websocket answer too big');
            }
            return refusal;
          };
      // A stream's messages leave from the sink onSubscribe gives every subscription of a connected socket.
      if (stream) return undefined as never;
      return sendNext(extra.socket, id, encodedPayload(result as { errors?: readonly GraphQLError[] }, format, check)) as never;
    },
    // Hooks that Nest passes through to graphql-ws but leaves out of its type.
    ...({
      // Each event runs the subscription's compiled selection (graphql-jit), not graphql-js's walk,
      // and its message goes to the socket from here (ws-frames.ts), not through graphql-ws's onNext.
      subscribe: (args: ExecutionArgs) => jitSubscribe(args, undefined, sinks.get(args)),
      validate: wsValidate(env.MAX_QUERY_DEPTH, env.MAX_ALIASES_PER_FIELD),
      // Parse, validate (with the depth rule) and check complexity with the variables, before anything runs.
      onSubscribe: async (ctx: { extra: unknown }, id: string, payload: unknown) => {
        const extra = ctx.extra as SocketExtra;
        extra.lastActive = Date.now();
        if (!extra.auth?.caller) await anonymous.turn();
        // The door of refusal-budget.ts, for big operations on an open socket.
        const query = (payload as { query?: unknown }).query;
        const big = typeof query === 'string' && query.length > DOOR_SMALL_BYTES;
        const retryAfter = big ? await refusals.blocked(extra.auth?.ip, extra.authorization) : 0;
        if (retryAfter) {
          const refusal = new RateLimitedError(refusals.message(retryAfter), 'REFUSALS', retryAfter);
          return [new GraphQLError(refusal.message, { originalError: refusal })] as never;
        }
        const built = schema();
        const args = built
          ? checkSocketOperation(built, payload as object, env.MAX_QUERY_DEPTH, env.MAX_QUERY_COMPLEXITY, env.MAX_ALIASES_PER_FIELD, env.MAX_QUERY_TOKENS)
          : undefined;
        // A subscription's messages as onNext would send them (errors formatted, encoded once per shared result).
        if (args && !Array.isArray(args) && isSubscription(args.document, args.operationName))
          sinks.set(args, (result) => sendStreamed(extra.socket, id, encodedPayload(result as { errors?: readonly GraphQLError[] }, format)));
        return args as never;
      },
      // Once an operation streams, it counts against the cap on open subscriptions.
      onOperation: (ctx: { extra: unknown }, id: string, _payload: unknown, _args: unknown, result: unknown) => {
        if (!result || typeof (result as AsyncIterable<unknown>)[Symbol.asyncIterator] !== 'function') {
          if (result) singleAnswers.add(result);
          return undefined;
        }
        const extra = ctx.extra as unknown as SocketExtra;
        const refused = subscriptions.admit(socketKey(extra));
        if (refused) {
          void (result as AsyncIterableIterator<unknown>).return?.();
          const answer = { errors: [refused] };
          singleAnswers.add(answer);
          return answer as never;
        }
        (extra.open ??= new Set()).add(id);
        return undefined;
      },
      onComplete: (ctx: { extra: unknown }, id: string) => {
        const extra = ctx.extra as unknown as SocketExtra;
        extra.lastActive = Date.now();
        if (extra.open?.delete(id)) subscriptions.release(socketKey(extra));
      },
      // Refused operations (graphql-ws's onError).
      onError: (c: { extra: unknown }, _i: string, _p: unknown, errors: readonly GraphQLError[]) => {
        const formatted = format(errors);
        const extra = c.extra as SocketExtra;
        if (formatted.some((e) => isShapeRefusal(e.extensions))) refusals.count(extra.auth?.ip, extra.authorization);
        return formatted;
      },
    } as object),
  };
}
