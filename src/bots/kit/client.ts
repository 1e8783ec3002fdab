// A small client for the service's public GraphQL API on top of the generated SDK (sdk/, the skat-sdk package):
// HTTP queries/mutations with retries (backoff while the server is down, the wait a
// RATE_LIMITED error asks for), and a `tableEvents` subscription over graphql-ws that resumes
// with afterSeq after a dropped socket and reconnects when keep-alives stop (watchdog). A
// followed table's moves go over its feed socket (HTTP when it is down). No engine internals
// cross the wire.
import type { Client } from 'graphql-ws';
import WebSocket from 'ws';
import type { DealAction } from '../../engine/index.js';
import {
  actionDocument,
  AddBotsDocument,
  createFeedClient,
  CreateTableDocument,
  execute,
  GqlError,
  JoinTableDocument,
  LobbyDocument,
  MeDocument,
  MyTablesDocument,
  RegisterDocument,
  ScoreSheetDocument,
  subscribe,
  TableDocument,
  TableEventsDocument,
  wsUrl,
  type ActionFields,
  type ActionMutation,
  type BotStrategy,
  type CreateTableInput,
  type PlayerKind,
  type TableEventsSubscription,
  type TableViewFieldsFragment,
  type TypedDocumentString,
} from '../../../sdk/src/index.js';

export { GqlError } from '../../../sdk/src/index.js';

