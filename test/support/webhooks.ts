// For the webhook tests: a real HTTP receiver on loopback that verifies every request with the
// `standardwebhooks` package (as a platform would), answers as the test says, and lets the test
// wait for what arrived; and a platform registered through the operator API, which creates
// tables for its user and two server bots with its key, played to their end.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { Webhook } from 'standardwebhooks';
import type { GqlEndpoint, TestServer } from './app.js';
import { keyPair, registerPlatform, signToken, spkiOf } from './platforms.js';
import { rng, step, tableView, type Registered } from './skat.js';

export { OPERATOR_SECRET } from './platforms.js';

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
  userToken(sub: string): Promise<string>;
}

/** Registers a platform through the operator API (the server needs OPERATOR_SECRET), with a static key for its users' tokens. */
export async function platformFor(s: GqlEndpoint, name: string): Promise<TestPlatform> {
  const signing = await keyPair(name, 'ES256');
  const iss = `https://${name.toLowerCase()}.example/`;
  const { id, key } = await registerPlatform(s, { name, jwtIssuer: iss, jwtAudience: 'skat' }, await spkiOf(signing));
  return { id, apiKey: key, userToken: (sub) => signToken(signing, { iss, aud: 'skat', sub, name: sub, expiresIn: 3600 }, 'ES256') };
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

/** A table of the platform (platformCreateTable with its key): its user `ada` and two server bots (RANDOM); the match starts at once. */
export async function platformTable(s: GqlEndpoint, p: TestPlatform, table: Record<string, unknown> = {}): Promise<{ tableId: string; ada: Registered }> {
  const d = await s.ok<any>(
    `mutation($i: PlatformCreateTableInput!) { platformCreateTable(input: $i) { table { id seats { player { id } } } } }`,
    { i: { table: { preset: 'STANDARD', rounds: 1, ...table }, seats: [{ subject: 'ada', name: 'Ada' }, { bot: 'RANDOM' }, { bot: 'RANDOM' }] } },
    p.apiKey,
  );
  const t = d.platformCreateTable.table;
  return { tableId: t.id, ada: { token: await p.userToken('ada'), playerId: t.seats[0].player.id, name: 'Ada' } };
}

/** Plays `user`'s moves (random legal ones) while the bots play theirs, until the match is over or `stop` says so. */
export async function playAs(s: GqlEndpoint, tableId: string, user: Registered, seed = 7, stop: () => Promise<boolean> | boolean = () => false): Promise<void> {
  const random = rng(seed);
  for (;;) {
    if (await stop()) return;
    let moved = false;
    try {
      moved = await step(s as TestServer, tableId, [user], random);
    } catch (e) {
      // A move that lost a race with a bot's (STALE) is read again; anything else is a failure.
      if (!String(e).includes('STALE')) throw e;
      continue;
    }
    if (moved) continue;
    const v = await tableView(s as TestServer, tableId, user.token, 'table { status }');
    if (v.table.status === 'FINISHED') return;
    await new Promise((r) => setTimeout(r, 10)); // the bots are thinking: look again
  }
}

/** A table of the platform (see platformTable) played to its end. */
export async function platformMatch(s: GqlEndpoint, p: TestPlatform, table: Record<string, unknown> = {}): Promise<string> {
  const { tableId, ada } = await platformTable(s, p, table);
  await playAs(s, tableId, ada);
  return tableId;
}
