// The subscriptions over Server-Sent Events (graphql-sse, distinct connections mode) at
// /graphql/stream, for clients that cannot hold a websocket (curl, serverless functions, some
// proxies). The same operations as over graphql-ws with the same edge: the bearer token (none:
// a spectator; a bad one: 401 UNAUTHENTICATED), the depth and complexity checks, the cap on
// open subscriptions (shared with websockets), the rate limits (the resolvers' guard), coded
// errors. Each `next` event's `id:` is where a client resumes after it (Last-Event-ID). A revoked
// token ends its streams; so does shutdown. A browser's EventSource sends no Authorization
// header: it follows a table as a player with a stream ticket in the URL (`ticket=`, single use,
// for one table; taken with the token by the streamTicket mutation).
//
// Why a thin adapter of our own instead of graphql-sse's express one: the library prints every
// event as `event:` and `data:` only and offers no hook into that framing, so the adapter writes
// its stream and adds the `id:` line to each `next` event, taking the ids (in order) from the
// source events the subscription's `subscribe` sees. The adapter also encodes each `next` event
// itself: a result shared by a group of streams (jit-subscribe.ts) is framed once, and every
// stream of the group writes the same Buffer; graphql-sse prints only a placeholder.
import { Injectable, Logger, Module } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { getOperationAST, GraphQLError, Kind, type DocumentNode, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { createHandler, type Handler, type Response as SseResponse } from 'graphql-sse';
import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import { Env } from '../config/env.js';
import { clientAddress } from '../limits/http-limits.js';
import { checkSocketOperation } from '../limits/query-limits.js';
import { ConnectionLimiter } from '../limits/connection-limits.js';
import { RefusalDelay } from '../limits/refusal-delay.js';
import { SubscriptionLimiter } from '../limits/subscription-limiter.js';
import { ANONYMOUS_STARTS_PER_TURN, TurnPacer } from '../limits/turn-pacer.js';
import { BearerAuth } from '../platforms/bearer-auth.js';
import { PlatformsModule } from '../platforms/platforms.module.js';
import { PlayersModule } from '../players/players.module.js';
import { PlayersService } from '../players/players.service.js';
import { TokenSockets } from '../players/token-sockets.js';
import type { GqlContext, ResumePoint } from '../common/auth/auth.js';
import { formatGraphQLErrors } from '../common/errors/error-formatter.js';
import { jitSubscribe } from '../common/graphql/jit-subscribe.js';

export const SSE_PATH = '/graphql/stream';

/** The parts of Express's request used here (its types are not installed). */
interface HttpRequest extends IncomingMessage {
  body?: unknown;
  ip?: string;
}

/** One open stream: its response, the framed `next` events still to write, and what it holds. */
interface Stream {
  res: ServerResponse;
  /** The `next` events (id line included) whose placeholders graphql-sse has not printed yet, in order. */
  frames: Buffer[];
  auth: GqlContext;
  /** Key of the subscription cap it counts against, once admitted. */
  capKey?: string;
  /** Ends the stream: an optional last event, then `complete`. */
  end(last?: string): void;
  ended: boolean;
}

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8' };

/** A refusal before any stream: the status and our usual `{ errors }` body with a code. */
function refusal(status: number, errors: readonly { message: string; extensions?: Record<string, unknown> }[]): SseResponse {
  return [JSON.stringify({ errors }), { status, statusText: STATUS_CODES[status] ?? '', headers: JSON_HEADERS }];
}

/** One SSE event as graphql-sse prints it. */
function sseEvent(event: 'next' | 'complete', data: unknown): string {
  return `event: ${event}\ndata:${data ? ` ${JSON.stringify(data)}` : ''}\n\n`;
}

/** What the subscription yields to graphql-sse in place of each result (the stream writes the frame instead). */
const PLACEHOLDER = {};
const PLACEHOLDER_CHUNK = `event: next\ndata: ${JSON.stringify(PLACEHOLDER)}\n\n`;
/** The framed `next` event of each result: a result shared by streams is encoded once. */
const frames = new WeakMap<object, Buffer>();
/** `next` events encoded (read by tests: one per shared result, not per stream). */
export const sseWork = { framesEncoded: 0 };

/** The id of a source event: where a client resumes after it (`eventId`, else `seq`). */
function eventId(event: unknown): string | undefined {
  const e = event as { eventId?: unknown; seq?: unknown } | null;
  if (typeof e?.eventId === 'string') return e.eventId;
  return typeof e?.seq === 'number' && Number.isInteger(e.seq) ? String(e.seq) : undefined;
}

/** The Last-Event-ID header: absent, a seq (`42`) or a VIEW's id (`42:v1`), or invalid (null). */
function lastEventId(header: string | string[] | undefined): ResumePoint | undefined | null {
  if (header === undefined || header === '') return undefined;
  const m = typeof header === 'string' ? /^(\d{1,15})(?::v(\d{1,9}))?$/.exec(header.trim()) : null;
  return m ? { seq: Number(m[1]), views: m[2] === undefined ? 0 : Number(m[2]) } : null;
}

/** The `ticket` URL parameter: absent, or the one value given (two are refused: null). */
function ticketParam(url: string | undefined): string | undefined | null {
  const values = new URL(url ?? '/', 'http://x').searchParams.getAll('ticket');
  return values.length === 0 ? undefined : values.length === 1 ? values[0] : null;
}

@Injectable()
export class GraphqlSse {
  private readonly logger = new Logger('GraphQL');
  private readonly open = new Set<Stream>();
  /** The stream of each operation context (the `subscribe` hook sees only the context). */
  private readonly byContext = new WeakMap<object, Stream>();
  private readonly handler: Handler<HttpRequest, Stream>;
  /** The built schema, handed over by the GraphQL module (app.module.ts). */
  private schema: () => GraphQLSchema | undefined = () => undefined;

  /** Starts of streams without a token per turn of the event loop. */
  private readonly anonymousStarts = new TurnPacer(ANONYMOUS_STARTS_PER_TURN);

  constructor(
    private readonly players: PlayersService,
    private readonly bearer: BearerAuth,
    private readonly sockets: TokenSockets,
    private readonly subscriptions: SubscriptionLimiter,
    private readonly connections: ConnectionLimiter,
    private readonly delay: RefusalDelay,
    private readonly env: Env,
  ) {
    this.handler = this.createHandler();
  }

  useSchema(schema: () => GraphQLSchema | undefined): void {
    this.schema = schema;
  }

  /** Mounts the endpoint (before Apollo's /graphql, which would take the path as its own). */
  mount(app: NestExpressApplication): void {
    app.use(SSE_PATH, (req: HttpRequest, res: ServerResponse) => {
      this.serve(req, res).catch((e: unknown) => {
        this.logger.error(e);
        if (!res.headersSent)
          res
            .writeHead(500, JSON_HEADERS)
            .end(JSON.stringify({ errors: [{ message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }));
        else res.end();
      });
    });
  }

  private format(errors: readonly GraphQLError[]) {
    return formatGraphQLErrors(errors, this.logger);
  }

  private createHandler(): Handler<HttpRequest, Stream> {
    const { env } = this;
    return createHandler<HttpRequest, Stream, Record<PropertyKey, unknown>>({
      // Distinct connections only: one operation per request, no stream reservations.
      authenticate: () => null,
      onSubscribe: (req, params) => {
        const schema = this.schema();
        if (!schema) return refusal(503, [{ message: 'The server is starting.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }]);
        const checked = checkSocketOperation(schema, params, env.MAX_QUERY_DEPTH, env.MAX_QUERY_COMPLEXITY, env.MAX_ALIASES_PER_FIELD, env.MAX_QUERY_TOKENS);
        if (Array.isArray(checked)) return refusal(400, this.format(checked));
        if (getOperationAST(checked.document, checked.operationName)?.operation !== 'subscription') {
          return refusal(400, [
            { message: `${SSE_PATH} serves subscriptions; send queries and mutations to POST /graphql.`, extensions: { code: 'BAD_USER_INPUT' } },
          ]);
        }
        // A ticket opens a stream of its table's feed, nothing else.
        if (req.context.auth.ticketTable !== undefined && !isTableEvents(checked.document, checked.operationName)) {
          return refusal(400, [{ message: 'A stream ticket opens the tableEvents subscription of its table only.', extensions: { code: 'BAD_USER_INPUT' } }]);
        }
        const contextValue: Record<PropertyKey, unknown> = { ...req.context.auth };
        this.byContext.set(contextValue, req.context);
        return { ...checked, contextValue };
      },
      // Validated by onSubscribe already (standard rules and depth).
      validate: () => [],
      subscribe: async (args) => {
        const stream = this.byContext.get(args.contextValue as object);
        let id: string | undefined;
        const result = await jitSubscribe(args, (event) => (id = eventId(event)));
        if (!stream || !isAsyncGenerator(result)) return result;
        return mapResults(result, async (r) => {
          stream.frames.push(this.frame(await r, id));
          return PLACEHOLDER as ExecutionResult;
        });
      },
      // Once it streams, the operation counts against the cap on open subscriptions (with the token's websockets).
      onOperation: (ctx, req, _args, result) => {
        if (!result || typeof (result as AsyncIterable<unknown>)[Symbol.asyncIterator] !== 'function') return undefined;
        const stream = req.context;
        const key = stream.auth.caller ? `token:${stream.auth.caller.tokenId}` : `ip:${stream.auth.ip ?? 'unknown'}`;
        const refused = this.subscriptions.admit(key);
        if (refused) {
          void (result as AsyncGenerator<unknown>).return?.(undefined);
          return { errors: [refused] };
        }
        stream.capKey = key;
        return undefined;
      },
      // Apollo's formatError does not see this traffic: the same mapping here.
      onNext: (_ctx, _req, result) => {
        if (result === PLACEHOLDER) return undefined;
        const r = result as ExecutionResult;
        return r.errors?.length ? ({ ...r, errors: this.format(r.errors) } as unknown as ExecutionResult) : undefined;
      },
    });
  }

  private async serve(req: HttpRequest, res: ServerResponse): Promise<void> {
    const accept = String(req.headers.accept ?? '');
    if (!accept.includes('text/event-stream')) {
      return this.write(
        res,
        refusal(406, [
          {
            message: `Ask for an event stream: send "Accept: text/event-stream" (GET with query parameters, or POST a JSON body).`,
            extensions: { code: 'BAD_USER_INPUT' },
          },
        ]),
      );
    }
    // A stream is a connection: it counts against the caps of its address and the instance.
    const refused = this.connections.admit(req, res);
    if (refused) {
      await this.delay.hold(clientAddress(req, this.env.TRUST_PROXY_HOPS));
      return this.write(
        res,
        refusal(refused.status, [{ message: refused.message, extensions: { code: 'LIMIT_EXCEEDED', limit: 'CONNECTIONS', max: refused.max } }]),
      );
    }
    const resumeAfter = lastEventId(req.headers['last-event-id']);
    if (resumeAfter === null) {
      return this.write(
        res,
        refusal(400, [
          {
            message: "Last-Event-ID must be an id of this stream: a seq (a non-negative integer) or a VIEW's id (`42:v1`).",
            extensions: { code: 'BAD_USER_INPUT', field: 'Last-Event-ID' },
          },
        ]),
      );
    }
    const auth = await this.authFor(req, res);
    if (!auth) return;
    // Without a token: the anonymous share of the instance's connections (CONNECTIONS_RESERVED_PERCENT kept for players).
    const anonymous = auth.caller ? null : this.connections.admitAnonymous(clientAddress(req, this.env.TRUST_PROXY_HOPS), res);
    if (anonymous) {
      await this.delay.hold(clientAddress(req, this.env.TRUST_PROXY_HOPS));
      return this.write(
        res,
        refusal(anonymous.status, [{ message: anonymous.message, extensions: { code: 'LIMIT_EXCEEDED', limit: 'CONNECTIONS', max: anonymous.max } }]),
      );
    }
    // Streams without a token start a few per turn of the event loop, as websockets' operations do
    // (ws-hooks.ts): a burst of resumes from Last-Event-ID 0 otherwise replays in the turns a
    // player's answers wait in.
    if (!auth.caller) await this.anonymousStarts.turn();
    if (res.destroyed) return;
    const stream: Stream = {
      res,
      frames: [],
      auth: { ...auth, ip: clientAddress(req, this.env.TRUST_PROXY_HOPS), lastEventId: resumeAfter },
      ended: false,
      end: () => undefined,
    };
    const [body, init] = await this.handler({
      method: req.method ?? 'GET',
      url: req.url ?? '/',
      headers: { get: (key) => (key === 'accept' ? 'text/event-stream' : [req.headers[key] ?? []].flat().join('\n') || undefined) },
      body: () => Promise.resolve((req.body ?? '') as string),
      raw: req,
      context: stream,
    });
    if (!body || typeof body === 'string') return this.write(res, [body, init]);
    this.stream(stream, body, init.headers ?? {});
  }

  /** A response without a stream; graphql-sse's own refusals get our error codes. */
  private write(res: ServerResponse, [body, init]: SseResponse): void {
    if (init.status >= 400) {
      let errors: { message: string; extensions?: Record<string, unknown> }[] = [
        { message: init.status === 415 ? 'Send the operation as JSON with content-type application/json, or as GET query parameters.' : 'Bad request.' },
      ];
      try {
        errors = (JSON.parse(String(body)) as { errors?: typeof errors }).errors ?? errors;
      } catch {
        // not JSON: the default message
      }
      const coded = errors.map((e) => ({ ...e, extensions: { code: 'BAD_USER_INPUT', ...e.extensions } }));
      // A refusal, like those of /graphql (error-formatter.ts): at debug, without a stack.
      for (const e of coded) this.logger.debug({ status: init.status, ...e.extensions }, `refused: ${e.message}`);
      body = JSON.stringify({ errors: coded });
      init = { ...init, headers: { ...init.headers, ...JSON_HEADERS } };
    }
    res.writeHead(init.status, init.headers as Record<string, string>).end(typeof body === 'string' ? body : undefined);
  }

  private stream(stream: Stream, body: AsyncGenerator<string>, headers: Record<string, string | undefined>): void {
    const { res } = stream;
    const tokenId = stream.auth.caller?.tokenId;
    const socket = {
      close: () => stream.end(sseEvent('next', { errors: [{ message: 'The API token was revoked.', extensions: { code: 'UNAUTHENTICATED' } }] })),
    };
    const finish = () => {
      if (stream.ended) return;
      stream.ended = true;
      this.open.delete(stream);
      if (tokenId) this.sockets.remove(tokenId, socket);
      if (stream.capKey) this.subscriptions.release(stream.capKey);
      void body.return(undefined);
    };
    stream.end = (last) => {
      if (stream.ended) return;
      if (res.writable) res.end(`${last ?? ''}${sseEvent('complete', null)}`);
      finish();
    };
    res.once('close', finish);
    // No proxy buffering (nginx): the events are live.
    res.writeHead(200, { ...headers, 'x-accel-buffering': 'no' } as Record<string, string>);
    this.open.add(stream);
    if (tokenId) this.sockets.add(tokenId, socket);
    void (async () => {
      for await (const chunk of body) {
        if (stream.ended || !res.writable) break;
        // A result's placeholder: its frame, with the id (graphql-sse's framing has none).
        const framed = chunk === PLACEHOLDER_CHUNK ? (stream.frames.shift() ?? '') : chunk;
        await new Promise<void>((resolve) => res.write(framed, () => resolve()));
      }
      if (!stream.ended) res.end();
      finish();
    })().catch((e: unknown) => {
      this.logger.error(e);
      stream.end();
    });
  }

  /** A result as a `next` event with its id, encoded once per result object (errors mapped as over websockets). */
  private frame(result: ExecutionResult, id: string | undefined): Buffer {
    let framed = frames.get(result);
    if (!framed) {
      sseWork.framesEncoded++;
      const r = result.errors?.length ? { ...result, errors: this.format(result.errors) } : result;
      framed = Buffer.from(idLine(id) + sseEvent('next', r));
      frames.set(result, framed);
    }
    return framed;
  }

  /** The stream's caller: by its ticket, by its bearer token, or none (a spectator). Null: refused (written). */
  private async authFor(req: HttpRequest, res: ServerResponse): Promise<GqlContext | null> {
    const ticket = ticketParam(req.url);
    if (ticket === undefined) {
      const auth = await this.bearer.resolve(req.headers.authorization);
      if (auth.badToken) {
        const why = auth.authError ?? { message: 'The API token is unknown or revoked.', reason: 'UNKNOWN_TOKEN' };
        this.write(res, refusal(401, [{ message: why.message, extensions: { code: 'UNAUTHENTICATED', reason: why.reason } }]));
        return null;
      }
      return auth;
    }
    if (ticket === null || req.headers.authorization) {
      this.write(
        res,
        refusal(400, [
          { message: 'Send one stream ticket, or a token in the Authorization header, not both.', extensions: { code: 'BAD_USER_INPUT', field: 'ticket' } },
        ]),
      );
      return null;
    }
    const redeemed = await this.players.redeemStreamTicket(ticket);
    if (!redeemed) {
      this.write(
        res,
        refusal(401, [
          { message: 'The stream ticket is unknown, used or expired: take a new one with the streamTicket mutation.', extensions: { code: 'UNAUTHENTICATED' } },
        ]),
      );
      return null;
    }
    return { caller: redeemed.caller, ticketTable: redeemed.tableId };
  }

  /**
   * An Apollo plugin: when the server stops, every stream gets its `complete` and ends (clients
   * resume by Last-Event-ID elsewhere). Apollo's drain of the HTTP server would otherwise wait
   * for the open responses, then cut them.
   */
  drainPlugin() {
    return {
      serverWillStart: async () => ({
        drainServer: async () => {
          for (const s of [...this.open]) s.end();
        },
      }),
    };
  }
}

/** A request as pino-http logs it, with its stream ticket replaced: a ticket never reaches the logs. */
export function withoutTicket<R extends { url?: string; query?: Record<string, unknown> }>(req: R): R {
  if (typeof req.url === 'string' && req.url.includes('ticket=')) req.url = req.url.replace(/([?&]ticket=)[^&#]*/g, '$1[Redacted]');
  if (req.query && 'ticket' in req.query) req.query = { ...req.query, ticket: '[Redacted]' };
  return req;
}

/** Whether the operation is one `tableEvents` field (what a ticket may open). */
function isTableEvents(document: DocumentNode, operationName: string | null | undefined): boolean {
  const fields = getOperationAST(document, operationName)?.selectionSet.selections ?? [];
  return fields.length === 1 && fields[0].kind === Kind.FIELD && fields[0].name.value === 'tableEvents';
}

function isAsyncGenerator<T>(x: T | AsyncGenerator<T, void, void>): x is AsyncGenerator<T, void, void> {
  return typeof (x as AsyncGenerator<T>)?.[Symbol.asyncIterator] === 'function';
}

/** Maps a generator's values, passing return() through (graphql-sse ends a stream with it). */
function mapResults<T, R>(source: AsyncGenerator<T, void, void>, fn: (t: T) => Promise<R>): AsyncGenerator<R, void, void> {
  return {
    next: async () => {
      const r = await source.next();
      return r.done ? { value: undefined, done: true } : { value: await fn(r.value), done: false };
    },
    return: async () => {
      await source.return(undefined);
      return { value: undefined, done: true };
    },
    throw: async (e: unknown) => {
      await source.throw(e);
      return { value: undefined, done: true };
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  } as AsyncGenerator<R, void, void>;
}

function idLine(id: string | undefined): string {
  return id === undefined ? '' : `id: ${id}\n`;
}

/** Imported by the GraphQL module (app.module.ts), which hands it the schema and plugs in its drain. */
@Module({ imports: [PlayersModule, PlatformsModule], providers: [GraphqlSse], exports: [GraphqlSse] })
export class GraphqlSseModule {}
