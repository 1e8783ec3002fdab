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
