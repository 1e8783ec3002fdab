// API tokens: 192 random bits, shown once; only the SHA-256 hash is stored.
import { createHash, randomBytes } from 'node:crypto';

export function newToken(): string {
  return `skat_${randomBytes(24).toString('base64url')}`;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A stream ticket (single use, short-lived): 192 random bits, like a token, under its own prefix. */
export function newStreamTicket(): string {
  return `sst_${randomBytes(24).toString('base64url')}`;
}
