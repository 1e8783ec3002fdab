// A small typed client for the service's public GraphQL API: HTTP queries/mutations with
// retries (backoff while the server is down, the wait a RATE_LIMITED error asks for), and a
// `tableEvents` subscription over graphql-ws that resumes with afterSeq after a dropped socket
// and reconnects when keep-alives stop (watchdog). No engine internals cross the wire.
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import type { DealAction } from '../../engine/index.js';
import { MATCH_FIELDS, type MatchDto } from './view.js';

export interface GqlErrorBody {
  message: string;
  extensions?: { code?: string; retryAfter?: number; currentSeq?: number; reason?: string; engineCode?: string };
}

/** A GraphQL error answer (the request reached the server). */
export class GqlError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly extensions: GqlErrorBody['extensions'] = {},
  ) {
    super(message);
  }
}

export interface TableViewDto {
  seq: number;
  yourSeat: number | null;
  toAct: number[];
  turn: number | null;
  phase: string | null;
  dealNumber: number | null;
  match: MatchDto | null;
  table: { id: string; status: 'OPEN' | 'PLAYING' | 'FINISHED'; players: number };
}

/** One message of `tableEvents`: a VIEW first, then EVENTS (the entries one move wrote; `seq` is the last one's). */
export interface FeedMessage {
  kind: 'VIEW' | 'EVENTS';
  seq: number;
  view: TableViewDto | null;
  events: { seq: number; type: string }[];
  /** This seat's legal actions after the message, when it may act (types only); null otherwise. */
  legalActions: { type: string }[] | null;
}

const VIEW_FIELDS = `seq yourSeat toAct turn phase dealNumber match { ${MATCH_FIELDS} } table { id status players }`;

