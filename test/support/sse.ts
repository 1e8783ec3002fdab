// A GraphQL over SSE client for the e2e tests, over real HTTP (node:http): it opens
// /graphql/stream, parses the event stream (id, event, data) and waits for conditions on it.
import { request, type IncomingMessage } from 'node:http';

export interface SseEvent {
  id?: string;
  event: string;
  data: any;
}

/** Parses complete SSE blocks out of `buffer`; returns the events and the unparsed rest. */
export function parseSse(buffer: string): { events: SseEvent[]; rest: string } {
  const blocks = buffer.split('\n\n');
  const rest = blocks.pop() ?? '';
  const events: SseEvent[] = [];
  for (const block of blocks) {
    const e: { id?: string; event?: string; data?: string } = {};
    for (const line of block.split('\n')) {
      if (line.startsWith(':') || !line) continue;
      const [field, ...value] = line.split(':');
      const v = value.join(':').replace(/^ /, '');
      if (field === 'id' || field === 'event' || field === 'data') e[field] = v;
    }
    if (e.event) events.push({ id: e.id, event: e.event, data: e.data ? JSON.parse(e.data) : null });
  }
  return { events, rest };
}

export interface SseOptions {
  token?: string;
  lastEventId?: string | number;
  /** GET with query parameters (default) or POST with a JSON body. */
  method?: 'GET' | 'POST';
  accept?: string;
  /** Further URL parameters (a stream ticket: `{ ticket }`). */
  params?: Record<string, string>;
  /** Further request headers (X-Forwarded-For). */
  headers?: Record<string, string>;
}

export class SseStream {
  readonly events: SseEvent[] = [];
  status = 0;
  /** The body of a response that is not a stream (a refusal), parsed. */
  body: any;
  ended = false;
  private waiters: { pred: (e: SseEvent[]) => boolean; resolve: () => void; reject: (e: unknown) => void }[] = [];
  private res?: IncomingMessage;
  private destroy: () => void = () => undefined;

  /** Resolves once the response's status and headers are in (the stream then fills `events`). */
  static open(httpUrl: string, query: string, variables: Record<string, unknown>, o: SseOptions = {}): Promise<SseStream> {
    const s = new SseStream();
    const method = o.method ?? 'GET';
    const url = new URL('/graphql/stream', httpUrl);
    if (method === 'GET') {
      url.searchParams.set('query', query);
      url.searchParams.set('variables', JSON.stringify(variables));
    }
    for (const [k, v] of Object.entries(o.params ?? {})) url.searchParams.set(k, v);
    const headers: Record<string, string> = { accept: o.accept ?? 'text/event-stream', ...o.headers };
    if (o.token) headers.authorization = `Bearer ${o.token}`;
    if (o.lastEventId !== undefined) headers['last-event-id'] = String(o.lastEventId);
    if (method === 'POST') headers['content-type'] = 'application/json';
    return new Promise((resolve, reject) => {
      const req = request(url, { method, headers }, (res) => {
        s.res = res;
        s.status = res.statusCode ?? 0;
        res.setEncoding('utf8');
        let buffer = '';
        const isStream = String(res.headers['content-type']).startsWith('text/event-stream');
        res.on('data', (chunk: string) => {
          buffer += chunk;
          if (!isStream) return;
          const { events, rest } = parseSse(buffer);
          buffer = rest;
          s.events.push(...events);
          s.check();
        });
        res.on('close', () => {
          if (!isStream && buffer) s.body = JSON.parse(buffer);
          s.ended = true;
          s.check();
          for (const w of s.waiters.splice(0)) w.reject(new Error(`stream ended: ${JSON.stringify(s.events.slice(-2))}`));
        });
        resolve(s);
      });
      s.destroy = () => req.destroy();
      req.on('error', (e) => (s.status ? undefined : reject(e)));
      req.end(method === 'POST' ? JSON.stringify({ query, variables }) : undefined);
    });
  }

  /** The data of the `next` events, in order. */
  get results(): any[] {
    return this.events.filter((e) => e.event === 'next').map((e) => e.data);
  }

  private check(): void {
    this.waiters = this.waiters.filter((w) => {
      if (!w.pred(this.events)) return true;
      w.resolve();
      return false;
    });
  }

  waitFor(pred: (e: SseEvent[]) => boolean): Promise<void> {
    if (pred(this.events)) return Promise.resolve();
    if (this.ended) return Promise.reject(new Error(`stream ended: ${JSON.stringify(this.events.slice(-2))}`));
    return new Promise((resolve, reject) => this.waiters.push({ pred, resolve, reject }));
  }

  /** Resolves when the server has ended the response. */
  waitEnd(): Promise<void> {
    return this.ended ? Promise.resolve() : new Promise((resolve) => this.res!.once('close', () => resolve()));
  }

  close(): void {
    this.destroy();
  }
}
