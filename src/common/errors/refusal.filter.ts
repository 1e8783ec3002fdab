// Nest logs every exception a resolver, guard or pipe throws at error level with its stack
// (its ExceptionsHandler), and formatGraphQLError (error-formatter.ts) logs it again. In GraphQL
// this filter passes every exception on untouched, so the formatter is the one place that logs:
// a refusal (DomainError) at debug, anything unexpected once at error level.
// Other contexts than GraphQL keep Nest's own handling.
import { Catch, type ArgumentsHost } from '@nestjs/common';
import { BaseExceptionFilter } from '@nestjs/core';
import type { GqlContextType } from '@nestjs/graphql';

@Catch()
export class RefusalFilter extends BaseExceptionFilter {
  override catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType<GqlContextType>() === 'graphql') throw exception;
    super.catch(exception, host);
  }
}
