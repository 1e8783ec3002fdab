// The pure parts of a platform user's token: the display name from a claim, the subject, and
// the refusal reasons from jose's error codes.
import { claim, FALLBACK_NAME, jwtRefusalReason, nameFromClaim, validSubject } from '../../src/platforms/claims.js';
import { looksLikeJwt, looksLikePlatformKey, newPlatformKey, sameSecret, wellFormedPlatformKey } from '../../src/platforms/platform-keys.js';

describe('nameFromClaim', () => {
  it('normalises like a registered name and drops what a name may not hold', () => {
    expect(nameFromClaim('  Ａnn   Smith ')).toBe('Ann Smith');
    expect(nameFromClaim('Ann\u202Eevil')).toBe('Annevil');
    expect(nameFromClaim('Zoë 🎲 Z.')).toBe('Zoë Z.');
    expect(nameFromClaim('x'.repeat(60))).toHaveLength(40);
  });

  it('falls back when nothing showable is left or the claim is no string', () => {
    for (const v of [undefined, 42, '', '   ', '🎲🎲', '\u200b']) expect(nameFromClaim(v)).toBe(FALLBACK_NAME);
  });
});

describe('claims and subjects', () => {
  it('reads a claim by name or dotted path', () => {
    expect(claim({ nick: 'N' }, 'nick')).toBe('N');
    expect(claim({ profile: { nickname: 'P' } }, 'profile.nickname')).toBe('P');
    expect(claim({ 'https://x/name': 'U' }, 'https://x/name')).toBe('U');
    expect(claim({}, 'a.b')).toBeUndefined();
  });

  it('accepts 1 to 255 characters without control characters as a subject', () => {
    expect(validSubject('auth0|123')).toBe(true);
    for (const s of ['', 'a'.repeat(256), 'a\nb', 7, undefined]) expect(validSubject(s)).toBe(false);
  });

  it("maps jose's error codes to refusal reasons", () => {
    expect(jwtRefusalReason('ERR_JWT_EXPIRED')).toBe('EXPIRED');
    expect(jwtRefusalReason('ERR_JWT_CLAIM_VALIDATION_FAILED', 'aud')).toBe('WRONG_AUDIENCE');
    expect(jwtRefusalReason('ERR_JWT_CLAIM_VALIDATION_FAILED', 'iss')).toBe('WRONG_ISSUER');
    expect(jwtRefusalReason('ERR_JWS_SIGNATURE_VERIFICATION_FAILED')).toBe('BAD_SIGNATURE');
    expect(jwtRefusalReason('ERR_JWKS_NO_MATCHING_KEY')).toBe('UNKNOWN_SIGNING_KEY');
    expect(jwtRefusalReason(undefined)).toBe('MALFORMED');
  });
});

describe('platform keys', () => {
  it('are skp_ and 32 base64url characters, told apart from tokens and JWTs by their shape', () => {
    const { key, hash, prefix } = newPlatformKey();
    expect(wellFormedPlatformKey(key)).toBe(true);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(key.startsWith(prefix)).toBe(true);
    expect(looksLikePlatformKey(key)).toBe(true);
    expect(looksLikePlatformKey('skat_abc')).toBe(false);
    expect(looksLikeJwt('aaa.bbb.ccc')).toBe(true);
    expect(looksLikeJwt('skat_abc')).toBe(false);
  });

  it('compares secrets of any length', () => {
    expect(sameSecret('a-secret-of-some-length', 'a-secret-of-some-length')).toBe(true);
    expect(sameSecret('short', 'a-secret-of-some-length')).toBe(false);
  });
});
