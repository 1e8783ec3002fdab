// Typed domain errors. Services throw these; only the GraphQL edge (error-formatter.ts)
// turns them into `extensions.code`. No HTTP exceptions in domain code.

export type ErrorCode = 'BAD_USER_INPUT' | 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND' | 'ILLEGAL_ACTION' | 'CONFLICT' | 'LIMIT_EXCEEDED' | 'RATE_LIMITED';

export abstract class DomainError extends Error {
  abstract readonly code: ErrorCode;
  /** Extra fields for `extensions` (never anything secret). */
  readonly details: Record<string, unknown>;
  constructor(message: string, details: Record<string, unknown> = {}) {
    // A refusal is the caller's doing and never shows or logs a stack: capturing and formatting one
    // was most of what refusing costs (thousands of spectators refused at once).
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(message);
    Error.stackTraceLimit = limit;
    this.name = new.target.name;
    this.details = details;
  }
}

export class BadUserInputError extends DomainError {
  readonly code = 'BAD_USER_INPUT';
}
export class UnauthenticatedError extends DomainError {
  readonly code = 'UNAUTHENTICATED';
}
export class ForbiddenError extends DomainError {
  readonly code = 'FORBIDDEN';
}
export class NotFoundError extends DomainError {
  readonly code = 'NOT_FOUND';
}
/** The engine refused the action; `engineCode` is its EngineErrorCode (e.g. MUST_FOLLOW_SUIT). */
export class IllegalActionError extends DomainError {
  readonly code = 'ILLEGAL_ACTION';
  constructor(message: string, engineCode: string, currentSeq?: number) {
    super(message, { engineCode, ...(currentSeq === undefined ? {} : { currentSeq }) });
  }
}
/**
 * The table is not in the state the request needs: STALE when it moved on (the caller's
 * expectedSeq is not its seq, or another write came first), or a seating conflict (TABLE_FULL,
 * SEAT_TAKEN, ALREADY_SEATED, TABLE_CLOSED), or a second registration for a tournament (ALREADY_REGISTERED). `currentSeq`, when given, is the table's seq to reload from.
 */
export class ConflictError extends DomainError {
  readonly code = 'CONFLICT';
  constructor(message: string, reason: 'STALE' | 'TABLE_FULL' | 'SEAT_TAKEN' | 'ALREADY_SEATED' | 'TABLE_CLOSED' | 'ALREADY_REGISTERED', currentSeq?: number) {
    super(message, { reason, ...(currentSeq === undefined ? {} : { currentSeq }) });
  }
}

/** Which abuse limit a request ran into (src/limits/). */
export type LimitKind =
  | 'DEPTH'
  | 'COMPLEXITY'
  | 'QUERY_TOKENS'
  | 'ALIASES'
  | 'BODY_SIZE'
  | 'RESPONSE_SIZE'
  | 'LIST_ROWS'
  | 'BATCH'
  | 'SUBSCRIPTIONS'
  | 'OPEN_TABLES'
  | 'BOT_SEATS'
  | 'STRONG_BOT_TABLES'
  | 'CONNECTIONS'
  | 'TOKENS'
  | 'SPECTATORS'
  | 'TOURNAMENTS'
  | 'WEBHOOK_ENDPOINTS';

/** The request is too big or too deep, or the caller holds too many subscriptions; nothing was done. */
export class LimitExceededError extends DomainError {
  readonly code = 'LIMIT_EXCEEDED';
  constructor(message: string, limit: LimitKind, max: number) {
    super(message, { limit, max });
  }
}

/** Too many requests in the window for this token, platform or address; `retryAfter` is in seconds. */
export class RateLimitedError extends DomainError {
  readonly code = 'RATE_LIMITED';
  constructor(message: string, limit: 'TOKEN' | 'IP' | 'PLATFORM' | 'REGISTER' | 'TOKEN_ISSUE' | 'REFUSALS' | 'REPLAY', retryAfter: number) {
    super(message, { limit, retryAfter });
  }
}
