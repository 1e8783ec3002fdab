// Name normalisation and handles (src/players/names.ts), and the string-input setting.
import { validateEnv } from '../../src/config/env.js';
import { handleOf, NAME_NOT_BLANK, NAME_PATTERN, normaliseName } from '../../src/players/names.js';

describe('player names', () => {
  it.each([
    ['Cafe\u0301', 'Café'],
    ['Ｆｕｌｌ', 'Full'],
    ['ﬁne', 'fine'],
    ['  Ann \u00a0\u3000 Lee\t', 'Ann Lee'],
    ['Ann', 'Ann'],
  ])('normalises %j to %j', (raw, name) => {
    expect(normaliseName(raw)).toBe(name);
    expect(NAME_PATTERN.test(normaliseName(raw)) && NAME_NOT_BLANK.test(normaliseName(raw))).toBe(true);
  });

  it.each(['   ', '\u200b', '.-_', '\u0301'])('finds %j blank or invalid', (raw) => {
    const n = normaliseName(raw);
    expect(NAME_PATTERN.test(n) && NAME_NOT_BLANK.test(n)).toBe(false);
  });

  it('derives a stable six-digit handle from the id, different for different ids', () => {
    const id = '7b0c6a57-2f1e-4d0a-9a3e-111111111111';
    expect(handleOf('Ann', id)).toMatch(/^Ann#[0-9a-f]{6}$/);
    expect(handleOf('Ann', id)).toBe(handleOf('Ann', id));
    expect(handleOf('Ann', id)).not.toBe(handleOf('Ann', '7b0c6a57-2f1e-4d0a-9a3e-111111111112'));
  });

  it('validates MAX_STRING_LENGTH', () => {
    expect(validateEnv({}).MAX_STRING_LENGTH).toBe(1024);
    expect(() => validateEnv({ MAX_STRING_LENGTH: '10' })).toThrow(/MAX_STRING_LENGTH/);
  });
});
