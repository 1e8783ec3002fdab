// The web table (web/, built by Vite into WEB_DIST, web/dist by default) served at `/` by the same app. Static files
// only: a path that is not a built file falls through to the API (/graphql, /graphql/stream,
// /health). Hashed assets are cached for good; index.html is revalidated on every load. Text
// files are compressed once at start (brotli and gzip, kept in memory: the page is a few files)
// and sent compressed to a browser that accepts it.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, resolve, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
};

interface Compressed {
  type: string;
  br: Buffer;
  gzip: Buffer;
  cache: string;
}

/** Every text file of the built page, by its URL path, compressed both ways. */
export function compressBuild(dir: string): Map<string, Compressed> {
  const out = new Map<string, Compressed>();
  const walk = (d: string): void => {
    for (const name of readdirSync(d)) {
      const path = join(d, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (TYPES[extname(name)]) {
        const body = readFileSync(path);
        const url = '/' + relative(dir, path).split(sep).join('/');
        out.set(url, {
          type: TYPES[extname(name)],
          br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
          gzip: gzipSync(body, { level: 9 }),
          cache: url.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        });
      }
    }
  };
  walk(dir);
  const index = out.get('/index.html');
  if (index) out.set('/', index);
  return out;
}

/** `webDist`: where `npm run build:web` wrote the page (WEB_DIST), relative to the working directory. */
export function serveWebTable(app: NestExpressApplication, logger: Pick<Logger, 'warn'>, webDist: string): void {
  const dir = resolve(process.cwd(), webDist);
  if (!existsSync(join(dir, 'index.html'))) {
    logger.warn(`The web table is not built (${dir}): run \`npm run build:web\`; the API works without it.`);
    return;
  }
  const compressed = compressBuild(dir);
  app.use(
    (
      req: { method: string; path: string; headers: Record<string, string | string[] | undefined> },
      res: { setHeader(k: string, v: string | number): void; end(b: Buffer): void },
      next: () => void,
    ) => {
      const file = (req.method === 'GET' || req.method === 'HEAD') && compressed.get(req.path);
      const accept = String(req.headers['accept-encoding'] ?? '');
      const encoding = !file ? null : /\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : null;
      if (!file || !encoding) return next();
      const body = file[encoding];
      res.setHeader('content-type', file.type);
      res.setHeader('content-encoding', encoding);
      res.setHeader('vary', 'accept-encoding');
      res.setHeader('cache-control', file.cache);
      res.setHeader('content-length', body.length);
      res.end(req.method === 'HEAD' ? Buffer.alloc(0) : body);
    },
  );
  app.useStaticAssets(dir, {
    index: 'index.html',
    fallthrough: true,
    setHeaders: (res, path) => {
      res.setHeader('cache-control', path.includes(`${join(dir, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      res.setHeader('vary', 'accept-encoding');
    },
  });
}
