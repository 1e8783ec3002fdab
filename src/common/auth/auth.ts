// Authentication at the edge: the GraphQL context carries the caller resolved from the
// bearer credential (HTTP header, or graphql-ws connectionParams): a player's API token
// (`skat_…`), a platform user's JWT (the caller then carries its platformId), or a platform's
// API key (`skp_…`: the context's `platform`, no caller). Guards decide what is needed.
import { CanActivate, createParamDecorator, ExecutionContext, Injectable } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import { UnauthenticatedError } from '../errors/domain-errors.js';

export interface Caller {
  playerId: string;
  name: string;
  kind: 'person' | 'bot';
  /** The API token's id; for a platform user's JWT `jwt:<platform id>:<sub>` (the key of its per-token limits). */
  tokenId: string;
  /** Set for a platform's user (signed in with the platform's JWT, docs/platforms.md): the caller sees only that platform's players and tables. */
  platformId?: string;
  /** An embed session's token (src/embed/): when it stops working (ms). It may not issue or rotate tokens. */
  sessionUntil?: number;
}

/** The platform whose API key the request carries. */
export interface PlatformCaller {
  id: string;
  name: string;
}

/** Why a credential was refused (extensions.reason), e.g. EXPIRED or WRONG_AUDIENCE for a JWT, UNKNOWN_KEY for an API key. */
export interface AuthRefusal {
  message: string;
  reason: string;
}

export interface GqlContext {
  caller?: Caller;
  /** A token was sent but is unknown or revoked. */
  badToken?: boolean;
  /** With badToken: why, when more can be said than "unknown or revoked" (a JWT's or an API key's refusal). */
  authError?: AuthRefusal;
  /** The platform of the API key sent (`Authorization: Bearer skp_…`). */
  platform?: PlatformCaller;
  /** Over HTTP: the X-Operator-Secret header, for the operator's mutations (docs/platforms.md). */
  operatorSecret?: string;
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

/** The refusal of a credential that was sent but is not valid. */
function refused(c: GqlContext): UnauthenticatedError {
  return c.authError
    ? new UnauthenticatedError(c.authError.message, { reason: c.authError.reason })
    : new UnauthenticatedError('The API token is unknown or revoked.', { reason: 'UNKNOWN_TOKEN' });
}

/** A valid token (or a platform user's JWT) is required. */
@Injectable()
export class AuthGuard implements CanActivate {
  canActivate(ctx: ExecutionContext): boolean {
    const c = gqlContext(ctx);
    if (c.badToken) throw refused(c);
    if (c.platform)
      throw new UnauthenticatedError("A platform's API key acts only through the platform operations; a player sends its own token or JWT.", {
        reason: 'PLATFORM_KEY',
      });
    if (!c.caller) throw new UnauthenticatedError('Send an API token as "Authorization: Bearer <token>".', { reason: 'NO_TOKEN' });
    return true;
  }
}

/** Anonymous callers (spectators) are fine, but a token that was sent must be valid. */
@Injectable()
export class OptionalAuthGuard implements CanActivate {
  canActivate(ctx: ExecutionContext): boolean {
    const c = gqlContext(ctx);
    if (c.badToken) throw refused(c);
    return true;
  }
}

/** A platform's API key is required (`Authorization: Bearer skp_…`). */
@Injectable()
export class PlatformGuard implements CanActivate {
  canActivate(ctx: ExecutionContext): boolean {
    const c = gqlContext(ctx);
    if (c.badToken) throw refused(c);
    if (!c.platform)
      throw new UnauthenticatedError('Send the platform\'s API key as "Authorization: Bearer skp_…".', { reason: c.caller ? 'NOT_A_PLATFORM_KEY' : 'NO_KEY' });
    return true;
  }
}

/** The platform of the request's API key (behind PlatformGuard). */
export const CurrentPlatform = createParamDecorator((_: unknown, ctx: ExecutionContext): PlatformCaller | undefined => gqlContext(ctx).platform);

/** Whose data the request may see: the platform of its key or of its JWT user; null outside every platform. */
export function scopeOf(c: Pick<GqlContext, 'caller' | 'platform'>): string | null {
  return c.platform?.id ?? c.caller?.platformId ?? null;
}

/** The request's platform scope (scopeOf) as a resolver parameter. */
export const PlatformScope = createParamDecorator((_: unknown, ctx: ExecutionContext): string | null => scopeOf(gqlContext(ctx)));

export const CurrentCaller = createParamDecorator((_: unknown, ctx: ExecutionContext): Caller | undefined => gqlContext(ctx).caller);

/** The client's address (TRUST_PROXY_HOPS applied), for the per-address limits. */
export const ClientAddress = createParamDecorator((_: unknown, ctx: ExecutionContext): string | undefined => gqlContext(ctx).ip);

/** Where a reconnecting SSE client resumes (its Last-Event-ID), if any. */
export const ResumeAfter = createParamDecorator((_: unknown, ctx: ExecutionContext): ResumePoint | undefined => gqlContext(ctx).lastEventId);

/** The table of the SSE stream's ticket, when the stream was opened with one. */
export const TicketTable = createParamDecorator((_: unknown, ctx: ExecutionContext): string | undefined => gqlContext(ctx).ticketTable);
