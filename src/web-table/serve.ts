// The web table (web/, built by Vite into web/dist) served at `/` by the same app. Static files
// only: a path that is not a built file falls through to the API (/graphql, /graphql/stream,
// /health). Hashed assets are cached for good; index.html is revalidated on every load.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';

export function serveWebTable(app: NestExpressApplication, logger: Pick<Logger, 'warn'>): void {
  // Where `npm run build:web` writes the page, relative to the working directory (the project root).
  const dir = resolve(process.cwd(), 'web', 'dist');
  if (!existsSync(join(dir, 'index.html'))) {
    logger.warn(`The web table is not built (${dir}): run \`npm run build:web\`; the API works without it.`);
    return;
  }
  app.useStaticAssets(dir, {
    index: 'index.html',
    fallthrough: true,
    setHeaders: (res, path) => {
      res.setHeader('cache-control', path.includes(`${join(dir, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}
