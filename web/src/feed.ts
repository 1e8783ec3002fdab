// One table as the page draws it: always a view the server gave at a seq, never a guess. The feed
// (graphql-ws, resumed with afterSeq) says when the table moved; each move is drawn from a fresh
// `table` view, and an answer older than what is drawn is dropped.
import { signal, type Signal } from '@preact/signals';
import { execute, subscribe, WebTableDocument, WebTableEventsDocument, type WebTableViewFieldsFragment } from '../../sdk/src/index.js';
import { feed, http, isOffline, toast } from './api.js';

export type View = WebTableViewFieldsFragment;
export type ConnectionState = 'connecting' | 'live' | 'reconnecting' | 'offline';

export interface TableStore {
  view: Signal<View | null>;
  connection: Signal<ConnectionState>;
  /** The connection came back a moment ago (the badge says so for a few seconds). */
  back: Signal<boolean>;
  /** Fetches the view now (after an action, before its events arrive). */
  refresh(): void;
  close(): void;
}

export function openTable(tableId: string): TableStore {
  const view = signal<View | null>(null);
  const connection = signal<ConnectionState>('connecting');
  const back = signal(false);
  let backTimer: ReturnType<typeof setTimeout> | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let lastSeq = 0;
  let closed = false;
  let unsubscribe: (() => void) | null = null;
  let inflight = false;
  /** The seq the view must reach once the fetch in flight answers (0: none asked for). */
  let wanted = 0;

  const show = (v: View): void => {
    if (view.value && v.seq < view.value.seq) return;
    view.value = v;
  };

  /**
   * Fetches the caller's view. While a fetch is in flight, a later call asks for one more only if
   * the answer turns out older than `minSeq` (an event's seq; without one, always): the feed's
   * event for the player's own move must not fetch the view the move's own refresh already holds.
   */
  const refresh = (minSeq = Infinity): void => {
    if (inflight) {
      wanted = Math.max(wanted, minSeq);
      return;
    }
    inflight = true;
    execute(http(), WebTableDocument, { tableId })
      .then((d) => show(d.table))
      .catch((e: unknown) => {
        // Without a connection the badge says so; the feed fetches again when it is back.
        if (!isOffline(e)) toast(e);
      })
      .finally(() => {
        inflight = false;
        const w = wanted;
        wanted = 0;
        if (!closed && w > (view.value?.seq ?? -1)) refresh(w);
      });
  };

  const start = (): void => {
    retryTimer = null;
    if (closed) return;
    unsubscribe = subscribe(
      feed(),
      WebTableEventsDocument,
      { tableId, afterSeq: lastSeq || null },
      {
        next: ({ data, errors }) => {
          if (errors?.length) {
            toast(new Error(errors[0].message));
            return;
          }
          const m = data?.tableEvents;
          if (!m) return;
          if (connection.value === 'reconnecting' || connection.value === 'offline') {
            back.value = true;
            if (backTimer) clearTimeout(backTimer);
            backTimer = setTimeout(() => (back.value = false), 4000);
            // What happened while the feed was down: fetch the view once.
            refresh();
          }
          connection.value = 'live';
          failures = 0;
          if (m.kind === 'VIEW' && m.view) {
            lastSeq = Math.max(lastSeq, m.view.seq);
            show(m.view);
          } else if (m.events.length) {
            lastSeq = Math.max(lastSeq, m.seq);
            if (!view.value || m.seq > view.value.seq) refresh(m.seq);
          }
        },
        error: () => retry(),
        complete: () => retry(),
      },
    );
  };

  // A lost feed comes back after 1 s, then 2, 4, up to 8 s between tries, resuming after lastSeq.
  let failures = 0;
  const retry = (): void => {
    if (closed) return;
    connection.value = navigator.onLine ? 'reconnecting' : 'offline';
    unsubscribe = null;
    retryTimer = setTimeout(start, Math.min(8000, 1000 * 2 ** failures++));
  };
  // The browser knows when the network is back: try at once instead of waiting out the backoff.
  const online = (): void => {
    if (closed || !retryTimer || connection.value === 'live') return;
    clearTimeout(retryTimer);
    retryTimer = null;
    failures = 0;
    connection.value = 'reconnecting';
    start();
  };
  const offline = (): void => {
    if (connection.value !== 'live') connection.value = 'offline';
  };
  addEventListener('online', online);
  addEventListener('offline', offline);

  start();
  return {
    view,
    connection,
    back,
    refresh,
    close: () => {
      closed = true;
      removeEventListener('online', online);
      removeEventListener('offline', offline);
      if (retryTimer) clearTimeout(retryTimer);
      unsubscribe?.();
    },
  };
}