/** One message of `tableEvents`: a VIEW first, then EVENTS (the entries one move wrote; `seq` is the last one's). */
export type FeedMessage = TableEventsSubscription['tableEvents'];

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
  /** The open feed socket of each followed table: moves go over it. */
  private readonly sockets = new Map<string, Client>();

  constructor(opts: ClientOptions) {
    this.url = opts.url;
    this.token = opts.token;
    this.maxAttempts = opts.maxAttempts ?? 30;
    this.log = opts.log ?? (() => {});
  }

  /**
   * One GraphQL operation, retried on network failure, 5xx answers and rate limits: over `socket`
   * when given (a table's feed socket: no HTTP request per move), else over HTTP. When the socket
   * closes before the answer the operation goes again over HTTP; a move's clientActionId makes
   * that safe (the server answers a move it already made with its first answer).
   */
  async request<R, V>(document: TypedDocumentString<R, V>, variables: V, socket?: Client): Promise<R> {
    let delay = 250;
    for (let attempt = 1; ; attempt++) {
      try {
        return await execute(socket ? { socket } : { url: this.url, token: this.token }, document, variables);
      } catch (e) {
        if (e instanceof GqlError && e.code === 'SOCKET_CLOSED' && socket) {
          socket = undefined;
          continue;
        }
        if (attempt >= this.maxAttempts) throw e;
        if (e instanceof GqlError && e.code === 'RATE_LIMITED') {
          const wait = Math.max(0.05, e.extensions.retryAfter ?? 1) * 1000;
          this.log(`rate limited; waiting ${wait} ms as asked`);
          await sleep(wait);
          continue;
        }
        // Server down, restarting or failing: back off (up to 5 s) and try again.
        if (e instanceof GqlError && e.status < 500) throw e;
        if (!(e instanceof GqlError)) this.log(`server unreachable (${(e as Error).message}); retry in ${delay} ms`);
        await sleep(delay);
        delay = Math.min(5000, delay * 2);
      }
    }
  }

  async register(name: string, kind: PlayerKind = 'BOT'): Promise<{ playerId: string; token: string }> {
    const d = await this.request(RegisterDocument, { input: { name, kind } });
    this.token = d.register.apiToken.token;
    return { playerId: d.register.player.id, token: this.token };
  }

  async me() {
    return (await this.request(MeDocument, {})).me;
  }

  async lobby() {
    return (await this.request(LobbyDocument, {})).lobby;
  }

  /** The caller's tables whose match is not over (a restarted bot resumes them). */
  async myTables() {
    return (await this.request(MyTablesDocument, {})).myTables;
  }

  async createTable(input: CreateTableInput): Promise<TableViewFieldsFragment> {
    return (await this.request(CreateTableDocument, { input })).createTable;
  }

  async joinTable(tableId: string): Promise<TableViewFieldsFragment> {
    return (await this.request(JoinTableDocument, { input: { tableId } })).joinTable;
  }

  async addBots(tableId: string, strategy: BotStrategy = 'RANDOM'): Promise<TableViewFieldsFragment> {
    return (await this.request(AddBotsDocument, { input: { tableId, strategy } })).addBots;
  }

  async table(tableId: string): Promise<TableViewFieldsFragment> {
    return (await this.request(TableDocument, { tableId })).table;
  }

  async scoreSheet(tableId: string) {
    return (await this.request(ScoreSheetDocument, { tableId })).scoreSheet;
  }

  /** Sends a move of any game: its mutation and input fields (over the table's feed socket while it is open); returns the new seq. */
  async send(tableId: string, move: KitMove, expectedSeq: number, clientActionId: string): Promise<number> {
    const d = await this.request(actionDocument(move.mutation), { input: { tableId, expectedSeq, clientActionId, ...move.extra } }, this.sockets.get(tableId));
    return d.result.seq;
  }

  /** Performs a Skat engine action through its mutation; returns the new seq. */
  act(tableId: string, a: DealAction, expectedSeq: number, clientActionId: string): Promise<number> {
    return this.send(tableId, mutationFor(a), expectedSeq, clientActionId);
  }

  /**
   * Follows a table's feed: `onMessage` gets every message in seq order. The subscription is
   * re-opened with afterSeq = the last seq seen whenever the socket drops, the server
   * restarts or `keepAliveMs × 3` pass without a ping, pong or message (the watchdog).
   * Returns a handle whose stop() ends it; `dropSocket()` forces a reconnect (tests).
   */
  follow(tableId: string, onMessage: (m: FeedMessage) => void | Promise<void>, opts: { keepAliveMs?: number } = {}): FeedHandle {
    const keepAlive = opts.keepAliveMs ?? 10_000;
    let lastSeq: number | null = null;
    let stopped = false;
    let client: Client | null = null;
    let socket: WebSocket | null = null;
    let lastActivity = Date.now();
    let backoff = 250;
    let queue: Promise<void> = Promise.resolve();
    const token = this.token;
    const log = this.log;
    const sockets = this.sockets;

    const open = () => {
      if (stopped) return;
      lastActivity = Date.now();
      const c = createFeedClient({
        url: wsUrl(this.url),
        token,
        webSocketImpl: class extends WebSocket {
          constructor(address: string, protocols?: string | string[]) {
            super(address, protocols);
            socket = this; // eslint-disable-line @typescript-eslint/no-this-alias
          }
        },
        keepAlive,
        retryAttempts: 0, // we reconnect ourselves, with the current afterSeq
        lazy: false,
        onNonLazyError: () => {}, // the subscription's error callback reconnects
        on: {
          connected: () => {
            backoff = 250;
            lastActivity = Date.now();
            if (client === c && !stopped) sockets.set(tableId, c);
          },
          ping: () => (lastActivity = Date.now()),
          pong: () => (lastActivity = Date.now()),
          message: () => (lastActivity = Date.now()),
        },
      });
      client = c;
      subscribe(
        c,
        TableEventsDocument,
        { tableId, afterSeq: lastSeq },
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
      if (c && sockets.get(tableId) === c) sockets.delete(tableId);
      if (c) void c.dispose();
      if (stopped) return;
      log(`${why}; resubscribing after seq ${lastSeq} in ${backoff} ms`);
      setTimeout(open, backoff);
      backoff = Math.min(10_000, backoff * 2);
    };
    const watchdog = setInterval(
      () => {
        if (client && Date.now() - lastActivity > keepAlive * 3) {
          (client as Client).terminate();
          reconnect('no keep-alive for 3 intervals');
        }
      },
      Math.max(200, keepAlive / 2),
    );
    watchdog.unref();
    open();
    return {
      stop: () => {
        stopped = true;
        clearInterval(watchdog);
        const c = client;
        client = null;
        if (c && sockets.get(tableId) === c) sockets.delete(tableId);
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

const GAME_ENUM = { C: 'CLUBS', S: 'SPADES', H: 'HEARTS', D: 'DIAMONDS', G: 'GRAND', N: 'NULL' } as const;

/** A move as the API takes it: its mutation and the input fields besides tableId, expectedSeq and clientActionId. */
export interface KitMove {
  mutation: ActionMutation;
  extra: ActionFields;
}

/** The mutation and the extra input fields for a Skat engine action. */
export function mutationFor(a: DealAction): KitMove {
  switch (a.type) {
    case 'bid':
      return { mutation: 'skatBid', extra: { value: a.value } };
    case 'discard':
      return { mutation: 'skatDiscard', extra: { cards: a.cards } };
    case 'declare':
      return {
        mutation: 'skatDeclare',
        extra: {
          game: GAME_ENUM[a.game],
          ouvert: a.ouvert ?? false,
          schneiderAnnounced: a.schneiderAnnounced ?? false,
          schwarzAnnounced: a.schwarzAnnounced ?? false,
          tip: a.tip ?? false,
        },
      };
    case 'play':
      return { mutation: 'skatPlayCard', extra: { card: a.card } };
    default:
      return { mutation: `skat${a.type[0].toUpperCase()}${a.type.slice(1)}` as ActionMutation, extra: {} };
  }
}
