// class-validator failures leave the ValidationPipe as our BAD_USER_INPUT domain error with
// a readable message (instead of Nest's HTTP BadRequestException).
//
// Flat inputs (every action's input: ids, numbers, cards) skip class-transformer: for a class
// without class-transformer rules whose values are all scalars or lists of scalars,
// plainToInstance is a copy onto a new instance; its general path was half of the pipe's time
// in a saturated profile (docs/benchmarks.md, "The validation pipe"). The rules run unchanged.
import { ValidationPipe, type ArgumentMetadata, type Type, type ValidationError } from '@nestjs/common';
import { defaultMetadataStorage } from 'class-transformer/cjs/storage.js';
import { validate } from 'class-validator';
import { BadUserInputError } from './errors/domain-errors.js';

function messages(errors: ValidationError[], prefix = ''): string[] {
  return errors.flatMap((e) => {
    const path = prefix ? `${prefix}.${e.property}` : e.property;
    const own = Object.values(e.constraints ?? {}).map((m) => (m.startsWith(e.property) ? `${prefix ? prefix + '.' : ''}${m}` : `${path}: ${m}`));
    return [...own, ...messages(e.children ?? [], path)];
  });
}

/** class-transformer keeps its rules (@Type, @Transform, @Expose, @Exclude) in these maps, keyed by class. */
const TRANSFORM_RULES = ['_typeMetadatas', '_transformMetadatas', '_exposeMetadatas', '_excludeMetadatas'] as const;

/** Whether the class or one of its ancestors has a class-transformer rule. */
export function hasTransformRules(metatype: Type<unknown>): boolean {
  const storage = defaultMetadataStorage as unknown as Record<(typeof TRANSFORM_RULES)[number], Map<unknown, unknown>>;
  for (let c: unknown = metatype; typeof c === 'function' && c !== Function.prototype; c = Object.getPrototypeOf(c)) {
    if (TRANSFORM_RULES.some((k) => storage[k].has(c))) return true;
  }
  return false;
}

const isScalar = (v: unknown) => v === null || typeof v !== 'object';
const isFlat = (value: object) => Object.values(value).every((v) => isScalar(v) || (Array.isArray(v) && v.every(isScalar)));

export class InputValidationPipe extends ValidationPipe {
  private readonly plainCopy = new Map<Type<unknown>, boolean>();

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const metatype = metadata.metatype;
    if (!metatype || !this.toValidate(metadata) || value === null || typeof value !== 'object' || Array.isArray(value) || !isFlat(value)) {
      return super.transform(value, metadata);
    }
    let plain = this.plainCopy.get(metatype);
    if (plain === undefined) this.plainCopy.set(metatype, (plain = !hasTransformRules(metatype)));
    if (!plain) return super.transform(value, metadata);
    const entity = Object.assign(new (metatype as Type<object>)(), value);
    const errors = await validate(entity, {
      ...this.validatorOptions,
      validationError: { target: false, value: false, ...this.validatorOptions.validationError },
    });
    if (errors.length > 0) throw this.exceptionFactory(errors);
    return entity;
  }
}

export function createValidationPipe(): ValidationPipe {
  return new InputValidationPipe({
    transform: true,
    whitelist: true,
    forbidUnknownValues: false,
    exceptionFactory: (errors) => new BadUserInputError(`Invalid input: ${messages(errors).join('; ')}`),
  });
}
