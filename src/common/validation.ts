// class-validator failures leave the ValidationPipe as our BAD_USER_INPUT domain error with
// a readable message (instead of Nest's HTTP BadRequestException).
//
// Flat inputs (every action's input: ids, numbers, cards) skip class-transformer: for a class
// without class-transformer rules whose values are all scalars or lists of scalars,
// plainToInstance is a copy onto a new instance; its general path was half of the pipe's time
// in a saturated profile (docs/benchmarks.md, "The validation pipe"). The rules run unchanged.
// A class's rules are looked up once (memoRuleLookup): class-validator looked them up on every
// validate() by walking the rules of every class of the app (an instanceof test per class).
// A flat input whose rules are all plain checks is checked by the same rule instances without
// class-validator's executor (an error object per property, filters and copies per call); any
// refusal is left to class-validator, which words it (passesPlainRules).
import { ValidationPipe, type ArgumentMetadata, type Type, type ValidationError } from '@nestjs/common';
import { defaultMetadataStorage } from 'class-transformer/cjs/storage.js';
import { getMetadataStorage, validate, ValidationTypes, type ValidationArguments } from 'class-validator';
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

type Storage = ReturnType<typeof getMetadataStorage>;
type Rules = ReturnType<Storage['getTargetValidationMetadatas']>;

/**
 * Makes class-validator's rule lookup (getTargetValidationMetadatas, and groupByPropertyName of
 * its answer) a memo: the rules of a class, and those inherited from its ancestors, are
 * registered by the decorators when the class is defined, so one lookup per class and options
 * holds until a rule is added (adding one forgets every answer). The answers are only read
 * (ValidationExecutor filters and copies them). Idempotent: the storage is global.
 */
export function memoRuleLookup(storage: Storage = getMetadataStorage()): void {
  const s = storage as Storage & { __ruleMemo?: true };
  if (s.__ruleMemo) return;
  s.__ruleMemo = true;
  const lookup = s.getTargetValidationMetadatas.bind(s);
  const group = s.groupByPropertyName.bind(s);
  let memo = new Map<unknown, Map<string, Rules>>();
  let grouped = new WeakMap<Rules, ReturnType<Storage['groupByPropertyName']>>();
  const forget = () => {
    memo = new Map();
    grouped = new WeakMap();
  };
  const addRule = s.addValidationMetadata.bind(s);
  s.addValidationMetadata = (m) => {
    forget();
    addRule(m);
  };
  const addSchema = s.addValidationSchema.bind(s);
  s.addValidationSchema = (schema) => {
    forget();
    addSchema(schema);
  };
  s.getTargetValidationMetadatas = (target, schema, always, strictGroups, groups) => {
    const key = `${schema}\u0000${always}\u0000${strictGroups}\u0000${groups ? JSON.stringify(groups) : ''}`;
    let byKey = memo.get(target);
    if (!byKey) memo.set(target, (byKey = new Map()));
    let rules = byKey.get(key);
    if (!rules) byKey.set(key, (rules = lookup(target, schema, always, strictGroups, groups)));
    return rules;
  };
  s.groupByPropertyName = (rules) => {
    let g = grouped.get(rules);
    if (!g) grouped.set(rules, (g = group(rules)));
    return g;
  };
}

/** Inputs the plain check passed (read by a test). */
export const validationWork = { plainPasses: 0 };

interface PlainCheck {
  property: string;
  /** IsOptional and the like: when one says no, the property's checks are skipped. */
  conditions: ((object: object, value: unknown) => boolean)[];
  /** IsDefined and the custom rules (all must hold; which one fails is class-validator's to say). */
  rules: {
    validateIf?: (object: object, value: unknown) => boolean;
    each: boolean;
    args: Omit<ValidationArguments, 'object' | 'value'>;
    test: (value: unknown, args: ValidationArguments) => unknown;
  }[];
}
/** Per rule list (the memo's answer: a new list when a rule is added), the plain checks, or null when a rule is not plain. */
const plainPlans = new WeakMap<object, { checks: PlainCheck[]; names: Set<string> } | null>();

/**
 * The checks class-validator's executor makes for `rules` when they are all synchronous custom
 * rules, IsDefined and conditions (no nested, promise or asynchronous rule, no context): null otherwise.
 */
