// class-validator failures leave the ValidationPipe as our BAD_USER_INPUT domain error with
// a readable message (instead of Nest's HTTP BadRequestException).
import { ValidationPipe, type ValidationError } from '@nestjs/common';
import { BadUserInputError } from './errors/domain-errors.js';

function messages(errors: ValidationError[], prefix = ''): string[] {
  return errors.flatMap((e) => {
    const path = prefix ? `${prefix}.${e.property}` : e.property;
    const own = Object.values(e.constraints ?? {}).map((m) => (m.startsWith(e.property) ? `${prefix ? prefix + '.' : ''}${m}` : `${path}: ${m}`));
    return [...own, ...messages(e.children ?? [], path)];
  });
}

export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    transform: true,
    whitelist: true,
    forbidUnknownValues: false,
    exceptionFactory: (errors) => new BadUserInputError(`Invalid input: ${messages(errors).join('; ')}`),
  });
}
