// The `next` messages of graphql-ws, encoded here instead of by graphql-ws. graphql-ws
// stringifies each message per socket, with its subscription id inside; a result shared by the
// sockets of one view (jit-subscribe.ts) would be encoded once per socket. Here its payload is
// encoded once per result object, and each socket's message is that JSON with the socket's
// `{"id":...,"type":"next","payload":` before it. A feed's messages leave from the feed's own
// loop (sendStreamed, jit-subscribe.ts's `pumped`), each write awaited before the next. A query's
// or mutation's single answer is sent by onNext (ws-hooks.ts, sendNext), which hands graphql-ws a
// marker payload; the socket's send drops graphql-ws's message of that marker, so the answer and
// its `complete` leave in the same write (see `cork`).
import type { GraphQLFormattedError } from 'graphql';

/** The ws socket's part used here. */
export interface FrameSocket {
  readyState: number;
  send(data: unknown, cb?: (err?: Error) => void): void;
  send(data: unknown, options: object, cb?: (err?: Error) => void): void;
}

/** `next` payloads encoded (read by tests: one per shared result, not per socket), and stream messages sent by sendStreamed. */
export const wsWork = { payloadsEncoded: 0, streamed: 0 };

/** Encoded payloads by result object: the sockets of one view receive the same object. */
const payloads = new WeakMap<object, string>();

/** What onNext returns to graphql-ws once it has sent the message itself. */
export const SENT = Object.freeze({ '\u0000sent': 1 });
/** The end of graphql-ws's message of SENT (no GraphQL name holds a NUL: no real payload ends so). */
const SENT_TAIL = `"payload":${JSON.stringify(SENT)}}`;
const OPEN = 1;
const WRITTEN: Promise<void> = Promise.resolve();

/** Per socket: answers sent in place of graphql-ws's messages whose SENT message is still to come, and the id prefixes. */
interface Frames {
  sent: number;
  prefixes: Map<string, string>;
  corked: boolean;
}
const sockets = new WeakMap<FrameSocket, Frames>();

/**
 * Holds the socket's writes until the current microtasks have run, so that the messages one
 * event makes for it (a feed message, an answer and its `complete`) leave in one system call.
 */
function cork(socket: FrameSocket, frames: Frames): void {
  const stream = (socket as { _socket?: { cork(): void; uncork(): void } })._socket;
  if (frames.corked || !stream) return;
  frames.corked = true;
  stream.cork();
  process.nextTick(() => {
    frames.corked = false;
    stream.uncork();
  });
}

/** Lets the socket carry messages sent by sendNext and sendStreamed: graphql-ws's message of SENT is dropped. */
export function carryFrames(socket: FrameSocket): void {
  if (sockets.has(socket)) return;
  const frames: Frames = { sent: 0, prefixes: new Map(), corked: false };
  sockets.set(socket, frames);
  const send = socket.send.bind(socket) as (data: unknown, options?: unknown, cb?: unknown) => void;
  socket.send = ((data: unknown, options?: unknown, cb?: unknown) => {
    const done = (typeof options === 'function' ? options : cb) as ((err?: Error) => void) | undefined;
    if (frames.sent && typeof data === 'string' && data.endsWith(SENT_TAIL)) {
      // The answer went out with sendNext (its write not awaited): reported written after this turn's microtasks.
      frames.sent--;
      if (done) void WRITTEN.then(() => done());
      return;
    }
    if (socket.readyState === OPEN) cork(socket, frames);
    send(data, options, cb);
  }) as FrameSocket['send'];
}

/**
 * The payload of `result` as graphql-ws sends it, errors as `formatErrors` maps them, encoded
 * once per result object. `check` may refuse the encoded answer (its replacement is encoded instead).
 */
export function encodedPayload(
  result: { errors?: readonly unknown[] },
  formatErrors: (errors: never) => GraphQLFormattedError[],
  check?: (json: string) => object | null,
): string {
  let encoded = payloads.get(result);
  if (encoded === undefined) {
    wsWork.payloadsEncoded++;
    encoded = JSON.stringify(result.errors?.length ? { ...result, errors: formatErrors(result.errors as never) } : result);
    const replaced = check?.(encoded);
    if (replaced) encoded = JSON.stringify(replaced);
    payloads.set(result, encoded);
  }
  return encoded;
}

/** The `{"id":...,"type":"next","payload":` of a socket's operation. */
function prefixOf(frames: Frames, id: string): string {
  let prefix = frames.prefixes.get(id);
  if (prefix === undefined) {
    // Ids are the client's (a few per socket at most, under the subscription cap).
    if (frames.prefixes.size >= 64) frames.prefixes.clear();
    frames.prefixes.set(id, (prefix = `{"id":${JSON.stringify(id)},"type":"next","payload":`));
  }
  return prefix;
}

/**
 * Sends a stream's `next` message on a socket prepared by carryFrames without graphql-ws (the
 * feed's messages, jit-subscribe.ts's `pumped`): settles once written, rejects when the write
 * failed. A socket no longer open takes nothing (as graphql-ws's send then).
 */
export function sendStreamed(socket: FrameSocket, id: string, payload: string): Promise<void> {
  const frames = sockets.get(socket);
  if (!frames) return Promise.reject(new Error('socket not prepared by carryFrames'));
  if (socket.readyState !== OPEN) return WRITTEN;
  cork(socket, frames);
  wsWork.streamed++;
  const message = prefixOf(frames, id) + payload + '}';
  return new Promise((resolve, reject) => socket.send(message, (err?: Error) => (err ? reject(err) : resolve())));
}

/**
 * Sends a query's or mutation's answer `{"id":<id>,"type":"next","payload":<payload>}` on a socket
 * prepared by carryFrames and returns what onNext hands graphql-ws (SENT), reported written at
 * once. Undefined: not such a socket, graphql-ws sends.
 */
export function sendNext(socket: FrameSocket, id: string, payload: string): typeof SENT | undefined {
  const frames = sockets.get(socket);
  if (!frames) return undefined;
  if (socket.readyState === OPEN) {
    cork(socket, frames);
    // The id is used once (graphql-ws clients make a new one per operation): its prefix is not kept.
    socket.send(`{"id":${JSON.stringify(id)},"type":"next","payload":${payload}}`);
  }
  frames.sent++;
  return SENT;
}
