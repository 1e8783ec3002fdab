// Every string a client sends as an argument (directly, inside an input object or a list) is
// checked before a resolver sees it, over HTTP, websockets and SSE alike (all run the same
// resolvers): no control characters (C0, DEL, C1; PostgreSQL refuses NUL in text with an
// internal error, and none belongs in an id, a card or a name), no lone surrogate (U+D800 to
// U+DFFF outside a pair: PostgreSQL stores it as U+FFFD, so ids differing only there would
// collide) and a length cap. A refusal is BAD_USER_INPUT naming the field.
import type { ArgumentMetadata, PipeTransform } from '@nestjs/common';
import { BadUserInputError } from './errors/domain-errors.js';

const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
/** JSON text may carry its whitespace (tab, line feed, carriage return). */
const CONTROL_BUT_JSON_WHITESPACE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/** A high surrogate not followed by a low one, or a low one not after a high one. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export interface StringRule {
  max: number;
  /** Tab, line feed and carriage return allowed (JSON text). */
  jsonWhitespace?: boolean;
}

/** The pipe as the app runs it: short text everywhere, a deal record and a PEM key longer and with line breaks. */
export function stringInputPipe(limits: { maxString: number; maxBody: number }): StringInputPipe {
  return new StringInputPipe(
    { max: limits.maxString },
    { record: { max: limits.maxBody, jsonWhitespace: true }, publicKeyPem: { max: 8192, jsonWhitespace: true } },
  );
}

export class StringInputPipe implements PipeTransform {
  /** `exceptions`: rules by argument name, for the few arguments that are not short text. */
  constructor(
    private readonly rule: StringRule,
    private readonly exceptions: Record<string, StringRule> = {},
  ) {}

  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    // Custom parameter decorators (the caller, the context) are not client input.
    if (metadata.type === 'custom') return value;
    if (typeof metadata.data === 'string') this.check(value, metadata.data, this.exceptions[metadata.data] ?? this.rule);
    // @Args() without a name: an ArgsType object whose fields are the arguments.
    else if (value !== null && typeof value === 'object') for (const [k, v] of Object.entries(value)) this.check(v, k, this.exceptions[k] ?? this.rule);
    return value;
  }

  /** Every argument of an operation at once, for a guard that reads them before the pipes run. */
  checkArgs(args: Record<string, unknown>): void {
    for (const [k, v] of Object.entries(args)) this.check(v, k, this.exceptions[k] ?? this.rule);
  }

  private check(value: unknown, path: string, rule: StringRule): void {
    if (typeof value === 'string') {
      const bad = (rule.jsonWhitespace ? CONTROL_BUT_JSON_WHITESPACE : CONTROL).exec(value);
      if (bad) throw new BadUserInputError(`Invalid input: ${path} contains a control character (U+${hex(bad[0])}).`);
      const lone = LONE_SURROGATE.exec(value);
      if (lone) throw new BadUserInputError(`Invalid input: ${path} contains a lone surrogate (U+${hex(lone[0])}), which is no character.`);
      if (value.length > rule.max) throw new BadUserInputError(`Invalid input: ${path} is too long (${value.length} characters, at most ${rule.max}).`);
    } else if (Array.isArray(value)) {
      value.forEach((v, i) => this.check(v, `${path}[${i}]`, rule));
    } else if (value !== null && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) this.check(v, `${path}.${k}`, rule);
    }
  }
}

function hex(c: string): string {
  return c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0');
}