export interface ClientOptions {
  /** http(s)://host:port/graphql; the websocket URL is derived (ws/wss). */
  url: string;
  token?: string;
  /** Give up an HTTP call after this many attempts while the server is unreachable (default 30). */
  maxAttempts?: number;
  log?: (msg: string) => void;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export class SkatClient {
  token: string | undefined;
  private readonly url: string;
  private readonly maxAttempts: number;
  private readonly log: (msg: string) => void;

  constructor(opts: ClientOptions) {
    this.url = opts.url;
    this.token = opts.token;
    this.maxAttempts = opts.maxAttempts ?? 30;
    this.log = opts.log ?? (() => {});
  }

  /** One GraphQL operation over HTTP, retried on network failure and rate limits. */
  async request<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    let delay = 250;
    for (let attempt = 1; ; attempt++) {
      let res: Response;
      try {
        res = await fetch(this.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(this.token ? { authorization: `Bearer ${this.token}` } : {}) },
          body: JSON.stringify({ query, variables }),
        });
      } catch (e) {
        // Server down or restarting: back off (up to 5 s) and try again.
        if (attempt >= this.maxAttempts) throw e;
        this.log(`server unreachable (${(e as Error).message}); retry in ${delay} ms`);
        await sleep(delay);
        delay = Math.min(5000, delay * 2);
        continue;
      }
      if (res.status >= 500 && attempt < this.maxAttempts) {
        await sleep(delay);
        delay = Math.min(5000, delay * 2);
        continue;
      }
      const body = (await res.json()) as { data?: T; errors?: GqlErrorBody[] };
      const err = body.errors?.[0];
      if (err) {
        const code = err.extensions?.code ?? 'UNKNOWN';
        if (code === 'RATE_LIMITED' && attempt < this.maxAttempts) {
          const wait = Math.max(0.05, err.extensions?.retryAfter ?? 1) * 1000;
          this.log(`rate limited; waiting ${wait} ms as asked`);
          await sleep(wait);
          continue;
        }
        throw new GqlError(code, err.message, err.extensions);
      }
      return body.data as T;
    }
  }

  async register(name: string, kind: 'BOT' | 'PERSON' = 'BOT'): Promise<{ playerId: string; token: string }> {
    const d = await this.request<{ register: { player: { id: string }; apiToken: { token: string } } }>(
      'mutation($n: String!, $k: PlayerKind!) { register(input: { name: $n, kind: $k }) { player { id } apiToken { token } } }',
      { n: name, k: kind },
    );
    this.token = d.register.apiToken.token;
    return { playerId: d.register.player.id, token: this.token };
  }

  async me(): Promise<{ id: string; name: string }> {
    return (await this.request<{ me: { id: string; name: string } }>('{ me { id name } }')).me;
  }

  async lobby(): Promise<{ id: string; players: number; seats: { index: number; player: { id: string } | null }[] }[]> {
    return (await this.request<{ lobby: never[] }>('{ lobby { id players seats { index player { id } } } }')).lobby;
  }

  /** The caller's tables whose match is not over (a restarted bot resumes them). */
  async myTables(): Promise<{ id: string; status: string }[]> {
    return (await this.request<{ myTables: { id: string; status: string }[] }>('{ myTables { id status } }')).myTables;
  }

  async createTable(input: { preset?: string; players?: number; rounds?: number }): Promise<TableViewDto> {
    const d = await this.request<{ createTable: TableViewDto }>(
      `mutation($i: CreateTableInput!) { createTable(input: $i) { ${VIEW_FIELDS} } }`,
      { i: input },
    );
    return d.createTable;
  }

  async joinTable(tableId: string): Promise<TableViewDto> {
    return (await this.request<{ joinTable: TableViewDto }>(`mutation($t: ID!) { joinTable(input: { tableId: $t }) { ${VIEW_FIELDS} } }`, { t: tableId })).joinTable;
  }

  async addBots(tableId: string, strategy = 'RANDOM'): Promise<TableViewDto> {
    return (
      await this.request<{ addBots: TableViewDto }>(`mutation($t: ID!, $s: BotStrategy!) { addBots(input: { tableId: $t, strategy: $s }) { ${VIEW_FIELDS} } }`, { t: tableId, s: strategy })
    ).addBots;
  }

  async table(tableId: string): Promise<TableViewDto> {
    return (await this.request<{ table: TableViewDto }>(`query($t: ID!) { table(tableId: $t) { ${VIEW_FIELDS} } }`, { t: tableId })).table;
  }

  async scoreSheet(tableId: string): Promise<{ totals: number[]; players: string[]; over: boolean }> {
    return (await this.request<{ scoreSheet: { totals: number[]; players: string[]; over: boolean } }>('query($t: ID!) { scoreSheet(tableId: $t) { totals players over } }', { t: tableId })).scoreSheet;
  }

  /** Performs an engine action through its mutation; returns the new seq. */
  async act(tableId: string, a: DealAction, expectedSeq: number, clientActionId: string): Promise<number> {
    const { mutation, extra, inputType } = mutationFor(a);
    const input = { tableId, expectedSeq, clientActionId, ...extra };
    const d = await this.request<Record<string, { seq: number }>>(`mutation($i: ${inputType}!) { ${mutation}(input: $i) { seq } }`, { i: input });
    return d[mutation].seq;
  }

  /**
   * Follows a table's feed: `onMessage` gets every message in seq order. The subscription is
   * re-opened with afterSeq = the last seq seen whenever the socket drops, the server
   * restarts or `keepAliveMs × 3` pass without a ping, pong or message (the watchdog).
   * Returns a handle whose stop() ends it; `dropSocket()` forces a reconnect (tests).
   */
  follow(tableId: string, onMessage: (m: FeedMessage) => void | Promise<void>, opts: { keepAliveMs?: number } = {}): FeedHandle {
    const keepAlive = opts.keepAliveMs ?? 10_000;
    const wsUrl = this.url.replace(/^http/, 'ws');
    let lastSeq: number | null = null;
    let stopped = false;
    let client: Client | null = null;
    let socket: WebSocket | null = null;
    let lastActivity = Date.now();
    let backoff = 250;
    let queue: Promise<void> = Promise.resolve();
    const token = this.token;
    const log = this.log;

    const open = () => {
      if (stopped) return;
      lastActivity = Date.now();
      const c = createClient({
        url: wsUrl,
        webSocketImpl: class extends WebSocket {
          constructor(address: string, protocols?: string | string[]) {
            super(address, protocols);
            socket = this; // eslint-disable-line @typescript-eslint/no-this-alias
          }
        },
        connectionParams: token ? { authorization: `Bearer ${token}` } : {},
        keepAlive,
        retryAttempts: 0, // we reconnect ourselves, with the current afterSeq
        lazy: false,
        onNonLazyError: () => {}, // the subscription's error callback reconnects
        on: {
          connected: () => {
            backoff = 250;
            lastActivity = Date.now();
          },
          ping: () => (lastActivity = Date.now()),
          pong: () => (lastActivity = Date.now()),
          message: () => (lastActivity = Date.now()),
        },
      });
      client = c;
      c.subscribe<{ tableEvents: FeedMessage }>(
        {
          query: `subscription($t: ID!, $after: Int) { tableEvents(tableId: $t, afterSeq: $after) { kind seq view { ${VIEW_FIELDS} } events { seq type } legalActions { type } } }`,
          variables: { t: tableId, after: lastSeq },
        },
        {
          next: ({ data }) => {
            const m = data?.tableEvents;
            if (!m) return;
            if (m.kind === 'EVENTS') {
              if (lastSeq !== null && m.seq <= lastSeq) return; // never twice
              // A resumed feed's backfill may span moves an old socket still delivered one by one.
              const after = lastSeq;
              if (after !== null) m.events = m.events.filter((e) => e.seq > after);
              lastSeq = m.seq;
            } else if (lastSeq === null || m.seq > lastSeq) lastSeq = m.seq;
            queue = queue.then(() => onMessage(m)).catch((e) => log(`handler: ${(e as Error).message}`));
          },
          error: (e) => reconnect(`subscription error: ${describe(e)}`),
          complete: () => reconnect('subscription completed'),
        },
      );
    };
    const reconnect = (why: string) => {
      const c = client;
      client = null;
      socket = null;
      if (c) void c.dispose();
      if (stopped) return;
      log(`${why}; resubscribing after seq ${lastSeq} in ${backoff} ms`);
      setTimeout(open, backoff);
      backoff = Math.min(10_000, backoff * 2);
    };
    const watchdog = setInterval(() => {
      if (client && Date.now() - lastActivity > keepAlive * 3) {
        (client as Client).terminate();
        reconnect('no keep-alive for 3 intervals');
      }
    }, Math.max(200, keepAlive / 2));
    watchdog.unref();
    open();
    return {
      stop: () => {
        stopped = true;
        clearInterval(watchdog);
        const c = client;
        client = null;
        if (c) void c.dispose();
      },
      dropSocket: () => {
        socket?.terminate();
      },
      get lastSeq() {
        return lastSeq;
      },
    };
  }
}

