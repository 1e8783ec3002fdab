// Signed webhooks end to end: a platform's endpoint on a real local receiver that verifies
// every request with `standardwebhooks`; a platform table of server bots played to its end
// sends table.started, every deal.ended, match.ended with the score sheet and rating.changed,
// each once (written in the order they happened), while a table outside every platform sends nothing; retries with
// backoff after 500s, failed after the last attempt, redelivery with the same webhook-id; the
// secret's rotation; the delivery log; bad input; and one platform never sees another's.
import { DataSource } from 'typeorm';
import { BotRunner } from '../../src/server-bots/bot-runner.service.js';
import { useTestServer } from '../support/app.js';
import { keyPair, operator, spkiOf } from '../support/platforms.js';
import { createTable, register, tableView } from '../support/skat.js';
import { addBots as addTournamentBots, createTournament, startTournament } from '../support/tournament.js';
import {
  createEndpoint,
  DELIVERY_FIELDS,
  deliveries,
  ENDPOINT_FIELDS,
  OPERATOR_SECRET,
  platformMatch,
  platformFor,
  WebhookReceiver,
  type TestPlatform,
} from '../support/webhooks.js';

const ALL_EVENTS = ['TABLE_STARTED', 'DEAL_ENDED', 'MATCH_ENDED', 'TOURNAMENT_FINISHED', 'RATING_CHANGED'];
const PING = `mutation($e: ID!) { pingWebhookEndpoint(endpointId: $e) { ${DELIVERY_FIELDS} } }`;
const REDELIVER = `mutation($d: ID!) { redeliverWebhook(deliveryId: $d) { ${DELIVERY_FIELDS} } }`;
/** Retries after 150 ms and 300 ms (±20%): three attempts in all. */
const SCHEDULE = [150, 300];

