// The Node receiver of docs/platforms.md runs as written: started as its own process with the
// endpoint's secret, it verifies and logs a ping and a played match's end, ignores a redelivery
// it has seen (by webhook-id) while still answering 2xx, and refuses a forged request.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { useTestServer } from '../support/app.js';
import { freePort } from '../support/child-server.js';
import { createEndpoint, DELIVERY_FIELDS, deliveries, OPERATOR_SECRET, platformFor, platformMatch } from '../support/webhooks.js';

/** The ```js block of docs/platforms.md's section on webhooks. */
function documentedReceiver(): string {
  const section = readFileSync('docs/platforms.md', 'utf8').split('## Webhooks\n')[1].split('\n## ')[0];
  const block = /```js\n([\s\S]*?)```/.exec(section);
  if (!block) throw new Error('docs/platforms.md has no receiver');
  return block[1];
}

describe('the documented webhook receiver', () => {
  const suite = useTestServer({ OPERATOR_SECRET, WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_POLL_MS: 100 });
  let dir: string;
  let child: ChildProcess | undefined;
  let out = '';
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'skat-receiver-'));
    // The receiver imports standardwebhooks as a platform's project would: from its node_modules.
    symlinkSync(resolve('node_modules'), join(dir, 'node_modules'));
    writeFileSync(join(dir, 'receiver.mjs'), documentedReceiver());
  });
  afterAll(() => {
    child?.kill();
    rmSync(dir, { recursive: true, force: true });
  });

  const printed = async (pred: (o: string) => boolean) => {
    while (!pred(out)) await new Promise((r) => setTimeout(r, 20));
  };

  it('verifies, logs once per webhook-id and refuses a forgery', async () => {
    const platform = await platformFor(suite.s, 'Docs');
    const port = await freePort();
    const ep = await createEndpoint(suite.s, platform, `http://127.0.0.1:${port}/`, ['MATCH_ENDED']);
    child = spawn(process.execPath, [join(dir, 'receiver.mjs')], {
      env: { ...process.env, WEBHOOK_SECRET: ep.secret, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.stdout!.on('data', (d) => (out += String(d)));
    // Listening once a request gets an answer.
    while (!(await fetch(`http://127.0.0.1:${port}/`, { method: 'POST', body: '{}' }).catch(() => null))) await new Promise((r) => setTimeout(r, 50));

    const forged = await fetch(`http://127.0.0.1:${port}/`, {
      method: 'POST',
      headers: { 'webhook-id': 'msg_forged', 'webhook-timestamp': String(Math.floor(Date.now() / 1000)), 'webhook-signature': 'v1,AAAA' },
      body: JSON.stringify({ type: 'match.ended', timestamp: new Date().toISOString(), data: {} }),
    });
    expect(forged.status).toBe(400);

    const ping = (await suite.s.ok<any>(`mutation($e: ID!) { pingWebhookEndpoint(endpointId: $e) { id } }`, { e: ep.id }, platform.apiKey)).pingWebhookEndpoint;
    await printed((o) => o.includes('webhook.ping'));
    const tableId = await platformMatch(suite.s, platform);
    await printed((o) => o.includes(`match over ${tableId}`));

    // A redelivery: answered 204 again, not handled twice.
    await suite.s.ok(`mutation($d: ID!) { redeliverWebhook(deliveryId: $d) { ${DELIVERY_FIELDS} } }`, { d: ping.id }, platform.apiKey);
    for (;;) {
      const d = (await deliveries(suite.s, platform, ep.id)).find((x) => x.id === ping.id);
      if (d.status === 'DELIVERED' && d.attempts === 2) {
        expect(d.attemptLog.map((a: any) => a.statusCode)).toEqual([204, 204]);
        break;
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(out.split('webhook.ping').length - 1).toBe(1);
    expect(out).not.toContain('msg_forged');
  });
});
