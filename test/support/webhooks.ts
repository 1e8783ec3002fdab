// For the webhook tests: a real HTTP receiver on loopback that verifies every request with the
// `standardwebhooks` package (as a platform would), answers as the test says, and lets the test
// wait for what arrived; and a platform registered through the operator API with a key pair of
// its own, whose user creates a table of server bots that belongs to the platform.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { exportSPKI, generateKeyPair, SignJWT } from 'jose';
import request from 'supertest';
import { Webhook } from 'standardwebhooks';
import { DataSource } from 'typeorm';
import type { GqlEndpoint, TestServer } from './app.js';

export const OPERATOR_SECRET = 'operator-secret-for-the-webhook-tests';

export interface Received {
  id: string;
  timestamp: number;
  signature: string;
  body: string;
  /** The body as `standardwebhooks` verified it; null when it refused it. */
  verified: { type: string; timestamp: string; data: any } | null;
  at: number;
}

/** What the receiver answers a request: a status, after a delay, with a body of some size. */
export type Answer = { status: number; delayMs?: number; bodyBytes?: number };

export class WebhookReceiver {
  readonly received: Received[] = [];
  private secrets: string[] = [];
  private waiters: { pred: (r: Received[]) => boolean; resolve: () => void }[] = [];
  answer: (r: Received, n: number) => Answer = () => ({ status: 204 });

  private constructor(
    private readonly server: Server,
    readonly url: string,
  ) {}

  /** On `port` (0: any free one). */
  static async start(path = '/hooks', port = 0): Promise<WebhookReceiver> {
    let self: WebhookReceiver | undefined;
    const server = createServer((req, res) => void self!.handle(req, res));
    await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
    self = new WebhookReceiver(server, `http://127.0.0.1:${(server.address() as { port: number }).port}${path}`);
    return self;
  }

  /** The secrets it verifies with (the endpoint's; a rotation replaces them). */
  trust(...secrets: string[]): void {
    this.secrets = secrets;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const headers = {
      'webhook-id': String(req.headers['webhook-id']),
      'webhook-timestamp': String(req.headers['webhook-timestamp']),
      'webhook-signature': String(req.headers['webhook-signature']),
    };
    let verified: Received['verified'] = null;
    for (const s of this.secrets) {
      try {
        verified = new Webhook(s).verify(body, headers) as Received['verified'];
        break;
      } catch {
        // not this secret
      }
    }
    const r: Received = {
      id: headers['webhook-id'],
      timestamp: Number(headers['webhook-timestamp']),
      signature: headers['webhook-signature'],
      body,
      verified,
      at: Date.now(),
    };
    this.received.push(r);
    const a = this.answer(r, this.received.filter((x) => x.id === r.id).length);
    if (a.delayMs) await new Promise((t) => setTimeout(t, a.delayMs));
    if (res.destroyed) return;
    res.writeHead(a.status, { 'content-type': 'text/plain' });
    if (a.bodyBytes) {
      // Written in pieces: a client that stops reading makes the writes fail, which is fine.
      const piece = Buffer.alloc(16384, 'x');
      for (let left = a.bodyBytes; left > 0 && !res.destroyed; left -= piece.length) {
        if (!res.write(piece.subarray(0, Math.min(piece.length, left))))
          await new Promise<void>((d) => {
            const go = () => {
              res.off('drain', go).off('close', go);
              d();
            };
            res.on('drain', go).on('close', go);
          });
      }
    }
    res.end();
    for (const w of this.waiters.splice(0)) {
      if (w.pred(this.received)) w.resolve();
      else this.waiters.push(w);
    }
  }

  waitFor(pred: (r: Received[]) => boolean): Promise<void> {
    if (pred(this.received)) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push({ pred, resolve }));
  }

  ofType(type: string): Received[] {
    return this.received.filter((r) => r.verified?.type === type);
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((r) => this.server.close(r));
  }
}

export interface TestPlatform {
  id: string;
  apiKey: string;
  /** A JWT of the platform's user `sub`. */
  userToken(sub: string, name?: string): Promise<string>;
}

