// Nest logs every exception a resolver, guard or pipe throws at error level with its stack
// (its ExceptionsHandler). A DomainError is a refusal, not a server error: in GraphQL this
// filter passes it on untouched, and formatGraphQLError (error-formatter.ts) logs it at debug.
// Other exceptions, and other contexts than GraphQL, keep Nest's own handling.
import { Catch, type ArgumentsHost } from '@nestjs/common';
import { BaseExceptionFilter } from '@nestjs/core';
import type { GqlContextType } from '@nestjs/graphql';
import { DomainError } from './domain-errors.js';

@Catch(DomainError)
export class RefusalFilter extends BaseExceptionFilter {
  override catch(exception: DomainError, host: ArgumentsHost): void {
    if (host.getType<GqlContextType>() === 'graphql') throw exception;
    super.catch(exception, host);
  }
}
