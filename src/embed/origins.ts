// Origins as they go into a CSP `frame-ancestors` list and a postMessage target: scheme, host and
// port only (`https://club.example`, `http://127.0.0.2:8080`). Anything else a platform's row
// might hold is left out rather than let a stray character widen or break the policy.
const ORIGIN = /^https?:\/\/(\[[0-9a-f:.]+\]|[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*)(:\d{1,5})?$/i;

export function isOrigin(s: string): boolean {
  return ORIGIN.test(s);
}

/** The valid origins, as `new URL(...).origin` writes them (lower case, no default port), once each. */
export function cleanOrigins(list: readonly string[]): string[] {
  const out = new Set<string>();
  for (const s of list) if (typeof s === 'string' && isOrigin(s)) out.add(new URL(s).origin);
  return [...out];
}

/** The frame-ancestors sources for a table: its platform's origins, or 'none'. */
export function frameAncestors(origins: readonly string[]): string[] {
  const clean = cleanOrigins(origins);
  return clean.length ? clean : ["'none'"];
}
