// `npm run cli -- platform register --name N --issuer ISS --audience AUD (--jwks-url URL | --public-key-file FILE)
//   [--name-claim CLAIM] [--origin ORIGIN]... [--webhook URL=EVENT,EVENT]...`: registers a platform in the database the server uses
// (DATABASE_URL, or the embedded one under DATA_DIR) and prints it with its first API key, shown
// this once, as JSON. The same checks as the registerPlatform mutation (docs/platforms.md).
// Exit 0 when registered, 1 when refused, 2 for bad usage.
import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { DataSource } from 'typeorm';
import { DomainError } from '../common/errors/domain-errors.js';
import { validateEnv } from '../config/env.js';
import { dataSourceOptions } from '../database/database.module.js';
import { startEmbeddedPostgres } from '../database/embedded-postgres.js';
import { PlatformsRepository } from '../platforms/platforms.repository.js';
import { registerPlatform } from '../platforms/platforms.service.js';
import type { PlatformWebhookSpec } from '../platforms/platform-webhooks-port.js';
import { WebhookEventTypeGql } from '../platforms/webhook-event-types.js';
import { WebhooksRepository } from '../webhooks/webhooks.repository.js';
import { platformWebhookWriter } from '../webhooks/webhooks.service.js';

const USAGE =
  'usage: npm run cli -- platform register --name N --issuer ISS --audience AUD (--jwks-url URL | --public-key-file FILE) [--name-claim CLAIM] [--origin ORIGIN]... [--webhook URL=EVENT,EVENT]...\n';

export async function run(args: string[]): Promise<number> {
  const [verb, ...rest] = args;
  let values: Record<string, string | string[] | undefined>;
  try {
    values = parseArgs({
      args: rest,
      options: {
        name: { type: 'string' },
        issuer: { type: 'string' },
        audience: { type: 'string' },
        'jwks-url': { type: 'string' },
        'public-key-file': { type: 'string' },
        'name-claim': { type: 'string' },
        origin: { type: 'string', multiple: true },
        webhook: { type: 'string', multiple: true },
      },
      strict: true,
    }).values;
  } catch (e) {
    process.stderr.write(`platform: ${e instanceof Error ? e.message : String(e)}\n${USAGE}`);
    return 2;
  }
  if (verb !== 'register' || !values.name || !values.issuer || !values.audience) {
    process.stderr.write(USAGE);
    return 2;
  }
  let publicKeyPem: string | null = null;
  if (values['public-key-file']) {
    try {
      publicKeyPem = readFileSync(values['public-key-file'] as string, 'utf8');
    } catch (e) {
      process.stderr.write(`platform: cannot read ${values['public-key-file']}: ${e instanceof Error ? e.message : String(e)}\n`);
      return 2;
    }
  }
  // `URL=match.ended,deal.ended` (or the GraphQL names, MATCH_ENDED): the last "=" splits, a URL may hold one.
  const webhooks: PlatformWebhookSpec[] = [];
  for (const w of (values.webhook as string[] | undefined) ?? []) {
    const at = w.lastIndexOf('=');
    const events =
      at > 0
        ? w
            .slice(at + 1)
            .split(',')
            .map((e) => e.trim().toUpperCase().replace('.', '_'))
        : [];
    const unknown = events.find((e) => !(e in WebhookEventTypeGql));
    if (!events.length || unknown !== undefined) {
      process.stderr.write(`platform: --webhook ${w}: give URL=EVENT[,EVENT] with events of ${Object.keys(WebhookEventTypeGql).join(', ')}\n`);
      return 2;
    }
    webhooks.push({ url: w.slice(0, at), events: events as WebhookEventTypeGql[] });
  }
  const env = validateEnv(process.env);
  const embedded = env.DATABASE_URL ? undefined : await startEmbeddedPostgres(env.DATA_DIR, 2);
  const ds = new DataSource({ ...dataSourceOptions(env.DATABASE_URL ?? embedded!.url, 1), migrationsRun: false });
  try {
    await ds.initialize();
    await ds.runMigrations({ transaction: 'each' });
    const writer = platformWebhookWriter(new WebhooksRepository(ds), env.WEBHOOK_ALLOW_PRIVATE === 'true');
    const { platform, apiKey, webhookEndpoints } = await registerPlatform(
      new PlatformsRepository(ds),
      {
        name: values.name as string,
        jwtIssuer: values.issuer as string,
        jwtAudience: values.audience as string,
        jwksUrl: (values['jwks-url'] as string | undefined) ?? null,
        publicKeyPem,
        nameClaim: values['name-claim'] as string | undefined,
        allowedOrigins: (values.origin as string[] | undefined) ?? [],
        webhooks,
      },
      writer,
    );
    process.stdout.write(JSON.stringify({ platform, apiKey, webhookEndpoints }, null, 2) + '\n');
    process.stderr.write('platform: the API key and the webhook secrets are shown this once.\n');
    return 0;
  } catch (e) {
    if (!(e instanceof DomainError)) throw e;
    process.stderr.write(`platform: ${e.message}${e.details.field ? ` (${String(e.details.field)})` : ''}\n`);
    return 1;
  } finally {
    if (ds.isInitialized) await ds.destroy();
    await embedded?.stop();
  }
}
