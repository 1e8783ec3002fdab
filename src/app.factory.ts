// Builds the Nest application the same way for `npm start` and for the e2e tests.
import { NestFactory } from '@nestjs/core';
import { Logger as NestLogger, type INestApplication } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module.js';
import { GraphqlSse } from './transports/sse.js';
import { Env } from './config/env.js';
import { ConnectionLimiter, limitWebSocketConnections } from './limits/connection-limits.js';
import { RefusalDelay } from './limits/refusal-delay.js';
import { applyHttpLimits, limitWebSocketMessages } from './limits/http-limits.js';
import { securityHeaders } from './web-table/security-headers.js';
import { serveWebTable } from './web-table/serve.js';
import { serveEmbedPage } from './embed/embed-page.js';

export async function createApp(overrides: Partial<Record<keyof Env, unknown>> = {}): Promise<INestApplication> {
  // Our own body parser (http-limits.ts): a size limit, and coded errors for bad bodies.
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(overrides), { bufferLogs: true, bodyParser: false });
  app.useLogger(app.get(Logger));
  const env = app.get(Env);
  // CSP (frame-ancestors from FRAME_ANCESTORS), nosniff, no X-Powered-By: on every answer.
  securityHeaders(app, env);
  applyHttpLimits(app, env);
  // Subscriptions over Server-Sent Events, beside graphql-ws (after the body limits, before Apollo).
  app.get(GraphqlSse).mount(app);
  // /embed/<tableId>: the table alone, framed only by its platform's origins (its own CSP).
  serveEmbedPage(app, env.WEB_DIST);
  // The web table at `/` (static files; everything else falls through to the API).
  serveWebTable(app, new NestLogger('WebTable'), env.WEB_DIST);
  // SIGTERM/SIGINT: stop taking work, let in-flight actions and bots finish, close sockets and the pool.
  app.enableShutdownHooks();
  await app.init();
  limitWebSocketMessages(app, env.MAX_BODY_BYTES);
  limitWebSocketConnections(app, app.get(ConnectionLimiter), app.get(RefusalDelay), env.TRUST_PROXY_HOPS);
  return app;
}

/**
 * Connections the kernel completes and queues before the process accepts them: the most Linux
 * allows by default (net.core.somaxconn, 4096), not Node's 511. A wave of thousands of connects
 * (docs/reliability.md, ws-many-addresses) filled 511 while the loop was busy: every connect beyond
 * it, anyone's, was dropped by the kernel and retried 1 s (then 3 s) later.
 */
export const LISTEN_BACKLOG = 4096;

/** Listens on `host`:`port` with LISTEN_BACKLOG. */
export async function listen(app: INestApplication, port: number, host: string): Promise<void> {
  // Nest passes the arguments on to http.Server.listen(port, host, backlog).
  await (app.listen as unknown as (port: number, host: string, backlog: number) => Promise<unknown>).call(app, port, host, LISTEN_BACKLOG);
}
