// A crash never loses a webhook: the server runs as a child process; while the receiver is down
// a platform table of server bots plays, its events go into the outbox with its moves; the server
// is killed with SIGKILL (no goodbye) with deliveries still pending, the receiver comes back and a
// new server on the same database delivers every event, signed and verifiable, and the match's
// deals arrive without a gap. Needs DATABASE_URL: the test marks the table as the platform's with
// SQL of its own, which a child's embedded PGlite cannot take.
import pg from 'pg';
import { GqlEndpoint } from '../support/app.js';
import { useChildServer } from '../support/child-server.js';
import { createEndpoint, OPERATOR_SECRET, platformBotTable, registerPlatform, WebhookReceiver } from '../support/webhooks.js';

const enabled = !!process.env.DATABASE_URL;
if (!enabled) process.stderr.write('webhooks durability e2e skipped: it needs DATABASE_URL (it writes to the database a child server holds).\n');

const ENV = {
  OPERATOR_SECRET,
  WEBHOOK_ALLOW_PRIVATE: 'true',
  // Retries every 300 ms for a long while: the receiver's outage never exhausts them.
  WEBHOOK_RETRY_SCHEDULE: Array(40).fill('300ms').join(','),
  WEBHOOK_POLL_MS: '100',
  WEBHOOK_CONNECT_TIMEOUT_MS: '500',
};

(enabled ? describe : describe.skip)('webhooks survive SIGKILL', () => {
  const suite = useChildServer();
  let db: pg.Client;
  beforeAll(async () => {
    db = new pg.Client({ connectionString: suite.db.url! });
    // The suite drops the database after its tests, maybe before this client has ended.
    db.on('error', () => undefined);
    await db.connect();
  });
  afterAll(() => db?.end());

  const outbox = async () =>
    (await db.query<{ id: string; event_type: string; status: string }>(`SELECT id, event_type, status FROM webhook_deliveries ORDER BY n`)).rows;

  it('delivers after a restart what was written before the kill, every event, signed', async () => {
    let server = await suite.start(ENV);
    let api = new GqlEndpoint(server.httpUrl);
    const platform = await registerPlatform(api, 'Durable');
    // The receiver's port, then the receiver down: every attempt is refused until it is back.
    const probe = await WebhookReceiver.start();
    const port = Number(new URL(probe.url).port);
    await probe.close();
    const ep = await createEndpoint(api, platform, `http://127.0.0.1:${port}/hooks`, ['TABLE_STARTED', 'DEAL_ENDED', 'MATCH_ENDED']);
    const tableId = await platformBotTable(api, platform, (text, values) => db.query(text, values), { rounds: 2 });

    // Kill once a deal's end is in the outbox (the match may go on or be over by then).
    while (!(await outbox()).some((d) => d.event_type === 'deal.ended')) await new Promise((r) => setTimeout(r, 20));
    await server.kill('SIGKILL');
    const before = await outbox();
    expect(before.length).toBeGreaterThanOrEqual(2);
    expect(before.every((d) => d.status === 'pending')).toBe(true);
    const attempted = (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM webhook_attempts`)).rows[0].n;
    expect(attempted).toBeGreaterThan(0); // the receiver was really down: attempts failed

    const receiver = await WebhookReceiver.start('/hooks', port);
    receiver.trust(ep.secret);
    try {
      server = await suite.start(ENV);
      api = new GqlEndpoint(server.httpUrl);
      await receiver.waitFor((rs) => rs.some((r) => r.verified?.type === 'match.ended'));
      // Every row written before the kill arrived, verified.
      await receiver.waitFor((rs) => before.every((d) => rs.some((r) => r.id === d.id)));
      expect(receiver.received.every((r) => r.verified?.data.tableId === tableId)).toBe(true);
      const sheet = (await api.ok<any>(`query($t: ID!) { scoreSheet(tableId: $t) { deals { deal } } }`, { t: tableId }, await platform.userToken('reader')))
        .scoreSheet;
      const deals = [...new Set(receiver.ofType('deal.ended').map((r) => r.verified!.data.deal))].sort((a, b) => a - b);
      expect(deals).toEqual(sheet.deals.map((d: any) => d.deal));
      const after = await outbox();
      await receiver.waitFor((rs) => after.every((d) => rs.some((r) => r.id === d.id)));
      expect(new Set(receiver.received.map((r) => r.id))).toEqual(new Set(after.map((d) => d.id)));
    } finally {
      await receiver.close();
    }
  });
});
