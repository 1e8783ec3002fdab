// Authentication at the edge: the GraphQL context carries the caller resolved from the
// bearer token (HTTP header, or graphql-ws connectionParams). Guards decide what is needed.
import { CanActivate, createParamDecorator, ExecutionContext, Injectable } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import { UnauthenticatedError } from '../errors/domain-errors.js';

export interface Caller {
  playerId: string;
  name: string;
  kind: 'person' | 'bot';
  tokenId: string;
}

export interface GqlContext {
  caller?: Caller;
  /** A token was sent but is unknown or revoked. */
  badToken?: boolean;
  /** The client's address, for the rate limit per address. */
  ip?: string;
  /** Over SSE: the Last-Event-ID header of a reconnect: the seq to resume after, and the VIEWs sent there before (`42:v2`: 2). */
  lastEventId?: ResumePoint;
  /** Over SSE with a stream ticket: the one table the stream may follow. */
  ticketTable?: string;
  /** Over HTTP: what the request (all operations of a batch) has cost so far (limits/request-cost.ts). */
  requestCost?: object;
}

export interface ResumePoint {
  seq: number;
  views: number;
}

/** 'Bearer abc' → 'abc'; anything else → undefined. */
export function bearerToken(header: unknown): string | undefined {
  if (typeof header !== 'string') return undefined;
  const m = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return m ? m[1] : undefined;
}

function gqlContext(ctx: ExecutionContext): GqlContext {
  return GqlExecutionContext.create(ctx).getContext<GqlContext>();
}

/** A valid token is required. */
@Injectable()
export class AuthGuard implements CanActivate {
  canActivate(ctx: ExecutionContext): boolean {
    const c = gqlContext(ctx);
    if (c.badToken) throw new UnauthenticatedError('The API token is unknown or revoked.');
    if (!c.caller) throw new UnauthenticatedError('Send an API token as "Authorization: Bearer <token>".');
    return true;
  }
}

/** Anonymous callers (spectators) are fine, but a token that was sent must be valid. */
@Injectable()
export class OptionalAuthGuard implements CanActivate {
  canActivate(ctx: ExecutionContext): boolean {
    if (gqlContext(ctx).badToken) throw new UnauthenticatedError('The API token is unknown or revoked.');
    return true;
  }
}

export const CurrentCaller = createParamDecorator((_: unknown, ctx: ExecutionContext): Caller | undefined => gqlContext(ctx).caller);

/** The client's address (TRUST_PROXY_HOPS applied), for the per-address limits. */
export const ClientAddress = createParamDecorator((_: unknown, ctx: ExecutionContext): string | undefined => gqlContext(ctx).ip);

/** Where a reconnecting SSE client resumes (its Last-Event-ID), if any. */
export const ResumeAfter = createParamDecorator((_: unknown, ctx: ExecutionContext): ResumePoint | undefined => gqlContext(ctx).lastEventId);

/** The table of the SSE stream's ticket, when the stream was opened with one. */
export const TicketTable = createParamDecorator((_: unknown, ctx: ExecutionContext): string | undefined => gqlContext(ctx).ticketTable);
