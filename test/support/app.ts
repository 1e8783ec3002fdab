// Starts the real Nest app on an ephemeral port and talks to it over real HTTP (supertest)
// and real graphql-ws websockets.
import type { INestApplication } from '@nestjs/common';
import { createClient, type Client } from 'graphql-ws';
import request from 'supertest';
import WebSocket from 'ws';
import { createApp, listen } from '../../src/app.factory.js';
import { createTestDatabase, type TestDatabase } from './database.js';
import { TEST_SERVER_ENV } from './server-env.js';

export interface GqlResponse<T = Record<string, any>> {
  status: number;
  data?: T;
  errors?: { message: string; extensions?: Record<string, any> }[];
}

/** A server spoken to over real HTTP at `httpUrl` (in this process or another one). */
export class GqlEndpoint {
  constructor(readonly httpUrl: string) {}

  /** Said after "GraphQL error" when `ok` fails (which server it was). */
  protected get errorLabel(): string {
    return '';
  }

  get wsUrl(): string {
    return this.httpUrl.replace('http', 'ws') + '/graphql';
  }

  async gql<T = Record<string, any>>(query: string, variables: Record<string, unknown> = {}, token?: string): Promise<GqlResponse<T>> {
    let r = request(this.httpUrl).post('/graphql').set('content-type', 'application/json');
    if (token) r = r.set('authorization', `Bearer ${token}`);
    const res = await r.send({ query, variables });
    return { status: res.status, data: res.body?.data ?? undefined, errors: res.body?.errors };
  }

  /** Like gql, but fails the test on any error. */
  async ok<T = Record<string, any>>(query: string, variables: Record<string, unknown> = {}, token?: string): Promise<T> {
    const res = await this.gql<T>(query, variables, token);
    if (res.errors?.length || !res.data) throw new Error(`GraphQL error${this.errorLabel}: ${JSON.stringify(res.errors ?? res)}`);
    return res.data;
  }

  wsClient(token?: string): Client {
    return createClient({
      url: this.wsUrl,
      webSocketImpl: WebSocket,
      connectionParams: token ? { authorization: `Bearer ${token}` } : {},
      retryAttempts: 0,
      lazy: true,
    });
  }
}

export class TestServer extends GqlEndpoint {
  private constructor(
    readonly app: INestApplication,
    httpUrl: string,
  ) {
    super(httpUrl);
  }

  /** `env`: configuration overrides (e.g. low abuse limits); `port`: 0 for an ephemeral one, or the port of a server this one replaces. */
  static async start(db: TestDatabase, env: Record<string, unknown> = {}, port = 0): Promise<TestServer> {
    await db.beforeStart?.();
    const app = await createApp({ ...db.env, LOG_LEVEL: 'silent', PORT: port, ...TEST_SERVER_ENV, ...env });
    await listen(app, port, '127.0.0.1');
    const addr = app.getHttpServer().address() as { port: number };
    return new TestServer(app, `http://127.0.0.1:${addr.port}`);
  }

  async close(): Promise<void> {
    await this.app.close();
  }
}

export interface ServerSuite {
  db: TestDatabase;
  /** Started before the tests (or by a test, with `start: false`); closed after them. */
  s: TestServer;
}

/**
 * For a describe block: a fresh database before all its tests and a TestServer on it (with the
 * configuration overrides `env`) unless `start` is false; the server closed and the database
 * dropped after them.
 */
export function useTestServer(env: Record<string, unknown> = {}, { start = true }: { start?: boolean } = {}): ServerSuite {
  const suite = {} as ServerSuite;
  beforeAll(async () => {
    suite.db = await createTestDatabase({ inProcess: true });
    if (start) suite.s = await TestServer.start(suite.db, env);
  });
  afterAll(async () => {
    await suite.s?.close();
    await suite.db?.drop();
  });
  return suite;
}

/** Collects the messages of one subscription and waits for conditions on them (no timers). */
export class Subscriber<T = any> {
  readonly messages: T[] = [];
  readonly errors: unknown[] = [];
  completed = false;
  private waiters: { pred: (m: T[]) => boolean; resolve: () => void; reject: (e: unknown) => void }[] = [];
  private dispose: () => void;

  constructor(client: Client, query: string, variables: Record<string, unknown>) {
    this.dispose = client.subscribe<T>(
      { query, variables },
      {
        next: (v) => {
          if (v.errors) this.errors.push(v.errors);
          if (v.data) this.messages.push(v.data as T);
          this.check();
        },
        error: (e) => {
          this.errors.push(e);
          for (const w of this.waiters.splice(0)) w.reject(e);
        },
        complete: () => {
          this.completed = true;
          this.check();
          // Nothing more will arrive: fail whoever still waits instead of hanging until the timeout.
          for (const w of this.waiters.splice(0)) w.reject(new Error('subscription completed'));
        },
      },
    );
  }

  private check(): void {
    this.waiters = this.waiters.filter((w) => {
      if (w.pred(this.messages)) {
        w.resolve();
        return false;
      }
      return true;
    });
  }

  waitFor(pred: (m: T[]) => boolean): Promise<void> {
    if (pred(this.messages)) return Promise.resolve();
    if (this.errors.length) return Promise.reject(new Error(`subscription error: ${JSON.stringify(this.errors)}`));
    if (this.completed) return Promise.reject(new Error('subscription completed'));
    return new Promise((resolve, reject) => this.waiters.push({ pred, resolve, reject }));
  }

  close(): void {
    this.dispose();
  }
}
