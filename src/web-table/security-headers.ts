// Security headers on every answer (the page, its assets and the API), set by helmet: a
// Content-Security-Policy that lets the page load only its own scripts, styles and connections
// (the built page has no inline script or style element), `frame-ancestors` from FRAME_ANCESTORS
// (the embed page /embed/<tableId> replaces it with its table's platform's origins:
// src/embed/embed-page.ts), `X-Content-Type-Options: nosniff`, and no `X-Powered-By`.
import helmet from 'helmet';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Env } from '../config/env.js';

/** The policy's directives; only frame-ancestors differs between answers (the embed page's is per table: src/embed/). */
export function cspDirectives(frameAncestors: string[]): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    // Preact sets style properties through the DOM (allowed); no inline <style> element.
    'style-src': ["'self'"],
    // The favicon is an empty data: URL.
    'img-src': ["'self'", 'data:'],
    // The API and its websocket and SSE feeds, same origin.
    'connect-src': ["'self'"],
    'font-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': frameAncestors,
  };
}

/** The Content-Security-Policy header's value, as helmet writes it. */
export function contentSecurityPolicy(frameAncestors: string[]): string {
  return Object.entries(cspDirectives(frameAncestors))
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join(';');
}

export function securityHeaders(app: NestExpressApplication, env: Pick<Env, 'FRAME_ANCESTORS'>): void {
  app.use(
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(env.FRAME_ANCESTORS.split(' ')) },
      // frame-ancestors says who may frame the page; X-Frame-Options cannot name an origin.
      xFrameOptions: false,
      // Plain HTTP deployments exist (behind a proxy that terminates TLS, or none): no HSTS from here.
      strictTransportSecurity: false,
    }),
  );
}
