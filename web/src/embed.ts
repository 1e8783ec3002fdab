// The embed page, /embed/<tableId>?ticket=...: one table for one player in a host's frame, with
// no lobby and no way away from it (docs/embed.md). It takes the ticket out of the address bar
// first, redeems it for a session token kept in memory only, and draws the table page. It tells
// the host what happens by postMessage to the host's origin only when that origin is one the
// platform registered (the redeem answer lists them), and takes `setLanguage` and `setTheme`
// from that origin only. `lang`, `accent`, `background`, `felt` and `ink` in the URL set the
// same from the start.
import { signal } from '@preact/signals';
import { html } from 'htm/preact';
import { execute, GqlError, WebRedeemEmbedTicketDocument } from '../../sdk/src/index.js';
import { http, setSession, toasts } from './api.js';
import { setLang, t, type Lang } from './i18n.js';
import { TablePage, type TableNews } from './pages/table.js';

/** The versioned envelope of every message, both ways. */
export const EMBED_SOURCE = 'skat-embed';
export const HOST_SOURCE = 'skat-host';
export const EMBED_VERSION = 1;

const THEME: Record<string, string> = { accent: '--accent', background: '--bg', felt: '--felt', ink: '--ink' };

/** `#0b4f9c`, `0b4f9c`, `#fff`: a colour; anything else is ignored. */
export function colour(v: unknown): string | null {
  if (typeof v !== 'string') return null;
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(v.trim());
  return m ? `#${m[1].toLowerCase()}` : null;
}

function language(v: unknown): Lang | null {
  return v === 'de' || v === 'en' ? v : null;
}

/** The colours given (valid ones only) as the page's CSS variables. */
export function applyTheme(values: Record<string, unknown>): void {
  for (const [name, variable] of Object.entries(THEME)) {
    const c = colour(values[name]);
    if (c) document.documentElement.style.setProperty(variable, c);
  }
}

/** The frame's host's origin, if the platform registered it: else null, and nothing is ever sent. */
export function hostOrigin(allowed: readonly string[]): string | null {
  if (window.parent === window) return null;
  let origin: string | null = location.ancestorOrigins?.[0] ?? null;
  if (!origin && document.referrer) {
    try {
      origin = new URL(document.referrer).origin;
    } catch {
      origin = null;
    }
  }
  return origin && allowed.includes(origin) ? origin : null;
}

type Phase = { kind: 'loading' } | { kind: 'error'; code: string; message: string } | { kind: 'table'; tableId: string };
const phase = signal<Phase>({ kind: 'loading' });
let target: string | null = null;
let tableId = '';

function tell(news: TableNews | { type: string }): void {
  if (target) window.parent.postMessage({ source: EMBED_SOURCE, version: EMBED_VERSION, tableId, ...news }, target);
}

function onHostMessage(e: MessageEvent): void {
  if (!target || e.origin !== target || e.source !== window.parent) return;
  const m = e.data as Record<string, unknown> | null;
  if (!m || typeof m !== 'object' || m.source !== HOST_SOURCE || m.version !== EMBED_VERSION) return;
  if (m.type === 'setLanguage') {
    const l = language(m.lang);
    if (l) setLang(l, false);
  } else if (m.type === 'setTheme') applyTheme(m);
}

/** Starts the embed page: the ticket out of the URL at once, then redeemed. */
export function startEmbed(): void {
  tableId = decodeURIComponent(location.pathname.replace(/\/+$/, '').split('/').pop() ?? '');
  const url = new URL(location.href);
  const ticket = url.searchParams.get('ticket');
  url.searchParams.delete('ticket');
  history.replaceState(null, '', url.pathname + url.search);
  const l = language(url.searchParams.get('lang'));
  if (l) setLang(l, false);
  applyTheme(Object.fromEntries(url.searchParams));
  if (!ticket) {
    phase.value = { kind: 'error', code: 'NO_TICKET', message: t().embedNoTicket };
    return;
  }
  execute(http(), WebRedeemEmbedTicketDocument, { input: { ticket } }).then(
    ({ redeemEmbedTicket: s }) => {
      if (s.tableId !== tableId) {
        phase.value = { kind: 'error', code: 'WRONG_TABLE', message: t().embedWrongTable };
        return;
      }
      setSession(s.token, s.name);
      target = hostOrigin(s.allowedOrigins);
      addEventListener('message', onHostMessage);
      phase.value = { kind: 'table', tableId: s.tableId };
      // The session's end closes the table here too, and the host hears it (it may frame a new ticket).
      const left = new Date(s.expiresAt).getTime() - Date.now();
      setTimeout(
        () => {
          phase.value = { kind: 'error', code: 'SESSION_ENDED', message: t().embedSessionEnded };
          tell({ type: 'sessionEnded' });
        },
        Math.max(0, Math.min(left, 2 ** 31 - 1)),
      );
    },
    (e: unknown) => {
      const code = e instanceof GqlError ? e.code : 'NETWORK';
      phase.value = { kind: 'error', code, message: code === 'UNAUTHENTICATED' || code === 'BAD_USER_INPUT' ? t().embedBadTicket : t().noConnection };
    },
  );
}

export function EmbedApp() {
  const p = phase.value;
  const body =
    p.kind === 'loading'
      ? html`<main class="page"><p>${t().loadingTable}</p></main>`
      : p.kind === 'error'
        ? html`<main class="page embed-error" data-testid="embed-error" data-code=${p.code}><h1>${t().embedErrorTitle}</h1><p>${p.message}</p><p><small>${p.code}</small></p></main>`
        : html`<${TablePage} tableId=${p.tableId} onNews=${tell} />`;
  return html`${body}
    <div class="toasts" role="alert" aria-live="assertive">
      ${toasts.value.map((x) => html`<div class="toast" data-toast=${x.id}>${x.text}</div>`)}
    </div>`;
}
