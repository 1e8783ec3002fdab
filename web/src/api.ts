// The web table's only way to the server: the generated SDK over HTTP (queries, mutations) and
// graphql-ws (the feed, and the moves while a table is followed). The token lives in
// localStorage (an embedded table's session token in memory only); refusals become toasts.
import { signal } from '@preact/signals';
import { createFeedClient, execute, GqlError, type HttpOptions, type TypedDocumentString } from '../../sdk/src/index.js';
import type { Client } from 'graphql-ws/client';
import { lang, t } from './i18n.js';
import { embedded } from './router.js';

const TOKEN_KEY = 'skat.token';
const NAME_KEY = 'skat.name';

// An embedded table starts with no identity: its session token arrives in memory (setSession).
export const token = signal<string | null>(embedded ? null : localStorage.getItem(TOKEN_KEY));
export const myName = signal<string | null>(embedded ? null : localStorage.getItem(NAME_KEY));

/** An embed session's token: in the page's memory only, never in localStorage or the URL. */
export function setSession(t: string, name: string): void {
  token.value = t;
  myName.value = name;
  feedClient?.dispose();
  feedClient = null;
}

export function setIdentity(t: string | null, name: string | null): void {
  if (t) localStorage.setItem(TOKEN_KEY, t);
  else localStorage.removeItem(TOKEN_KEY);
  if (name) localStorage.setItem(NAME_KEY, name);
  else localStorage.removeItem(NAME_KEY);
  token.value = t;
  myName.value = name;
  feedClient?.dispose();
  feedClient = null;
}

// Beside the page: /graphql for /, and one level up for /embed/<tableId>.
const graphqlUrl = new URL(embedded ? '../graphql' : 'graphql', location.href.replace(/#.*$/, '')).toString();

export function http(): HttpOptions {
  return { url: graphqlUrl, token: token.value ?? undefined };
}

/** One query or mutation; a refusal shows its code and message as a toast, then rethrows. */
export async function run<R, V>(document: TypedDocumentString<R, V>, variables: V): Promise<R> {
  try {
    return await execute(http(), document, variables as never);
  } catch (e) {
    toast(e);
    throw e;
  }
}

/**
 * A move: over the feed's socket while a table is followed (no HTTP request per move), else over
 * HTTP. When the socket closed before the answer it goes again over HTTP: its clientActionId makes
 * that safe. A refusal shows as a toast, then rethrows.
 */
export async function runMove<R, V>(document: TypedDocumentString<R, V>, variables: V, { quietOffline = false } = {}): Promise<R> {
  try {
    if (feedClient) {
      try {
        return await execute({ socket: feedClient }, document, variables as never);
      } catch (e) {
        if (!(e instanceof GqlError && e.code === 'SOCKET_CLOSED')) throw e;
      }
    }
    return await execute(http(), document, variables as never);
  } catch (e) {
    if (!(quietOffline && isOffline(e))) toast(e);
    throw e;
  }
}

/** The request never reached the server, or its answer never came back: worth sending again (same clientActionId). */
export function isOffline(e: unknown): boolean {
  // fetch() that found no network throws a TypeError ("Failed to fetch").
  if (!(e instanceof GqlError)) return e instanceof TypeError && /fetch|network/i.test(e.message);
  return e.code === 'SOCKET_CLOSED' || (e.code === 'HTTP_ERROR' && (e.status === 0 || e.status >= 502));
}

/** A refusal in words for a person; the code stays for the tests and for a report. */
export function describeError(e: unknown): string {
  if (e instanceof GqlError) {
    if (e.code === 'CONFLICT') return t().conflict;
    if (isOffline(e)) return `${t().noConnection} (${e.code})`;
    // The catalogue's words for the codes a person at the table meets; any other code shows the
    // server's message (English), or in German the refused field's name when it has one.
    const field = typeof e.extensions.field === 'string' ? e.extensions.field : null;
    const words = t().refusals[e.code] ?? (lang.value !== 'en' && field ? t().badInput(field) : e.message);
    return `${e.code}: ${words}`;
  }
  if (isOffline(e)) return t().noConnection;
  return e instanceof Error ? e.message : String(e);
}

export interface Toast {
  id: number;
  text: string;
}
export const toasts = signal<Toast[]>([]);
let toastId = 0;

export function toast(e: unknown): void {
  const text = describeError(e);
  // The same words twice (two refusals of one kind) show once.
  if (toasts.value.some((x) => x.text === text)) return;
  const t = { id: ++toastId, text };
  toasts.value = [...toasts.value, t];
  setTimeout(() => (toasts.value = toasts.value.filter((x) => x.id !== t.id)), 6000);
}

let feedClient: Client | null = null;

/**
 * One websocket for the page, opened while a table is followed. It does not retry by itself: a
 * lost connection ends the subscription, and the table store subscribes again with afterSeq
 * (feed.ts), which opens a new socket.
 */
export function feed(): Client {
  feedClient ??= createFeedClient({
    url: graphqlUrl.replace(/^http/, 'ws'),
    token: token.value ?? undefined,
    lazy: true,
    keepAlive: 10_000,
    retryAttempts: 0,
  });
  return feedClient;
}

/** A fresh id for clientActionId: a retried click does not act twice. */
export function actionId(): string {
  // crypto.randomUUID needs a secure context; a plain-http host is not one.
  return `web-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}
