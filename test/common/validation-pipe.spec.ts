// The input pipe's copy for flat inputs must answer exactly as Nest's ValidationPipe (class-
// transformer, then class-validator) does: same instance fields, same refusals, same messages.
import 'reflect-metadata';
import { ValidationPipe, type ArgumentMetadata } from '@nestjs/common';
import { ActionInput } from '../../src/actions/actions.inputs.js';
import { SkatBidInput, SkatDeclareInput, SkatDiscardInput } from '../../src/games/skat/bidding.inputs.js';
import { getMetadataStorage, IsInt, MetadataStorage, Min } from 'class-validator';
import { createValidationPipe, hasTransformRules, InputValidationPipe, validationWork } from '../../src/common/validation.js';
import { SkatPlayCardInput } from '../../src/games/skat/play.inputs.js';
import { RegisterInput } from '../../src/players/players.inputs.js';
import { PlayerKindGql } from '../../src/players/players.models.js';
import { CreateTableInput } from '../../src/tables/tables.inputs.js';

const TABLE = '6f1c2b7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f';
const arg = (metatype: ArgumentMetadata['metatype']): ArgumentMetadata => ({ type: 'body', data: 'input', metatype });
/** GraphQL hands resolvers input objects without a prototype. */
const input = (v: Record<string, unknown>) => Object.assign(Object.create(null) as object, v);

// [input class, value]: valid and invalid, flat as every action input is.
const VECTORS: [ArgumentMetadata['metatype'], Record<string, unknown>][] = [
  [SkatPlayCardInput, { tableId: TABLE, card: 'CJ' }],
  [SkatPlayCardInput, { tableId: TABLE, card: 'CJ', expectedSeq: 7, clientActionId: 'a-1' }],
  [SkatPlayCardInput, { tableId: TABLE, card: 'XJ' }],
  [SkatPlayCardInput, { tableId: 'nope', card: 'C' }],
  [SkatPlayCardInput, { tableId: TABLE, card: 'CJ', expectedSeq: -1, clientActionId: '' }],
  [SkatPlayCardInput, { tableId: TABLE, card: 'CJ', extra: 'stripped' }],
  [SkatBidInput, { tableId: TABLE, value: 18 }],
  [SkatBidInput, { tableId: TABLE, value: 19 }],
  [ActionInput, { tableId: TABLE, expectedSeq: null }],
  [SkatDiscardInput, { tableId: TABLE, cards: ['CJ', 'S7'] }],
  [SkatDiscardInput, { tableId: TABLE, cards: ['CJ', 'CJ', 'ZZ'] }],
  [SkatDeclareInput, { tableId: TABLE, game: 'G', ouvert: true }],
  [SkatDeclareInput, { tableId: TABLE, game: 'CHESS' }],
  [SkatPlayCardInput, { tableId: TABLE, card: 'CJ', expectedSeq: 2.5 }],
  [SkatPlayCardInput, { tableId: TABLE, card: 'CJ', clientActionId: 'x'.repeat(101) }],
  [SkatDeclareInput, { tableId: TABLE, game: 'G', tip: 'yes' }],
  [SkatDiscardInput, { tableId: TABLE, cards: 'CJ' }],
];

async function outcome(pipe: ValidationPipe, metatype: ArgumentMetadata['metatype'], value: Record<string, unknown>) {
  try {
    const out = (await pipe.transform(input(value), arg(metatype))) as object;
    return { ok: true, class: out.constructor.name, fields: { ...out } };
  } catch (e) {
    return { ok: false, error: (e as Error).constructor.name, message: (e as Error).message };
  }
}

