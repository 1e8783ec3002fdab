// HTTP-level limits in front of Apollo: the JSON body parser with a size limit, a cap on the
// operations of a batch, and GraphQL-shaped errors (with extensions.code) for whatever the
// body parser refuses, so no malformed request ever reaches Apollo or ends in a 5xx.
import { Logger, type INestApplication } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { EventEmitter } from 'node:events';
import type { Duplex } from 'node:stream';
import { graphqlWsServer } from '../common/graphql/ws-server.js';

// The few parts of Express used here (its types are not installed).
interface Request {
  method: string;
  body?: unknown;
  ip?: string;
  url?: string;
  headers: Record<string, string | string[] | undefined>;
}
interface Response {
  headersSent: boolean;
  destroyed: boolean;
  writableEnded: boolean;
  once(event: 'close' | 'finish', cb: () => void): unknown;
  status(code: number): Response;
  set(headers: Record<string, string>): Response;
  json(body: unknown): void;
}
type NextFunction = (err?: unknown) => void;
import type { Env } from '../config/env.js';
import { isShapeRefusal, RefusalBudget } from './refusal-budget.js';
import { RefusalDelay } from './refusal-delay.js';
import { apiRequestStarted } from '../bots/api-busy.js';

interface Refusal {
  status: number;
  message: string;
  extensions: Record<string, unknown>;
}

function refuse(res: Response, r: Refusal): void {
  res.status(r.status).json({ errors: [{ message: r.message, extensions: r.extensions }] });
}

/** Body parser errors (too large, malformed JSON, bad charset) as GraphQL errors. */
function bodyError(err: { type?: string; status?: number; statusCode?: number }, maxBytes: number): Refusal {
  if (err.type === 'entity.too.large') {
    return {
      status: 413,
      message: `The request body is larger than ${maxBytes} bytes.`,
      extensions: { code: 'LIMIT_EXCEEDED', limit: 'BODY_SIZE', max: maxBytes },
    };
  }
  const status = err.status ?? err.statusCode ?? 400;
  return {
    status: status >= 400 && status < 500 ? status : 400,
    message: 'The request body is not valid JSON (send {"query": ..., "variables": {...}} as application/json).',
    extensions: { code: 'BAD_USER_INPUT' },
  };
}

/**
 * Requests Node's HTTP parser refuses before Express sees them (a URL or headers over 16 KB, a
 * malformed request line) get the same kind of coded JSON error instead of a bare status line.
 */
