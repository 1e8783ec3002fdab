// A crash never loses a webhook: the server runs as a child process; while the receiver is down
// a platform table (its user and two server bots) plays, its events go into the outbox with its moves; the server
// is killed with SIGKILL (no goodbye) with deliveries still pending, the receiver comes back and a
// new server on the same database delivers every event, signed and verifiable, and the match's
// deals arrive without a gap. Runs on PostgreSQL (DATABASE_URL) and on the embedded PGlite.
import { GqlEndpoint } from '../support/app.js';
import { useChildServer } from '../support/child-server.js';
import { createEndpoint, deliveries, OPERATOR_SECRET, playAs, platformTable, platformFor, WebhookReceiver } from '../support/webhooks.js';

const ENV = {
  OPERATOR_SECRET,
  WEBHOOK_ALLOW_PRIVATE: 'true',
  // Retries every 300 ms for a long while: the receiver's outage never exhausts them.
  WEBHOOK_RETRY_SCHEDULE: Array(40).fill('300ms').join(','),
  WEBHOOK_POLL_MS: '100',
  WEBHOOK_CONNECT_TIMEOUT_MS: '500',
};

describe('webhooks survive SIGKILL', () => {
  const suite = useChildServer();

  it('delivers after a restart what was written before the kill, every event, signed', async () => {
    let server = await suite.start(ENV);
    let api = new GqlEndpoint(server.httpUrl);
    const platform = await platformFor(api, 'Durable');
    // The receiver's port, then the receiver down: every attempt is refused until it is back.
    const probe = await WebhookReceiver.start();
    const port = Number(new URL(probe.url).port);
    await probe.close();
    const ep = await createEndpoint(api, platform, `http://127.0.0.1:${port}/hooks`, ['TABLE_STARTED', 'DEAL_ENDED', 'MATCH_ENDED']);
    const { tableId, ada } = await platformTable(api, platform, { rounds: 1 });

    // Play until a deal's end is in the outbox, then kill the server.
    await playAs(api, tableId, ada, 7, async () => (await deliveries(api, platform, ep.id)).some((d) => d.eventType === 'deal.ended'));
    await server.kill('SIGKILL');
    server = await suite.start(ENV);
    api = new GqlEndpoint(server.httpUrl);
    const before = await deliveries(api, platform, ep.id);
    expect(before.length).toBeGreaterThanOrEqual(2);
    expect(before.every((d) => d.status === 'PENDING')).toBe(true);
    // The receiver was really down: the attempts so far failed.
    expect(before.some((d) => d.attemptLog.length > 0 && d.attemptLog.every((a: any) => a.statusCode === null))).toBe(true);

    const receiver = await WebhookReceiver.start('/hooks', port);
    receiver.trust(ep.secret);
    try {
      // The match goes on to its end on the new server.
      await playAs(api, tableId, ada, 8);
      await receiver.waitFor((rs) => rs.some((r) => r.verified?.type === 'match.ended'));
      // Every row written before the kill arrived, verified.
      await receiver.waitFor((rs) => before.every((d) => rs.some((r) => r.id === d.id)));
      expect(receiver.received.every((r) => r.verified?.data.tableId === tableId)).toBe(true);
      const sheet = (await api.ok<any>(`query($t: ID!) { scoreSheet(tableId: $t) { deals { deal } } }`, { t: tableId }, platform.apiKey)).scoreSheet;
      const deals = [...new Set(receiver.ofType('deal.ended').map((r) => r.verified!.data.deal))].sort((a, b) => a - b);
      expect(deals).toEqual(sheet.deals.map((d: any) => d.deal));
      const after = await deliveries(api, platform, ep.id);
      await receiver.waitFor((rs) => after.every((d) => rs.some((r) => r.id === d.id)));
      expect(new Set(receiver.received.map((r) => r.id))).toEqual(new Set(after.map((d) => d.id)));
    } finally {
      await receiver.close();
    }
  }, 300_000);
});