describe('input validation pipe', () => {
  const fast = createValidationPipe();
  // The same options through the library's general path.
  const general = Object.setPrototypeOf(createValidationPipe(), ValidationPipe.prototype) as ValidationPipe;

  it('is the flat-input pipe', () => {
    expect(fast).toBeInstanceOf(InputValidationPipe);
    expect(general).not.toBeInstanceOf(InputValidationPipe);
  });

  it.each(VECTORS.map(([m, v], i) => [i, m!.name, v] as const))('vector %i (%s) answers as the general path does', async (i) => {
    const [metatype, value] = VECTORS[i];
    const passes = validationWork.plainPasses;
    const a = await outcome(fast, metatype, value);
    expect(a).toEqual(await outcome(general, metatype, value));
    // Each vector's expected verdict, so that both paths agreeing on nothing cannot pass.
    expect(a.ok).toBe([0, 1, 5, 6, 8, 9, 11].includes(i));
    // Every valid vector passed the plain check (the rule instances without class-validator's executor); refusals are class-validator's.
    expect(validationWork.plainPasses - passes).toBe(a.ok ? 1 : 0);
  });

  it('strips properties no rule names, refuses with BAD_USER_INPUT naming the field', async () => {
    const ok = (await fast.transform(input({ tableId: TABLE, card: 'HT', extra: 1 }), arg(SkatPlayCardInput))) as SkatPlayCardInput;
    expect(ok).toBeInstanceOf(SkatPlayCardInput);
    expect(ok).toEqual(Object.assign(new SkatPlayCardInput(), { tableId: TABLE, card: 'HT' }));
    await expect(fast.transform(input({ tableId: TABLE, card: 'H1' }), arg(SkatPlayCardInput))).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      message: expect.stringContaining('a card is suit'),
    });
  });

  it('checks by the rule instances only under the options they follow: with forbidNonWhitelisted an unnamed property is refused', async () => {
    const strict = new InputValidationPipe({ transform: true, whitelist: true, forbidNonWhitelisted: true, forbidUnknownValues: false });
    const passes = validationWork.plainPasses;
    await expect(strict.transform(input({ tableId: TABLE, card: 'HT', extra: 1 }), arg(SkatPlayCardInput))).rejects.toBeDefined();
    expect(validationWork.plainPasses).toBe(passes);
  });

  it('leaves classes with class-transformer rules to class-transformer', async () => {
    expect(hasTransformRules(SkatPlayCardInput)).toBe(false);
    expect(hasTransformRules(CreateTableInput)).toBe(true); // @Type on its rule overrides
    expect(hasTransformRules(RegisterInput)).toBe(true); // @Transform normalises the name
    const value = { name: '  Anna  ', kind: PlayerKindGql.PERSON };
    const out = (await fast.transform(input(value), arg(RegisterInput))) as RegisterInput;
    expect(out.name).toBe('Anna');
    expect(out).toEqual(await general.transform(input(value), arg(RegisterInput)));
  });

  it("looks a class's rules up once, the same rules as the library's own lookup, until a rule is added", async () => {
    const storage = getMetadataStorage();
    const own = (t: Function) => MetadataStorage.prototype.getTargetValidationMetadatas.call(storage, t, '', false, false, undefined);
    for (const [metatype] of VECTORS) {
      const rules = storage.getTargetValidationMetadatas(metatype!, '', false, false, undefined);
      expect(storage.getTargetValidationMetadatas(metatype!, '', false, false, undefined)).toBe(rules); // the memo's answer
      expect(rules).toEqual(own(metatype!));
    }
    // A class defined (its rules added) after a subclass of its parent was looked up: no stale answer.
    class Late extends ActionInput {
      @IsInt() @Min(1) n: number;
    }
    expect((await outcome(fast, Late, { tableId: TABLE, n: 2 })).ok).toBe(true);
    expect(await outcome(fast, Late, { tableId: TABLE, n: 0 })).toMatchObject({ ok: false, message: expect.stringContaining('n must not be less than 1') });
    Min(5)(Late.prototype, 'n');
    expect(await outcome(fast, Late, { tableId: TABLE, n: 2 })).toMatchObject({ ok: false, message: expect.stringContaining('n must not be less than 5') });
    expect(storage.getTargetValidationMetadatas(Late, '', false, false, undefined)).toEqual(own(Late));
  });
});