/** Registers a platform through the operator API (the server needs OPERATOR_SECRET), with a key pair for its users' tokens. */
export async function registerPlatform(s: GqlEndpoint, name: string): Promise<TestPlatform> {
  const { publicKey, privateKey } = await generateKeyPair('ES256');
  const issuer = `https://${name.toLowerCase()}.example/`;
  const res = await request(s.httpUrl)
    .post('/graphql')
    .set('content-type', 'application/json')
    .set('x-operator-secret', OPERATOR_SECRET)
    .send({
      query: `mutation($i: RegisterPlatformInput!) { registerPlatform(input: $i) { platform { id } apiKey { key } } }`,
      variables: { i: { name, jwtIssuer: issuer, jwtAudience: 'skat', publicKeyPem: (await exportSPKI(publicKey)).replace(/\n/g, ' ') } },
    });
  if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
  const r = res.body.data.registerPlatform;
  return {
    id: r.platform.id,
    apiKey: r.apiKey.key,
    userToken: (sub, userName = sub) =>
      new SignJWT({ name: userName })
        .setProtectedHeader({ alg: 'ES256' })
        .setIssuer(issuer)
        .setAudience('skat')
        .setSubject(sub)
        .setExpirationTime('1h')
        .sign(privateKey),
  };
}

export const ENDPOINT_FIELDS = 'id url events enabled createdAt';
export const DELIVERY_FIELDS =
  'id endpointId eventType body status attempts nextAttemptAt lastStatusCode lastError lastLatencyMs createdAt deliveredAt attemptLog { attempt at statusCode latencyMs error }';

export async function createEndpoint(s: GqlEndpoint, p: TestPlatform, url: string, events: string[]): Promise<{ id: string; secret: string }> {
  const d = await s.ok<any>(
    `mutation($i: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $i) { secret endpoint { ${ENDPOINT_FIELDS} } } }`,
    { i: { url, events } },
    p.apiKey,
  );
  return { id: d.createWebhookEndpoint.endpoint.id, secret: d.createWebhookEndpoint.secret };
}

export async function deliveries(s: GqlEndpoint, p: TestPlatform, endpointId: string, status?: string, first = 100): Promise<any[]> {
  const d = await s.ok<any>(
    `query($e: ID!, $s: WebhookDeliveryStatus, $f: Int) { webhookDeliveries(endpointId: $e, status: $s, first: $f) { nodes { ${DELIVERY_FIELDS} } endCursor } }`,
    { e: endpointId, s: status, f: first },
    p.apiKey,
  );
  return d.webhookDeliveries.nodes;
}

/** Runs SQL on the server's database: the app's own DataSource in process, or a pg client for a child server on PostgreSQL. */
export type Sql = (text: string, values: unknown[]) => Promise<unknown>;

export const inProcessSql =
  (s: TestServer): Sql =>
  (text, values) =>
    s.app.get(DataSource).query(text, values);

/**
 * A table of the platform with three server bots (RANDOM), created by one of its users: it
 * starts at once and plays to its end. The table is the platform's from before its start.
 */
export async function platformBotTable(s: GqlEndpoint, p: TestPlatform, sql: Sql, input: Record<string, unknown> = {}): Promise<string> {
  const user = await p.userToken(`host-${Math.random().toString(36).slice(2)}`, 'Host');
  const created = await s.ok<any>(
    `mutation($i: CreateTableInput!) { createTable(input: $i) { table { id } } }`,
    { i: { preset: 'STANDARD', rounds: 1, ...input, takeSeat: false } },
    user,
  );
  const tableId = created.createTable.table.id;
  // Tables a platform's user creates belong to the platform (set here directly until the tables' service does it).
  await sql(`UPDATE game_tables SET platform_id = $1 WHERE id = $2 AND platform_id IS NULL`, [p.id, tableId]);
  await s.ok(`mutation($i: AddBotsInput!) { addBots(input: $i) { table { status } } }`, { i: { tableId, strategy: 'RANDOM' } }, user);
  return tableId;
}