export interface FeedHandle {
  stop(): void;
  /** Kills the websocket without a close handshake (to test resuming). */
  dropSocket(): void;
  readonly lastSeq: number | null;
}

function describe(e: unknown): string {
  if (e instanceof Error) return e.message;
  if (Array.isArray(e)) return e.map((x) => (x as { message?: string }).message ?? String(x)).join('; ');
  if (e && typeof e === 'object' && 'code' in e) return `close ${(e as { code: number }).code}`;
  return String(e);
}

const GAME_ENUM: Record<string, string> = { C: 'CLUBS', S: 'SPADES', H: 'HEARTS', D: 'DIAMONDS', G: 'GRAND', N: 'NULL' };

/** The mutation, its input type and extra input fields for an engine action. */
export function mutationFor(a: DealAction): { mutation: string; inputType: string; extra: Record<string, unknown> } {
  switch (a.type) {
    case 'bid':
      return { mutation: 'bid', inputType: 'BidInput', extra: { value: a.value } };
    case 'discard':
      return { mutation: 'discard', inputType: 'DiscardInput', extra: { cards: a.cards } };
    case 'declare':
      return {
        mutation: 'declare',
        inputType: 'DeclareInput',
        extra: { game: GAME_ENUM[a.game], ouvert: a.ouvert ?? false, schneiderAnnounced: a.schneiderAnnounced ?? false, schwarzAnnounced: a.schwarzAnnounced ?? false, tip: a.tip ?? false },
      };
    case 'play':
      return { mutation: 'playCard', inputType: 'PlayCardInput', extra: { card: a.card } };
    default:
      return { mutation: a.type, inputType: 'ActionInput', extra: {} };
  }
}
