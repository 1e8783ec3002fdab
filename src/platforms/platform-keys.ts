// Platform API keys: `skp_` and 192 random bits, shown once; only the SHA-256 is stored (as for
// players' tokens, src/players/tokens.ts). The prefix (`skp_` and the first 6 characters) is kept
// in the clear so an operator can tell keys apart in a list.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export const PLATFORM_KEY_PREFIX = 'skp_';
const KEY_PATTERN = /^skp_[A-Za-z0-9_-]{32}$/;

export function newPlatformKey(): { key: string; hash: string; prefix: string } {
  const key = `${PLATFORM_KEY_PREFIX}${randomBytes(24).toString('base64url')}`;
  return { key, hash: hashPlatformKey(key), prefix: key.slice(0, PLATFORM_KEY_PREFIX.length + 6) };
}

export function hashPlatformKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** Whether a bearer credential is meant as a platform key (then it is never tried as anything else). */
export function looksLikePlatformKey(bearer: string): boolean {
  return bearer.startsWith(PLATFORM_KEY_PREFIX);
}

export function wellFormedPlatformKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/** Whether a bearer credential has a JWT's shape (three base64url parts). */
export function looksLikeJwt(bearer: string): boolean {
  return /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/.test(bearer);
}

/** Constant-time comparison of a sent secret with the configured one (hashing first evens out the lengths). */
export function sameSecret(sent: string, expected: string): boolean {
  const a = createHash('sha256').update(sent, 'utf8').digest();
  const b = createHash('sha256').update(expected, 'utf8').digest();
  return timingSafeEqual(a, b);
}
