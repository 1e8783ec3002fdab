// The cap on open connections (websockets and SSE streams) per client address and per instance.
// Websockets are refused at the HTTP upgrade (ws's verifyClient, before graphql-ws sees them),
// with 429 for an address over its share and 503 when the instance is full; SSE streams get the
// same refusal as a coded JSON error. A connection counts until its TCP socket closes, so a
// handshake that fails halfway cannot leak a slot. A share of the total (CONNECTIONS_RESERVED_PERCENT)
// is kept for connections with a token: connections without one (anonymous spectators, websockets
// after connection_init and SSE streams) take at most the rest, and once that is full an address
// that holds anonymous connections gets no new upgrade, so it cannot churn through the reserve.
// A websocket upgraded without a token in its headers is pending until its connection_init says
// what it is. While an address's anonymous and pending ones fill its anonymous share, its next such
// upgrade waits for one of them to settle (at most a share's worth wait; beyond, 429): players with
// their token in connection_init then go through, and a burst of spectators beyond the share is
// refused at the upgrade instead of being upgraded, initialised and only then closed.
import { Injectable, Logger, type INestApplication } from '@nestjs/common';
import type { IncomingMessage } from 'node:http';
import { graphqlWsServer } from '../common/graphql/ws-server.js';
import { KeyCounts } from '../common/key-counts.js';
import { Env } from '../config/env.js';
import { clientAddress } from './http-limits.js';
import type { RefusalDelay } from './refusal-delay.js';
import { TurnPacer } from './turn-pacer.js';

export interface ConnectionRefusal {
  status: 429 | 503;
  message: string;
  max: number;
}

@Injectable()
export class ConnectionLimiter {
  private readonly perAddress = new KeyCounts();
  private total = 0;
  /** Open connections without a token, in all and per address. */
  private anonymous = 0;
  private readonly anonymousPerAddress = new KeyCounts();
  /** Websockets upgraded without a token in their headers and not yet initialised, per address; each socket's release. */
  private readonly pendingPerAddress = new KeyCounts();
  private readonly pending = new WeakMap<object, () => void>();
  /** Upgrades without a token in their headers waiting for a pending one of their address to settle. */
  private readonly waiting = new Map<string, (() => void)[]>();

  /** The connections without a token the instance takes: the total less the reserved share. */
  get anonymousMax(): number {
    const total = this.env.MAX_CONNECTIONS_TOTAL;
    return total - Math.floor((total * this.env.CONNECTIONS_RESERVED_PERCENT) / 100);
  }

  /**
   * Counts a connection that turned out to have no token (a websocket at connection_init, an SSE
   * stream without Authorization) against the anonymous share until `until` closes, or says why not.
   */
  admitAnonymous(address: string | undefined, until: { once(event: 'close', cb: () => void): unknown }): ConnectionRefusal | null {
    const key = address ?? 'unknown';
    const full = this.addressShareFull(key);
    if (full) return full;
    const max = this.anonymousMax;
    if (this.anonymous >= max) {
      return {
        status: 503,
        message: `The server holds its maximum of ${max} connections without a token (the rest is kept for players): retry later, or connect with your token.`,
        max,
      };
    }
    this.anonymous++;
    this.anonymousPerAddress.add(key);
    until.once('close', () => {
      this.anonymous--;
      this.anonymousPerAddress.remove(key);
    });
    return null;
  }

  constructor(private readonly env: Env) {}

  /** The refusal for an address that holds MAX_ANONYMOUS_CONNECTIONS_PER_ADDRESS connections without a token, or null. */
  private addressShareFull(address: string): ConnectionRefusal | null {
    const max = this.env.MAX_ANONYMOUS_CONNECTIONS_PER_ADDRESS;
    if (this.anonymousPerAddress.get(address) < max) return null;
    return {
      status: 429,
      message: `Too many connections without a token from this address: at most ${max}. Close one first, or connect with your token.`,
      max,
    };
  }

  /**
   * Counts a websocket upgraded without a token in its headers against its address's anonymous
   * share until `settlePending(socket)` (its connection_init) or its close.
   */
  private holdPending(address: string, socket: { once(event: 'close', cb: () => void): unknown }): void {
    this.pendingPerAddress.add(address);
    // Once: at connection_init or at close, whichever comes first.
    const release = () => {
      if (!this.pending.delete(socket)) return;
      this.pendingPerAddress.remove(address);
      // Every waiting upgrade of the address is decided again (one still held waits anew).
      const queue = this.waiting.get(address) ?? [];
      this.waiting.delete(address);
      for (const decide of queue) decide();
    };
    this.pending.set(socket, release);
    socket.once('close', release);
  }

  /** The websocket on `socket` has sent its connection_init: it no longer holds a place as a possible anonymous one. */
  settlePending(socket: object): void {
    this.pending.get(socket)?.();
  }

  /**
   * `admit` for a websocket upgrade. Without a token in its headers it is pending until
   * `settlePending`; while its address's anonymous and pending ones fill the anonymous share it
   * waits for one of them to settle, then is decided again.
   */
  admitUpgrade(req: IncomingMessage): ConnectionRefusal | null | Promise<ConnectionRefusal | null> {
    const address = this.addressOf(req);
    return req.headers.authorization ? this.admit(req, req.socket, address) : this.admitUntokened(req, address);
  }

