// A platform's page for the embed tests: a plain HTTP server on its own loopback address (so on
// another origin than the service at 127.0.0.1) that serves one page framing `?src=` in an
// iframe, keeps every message it receives (origin and data) in `window.received`, and sends the
// frame messages with `window.toFrame(message, targetOrigin)`. It is what docs/embed.md shows a
// host to write.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

const PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>A club's page</title></head>
<body>
<h1>Our club's Skat table</h1>
<iframe id="skat" title="Skat table" width="1000" height="760"></iframe>
<script>
  window.received = [];
  window.frameLoaded = false;
  addEventListener('message', (e) => window.received.push({ origin: e.origin, data: e.data }));
  const frame = document.getElementById('skat');
  frame.addEventListener('load', () => (window.frameLoaded = true));
  frame.src = new URLSearchParams(location.search).get('src');
  window.toFrame = (message, targetOrigin) => frame.contentWindow.postMessage(message, targetOrigin);
</script>
</body>
</html>`;

export interface EmbedHost {
  /** `http://127.0.0.2:<port>`: the page's origin. */
  origin: string;
  /** The page that frames `src`. */
  pageFor(src: string): string;
  close(): Promise<void>;
}

export async function startEmbedHost(address: string): Promise<EmbedHost> {
  const server: Server = createServer((req, res) => {
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.end(PAGE);
  });
  await new Promise<void>((ok, fail) => server.once('error', fail).listen(0, address, () => ok()));
  const origin = `http://${address}:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    pageFor: (src) => `${origin}/?src=${encodeURIComponent(src)}`,
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}
