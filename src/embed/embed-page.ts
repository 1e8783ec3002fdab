// GET /embed/<tableId>: the web table's index.html in embed mode (web/src/embed.ts decides by the
// path), with a Content-Security-Policy whose frame-ancestors lists the table's platform's
// registered origins only ('none' for a table of no platform or no table), so only those pages
// can frame it; every other answer keeps FRAME_ANCESTORS (security-headers.ts). Never cached:
// the policy follows the platform's registration. The ticket in the URL never reaches the logs
// (the request serializer redacts `ticket=`, transports/sse.ts).
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { contentSecurityPolicy } from '../web-table/security-headers.js';
import { EmbedService } from './embed.service.js';

interface Req {
  params: Record<string, string>;
}
interface Res {
  statusCode: number;
  setHeader(k: string, v: string | number): void;
  end(b: string): void;
}

/** The built index.html as seen from /embed/<id>/..: its relative asset paths one level up. */
export function embedHtml(index: string): string {
  return index.replace(/(src|href)="\.\/assets\//g, '$1="../assets/');
}

export function serveEmbedPage(app: NestExpressApplication, webDist: string): void {
  const embed = app.get(EmbedService);
  const file = join(resolve(process.cwd(), webDist), 'index.html');
  const page = existsSync(file) ? embedHtml(readFileSync(file, 'utf8')) : null;
  const handler = (req: Req, res: Res, next?: Function): void => {
    embed.frameAncestors(req.params.tableId ?? '').then(
      (sources) => {
        res.setHeader('content-security-policy', contentSecurityPolicy(sources));
        res.setHeader('cache-control', 'no-store');
        res.setHeader('content-type', page ? 'text/html; charset=utf-8' : 'text/plain; charset=utf-8');
        if (!page) res.statusCode = 503;
        res.end(page ?? 'The web table is not built: run `npm run build:web`.');
      },
      (err: unknown) => next?.(err),
    );
  };
  const http = app.getHttpAdapter();
  http.get('/embed/:tableId', handler);
}