  /** admitUpgrade for an upgrade without a token in its headers, decided again after each wait. */
  private admitUntokened(req: IncomingMessage, address: string): ConnectionRefusal | null | Promise<ConnectionRefusal | null> {
    const share = this.env.MAX_ANONYMOUS_CONNECTIONS_PER_ADDRESS;
    const anonymous = this.anonymousPerAddress.get(address);
    // Only pending ones can still turn out to be players: with the share all anonymous, admit refuses.
    if (anonymous < share && anonymous + this.pendingPerAddress.get(address) >= share && !req.socket.destroyed) {
      const queue = this.waiting.get(address) ?? [];
      if (queue.length >= share) {
        return {
          status: 429,
          message: `Too many connections without a token in their headers from this address at once: at most ${share} wait. Retry later.`,
          max: share,
        };
      }
      this.waiting.set(address, queue);
      return new Promise((decided) => queue.push(() => decided(this.admitUntokened(req, address))));
    }
    const refused = this.admit(req, req.socket, address);
    if (!refused && !req.socket.destroyed) this.holdPending(address, req.socket);
    return refused;
  }

  /** The key the counts of `req`'s client address are kept under. */
  private addressOf(req: IncomingMessage): string {
    return clientAddress(req, this.env.TRUST_PROXY_HOPS) ?? 'unknown';
  }

  /**
   * Counts one more open connection of `req`'s client address until `until` closes (the TCP
   * socket of a websocket; the response of an SSE stream, whose socket may be kept alive), or
   * says why not.
   */
  admit(req: IncomingMessage, until: { once(event: 'close', cb: () => void): unknown } = req.socket, address = this.addressOf(req)): ConnectionRefusal | null {
    const { MAX_CONNECTIONS_PER_ADDRESS: perAddress, MAX_CONNECTIONS_TOTAL: total } = this.env;
    if (this.perAddress.get(address) >= perAddress)
      return { status: 429, message: `Too many open connections from this address: at most ${perAddress}. Close one first.`, max: perAddress };
    if (this.total >= total) return { status: 503, message: `The server holds its maximum of ${total} connections: retry later.`, max: total };
    // The anonymous share is full and this address holds some of it: a new connection from it
    // would most likely be one more without a token, closed at once (and opened again).
    if (this.anonymous >= this.anonymousMax && this.anonymousPerAddress.has(address)) {
      return {
        status: 503,
        message: `The server holds its maximum of ${this.anonymousMax} connections without a token, some of them yours: close one first.`,
        max: this.anonymousMax,
      };
    }
    // An address at its share of connections without a token: a new connection from it without
    // a token in the upgrade's headers would most likely be one more, refused after its handshake.
    const full = req.headers.authorization ? null : this.addressShareFull(address);
    if (full) return full;
    // Already gone: its 'close' has passed and would never release the slot.
    if (req.socket.destroyed) return null;
    this.perAddress.add(address);
    this.total++;
    until.once('close', () => {
      this.total--;
      this.perAddress.remove(address);
    });
    return null;
  }
}

const logger = new Logger('WebSocket');

/** Websocket handshakes without an Authorization header completed per turn of the event loop. */
const UPGRADES_PER_TURN = 8;

type VerifyCallback = (ok: boolean, status?: number, message?: string, headers?: Record<string, string>) => void;

/** After app.init(): the websocket server of graphql-ws asks the limiter before every upgrade; a refusal waits for the refusal delay. */
export function limitWebSocketConnections(app: INestApplication, limiter: ConnectionLimiter, delay: RefusalDelay, hops: number): void {
  const wss = graphqlWsServer(app, 'cap websocket connections');
  // The two-argument form: ws then answers with our status and message instead of a bare 401.
  // Handshakes without a token in the header go a few per turn of the event loop: a wave of
  // thousands (docs/reliability.md, ws-many-addresses) would otherwise hold the loop while a
  // player's answers and database replies wait; a refusal costs less and is not paced.
  const pacer = new TurnPacer(UPGRADES_PER_TURN);
  const decide = (req: IncomingMessage, refused: ConnectionRefusal | null, cb: VerifyCallback) => {
    if (!refused) {
      const wait = req.headers.authorization ? undefined : pacer.turn();
      return wait ? void wait.then(() => cb(true)) : cb(true);
    }
    logger.debug({ code: 'LIMIT_EXCEEDED', limit: 'CONNECTIONS', max: refused.max }, `refused: websocket upgrade: ${refused.message}`);
    void delay.hold(clientAddress(req, hops)).then(() => cb(false, refused.status, refused.message, { 'Retry-After': '1' }));
  };
  wss.options.verifyClient = (info, cb) => {
    const admitted = limiter.admitUpgrade(info.req);
    if (admitted instanceof Promise) void admitted.then((refused) => decide(info.req, refused, cb));
    else decide(info.req, admitted, cb);
  };
}