describe('signed webhooks', () => {
  const suite = useTestServer({
    OPERATOR_SECRET,
    WEBHOOK_ALLOW_PRIVATE: 'true',
    WEBHOOK_RETRY_SCHEDULE: SCHEDULE.map((ms) => `${ms}ms`).join(','),
    WEBHOOK_POLL_MS: 100,
    WEBHOOK_TIMEOUT_MS: 2000,
  });
  let receiver: WebhookReceiver;
  let alpha: TestPlatform;
  let beta: TestPlatform;
  beforeAll(async () => {
    receiver = await WebhookReceiver.start();
    alpha = await platformFor(suite.s, 'Alpha');
    beta = await platformFor(suite.s, 'Beta');
  });
  afterAll(() => receiver.close());

  async function waitForStatus(p: TestPlatform, endpointId: string, deliveryId: string, status: string): Promise<any> {
    for (;;) {
      const d = (await deliveries(suite.s, p, endpointId)).find((x) => x.id === deliveryId);
      if (d?.status === status && !d.nextAttemptAt === (status !== 'PENDING')) return d;
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  it("sends a platform table's events, signed, once each (the outbox in order); a table outside every platform sends none", async () => {
    const ep = await createEndpoint(suite.s, alpha, receiver.url, ALL_EVENTS);
    expect(ep.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    receiver.trust(ep.secret);
    const before = receiver.received.length;

    // A public table played to its end first: nothing for anyone.
    const host = await register(suite.s, 'Public');
    const open = (await createTable(suite.s, host.token, { preset: 'STANDARD', rounds: 1, rated: true, takeSeat: false })).table.id;
    await suite.s.ok(`mutation($i: AddBotsInput!) { addBots(input: $i) { table { status } } }`, { i: { tableId: open, strategy: 'RANDOM' } }, host.token);
    const tableId = await platformMatch(suite.s, alpha, { rated: true });
    await suite.s.app.get(BotRunner).idle();
    const end = await tableView(suite.s, open, undefined, 'table { status }');
    expect(end.table.status).toBe('FINISHED');
    await receiver.waitFor(() => receiver.ofType('rating.changed').length === 1);

    const got = receiver.received.slice(before);
    // Every request verified with the endpoint's secret, and each webhook-id came once.
    expect(got.every((r) => r.verified !== null)).toBe(true);
    expect(new Set(got.map((r) => r.id)).size).toBe(got.length);
    expect(got.every((r) => r.verified!.data.tableId === tableId)).toBe(true);
    const types = got.map((r) => r.verified!.type);
    const sheet = (await suite.s.ok<any>(`query($t: ID!) { scoreSheet(tableId: $t) { totals deals { deal } } }`, { t: tableId }, alpha.apiKey)).scoreSheet;
    const expected = ['table.started', ...sheet.deals.map(() => 'deal.ended'), 'match.ended', 'rating.changed'];
    // Sent side by side, they may arrive in any order; the outbox holds them in the order they happened.
    expect([...types].sort()).toEqual([...expected].sort());

    const [started] = receiver.ofType('table.started').slice(-1);
    expect(started.verified!.data.players.map((p: any) => p.seat)).toEqual([0, 1, 2]);
    const dealEnds = got
      .filter((r) => r.verified!.type === 'deal.ended')
      .map((r) => r.verified!.data)
      .sort((a, b) => a.deal - b.deal);
    expect(dealEnds.map((d) => d.deal)).toEqual(sheet.deals.map((d: any) => d.deal));
    const ended = got.find((r) => r.verified!.type === 'match.ended')!.verified!.data;
    expect(ended.scoreSheet.totals).toEqual(sheet.totals);
    expect(ended.scoreSheet.deals).toHaveLength(sheet.deals.length);
    expect(dealEnds[dealEnds.length - 1].totals).toEqual(sheet.totals);
    const rating = got.find((r) => r.verified!.type === 'rating.changed')!.verified!.data;
    expect(rating.changes.map((c: any) => c.playerId)).toEqual(ended.players.map((p: any) => p.playerId));
    for (const c of rating.changes) expect(c.after.rating).toBeCloseTo(c.after.mu - 3 * c.after.sigma, 9);

    // The delivery log agrees: one delivered attempt per event, with its status and latency.
    const log = await deliveries(suite.s, alpha, ep.id);
    expect(log).toHaveLength(got.length);
    expect(log.map((d) => d.eventType).reverse()).toEqual(expected);
    expect(new Set(log.map((d) => d.id))).toEqual(new Set(got.map((r) => r.id)));
    for (const d of log) {
      expect(d).toMatchObject({ status: 'DELIVERED', attempts: 1, lastStatusCode: 204, lastError: null, nextAttemptAt: null });
      expect(d.attemptLog).toEqual([expect.objectContaining({ attempt: 1, statusCode: 204, error: null })]);
      expect(d.attemptLog[0].latencyMs).toBeGreaterThanOrEqual(0);
    }
    // The public table wrote nothing to the outbox.
    const [{ n }] = await suite.s.app.get(DataSource).query(`SELECT count(*)::int AS n FROM webhook_deliveries`);
    expect(n).toBe(got.length);
    await suite.s.ok(`mutation($e: ID!) { deleteWebhookEndpoint(endpointId: $e) }`, { e: ep.id }, alpha.apiKey);
  });

  it('only sends the events an endpoint chose', async () => {
    const ep = await createEndpoint(suite.s, alpha, receiver.url + '/ends', ['MATCH_ENDED']);
    receiver.trust(ep.secret);
    const tableId = await platformMatch(suite.s, alpha);
    await suite.s.app.get(BotRunner).idle();
    await receiver.waitFor((rs) => rs.some((r) => r.verified?.type === 'match.ended' && r.verified.data.tableId === tableId));
    const log = await deliveries(suite.s, alpha, ep.id);
    expect(log.map((d) => d.eventType)).toEqual(['match.ended']);
    await suite.s.ok(`mutation($e: ID!) { deleteWebhookEndpoint(endpointId: $e) }`, { e: ep.id }, alpha.apiKey);
  });

  it("sends a platform tournament's end, and its tables' starts", async () => {
    const ep = await createEndpoint(suite.s, alpha, receiver.url + '/cup', ['TOURNAMENT_FINISHED', 'TABLE_STARTED']);
    receiver.trust(ep.secret);
    const organiser = await alpha.userToken('organiser');
    const t = await createTournament(suite.s, organiser, { name: 'Alpha Cup', series: 1, gamesPerPlayer: 3, turnSeconds: 60 });
    await addTournamentBots(suite.s, organiser, t.id, 3);
    await startTournament(suite.s, organiser, t.id);
    await receiver.waitFor((rs) => rs.some((r) => r.verified?.type === 'tournament.finished' && r.verified.data.tournamentId === t.id));
    const finished = receiver.ofType('tournament.finished').filter((r) => r.verified!.data.tournamentId === t.id);
    expect(finished).toHaveLength(1);
    // The final standings ride along, as the tournamentStandings query gives them.
    const list = (
      await suite.s.ok<any>(
        `query($id: ID!) { tournamentStandings(tournamentId: $id) { rank playerId name points won lost games timeouts seriesPoints duplicateDelta } }`,
        { id: t.id },
        organiser,
      )
    ).tournamentStandings;
    expect(list).toHaveLength(3);
    expect(list.some((x: any) => x.games > 0)).toBe(true);
    expect(finished[0].verified!.data).toEqual({ tournamentId: t.id, name: 'Alpha Cup', seriesCount: 1, standings: list });
    const tables = (
      await suite.s.ok<any>(`query($id: ID!) { tournament(tournamentId: $id) { series { tables { tableId } } } }`, { id: t.id }, organiser)
    ).tournament.series.flatMap((x: any) => x.tables.map((y: any) => y.tableId));
    const starts = receiver.ofType('table.started').filter((r) => tables.includes(r.verified!.data.tableId));
    expect(starts.map((r) => r.verified!.data.tableId).sort()).toEqual([...tables].sort());
    expect((await deliveries(suite.s, alpha, ep.id)).map((d) => d.eventType)).toEqual(['tournament.finished', ...tables.map(() => 'table.started')]);
  });

  it('retries after 500s with backoff, then delivers; the log has every attempt', async () => {
    const ep = await createEndpoint(suite.s, alpha, receiver.url + '/flaky', ['MATCH_ENDED']);
    receiver.trust(ep.secret);
    receiver.answer = (_r, n) => ({ status: n < 3 ? 500 : 200 });
    try {
      const ping = (await suite.s.ok<any>(PING, { e: ep.id }, alpha.apiKey)).pingWebhookEndpoint;
      expect(ping).toMatchObject({ eventType: 'webhook.ping', status: 'PENDING' });
      const d = await waitForStatus(alpha, ep.id, ping.id, 'DELIVERED');
      expect(d.attempts).toBe(3);
      expect(d.attemptLog.map((a: any) => a.statusCode)).toEqual([500, 500, 200]);
      expect(d.attemptLog.map((a: any) => a.error)).toEqual(['HTTP 500', 'HTTP 500', null]);
      const tries = receiver.received.filter((r) => r.id === ping.id);
      expect(tries).toHaveLength(3);
      expect(tries.every((r) => r.verified?.type === 'webhook.ping')).toBe(true);
      // Each retry waited at least its delay less the jitter.
      expect(tries[1].at - tries[0].at).toBeGreaterThanOrEqual(SCHEDULE[0] * 0.8 - 5);
      expect(tries[2].at - tries[1].at).toBeGreaterThanOrEqual(SCHEDULE[1] * 0.8 - 5);
    } finally {
      receiver.answer = () => ({ status: 204 });
    }
  });

  it('marks a delivery failed after its last attempt; a redelivery sends it again with the same webhook-id', async () => {
    const ep = await createEndpoint(suite.s, alpha, receiver.url + '/down', ['MATCH_ENDED']);
    receiver.trust(ep.secret);
    receiver.answer = () => ({ status: 503 });
    try {
      const ping = (await suite.s.ok<any>(PING, { e: ep.id }, alpha.apiKey)).pingWebhookEndpoint;
      const failed = await waitForStatus(alpha, ep.id, ping.id, 'FAILED');
      expect(failed.attempts).toBe(SCHEDULE.length + 1);
      expect(failed.attemptLog.map((a: any) => a.statusCode)).toEqual([503, 503, 503]);
      expect((await deliveries(suite.s, alpha, ep.id, 'FAILED')).map((d) => d.id)).toEqual([ping.id]);
      expect(await deliveries(suite.s, alpha, ep.id, 'DELIVERED')).toEqual([]);
      // Nothing more comes by itself.
      await new Promise((r) => setTimeout(r, 400));
      expect(receiver.received.filter((r) => r.id === ping.id)).toHaveLength(3);

      receiver.answer = () => ({ status: 200 });
      const again = (await suite.s.ok<any>(REDELIVER, { d: ping.id }, alpha.apiKey)).redeliverWebhook;
      expect(again).toMatchObject({ id: ping.id, status: 'PENDING' });
      const d = await waitForStatus(alpha, ep.id, ping.id, 'DELIVERED');
      expect(d.attempts).toBe(4);
      expect(d.attemptLog.map((a: any) => a.statusCode)).toEqual([503, 503, 503, 200]);
      const tries = receiver.received.filter((r) => r.id === ping.id);
      expect(tries).toHaveLength(4);
      expect(tries[3].body).toBe(tries[0].body);
      expect(tries[3].verified).not.toBeNull();
    } finally {
      receiver.answer = () => ({ status: 204 });
    }
  });

  it('signs with the new secret at once after a rotation', async () => {
    const ep = await createEndpoint(suite.s, alpha, receiver.url + '/rotate', ['MATCH_ENDED']);
    const rotated = (await suite.s.ok<any>(`mutation($e: ID!) { rotateWebhookSecret(endpointId: $e) { secret endpoint { id } } }`, { e: ep.id }, alpha.apiKey))
      .rotateWebhookSecret;
    expect(rotated.endpoint.id).toBe(ep.id);
    expect(rotated.secret).not.toBe(ep.secret);
    receiver.trust(ep.secret);
    const ping = (await suite.s.ok<any>(PING, { e: ep.id }, alpha.apiKey)).pingWebhookEndpoint;
    await waitForStatus(alpha, ep.id, ping.id, 'DELIVERED');
    const [r] = receiver.received.filter((x) => x.id === ping.id);
    expect(r.verified).toBeNull();
    receiver.trust(rotated.secret);
    await suite.s.ok(REDELIVER, { d: ping.id }, alpha.apiKey);
    await receiver.waitFor((rs) => rs.filter((x) => x.id === ping.id).length === 2);
    expect(receiver.received.filter((x) => x.id === ping.id)[1].verified?.type).toBe('webhook.ping');
  });

  it('keeps nothing from a disabled endpoint until it is enabled again', async () => {
    const ep = await createEndpoint(suite.s, alpha, receiver.url + '/paused', ['MATCH_ENDED']);
    receiver.trust(ep.secret);
    const update = `mutation($i: UpdateWebhookEndpointInput!) { updateWebhookEndpoint(input: $i) { ${ENDPOINT_FIELDS} } }`;
    expect((await suite.s.ok<any>(update, { i: { endpointId: ep.id, enabled: false } }, alpha.apiKey)).updateWebhookEndpoint.enabled).toBe(false);
    const ping = (await suite.s.ok<any>(PING, { e: ep.id }, alpha.apiKey)).pingWebhookEndpoint;
    await new Promise((r) => setTimeout(r, 400));
    expect(receiver.received.some((r) => r.id === ping.id)).toBe(false);
    await suite.s.ok(update, { i: { endpointId: ep.id, enabled: true, events: ['MATCH_ENDED', 'DEAL_ENDED'] } }, alpha.apiKey);
    await waitForStatus(alpha, ep.id, ping.id, 'DELIVERED');
    const list = (await suite.s.ok<any>(`{ webhookEndpoints { ${ENDPOINT_FIELDS} } }`, {}, alpha.apiKey)).webhookEndpoints;
    expect(list.find((e: any) => e.id === ep.id).events).toEqual(['MATCH_ENDED', 'DEAL_ENDED']);
  });

  it('pages the delivery log', async () => {
    const ep = await createEndpoint(suite.s, alpha, receiver.url + '/pages', ['MATCH_ENDED']);
    receiver.trust(ep.secret);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await suite.s.ok<any>(PING, { e: ep.id }, alpha.apiKey)).pingWebhookEndpoint.id);
    const page = `query($e: ID!, $a: String) { webhookDeliveries(endpointId: $e, first: 2, after: $a) { nodes { id } endCursor } }`;
    const seen: string[] = [];
    let after: string | null = null;
    for (;;) {
      const p: any = (await suite.s.ok<any>(page, { e: ep.id, a: after }, alpha.apiKey)).webhookDeliveries;
      seen.push(...p.nodes.map((n: any) => n.id));
      if (!p.endCursor) break;
      after = p.endCursor;
    }
    expect(seen).toEqual([...ids].reverse());
  });

  it('refuses bad input with a code and changes nothing', async () => {
    const create = `mutation($i: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $i) { secret } }`;
    const code = async (q: string, v: Record<string, unknown>, key = alpha.apiKey) => (await suite.s.gql(q, v, key)).errors?.[0]?.extensions?.code;
    const countBefore = (await suite.s.ok<any>(`{ webhookEndpoints { id } }`, {}, alpha.apiKey)).webhookEndpoints.length;
    expect(await code(create, { i: { url: 'ftp://example.com/x', events: ['MATCH_ENDED'] } })).toBe('BAD_USER_INPUT');
    expect(await code(create, { i: { url: 'not a url', events: ['MATCH_ENDED'] } })).toBe('BAD_USER_INPUT');
    expect(await code(create, { i: { url: 'https://u:p@example.com/x', events: ['MATCH_ENDED'] } })).toBe('BAD_USER_INPUT');
    expect(await code(create, { i: { url: receiver.url, events: [] } })).toBe('BAD_USER_INPUT');
    expect(await code(create, { i: { url: receiver.url, events: ['NOPE'] } })).toBe('BAD_USER_INPUT');
    expect(await code(create, { i: { url: 'https://example.com/' + 'x'.repeat(2100), events: ['MATCH_ENDED'] } })).toBe('BAD_USER_INPUT');
    // Without the platform's key: a player's token or nothing.
    const player = await register(suite.s, 'Nosy');
    expect(await code(create, { i: { url: receiver.url, events: ['MATCH_ENDED'] } }, player.token)).toBe('UNAUTHENTICATED');
    expect(await code(`{ webhookEndpoints { id } }`, {}, '')).toBe('UNAUTHENTICATED');
    expect(await code(PING, { e: 'not-an-id' })).toBe('NOT_FOUND');
    expect(await code(REDELIVER, { d: 'msg_nothing' })).toBe('NOT_FOUND');
    const ep = await createEndpoint(suite.s, alpha, receiver.url + '/bad', ['MATCH_ENDED']);
    expect(await code(`query($e: ID!) { webhookDeliveries(endpointId: $e, first: 0) { endCursor } }`, { e: ep.id })).toBe('BAD_USER_INPUT');
    expect(await code(`query($e: ID!) { webhookDeliveries(endpointId: $e, after: "x") { endCursor } }`, { e: ep.id })).toBe('BAD_USER_INPUT');
    expect((await suite.s.ok<any>(`{ webhookEndpoints { id } }`, {}, alpha.apiKey)).webhookEndpoints.length).toBe(countBefore + 1);
  });

  it("keeps one platform's endpoints and deliveries from another", async () => {
    const ep = await createEndpoint(suite.s, alpha, receiver.url + '/mine', ['MATCH_ENDED', 'TABLE_STARTED']);
    const theirs = await createEndpoint(suite.s, beta, receiver.url + '/theirs', ALL_EVENTS);
    receiver.trust(ep.secret, theirs.secret);
    const ping = (await suite.s.ok<any>(PING, { e: ep.id }, alpha.apiKey)).pingWebhookEndpoint;
    const code = async (q: string, v: Record<string, unknown>) => (await suite.s.gql(q, v, beta.apiKey)).errors?.[0]?.extensions?.code;
    expect(await code(`query($e: ID!) { webhookDeliveries(endpointId: $e) { endCursor } }`, { e: ep.id })).toBe('NOT_FOUND');
    expect(await code(REDELIVER, { d: ping.id })).toBe('NOT_FOUND');
    expect(await code(PING, { e: ep.id })).toBe('NOT_FOUND');
    expect(await code(`mutation($e: ID!) { rotateWebhookSecret(endpointId: $e) { secret } }`, { e: ep.id })).toBe('NOT_FOUND');
    expect(await code(`mutation($e: ID!) { deleteWebhookEndpoint(endpointId: $e) }`, { e: ep.id })).toBe('NOT_FOUND');
    expect(
      await code(`mutation($i: UpdateWebhookEndpointInput!) { updateWebhookEndpoint(input: $i) { id } }`, { i: { endpointId: ep.id, enabled: false } }),
    ).toBe('NOT_FOUND');
    expect((await suite.s.ok<any>(`{ webhookEndpoints { id } }`, {}, beta.apiKey)).webhookEndpoints.map((e: any) => e.id)).toEqual([theirs.id]);
    // Alpha's endpoint is as it was.
    expect((await suite.s.ok<any>(`{ webhookEndpoints { id enabled } }`, {}, alpha.apiKey)).webhookEndpoints).toContainEqual({ id: ep.id, enabled: true });
    // Alpha's table: Alpha's endpoint hears of it, Beta's does not.
    const tableId = await platformMatch(suite.s, alpha);
    await suite.s.app.get(BotRunner).idle();
    await receiver.waitFor((rs) => rs.some((r) => r.verified?.type === 'match.ended' && r.verified.data.tableId === tableId));
    expect(await deliveries(suite.s, beta, theirs.id)).toEqual([]);
    expect((await deliveries(suite.s, alpha, ep.id)).map((d) => d.eventType)).toEqual(expect.arrayContaining(['table.started', 'match.ended']));
  });

  describe('a platform registered with its endpoints', () => {
    const REGISTER = `mutation($i: RegisterPlatformInput!, $pem: String) { registerPlatform(input: $i, publicKeyPem: $pem) {
      platform { id } apiKey { key } webhookEndpoints { secret endpoint { ${ENDPOINT_FIELDS} } } } }`;
    const input = (name: string, webhooks: unknown[]) => ({ name, jwtIssuer: `https://${name.toLowerCase()}.example/`, jwtAudience: 'skat', webhooks });

    it('has them at once, each secret shown once, and its endpoint receives signed events', async () => {
      const pem = await spkiOf(await keyPair('gamma', 'ES256'));
      const r = await operator(suite.s, REGISTER, { i: input('Gamma', [{ url: receiver.url + '/gamma', events: ['MATCH_ENDED', 'DEAL_ENDED'] }]), pem });
      expect(r.errors).toBeUndefined();
      const { apiKey, webhookEndpoints } = r.data.registerPlatform;
      expect(webhookEndpoints).toHaveLength(1);
      const [{ secret, endpoint }] = webhookEndpoints;
      expect(secret).toMatch(/^whsec_/);
      expect(endpoint).toMatchObject({ url: receiver.url + '/gamma', events: ['MATCH_ENDED', 'DEAL_ENDED'], enabled: true });
      const listed = (await suite.s.ok<any>(`{ webhookEndpoints { ${ENDPOINT_FIELDS} } }`, {}, apiKey.key)).webhookEndpoints;
      expect(listed.map((e: any) => e.id)).toEqual([endpoint.id]);
      receiver.trust(secret);
      const ping = (await suite.s.ok<any>(PING, { e: endpoint.id }, apiKey.key)).pingWebhookEndpoint;
      await receiver.waitFor((rs) => rs.some((x) => x.id === ping.id));
      const [got] = receiver.received.filter((x) => x.id === ping.id);
      expect(got.verified?.type).toBe('webhook.ping');
      expect(got.verified?.data.endpointId).toBe(endpoint.id);
    });

    it('refuses a bad endpoint URL with its field and stores nothing: neither the platform nor its other endpoints', async () => {
      const pem = await spkiOf(await keyPair('delta', 'ES256'));
      const good = { url: receiver.url + '/delta', events: ['MATCH_ENDED'] };
      const count = async () => (await suite.s.app.get(DataSource).query(`SELECT count(*)::int AS n FROM webhook_endpoints`))[0].n;
      const endpointsBefore = await count();
      for (const url of ['ftp://example.com/x', 'not a url', 'https://u:p@example.com/x']) {
        const r = await operator(suite.s, REGISTER, { i: input('Delta', [good, { url, events: ['MATCH_ENDED'] }]), pem });
        expect(r.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'webhooks.1.url' });
      }
      const names = (await operator(suite.s, `{ platforms { name } }`)).data.platforms.map((p: any) => p.name);
      expect(names).not.toContain('Delta');
      expect(await count()).toBe(endpointsBefore);
      // The issuer is still free: the same registration with good endpoints goes through.
      const ok = await operator(suite.s, REGISTER, { i: input('Delta', [good]), pem });
      expect(ok.data.registerPlatform.webhookEndpoints).toHaveLength(1);
      expect(await count()).toBe(endpointsBefore + 1);
    });
  });
});