function codedClientErrors(server: { on(event: 'clientError', cb: (err: { code?: string }, socket: Duplex) => void): void }): void {
  server.on('clientError', (err, socket) => {
    if (err.code === 'ECONNRESET' || !socket.writable) return void socket.destroy();
    const tooLarge = err.code === 'HPE_HEADER_OVERFLOW';
    const body = JSON.stringify({
      errors: [
        tooLarge
          ? {
              message: 'The request line or headers are too large (send big operations as a POST body).',
              extensions: { code: 'LIMIT_EXCEEDED', limit: 'BODY_SIZE' },
            }
          : { message: 'Malformed HTTP request.', extensions: { code: 'BAD_USER_INPUT' } },
      ],
    });
    socket.end(
      `HTTP/1.1 ${tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request'}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}

/** A request to /graphql itself, not to a path under it (the SSE streams' /graphql/stream); `url` is relative to the mount. */
const plainRequest = (req: { url?: string }): boolean => (req.url ?? '/').split('?')[0] === '/';

/** Requests up to this size (body, or URL of a GET) pass the refusal door (refusal-budget.ts). */
export const DOOR_SMALL_BYTES = 4096;

/**
 * One big request (over DOOR_SMALL_BYTES) per address at a time: the answer to one costs up to
 * tens of ms of one thread (a batch of score sheets, a refusal after parsing 4,000 tokens), so
 * six side by side held everyone else's moves up by all of them. Each waits for the answer to
 * the one before (its body unread); small requests never wait.
 */
export class BigRequestTurns {
  /** Per address, the end of the last request in line; removed when that one ends. */
  private readonly tails = new Map<string, Promise<void>>();

  /** Resolves when every earlier big request of `key` has been answered (or its client left); `res`'s end lets the next one go. */
  wait(key: string, res: { once(event: 'close' | 'finish', cb: () => void): unknown }): Promise<void> {
    const before = this.tails.get(key) ?? Promise.resolve();
    let done!: () => void;
    const mine = new Promise<void>((r) => (done = r));
    this.tails.set(key, mine);
    // A turn ends when this request and every earlier one have ended: a client that leaves while
    // waiting must not let the next one run beside the request still being answered.
    const end = () =>
      void before.then(() => {
        done();
        if (this.tails.get(key) === mine) this.tails.delete(key);
      });
    res.once('finish', end);
    res.once('close', end);
    return before;
  }

  /** Addresses with a big request running or waiting. */
  get busy(): number {
    return this.tails.size;
  }
}

/** Before app.init(): body size limit, body errors and the batch cap on POST /graphql. */
export function applyHttpLimits(app: NestExpressApplication, env: Env): void {
  codedClientErrors(app.getHttpServer());
  // Behind N load balancers the client address is N hops back in X-Forwarded-For (req.ip).
  if (env.TRUST_PROXY_HOPS > 0) app.set('trust proxy', env.TRUST_PROXY_HOPS);
  const refusals = app.get(RefusalBudget);
  const delay = app.get(RefusalDelay);
  // The door, before the body is read: a blocked address's big request costs a header parse, and
  // its connection is closed, so the rest of its body is never read; the answer waits for the
  // refusal delay (refusal-delay.ts) like every rate-limit refusal. Small requests pass: they
  // cost little to answer, and they get their own answers (a player's move, a coded refusal).
  // Then one big request per address at a time (BigRequestTurns): the next one's body is read
  // once the one before has been answered, and the door is asked again.
  const turns = new BigRequestTurns();
  app.use('/graphql', (req: Request, res: Response, next: NextFunction) => {
    const length = Number(req.headers['content-length']);
    const small = req.method === 'GET' ? (req.url?.length ?? 0) <= DOOR_SMALL_BYTES : length <= DOOR_SMALL_BYTES;
    if (small) return next();
    const turnAway = async (retryAfter: number) => {
      await delay.hold(req.ip);
      res.set({ 'Retry-After': String(retryAfter), Connection: 'close' });
      refuse(res, {
        status: 429,
        message: refusals.message(retryAfter),
        extensions: { code: 'RATE_LIMITED', limit: 'REFUSALS', retryAfter },
      });
    };
    const blocked = () => refusals.blocked(req.ip, req.headers.authorization);
    blocked()
      .then(async (retryAfter) => {
        if (retryAfter) return turnAway(retryAfter);
        // Not an SSE stream (/graphql/stream): it would hold the turn as long as it is open.
        if (!plainRequest(req)) return next();
        await turns.wait(req.ip ?? 'unknown', res);
        if (res.destroyed || res.writableEnded) return; // the client left while it waited
        const now = await blocked();
        return now ? turnAway(now) : next();
      })
      .catch(next);
  });
  const refuseCounted = (req: Request, res: Response, r: Refusal) => {
    if (isShapeRefusal(r.extensions)) refusals.count(req.ip, req.headers.authorization);
    refuse(res, r);
  };
  // Counted for the bot workers, which give way to requests in flight (bots/api-busy.ts).
  app.use('/graphql', (req: Request, res: Response, next: NextFunction) => {
    if (!plainRequest(req)) return next(); // an open SSE stream is no request in flight
    const end = apiRequestStarted();
    res.once('finish', end);
    res.once('close', end);
    next();
  });
  app.useBodyParser('json', { limit: env.MAX_BODY_BYTES });
  app.use((err: unknown, req: Request, res: Response, next: NextFunction) => {
    if (!err || typeof err !== 'object' || res.headersSent) return next(err);
    refuseCounted(req, res, bodyError(err as { type?: string }, env.MAX_BODY_BYTES));
  });
  app.use('/graphql', (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'POST') return next();
    // Without a JSON content type the parser leaves no body, and Apollo would answer 500.
    if (req.body === undefined || req.body === null || typeof req.body !== 'object') {
      return refuse(res, { status: 415, message: 'Send the operation as JSON with content-type application/json.', extensions: { code: 'BAD_USER_INPUT' } });
    }
    if (Array.isArray(req.body)) {
      const n = req.body.length;
      if (n > env.MAX_BATCH_OPERATIONS) {
        return refuseCounted(req, res, {
          status: 400,
          message: `A batch may hold at most ${env.MAX_BATCH_OPERATIONS} operations, not ${n}.`,
          extensions: { code: 'LIMIT_EXCEEDED', limit: 'BATCH', max: env.MAX_BATCH_OPERATIONS },
        });
      }
      if (n === 0 || !req.body.every((op: unknown) => op !== null && typeof op === 'object' && !Array.isArray(op))) {
        return refuse(res, {
          status: 400,
          message: 'A batch is a non-empty JSON array of operations ({"query": ...}).',
          extensions: { code: 'BAD_USER_INPUT' },
        });
      }
    }
    next();
  });
}

/**
 * After app.init(): the websocket server of graphql-ws gets the same message size limit (ws
 * closes the socket with 1009 beyond it). Nest creates that server internally and offers no
 * option for it, so it is reached here; the limits e2e test fails if that ever stops working.
 */
export function limitWebSocketMessages(app: INestApplication, maxBytes: number): void {
  const wss = graphqlWsServer(app, 'limit websocket message size');
  wss.options.maxPayload = maxBytes;
  quietClientFrameErrors(wss);
}

const wsLogger = new Logger('WebSocket');

/**
 * A frame that breaks the size limit or the protocol makes ws close the socket itself (1009 for
 * too large, 1002 and so on) and then emit 'error' on it, which graphql-ws prints with
 * console.error and a stack. That is the client's doing: such errors are logged at debug, like
 * every refusal. Any other socket error still reaches graphql-ws's handler (added on connection,
 * before this one).
 */
function quietClientFrameErrors(wss: { on(event: 'connection', listener: (socket: EventEmitter) => void): void }): void {
  wss.on('connection', (socket) => {
    for (const handler of socket.listeners('error') as ((err: unknown) => void)[]) {
      socket.removeListener('error', handler);
      socket.once('error', (err: { code?: unknown; message?: string }) => {
        if (typeof err?.code !== 'string' || !err.code.startsWith('WS_ERR_')) return handler(err);
        const code = err.code === 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH' ? 'LIMIT_EXCEEDED' : 'BAD_USER_INPUT';
        wsLogger.debug({ code, wsCode: err.code }, `refused: websocket frame: ${err.message ?? err.code}`);
      });
    }
  });
}

export function clientAddress(
  request: { socket: { remoteAddress?: string }; headers?: Record<string, string | string[] | undefined> },
  hops: number,
): string | undefined {
  const peer = request.socket.remoteAddress;
  if (hops <= 0) return peer;
  const header = request.headers?.['x-forwarded-for'];
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);
  const chain = [peer, ...forwarded.reverse()];
  return chain[Math.min(hops, chain.length - 1)];
}
