// One outgoing webhook request, guarded against server-side request forgery: http and https
// only; the host's every address (DNS resolved once) must pass the address policy, and the
// connection goes to the address that was checked (a custom `lookup`, so a second DNS answer
// cannot rebind it); a connect timeout and a total one; at most `maxResponseBytes` of the answer
// are read, then the socket is dropped; redirects are not followed (a 3xx is a failed attempt).
import { lookup as dnsLookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { refusedAddress } from './address-policy.js';

export interface WebhookHttpOptions {
  allowPrivate: boolean;
  connectTimeoutMs: number;
  timeoutMs: number;
  maxResponseBytes: number;
}

/** What one attempt came to: a status code when an answer arrived, an error when none (or when it was refused before sending). */
export interface WebhookHttpResult {
  statusCode: number | null;
  error: string | null;
  latencyMs: number;
}

/** Why `url` can never be a webhook target (scheme, credentials, form), or null. Checked when an endpoint is registered, and again before every request. */
export function urlProblem(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'not an absolute URL';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'only http and https URLs are allowed';
  if (url.username || url.password) return 'credentials in the URL are not allowed';
  if (url.hash) return 'a fragment is not allowed';
  if (!url.hostname) return 'the URL has no host';
  return null;
}

/** The addresses `host` resolves to, all of them allowed; throws with the reason otherwise. */
export async function checkedAddresses(host: string, allowPrivate: boolean): Promise<{ address: string; family: number }[]> {
  const bare = host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
  const found = isIP(bare) ? [{ address: bare, family: isIP(bare) }] : await dnsLookup(bare, { all: true, verbatim: true });
  if (!found.length) throw new Error(`${host} has no address`);
  for (const a of found) {
    const why = refusedAddress(a.address, allowPrivate);
    if (why) throw new Error(`refused: ${host} resolves to ${a.address} (${why})`);
  }
  return found;
}

/** POSTs `body` with `headers` to `rawUrl` under the guards above. Never throws: a failure is a result with an error. */
export async function postWebhook(rawUrl: string, headers: Record<string, string>, body: string, opts: WebhookHttpOptions): Promise<WebhookHttpResult> {
  const started = performance.now();
  const done = (statusCode: number | null, error: string | null): WebhookHttpResult => ({
    statusCode,
    error,
    latencyMs: Math.round(performance.now() - started),
  });
  const problem = urlProblem(rawUrl);
  if (problem) return done(null, problem);
  const url = new URL(rawUrl);
  let target: { address: string; family: number };
  try {
    // The first checked address; every one of them passed the policy.
    [target] = await checkedAddresses(url.hostname, opts.allowPrivate);
  } catch (e) {
    return done(null, (e as Error).message);
  }
  const pinned: LookupFunction = (_host, options, cb) => {
    if ((options as { all?: boolean }).all) (cb as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [target]);
    else cb(null, target.address, target.family);
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<WebhookHttpResult>((resolve) => {
    let settled = false;
    const finish = (statusCode: number | null, error: string | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(total);
      clearTimeout(connect);
      req.destroy();
      resolve(done(statusCode, error));
    };
    const req = client.request(
      url,
      {
        method: 'POST',
        lookup: pinned,
        headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'user-agent': 'skat-webhooks/1' },
        agent: false,
      },
      (res) => {
        let read = 0;
        res.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > opts.maxResponseBytes) finish(res.statusCode ?? null, `response larger than ${opts.maxResponseBytes} bytes: dropped`);
        });
        res.on('end', () => finish(res.statusCode ?? null, null));
        res.on('error', (e) => finish(res.statusCode ?? null, e.message));
      },
    );
    const total = setTimeout(() => finish(null, `no complete answer within ${opts.timeoutMs} ms`), opts.timeoutMs);
    const connect = setTimeout(() => finish(null, `no connection within ${opts.connectTimeoutMs} ms`), opts.connectTimeoutMs);
    req.on('socket', (socket) => {
      const connected = () => clearTimeout(connect);
      if (!socket.connecting) connected();
      else socket.once(url.protocol === 'https:' ? 'secureConnect' : 'connect', connected);
    });
    req.on('error', (e) => finish(null, e.message));
    req.end(body);
  });
}
