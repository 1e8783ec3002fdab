// The operator's admin mutations: allowed only with the header X-Operator-Secret equal to
// OPERATOR_SECRET (compared in constant time); without OPERATOR_SECRET the admin API is off.
import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import type { GqlContext } from '../common/auth/auth.js';
import { ForbiddenError, UnauthenticatedError } from '../common/errors/domain-errors.js';
import { Env } from '../config/env.js';
import { sameSecret } from './platform-keys.js';

@Injectable()
export class OperatorGuard implements CanActivate {
  constructor(private readonly env: Env) {}

  canActivate(ctx: ExecutionContext): boolean {
    const expected = this.env.OPERATOR_SECRET;
    if (!expected) throw new ForbiddenError('The admin API is off: the server has no OPERATOR_SECRET.', { reason: 'OPERATOR_API_OFF' });
    const sent = GqlExecutionContext.create(ctx).getContext<GqlContext>().operatorSecret;
    if (!sent) throw new UnauthenticatedError('Send the operator secret in the X-Operator-Secret header.', { reason: 'OPERATOR_SECRET_MISSING' });
    if (!sameSecret(sent, expected)) throw new UnauthenticatedError('The operator secret is wrong.', { reason: 'OPERATOR_SECRET_WRONG' });
    return true;
  }
}
