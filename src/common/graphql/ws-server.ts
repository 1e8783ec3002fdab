// The ws WebSocketServer that Apollo's driver made for graphql-ws, for the hooks that need the
// sockets themselves (connection caps, frame limits).
import type { INestApplication } from '@nestjs/common';
import { GraphQLModule } from '@nestjs/graphql';
import type { EventEmitter } from 'node:events';
import type { IncomingMessage } from 'node:http';

type VerifyCallback = (verified: boolean, code?: number, message?: string, headers?: Record<string, string>) => void;

export interface GraphqlWsServer {
  options: { maxPayload?: number; verifyClient?: (info: { req: IncomingMessage }, cb: VerifyCallback) => void };
  on(event: 'connection', listener: (socket: EventEmitter) => void): void;
}

/** After app.init(); `purpose` names what fails without it. */
export function graphqlWsServer(app: INestApplication, purpose: string): GraphqlWsServer {
  const driver = app.get(GraphQLModule, { strict: false }).graphQlAdapter as unknown as { _subscriptionService?: { wss?: GraphqlWsServer } };
  const wss = driver._subscriptionService?.wss;
  if (!wss) throw new Error(`graphql-ws server not found: cannot ${purpose}`);
  return wss;
}

interface WsSocket extends EventEmitter {
  _socket?: import('node:net').Socket;
  send(data: unknown, options?: unknown, cb?: (err?: Error) => void): void;
}

/** After app.init(): graphql-ws's sockets write as coalesceWrites says. */
export function coalesceWebSocketWrites(app: INestApplication): void {
  coalesceWrites(graphqlWsServer(app, 'coalesce websocket writes'));
}

/**
 * What one turn of the event loop sends on a websocket of `wss` leaves in one write system
 * call. A move's commit sends the acting seat its feed message and the mutation's `next` and
 * `complete`; each was a write of its own, and on loopback every write pays the kernel's whole
 * delivery to the reader (docs/benchmarks.md, "One write per socket and turn"). graphql-ws
 * awaits each send's callback before an operation's next message, so the callback is answered
 * once the frame is queued: a failed write closes the socket, which ends its operations all the same.
 */
export function coalesceWrites(wss: Pick<GraphqlWsServer, 'on'>): void {
  wss.on('connection', (socket) => {
    const ws = socket as WsSocket;
    const tcp = ws._socket;
    if (!tcp) return;
    const send = ws.send.bind(ws);
    let corked = false;
    const uncork = () => {
      corked = false;
      tcp.uncork();
    };
    ws.send = (data, options, cb) => {
      if (typeof options === 'function') [options, cb] = [undefined, options as (err?: Error) => void];
      if (!corked && !tcp.destroyed) {
        corked = true;
        tcp.cork();
        setImmediate(uncork);
      }
      send(data, options ?? {});
      if (cb) queueMicrotask(() => cb());
    };
  });
}