function plainPlan(metatype: Type<unknown>, rules: Rules): { checks: PlainCheck[]; names: Set<string> } | null {
  const storage = getMetadataStorage();
  const byProperty = new Map<string, PlainCheck>();
  for (const m of rules) {
    let check = byProperty.get(m.propertyName);
    if (!check) byProperty.set(m.propertyName, (check = { property: m.propertyName, conditions: [], rules: [] }));
    if (m.type === ValidationTypes.CONDITIONAL_VALIDATION) check.conditions.push(m.constraints[0] as PlainCheck['conditions'][number]);
    else if (m.type === ValidationTypes.CUSTOM_VALIDATION || m.type === ValidationTypes.IS_DEFINED) {
      if (m.context) return null;
      for (const c of storage.getTargetValidatorConstraints(m.constraintCls)) {
        if (c.async) return null;
        const instance = c.instance as { validate: PlainCheck['rules'][number]['test'] };
        check.rules.push({
          validateIf: m.validateIf,
          each: m.each,
          args: { targetName: metatype.name, property: m.propertyName, constraints: m.constraints },
          test: instance.validate.bind(instance),
        });
      }
    } else if (m.type !== ValidationTypes.WHITELIST) return null;
  }
  return { checks: [...byProperty.values()], names: new Set(byProperty.keys()) };
}

/**
 * Whether class-validator would find no error in `entity` (a flat input without class-transformer
 * rules), with the pipe's options (whitelist on, no skipping of missing or null values, no groups):
 * properties no rule names are deleted first as its whitelist does. False also when it cannot tell
 * (a rule that is not plain): class-validator then runs.
 */
function passesPlainRules(entity: object, metatype: Type<unknown>): boolean {
  const rules = getMetadataStorage().getTargetValidationMetadatas(metatype, undefined as unknown as string, false, false, undefined);
  let plan = plainPlans.get(rules);
  if (plan === undefined) plainPlans.set(rules, (plan = rules.length ? plainPlan(metatype, rules) : null));
  if (!plan) return false;
  const object = entity as Record<string, unknown>;
  for (const key of Object.keys(object)) if (!plan.names.has(key)) delete object[key];
  for (const check of plan.checks) {
    const value = object[check.property];
    if (!check.conditions.every((c) => c(object, value))) continue;
    for (const r of check.rules) {
      if (r.validateIf && !r.validateIf(object, value)) continue;
      const args = { ...r.args, object, value } as ValidationArguments;
      if (!r.each || !Array.isArray(value)) {
        if (value instanceof Set || value instanceof Map) return false;
        if (r.test(value, args) !== true) return false;
      } else {
        for (const item of value) if (r.test(item, args) !== true) return false;
      }
    }
  }
  return true;
}

export class InputValidationPipe extends ValidationPipe {
  private readonly plainCopy = new Map<Type<unknown>, boolean>();
  /** passesPlainRules stands in for class-validator only under the options it follows (createValidationPipe's). */
  private readonly plainOptions =
    this.validatorOptions.whitelist === true &&
    !this.validatorOptions.forbidNonWhitelisted &&
    !this.validatorOptions.skipMissingProperties &&
    !this.validatorOptions.skipNullProperties &&
    !this.validatorOptions.skipUndefinedProperties &&
    !this.validatorOptions.groups?.length &&
    !this.validatorOptions.always;

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const metatype = metadata.metatype;
    if (!metatype || !this.toValidate(metadata) || value === null || typeof value !== 'object' || Array.isArray(value) || !isFlat(value)) {
      return super.transform(value, metadata);
    }
    let plain = this.plainCopy.get(metatype);
    if (plain === undefined) this.plainCopy.set(metatype, (plain = !hasTransformRules(metatype)));
    if (!plain) return super.transform(value, metadata);
    const entity = Object.assign(new (metatype as Type<object>)(), value);
    if (this.plainOptions && passesPlainRules(entity, metatype as Type<unknown>)) {
      validationWork.plainPasses++;
      return entity;
    }
    const errors = await validate(entity, {
      ...this.validatorOptions,
      validationError: { target: false, value: false, ...this.validatorOptions.validationError },
    });
    if (errors.length > 0) throw this.exceptionFactory(errors);
    return entity;
  }
}

export function createValidationPipe(): ValidationPipe {
  memoRuleLookup();
  return new InputValidationPipe({
    transform: true,
    whitelist: true,
    forbidUnknownValues: false,
    exceptionFactory: (errors) => new BadUserInputError(`Invalid input: ${messages(errors).join('; ')}`),
  });
}
