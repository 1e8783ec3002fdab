// Player names: what register accepts and how a name is shown so that nobody can pass for
// somebody else. Names are normalised (NFKC, whitespace runs to one space, trimmed) and
// need a letter or a digit; invisible characters (format characters such as zero-width
// spaces) are refused. Names are not unique: the handle (name#suffix from the player id)
// tells two players with equal or look-alike names apart (docs/api.md, "Names and handles").
import { Transform } from 'class-transformer';
import { IsString, Length, Matches } from 'class-validator';
import { createHash } from 'node:crypto';

export const NAME_MAX_LENGTH = 40;
/** Letters (with their combining marks), digits, space, _ . - (after normalisation). */
export const NAME_PATTERN = /^[\p{L}\p{M}\p{N} _.-]+$/u;
export const NAME_NOT_BLANK = /[\p{L}\p{N}]/u;

/**
 * NFKC composes a decomposed é and folds compatibility forms (full-width Ａｎｎ to Ann,
 * ligatures, no-break and ideographic spaces), so fewer names look alike; whitespace runs
 * become one space and the ends are trimmed.
 */
export function normaliseName(raw: string): string {
  return raw.normalize('NFKC').replace(/\s+/gu, ' ').trim();
}

/**
 * A name input as player names are checked (also tournament names): normalised, then 1 to
 * `max` letters, digits, spaces, _ . - with a letter or a digit. Bidi overrides and other
 * format characters (U+202E ...) are not in the pattern, so they are refused.
 */
export function NameInput(max: number, what = 'name'): PropertyDecorator {
  const decorators = [
    Transform(({ value }) => (typeof value === 'string' ? normaliseName(value) : value)),
    IsString(),
    Length(1, max),
    Matches(NAME_NOT_BLANK, { message: `${what} must not be blank: it needs a letter or a digit` }),
    Matches(NAME_PATTERN, { message: `${what} may contain letters, digits, spaces, _ . - (no invisible, bidi or control characters)` }),
  ];
  return (target, key) => {
    // Applied bottom-up as stacked decorators are.
    for (const d of [...decorators].reverse()) d(target, key);
  };
}

/** Hex digits of the suffix: 16.7 million values, so a look-alike cannot register its way to someone's handle. */
const SUFFIX_LENGTH = 6;

/** 'Ann#3f9a1c': the name and a suffix derived from the player id (stable, not chosen by anyone). */
export function handleOf(name: string, playerId: string): string {
  return `${name}#${createHash('sha256').update(playerId).digest('hex').slice(0, SUFFIX_LENGTH)}`;
}
