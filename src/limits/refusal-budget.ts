// The door: an address that keeps sending requests the server refuses for their shape is turned
// away before they cost anything. Such a refusal (LIMIT_EXCEEDED for a document too long, deep,
// complex or aliased, a body or answer too big) still costs a body read and a parse, and an honest
// client makes few of them. After REFUSALS_PER_ADDRESS in a RATE_LIMIT_WINDOW_SECONDS window the
// address is blocked until the window ends: its HTTP requests and websocket operations over 4 KB get 429
// RATE_LIMITED (limit REFUSALS) before the body is read or parsed. Small requests always pass.
// A request with a token this instance has seen valid is counted and blocked under that token
// instead, so a player behind the same address plays on, and a token buys no more refusals than
// an address. Counted per instance, in memory: each instance protects its own CPU.
import { Injectable } from '@nestjs/common';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { Env } from '../config/env.js';
import type { RefusalDelay } from './refusal-delay.js';

/** The LIMIT_EXCEEDED kinds a request's shape causes (the others are per-player caps an honest client may meet). */
const SHAPE_LIMITS = new Set(['QUERY_TOKENS', 'DEPTH', 'COMPLEXITY', 'ALIASES', 'BODY_SIZE', 'BATCH', 'RESPONSE_SIZE', 'LIST_ROWS']);

/** How many tokens seen valid are remembered (the oldest is forgotten first). */
const TRUSTED_TOKENS = 10_000;

/** True for a formatted error that counts against the address. */
export function isShapeRefusal(extensions: Record<string, unknown> | undefined): boolean {
  return extensions?.code === 'LIMIT_EXCEEDED' && SHAPE_LIMITS.has(String(extensions.limit));
}

@Injectable()
export class RefusalBudget {
  private readonly limiter?: RateLimiterMemory;
  private readonly trusted = new Set<string>();

  constructor(private readonly env: Env) {
    if (env.REFUSALS_PER_ADDRESS > 0) {
      const window = env.RATE_LIMIT_WINDOW_SECONDS;
      this.limiter = new RateLimiterMemory({ points: env.REFUSALS_PER_ADDRESS, duration: window, keyPrefix: 'refusals' });
    }
  }

  /** Whose budget a request spends: its token's once seen valid, else its address's. */
  private key(address: string | undefined, authorization: unknown): string | undefined {
    if (typeof authorization === 'string' && this.trusted.has(authorization)) return `t:${authorization}`;
    return address === undefined ? undefined : `a:${address}`;
  }

  /** One refusal of a request from `address` with `authorization`. */
  count(address: string | undefined, authorization?: unknown): void {
    const key = this.key(address, authorization);
    if (!this.limiter || !key) return;
    this.limiter.consume(key).catch(() => undefined); // over the budget: blocked already
  }

  /** A token that resolved to a player: requests carrying it spend its own budget. */
  trust(authorization: unknown): void {
    if (!this.limiter || typeof authorization !== 'string' || this.trusted.has(authorization)) return;
    if (this.trusted.size >= TRUSTED_TOKENS) this.trusted.delete(this.trusted.values().next().value as string);
    this.trusted.add(authorization);
  }

  /** What a turned-away request is told, over HTTP and websockets alike. */
  message(retryAfter: number): string {
    return `Too many refused requests from this address: wait ${retryAfter} s (at most ${this.env.REFUSALS_PER_ADDRESS} in ${this.env.RATE_LIMIT_WINDOW_SECONDS} s).`;
  }

  /** 0 when the request may pass; else the seconds until the address's block ends. */
  async blocked(address: string | undefined, authorization?: unknown): Promise<number> {
    const key = this.key(address, authorization);
    if (!this.limiter || !key) return 0;
    const res: RateLimiterRes | null = await this.limiter.get(key);
    if (!res || res.consumedPoints < this.limiter.points) return 0;
    return Math.max(1, Math.ceil(res.msBeforeNext / 1000));
  }
}

/**
 * An Apollo plugin for refused HTTP requests: their shape refusals count against the address (or
 * token), and an answer holding a RATE_LIMITED error waits for the refusal delay (refusal-delay.ts).
 */
export function refusalPlugin(budget: RefusalBudget, delay: RefusalDelay) {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response, request, contextValue }: WillSendResponse) {
          const errors = response.body.kind === 'single' ? response.body.singleResult.errors : undefined;
          if (!errors) return;
          if (errors.some((e) => isShapeRefusal(e.extensions))) budget.count(contextValue.ip, request.http?.headers.get('authorization'));
          if (errors.some((e) => e.extensions?.code === 'RATE_LIMITED')) await delay.hold(contextValue.ip);
        },
      };
    },
  };
}

/** The parts of Apollo's willSendResponse argument used here. */
interface WillSendResponse {
  response: { body: { kind: 'single'; singleResult: { errors?: readonly { extensions?: Record<string, unknown> }[] } } | { kind: 'incremental' } };
  request: { http?: { headers: { get(name: string): string | undefined } } };
  contextValue: { ip?: string };
}
