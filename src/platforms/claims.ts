// What a platform user's token says, read without trust (to find its platform) and after
// verification (its subject and display name). Pure functions, unit-tested.
import { NAME_MAX_LENGTH, NAME_NOT_BLANK, normaliseName } from '../players/names.js';

/** Signature algorithms a platform may sign with: asymmetric only (a shared secret would let us mint its users' tokens). */
export const JWT_ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA', 'Ed25519'];

/** Seconds of clock difference tolerated on exp and nbf. */
export const JWT_CLOCK_TOLERANCE_SECONDS = 30;

/** Longest accepted subject (`sub`). */
export const SUBJECT_MAX_LENGTH = 255;

/** Name used when the claim is missing or has nothing showable. */
export const FALLBACK_NAME = 'Player';

/**
 * A display name from a claim, made like a registered name (src/players/names.ts): NFKC,
 * whitespace runs to one space; characters a name may not hold (invisible, bidi, symbols) are
 * dropped rather than refused, since the platform, not the user, sent it; at most
 * NAME_MAX_LENGTH characters; FALLBACK_NAME when nothing showable is left.
 */
export function nameFromClaim(value: unknown): string {
  if (typeof value !== 'string') return FALLBACK_NAME;
  const kept = [...normaliseName(value)].filter((ch) => /^[\p{L}\p{M}\p{N} _.-]$/u.test(ch)).join('');
  const name = [...normaliseName(kept)].slice(0, NAME_MAX_LENGTH).join('').trim();
  return NAME_NOT_BLANK.test(name) ? name : FALLBACK_NAME;
}

/** A claim by name; a dotted name reads a nested claim (`profile.nickname`). */
export function claim(payload: Record<string, unknown>, name: string): unknown {
  if (name in payload) return payload[name];
  let v: unknown = payload;
  for (const part of name.split('.')) {
    if (!v || typeof v !== 'object') return undefined;
    v = (v as Record<string, unknown>)[part];
  }
  return v;
}

/** A usable subject: a string of 1 to SUBJECT_MAX_LENGTH characters without control characters. */
export function validSubject(sub: unknown): sub is string {
  return typeof sub === 'string' && sub.length > 0 && sub.length <= SUBJECT_MAX_LENGTH && !/\p{Cc}/u.test(sub);
}

/** Why a JWT was refused (extensions.reason) from jose's error code. */
export function jwtRefusalReason(code: string | undefined, claimName?: string): string {
  switch (code) {
    case 'ERR_JWT_EXPIRED':
      return 'EXPIRED';
    case 'ERR_JWT_CLAIM_VALIDATION_FAILED':
      return claimName === 'aud' ? 'WRONG_AUDIENCE' : claimName === 'iss' ? 'WRONG_ISSUER' : claimName === 'nbf' ? 'NOT_YET_VALID' : 'BAD_CLAIMS';
    case 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED':
      return 'BAD_SIGNATURE';
    case 'ERR_JWKS_NO_MATCHING_KEY':
    case 'ERR_JWKS_MULTIPLE_MATCHING_KEYS':
      return 'UNKNOWN_SIGNING_KEY';
    case 'ERR_JOSE_ALG_NOT_ALLOWED':
    case 'ERR_JOSE_NOT_SUPPORTED':
      return 'BAD_ALGORITHM';
    case 'ERR_JWKS_TIMEOUT':
    case 'ERR_JWKS_INVALID':
      return 'KEYS_UNAVAILABLE';
    default:
      return 'MALFORMED';
  }
}

const MESSAGES: Record<string, string> = {
  EXPIRED: 'The token has expired.',
  WRONG_AUDIENCE: "The token's audience is not the one registered for its platform.",
  WRONG_ISSUER: 'No platform is registered for the token\'s issuer ("iss").',
  NOT_YET_VALID: 'The token is not valid yet (nbf).',
  BAD_CLAIMS: 'The token lacks a required claim (sub, exp) or has a bad one.',
  BAD_SIGNATURE: "The token's signature does not verify with its platform's key.",
  UNKNOWN_SIGNING_KEY: "No key of the platform's key set matches the token (kid).",
  BAD_ALGORITHM: 'The token is signed with an algorithm that is not accepted (asymmetric ones only: RS*, PS*, ES*, EdDSA).',
  KEYS_UNAVAILABLE: "The platform's key set could not be fetched; try again.",
  MALFORMED: 'The token is not a well-formed JWT.',
  PLATFORM_DISABLED: "The token's platform is disabled.",
  BAD_SUBJECT: 'The token\'s subject ("sub") must be a string of 1 to 255 characters.',
};

export function jwtRefusalMessage(reason: string): string {
  return MESSAGES[reason] ?? 'The token was refused.';
}
