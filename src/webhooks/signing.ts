// Standard Webhooks signatures (https://www.standardwebhooks.com): a `whsec_` secret (24 random
// bytes, base64), and the three headers of a delivery, signed by the `standardwebhooks` package
// itself, so what a receiver verifies with it (or with svix) is what we signed.
import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

export const SECRET_PREFIX = 'whsec_';

export function newWebhookSecret(): string {
  return SECRET_PREFIX + randomBytes(24).toString('base64');
}

/** A message id (`webhook-id`): `msg_` and 18 random bytes (24 characters of base64url); the same for every attempt of one delivery. */
export function newMessageId(): string {
  return 'msg_' + randomBytes(18).toString('base64url');
}

/** The headers of one attempt of message `id` with `body`, signed with `secret` at `at`. */
export function signedHeaders(secret: string, id: string, body: string, at: Date): Record<string, string> {
  const signature = new Webhook(secret).sign(id, at, body);
  return { 'webhook-id': id, 'webhook-timestamp': String(Math.floor(at.getTime() / 1000)), 'webhook-signature': signature };
}
