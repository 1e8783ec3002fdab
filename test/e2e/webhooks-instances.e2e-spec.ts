// Two instances, each its own process, on one PostgreSQL database and one Redis, both
// delivering webhooks: every attempt of every delivery goes out exactly once, whichever instance
// takes it. The receiver fails each delivery's first attempt, so each webhook-id must arrive
// exactly twice (its first attempt and its retry), never three times; the attempt logs agree.
// Needs DATABASE_URL and REDIS_URL: PGlite cannot be shared between processes.
import pg from 'pg';
import { ServerProcess } from '../../support/server-process.js';
import { GqlEndpoint } from '../support/app.js';
import { serverBuild } from '../support/child-server.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { TEST_SERVER_ENV } from '../support/server-env.js';
import { createEndpoint, deliveries, OPERATOR_SECRET, platformMatch, platformFor, WebhookReceiver } from '../support/webhooks.js';

const enabled = !!process.env.DATABASE_URL && !!process.env.REDIS_URL;
if (!enabled) process.stderr.write('webhooks instances e2e skipped: it needs DATABASE_URL and REDIS_URL (two processes cannot share an embedded PGlite).\n');

const PINGS = 40;

(enabled ? describe : describe.skip)('webhooks from two instances', () => {
  let db: TestDatabase;
  let a: ServerProcess;
  let b: ServerProcess;
  let sql: pg.Client;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    db = await createTestDatabase();
    const main = await serverBuild();
    const env = {
      ...process.env,
      ...TEST_SERVER_ENV,
      DATABASE_URL: db.env.DATABASE_URL,
      REDIS_URL: process.env.REDIS_URL!,
      LOG_LEVEL: 'warn',
      OPERATOR_SECRET,
      WEBHOOK_ALLOW_PRIVATE: 'true',
      WEBHOOK_RETRY_SCHEDULE: '100ms,100ms',
      // Both instances look often, so they do race for the same rows.
      WEBHOOK_POLL_MS: '50',
    };
    // At once: one migrates (under an advisory lock), the other waits for it (src/database/database.module.ts).
    const [sa, sb] = await Promise.allSettled([ServerProcess.start(main, { env }), ServerProcess.start(main, { env })]);
    if (sa.status === 'fulfilled') a = sa.value;
    if (sb.status === 'fulfilled') b = sb.value;
    for (const r of [sa, sb]) if (r.status === 'rejected') throw r.reason;
    sql = new pg.Client({ connectionString: db.url! });
    sql.on('error', () => undefined);
    await sql.connect();
    receiver = await WebhookReceiver.start();
  }, 180_000);

  afterAll(async () => {
    await receiver?.close();
    await sql?.end();
    await a?.kill();
    await b?.kill();
    await db?.drop();
  });

  it('sends each attempt of each delivery once', async () => {
    const apiA = new GqlEndpoint(a.httpUrl);
    const apiB = new GqlEndpoint(b.httpUrl);
    const platform = await platformFor(apiA, 'Twice');
    const ep = await createEndpoint(apiB, platform, receiver.url, ['TABLE_STARTED', 'DEAL_ENDED', 'MATCH_ENDED']);
    receiver.trust(ep.secret);
    receiver.answer = (_r, n) => ({ status: n === 1 ? 500 : 200 });

    // Pings through both instances at once, and a table of bots on A.
    const ping = `mutation($e: ID!) { pingWebhookEndpoint(endpointId: $e) { id } }`;
    const ids = (await Promise.all(Array.from({ length: PINGS }, (_, i) => (i % 2 ? apiA : apiB).ok<any>(ping, { e: ep.id }, platform.apiKey)))).map(
      (d) => d.pingWebhookEndpoint.id as string,
    );
    const tableId = await platformMatch(apiA, platform);
    await receiver.waitFor((rs) => rs.some((r) => r.verified?.type === 'match.ended' && r.verified.data.tableId === tableId && r.id));

    const outbox = (await sql.query<{ id: string }>(`SELECT id FROM webhook_deliveries`)).rows.map((r) => r.id);
    expect(outbox).toEqual(expect.arrayContaining(ids));
    expect(outbox.length).toBeGreaterThan(PINGS + 2);
    await receiver.waitFor((rs) => outbox.every((id) => rs.filter((r) => r.id === id).length >= 2));
    // The receiver answers before the sender records the answer: wait for the records.
    let log = await deliveries(apiA, platform, ep.id, undefined, 100);
    for (let i = 0; i < 100 && !log.every((d) => d.status === 'DELIVERED'); i++) {
      await new Promise((r) => setTimeout(r, 100));
      log = await deliveries(apiA, platform, ep.id, undefined, 100);
    }
    expect(log.every((d) => d.status === 'DELIVERED')).toBe(true);
    // A while for a duplicate to show up, if any would.
    await new Promise((r) => setTimeout(r, 500));
    const counts = new Map<string, number>();
    for (const r of receiver.received) counts.set(r.id, (counts.get(r.id) ?? 0) + 1);
    expect([...counts.values()].every((n) => n === 2)).toBe(true);
    expect(counts.size).toBe(outbox.length);
    expect(receiver.received.every((r) => r.verified !== null)).toBe(true);
    for (const d of log)
      expect(d.attemptLog.map((x: any) => [x.attempt, x.statusCode])).toEqual([
        [1, 500],
        [2, 200],
      ]);
    const [{ n }] = (await sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM webhook_attempts`)).rows;
    expect(n).toBe(outbox.length * 2);
  });
});
