// Hash routes, so the server serves one index.html and every link (an invite, a replay) works
// on a reload: #/lobby, #/table/<id>, #/join/<id>/<code>, #/replay/<id>/<deal>,
// #/leaderboard[/<game>], #/player/<id>[/<game>], #/me.
import { signal } from '@preact/signals';

/**
 * localStorage, or null where the browser refuses it: a framed page from another site when
 * third-party storage is blocked (a private window, strict tracking protection) throws on access.
 */
export function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The page at /embed/<tableId>: one table in a host's frame, no lobby and no routes (embed.ts). */
export const embedded = /\/embed\/[^/]+\/?$/.test(location.pathname);

export const route = signal<string[]>(parse());

function parse(): string[] {
  return location.hash.replace(/^#\/?/, '').split('/').filter(Boolean).map(decodeURIComponent);
}

addEventListener('hashchange', () => (route.value = parse()));

export function go(path: string): void {
  location.hash = `#/${path}`;
}

/** Where to go after signing in (an invite link opened before registering). */
export function rememberReturn(): void {
  sessionStorage.setItem('skat.return', location.hash);
}
export function takeReturn(): string | null {
  const r = sessionStorage.getItem('skat.return');
  sessionStorage.removeItem('skat.return');
  return r;
}
